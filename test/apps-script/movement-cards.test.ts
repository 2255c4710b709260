// The movement cards through the built Code.js on the fake spreadsheet: a 7-table Mitchell and a
// 5-table Howell. Every expected card comes from the movements' rules (docs/rules.md, Movements) or is
// counted from the sheet's own cells, never from the core's output.
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';

let book: FakeSpreadsheet;
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => book },
  LockService: { getDocumentLock: () => new FakeLock() },
});
type Answer = { ok: boolean; message: string; field?: string; value?: { html: string; fileName: string } };
const cards = (settings: Record<string, string>) => code.movementCards?.(settings) as Answer;

/** The cards of a sheet: each heading's rows up to the blank line after it. */
function cardsOf(sheet: string): Map<string, unknown[][]> {
  const rows = book.values(sheet).slice(1);
  const found = new Map<string, unknown[][]>();
  for (let i = 0; i < rows.length; i++) {
    const heading = rows[i]?.[0];
    if (typeof heading !== 'string' || heading === '' || rows[i]?.slice(1).some((cell) => cell !== '')) continue;
    const body: unknown[][] = [];
    for (let j = i + 2; j < rows.length && rows[j]?.some((cell) => cell !== ''); j++) body.push(rows[j] as unknown[]);
    found.set(heading, body);
  }
  return found;
}

beforeEach(() => {
  book = new FakeSpreadsheet();
});

describe('the cards of a 7-table Mitchell', () => {
  it('write the Movement, Table cards and Guide cards sheets, boards kept as text', () => {
    const answer = cards({ kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    expect(answer).toMatchObject({ ok: true, message: 'Wrote "Movement", "Table cards", "Guide cards".' });
    expect(answer.value?.fileName).toBe('movement-mitchell-14-pairs');
    const movement = book.values('Movement');
    expect(movement[0]?.[0]).toBe('Bridge Scorer · Movement');
    expect(movement[1]?.slice(0, 2)).toEqual(['Movement', 'Mitchell, 14 pairs at 7 tables']);
    expect(movement.find((row) => row[0] === 'Each board played')?.[1]).toBe('7 times');
    const plan = movement.slice(movement.findIndex((row) => row[0] === 'Round') + 1);
    expect(plan.length).toBe(49);
    // Written as text, not read by Sheets as 1 March.
    expect(plan[0]?.slice(0, 5)).toEqual([1, 1, 1, 1, '1-3']);
    expect(plan.every((row) => typeof row[4] === 'string')).toBe(true);
  });

  it('give each table its pairs, boards and where the boards go: E/W up one, boards down one', () => {
    cards({ kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    const tables = cardsOf('Table cards');
    expect([...tables.keys()]).toEqual(['Table 1', 'Table 2', 'Table 3', 'Table 4', 'Table 5', 'Table 6', 'Table 7']);
    // Table 3 meets E/W 3, 2, 1, 7, 6, 5, 4 and plays sets 3, 4, 5, 6, 7, 1, 2, passing them to table 2.
    expect(tables.get('Table 3')).toEqual([
      [1, 'N/S 3', 'E/W 3', '7-9', 'table 2'],
      [2, 'N/S 3', 'E/W 2', '10-12', 'table 2'],
      [3, 'N/S 3', 'E/W 1', '13-15', 'table 2'],
      [4, 'N/S 3', 'E/W 7', '16-18', 'table 2'],
      [5, 'N/S 3', 'E/W 6', '19-21', 'table 2'],
      [6, 'N/S 3', 'E/W 5', '1-3', 'table 2'],
      [7, 'N/S 3', 'E/W 4', '4-6', ''],
    ]);
    // Table 1 passes its boards to the last table.
    expect(tables.get('Table 1')?.[0]?.[4]).toBe('table 7');
  });

  it('give each pair its route, every E/W pair meeting every N/S pair and playing every board once', () => {
    cards({ kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    const guides = cardsOf('Guide cards');
    expect(guides.size).toBe(14);
    expect(guides.get('E/W 6')?.map((row) => row[1])).toEqual([6, 7, 1, 2, 3, 4, 5]);
    for (const [pair, rows] of guides) {
      expect(new Set(rows.map((row) => row[3])).size).toBe(7);
      const boards = rows.flatMap((row) => {
        const [first, last] = String(row[4]).split('-').map(Number) as [number, number];
        return Array.from({ length: last - first + 1 }, (_, i) => first + i);
      });
      expect([pair, boards.sort((a, b) => a - b)]).toEqual([pair, Array.from({ length: 21 }, (_, i) => i + 1)]);
    }
  });

  it('are laid out to print: the mark row frozen, headings and headers bold, columns set', () => {
    cards({ kind: 'Mitchell', pairs: '14' });
    expect(book.formats).toContain('Table cards frozen 1');
    // Table 1's heading and header, the rows under the mark; then table 2's, 10 rows on (7 rounds and a blank).
    expect(book.formats).toContain('Table cards!R2C1:R2C5 bold');
    expect(book.formats).toContain('Table cards!R3C1:R3C5 bold');
    expect(book.formats).toContain('Table cards!R12C1:R12C5 bold');
    expect(book.formats.filter((f) => f.startsWith('Guide cards!') && f.endsWith('bold')).length).toBe(28);
    expect(book.formats).toContain('Movement column 1 width 140');
    // The summary's labels bold, not its values.
    expect(book.formats).toContain('Movement!R2C1:R2C1 bold');
    expect(book.formats).not.toContain('Movement!R2C1:R2C5 bold');
  });
});

describe('the cards of a 5-table Howell', () => {
  it('route every pair against each of the 9 others once, over all 27 boards', () => {
    const answer = cards({ kind: 'Howell', pairs: '10', boardsPerRound: '3' });
    expect(answer.ok).toBe(true);
    const guides = cardsOf('Guide cards');
    expect([...guides.keys()]).toEqual(Array.from({ length: 10 }, (_, i) => `Pair ${i + 1}`));
    for (const [pair, rows] of guides) {
      const number = Number(pair.slice(5));
      const against = rows.map((row) => Number(row[3])).sort((a, b) => a - b);
      expect([pair, against]).toEqual([pair, Array.from({ length: 10 }, (_, i) => i + 1).filter((p) => p !== number)]);
      const sets = rows.map((row) => row[4]);
      expect(new Set(sets).size).toBe(9);
    }
    // Each table's card: 9 rounds, each board set at one table a round.
    const tables = cardsOf('Table cards');
    expect(tables.size).toBe(5);
    for (let round = 1; round <= 9; round++) {
      const sets = [...tables.values()].map((rows) => rows[round - 1]?.[3]);
      expect(new Set(sets).size).toBe(5);
    }
    expect(book.values('Movement').find((row) => row[0] === 'Meetings')?.[1]).toBe('every pair meets every other');
  });

  it('with 9 pairs: the missing pair 10 makes one pair sit out a round, each a different one', () => {
    cards({ kind: 'Howell', pairs: '9' });
    const guides = cardsOf('Guide cards');
    expect(guides.size).toBe(9);
    const sitOuts = [...guides.values()].map((rows) => rows.filter((row) => row[3] === 'sits out').length);
    expect(sitOuts).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});

describe('the cards dialog’s refusals', () => {
  it('say which setting is wrong, beside its field, and write nothing', () => {
    expect(cards({ kind: 'Howell', pairs: '20' })).toEqual({
      ok: false,
      message: 'pairs: a Howell is for 4–16 pairs, not 20',
      field: 'pairs',
    });
    expect(cards({ kind: 'Mitchell', pairs: '14', rounds: 'all' })).toMatchObject({
      ok: false,
      message: 'rounds: "all": the number of rounds must be a number',
      field: 'rounds',
    });
    expect(book.getSheetByName('Table cards')).toBeNull();
  });

  it('never replace a sheet someone wrote: the cards go beside it', () => {
    book
      .insertSheet('Table cards')
      .getRange(1, 1, 1, 1)
      .setValues([['my notes']]);
    const answer = cards({ kind: 'Mitchell', pairs: '10' });
    expect(answer.message).toBe(
      'Wrote "Movement", "Table cards 2", "Guide cards". "Table cards" is left as it is: Bridge Scorer never replaces a sheet.',
    );
    expect(book.values('Table cards')).toEqual([['my notes']]);
  });
});

describe('a pair that leaves, a late pair, in the cards', () => {
  it('sits out the pairs E/W 3 would meet from round 5, and marks it away on its own card', () => {
    const answer = cards({ kind: 'Mitchell', pairs: '14', leaves: 'E/W 3', leavesFrom: '5' });
    expect(answer.ok).toBe(true);
    // E/W 3 would be at tables 7, 1 and 2 in rounds 5, 6 and 7; table 7 plays set 4 in round 5.
    const tables = cardsOf('Table cards');
    expect(tables.get('Table 7')?.[4]?.slice(1, 4)).toEqual(['N/S 7 sits out', '—', '(10-12 not played)']);
    expect(tables.get('Table 1')?.[5]?.slice(1, 3)).toEqual(['N/S 1 sits out', '—']);
    expect(tables.get('Table 2')?.[6]?.slice(1, 3)).toEqual(['N/S 2 sits out', '—']);
    expect(tables.get('Table 7')?.[3]?.slice(1, 3)).toEqual(['N/S 7', 'E/W 4']);
    expect(
      cardsOf('Guide cards')
        .get('E/W 3')
        ?.map((row) => row[3]),
    ).toEqual(['N/S 3', 'N/S 4', 'N/S 5', 'N/S 6', 'away', 'away', 'away']);
    expect(book.values('Movement').find((row) => row[0] === 'Sit-outs')?.[1]).toBe(
      'E/W 3 leaves: from round 5, whoever it would meet sits out (3 sit-outs in all)',
    );
  });

  it('puts a late pair in the phantom’s seat, and refuses one when every seat is taken', () => {
    expect(cards({ kind: 'Mitchell', pairs: '13', lateFrom: '3' }).ok).toBe(true);
    // E/W 7, the phantom's seat, is at table i + 6 in round i: from round 3, tables 2 to 6.
    expect(
      cardsOf('Guide cards')
        .get('E/W 7')
        ?.map((row) => row[3]),
    ).toEqual(['away', 'away', 'N/S 2', 'N/S 3', 'N/S 4', 'N/S 5', 'N/S 6']);
    expect(book.values('Movement').find((row) => row[0] === 'Sit-outs')?.[1]).toBe(
      'E/W 7 comes late, for round 3: until then, whoever it would meet sits out (2 sit-outs in all)',
    );
    expect(cards({ kind: 'Mitchell', pairs: '14', lateFrom: '3' })).toMatchObject({
      ok: false,
      message: "late_from: there is no phantom's seat: the movement was set for 14 pairs, and a late pair needs one",
      field: 'late_from',
    });
    expect(cards({ kind: 'Mitchell', pairs: '14', leaves: 'N/S 9', leavesFrom: '2' })).toMatchObject({
      ok: false,
      message: 'leaves: there is no N/S 9 in this movement',
    });
  });
});

describe('the summary’s counts', () => {
  it('say how many meetings a change leaves out, and the range of plays a board has', () => {
    cards({ kind: 'Mitchell', pairs: '14', leaves: 'E/W 3', leavesFrom: '5' });
    const summary = book.values('Movement');
    // E/W 3 meets 4 N/S pairs, then leaves; N/S 7, 1 and 2 meet 6. Those boards are played 6 times, the rest 7.
    expect(summary.find((row) => row[0] === 'Meetings')?.[1]).toBe('each pair meets 4–7 pairs of the other direction');
    expect(summary.find((row) => row[0] === 'Each board played')?.[1]).toBe('6 or 7 times');
  });
});
