// google.script.run in a page, as Apps Script's client gives it: each call goes, as JSON, to a function
// of the built Code.js running in a bare vm context, and answers through the success or failure handler.
import type { Page } from 'playwright-core';

export async function bridgeScriptRun(page: Page, code: Record<string, unknown>): Promise<void> {
  await page.exposeFunction('__callServer', (name: string, args: unknown[]) => {
    const fn = code[name];
    if (typeof fn !== 'function') throw new Error(`${name} is not a server function`);
    return JSON.parse(JSON.stringify(fn(...args) ?? null));
  });
  await page.addInitScript(`
    const runner = (ok, fail) => new Proxy({}, { get: (_, name) => {
      if (name === 'withSuccessHandler') return (f) => runner(f, fail);
      if (name === 'withFailureHandler') return (f) => runner(ok, f);
      return (...args) => window.__callServer(name, JSON.parse(JSON.stringify(args)))
        .then((value) => ok && ok(value), (error) => fail && fail(error));
    } });
    window.google = { script: { run: runner(null, null) } };
  `);
  page.on('pageerror', (error) => {
    throw error;
  });
}
