// The results page a club puts on its web site, as a reader meets it: built by the built Code.js from a
// real evening (artificial scores and a redress included), opened in Chromium at a phone's width and a
// desktop's, checked with axe-core, and screenshot for a person to look at.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { PAIRS, pbnText } from '../fixtures/paths';
import { launchBrowser, SCREENSHOTS } from './browser';
import { axeViolations } from './popup-page';

const PAGES = resolve(import.meta.dirname, '..', '..', 'test-results', 'pages');
const winner = JSON.parse(readFileSync(join(PAIRS, 'published.json'), 'utf8'))['spiren-2015-09-16-adjusted.pbn']
  .pairs[0] as {
  pair: string;
  percent: number;
};
let browser: Browser;
let file = '';

beforeAll(async () => {
  const book = new FakeSpreadsheet();
  const { global: code } = loadCode({
    SpreadsheetApp: {
      getActiveSpreadsheet: () => Object.assign(book, { getActiveSheet: () => book.getSheetByName('Results') }),
    },
    LockService: { getDocumentLock: () => new FakeLock() },
  });
  (code.importPbn as (text: string) => unknown)(pbnText(join(PAIRS, 'spiren-2015-09-16-adjusted.pbn')));
  const files = (code.publishedFiles as () => { value: { html: string } })();
  mkdirSync(PAGES, { recursive: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
  file = join(PAGES, 'results.html');
  writeFileSync(file, files.value.html);
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the results page in Chromium', () => {
  for (const [name, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 900],
  ] as const) {
    it(`at a ${name}'s width (${width} px): the ranking first, nothing wider than the screen but its tables, which scroll`, async () => {
      const page = await browser.newPage({ viewport: { width, height } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`file://${file}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Spiren · 2015.09.16');
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Ranking',
        'Travellers',
        'Score cards',
      ]);
      // The ranking's first line: the club's published winner and percentage.
      const firstLine = await page.locator('#ranking + .scroll tbody tr').first().locator('td').allTextContents();
      expect(firstLine.slice(0, 2)).toEqual(['1', winner.pair]);
      expect(firstLine[4]).toBe(String(winner.percent));
      // The page never scrolls sideways; a table wider than a phone scrolls in its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `results-page-${name}.png`) });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
