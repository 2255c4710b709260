// A duplicate pairs evening through the built Code.js on the fake spreadsheet: set up, entries checked
// on the spot, a race between two scorers, a pair that leaves, and the evening published. Expected values
// come from the movement's rule (docs/rules.md, Movements) and the scoring table.
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';

let book: FakeSpreadsheet;
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => book },
  LockService: { getDocumentLock: () => new FakeLock() },
});
type Entry = { declarer: string; contract: string; ns: number | string };
type View = {
  title: string;
  current: number;
  entered: number;
  total: number;
  rounds: {
    round: number;
    toCome: number;
    sitOut: string[];
    tables: { table: number; ns: string; ew: string; boards: { board: number; entered: Entry | null }[] }[];
  }[];
  ranking: { heading: string; lines: { place: string; pair: string; percent: number }[] }[];
  playing: string[];
};
type Answer = { ok: boolean; message: string; field?: string; value?: View };
const call = <T = Answer>(name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => T)(...args);
const setUp = (form: Record<string, unknown>) => call('setUpPairsEvening', form);
const enter = (
  round: number,
  table: number,
  board: number,
  declarer: string,
  contract: string,
  shown: Entry | null = null,
) => call('enterPairsResult', { round, table, board, declarer, contract, shown });

beforeEach(() => {
  book = new FakeSpreadsheet();
});

describe('setting a pairs evening up', () => {
  it('writes a row a board a table a round, as the movement seats them', () => {
    const answer = setUp({ kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    expect(answer).toMatchObject({ ok: true, message: 'Mitchell set up: 7 tables, 7 rounds of 3 boards.' });
    const rows = book.values('Pairs evening');
    expect(rows[1]?.slice(0, 10)).toEqual([
      'Round',
      'Table',
      'Board',
      'N/S pair',
      'E/W pair',
      'Declarer',
      'Contract',
      'Result',
      'N/S score',
      'Entered at',
    ]);
    expect(rows.length).toBe(2 + 7 * 7 * 3);
    // Round 2, table 1: E/W 7 meets N/S 1 on boards 4-6.
    expect(rows.find((r) => r[0] === 2 && r[1] === 1)?.slice(0, 5)).toEqual([2, 1, 4, 1, 7]);
    expect(answer.value?.total).toBe(147);
  });

  it('refuses a movement it cannot seat, beside its field, and never replaces a sheet with results', () => {
    expect(setUp({ kind: 'Howell', pairs: '20' })).toMatchObject({ ok: false, field: 'pairs' });
    // Each refusal worded once, beside its field: the value given is said once.
    expect(setUp({ kind: 'Mitchell', pairs: '14', rounds: '9' })).toEqual({
      ok: false,
      message: 'a Mitchell of 7 tables plays 1–7 rounds, not 9',
      field: 'rounds',
    });
    expect(setUp({ kind: 'Mitchell', pairs: '14', arrowSwitch: 'x' })).toMatchObject({
      message: '"x": a round must be a number',
      field: 'arrowSwitch',
    });
    setUp({ kind: 'Mitchell', pairs: '10' });
    enter(1, 1, 1, 'N', '4S=');
    expect(setUp({ kind: 'Howell', pairs: '8' })).toMatchObject({
      ok: false,
      message: 'The sheet "Pairs evening" would be replaced: it holds 1 result. To replace it, type "replace" below.',
      field: 'replace',
    });
    // Only the word typed replaces it: not a yes from an older sidebar, not another word.
    expect(setUp({ kind: 'Howell', pairs: '8', replace: true as unknown as string }).ok).toBe(false);
    expect(setUp({ kind: 'Howell', pairs: '8', replace: 'yes' }).ok).toBe(false);
    expect(setUp({ kind: 'Howell', pairs: '8', replace: ' Replace ' }).ok).toBe(true);
  });
});

describe('entering by round and table', () => {
  beforeEach(() => {
    setUp({ kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
  });

  it('scores the contract for the board’s vulnerability, from N/S’s side', () => {
    // Board 2: N/S vulnerable. 4S= by N is 620; 3NT+1 by E on board 3 (E/W vulnerable) is 630 to E/W.
    expect(enter(1, 1, 2, 'N', '4S=')).toMatchObject({ ok: true, message: 'Board 2, table 1: 4S= by N (N/S 620).' });
    const after = enter(1, 1, 3, 'E', '3NT+1');
    expect(after.value?.rounds[0]?.tables[0]?.boards.map((b) => b.entered?.ns ?? null)).toEqual([null, 620, -630]);
    expect(after.value?.rounds[0]?.toCome).toBe(21 - 2);
  });

  it('refuses a board not played at the table this round, and a result the contract cannot have', () => {
    expect(enter(1, 1, 5, 'N', '4S=')).toMatchObject({
      ok: false,
      message: 'board 5 is not played at table 1 in round 1: it plays boards 1-3',
      field: 'board',
    });
    expect(enter(1, 1, 1, 'N', '4S+4')).toMatchObject({ ok: false, field: 'contract' });
    expect(enter(1, 1, 1, '', '4S=')).toMatchObject({ ok: false, field: 'declarer' });
  });

  it('takes an adjusted score and a board passed out', () => {
    expect(enter(1, 2, 4, '', 'Avg+')).toMatchObject({ ok: true });
    expect(enter(1, 2, 5, '', 'Pass')).toMatchObject({ ok: true });
    const rows = book.values('Pairs evening');
    expect(rows.find((r) => r[2] === 4)?.[8]).toBe('60/40');
    expect(rows.find((r) => r[2] === 5)?.slice(6, 9)).toEqual(['Pass', '', 0]);
  });

  it('writes only over what the scorer saw: a second scorer is told what is there', () => {
    // Board 7: both vulnerable, 3NT= is 600.
    expect(enter(1, 3, 7, 'S', '3NT=').ok).toBe(true);
    const late = enter(1, 3, 7, 'W', '2H+1');
    expect(late).toMatchObject({
      ok: false,
      message:
        'Not written: board 7 at table 3 now holds 3NT= by S (N/S 600), entered meanwhile. Check it, and enter again if it is wrong.',
    });
    // A correction, made over what is shown, is written.
    expect(enter(1, 3, 7, 'W', '2H+1', { declarer: 'S', contract: '3NT=', ns: 600 })).toMatchObject({ ok: true });
    expect(
      book
        .values('Pairs evening')
        .find((r) => r[2] === 7)
        ?.slice(5, 9),
    ).toEqual(['W', '2H', '+1', -140]);
  });
});

describe('a pair that leaves, and the end of the evening', () => {
  it('removes the boards E/W 3 would play from round 5, and publishes with every board in', () => {
    setUp({ kind: 'Mitchell', pairs: '14', boardsPerRound: '1' });
    const left = call('pairLeavesFrom', { pair: 'E/W 3', round: 5 });
    expect(left).toMatchObject({ ok: true });
    // E/W 3 would meet N/S 7, 1 and 2 in rounds 5, 6 and 7: those pairs sit out.
    expect(left.value?.rounds.slice(4).map((r) => r.sitOut)).toEqual([['N/S 7'], ['N/S 1'], ['N/S 2']]);
    expect(left.value?.total).toBe(49 - 3);
    expect(call('endPairsEvening', false)).toMatchObject({ ok: false, field: 'anyway' });
    for (const round of left.value?.rounds ?? [])
      for (const table of round.tables)
        for (const board of table.boards)
          enter(round.round, table.table, board.board, 'N', board.board % 2 ? '3NT=' : '2S+1');
    const end = call<{ ok: boolean; message: string; value?: { html: string } }>('endPairsEvening', false);
    expect(end.ok).toBe(true);
    expect(end.message).toMatch(/^Wrote "Ranking", "Travellers", "Score cards"\./);
    expect(end.value?.html).toContain('<h2 id="ranking">Ranking</h2>');
  });
});

describe('what the sheet and the director can do to an evening', () => {
  it('refuses an evening whose sheet is someone else’s, or whose row was typed over', () => {
    book
      .insertSheet('Pairs evening')
      .getRange(1, 1, 1, 1)
      .setValues([['my notes']]);
    expect(call('getPairsEvening')).toEqual({
      stage: 'broken',
      problem: 'the sheet "Pairs evening" was not made by Bridge Scorer',
    });
    expect(setUp({ kind: 'Mitchell', pairs: '10' })).toMatchObject({
      ok: false,
      message:
        'The sheet "Pairs evening" would be replaced: it was not made by Bridge Scorer. To replace it, type "replace" below.',
    });
    expect(setUp({ kind: 'Mitchell', pairs: '10', replace: 'replace' }).ok).toBe(true);
    // Row 3 is round 1, table 1, board 1: N/S 1 against E/W 1. Typed over with another pair, it is refused.
    book
      .getSheetByName('Pairs evening')
      ?.getRange(3, 5, 1, 1)
      .setValues([[4]]);
    expect(enter(1, 1, 1, 'N', '4S=')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^row 3 of "Pairs evening" is not a board the movement seats/),
    });
  });

  it('never drops a result: a pair cannot leave from a round it has a result in', () => {
    setUp({ kind: 'Mitchell', pairs: '14', boardsPerRound: '1' });
    // E/W 3 is at table 7 in round 5 (table e + r − 1, round the 7 tables), on board 4 (set t + r − 1), both vulnerable.
    expect(enter(5, 7, 4, 'N', '4S=').ok).toBe(true);
    expect(call('pairLeavesFrom', { pair: 'E/W 3', round: 5 })).toMatchObject({
      ok: false,
      message:
        'board 4 of round 5 at table 7 has a result, which the change would drop: clear it first if it was entered in error',
    });
    expect(call('pairLeavesFrom', { pair: 'E/W 3', round: 6 }).ok).toBe(true);
    expect(
      book
        .values('Pairs evening')
        .find((row) => row[0] === 5 && row[1] === 7)
        ?.slice(5, 9),
    ).toEqual(['N', '4S', '=', 620]);
  });

  it('seats a late pair in the phantom’s seat of an odd number, once', () => {
    setUp({ kind: 'Mitchell', pairs: '13', boardsPerRound: '1' });
    const before = call('getPairsEvening') as unknown as View;
    expect(before.rounds.map((r) => r.sitOut.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const late = call('latePairFrom', { round: 3 });
    expect(late.value?.rounds.map((r) => r.sitOut.length)).toEqual([1, 1, 0, 0, 0, 0, 0]);
    expect(late.value?.total).toBe(6 * 2 + 7 * 5);
    expect(call('latePairFrom', { round: 4 })).toMatchObject({
      ok: false,
      message: "a late pair already plays in the phantom's seat",
    });
  });

  it('prints the cards of the evening’s own movement, its changes included', () => {
    setUp({ kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    call('pairLeavesFrom', { pair: 'E/W 3', round: 5 });
    call('pairLeavesFrom', { pair: 'N/S 2', round: 6 });
    expect(call('pairsEveningCards')).toMatchObject({
      ok: true,
      message: 'Wrote "Movement", "Table cards", "Guide cards".',
    });
    const summary = book.values('Movement').find((row) => row[0] === 'Sit-outs')?.[1];
    expect(summary).toMatch(/^E\/W 3 leaves: from round 5, .*; N\/S 2 leaves: from round 6, /);
  });
});

describe('a director’s own columns', () => {
  it('stay as written beside the boards through a pair leaving and a late pair', () => {
    setUp({ kind: 'Mitchell', pairs: '13', boardsPerRound: '1' });
    const sheet = book.getSheetByName('Pairs evening');
    // A Notes column to the right of the evening's ten, and a note on every board row.
    const rows = book.values('Pairs evening').length;
    sheet?.getRange(2, 11, 1, 1).setValues([['Notes']]);
    sheet?.getRange(3, 11, rows - 2, 1).setValues(Array.from({ length: rows - 2 }, (_, i) => [`note ${i + 3}`]));
    expect(call('pairLeavesFrom', { pair: 'N/S 2', round: 6 }).ok).toBe(true);
    expect(call('latePairFrom', { round: 3 }).ok).toBe(true);
    const after = book.values('Pairs evening');
    // Every note is still on its row, and every row that still has a board has its note.
    for (let r = 3; r <= rows; r++) expect(after[r - 1]?.[10]).toBe(`note ${r}`);
    // N/S 2 is at table 2 always: rounds 6 and 7 there are emptied in the evening's columns only.
    const emptied = after.filter((row) => row[0] === '' && String(row[10]).startsWith('note'));
    expect(emptied.length).toBe(2);
  });

  it('are found by header when the scorer moves the evening’s columns', () => {
    setUp({ kind: 'Mitchell', pairs: '10' });
    const sheet = book.getSheetByName('Pairs evening');
    const values = book.values('Pairs evening');
    // Swap the Declarer and N/S score columns (F and I), headers and all.
    const swapped = values.slice(1).map((row) => {
      const copy = [...row];
      [copy[5], copy[8]] = [copy[8] ?? '', copy[5] ?? ''];
      return copy;
    });
    sheet?.getRange(2, 1, swapped.length, swapped[0]?.length ?? 10).setValues(swapped as never);
    expect(enter(1, 1, 1, 'N', '4S=')).toMatchObject({ ok: true });
    const row = book.values('Pairs evening')[2];
    expect([row?.[5], row?.[8]]).toEqual([420, 'N']);
  });
});

describe('what the review asked for', () => {
  beforeEach(() => {
    setUp({ kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
  });

  it('takes the vulnerability from the board, refusing a v typed in the line', () => {
    expect(enter(1, 1, 1, 'N', '4S= v')).toMatchObject({ ok: false, field: 'contract' });
    // An adjusted score with a declarer chosen is still the adjusted score.
    expect(enter(1, 1, 2, 'N', '60/40')).toMatchObject({ ok: true, message: 'Board 2, table 1: 60/40.' });
  });

  it('clears a board when nothing is typed over what it shows, and refuses pairs not at the table', () => {
    enter(1, 1, 1, 'N', '4S=');
    expect(enter(1, 1, 1, '', '', { declarer: 'N', contract: '4S=', ns: 420 })).toMatchObject({
      ok: true,
      message: 'Board 1, table 1: cleared.',
    });
    expect(
      call('enterPairsResult', {
        round: 2,
        table: 1,
        board: 4,
        declarer: 'N',
        contract: '4S=',
        shown: null,
        pairs: { ns: 'N/S 1', ew: 'E/W 1' },
      }),
    ).toMatchObject({
      ok: false,
      message: 'N/S 1 and E/W 1 do not play board 4 at table 1 in round 2: N/S 1 and E/W 7 do',
    });
  });

  it('names a score typed over in the sheet on its board, never ranks it, and will not publish it', () => {
    enter(1, 1, 1, 'N', '4S=');
    // Row 3 is board 1: its N/S score typed over by hand.
    book
      .getSheetByName('Pairs evening')
      ?.getRange(3, 9, 1, 1)
      .setValues([[1520]]);
    const view = call<View & { rounds: { tables: { boards: { problem?: string }[] }[] }[] }>('getPairsEvening');
    expect(view.rounds[0]?.tables[0]?.boards[0]?.problem).toBe(
      '4S= by N scores 420 for N/S, not 1520: enter the board again',
    );
    expect(view.entered).toBe(0);
    expect(call('endPairsEvening', true)).toMatchObject({ ok: false });
    // Entered again over what it shows, it stands.
    expect(enter(1, 1, 1, 'N', '4S=', { declarer: 'N', contract: '4S=', ns: 1520 }).value?.entered).toBe(1);
  });

  it('refuses a board’s row twice or missing, naming the rows', () => {
    const sheet = book.getSheetByName('Pairs evening');
    const row3 = book.values('Pairs evening')[2] as never[];
    const last = book.values('Pairs evening').length;
    sheet?.getRange(last + 1, 1, 1, row3.length).setValues([row3]);
    expect(call('getPairsEvening')).toEqual({
      stage: 'broken',
      problem: `rows 3 and ${last + 1} of "Pairs evening" are both board 1 at table 1 in round 1: delete one`,
    });
    sheet?.getRange(last + 1, 1, 1, row3.length).setValues([row3.map(() => '')]);
    sheet?.getRange(3, 1, 1, row3.length).setValues([row3.map(() => '')]);
    expect(call('getPairsEvening')).toEqual({
      stage: 'broken',
      problem: 'the row of board 1 at table 1 in round 1 is missing from "Pairs evening": put it back',
    });
  });

  it("takes an event's own 61.8/38.2 and publishes it (issue 45, item 10)", () => {
    const all = call<View>('getPairsEvening');
    const [first, ...rest] = all.rounds.flatMap((round) =>
      round.tables.flatMap((table) => table.boards.map((board) => ({ round: round.round, table: table.table, board }))),
    );
    if (first === undefined) throw new Error('no board to enter');
    // Read as a contract with no declarer, it was refused: `"": the declarer must be N, E, S or W`.
    expect(enter(first.round, first.table, first.board.board, '', '61.8/38.2')).toMatchObject({ ok: true });
    for (const { round, table, board } of rest) enter(round, table, board.board, 'N', '3NT=');
    // Publish once refused it: "row … of Results is not a result to publish".
    expect(call('endPairsEvening', false)).toMatchObject({ ok: true });
  });

  it('publishes the ranking the sidebar shows', () => {
    const all = call<View>('getPairsEvening');
    for (const round of all.rounds)
      for (const table of round.tables)
        for (const board of table.boards)
          enter(round.round, table.table, board.board, board.board % 3 ? 'N' : 'E', board.board % 2 ? '3NT=' : '4H-1');
    const shown = call<View>('getPairsEvening').ranking;
    expect(call('endPairsEvening', false).ok).toBe(true);
    const sheet = book.values('Ranking');
    expect(shown.map((block) => block.heading)).toEqual(['N/S', 'E/W']);
    for (const block of shown) {
      // The published block: its header row says the direction, its lines follow until a blank one.
      const header = sheet.findIndex((row) => row[1] === `${block.heading} pair`);
      const lines = sheet.slice(header + 1, header + 1 + block.lines.length);
      expect(lines.map((row) => [row[0], `${block.heading} ${row[1]}`, row[4]])).toEqual(
        block.lines.map((line) => [line.place, line.pair, line.percent]),
      );
    }
  });
});

describe('what no scorer would send', () => {
  it('is refused, never thrown: rounds that are no number, a contract of 100,000 characters, no form', () => {
    setUp({ kind: 'Mitchell', pairs: '10' });
    expect(enter(Number.NaN, 1, 1, 'N', '4S=')).toMatchObject({ ok: false, field: 'board' });
    expect(enter(1, 1, 1, 'N', '4'.repeat(100_000))).toMatchObject({ ok: false, field: 'contract' });
    expect(enter(1, 1, 1, 'Q', '4S=')).toMatchObject({ ok: false, field: 'declarer' });
    expect(call('pairLeavesFrom', { pair: 'x'.repeat(100_000), round: 2 })).toMatchObject({ ok: false, field: 'pair' });
    expect(call('latePairFrom', { round: 1e300 })).toMatchObject({ ok: false });
    expect(call('setUpPairsEvening', {})).toMatchObject({ ok: false, field: 'kind' });
    expect(call('endPairsEvening', 'yes')).toMatchObject({ ok: false, field: 'anyway' });
  });
});

describe('what an entry costs', () => {
  it('reads the sheet once (and its first cell), and writes its five cells in one call', () => {
    setUp({ kind: 'Mitchell', pairs: '14' });
    const before = { ...book.counts };
    expect(enter(1, 1, 1, 'N', '4S=').ok).toBe(true);
    // The A1 check that the sheet is the add-on's, the whole sheet, and the Pairs sheet's names (none here).
    expect(book.counts.reads - before.reads).toBe(2);
    expect(book.counts.writes - before.writes).toBe(1);
  });
});

describe('the names a setup starts from', () => {
  it('are the Pairs sheet’s, by direction in a Mitchell, and none without one', () => {
    expect(call('namedPairs')).toEqual([]);
    book
      .insertSheet('Pairs')
      .getRange(1, 1, 3, 3)
      .setValues([
        ['Pair', 'Direction', 'Names'],
        [1, 'N/S', 'Ann & Bob'],
        [1, 'E/W', 'Cat & Dan'],
      ]);
    expect(call('namedPairs')).toEqual(['N/S 1 · Ann & Bob', 'E/W 1 · Cat & Dan']);
  });
});
