// The web app (dist/web, issue 51) on a phone: served from a static server of the test's own, opened at
// 390 × 844 with touch, it registers its service worker; then, the network gone, it reloads from the
// worker's cache alone and still holds the rubber entered before. No view fails axe-core or scrolls
// sideways, nothing breaks the content security policy, and nothing is asked of another origin.
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../source-files';
import { EXTENSION, SCREENSHOTS } from './browser';
import { addHand, openView, VIEWS } from './popup-fill';
import { axeViolations } from './popup-page';
import { launchPhone, originOf, PHONE, type Phone, serveWeb, WEB, wholePhonePage } from './web-phone';

let server: Server;
let phone: Phone;
let context: BrowserContext;
let page: Page;
let origin: string;
const errors: string[] = [];
const elsewhere: string[] = [];

beforeAll(async () => {
  server = await serveWeb();
  origin = originOf(server);
  phone = await launchPhone();
  ({ context, page } = phone);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  context.on('request', (request) => {
    if (!request.url().startsWith(origin)) elsewhere.push(request.url());
  });
}, 60_000);

afterAll(async () => {
  await phone?.close();
  server?.closeAllConnections();
  server?.close();
});

/** The rubber as the web app stored it: its events, read from the page's own storage. */
const storedRubberEvents = () =>
  page.evaluate(() => {
    const stored = localStorage.getItem('bridge-scorer:rubber');
    return stored === null ? null : (JSON.parse(stored) as { events: unknown[] }).events.length;
  });

describe('the built web app', () => {
  it('carries no extension API, and its manifest makes it installable', () => {
    // WXT's `browser` falls back on `globalThis.chrome`: the extension's build has it, the web app's none.
    const extensionApi = 'globalThis.chrome';
    if (existsSync(EXTENSION))
      expect(filesUnder(EXTENSION, /\.js$/).some((file) => readFileSync(file, 'utf8').includes(extensionApi))).toBe(
        true,
      );
    expect(filesUnder(WEB, /\.js$/).filter((file) => readFileSync(file, 'utf8').includes(extensionApi))).toEqual([]);
    // Each page's policy comes before anything it loads, and lets in only the app's own scripts.
    for (const file of ['index.html', 'print.html', 'records.html']) {
      const html = readFileSync(join(WEB, file), 'utf8');
      const meta = html.search(/<meta http-equiv="Content-Security-Policy"/);
      expect(meta, file).toBeGreaterThan(0);
      expect(meta, file).toBeLessThan(html.search(/<script|<link rel="(stylesheet|modulepreload)"/));
      const policy = html
        .slice(meta)
        .match(/content="([^"]*)"/)?.[1]
        ?.replaceAll('&#39;', "'");
      expect(policy?.split('; '), file).toEqual(expect.arrayContaining(["default-src 'self'", "script-src 'self'"]));
      expect(policy, file).not.toContain('unsafe');
    }
    const manifest = JSON.parse(readFileSync(join(WEB, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ display: 'standalone', start_url: './', name: 'Bridge Scorer' });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    // Each icon is a PNG of the size it claims: the width and height in its IHDR header.
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = readFileSync(join(WEB, icon.src));
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});

describe('the web app on a phone', () => {
  it('registers its service worker, which then controls the page, and can be installed', async () => {
    await page.goto(`${origin}/`);
    // Installing fetches and caches every file of the build: seconds on a busy machine, not one.
    const installed = { timeout: 20_000 };
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state)), installed)
      .toBe('activated');
    // It claims the page it was installed from (clientsClaim): the page is served through it from now on.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), installed).toBe(true);
    // Chromium's own verdict on whether the page can be installed (manifest, icons, worker): no objection.
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await devtools.detach();
  });

  it('keeps a rubber entered before it went offline, reloaded with no network at all', async () => {
    await openView(page, 'Rubber');
    await page.getByRole('radio', { name: 'We', exact: true }).check();
    await addHand(page, '2H+1');
    await page.getByRole('radio', { name: 'They', exact: true }).check();
    await addHand(page, '3NT-2');
    expect(await storedRubberEvents()).toBe(2);
    const pad = await page.locator('main').textContent();
    // 2H+1 by We: 60 for tricks below the line, 30 for the overtrick above; 3NT−2 by They, not vulnerable
    // and undoubled: 50 a trick, 100 to We above. We 190, They 0.
    for (const line of ['60 tricks', '30 overtricks', '100 undertricks', 'Total 190', 'Total 0'])
      expect(pad, line).toContain(line);

    // The network gone for the browser and the host shut: only the worker's cache can answer.
    await context.setOffline(true);
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { name: 'Rubber', selected: true }).count()).toBe(1);
    await expect.poll(() => page.locator('main').textContent()).toBe(pad);
    expect(await storedRubberEvents()).toBe(2);
    await page.screenshot({ path: join(SCREENSHOTS, 'web-app-offline-rubber.png') });
  });

  it('shows every view offline with nothing for axe-core, and none scrolls sideways', async () => {
    for (const view of VIEWS) {
      await openView(page, view);
      expect(await axeViolations(page), view).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), view).toBeLessThanOrEqual(PHONE.width);
      await wholePhonePage(page, `web-app-${view.toLowerCase()}`);
    }
  }, 90_000);

  it('opens its print and hand records pages beside itself, offline too', async () => {
    const opened = async (click: () => Promise<void>, file: string) => {
      const [next] = await Promise.all([context.waitForEvent('page'), click()]);
      next.on('pageerror', (error) => errors.push(error.message));
      await next.waitForLoadState();
      expect(new URL(next.url()).pathname).toBe(`/${file}`);
      return next;
    };
    await openView(page, 'Rubber');
    const print = await opened(() => page.getByRole('button', { name: 'Print' }).click(), 'print.html');
    await expect.poll(() => print.getByRole('heading', { level: 1 }).textContent()).toBe('Rubber');
    await print.close();
    await openView(page, 'Deal');
    const records = await opened(() => page.getByRole('button', { name: 'Hand records…' }).click(), 'records.html');
    await expect.poll(() => records.getByRole('heading', { level: 1 }).count()).toBe(1);
    await records.close();
  });

  it('broke no rule of its content security policy, and asked nothing of another origin', () => {
    expect(errors).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
