// MOVEMENT through the built Code.js, as Sheets calls it. Expected rows are worked from the movements'
// rules (docs/rules.md, Movements): a Mitchell's E/W pair e at table e + r − 1 in round r and boards
// down one; a 13-pair Mitchell's missing E/W 7 leaving one N/S pair out a round.
import { describe, expect, it } from 'vitest';
import { loadCode } from './load';

const { global: sheets } = loadCode();
const call = (...args: unknown[]) => (sheets.MOVEMENT as (...a: unknown[]) => (string | number)[][])(...args);

describe('MOVEMENT: the whole plan in one call', () => {
  it('spills a header, then a row a table a round in round order, boards as text', () => {
    const rows = call('Mitchell', 14);
    expect(rows[0]).toEqual(['Round', 'Table', 'N/S', 'E/W', 'Boards']);
    expect(rows.length).toBe(1 + 7 * 7);
    // Round 1: every pair at its own table, boards 1-3 at table 1; round 2: E/W 7 comes to table 1 with
    // boards 4-6 from table 2.
    expect(rows.slice(1, 3)).toEqual([
      [1, 1, 1, 1, '1-3'],
      [1, 2, 2, 2, '4-6'],
    ]);
    expect(rows[8]).toEqual([2, 1, 1, 7, '4-6']);
    // Round 7 at table 7: E/W 1, and set 6 (table 7's 7th set: 7, 1, 2, … 6).
    expect(rows.at(-1)).toEqual([7, 7, 7, 1, '16-18']);
    expect(rows.slice(1).every((row) => typeof row[4] === 'string')).toBe(true);
  });

  it('writes a pair sitting out as a row whose Table is Sit out, its pair in its seat’s column', () => {
    const rows = call('mitchell', 13, '', 2);
    const round1 = rows.filter((row) => row[0] === 1);
    expect(round1).toEqual([
      [1, 1, 1, 1, '1-2'],
      [1, 2, 2, 2, '3-4'],
      [1, 3, 3, 3, '5-6'],
      [1, 4, 4, 4, '7-8'],
      [1, 5, 5, 5, '9-10'],
      [1, 6, 6, 6, '11-12'],
      [1, 'Sit out', 7, '', ''],
    ]);
  });

  it('gives one board as its number, and a Howell’s pairs numbered 1…n', () => {
    const rows = call('Howell', 8, '', 1);
    expect(rows.length).toBe(1 + 7 * 4);
    expect(rows[1]?.[4]).toMatch(/^\d+$/);
    const pairs = new Set(rows.slice(1).flatMap((row) => [row[2], row[3]]));
    expect([...pairs].sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('gives the balanced full Howell: every two of 8 pairs on boards in one direction 3 times of 7', () => {
    // docs/rules.md, Howell: the balanced 4-table Howell's same-direction count is 3 for every two pairs.
    const side = new Map<string, string>();
    for (const [, , ns, ew, board] of call('Howell', 8, '', 1).slice(1)) {
      side.set(`${ns}:${board}`, 'NS');
      side.set(`${ew}:${board}`, 'EW');
    }
    const counts = new Set<number>();
    for (let p = 1; p <= 8; p++)
      for (let q = p + 1; q <= 8; q++)
        counts.add(
          Array.from({ length: 7 }, (_, b) => b + 1).filter((b) => side.get(`${p}:${b}`) === side.get(`${q}:${b}`))
            .length,
        );
    expect([...counts]).toEqual([3]);
  });

  it('names a pair playing the other way in an arrow-switched round by its own direction', () => {
    const rows = call('Mitchell', 14, 7, 2, '6, 7');
    expect(rows.filter((row) => row[0] === 5)[0]).toEqual([5, 1, 1, 4, '9-10']);
    expect(rows.filter((row) => row[0] === 6)[0]).toEqual([6, 1, 'E/W 3', 'N/S 1', '11-12']);
    expect(rows.filter((row) => row[0] === 7)[0]).toEqual([7, 1, 'E/W 2', 'N/S 1', '13-14']);
    // A range of rounds is read too.
    expect(call('Mitchell', 14, 7, 2, [[6], [7]])).toEqual(rows);
  });

  it('plays an even number of tables with a skip, or a relay when a pair is missing', () => {
    expect(call('Mitchell', 16).length).toBe(1 + 8 * 7);
    const relay = call('Mitchell', 15);
    // 8 tables, 8 rounds, one pair out a round (7 tables and a sit-out row); tables 1 and 8 share a set.
    expect(relay.length).toBe(1 + 8 * 8);
    const full = call('Mitchell relay', 16);
    expect(full[1]?.slice(0, 2).concat(full[1]?.[4] as string)).toEqual([1, 1, '1-3']);
    expect(full[8]?.slice(0, 2).concat(full[8]?.[4] as string)).toEqual([1, 8, '1-3']);
  });

  it('refuses what the movement cannot take, naming the argument and quoting the cell', () => {
    expect(() => call('Mitchel', 14)).toThrow(
      'kind: "Mitchel": a movement is Mitchell, Mitchell skip, Mitchell relay or Howell',
    );
    expect(() => call('Howell', 18)).toThrow('pairs: a Howell is for 4–16 pairs, not 18');
    expect(() => call('Howell', 'ten')).toThrow('pairs: "ten": the number of pairs must be a number');
    expect(() => call('Howell', 9.5)).toThrow('pairs: 9.5: the number of pairs must be a whole number');
    expect(() => call('Mitchell skip', 14)).toThrow(
      'kind: a skip is for an even number of tables: 7 tables play a plain Mitchell',
    );
    expect(() => call('Mitchell', 14, 9)).toThrow('rounds: a Mitchell of 7 tables plays 1–7 rounds, not 9');
    expect(() => call('Howell', 8, 5)).toThrow('rounds: a Howell of 4 tables plays 4, 6 or 7 rounds, not 5');
    expect(() => call('Howell', 6, '', 3)).toThrow(
      'boards_per_round: a Howell of 3 tables in full plays two half sets a round: boards a round must be even, not 3',
    );
    expect(() => call('Mitchell', 14, '', '', 'last')).toThrow('arrow_switch_rounds: "last": a round must be a number');
    expect(() => call('Mitchell', 14, '', '', 8)).toThrow('arrow_switch_rounds: round 8 is not one of the 7 rounds');
    expect(() => call('Howell', 10, '', '', 3)).toThrow('arrow_switch_rounds: an arrow switch is for a Mitchell');
    expect(() => call('Mitchell', [[14], [16]])).toThrow('pairs: one cell');
  });
});
