// Hand records in the pairs evening, through the built Sidebar.html in Chromium at 300 px, its calls
// bridged to the built Code.js over the fake spreadsheet: the PBN of 28 deals chosen at setup of a
// 7-table Mitchell of 4 boards a round, another file refused until Replace is pressed, axe-core on both
// views, and the printable page of hand records printed to A4 (four boards a page, seven pages).
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { PAIRS, RECORDS } from '../fixtures/paths';
import { launchBrowser, SCREENSHOTS } from './browser';
import { axeViolations } from './popup-page';
import { bridgeScriptRun } from './script-run';

const SIDEBAR = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Sidebar.html');
const SIZE = { width: 300, height: 700 };
// The fixture carries Magic Contest's tables, so that attaching solves nothing in the browser's wait.
const DEALS = join(RECORDS, 'ffb-dn1-2022-s1-28-deals.pbn');
// Another club's 27 deals, with their own tables: other deals under the same board numbers.
const OTHER = join(PAIRS, 'bridgekam-2015-09-03-cross-imps.pbn');

let browser: Browser;
const ss = new FakeSpreadsheet();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => ss },
  LockService: { getDocumentLock: () => new FakeLock() },
});

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(SCREENSHOTS, `records-${name}.png`), fullPage });

/** Whether the page scrolls sideways: nothing may be wider than the sidebar. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A PDF's pages, by their page dictionaries, and their sizes in points. */
const pdfPages = (pdf: Buffer): [number, number][] =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Math.round(Number(m[1])),
    Math.round(Number(m[2])),
  ]);

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('hand records in the sidebar', () => {
  it('attaches the deals chosen at setup, refuses other deals until told to replace them, at 300 px', async () => {
    const page = await browser.newPage({ viewport: SIZE });
    await bridgeScriptRun(page, code);
    await page.goto(`file://${SIDEBAR}`);
    await page.getByLabel('Duplicate pairs').check();
    await page.getByLabel('Pairs', { exact: true }).fill('14');
    await page.getByLabel('Boards a round (blank: about 24 in all)').fill('4');
    await page.getByLabel('Hand records (PBN file)').setInputFiles(DEALS);
    expect(await sideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'setup', true);
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Round 1');

    // The evening view says how the attaching went, and how far the records are.
    const records = page.getByRole('region', { name: 'Hand records' });
    await expect
      .poll(() => records.locator('#records-said').textContent())
      .toBe('Hand records attached: 28 boards dealt. 28 of 28 boards dealt have their double-dummy table and par.');
    await expect
      .poll(() => records.locator('#records-file-note').textContent())
      .toBe('28 of 28 boards dealt have their table and par');
    expect(ss.values('Hand records').length).toBe(2 + 28);

    // Another file's deals: refused, naming what is there, and nothing changed until Replace them.
    const before = ss.values('Hand records');
    await records.getByLabel('Hand records (PBN file)').setInputFiles(OTHER);
    await records.getByRole('button', { name: 'Attach hand records' }).click();
    await expect
      .poll(() => records.getByRole('alert').textContent())
      .toBe(
        'The sheet "Hand records" would be replaced: it holds the deals of 28 boards, not those of this file. Replace it?Replace them',
      );
    expect(ss.values('Hand records')).toEqual(before);
    expect(await sideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await records.scrollIntoViewIfNeeded();
    await shot(page, 'refused');
    await records.getByRole('button', { name: 'Replace them' }).click();
    await expect
      .poll(() => records.locator('#records-said').textContent())
      .toBe(
        'Hand records attached: 27 boards dealt. The file has no deal for board 28: it shows no diagram. 27 of 27 boards dealt have their double-dummy table and par.',
      );
    await expect
      .poll(() => records.locator('#records-file-note').textContent())
      .toBe('27 of 27 boards dealt have their table and par · no deal for board 28');
    expect(ss.values('Hand records').length).toBe(2 + 28);

    // The page to print is offered for download.
    await records.getByRole('button', { name: 'Make the hand records page' }).click();
    const link = records.getByRole('link', { name: 'Save the hand records page (.html)' });
    await expect.poll(() => link.getAttribute('download')).toBe('hand-records.html');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it("shows each board's deal, table and par above its traveller on the results page, at a phone's width", async () => {
    const book = new FakeSpreadsheet();
    const { global: server } = loadCode({
      SpreadsheetApp: { getActiveSpreadsheet: () => book },
      LockService: { getDocumentLock: () => new FakeLock() },
    });
    const call = (name: string, ...args: unknown[]) => (server[name] as (...a: unknown[]) => unknown)(...args);
    const { readFileSync } = await import('node:fs');
    call('setUpPairsEvening', { kind: 'Mitchell', pairs: '14', boardsPerRound: '4' });
    call('attachHandRecords', { text: readFileSync(DEALS, 'utf8') });
    // Table 1 plays set r in round r: boards 4r-3 to 4r.
    for (let round = 1; round <= 7; round++)
      for (let board = 4 * round - 3; board <= 4 * round; board++)
        call('enterPairsResult', { round, table: 1, board, declarer: 'N', contract: '3NT=' });
    const end = call('endPairsEvening', true) as { ok: boolean; value: { html: string } };
    expect(end.ok).toBe(true);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.setContent(end.value.html);
    expect(await page.getByRole('group', { name: /^Board \d+: the four hands$/ }).count()).toBe(28);
    expect(await sideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#board-1').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('board-1')?.scrollIntoView());
    await shot(page, 'results-board');
    await page.close();
  }, 120_000);

  it('prints the hand records page on A4, four boards a page', async () => {
    const fresh = new FakeSpreadsheet();
    const { global: server } = loadCode({
      SpreadsheetApp: { getActiveSpreadsheet: () => fresh },
      LockService: { getDocumentLock: () => new FakeLock() },
    });
    const call = (name: string, ...args: unknown[]) => (server[name] as (...a: unknown[]) => unknown)(...args);
    call('setUpPairsEvening', { kind: 'Mitchell', pairs: '14', boardsPerRound: '4' });
    const { readFileSync } = await import('node:fs');
    expect(call('attachHandRecords', { text: readFileSync(DEALS, 'utf8') })).toMatchObject({ ok: true });
    const file = call('handRecordsFile') as { ok: boolean; value: { html: string } };
    const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
    await page.setContent(file.value.html);
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'page-print');
    const pdf = await page.pdf({ path: join(SCREENSHOTS, 'records-a4.pdf'), format: 'A4', printBackground: true });
    // 28 boards, four to a page: seven A4 pages (596 × 843 points, as Chromium rounds them).
    expect(pdfPages(pdf)).toEqual(Array.from({ length: 7 }, () => [596, 843]));
    // Each page's four boards whole: no record runs past its sheet.
    const overflow = await page.evaluate(
      () =>
        [...document.querySelectorAll('.record')].filter((record) => record.scrollHeight > record.clientHeight + 1)
          .length,
    );
    expect(overflow).toBe(0);
    await page.close();
  }, 120_000);
});
