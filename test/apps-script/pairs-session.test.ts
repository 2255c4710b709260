// A club's pairs session through the built add-on, as a scorer meets it: a real evening's PBN file
// imported (Results, Pairs and Ranking sheets), then PAIRRANKING and BOARDMATCHPOINTS called over the
// Results sheet's columns as Sheets passes them. The expected numbers are the ones the clubs published
// (test/fixtures/pairs/published.json, taken out of the files by an independent script).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAIRS, pbnText } from '../fixtures/paths';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode, racingClock } from './load';

interface Published {
  readonly pairs: { pair: string; names: string; percent?: number; imps?: number; boards: number }[];
  readonly results: {
    board: number;
    ns: string;
    ew: string;
    nsPercent?: string;
    ewPercent?: string;
    nsImps?: string;
  }[];
}
const published = JSON.parse(readFileSync(join(PAIRS, 'published.json'), 'utf8')) as Record<string, Published>;

let book: FakeSpreadsheet;
const { global: code, evaluate } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => book },
  LockService: { getDocumentLock: () => new FakeLock() },
});
// The par the import works out is tested in pbn-import.test.ts: here the solver would only cost time.
racingClock(evaluate);
type Cells = (string | number | boolean)[][];
const call = (name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => Cells)(...args);
const importPbn = (file: string) => code.importPbn?.(pbnText(join(PAIRS, file))) as { ok: boolean; message: string };

beforeEach(() => {
  book = new FakeSpreadsheet();
});

/** A column of the Results sheet below its header, as Sheets passes a range: one cell a row. */
const column = (index: number): Cells =>
  book
    .values('Results')
    .slice(2)
    .map((row) => [row[index] as string | number]);
const PAR_HEADERS = ['Par', 'Vs par', 'IMPs vs par', 'DoubleDummyTricks'];
const BOARD = 0;
const NS_PAIR = 3;
const EW_PAIR = 4;
const NS_SCORE = 8;

/** The Ranking's rows as pair → the line, from a ranking's cells (a header, then a line a pair). */
const linesOf = (cells: Cells) => new Map(cells.slice(1).map((line) => [String(line[1]), line]));

describe('Spiren BK, 2 July 2018, through the add-on: 10 tables, 20 pairs, 24 boards', () => {
  const file = 'spiren-2018-07-02.pbn';
  const expected = published[file] as Published;

  it('imports who played and both directions, writes the pairs with their names, and ranks them', () => {
    const answer = importPbn(file);
    expect(answer).toMatchObject({ ok: true });
    expect(answer.message).toBe(
      'Imported 240 records into "Results"; 24 boards matchpointed. Wrote the pairs into "Pairs" and the ranking into "Ranking". Every pair\'s percentage is the one the file gives (20 pairs). Ranked as club programs rank: Neuberg to the most-played board. No par for 24 boards (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …): their deals took longer to solve than an import allows. Choose "Solve the remaining boards" in the add-on\'s menu to go on where the import stopped, as often as needed.',
    );
    const results = book.values('Results');
    expect(results[1]).toEqual([
      'Board',
      'Dealer',
      'Vulnerability',
      'N/S pair',
      'E/W pair',
      'Contract',
      'Declarer',
      'Tricks',
      'N/S score',
      'N/S MPs',
      'E/W MPs',
      'N/S %',
      'E/W %',
      'Note',
      'Deal',
      ...PAR_HEADERS,
    ]);
    // Board 1's first traveller row: N/S 3 against E/W 4, 4H by East one down, +50, the board's top,
    // and the board's deal as the file deals it.
    expect(results[2]).toEqual([
      ...[1, 'N', 'None', 3, 4, '4H', 'E', 9, 50, 18, 0, 100, 0, ''],
      'N:J2.Q963.8632.J98 65.AT842.A94.AQ3 AQ84..KQT7.KT652 KT973.KJ75.J5.74',
      // No par and no table: the racing clock leaves the solver no time.
      ...['', '', '', ''],
    ]);
    const pairs = book.values('Pairs').slice(2);
    expect(pairs).toHaveLength(20);
    for (const pair of expected.pairs) expect(pairs).toContainEqual([Number(pair.pair), '', pair.names]);
    const ranking = book.values('Ranking').slice(1);
    expect(ranking[0]).toEqual(['Place', 'Pair', 'MPs', 'Max', '%', 'Names', "File's %"]);
    const lines = linesOf(ranking as Cells);
    for (const pair of expected.pairs)
      expect(lines.get(pair.pair)?.slice(4)).toEqual([pair.percent, pair.names, pair.percent]);
  });

  it('PAIRRANKING over the Results columns gives every pair its published percentage, places shared on a tie', () => {
    importPbn(file);
    const cells = call(
      'PAIRRANKING',
      column(BOARD),
      column(NS_PAIR),
      column(EW_PAIR),
      column(NS_SCORE),
      book.values('Pairs').slice(2),
    );
    expect(cells[0]).toEqual(['Place', 'Pair', 'MPs', 'Max', '%', 'Names']);
    expect(cells).toHaveLength(21);
    const lines = linesOf(cells);
    for (const pair of expected.pairs) {
      // Every pair played 24 boards of a top of 18: Max 432.
      expect(lines.get(pair.pair)?.slice(1)).toEqual([pair.pair, expect.any(Number), 432, pair.percent, pair.names]);
    }
    // Pairs 3 and 17 share 9th at 50.46 %, as the club published it (rank 9, tie 10).
    expect([lines.get('3')?.[0], lines.get('17')?.[0], lines.get('8')?.[0]]).toEqual(['9=', '9=', '11']);
    expect(cells[1]?.slice(0, 2)).toEqual(['1', '19']);
  });

  it('BOARDMATCHPOINTS over the Results columns gives every result its published board percentage', () => {
    importPbn(file);
    const cells = call('BOARDMATCHPOINTS', column(BOARD), column(NS_SCORE));
    const rows = book.values('Results').slice(2);
    expect(cells).toHaveLength(240);
    const ours = new Map(
      rows.map((row, i) => [`${row[BOARD]} ${row[NS_PAIR]} ${row[EW_PAIR]}`, cells[i] as (string | number)[]]),
    );
    for (const result of expected.results) {
      const line = ours.get(`${result.board} ${result.ns} ${result.ew}`) as number[];
      expect([result.board, result.ns, Math.round(line[2] as number), Math.round(line[3] as number)]).toEqual([
        result.board,
        result.ns,
        Number(result.nsPercent),
        Number(result.ewPercent),
      ]);
      expect((line[0] as number) + (line[1] as number)).toBe(18);
    }
  });
});

describe('Spiren BK, 30 October 2017: a sit-out each round and a board played once less', () => {
  const file = 'spiren-2017-10-30.pbn';
  const expected = published[file] as Published;

  it('keeps the sit-out rows, saying so, and ranks every pair at its published percentage', () => {
    const answer = importPbn(file);
    expect(answer.message).toContain("Every pair's percentage is the one the file gives (19 pairs).");
    expect(answer.message).toContain('24 records had no score.');
    const byes = book.values('Results').filter((row) => String(row[13]).includes('sat out'));
    expect(byes).toHaveLength(24);
    const cells = call('PAIRRANKING', column(BOARD), column(NS_PAIR), column(EW_PAIR), column(NS_SCORE));
    const lines = linesOf(cells);
    for (const pair of expected.pairs)
      expect([pair.pair, lines.get(pair.pair)?.[4]]).toEqual([pair.pair, pair.percent]);
    // Board 24 was played 8 times, the others 9: by Neuberg its top is the others' top, 16 (each side's
    // matchpoints to two decimals).
    const points = call('BOARDMATCHPOINTS', column(BOARD), column(NS_SCORE));
    const rows = book.values('Results').slice(2);
    rows.forEach((row, i) => {
      if (row[BOARD] === 24 && row[NS_SCORE] !== '')
        expect((points[i]?.[0] as number) + (points[i]?.[1] as number)).toBeCloseTo(16, 1);
    });
  });
});

describe('Ruter 7, 24 January 2012: Butler IMP pairs through the add-on', () => {
  const file = 'ruter7-2012-01-24-butler.pbn';
  const expected = published[file] as Published;

  it('imports and ranks the file as Butler IMP pairs, every pair at its published IMPs', () => {
    const answer = importPbn(file);
    expect(answer.message).toBe(
      'Imported 168 records into "Results"; 21 boards scored in Butler IMPs. Wrote the pairs into "Pairs" and the ranking into "Ranking". Every pair\'s IMPs is the one the file gives (16 pairs). Ranked as club programs rank: Neuberg to the most-played board. No par for 21 boards (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …): their deals took longer to solve than an import allows. Choose "Solve the remaining boards" in the add-on\'s menu to go on where the import stopped, as often as needed.',
    );
    expect(book.values('Results')[1]?.slice(9)).toEqual(['N/S IMPs', 'E/W IMPs', 'Note', 'Deal', ...PAR_HEADERS]);
    const ranking = book.values('Ranking').slice(1) as Cells;
    expect(ranking[0]).toEqual(['Place', 'Pair', 'IMPs', 'Boards', 'IMPs a board', 'Names', "File's IMPs"]);
    const lines = linesOf(ranking);
    for (const pair of expected.pairs) expect(lines.get(pair.pair)?.slice(2, 4)).toEqual([pair.imps, pair.boards]);
    // Pairs 6 and 10 share 4th with 29 IMPs, as the club published it (rank 4, tie 5).
    expect([lines.get('6')?.[0], lines.get('10')?.[0]]).toEqual(['4=', '4=']);
  });
});

describe('Spiren BK, 23 April 2018, through the add-on: artificial scores and a redress', () => {
  const file = 'spiren-2018-04-23-adjusted.pbn';
  const expected = published[file] as Published;

  it('imports "A+" to both as 60/60 in the N/S score cell, and ranks every pair at its published percentage', () => {
    const answer = importPbn(file);
    expect(answer.message).toContain("Every pair's percentage is the one the file gives (20 pairs).");
    expect(answer.message).toContain('3 adjusted scores scored as the director gave them.');
    const adjusted = book.values('Results').filter((row) => row[NS_SCORE] === '60/60');
    expect(adjusted.map((row) => [row[BOARD], row[NS_PAIR], row[EW_PAIR], row[11], row[12]])).toEqual([
      [14, 1, 10, 60, 60],
      [14, 19, 5, 60, 60],
      [14, 20, 3, 60, 60],
    ]);
    const lines = linesOf(book.values('Ranking').slice(1) as Cells);
    for (const pair of expected.pairs)
      expect([pair.pair, lines.get(pair.pair)?.[4]]).toEqual([pair.pair, pair.percent]);
  });
});
