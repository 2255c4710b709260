// SWISSDRAW through the built Code.js, as Sheets calls it: the teams in seeding order and a matches
// sheet's columns, as 2-D arrays of cells. Expected draws are worked by hand from the rules (docs/rules.md,
// The Swiss draw) and checked against a brute-force least-squares draw written here, the order taken from
// TEAMSRANKING's ranking of the same rounds.
import { describe, expect, it } from 'vitest';
import { loadCode } from './load';

const { global: sheets } = loadCode();
const call = (name: string, ...args: unknown[]) => (sheets[name] as (...a: unknown[]) => unknown)(...args);
/** A column as Sheets passes a range: one cell a row. */
const col = (...cells: unknown[]) => cells.map((cell) => [cell]);
/** A matches sheet as rows `[round, home, away, home IMPs, away IMPs, boards]`, into the call's columns. */
const sheet = (rows: readonly (readonly unknown[])[]) =>
  [0, 1, 2, 3, 4, 5].map((c) => rows.map((row) => [row[c] ?? '']));

describe('SWISSDRAW: the next round of a Swiss in one call', () => {
  /**
   * The draw by the rules, by brute force over every pairing of `order` (best first) with no pair in
   * `met`: the top team left takes partners in place order, so the first pairing of least sum of squared
   * place differences met is the one the tie rule wants.
   */
  function leastSquares(order: readonly string[], met: readonly string[]): string[] {
    const key = (a: string, b: string) => [a, b].sort().join('-');
    const forbidden = new Set(met.map((pair) => key(...(pair.split('-') as [string, string]))));
    let best: { sum: number; tables: string[] } | undefined;
    const walk = (left: number[], sum: number, tables: string[]) => {
      if (left.length === 0) {
        if (best === undefined || sum < best.sum) best = { sum, tables };
        return;
      }
      const [top, ...rest] = left as [number, ...number[]];
      for (const partner of rest) {
        if (forbidden.has(key(order[top] as string, order[partner] as string))) continue;
        const line = `${order[top]} v ${order[partner]}`;
        walk(
          rest.filter((i) => i !== partner),
          sum + (partner - top) ** 2,
          [...tables, line],
        );
      }
    };
    walk(
      order.map((_, i) => i),
      0,
      [],
    );
    return best?.tables ?? [];
  }
  const drawn = (out: unknown) => (out as unknown[][]).slice(1).map((row) => `${row[1]} v ${row[2]}`);
  const seeding = col('A', 'B', 'C', 'D', 'E', 'F');

  it('draws round 1 from the seeding: top half against bottom half', () => {
    const none = col('');
    expect(call('SWISSDRAW', seeding, none, none, none, none, none, 8)).toEqual([
      ['Table', 'Home', 'Away'],
      [1, 'A', 'D'],
      [2, 'B', 'E'],
      [3, 'C', 'F'],
    ]);
  });

  it('draws round 2 by the ranking TEAMSRANKING gives, the least sum of squares, no rematch', () => {
    // Round 1: A beat D by 15, E beat B by 22, C and F drew. Ranked E, A, C, F (level with C, after it
    // in seeding), D, B. Of the draws without a rematch, E v A, C v D, F v B and E v C, A v F, D v B both
    // sum 9; the tie goes to E meeting A, the highest placed it can.
    const [rounds, home, away, plus, minus] = sheet([
      [1, 'A', 'D', 25, 10],
      [1, 'B', 'E', 8, 30],
      [1, 'C', 'F', 12, 12],
    ]);
    const order = (call('TEAMSRANKING', rounds, home, away, plus, minus, 8) as unknown[][])
      .slice(1)
      .map((line) => line[1] as string);
    expect(order).toEqual(['E', 'A', 'C', 'F', 'D', 'B']);
    const out = call('SWISSDRAW', seeding, rounds, home, away, plus, minus, 8);
    expect(out).toEqual([
      ['Table', 'Home', 'Away'],
      [1, 'E', 'A'],
      [2, 'C', 'D'],
      [3, 'F', 'B'],
    ]);
    expect(drawn(out)).toEqual(leastSquares(order, ['A-D', 'B-E', 'C-F']));
  });

  it('gives an odd field’s bye to the lowest placed that has not had one', () => {
    // Five teams; round 1 gave E the bye. Round 2 ranks A (beat C by 20), D (beat B by 2), E (a bye at a
    // draw, 10), B, C: C, last, has had no bye.
    const [rounds, home, away, plus, minus] = sheet([
      [1, 'A', 'C', 25, 5],
      [1, 'B', 'D', 10, 12],
      [1, 'E', 'Bye'],
    ]);
    const out = call('SWISSDRAW', col('A', 'B', 'C', 'D', 'E'), rounds, home, away, plus, minus, 8) as unknown[][];
    expect(out.at(-1)).toEqual(['', 'C', 'Bye']);
    expect(drawn(out).slice(0, 2)).toEqual(leastSquares(['A', 'D', 'E', 'B'], ['A-C', 'B-D']));
  });

  it.each([
    [
      'a team not in teams',
      [
        [1, 'A', 'D', 25, 10],
        [1, 'B', 'X', 8, 30],
      ],
      'row 2: "X" is not one of the event\'s teams',
    ],
    [
      'a rematch typed by hand',
      [
        [1, 'A', 'D', 25, 10],
        [1, 'B', 'E', 8, 30],
        [1, 'C', 'F', 12, 12],
        [2, 'A', 'B', 1, 1],
        [2, 'F', 'c', 1, 1],
      ],
      'row 5: "F" and "c" met in round 1 already',
    ],
    [
      'a team drawn twice in a round',
      [
        [1, 'A', 'D', 25, 10],
        [1, 'B', 'A', 8, 30],
      ],
      'row 2: "A" is drawn twice in round 1',
    ],
    [
      'a match with one score',
      [
        [1, 'A', 'D', 25, ''],
        [1, 'B', 'E', 8, 30],
      ],
      "row 1: this match has one side's IMPs only",
    ],
  ])('refuses %s, naming the row', (_, rows, message) => {
    const [rounds, home, away, plus, minus] = sheet(rows);
    expect(() => call('SWISSDRAW', seeding, rounds, home, away, plus, minus, 8)).toThrow(message);
  });

  it('refuses when no draw avoids a rematch, and two teams alike in the seeding', () => {
    // Four teams that have all met one another: a fourth round has no draw.
    const [rounds, home, away, plus, minus] = sheet([
      [1, 'A', 'B', 1, 0],
      [1, 'C', 'D', 1, 0],
      [2, 'A', 'C', 1, 0],
      [2, 'B', 'D', 1, 0],
      [3, 'A', 'D', 1, 0],
      [3, 'B', 'C', 1, 0],
    ]);
    expect(() => call('SWISSDRAW', col('A', 'B', 'C', 'D'), rounds, home, away, plus, minus, 8)).toThrow(
      'no draw avoids a rematch',
    );
    const none = col('');
    expect(() => call('SWISSDRAW', col('A', 'B', 'a'), none, none, none, none, none, 8)).toThrow(
      'teams: row 3: two teams are called "a": give each its own name',
    );
  });
});
