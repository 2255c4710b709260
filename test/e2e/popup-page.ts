// What every popup test needs: a popup page that records its errors, screenshots at the popup's size,
// the text set too small to read, and axe-core's violations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type LoadedExtension, SCREENSHOTS } from './browser';

/** A new page on the popup, each console error and page error pushed to `errors`. */
export const openPopup = async (extension: LoadedExtension, errors: string[], path = 'popup.html'): Promise<Page> => {
  const page = await extension.context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`chrome-extension://${extension.id}/${path}`);
  return page;
};
// What a player sees: the popup's 400 × 600, not the whole page below it.
export const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

/** Visible text set under 12 px: each element holding text directly, with its size, as `"text" 10.5px`. */
export const smallText = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      const box = el.getBoundingClientRect();
      // A visually hidden heading (1 px, clipped) is for screen readers: it has no size to read.
      if (!own || box.width <= 1 || box.height <= 1 || !el.checkVisibility()) continue;
      const size = Number.parseFloat(getComputedStyle(el).fontSize);
      if (size < 12) found.push(`${JSON.stringify(el.textContent?.trim().slice(0, 30))} ${size}px`);
    }
    return found;
  });

const AXE = readFileSync(join(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** A page that runs a script: playwright's in Chromium, puppeteer's in Firefox. */
interface Scripted {
  evaluate(script: string): Promise<unknown>;
}

/** axe-core's violations on the page, as `rule: the first offending element`. */
export const axeViolations = async (page: Scripted): Promise<string[]> => {
  // Evaluated through the DevTools protocol: the extension's CSP refuses inline scripts, not this.
  await page.evaluate(AXE);
  const violations = (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.id + ': ' + (v.nodes[0]?.html ?? '') + ' ' + (v.nodes[0]?.failureSummary ?? '')))`,
  )) as string[];
  return violations;
};
