// A club's whole evening through the built Sidebar.html in Chromium at 300 px, its calls bridged to the
// built Code.js over the fake spreadsheet: "Thursday Pairs", a 7-table Mitchell of 4 boards a round, its
// 28 deals attached at setup as a dealing machine writes them (no tables), rounds 1–3 entered by table and
// the rest by board, then ended and published. The published page's title and heading are the evening's
// name and date; every pair's names are on the page, the Ranking sheet and the PBN file; every board shows
// its deal, double-dummy table and par, which must equal Magic Contest France's (the fixture's own tags,
// read by regex in test/fixtures/records-stated.ts), which test/solver/dds.test.ts holds equal to DDS's
// own; axe-core finds nothing on any view or the page.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePropertiesService } from '../apps-script/fake-properties';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { DEALS_ONLY, STATED } from '../fixtures/records-stated';
import { launchBrowser, SCREENSHOTS } from './browser';
import { axeViolations } from './popup-page';
import { bridgeScriptRun } from './script-run';

const SIDEBAR = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Sidebar.html');
const SIZE = { width: 300, height: 700 };
const SOLVING = 120_000;

/** Each pair's names, as the club's Pairs sheet gives them. */
const NAMES = new Map(
  Array.from({ length: 14 }, (_, i) => {
    const [side, number] = [i < 7 ? 'N/S' : 'E/W', (i % 7) + 1];
    return [
      `${side} ${number}`,
      `${i < 7 ? 'North' : 'East'}${number} Smith & ${i < 7 ? 'South' : 'West'}${number} Jones`,
    ];
  }),
);

/** The few contracts used, each one's score for its side, not vulnerable and vulnerable (Law 77, by hand). */
const SCORES: { readonly [contract: string]: readonly [number, number] } = {
  '4S=': [420, 620],
  '3NT-1': [-50, -100],
  '2H+2': [170, 170],
  '1NT+1': [120, 120],
};
const CONTRACTS = Object.keys(SCORES);
const SEATS = ['N', 'E', 'S', 'W'] as const;
/** Vulnerability of boards 1–16: none, N/S, E/W or both (the standard cycle). */
const VUL = ['-', 'NS', 'EW', 'All', 'NS', 'EW', 'All', '-', 'EW', 'All', '-', 'NS', 'All', '-', 'NS', 'EW'];
const resultOf = (round: number, table: number, board: number) => {
  const seed = (round * 31 + table * 17 + board * 7) % 97;
  return { contract: CONTRACTS[seed % CONTRACTS.length] as string, declarer: SEATS[(seed >> 3) % 4] as string };
};
const nsScore = (board: number, result: { contract: string; declarer: string }) => {
  const vul = VUL[(board - 1) % 16] as string;
  const side = result.declarer === 'N' || result.declarer === 'S' ? 'NS' : 'EW';
  const score = (SCORES[result.contract] as readonly [number, number])[vul === 'All' || vul === side ? 1 : 0];
  return side === 'NS' ? score : -score;
};

let browser: Browser;
const ss = new FakeSpreadsheet();
const properties = new Map<string, string>();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => ss },
  LockService: { getDocumentLock: () => new FakeLock() },
  PropertiesService: fakePropertiesService(properties),
});

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(SCREENSHOTS, `club-${name}.png`), fullPage });

/** Saves one line's result from its form, and waits for the notice that it was written. */
async function save(
  page: Page,
  form: Locator,
  board: number,
  table: number,
  result: { contract: string; declarer: string },
) {
  await form.getByLabel('Declarer').selectOption(result.declarer);
  await form.getByLabel('Contract and result').fill(result.contract);
  await form.getByLabel('Contract and result').press('Enter');
  await expect
    .poll(() => page.locator('#notice').textContent())
    .toBe(`Board ${board}, table ${table}: ${result.contract} by ${result.declarer} (N/S ${nsScore(board, result)}).`);
}

/** The text of a file the sidebar offers to save, read back from its link. */
const saved = (page: Page, name: string) =>
  page.getByRole('link', { name }).evaluate((a) => fetch((a as HTMLAnchorElement).href).then((r) => r.text()));

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe("a club's evening, named, with its hand records, entered by table and by board", () => {
  it('publishes a page titled by the evening, every name, and every board with DDS-equal table and par', async () => {
    ss.insertSheet('Pairs')
      .getRange(1, 1, 15, 3)
      .setValues([
        ['Pair', 'Direction', 'Names'],
        ...[...NAMES].map(([pair, names]) => [Number(pair.slice(4)), pair.slice(0, 3), names]),
      ]);
    const deals = join(mkdtempSync(join(tmpdir(), 'club-')), 'thursday.pbn');
    writeFileSync(deals, DEALS_ONLY);

    const page = await browser.newPage({ viewport: SIZE });
    await bridgeScriptRun(page, code);
    await page.goto(`file://${SIDEBAR}`);
    await page.getByLabel('Duplicate pairs').check();
    await page.getByLabel('Name', { exact: true }).fill('Thursday Pairs');
    await page.getByLabel('Date', { exact: true }).fill('2026-11-26');
    await page.getByLabel('Club', { exact: true }).fill('Exeter BC');
    await page.getByLabel('Pairs', { exact: true }).fill('14');
    await page.getByLabel('Boards a round (blank: about 24 in all)').fill('4');
    await page.getByLabel('Hand records (PBN file)').setInputFiles(deals);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'setup', true);
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    // Setting up attaches the deals and solves all 28 tables in the one call.
    await expect
      .poll(() => page.locator('#evening-heading').textContent(), { timeout: SOLVING })
      .toBe('Thursday Pairs · 2026-11-26 · Exeter BC');
    await expect
      .poll(() => page.locator('#records-file-note').textContent(), { timeout: SOLVING })
      .toBe('28 of 28 boards dealt have their table and par');

    // Rounds 1–3 by table.
    const entered = new Map<string, number>();
    for (let round = 1; round <= 3; round++) {
      await page.getByLabel('Round', { exact: true }).selectOption(String(round));
      for (let table = 1; table <= 7; table++) {
        await page.getByRole('button', { name: new RegExp(`^Table ${table}\\b`) }).click();
        // Table t plays set t + r − 1 (of 7) in round r: its four boards.
        const set = ((table + round - 2) % 7) + 1;
        for (let board = 4 * set - 3; board <= 4 * set; board++) {
          const result = resultOf(round, table, board);
          await save(page, page.getByRole('form', { name: new RegExp(`^Board ${board} `) }), board, table, result);
          entered.set(`${round}/${table}/${board}`, nsScore(board, result));
        }
      }
      if (round === 1) {
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, 'by-table', true);
      }
    }

    // The rest by board, from the travellers: every line from round 4 on.
    await page.getByLabel('By board').check();
    for (let board = 1; board <= 28; board++) {
      await page.getByLabel('Board to enter').selectOption(String(board));
      const lines = page.getByRole('form', { name: /^Round \d+, table \d+/ });
      const heads = await lines.evaluateAll((all) =>
        all.map((f) => document.getElementById(f.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
      );
      expect(heads).toHaveLength(7);
      for (const head of heads) {
        const [, round, table] = (/^Round (\d+), table (\d+)/.exec(head) as RegExpExecArray).map(Number) as [
          number,
          number,
          number,
        ];
        if (round <= 3) continue;
        const result = resultOf(round, table, board);
        await save(
          page,
          lines.filter({ has: page.locator(`#r${round}t${table}b${board}-declarer`) }),
          board,
          table,
          result,
        );
        entered.set(`${round}/${table}/${board}`, nsScore(board, result));
      }
      if (board === 1) {
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, 'by-board', true);
      }
    }
    expect(entered.size).toBe(7 * 7 * 4);
    // Every row of the sheet holds the score worked by hand for its round, table and board.
    const rows = ss.values('Pairs evening').slice(2);
    expect(rows.map((row) => [`${row[0]}/${row[1]}/${row[2]}`, row[8]]).sort()).toEqual(
      [...entered].map(([key, score]) => [key, score]).sort(),
    );

    await page.getByRole('button', { name: 'End the evening and publish' }).first().click();
    await expect
      .poll(() => page.locator('#ending').textContent())
      .toMatch(/Wrote "Ranking", "Travellers", "Score cards"/);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'ended', true);
    const html = await saved(page, 'Save the results page (.html)');
    const pbn = await saved(page, 'Save the PBN file (.pbn)');
    expect(await page.getByRole('link', { name: 'Save the results page (.html)' }).getAttribute('download')).toBe(
      'thursday-pairs-2026-11-26.html',
    );
    // No player has a national number: the USEBIO file waits, named players listed, until the director's word.
    expect(await page.locator('#ending').textContent()).toMatch(/28 players have no national number: "/);
    expect(await page.getByRole('link', { name: 'Save the USEBIO file (.xml)' }).count()).toBe(0);
    await page.locator('#ending').screenshot({ path: join(SCREENSHOTS, 'club-ended-unnumbered.png') });
    await page.getByRole('button', { name: 'Make the USEBIO file anyway' }).click();
    const xml = page.getByRole('link', { name: 'Save the USEBIO file (.xml)' });
    await expect.poll(() => xml.count()).toBe(1);
    expect(await page.locator('#ending').textContent()).toMatch(
      /The USEBIO file was made with 28 national numbers blank/,
    );
    expect(await xml.getAttribute('download')).toBe('thursday-pairs-2026-11-26.xml');
    expect(await page.getByRole('button', { name: 'Make the USEBIO file anyway' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#ending').screenshot({ path: join(SCREENSHOTS, 'club-ended-usebio.png') });
    const usebio = await saved(page, 'Save the USEBIO file (.xml)');
    expect(usebio.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    await page.close();

    // The published page, as a visitor opens it on a phone.
    const site = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await site.setContent(html);
    expect(await site.title()).toBe('Thursday Pairs · 2026.11.26');
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe('Thursday Pairs · 2026.11.26');
    const text = (await site.locator('body').textContent()) ?? '';
    const ranking = ss.values('Ranking').flat().map(String);
    for (const names of NAMES.values()) {
      expect(text, names).toContain(names);
      expect(ranking, names).toContain(names);
      expect(pbn, names).toContain(names);
    }
    expect(pbn).toContain('[Event "Thursday Pairs"]');
    expect(pbn).toContain('[Date "2026.11.26"]');
    expect(pbn).toContain('[Site "Exeter BC"]');
    for (const [board, stated] of STATED) {
      const deal = site.locator(`#board-${board} + .deal`);
      expect(await deal.getByRole('group', { name: `Board ${board}: the four hands` }).count(), `board ${board}`).toBe(
        1,
      );
      const table = await deal
        .locator('table.dd-table tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [
            tr.querySelector('th')?.textContent,
            ...[...tr.querySelectorAll('td')].map((td) => td.textContent),
          ]),
        );
      expect(table, `board ${board}`).toEqual(
        ['N', 'E', 'S', 'W'].map((seat) => [
          seat,
          ...['NT', 'S', 'H', 'D', 'C'].map((strain) => String(stated.tricks.get(`${seat}${strain}`))),
        ]),
      );
      const par = (await deal.locator('p.par').textContent()) ?? '';
      expect(par, `board ${board}`).toMatch(new RegExp(`^Par ${stated.par > 0 ? '\\+' : ''}${stated.par}: `));
    }
    expect(await site.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(site)).toEqual([]);
    await site.screenshot({ path: join(SCREENSHOTS, 'club-results-page.png') });
    await site.locator('#board-5').scrollIntoViewIfNeeded();
    await site.screenshot({ path: join(SCREENSHOTS, 'club-results-board.png') });
    await site.close();
  }, 600_000);
});
