// A whole evening entered from the tables' phones: a 7-table Mitchell of 2-board rounds, seven pages of
// the built Table.html in Chromium at 390 × 844 (touch), one a phone, entering at the same time. Their
// google.script.run goes to the built Code.js loaded as the web app's anonymous caller; the director's
// sidebar to another load of it as an editor; both over one fake spreadsheet, as the script bound to
// it runs them (bound-script.ts). Table 4's phone loses its signal for round 3 and sends its boards when it is back; a
// page with a wrong key writes nothing. Every score is checked against the scoring table worked by hand
// (Law 77), and the ranking against the test's own matchpoint count (docs/rules.md: 2 a pair beaten, 1 a
// tie; a percentage of the most a pair could score).
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundScript } from '../apps-script/bound-script';
import { FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { launchBrowser, SCREENSHOTS } from './browser';
import { axeViolations } from './popup-page';
import { bridgeScriptRun } from './script-run';

const DIST = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script');
const PHONE = { width: 390, height: 844 };
const WEB_APP = 'https://script.google.com/macros/s/AKfy-evening/exec';
const TABLES = 7;
const ROUNDS = 7;
const OFFLINE = { table: 4, round: 3 };

let ss = new FakeSpreadsheet();
const bound = boundScript(() => ss, WEB_APP);
const { sidebar, webApp } = bound;
const call = <T>(code: typeof sidebar, name: string, ...args: unknown[]) =>
  (code[name] as (...a: unknown[]) => T)(...args);

/** A contract as a table taps it, and its score for the declaring side, not vulnerable and vulnerable (Law 77). */
interface Played {
  readonly level: string;
  readonly strain: string;
  readonly result: string;
  readonly scores: readonly [number, number];
}
const CONTRACTS: readonly Played[] = [
  // 4♠ made: 4 × 30 = 120, game 300 / 500.
  { level: '4', strain: 'spade', result: '=: 10 tricks', scores: [420, 620] },
  // 4♠ + 1: 450 / 650.
  { level: '4', strain: 'spade', result: '+1: 11 tricks', scores: [450, 650] },
  // 3NT made: 40 + 30 + 30 = 100, game: 400 / 600.
  { level: '3', strain: 'NT', result: '=: 9 tricks', scores: [400, 600] },
  // 3NT one down: 50 / 100 to the defenders.
  { level: '3', strain: 'NT', result: '-1: 8 tricks', scores: [-50, -100] },
  // 2♥ + 2: 60 + 60 = 120, part score 50: 170 either way.
  { level: '2', strain: 'heart', result: '+2: 10 tricks', scores: [170, 170] },
  // 1NT + 1: 40 + 30 = 70, part score 50: 120 either way.
  { level: '1', strain: 'NT', result: '+1: 8 tricks', scores: [120, 120] },
];
const SEATS = ['North', 'East', 'South', 'West'] as const;
/** Vulnerability of boards 1–16 (the standard cycle): none, N/S, E/W or both. */
const VUL = ['-', 'NS', 'EW', 'All', 'NS', 'EW', 'All', '-', 'EW', 'All', '-', 'NS', 'All', '-', 'NS', 'EW'];

/** What table `table` plays on `board` in `round`: a contract and its declarer, seeded. */
function resultOf(round: number, table: number, board: number): { played: Played; declarer: string } {
  const seed = (round * 31 + table * 17 + board * 7) % 97;
  return { played: CONTRACTS[seed % CONTRACTS.length] as Played, declarer: SEATS[(seed >> 2) % 4] as string };
}

/** N/S's score of a result, from the table above and the board's vulnerability. */
function nsScore(board: number, result: ReturnType<typeof resultOf>): number {
  const vul = VUL[(board - 1) % 16] as string;
  const side = result.declarer === 'North' || result.declarer === 'South' ? 'NS' : 'EW';
  const score = result.played.scores[vul === 'All' || vul === side ? 1 : 0] as number;
  return side === 'NS' ? score : -score;
}

type Seating = { table: number; pairs: { ns: string; ew: string }; boards: { board: number }[] };
type PairsView = {
  rounds: { round: number; tables: Seating[] }[];
  entered: number;
  total: number;
  ranking: { heading: string; lines: { pair: string; percent: number }[] }[];
  tables: { table: number; finished: boolean }[];
};

let browser: Browser;
const phones: BrowserContext[] = [];
/** Each write the web app made, by `round/table/board`: a board written twice would count 2. */
const written = new Map<string, number>();
/** Tables whose phone has no signal: their calls fail, as google.script.run's do offline. */
const noSignal = new Set<number>();

async function openTable(table: number, key: string): Promise<Page> {
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  phones.push(phone);
  const page = await phone.newPage();
  await bridgeScriptRun(page, {
    tableView: (t: number, k: string) => {
      if (noSignal.has(table)) throw new Error('NetworkError: no connection');
      return call(webApp, 'tableView', t, k);
    },
    enterTableResult: (t: number, k: string, entry: { round: number; board: number }) => {
      if (noSignal.has(table)) throw new Error('NetworkError: no connection');
      const answer = call<{ status?: string }>(webApp, 'enterTableResult', t, k, entry);
      if (answer.status === 'written') {
        const at = `${entry.round}/${t}/${entry.board}`;
        written.set(at, (written.get(at) ?? 0) + 1);
      }
      return answer;
    },
  });
  await page.addInitScript(`
    window.google.script.url = { getLocation: (callback) => {
      const search = new URLSearchParams(location.search);
      setTimeout(() => callback({ hash: '', parameter: Object.fromEntries(search), parameters: {} }), 0);
    } };
  `);
  await page.goto(`file://${join(DIST, 'Table.html')}?table=${table}&key=${key}`);
  return page;
}

const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first().tap();
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `table-evening-${name}.png`), fullPage: true });
const outbox = (page: Page, table: number) =>
  page.evaluate((t) => JSON.parse(localStorage.getItem(`bridgeScorer.table.${t}.outbox`) ?? '[]').length, table);

/** A table's whole evening, round by round, every result tapped as the players would. */
async function playEvening(page: Page, table: number, view: PairsView): Promise<void> {
  for (let round = 1; round <= ROUNDS; round++) {
    const seating = view.rounds[round - 1]?.tables.find((t) => t.table === table) as Seating;
    if (round > 1) {
      await page.getByRole('button', { name: `Start round ${round}`, exact: true }).tap();
    }
    await expect.poll(() => page.locator('.where').textContent()).toBe(`Table ${table} · Round ${round} of ${ROUNDS}`);
    if (table === OFFLINE.table && round === OFFLINE.round) noSignal.add(table);
    for (const [i, { board }] of seating.boards.entries()) {
      if (i > 0) await tap(page, `Next: board ${board}`);
      await expect.poll(() => page.locator('#board-title').textContent()).toBe(`Board ${board}`);
      // Before this table has entered the board, its page shows no traveller, whatever other tables entered.
      expect(await page.locator('.traveller').count()).toBe(0);
      const { played, declarer } = resultOf(round, table, board);
      await tap(page, declarer);
      await tap(page, played.level);
      await tap(page, played.strain);
      await tap(page, 'Next');
      await tap(page, 'No lead');
      await tap(page, played.result);
      const ns = nsScore(board, { played, declarer });
      await expect.poll(() => page.locator('#score-ns').textContent()).toBe(ns > 0 ? `+${ns}` : String(ns));
      await tap(page, 'E/W accept');
      if (noSignal.has(table)) await expect.poll(() => outbox(page, table)).toBe(i + 1);
      // Then the board's traveller; after the round's last board, where everyone goes next.
      else if (i < seating.boards.length - 1) await expect.poll(() => page.locator('.traveller').count()).toBe(1);
    }
    if (noSignal.has(table)) {
      expect(await page.locator('#waiting-count').textContent()).toBe(
        `${seating.boards.length} results waiting to be sent`,
      );
      await shot(page, 'offline');
      expect(await axeViolations(page)).toEqual([]);
      // The signal is back: the page sends what waited, each once, and moves on.
      noSignal.delete(table);
      await page.context().setOffline(true);
      await page.context().setOffline(false);
      await expect.poll(() => outbox(page, table), { timeout: 30_000 }).toBe(0);
    }
    // The round over, its last board's traveller is read beside where everyone goes next.
    if (round < ROUNDS && !(table === OFFLINE.table && round === OFFLINE.round))
      await expect.poll(() => page.locator('.round-over .traveller').count()).toBe(1);
    if (round < ROUNDS)
      await expect
        .poll(() => page.getByRole('button', { name: `Start round ${round + 1}`, exact: true }).count(), {
          timeout: 30_000,
        })
        .toBe(1);
  }
  await expect.poll(() => page.locator('.finished').count(), { timeout: 30_000 }).toBe(1);
}

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  for (const phone of phones) await phone.close();
  await browser?.close();
});

describe('a 7-table Mitchell entered from the tables’ phones', () => {
  it('writes every board once, and the sidebar ranks it as the test counts it', async () => {
    ss = new FakeSpreadsheet();
    bound.script.clear();
    bound.document.clear();
    written.clear();
    const set = call<{ ok: boolean }>(sidebar, 'setUpPairsEvening', {
      kind: 'Mitchell',
      pairs: String(TABLES * 2),
      boardsPerRound: '2',
      name: 'Thursday Pairs',
    });
    expect(set.ok).toBe(true);
    const links = call<{ ok: boolean; value: { tables: { table: number; link: string }[] } }>(sidebar, 'getTableLinks');
    expect(links.ok).toBe(true);
    const keyOf = new Map(links.value.tables.map(({ table, link }) => [table, link.split('key=')[1] as string]));
    const view = call<PairsView>(sidebar, 'getPairsEvening');

    // A page with another table's key, or an invented one: told so, and nothing written.
    const stranger = await openTable(2, keyOf.get(3) as string);
    await expect.poll(() => stranger.getByRole('alert').count()).toBeGreaterThan(0);
    expect(await stranger.getByRole('alert').first().textContent()).toMatch(/not your table/);
    await shot(stranger, 'wrong-key');
    expect(await axeViolations(stranger)).toEqual([]);

    const pages = await Promise.all(
      Array.from({ length: TABLES }, (_, i) => openTable(i + 1, keyOf.get(i + 1) as string)),
    );
    await expect.poll(() => pages[0]?.getByRole('heading', { level: 1 }).textContent()).toBe('Thursday Pairs');
    await shot(pages[0] as Page, 'round-1');
    expect(await axeViolations(pages[0] as Page)).toEqual([]);
    await Promise.all(pages.map((page, i) => playEvening(page, i + 1, view)));
    await shot(pages[3] as Page, 'finished');
    expect(await axeViolations(pages[3] as Page)).toEqual([]);

    // Every board written once, with the hand-worked score.
    expect(written.size).toBe(TABLES * ROUNDS * 2);
    expect([...written.values()].every((n) => n === 1)).toBe(true);
    const rows = ss.values('Pairs evening').slice(2);
    expect(rows).toHaveLength(TABLES * ROUNDS * 2);
    for (const row of rows) {
      const [round, table, board] = row.slice(0, 3).map(Number) as [number, number, number];
      expect(row[8], `round ${round} table ${table} board ${board}`).toBe(
        nsScore(board, resultOf(round, table, board)),
      );
    }

    // The ranking as the test counts it: each board's N/S scores against each other.
    const scores = new Map<number, { ns: string; ew: string; score: number }[]>();
    for (const round of view.rounds)
      for (const seating of round.tables)
        for (const { board } of seating.boards) {
          const line = { ...seating.pairs, score: nsScore(board, resultOf(round.round, seating.table, board)) };
          scores.set(board, [...(scores.get(board) ?? []), line]);
        }
    const points = new Map<string, number>();
    for (const lines of scores.values())
      for (const line of lines) {
        const mp = lines.reduce(
          (sum, other) => sum + (other === line ? 0 : Math.sign(line.score - other.score) + 1),
          0,
        );
        points.set(line.ns, (points.get(line.ns) ?? 0) + mp);
        points.set(line.ew, (points.get(line.ew) ?? 0) + 2 * (lines.length - 1) - mp);
      }
    // Every pair plays 14 boards, each worth 2 a pair it is compared with (6): 168 at most.
    const expected = [...points].map(([pair, mp]) => [pair, Math.round((mp / 168) * 10000) / 100] as const);
    const after = call<PairsView>(sidebar, 'getPairsEvening');
    expect(after.entered).toBe(after.total);
    expect(after.tables.every((t) => t.finished)).toBe(true);
    const ranked = after.ranking.flatMap((block) => block.lines.map((line) => [line.pair, line.percent] as const));
    expect(new Map(ranked)).toEqual(new Map(expected));

    // The director's sidebar at 300 px shows the same ranking, and every table done.
    const director = await browser.newPage({ viewport: { width: 300, height: 700 } });
    await bridgeScriptRun(director, sidebar);
    await director.goto(`file://${join(DIST, 'Sidebar.html')}`);
    await director.getByText('Table pages').click();
    await expect.poll(() => director.locator('.tables-progress li').count()).toBe(TABLES);
    const first = expected.filter(([pair]) => pair.startsWith('N/S')).sort((a, b) => b[1] - a[1])[0] as readonly [
      string,
      number,
    ];
    expect(await director.locator('table.ranking').first().textContent()).toContain(first[1].toFixed(2));
    await director.screenshot({ path: join(SCREENSHOTS, 'table-evening-sidebar.png'), fullPage: true });
    expect(await axeViolations(director)).toEqual([]);
  }, 600_000);
});
