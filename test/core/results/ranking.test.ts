import { describe, expect, it } from 'vitest';
import { rankPairs } from '../../../core/results/ranking';
import { scoreTravellers } from '../../../core/results/travellers';

const result = (board: number, ns: string, ew: string, score: number) => ({ board, ns, ew, score });

describe('scoreTravellers: every result against its own board', () => {
  it('matchpoints both directions, worked by hand from the rule', () => {
    // Board 1: 420 beats 170 (2 of a top of 2). Board 2: -100 and -100 tie (1 each).
    const scored = scoreTravellers([
      { board: 1, score: 420 },
      { board: 2, score: -100 },
      { board: 1, score: 170 },
      { board: 2, score: -100 },
    ]);
    expect(scored).toEqual([
      { scoring: 'matchpoints', ns: 2, ew: 0, top: 2, nsPercent: 100, ewPercent: 0 },
      { scoring: 'matchpoints', ns: 1, ew: 1, top: 2, nsPercent: 50, ewPercent: 50 },
      { scoring: 'matchpoints', ns: 0, ew: 2, top: 2, nsPercent: 0, ewPercent: 100 },
      { scoring: 'matchpoints', ns: 1, ew: 1, top: 2, nsPercent: 50, ewPercent: 50 },
    ]);
  });

  it('scales a board played fewer times to the most-played one by Neuberg', () => {
    // Board 1 has 3 results (top 4); board 2 has 2, scaled to 3: (M + 1) × 3/2 − 1, so 2 → 3.5 and 0 → 0.5.
    const scored = scoreTravellers([
      { board: 1, score: 420 },
      { board: 1, score: 170 },
      { board: 1, score: -50 },
      { board: 2, score: 110 },
      { board: 2, score: 90 },
    ]);
    expect(scored.map((s) => (s.scoring === 'matchpoints' ? [s.ns, s.ew, s.top] : []))).toEqual([
      [4, 0, 4],
      [2, 2, 4],
      [0, 4, 4],
      [3.5, 0.5, 4],
      [0.5, 3.5, 4],
    ]);
  });

  it('gives cross-IMPs and Butler IMPs, E/W the negation', () => {
    // 420 against 170 is 250 points, 6 IMPs. The Butler datum of two scores is their average, 295, to the
    // even ten 300: 420 is 120 above it (3 IMPs), 170 is 130 below (4 IMPs).
    const entries = [
      { board: 1, score: 420 },
      { board: 1, score: 170 },
    ];
    expect(scoreTravellers(entries, { scoring: 'cross-imps' })).toEqual([
      { scoring: 'cross-imps', ns: 6, ew: -6 },
      { scoring: 'cross-imps', ns: -6, ew: 6 },
    ]);
    expect(scoreTravellers(entries, { scoring: 'butler' })).toEqual([
      { scoring: 'butler', ns: 3, ew: -3, datum: 300 },
      { scoring: 'butler', ns: -4, ew: 4, datum: 300 },
    ]);
  });
});

describe('rankPairs: a session ranked, best first', () => {
  // Four pairs, two boards: pairs 1 and 4 win board 1 and tie board 2 (3 of 4, 75%); 2 and 3 get 25%.
  const howell = [
    result(1, '1', '2', 420),
    result(1, '3', '4', 170),
    result(2, '2', '3', -100),
    result(2, '4', '1', -100),
  ];

  it('ranks by percentage, equal percentages sharing a place', () => {
    const ranking = rankPairs(howell);
    expect(ranking.ok && ranking.value.blocks).toEqual([
      {
        pairs: [
          { place: '1=', pair: '1', total: 3, boards: 2, max: 4, percent: 75 },
          { place: '1=', pair: '4', total: 3, boards: 2, max: 4, percent: 75 },
          { place: '3=', pair: '2', total: 1, boards: 2, max: 4, percent: 25 },
          { place: '3=', pair: '3', total: 1, boards: 2, max: 4, percent: 25 },
        ],
      },
    ]);
  });

  it('ranks a Mitchell by direction: N/S 1 and E/W 1 are two pairs', () => {
    const mitchell = [
      result(1, '1', '1', 420),
      result(1, '2', '2', 170),
      result(2, '1', '2', -50),
      result(2, '2', '1', -100),
    ];
    const ranking = rankPairs(mitchell, { byDirection: true });
    expect(
      ranking.ok && ranking.value.blocks.map((b) => [b.direction, b.pairs.map((p) => [p.place, p.pair, p.percent])]),
    ).toEqual([
      [
        'NS',
        [
          ['1', '1', 100],
          ['2', '2', 0],
        ],
      ],
      [
        'EW',
        [
          ['1=', '1', 50],
          ['1=', '2', 50],
        ],
      ],
    ]);
    // Read as one list of pairs, pair 1 would sit against itself: refused, saying how to rank it.
    const refused = rankPairs(mitchell);
    expect(refused.ok || refused.error).toMatchObject({ code: 'pair-against-itself', params: { pair: '1', board: 1 } });
    expect(refused.ok || refused.error.reason).toMatch(/rank by direction/);
  });

  it('refuses a pair with two results on one board, naming both', () => {
    const twice = rankPairs([result(1, '1', '2', 420), result(1, '1', '3', 170)]);
    expect(twice.ok || twice.error).toMatchObject({
      code: 'pair-board-twice',
      params: { pair: '1', board: 1, entry: 1, earlier: 0 },
    });
  });

  it('ranks IMP pairs by total IMPs', () => {
    const ranking = rankPairs(howell, { scoring: 'cross-imps' });
    // Board 1: 420 v 170, 6 IMPs to pairs 1 and 4; board 2 a tie.
    expect(
      ranking.ok && ranking.value.blocks[0]?.pairs.map((p) => [p.place, p.pair, p.total, p.boards, p.perBoard]),
    ).toEqual([
      ['1=', '1', 6, 2, 3],
      ['1=', '4', 6, 2, 3],
      ['3=', '2', -6, 2, -3],
      ['3=', '3', -6, 2, -3],
    ]);
  });

  it('orders pair numbers as numbers, and refuses an empty session', () => {
    const ranking = rankPairs([result(1, '10', '2', 0), result(1, '9', '11', 0)]);
    expect(ranking.ok && ranking.value.blocks[0]?.pairs.map((p) => p.pair)).toEqual(['2', '9', '10', '11']);
    const none = rankPairs([]);
    expect(none.ok || none.error.code).toBe('no-results');
  });
});
