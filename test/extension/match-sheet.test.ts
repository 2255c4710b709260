// The team match sheet's logic, hand-worked from docs/rules.md: the scoring table, the board cycle (board
// 1 None, 2 N/S, 3 E/W, 4 Both), the IMP scale and the team match (team A's difference is table 1's N/S
// score minus table 2's), and the Victory Points sample table for four boards.
import { describe, expect, it } from 'vitest';
import { matchBoard, scoreSheet, sheetSummary, vpPair, withCell } from '../../extension/lib/match-sheet';
import { EMPTY_SHEET, type MatchSheet, readMatchSheet } from '../../extension/storage';

const sheet = (rows: readonly (readonly [string, string])[]): MatchSheet => ({
  table1: EMPTY_SHEET.table1.map((blank, i) => rows[i]?.[0] ?? blank),
  table2: EMPTY_SHEET.table2.map((blank, i) => rows[i]?.[1] ?? blank),
});

describe('a full four-board match', () => {
  const full = sheet([
    // Board 1, nobody vulnerable: 4♠= by N is 120 + 300 = +420; 3♠+1 by S is 120 + 50 = +170.
    // Team A gains 250: 220–260 is 6 IMPs.
    ['4S= N', '3S+1 S'],
    // Board 2, N/S vulnerable: 3NT= by N is 100 + 500 = +600; 4♠−1 by N vulnerable is −100.
    // Team A gains 700: 600–740 is 12 IMPs.
    ['3NT= N', '4S-1 N'],
    // Board 3, E/W vulnerable: 4♥= by E is 120 + 500 = 620 to E/W, −620 to N/S; the same typed as a score.
    // A difference of 0 is 0 IMPs.
    ['4H= E', '-620'],
    // Board 4, both vulnerable: 2NT= by N is 70 + 50 = +120; 1♦= by N is 20 + 50 = +70.
    // Team A gains 50: 50–80 is 2 IMPs.
    ['2NT= N', '1D= N'],
  ]);

  it('scores each board at both tables and converts the difference to IMPs', () => {
    const scored = scoreSheet(full);
    expect(scored.rows.map((row) => row.problem)).toEqual([undefined, undefined, undefined, undefined]);
    expect(
      scored.rows.map((row) => [row.result?.table1, row.result?.table2, row.result?.difference, row.result?.imps]),
    ).toEqual([
      [420, 170, 250, 6],
      [600, -100, 700, 12],
      [-620, -620, 0, 0],
      [120, 70, 50, 2],
    ]);
    expect(scored.match).toMatchObject({ total: 20, winner: 'A' });
  });

  it('sums it up, with both teams’ VPs: over 4 boards a margin of 20 is 18.09 (docs/rules.md sample table)', () => {
    expect(sheetSummary(scoreSheet(full))).toBe(
      'Total +20 IMPs to team A over 4 boards. Team A wins. Victory Points: team A 18.09, team B 1.91.',
    );
    // The same table: a margin of 10 over 4 boards is 15.00, and the loser has 20 − 15.
    expect(vpPair(10, 4)).toEqual([15, 5]);
    expect(vpPair(-10, 4)).toEqual([5, 15]);
  });
});

describe('a sheet part-way through', () => {
  it('has no summary before the first board is in', () => {
    expect(scoreSheet(EMPTY_SHEET)).toEqual({
      rows: [{ board: 1 }, { board: 2 }, { board: 3 }, { board: 4 }],
      match: null,
    });
    expect(sheetSummary(scoreSheet(EMPTY_SHEET))).toBe('No board scored yet.');
  });

  it('counts a single board and a single IMP in the singular, and gives no VPs before board 4', () => {
    // Board 1, typed as scores: +140 (3♠=, 90 + 50) against +110 (2♠=, 60 + 50): 30 is 1 IMP (20–40).
    // Then the same board the other way round (−250: −6 IMPs), and +420 at both tables (0).
    expect(sheetSummary(scoreSheet(sheet([['140', '110']])))).toBe('Total +1 IMP to team A over 1 board. Team A wins.');
    expect(sheetSummary(scoreSheet(sheet([['3S+1 S', '4S= N']])))).toBe(
      'Total −6 IMPs to team A over 1 board. Team B wins.',
    );
    expect(sheetSummary(scoreSheet(sheet([['420', '4S= N']])))).toBe('Total 0 IMPs to team A over 1 board. A draw.');
  });

  it('leaves a board with a blank cell out, and names each table’s problem on a bad board', () => {
    const scored = scoreSheet(
      sheet([
        ['4S= N', '3S+1 S'],
        ['4S=', '425'],
        ['3NT= S', ''],
      ]),
    );
    expect(scored.rows[1]).toEqual({
      board: 2,
      problem:
        'Table 1: "4S=": add the declarer (N, E, S or W), as in 4S= N; Table 2: "425": a bridge score is a multiple of 10',
    });
    expect(scored.rows[2]).toEqual({ board: 3 });
    expect(scored.match).toMatchObject({ total: 6, winner: 'A', boards: [{ board: 1 }] });
  });
});

describe('cells into the core’s scoreMatch input', () => {
  it('reads a contract with its declarer, or the N/S score', () => {
    expect(matchBoard(2, ['4S= N', '-100'])).toEqual({
      ok: true,
      value: {
        board: 2,
        table1: { contract: { level: 4, strain: 'S', doubling: '', declarer: 'N', result: 0 } },
        table2: { ns: -100 },
      },
    });
    expect(matchBoard(1, ['  ', '420'])).toBeUndefined();
  });
});

describe('the sheet as stored', () => {
  it('reads a stored sheet of two tables of four texts', () => {
    const stored = { table1: ['4S= N', '', '', '-50'], table2: ['3S+1 S', '', '', ''] };
    expect(readMatchSheet(stored)).toEqual(stored);
  });

  it('reads nothing else, not even a sheet with one cell that is not text: that is set aside, not repaired', () => {
    for (const stored of [
      null,
      'sheet',
      [],
      { table1: ['4S= N'] },
      { table1: 'abcd', table2: [] },
      { table1: ['4S= N', 420, '', ''], table2: ['', '', '', ''] },
    ])
      expect(readMatchSheet(stored)).toBeUndefined();
  });

  it('changes one cell, leaving the sheet it was given as it was', () => {
    const changed = withCell(EMPTY_SHEET, 'table2', 3, '620');
    expect(changed.table2).toEqual(['', '', '', '620']);
    expect(changed.table1).toBe(EMPTY_SHEET.table1);
    expect(EMPTY_SHEET.table2).toEqual(['', '', '', '']);
  });
});
