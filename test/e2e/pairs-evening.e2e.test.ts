// A duplicate pairs evening run through the built Sidebar.html in Chromium at 300 px, its calls bridged
// to the built Code.js over the fake spreadsheet: a 7-table Mitchell of 3-board rounds, every table's
// results entered, one refused entry kept as typed, one correction, E/W 3 leaving after round 4. The
// final ranking is checked against the test's own sum: scores from a table of the few contracts used,
// worked by hand from the scoring table, and matchpoints with Neuberg as docs/rules.md gives them.
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

/** Each contract's score for its declaring side, not vulnerable and vulnerable (Law 77, by hand). */
const SCORES: { readonly [contract: string]: readonly [number, number] } = {
  '4S=': [420, 620],
  '4S+1': [450, 650],
  '3NT=': [400, 600],
  '3NT-1': [-50, -100],
  '2H+2': [170, 170],
  '5DX-2': [-300, -500],
  '1NT+1': [120, 120],
  '4H=': [420, 620],
};
const CONTRACTS = Object.keys(SCORES);
/** Vulnerability of boards 1–16: none, N/S, E/W or both (the standard cycle). */
const VUL = ['-', 'NS', 'EW', 'All', 'NS', 'EW', 'All', '-', 'EW', 'All', '-', 'NS', 'All', '-', 'NS', 'EW'];
const SEATS = ['N', 'E', 'S', 'W'] as const;

/** The seeded result of a board at a table in a round: a contract and a declarer. */
function resultOf(round: number, table: number, board: number): { contract: string; declarer: string } {
  const seed = (round * 31 + table * 17 + board * 7) % 97;
  return { contract: CONTRACTS[seed % CONTRACTS.length] as string, declarer: SEATS[(seed >> 3) % 4] as string };
}

/** N/S's score of a result, worked from the table above. */
function nsScore(board: number, result: { contract: string; declarer: string }): number {
  const vul = VUL[(board - 1) % 16] as string;
  const side = result.declarer === 'N' || result.declarer === 'S' ? 'NS' : 'EW';
  const vulnerable = vul === 'All' || vul === side;
  const score = (SCORES[result.contract] as readonly [number, number])[vulnerable ? 1 : 0];
  return side === 'NS' ? score : -score;
}

let browser: Browser;
let ss = new FakeSpreadsheet();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => ss },
  LockService: { getDocumentLock: () => new FakeLock() },
});

async function openSidebar(): Promise<Page> {
  const page = await browser.newPage({ viewport: SIZE });
  await bridgeScriptRun(page, code);
  await page.goto(`file://${SIDEBAR}`);
  return page;
}

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(SCREENSHOTS, `pairs-${name}.png`), fullPage });

/** Types a board's result and saves it; the answer is the notice (saved) or the form's own line (refused). */
async function enter(page: Page, table: number, board: number, declarer: string, contract: string) {
  const form = page.getByRole('form', { name: new RegExp(`^Board ${board} `) });
  await form.getByLabel('Declarer').selectOption(declarer);
  await form.getByLabel('Contract and result').fill(contract);
  await form.getByLabel('Contract and result').press('Enter');
  // allTextContents, not textContent: it reads what is there now, where textContent waits for an element.
  const said = async () => [
    ...(await page.locator('#notice').allTextContents()),
    ...(await form.locator('output').allTextContents()),
  ];
  await expect
    .poll(async () =>
      (await said()).some(
        (text) =>
          text.startsWith(`Board ${board}, table ${table}:`) || text.startsWith('Not written') || text.includes('"'),
      ),
    )
    .toBe(true);
  return form;
}

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('a 7-table Mitchell evening in the sidebar', () => {
  it('runs from setup to the published ranking, which equals the sum of the entered results', async () => {
    ss = new FakeSpreadsheet();
    const names = ss.insertSheet('Pairs');
    names
      .getRange(1, 1, 15, 3)
      .setValues([
        ['Pair', 'Direction', 'Names'],
        ...Array.from({ length: 14 }, (_, i) => [
          (i % 7) + 1,
          i < 7 ? 'N/S' : 'E/W',
          `Pair ${i < 7 ? 'NS' : 'EW'}${(i % 7) + 1}`,
        ]),
      ]);
    const page = await openSidebar();
    await page.getByLabel('Duplicate pairs').check();
    await expect
      .poll(() => page.locator('#named').textContent())
      .toBe('The Pairs sheet names 14 pairs: N/S 1 · Pair NS1; N/S 2 · Pair NS2; N/S 3 · Pair NS3; …');
    await page.getByLabel('Pairs', { exact: true }).fill('14');
    await page.getByLabel('Boards a round (blank: about 24 in all)').fill('3');
    await shot(page, 'setup');
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Round 1');
    // The cards, printed before the first round.
    await page.getByRole('button', { name: 'Write the table and guide cards' }).click();
    await expect
      .poll(() => page.locator('#cards').textContent())
      .toMatch(/^Wrote "Movement", "Table cards", "Guide cards"\./);
    expect(ss.values('Table cards').length).toBeGreaterThan(7 * 9);

    // One refused entry, kept as typed: four overtricks in 4S are eleven tricks too many.
    const refused = await enter(page, 1, 1, 'N', '4S+4');
    await expect.poll(() => refused.locator('output').textContent()).toBe('"4S+4": 4S can make at most 3 overtricks');
    expect(await refused.getByLabel('Contract and result').inputValue()).toBe('4S+4');
    await shot(page, 'refused');

    const entered = new Map<string, { contract: string; declarer: string }>();
    for (let round = 1; round <= 7; round++) {
      if (round === 5) {
        // After round 4, E/W 3 leaves.
        await page.getByText('A pair leaves, a late pair').click();
        await page.getByLabel('Pair that leaves').selectOption('E/W 3');
        await page.getByLabel('First round it misses').fill('5');
        await page.getByRole('button', { name: 'Take the pair out' }).click();
        await expect.poll(() => page.locator('output.note').first().textContent()).toMatch(/^E\/W 3 leaves/);
      }
      await page.getByLabel('Round', { exact: true }).selectOption(String(round));
      const tables = await page.getByRole('button', { name: /^Table \d/ }).allTextContents();
      for (const label of tables) {
        const table = Number(/Table (\d+)/.exec(label)?.[1]);
        await page.getByRole('button', { name: new RegExp(`^Table ${table}\\b`) }).click();
        const boards = await page
          .getByRole('form', { name: /^Board \d+/ })
          .evaluateAll((forms) =>
            forms.map((f) =>
              Number(
                /Board (\d+)/.exec(
                  f.getAttribute('aria-labelledby')
                    ? (document.getElementById(f.getAttribute('aria-labelledby') as string)?.textContent ?? '')
                    : '',
                )?.[1],
              ),
            ),
          );
        for (const board of boards) {
          const result = resultOf(round, table, board);
          await enter(page, table, board, result.declarer, result.contract);
          await expect
            .poll(() => page.locator('#notice').textContent())
            .toMatch(new RegExp(`^Board ${board}, table ${table}:`));
          entered.set(`${round}/${table}/${board}`, result);
        }
      }
      if (round === 3) await shot(page, 'round');
    }
    // One correction: round 7, table 1, board 1 corrected to 3NT= by S.
    await page.getByLabel('Round', { exact: true }).selectOption('7');
    await page.getByRole('button', { name: /^Table 1\b/ }).click();
    // Table 1 plays set 7 in round 7 (set t + r − 1, round the 7 sets): boards 19-21. Board 19 is
    // board 3 of the cycle, E/W vulnerable: 3NT= by S is 400.
    const board7 = 19;
    const correction = { contract: '3NT=', declarer: 'S' };
    await enter(page, 1, board7, correction.declarer, correction.contract);
    // The notice says what the correction replaced, its suits as symbols.
    const was = resultOf(7, 1, board7);
    const symbol = (contract: string) =>
      contract.replace(
        /^(\d)([SHDC])/,
        (_, l, s) => l + ({ S: '♠', H: '♥', D: '♦', C: '♣' } as Record<string, string>)[s],
      );
    await expect
      .poll(() => page.locator('#notice').textContent())
      .toBe(`Board ${board7}, table 1: replaced ${symbol(was.contract)} by ${was.declarer} with 3NT= by S (N/S 400).`);
    entered.set(`7/1/${board7}`, correction);

    // The test's own matchpoints: 2 a score beaten, 1 a tie, Neuberg to the most-played board.
    // The boards E/W 3 would have played are emptied in place, so they are blank rows now.
    const rows = ss
      .values('Pairs evening')
      .slice(2)
      .filter((row) => row[0] !== '');
    expect(rows.length).toBe(147 - 9);
    const byBoard = new Map<number, { ns: string; ew: string; score: number }[]>();
    for (const row of rows) {
      const [round, table, board, ns, ew] = row as [number, number, number, number, number];
      const result = entered.get(`${round}/${table}/${board}`);
      expect(result, `${round}/${table}/${board}`).toBeDefined();
      byBoard.set(board, [
        ...(byBoard.get(board) ?? []),
        { ns: `N/S ${ns}`, ew: `E/W ${ew}`, score: nsScore(board, result as never) },
      ]);
    }
    const most = Math.max(...[...byBoard.values()].map((r) => r.length));
    const points = new Map<string, { mp: number; top: number }>();
    const add = (pair: string, mp: number, top: number) => {
      const was = points.get(pair) ?? { mp: 0, top: 0 };
      points.set(pair, { mp: was.mp + mp, top: was.top + top });
    };
    for (const results of byBoard.values()) {
      const n = results.length;
      for (const r of results) {
        const raw = results.reduce(
          (sum, o) => sum + (o === r ? 0 : r.score > o.score ? 2 : r.score === o.score ? 1 : 0),
          0,
        );
        const mp = ((raw + 1) * most) / n - 1;
        const top = 2 * (most - 1);
        add(r.ns, mp, top);
        add(r.ew, top - mp, top);
      }
    }
    const percent = (pair: string) => {
      const p = points.get(pair) as { mp: number; top: number };
      return Math.round((p.mp / p.top) * 10000) / 100;
    };
    for (const [direction, caption] of [
      ['N/S', 'Ranking N/S'],
      ['E/W', 'Ranking E/W'],
    ] as const) {
      const table = page.getByRole('table', { name: caption });
      const lines = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
      const shown = lines.map(([, pair, pct]) => [String(pair).split(' · ')[0], Number(pct)]);
      const expected = [...points.keys()]
        .filter((pair) => pair.startsWith(direction))
        .map((pair) => [pair, percent(pair)] as const)
        .sort((a, b) => b[1] - a[1] || Number(a[0].slice(4)) - Number(b[0].slice(4)));
      expect(shown).toEqual(expected.map(([pair, pct]) => [pair, pct]));
    }
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZE.width);
    await shot(page, 'ranking', true);

    await page.getByRole('button', { name: 'End the evening and publish' }).click();
    await expect
      .poll(() => page.locator('#ending').textContent())
      .toMatch(/Wrote "Ranking", "Travellers", "Score cards"/);
    expect(await page.getByRole('link', { name: 'Save the results page (.html)' }).count()).toBe(1);
    await shot(page, 'end', true);
    await page.close();
  }, 240_000);

  it('lets two scorers race for one board: one is written, the other told what is there', async () => {
    ss = new FakeSpreadsheet();
    (code.setUpPairsEvening as (form: object) => unknown)({ kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    const [first, second] = [await openSidebar(), await openSidebar()];
    for (const page of [first, second]) await page.getByRole('button', { name: /^Table 2\b/ }).click();
    await enter(first, 2, 4, 'N', '4S=');
    await expect.poll(() => first.locator('#notice').textContent()).toBe('Board 4, table 2: 4S= by N (N/S 620).');
    const told = await enter(second, 2, 4, 'E', '3NT=');
    await expect
      .poll(() => told.locator('output').textContent())
      .toBe(
        'Not written: board 4 at table 2 now holds 4S= by N (N/S 620), entered meanwhile. Check it, and enter again if it is wrong.',
      );
    // What the second scorer typed stays in the field, to enter again on purpose.
    expect(await told.getByLabel('Contract and result').inputValue()).toBe('3NT=');
    expect(
      ss
        .values('Pairs evening')
        .find((row) => row[1] === 2 && row[2] === 4)
        ?.slice(5, 9),
    ).toEqual(['N', '4S', '=', 620]);
    await shot(second, 'race');
    await first.close();
    await second.close();
  });
});
