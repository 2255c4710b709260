// Board-by-board entry in the built Sidebar.html, in Chromium at 300 px, its calls bridged to the built
// Code.js over the fake spreadsheet: a 7-table Mitchell of 3-board rounds, board 1's whole traveller
// typed from the keyboard (Enter saves a line and moves to the next), the cells checked against scores
// worked by hand from the scoring table, the view kept across Refresh, a correction's notice, and the
// table view's round heading brought into view after a round's last board.
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { launchBrowser, SCREENSHOTS } from './browser';
import { axeViolations } from './popup-page';
import { bridgeScriptRun } from './script-run';

const SIDEBAR = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Sidebar.html');
const SIZE = { width: 300, height: 700 };

let browser: Browser;
let ss = new FakeSpreadsheet();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => ss },
  LockService: { getDocumentLock: () => new FakeLock() },
});
const call = (name: string, ...args: unknown[]) =>
  (code[name] as (...a: unknown[]) => { ok: boolean; message: string })(...args);

/** A 14-pair Mitchell of 3-board rounds, its pairs named on the Pairs sheet. */
function setUp() {
  ss = new FakeSpreadsheet();
  ss.insertSheet('Pairs')
    .getRange(1, 1, 15, 3)
    .setValues([
      ['Pair', 'Direction', 'Names'],
      ...Array.from({ length: 14 }, (_, i) => [
        (i % 7) + 1,
        i < 7 ? 'N/S' : 'E/W',
        `${i < 7 ? 'NS' : 'EW'}${(i % 7) + 1}`,
      ]),
    ]);
  expect(call('setUpPairsEvening', { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' }).ok).toBe(true);
}

async function openSidebar(): Promise<Page> {
  const page = await browser.newPage({ viewport: SIZE });
  await bridgeScriptRun(page, code);
  await page.goto(`file://${SIDEBAR}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Round 1');
  return page;
}

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(SCREENSHOTS, `pairs-by-board-${name}.png`), fullPage });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/**
 * Board 1's traveller, worked by hand: board 1 is set 1, at table t in round r when t + r − 1 ≡ 1
 * (mod 7); N/S t sits at table t, E/W p meets it where p ≡ t − (r − 1) (mod 7). Each line's result, and
 * its N/S score with nobody vulnerable (board 1) from the scoring table (Law 77).
 */
const TRAVELLER = [
  { round: 1, table: 1, ns: 1, ew: 1, declarer: 'N', contract: '4S=', score: 420 }, // 120 + 300
  { round: 2, table: 7, ns: 7, ew: 6, declarer: 'E', contract: '3NT-1', score: 50 },
  { round: 3, table: 6, ns: 6, ew: 4, declarer: 'S', contract: '2H+2', score: 170 }, // 60 + 60 + 50
  { round: 4, table: 5, ns: 5, ew: 2, declarer: 'W', contract: '5DX-2', score: 300 }, // 100 + 200
  { round: 5, table: 4, ns: 4, ew: 7, declarer: 'N', contract: '1NT+1', score: 120 }, // 40 + 30 + 50
  { round: 6, table: 3, ns: 3, ew: 5, declarer: 'E', contract: '4H=', score: -420 },
  { round: 7, table: 2, ns: 2, ew: 3, declarer: 'S', contract: '3NT=', score: 400 }, // 100 + 300
] as const;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('entering a pairs evening board by board', () => {
  it('takes board 1’s whole traveller from the keyboard, line by line, as the table view would', async () => {
    setUp();
    const page = await openSidebar();
    await page.getByLabel('By board').check();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Board 1');
    expect(await page.getByLabel('Board to enter').inputValue()).toBe('1');
    expect(await page.locator('#board-progress').textContent()).toBe(
      'N deals · vulnerable: None · 7 tables of this board to come',
    );
    // Every table that plays board 1, by round then table, each a form named by its round and table.
    const forms = page.getByRole('form', { name: /^Round \d+, table \d+/ });
    const heads = await forms.evaluateAll((all) =>
      all.map((f) => document.getElementById(f.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
    );
    expect(heads).toEqual(
      TRAVELLER.map((l) => `Round ${l.round}, table ${l.table}N/S ${l.ns} · NS${l.ns} against E/W ${l.ew} · EW${l.ew}`),
    );
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'traveller');

    // The keyboard: the first line's declarer, Tab to the contract, Enter; the focus goes on.
    await page.locator('#r1t1b1-declarer').focus();
    for (const [i, line] of TRAVELLER.entries()) {
      const here = `r${line.round}t${line.table}b1`;
      expect(await focused(page)).toBe(`${here}-declarer`);
      await page.locator(':focus').selectOption(line.declarer);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe(`${here}-contract`);
      await page.keyboard.type(line.contract);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('#notice').textContent())
        .toBe(`Board 1, table ${line.table}: ${line.contract} by ${line.declarer} (N/S ${line.score}).`);
      const next = TRAVELLER[i + 1];
      await expect.poll(() => focused(page)).toBe(next ? `r${next.round}t${next.table}b1-declarer` : 'next-board');
    }
    expect(await page.locator('#board-progress').textContent()).toBe(
      'N deals · vulnerable: None · Every table of this board is in',
    );
    expect(await page.locator('#board-choice option').first().textContent()).toBe('Board 1 ✓');
    // The sheet's cells, each line's as the scoring table gives it.
    const rows = ss.values('Pairs evening').filter((row) => row[2] === 1);
    expect(rows.map((row) => row.slice(0, 9))).toEqual(
      TRAVELLER.map((l) => {
        const [, contract, result] = /^(\d(?:NT|[SHDC])X{0,2})(.*)$/.exec(l.contract) as RegExpExecArray;
        return [l.round, l.table, 1, l.ns, l.ew, l.declarer, contract, result, l.score];
      }).sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    expect(rows.every((row) => row[9] !== '')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZE.width);
    await shot(page, 'entered', true);

    // Enter on the next board's button: board 2, its first line's declarer in hand.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Board 2');
    await expect.poll(() => focused(page)).toBe('r1t1b2-declarer');
    // Refresh keeps the view and the board, as it keeps the round and table.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Board 2');
    expect(await page.getByLabel('By board').isChecked()).toBe(true);

    // A correction on board 1, round 1: the notice says what it replaced, in suit symbols.
    await page.getByLabel('Board to enter').selectOption('1');
    const first = page.getByRole('form', { name: /^Round 1, table 1\b/ });
    await first.getByLabel('Declarer').selectOption('N');
    await first.getByLabel('Contract and result').fill('4H=');
    await first.getByRole('button', { name: 'Correct' }).click();
    await expect
      .poll(() => page.locator('#notice').textContent())
      .toBe('Board 1, table 1: replaced 4♠= by N with 4♥= by N (N/S 420).');
    expect(
      ss
        .values('Pairs evening')
        .find((row) => row[0] === 1 && row[1] === 1 && row[2] === 1)
        ?.slice(5, 9),
    ).toEqual(['N', '4H', '=', 420]);
    await shot(page, 'correction');
    await page.close();
  }, 120_000);

  it('brings the next round’s heading into view after a round’s last board, by table', async () => {
    setUp();
    // Round 1's boards in but table 7's last, board 21 (set 7 at table 7: boards 19-21).
    const rows = ss.values('Pairs evening').filter((row) => row[0] === 1);
    for (const [, table, board] of rows as [number, number, number][])
      if (!(table === 7 && board === 21))
        expect(
          call('enterPairsResult', { round: 1, table, board, declarer: 'N', contract: '3NT=', shown: null }).ok,
        ).toBe(true);
    const page = await openSidebar();
    await page.getByRole('button', { name: /^Table 7\b/ }).click();
    const form = page.getByRole('form', { name: /^Board 21 / });
    await form.getByLabel('Declarer').selectOption('S');
    await form.getByLabel('Contract and result').fill('4S=');
    await form.getByLabel('Contract and result').focus();
    // Scrolled to the page's foot, as a scorer is after the tables' boards: the heading is out of view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const heading = page.getByRole('heading', { level: 1 });
    const inView = async () => {
      const box = await heading.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= SIZE.height;
    };
    expect(await inView()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => heading.textContent()).toBe('Round 2');
    await expect.poll(inView).toBe(true);
    expect(await focused(page)).toBe('round-title');
    expect(await page.getByRole('button', { name: /^Table 1\b/ }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'next-round');
    await page.close();
  }, 60_000);
});
