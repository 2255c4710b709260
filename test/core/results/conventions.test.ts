// Ranking as the source ranked (issue 45, item 3): BBO's boards scored among their own results, a pair's
// percentage the mean of its boards'; worked by hand from the rule in docs/rules.md.
import { describe, expect, it } from 'vitest';
import { SOURCE_CONVENTIONS } from '../../../core/results/conventions';
import { rankPairs } from '../../../core/results/ranking';
import type { PbnSession } from '../../../core/table/pbn/session';
import { averageUnplayed, creditSubstitutes } from '../../../core/table/pbn/source';

const bbo = SOURCE_CONVENTIONS.bbo;
const A_EQUAL = { kind: 'artificial', ns: 50, ew: 50 } as const;

describe('BBO: no Neuberg, the mean of the boards', () => {
  const results = [
    { board: 1, ns: '1', ew: '2', score: 420 },
    { board: 1, ns: '3', ew: '4', score: 170 },
    { board: 1, ns: '5', ew: '6', score: -50 },
    { board: 1, ns: '7', ew: '8', adjusted: A_EQUAL },
    { board: 2, ns: '1', ew: '4', score: 100 },
    { board: 2, ns: '3', ew: '2', score: 50 },
  ];

  it('scores board 1 among its three played results (top 4), the A== table 50 % to both', () => {
    const ranking = rankPairs(results, { neuberg: bbo.neuberg, percentOf: bbo.percentOf });
    if (!ranking.ok) throw new Error(ranking.error.reason);
    const percent = new Map(ranking.value.blocks[0]?.pairs.map((pair) => [pair.pair, pair.percent]));
    // Board 1: 420 4 of 4 (100 %), 170 2 (50 %), -50 0; board 2: 100 beats 50 (100 % and 0 %).
    expect(Object.fromEntries(percent)).toEqual({
      '1': 100, // 100 and 100
      '2': 50, // 0 and 100
      '3': 25, // 50 and 0
      '4': 25, // 50 and 0
      '5': 0,
      '6': 100,
      '7': 50,
      '8': 50,
    });
  });

  it('differs from Neuberg to the most-played board, where board 1 counts the A== table too', () => {
    const ranking = rankPairs(results);
    if (!ranking.ok) throw new Error(ranking.error.reason);
    const pair3 = ranking.value.blocks[0]?.pairs.find((pair) => pair.pair === '3');
    // Board 1 has 4 results (top 6): 170 earns 2 of 4 among three, factored (2 + 1) × 4/3 − 1 = 3; board 2
    // scaled from 2 to 4 results: 0 → (0 + 1) × 4/2 − 1 = 1. Pair 3: 4 of 12.
    expect(pair3?.percent).toBeCloseTo((4 / 12) * 100, 10);
  });

  it('ranks IMP pairs by total when told, though the pairs played different numbers of boards', () => {
    const imps = [
      { board: 1, ns: '1', ew: '2', score: 420 },
      { board: 1, ns: '3', ew: '4', score: 170 },
      { board: 2, ns: '1', ew: '4', score: 600 },
      { board: 2, ns: '3', ew: '5', score: 100 },
      { board: 3, ns: '1', ew: '2', score: 140 },
      { board: 3, ns: '3', ew: '4', score: 110 },
    ];
    // One comparison a result: 250 is 6 IMPs, 500 is 11, 30 is 1. Pair 1: 6 + 11 + 1 = 18 over three
    // boards; pair 5 played board 2 alone, +11; pair 4: 6 - 11 + 1 = -4; pair 2: -6 - 1 = -7; pair 3: -18.
    const order = (ranking: ReturnType<typeof rankPairs>) =>
      ranking.ok ? ranking.value.blocks[0]?.pairs.map((pair) => pair.pair) : ranking.error.reason;
    expect(order(rankPairs(imps, { scoring: 'cross-imps', imps: 'total' }))).toEqual(['1', '5', '4', '2', '3']);
    // By IMPs a board, pair 5's one board (+11) comes before pair 1's 6 a board.
    expect(order(rankPairs(imps, { scoring: 'cross-imps' }))).toEqual(['5', '1', '4', '2', '3']);
  });
});

describe('averageUnplayed: a board not played at a table is A== (BBO)', () => {
  it('gives a record of two pairs with nothing on it an average to both, and leaves a sit-out alone', () => {
    const session: PbnSession = {
      results: [
        { board: 1, ns: '1', ew: '2', line: 1 },
        { board: 1, ns: '3', line: 2 },
        { board: 1, ns: '4', ew: '5', score: 420, line: 3 },
      ],
      pairs: [],
    };
    expect(averageUnplayed(session).results.map((result) => result.adjusted)).toEqual([A_EQUAL, undefined, undefined]);
  });
});

describe('creditSubstitutes: a substitute plays for the registered pair', () => {
  const pair = (id: string, a: string, b: string) => ({ pair: id, names: `${a} - ${b}`, players: [a, b] });
  const played = (board: number, ns: string, ew: string) => ({ board, ns, ew, score: 100, line: board });

  it('credits the board bobbie420 played with Niksu to bobbie420 - branco8, who played the rest', () => {
    const session: PbnSession = {
      results: [played(1, '1', '3'), played(2, '1', '4'), played(3, '2', '3')],
      pairs: [
        pair('1', 'bobbie420', 'branco8'),
        pair('2', 'bobbie420', 'Niksu'),
        pair('3', 'x', 'y'),
        pair('4', 'z', 'w'),
      ],
    };
    const credited = creditSubstitutes(session);
    expect(credited.results.map((result) => result.ns)).toEqual(['1', '1', '1']);
    expect(credited.pairs.map((p) => [p.pair, p.names])).toEqual([
      ['1', 'bobbie420 - branco8 (+ Niksu)'],
      ['3', 'x - y'],
      ['4', 'z - w'],
    ]);
  });

  it('leaves two partnerships sharing a player apart when they played the same board', () => {
    const session: PbnSession = {
      results: [played(1, '1', '3'), played(1, '2', '4')],
      pairs: [pair('1', 'ann', 'bob'), pair('2', 'ann', 'cat'), pair('3', 'x', 'y'), pair('4', 'z', 'w')],
    };
    expect(creditSubstitutes(session)).toBe(session);
  });
});

describe('creditSubstitutes on a hostile file', () => {
  it('answers for one name in 20,000 partnerships that all played board 1: none a substitute', () => {
    const pairs: { pair: string; names: string; players: string[] }[] = [];
    const results: { board: number; ns: string; ew: string; score: number; line: number }[] = [];
    for (let k = 0; k < 20_000; k++) {
      pairs.push({ pair: String(k + 1), names: `x - p${k}`, players: ['x', `p${k}`] });
      // Every partnership of x plays board 1: none is another's substitute, and each is compared.
      results.push({ board: 1, ns: String(k + 1), ew: 'z', score: 0, line: k });
    }
    // Each is compared with x's first few partnerships only (PARTNERSHIPS_LOOKED_AT), not with all.
    const credited = creditSubstitutes({ results, pairs });
    expect(credited.pairs).toHaveLength(20_000);
  });
});
