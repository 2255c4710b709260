// A sit-out typed as a director's row (issue 45, item 9): the row against the phantom gives the pair
// that sat out its award, but is no result of the board, so the board's top stays its played results'.
import { describe, expect, it } from 'vitest';
import { rankPairs } from '../../../core/results/ranking';

const played = [
  { board: 1, ns: '1', ew: '2', score: 420 },
  { board: 1, ns: '3', ew: '4', score: 170 },
  { board: 1, ns: '5', ew: '6', score: -50 },
  { board: 2, ns: '1', ew: '4', score: 100 },
  { board: 2, ns: '3', ew: '6', score: 50 },
  { board: 2, ns: '5', ew: '2', score: -100 },
];
const sitOut = { kind: 'artificial', ns: 60, ew: 0 } as const;

describe("a director's row against the phantom", () => {
  it('keeps the board at its three played results: 420 is a top, 100 %, as published', () => {
    const ranking = rankPairs([...played, { board: 1, ns: '7', ew: 'Phantom', adjusted: sitOut }]);
    if (!ranking.ok) throw new Error(ranking.error.reason);
    const pairs = new Map(ranking.value.blocks[0]?.pairs.map((pair) => [pair.pair, pair]));
    // Board 1 top 4 (three results, 2 / 1 scale): 420 earns 4; board 2: 100 earns 4. Pair 1: 8 of 8.
    expect(pairs.get('1')?.percent).toBe(100);
    expect(pairs.get('1')?.max).toBe(8);
    // Pair 7 sat out board 1 and is given 60 % of its top 4: 2.4 of 4.
    expect(pairs.get('7')).toMatchObject({ total: 2.4, max: 4, percent: 60 });
    expect(pairs.has('Phantom')).toBe(false);
  });

  it('counts the same for a phantom named in the options', () => {
    const ranking = rankPairs([...played, { board: 2, ns: '9', ew: '7', adjusted: sitOut }], { phantoms: ['9'] });
    if (!ranking.ok) throw new Error(ranking.error.reason);
    const pairs = new Map(ranking.value.blocks[0]?.pairs.map((pair) => [pair.pair, pair]));
    expect(pairs.get('1')?.percent).toBe(100);
    // E/W 7 given 0 % by the row as written.
    expect(pairs.get('7')).toMatchObject({ total: 0, max: 4 });
  });
});
