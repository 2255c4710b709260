// The "Publish results…" dialog as the built Code.js serves it, in Chromium: it asks the built server
// for the active results sheet's files, offers them to save (the USEBIO file when every player has a
// national number, or on the director's word), and writes the sheets to print on a click.
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
    const page = await open(browser, 'showPublish', 'publish.html', { width: 480, height: 300 });
    await expect
      .poll(() => page.getByRole('status').textContent())
      // A PBN file names its players but gives no national numbers: the USEBIO file waits for them.
      .toMatch(/^The results of "Results": 24 boards, 20 pairs\. 40 players have no national number: "/);
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

  it('offers the USEBIO file beside them when every player has a national number', async () => {
    book = new FakeSpreadsheet();
    // Compscore's Butler Howell: 8 pairs, each of its 16 players with a <NATIONAL_ID_NUMBER>.
    (code.importResults as (text: string) => unknown)(
      readFileSync('test/fixtures/usebio/compscore-butler_howell.xml', 'latin1'),
    );
    const page = await open(browser, 'showPublish', 'publish-usebio.html', { width: 480, height: 300 });
    const xml = page.getByRole('link', { name: 'Save the USEBIO file (.xml)' });
    await expect.poll(() => xml.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Make the USEBIO file anyway' }).isVisible()).toBe(false);
    await page.screenshot({ path: join(SCREENSHOTS, 'publish-dialog-usebio.png') });
    const [download] = await Promise.all([page.waitForEvent('download'), xml.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    const text = readFileSync(await download.path(), 'latin1');
    // USEBIO files are ISO-8859-1, declared so in the first line (the fixture's own declaration has no encoding).
    expect(text.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    expect(text).toContain('<NATIONAL_ID_NUMBER>0555002</NATIONAL_ID_NUMBER>');
    await page.close();
  });

  it('names the players without a national number and makes the USEBIO file on the word', async () => {
    book = new FakeSpreadsheet();
    // Two boards of a four-pair Howell typed in, the fourth pair's players without numbers.
    const rows = [
      ['Board', 'N/S pair', 'E/W pair', 'Contract', 'Declarer', 'Tricks', 'N/S score'],
      [1, 1, 2, '4S', 'N', 10, 420],
      [1, 3, 4, '4S', 'N', 9, -50],
      [2, 1, 3, '3NT', 'S', 9, 400],
      [2, 2, 4, '3NT', 'S', 8, -50],
    ];
    book.insertSheet('Results').getRange(1, 1, rows.length, 7).setValues(rows);
    const pairs = [
      ['Pair', 'Names', 'Player 1', 'Number 1', 'Player 2', 'Number 2'],
      [1, 'Ann Bee & Bob Lee', 'Ann Bee', '11', 'Bob Lee', '12'],
      [2, 'Cy Dee & Di Eve', 'Cy Dee', '13', 'Di Eve', '14'],
      [3, 'Ed Fox & Flo Gee', 'Ed Fox', '15', 'Flo Gee', '16'],
      [4, 'Gus Hay & Hal Ito', 'Gus Hay', '', 'Hal Ito', ''],
    ];
    book.insertSheet('Pairs').getRange(1, 1, pairs.length, 6).setValues(pairs);
    const page = await open(browser, 'showPublish', 'publish-unnumbered.html', { width: 480, height: 300 });
    const anyway = page.getByRole('button', { name: 'Make the USEBIO file anyway' });
    await expect.poll(() => anyway.isVisible()).toBe(true);
    expect(await page.getByRole('status').textContent()).toContain(
      '2 players have no national number: "Gus Hay", "Hal Ito".',
    );
    expect(await page.getByRole('link').count()).toBe(2);
    await page.screenshot({ path: join(SCREENSHOTS, 'publish-dialog-unnumbered.png') });
    // Not offered, not even as words: the file waits for the director's word.
    expect(await page.getByText('Save the USEBIO file (.xml)').isVisible()).toBe(false);
    await anyway.click();
    const xml = page.getByRole('link', { name: 'Save the USEBIO file (.xml)' });
    await expect.poll(() => xml.isVisible()).toBe(true);
    expect(await page.getByRole('status').textContent()).toContain(
      'The USEBIO file was made with 2 national numbers blank',
    );
    expect(await page.getByRole('link').count()).toBe(3);
    expect(await anyway.isVisible()).toBe(false);
    await page.screenshot({ path: join(SCREENSHOTS, 'publish-dialog-anyway.png') });
    const [download] = await Promise.all([page.waitForEvent('download'), xml.click()]);
    const text = readFileSync(await download.path(), 'latin1');
    expect(text).toContain('<PLAYER_NAME>Ann Bee</PLAYER_NAME>');
    await page.close();
  });
});
