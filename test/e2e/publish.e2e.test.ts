// The "Publish results…" dialog as the built Code.js serves it, in Chromium: it asks the built server
// for the active results sheet's files, offers both to save, and writes the sheets to print on a click.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { PAIRS, pbnText } from '../fixtures/paths';
import { launchBrowser, SCREENSHOTS } from './browser';
import { dialogCode } from './dialog';

let browser: Browser;
let book: FakeSpreadsheet;
const { code, open } = dialogCode(
  () => book,
  () => 'Results',
);

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the Publish results dialog in Chromium', () => {
  it('offers the results page and the PBN file to save, and writes the sheets to print', async () => {
    book = new FakeSpreadsheet();
    (code.importPbn as (text: string) => unknown)(pbnText(join(PAIRS, 'spiren-2018-07-02.pbn')));
    const page = await open(browser, 'showPublish', 'publish.html', { width: 480, height: 260 });
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('The results of "Results": 24 boards, 20 pairs.');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'publish-dialog.png') });
    // Each link saves its file under the event's name and date, as the file's Event and Date tags give them.
    for (const [name, saved, holds] of [
      ['Save the results page (.html)', 'spiren-020718-2018-07-02.html', '<h2 id="ranking">Ranking</h2>'],
      ['Save the PBN file (.pbn)', 'spiren-020718-2018-07-02.pbn', '[TotalScoreTable "Rank'],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
      expect(download.suggestedFilename()).toBe(saved);
      const path = await download.path();
      expect(readFileSync(path, 'utf8')).toContain(holds);
    }
    await page.getByRole('button', { name: 'Write the Ranking, Travellers and Score cards sheets' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toMatch(/^Wrote "Ranking 2", "Travellers", "Score cards"\./);
    expect(book.getSheetByName('Score cards')).not.toBeNull();
    await page.close();
  });
});
