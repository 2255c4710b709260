// The minimum-cost perfect matching against brute force: every perfect matching of a small graph listed
// by the test's own recursion (the first unmatched vertex takes each allowed partner in turn), the least
// total kept. The matching may return any one of several of equal cost, so its cost is compared, and its
// pairs are checked to be a perfect matching of allowed pairs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minCostPerfectMatching } from '../../../core/teams/matching';

/** Costs of the pairs i < j, undefined where forbidden, as a full symmetric table. */
type Costs = (number | undefined)[][];

/** The least total of any perfect matching, or null when there is none: every matching tried. */
function bruteForce(costs: Costs): number | null {
  const n = costs.length;
  if (n % 2 === 1) return null;
  const taken = new Array<boolean>(n).fill(false);
  let best: number | null = null;
  const pair = (total: number): void => {
    const first = taken.indexOf(false);
    if (first === -1) {
      if (best === null || total < best) best = total;
      return;
    }
    taken[first] = true;
    for (let other = first + 1; other < n; other++) {
      const cost = costs[first]?.[other];
      if (taken[other] || cost === undefined) continue;
      taken[other] = true;
      pair(total + cost);
      taken[other] = false;
    }
    taken[first] = false;
  };
  pair(0);
  return best;
}

/** The matching's pairs, checked to cover each vertex once by allowed pairs, and their total cost. */
function totalOf(costs: Costs, pairs: [number, number][]): number {
  const seen = new Set<number>();
  let total = 0;
  for (const [i, j] of pairs) {
    expect(i).toBeLessThan(j);
    expect(seen.has(i) || seen.has(j)).toBe(false);
    seen.add(i).add(j);
    const cost = costs[i]?.[j];
    expect(cost).toBeDefined();
    total += cost ?? 0;
  }
  expect(seen.size).toBe(costs.length);
  return total;
}

const solve = (costs: Costs) => minCostPerfectMatching(costs.length, (i, j) => costs[i]?.[j]);

/** A random graph of n vertices: each pair forbidden with the chance given, else a whole cost. */
const graph = (sizes: { min: number; max: number }, costs: fc.Arbitrary<number>) =>
  fc.integer(sizes).chain((n) =>
    fc
      .tuple(
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), costs), {
          minLength: (n * (n - 1)) / 2,
          maxLength: (n * (n - 1)) / 2,
        }),
      )
      .map(([forbidden, pairs]) => {
        const table: Costs = Array.from({ length: n }, () => new Array<number | undefined>(n).fill(undefined));
        let k = 0;
        for (let i = 0; i < n; i++)
          for (let j = i + 1; j < n; j++) {
            const [chance, cost] = pairs[k++] as [number, number];
            if (chance < forbidden) continue;
            (table[i] as (number | undefined)[])[j] = cost;
            (table[j] as (number | undefined)[])[i] = cost;
          }
        return table;
      }),
  );

describe('minCostPerfectMatching against every perfect matching', () => {
  it('finds the least total, or none when there is none, on random graphs of up to 12 vertices', () => {
    fc.assert(
      fc.property(graph({ min: 0, max: 12 }, fc.integer({ min: -50, max: 200 })), (costs) => {
        const expected = bruteForce(costs);
        const found = solve(costs);
        expect(found === null ? null : totalOf(costs, found)).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('finds it with squared place differences, the costs a Swiss draw gives, and many ties', () => {
    fc.assert(
      fc.property(
        graph({ min: 2, max: 12 }, fc.constant(0)).map((table) =>
          table.map((row, i) => row.map((cost, j) => (cost === undefined ? undefined : (i - j) ** 2))),
        ),
        (costs) => {
          const found = solve(costs);
          expect(found === null ? null : totalOf(costs, found)).toBe(bruteForce(costs));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('finds it on dense graphs of large costs, where blossoms nest', () => {
    fc.assert(
      fc.property(graph({ min: 8, max: 12 }, fc.integer({ min: 0, max: 1_000_000 })), (costs) => {
        const found = solve(costs);
        expect(found === null ? null : totalOf(costs, found)).toBe(bruteForce(costs));
      }),
      { numRuns: 200 },
    );
  });
});

describe('minCostPerfectMatching on graphs worked by hand', () => {
  it('pairs neighbours on a line, and takes the cheaper way round a square', () => {
    expect(minCostPerfectMatching(4, (i, j) => (i - j) ** 2)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    // 0–1 and 2–3 cost 10 each; 0–3 and 1–2 cost 1 each; the diagonals are forbidden.
    const square = [
      [undefined, 10, undefined, 1],
      [10, undefined, 1, undefined],
      [undefined, 1, undefined, 10],
      [1, undefined, 10, undefined],
    ];
    expect(solve(square)).toEqual([
      [0, 3],
      [1, 2],
    ]);
  });

  it('finds the only perfect matching through a triangle that must be left by one edge', () => {
    // Triangle 0–1–2 (cheap) with a pendant 3 on 2, and 4–5 apart: 2 must go to 3, leaving 0–1.
    const costs: Costs = Array.from({ length: 6 }, () => new Array<number | undefined>(6).fill(undefined));
    const allow = (i: number, j: number, cost: number) => {
      (costs[i] as (number | undefined)[])[j] = cost;
      (costs[j] as (number | undefined)[])[i] = cost;
    };
    allow(0, 1, 5);
    allow(1, 2, 0);
    allow(0, 2, 0);
    allow(2, 3, 9);
    allow(4, 5, 1);
    expect(solve(costs)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
  });

  it('has none for an odd number of vertices, and none when a vertex may meet nobody', () => {
    expect(minCostPerfectMatching(5, () => 0)).toBeNull();
    expect(minCostPerfectMatching(4, (i) => (i === 0 ? undefined : 0))).toBeNull();
    // Two triangles joined by nothing: each odd, so no perfect matching, though every vertex has partners.
    expect(minCostPerfectMatching(6, (i, j) => (Math.floor(i / 3) === Math.floor(j / 3) ? 0 : undefined))).toBeNull();
    expect(minCostPerfectMatching(0, () => 0)).toEqual([]);
  });

  it('refuses a cost it could not keep exact', () => {
    expect(() => minCostPerfectMatching(2, () => 0.5)).toThrow(RangeError);
    expect(() => minCostPerfectMatching(2, () => 2 ** 40)).toThrow(RangeError);
  });
});
