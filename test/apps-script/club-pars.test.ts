// Every board of a club's session gets its par, and no deal is solved twice (issue 46). The file is a real
// club evening of 27 boards (Ruter's cross-IMP file, test/fixtures/README.md) with its par tags taken out,
// as a program without a solver writes it; the pars and tables expected are the ones Ruter stated in the
// tags taken out, read here by regular expression. Through the built Code.js, each loadCode one
// execution, with one fake script cache (./fake-cache.ts) that outlives them as Apps Script's does.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPbnResults } from '../../apps-script/pbn-import';
import { solveRemainingBoards } from '../../apps-script/resume-pars';
import { PAIRS, pbnText } from '../fixtures/paths';
import { FakeCache, fakeCacheService } from './fake-cache';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode, racingClock } from './load';

const RUTER = pbnText(join(PAIRS, 'bridgekam-2015-09-03-cross-imps.pbn'));
const GAMES = RUTER.split(/\r?\n(?=\[Board ")/).slice(1);
const tag = (game: string, name: string) => new RegExp(`\\[${name} "([^"]*)"\\]`).exec(game)?.[1];

/** Each board's par as Ruter stated it, N/S's. */
const STATED = new Map(GAMES.map((game) => [Number(tag(game, 'Board')), Number(tag(game, 'OptimumScore')?.slice(3))]));
/** Each board's table as Ruter stated it, written here in [DoubleDummyTricks]' order: N, S, E, W; NT, ♠, ♥, ♦, ♣. */
const TABLES = new Map(
  GAMES.map((game) => {
    const tricks = (seat: string, strain: string) =>
      Number(new RegExp(`^${seat}\\s+${strain}\\s+(\\d+)\\s*$`, 'm').exec(game)?.[1])
        .toString(16)
        .toUpperCase();
    const table = ['N', 'S', 'E', 'W'].map((seat) => ['NT', 'S', 'H', 'D', 'C'].map((s) => tricks(seat, s)).join(''));
    return [Number(tag(game, 'Board')), table.join('')];
  }),
);

/** The file without its pars: no [Optimum…] tag, and not the rows of its [OptimumResultTable]. */
const withoutPars = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('[Optimum') && !/^[NESW]\s+(NT|[SHDC])\s+\d+\s*$/.test(line))
    .join('\n');
const UNSTATED = withoutPars(RUTER);

type Row = (string | number)[];
/** Each result row's board, deal, par and table, by the headers the import writes. */
function parRows(book: FakeSpreadsheet, sheet = 'Results'): { board: number; deal: string; par: Row; table: string }[] {
  const [, headers, ...rows] = book.values(sheet) as Row[];
  const at = (header: string) => (headers as Row).indexOf(header);
  return rows.map((row) => ({
    board: row[0] as number,
    deal: row[at('Deal')] as string,
    par: row.slice(at('Par'), at('Par') + 3),
    table: row[at('DoubleDummyTricks')] as string,
  }));
}

/** One execution of Code.js on this book and cache, its clock racing or not. */
function execution(book: FakeSpreadsheet, cache: FakeCache, racing: boolean, alerts: string[] = []) {
  const loaded = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => book, getUi: () => ({ alert: (text: string) => alerts.push(text) }) },
    LockService: { getDocumentLock: () => new FakeLock() },
    CacheService: fakeCacheService(cache),
  });
  if (racing) racingClock(loaded.evaluate);
  return (name: string, ...args: unknown[]) => (loaded.global[name] as (...a: unknown[]) => unknown)(...args);
}

describe("a club's 27 boards without par tags", () => {
  it('the file states no par once they are taken out', () => {
    expect(STATED.size).toBe(27);
    expect(UNSTATED).not.toMatch(/Optimum|^[NESW]\s+NT\s+\d+/m);
    expect([...TABLES.values()].every((table) => /^[0-9A-D]{20}$/.test(table))).toBe(true);
  });

  it('all get the par Ruter stated, in one import, and PAR answers every row from the cache in a new execution', () => {
    const [book, cache] = [new FakeSpreadsheet(), new FakeCache()];
    const answer = execution(book, cache, false)('importPbn', UNSTATED) as { ok: boolean; message: string };
    expect(answer.ok, answer.message).toBe(true);
    expect(answer.message).not.toMatch(/par|Solve/);
    const rows = parRows(book);
    expect(new Set(rows.map((row) => row.board)).size).toBe(27);
    for (const row of rows) {
      expect([row.board, row.par[0], row.table]).toEqual([row.board, STATED.get(row.board), TABLES.get(row.board)]);
    }
    // A new execution whose clock has passed every deadline: any deal not kept would be out of time, so
    // every row answered is a table read back, none solved.
    const call = execution(book, cache, true);
    const reads = cache.calls.getAll;
    const pars = call(
      'PAR',
      rows.map((row) => [row.deal]),
      rows.map((row) => [row.board]),
    ) as Row[];
    expect(cache.calls.getAll - reads).toBe(1);
    expect(pars.map((cells) => cells[0])).toEqual(rows.map((row) => STATED.get(row.board)));
    const first = rows[0] as (typeof rows)[number];
    const table = call('DDTABLE', first.deal, false) as number[][];
    // DDTABLE's rows are N, E, S, W, each NT, ♠, ♥, ♦, ♣; the stated table's digits N, S, E, W.
    const digits = (TABLES.get(first.board) as string).match(/.{5}/g) as string[];
    const bySeat = { N: digits[0], S: digits[1], E: digits[2], W: digits[3] };
    expect(table.map((tricks) => tricks.map((n) => n.toString(16).toUpperCase()).join(''))).toEqual(
      (['N', 'E', 'S', 'W'] as const).map((seat) => bySeat[seat]),
    );
  }, 240_000);

  it('all get their par from "Solve the remaining boards" after an import that had no time', () => {
    const [book, cache] = [new FakeSpreadsheet(), new FakeCache()];
    const answer = execution(book, cache, true)('importPbn', UNSTATED) as { message: string };
    expect(answer.message).toContain('No par for 27 boards');
    expect(answer.message).toContain('Choose "Solve the remaining boards" in the add-on\'s menu');
    expect(parRows(book).every((row) => row.par[0] === '' && row.table === '')).toBe(true);
    const alerts: string[] = [];
    execution(book, cache, false, alerts)('solveRemaining');
    expect(alerts).toEqual(['27 boards solved in "Results": every board there has its par.']);
    for (const row of parRows(book))
      expect([row.board, row.par[0], row.table]).toEqual([row.board, STATED.get(row.board), TABLES.get(row.board)]);
    // Nothing is left, and a new execution says so without solving.
    execution(book, cache, true, alerts)('solveRemaining');
    expect(alerts[1]).toBe('No imported Results sheet has a board waiting for its par.');
  }, 240_000);
});

describe('Solve the remaining boards, as often as needed', () => {
  // Boards 12 to 20, quick to solve, so that a budget of a few deals a call takes several calls.
  const NINE = [RUTER.split(/\r?\n(?=\[Board ")/)[0], ...GAMES.slice(11, 20)]
    .map((game) => withoutPars(game ?? ''))
    .join('\n');

  it('goes on where the import stopped, a few deals a call, until every board has the stated par', () => {
    const book = new FakeSpreadsheet();
    const lock = new FakeLock();
    const open = { stop: () => false };
    const first = importPbnResults(book, lock, NINE, { ...open, deals: 4 });
    expect(first.message).toContain('No par for 5 boards (16, 17, 18, 19, 20)');
    const said = [1, 2].map(() => solveRemainingBoards(book, lock, { ...open, deals: 3 }).message);
    expect(said).toEqual([
      '3 boards solved in "Results"; 2 boards wait still: choose "Solve the remaining boards" again.',
      '2 boards solved in "Results": every board there has its par.',
    ]);
    const rows = parRows(book);
    expect(new Set(rows.map((row) => row.board))).toEqual(new Set([12, 13, 14, 15, 16, 17, 18, 19, 20]));
    for (const row of rows) {
      const score = book.values('Results')[rows.indexOf(row) + 2]?.[8];
      const par = STATED.get(row.board) as number;
      expect([row.board, row.par[0], row.table]).toEqual([row.board, par, TABLES.get(row.board)]);
      if (typeof score === 'number') expect(row.par[1]).toBe(score - par);
    }
  }, 240_000);

  it('finds an import whose sheet is numbered past one the scorer deleted', () => {
    const book = new FakeSpreadsheet();
    const lock = new FakeLock();
    for (let i = 0; i < 3; i++) importPbnResults(book, lock, NINE, { stop: () => true });
    expect([...book.sheets.keys()].filter((name) => name.startsWith('Results'))).toEqual([
      'Results',
      'Results 2',
      'Results 3',
    ]);
    book.sheets.delete('Results 2');
    const said = solveRemainingBoards(book, lock, { stop: () => false, deals: 9 }).message;
    // Counted a sheet at a time: the same 9 boards in each.
    // Each sheet named in quotes of its own, as every message names sheets.
    expect(said).toBe('18 boards solved in "Results" and "Results 3": every board there has its par.');
    for (const name of ['Results', 'Results 3'])
      for (const row of parRows(book, name))
        expect([row.board, row.par[0]]).toEqual([row.board, STATED.get(row.board)]);
  }, 240_000);

  it('leaves a cell someone filled meanwhile, and a sheet that is not an import', () => {
    const book = new FakeSpreadsheet();
    const lock = new FakeLock();
    importPbnResults(book, lock, NINE, { stop: () => true });
    // A scorer types a par of his own in the first row, and makes a sheet named Results 2 of his own.
    const at = (book.values('Results')[1] as Row).indexOf('Par');
    book
      .getSheetByName('Results')
      ?.getRange(3, at + 1, 1, 1)
      .setValues([['mine']]);
    book
      .insertSheet('Results 2')
      .getRange(1, 1, 1, 1)
      .setValues([['Par']]);
    solveRemainingBoards(book, lock, { stop: () => false, deals: 9 });
    expect(book.values('Results')[2]?.[at]).toBe('mine');
    expect(book.values('Results 2')).toEqual([['Par']]);
    expect(
      parRows(book)
        .slice(1)
        .every((row) => row.par[0] === STATED.get(row.board)),
    ).toBe(true);
  }, 240_000);
});
