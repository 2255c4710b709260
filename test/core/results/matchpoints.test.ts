import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchpoints } from '../../../core/index';
import { neuberg } from '../../../core/results/index';
import { boardScores } from '../../support';

// The npm package bridge-scorer, a correct and simple peer: an independent check on random boards.
const peer = createRequire(import.meta.url)('bridge-scorer') as {
  matchpoints: (games: object[], scoring: { win: number; tie: number }) => void;
};

describe('matchpoints: 2 for each score beaten, 1 for each tie', () => {
  it('scores a five-table board, worked by hand from the rule', () => {
    // 620 beats four (8); each 420 beats two and ties one (5); 170 beats one (2); -50 beats none (0). Top 8.
    expect(matchpoints([620, 420, 420, 170, -50])).toEqual([
      { ns: 8, ew: 0, nsPercent: 100, ewPercent: 0 },
      { ns: 5, ew: 3, nsPercent: 62.5, ewPercent: 37.5 },
      { ns: 5, ew: 3, nsPercent: 62.5, ewPercent: 37.5 },
      { ns: 2, ew: 6, nsPercent: 25, ewPercent: 75 },
      { ns: 0, ew: 8, nsPercent: 0, ewPercent: 100 },
    ]);
  });

  it('on the 1 / ½ scale gives half the points and the same percentages', () => {
    expect(matchpoints([620, 420, 420, 170, -50], { scale: 'one-half' }).map((m) => [m.ns, m.nsPercent])).toEqual([
      [4, 100],
      [2.5, 62.5],
      [2.5, 62.5],
      [1, 25],
      [0, 0],
    ]);
  });

  it('agrees with bridge-scorer on random boards', () => {
    fc.assert(
      fc.property(boardScores(), (scores) => {
        const games = scores.map((score) => ({ contract: { declaror: 'N' }, score, matchpointsNS: { value: 0 } }));
        peer.matchpoints(games, { win: 2, tie: 1 });
        expect(matchpoints(scores).map((m) => m.ns)).toEqual(games.map((g) => g.matchpointsNS.value));
      }),
    );
  });

  it('never lets the two directions add up to anything but the top', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -300, max: 300 }), { minLength: 1, maxLength: 20 }), (scores) =>
        matchpoints(scores).every((m) => m.ns + m.ew === 2 * (scores.length - 1)),
      ),
    );
  });
});

describe('Neuberg, for a board played fewer times than the most', () => {
  it('the EBU’s example: a sole top among 10 results, where 11 were expected, is 19.9 out of 20', () => {
    expect(neuberg(18, 10, 11)).toBeCloseTo(19.9, 10);
    expect(neuberg(0, 10, 11)).toBeCloseTo(0.1, 10);
  });

  it('the ACBL’s half-point form, (E/A)·(M + ½) − ½, gives half the same answer', () => {
    expect(neuberg(9, 10, 11, 'one-half')).toBeCloseTo(9.95, 10);
  });

  it('is applied by matchpoints when more results were expected, against the top of the full board', () => {
    const [top] = matchpoints([620, 420, 170], { expected: 4 });
    // (4 + 1)·4/3 − 1 = 5.67 of a top of 6.
    expect(top?.ns).toBeCloseTo(17 / 3, 10);
    expect(top?.nsPercent).toBeCloseTo((17 / 3 / 6) * 100, 10);
  });

  it('refuses more results than expected, and an expected count that is not a whole number', () => {
    expect(() => neuberg(4, 5, 3)).toThrow(RangeError);
    expect(() => matchpoints([420, 170], { expected: Number.NaN })).toThrow(/whole number from 1, not NaN/);
    expect(() => matchpoints([420, 170], { expected: 2.5 })).toThrow(RangeError);
  });
});
