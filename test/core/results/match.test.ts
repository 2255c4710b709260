import { describe, expect, it } from 'vitest';
import { parseTableResult, scoreMatch } from '../../../core/index';
import { matchOf } from '../../../core/results/match';
import { worded } from '../../support';

describe('a teams match (docs/rules.md, IMPs and team matches)', () => {
  it('gives team A 6 IMPs for the worked board: 420 at table 1 against 170 at table 2', () => {
    const match = scoreMatch([
      {
        board: 1,
        table1: { contract: { level: 4, strain: 'S', doubling: '', declarer: 'N', result: 0 } },
        table2: { contract: { level: 3, strain: 'S', doubling: '', declarer: 'S', result: 1 } },
      },
    ]);
    expect(match).toMatchObject({
      ok: true,
      value: { boards: [{ board: 1, table1: 420, table2: 170, difference: 250, imps: 6 }], total: 6, winner: 'A' },
    });
  });

  it('totals four boards with each board’s own vulnerability and names the winner', () => {
    // Board 2 is N/S vulnerable: 4♥X by N down 2 is −500 at table 1; table 2 N/S make 2♥ for +110.
    // Board 3 is E/W vulnerable: E/W make 3NT at both tables (−600 each). Board 4: table 1 N/S +50, table 2 passed out.
    const match = scoreMatch([
      { board: 1, table1: { ns: 420 }, table2: { ns: 170 } },
      {
        board: 2,
        table1: { contract: { level: 4, strain: 'H', doubling: 'X', declarer: 'N', result: -2 } },
        table2: { contract: { level: 2, strain: 'H', doubling: '', declarer: 'N', result: 0 } },
      },
      {
        board: 3,
        table1: { contract: { level: 3, strain: 'NT', doubling: '', declarer: 'E', result: 0 } },
        table2: { contract: { level: 3, strain: 'NT', doubling: '', declarer: 'W', result: 0 } },
      },
      { board: 4, table1: { ns: 50 }, table2: { contract: { passedOut: true } } },
    ]);
    expect(match.ok).toBe(true);
    if (!match.ok) return;
    expect(match.value.boards.map((b) => [b.table1, b.table2, b.difference, b.imps])).toEqual([
      [420, 170, 250, 6],
      [-500, 110, -610, -12],
      [-600, -600, 0, 0],
      [50, 0, 50, 2],
    ]);
    expect(match.value.total).toBe(-4);
    expect(match.value.winner).toBe('B');
  });

  it('calls a level match a draw', () => {
    expect(scoreMatch([{ board: 1, table1: { ns: 100 }, table2: { ns: 100 } }])).toMatchObject({
      ok: true,
      value: { total: 0, winner: 'draw' },
    });
  });

  it('scores a board at the vulnerability it was played at, when the match sets one', () => {
    // Board 1 is nobody vulnerable by its number; played both vulnerable, 4♠= N is 120 + 500 = +620 at
    // table 1, against +420 typed at table 2: 200 is 5 IMPs.
    const board = {
      board: 1,
      table1: { contract: { level: 4, strain: 'S', doubling: '', declarer: 'N', result: 0 } },
      table2: { ns: 420 },
    } as const;
    expect(scoreMatch([board])).toMatchObject({ ok: true, value: { total: 0 } });
    expect(scoreMatch([{ ...board, vulnerability: 'All' }])).toMatchObject({
      ok: true,
      value: { boards: [{ vulnerability: 'All', table1: 620, imps: 5 }], total: 5 },
    });
  });

  it('names the board and table of a result it cannot score', () => {
    const match = scoreMatch([
      { board: 1, table1: { ns: 0 }, table2: { ns: 0 } },
      { board: 2, table1: { ns: 0 }, table2: { contract: { level: 4, strain: 'S', doubling: '', result: 0 } } },
    ]);
    expect(match).toMatchObject({ ok: false, error: { where: { board: 2, table: 2 }, code: 'declarer' } });
  });

  it('refuses a board number that is not a board', () => {
    expect(worded(scoreMatch([{ board: 0, table1: { ns: 0 }, table2: { ns: 0 } }]))).toMatchObject({
      ok: false,
      error: { message: '"0": a board number must be a whole number from 1' },
    });
  });
});

describe('matchOf, the match over boards already scored', () => {
  const board = (number: number, imps: number) =>
    ({ board: number, vulnerability: 'None', table1: 0, table2: 0, difference: 0, imps }) as const;

  it('sums team A’s IMPs and names who is ahead: A above zero, B below, a draw at zero', () => {
    expect(matchOf([board(1, 6), board(2, -2)])).toMatchObject({ total: 4, winner: 'A' });
    expect(matchOf([board(1, 6), board(2, -13)])).toMatchObject({ total: -7, winner: 'B' });
    expect(matchOf([board(1, 3), board(2, -3)])).toMatchObject({ total: 0, winner: 'draw' });
    expect(matchOf([])).toEqual({ boards: [], total: 0, winner: 'draw' });
  });
});

describe('parseTableResult reads a match-sheet cell', () => {
  it('a contract with declarer and result, or a N/S score', () => {
    expect(parseTableResult('4SN=')).toEqual({
      ok: true,
      value: { contract: { level: 4, strain: 'S', doubling: '', declarer: 'N', result: 0 } },
    });
    expect(parseTableResult('3NTX-2 by W')).toMatchObject({
      ok: true,
      value: { contract: { declarer: 'W', result: -2 } },
    });
    expect(parseTableResult('-500')).toEqual({ ok: true, value: { ns: -500 } });
    expect(parseTableResult('+420')).toEqual({ ok: true, value: { ns: 420 } });
    expect(parseTableResult('pass')).toEqual({ ok: true, value: { contract: { passedOut: true } } });
  });

  it('names what is missing or wrong, quoting the cell', () => {
    expect(worded(parseTableResult('4S='))).toMatchObject({
      ok: false,
      error: { message: '"4S=": add the declarer (N, E, S or W), as in 4S= N' },
    });
    expect(worded(parseTableResult('4S N'))).toMatchObject({
      ok: false,
      error: { message: '"4S N": add the result (=, +n or −n), as in 4S= N' },
    });
    expect(worded(parseTableResult('425'))).toMatchObject({
      ok: false,
      error: { message: '"425": a bridge score is a multiple of 10' },
    });
    expect(worded(parseTableResult(' 8S= N'))).toMatchObject({
      ok: false,
      error: { message: '" 8S= N": level must be 1–7' },
    });
  });
});

describe('a team match cell read by the one hand-row reader (issue 22)', () => {
  it('takes the tricks form, and drops invisible characters before reading a score', () => {
    // 4♠ by N with ten tricks is made exactly.
    expect(parseTableResult('4S 10 N')).toMatchObject({ ok: true, value: { contract: { result: 0, declarer: 'N' } } });
    expect(parseTableResult('\u200e420')).toEqual({ ok: true, value: { ns: 420 } });
  });

  it('refuses a score written with a separator that reads two ways, and a vulnerability the board knows', () => {
    expect(worded(parseTableResult('1.100'))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^"1\.100": a score could be a number with a thousands separator/) },
    });
    expect(worded(parseTableResult('4S= N NS'))).toMatchObject({
      ok: false,
      error: { message: '"4S= N NS": leave the vulnerability out: the board says who is vulnerable' },
    });
  });
});
