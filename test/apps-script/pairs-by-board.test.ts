// Board-by-board entry on a pairs evening: a board's traveller, every table that plays it in order of
// round and table, listed from the view the sidebar holds (by-board.ts); and a traveller entered line by
// line through the built Code.js, as the sidebar's "by board" view sends it, writing exactly the cells
// the table view writes. The seatings are worked by hand from the Mitchell's rule (docs/rules.md,
// Movements: N/S stay, E/W move up one table, the boards down one); the scores from the scoring table.
import { beforeEach, describe, expect, it } from 'vitest';
import { boardsPlayed, firstToCome, travellerOf } from '../../apps-script/pairs-evening/by-board';
import type { PairsView } from '../../apps-script/pairs-evening/view';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';

let book: FakeSpreadsheet;
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => book },
  LockService: { getDocumentLock: () => new FakeLock() },
});
type Answer = { ok: boolean; message: string; value?: PairsView };
const call = <T = Answer>(name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => T)(...args);
const view = () => call<PairsView>('getPairsEvening');
/** A 14-pair Mitchell of 3-board rounds: 7 tables, 7 rounds, boards 1-21; table t plays set t + r − 1. */
const setUp = () =>
  expect(call('setUpPairsEvening', { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' }).ok).toBe(true);

beforeEach(() => {
  book = new FakeSpreadsheet();
});

describe('a board’s traveller', () => {
  it('lists every table that plays the board, by round then table, with the pairs there', () => {
    setUp();
    // Board 1 is set 1: at table t in round r when t + r − 1 ≡ 1 (mod 7), so at table 1, 7, 6, … 2.
    // N/S t sits at table t; E/W p meets it in round r where p ≡ t − (r − 1) (mod 7).
    const lines = travellerOf(view().rounds, 1).map((l) => [l.round, l.table, l.pairs.ns, l.pairs.ew]);
    expect(lines).toEqual([
      [1, 1, 'N/S 1', 'E/W 1'],
      [2, 7, 'N/S 7', 'E/W 6'],
      [3, 6, 'N/S 6', 'E/W 4'],
      [4, 5, 'N/S 5', 'E/W 2'],
      [5, 4, 'N/S 4', 'E/W 7'],
      [6, 3, 'N/S 3', 'E/W 5'],
      [7, 2, 'N/S 2', 'E/W 3'],
    ]);
    expect(boardsPlayed(view().rounds)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(travellerOf(view().rounds, 22)).toEqual([]);
  });

  it('shows the pairs’ names where the Pairs sheet gives them, as the table view does', () => {
    book
      .insertSheet('Pairs')
      .getRange(1, 1, 3, 3)
      .setValues([
        ['Pair', 'Direction', 'Names'],
        [2, 'N/S', 'Ann & Bob'],
        [3, 'E/W', 'Cat & Dan'],
      ]);
    setUp();
    const last = travellerOf(view().rounds, 1).at(-1);
    expect([last?.ns, last?.ew]).toEqual(['N/S 2 · Ann & Bob', 'E/W 3 · Cat & Dan']);
  });

  it('orders lines by round and table however the view lists them; a board twice in a round is two lines', () => {
    const at = (table: number, boards: number[]) => ({
      table,
      pairs: { ns: `N/S ${table}`, ew: `E/W ${table}` },
      ns: '',
      ew: '',
      boards: boards.map((board) => ({ board, entered: null })),
    });
    const rounds = [
      { round: 2, tables: [at(3, [1, 2]), at(1, [1, 2])] },
      { round: 1, tables: [at(2, [3, 1]), at(4, [5])] },
    ];
    expect(travellerOf(rounds, 1).map((l) => [l.round, l.table])).toEqual([
      [1, 2],
      [2, 1],
      [2, 3],
    ]);
    expect(boardsPlayed(rounds)).toEqual([1, 2, 3, 5]);
  });

  it('starts where a board is still to come', () => {
    setUp();
    expect(firstToCome(view().rounds)).toBe(1);
    for (const line of travellerOf(view().rounds, 1))
      expect(call('enterPairsResult', { ...line, board: 1, declarer: 'N', contract: '3NT=', shown: null }).ok).toBe(
        true,
      );
    expect(firstToCome(view().rounds)).toBe(2);
  });
});

/** Board 5's traveller as a scorer reads it: N/S vulnerable (the 16-board cycle), E/W not. */
const TRAVELLER: readonly { declarer: string; contract: string; ns: number }[] = [
  { declarer: 'N', contract: '4S=', ns: 620 }, // 120 + 500 vulnerable game
  { declarer: 'E', contract: '3NT-1', ns: 50 }, // one down, not vulnerable
  { declarer: 'S', contract: '2H+2', ns: 170 }, // 60 + 60 + 50 part score
  { declarer: 'W', contract: '5DX-2', ns: 300 }, // doubled, not vulnerable: 100 + 200
  { declarer: 'N', contract: '1NT+1', ns: 120 }, // 40 + 30 + 50
  { declarer: 'E', contract: '4H=', ns: -420 }, // 120 + 300 not vulnerable game
  { declarer: 'S', contract: '3NT=', ns: 600 }, // 100 + 500 vulnerable game
];

describe('a traveller entered by board', () => {
  const cells = () =>
    book
      .values('Pairs evening')
      .slice(2)
      .map((row) => row.slice(0, 9));

  it('writes exactly the cells the table view writes, each line scored by hand', () => {
    setUp();
    const lines = travellerOf(view().rounds, 5);
    expect(lines).toHaveLength(7);
    lines.forEach((line, i) => {
      const typed = TRAVELLER[i] as (typeof TRAVELLER)[number];
      // As the by-board view sends a line: its round, table and pairs, the board, what was typed.
      const { round, table, pairs } = line;
      const answer = call('enterPairsResult', { round, table, board: 5, pairs, ...typed, shown: null });
      expect(answer).toMatchObject({
        ok: true,
        message: `Board 5, table ${table}: ${typed.contract} by ${typed.declarer} (N/S ${typed.ns}).`,
      });
    });
    const byBoard = cells();
    for (const line of lines) {
      const row = byBoard.find((r) => r[0] === line.round && r[1] === line.table && r[2] === 5);
      const typed = TRAVELLER[lines.indexOf(line)] as (typeof TRAVELLER)[number];
      const contract = /^(\d[SHDCN]T?X{0,2})(.*)$/.exec(typed.contract) as RegExpExecArray;
      expect(row?.slice(5)).toEqual([typed.declarer, contract[1], contract[2], typed.ns]);
    }

    // The same results entered by round and table, on a fresh spreadsheet, as the table view sends them.
    book = new FakeSpreadsheet();
    setUp();
    for (const round of view().rounds)
      for (const table of round.tables)
        for (const board of table.boards.filter((b) => b.board === 5)) {
          const i = lines.findIndex((l) => l.round === round.round && l.table === table.table);
          const typed = TRAVELLER[i] as (typeof TRAVELLER)[number];
          const sent = { round: round.round, table: table.table, board: board.board, pairs: table.pairs };
          expect(call('enterPairsResult', { ...sent, ...typed, shown: board.entered }).ok).toBe(true);
        }
    expect(cells()).toEqual(byBoard);
  });

  it('refuses a line whose pairs the movement no longer seats there, as the table view does', () => {
    setUp();
    const line = travellerOf(view().rounds, 5)[1];
    const wrong = { ns: line?.pairs.ns, ew: 'E/W 1' };
    expect(
      call('enterPairsResult', {
        round: line?.round,
        table: line?.table,
        board: 5,
        pairs: wrong,
        declarer: 'N',
        contract: '4S=',
        shown: null,
      }),
    ).toMatchObject({ ok: false, field: 'board' });
    expect(cells().every((row) => row[8] === '')).toBe(true);
  });
});
