import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { butler, butlerDatum, crossImps } from '../../../core/index';
import { boardScores } from '../../support';

const peer = createRequire(import.meta.url)('bridge-scorer') as { crossImps: (games: object[]) => void };

describe('cross-IMPs: each result against every other, averaged', () => {
  it('scores a five-table board, worked by hand from the IMP table', () => {
    // 620 against 420, 420, 170, -50: 200 → 5, 5, 450 → 10, 670 → 12; (5 + 5 + 10 + 12) / 4 = 8.
    // 170 against 620, 420, 420, -50: -10, -6, -6, +220 → 6; (-10 - 6 - 6 + 6) / 4 = -4.
    const imps = crossImps([620, 420, 420, 170, -50]);
    expect(imps[0]).toBe(8);
    expect(imps[3]).toBe(-4);
    expect(imps.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('agrees with bridge-scorer on random boards', () => {
    fc.assert(
      fc.property(boardScores(), (scores) => {
        const games = scores.map((score) => ({ contract: { declaror: 'N' }, score, impsNS: { value: 0 } }));
        peer.crossImps(games);
        crossImps(scores).forEach((ours, i) => {
          expect(ours).toBeCloseTo((games[i] as { impsNS: { value: number } }).impsNS.value, 10);
        });
      }),
    );
  });
});

describe('Butler: each result against a datum', () => {
  it('drops the highest and the lowest, averages the rest and rounds to 10', () => {
    // (420 + 420 + 170) / 3 = 336.7 → 340. 620 - 340 = 280 → 7; 420 → 80 → 2; 170 → -170 → -5; -50 → -390 → -9.
    expect(butler([620, 420, 420, 170, -50])).toEqual({ datum: 340, imps: [7, 2, 2, -5, -9] });
  });

  it('averages every score when there are fewer than three, and never gives −0', () => {
    expect(butlerDatum([420, 400])).toBe(410);
    expect(Object.is(butlerDatum([-4, 0, 4]), 0)).toBe(true);
  });

  it('refuses an empty board or a score that is not a number', () => {
    expect(() => butlerDatum([])).toThrow(RangeError);
    expect(() => crossImps([420, Number.NaN])).toThrow(/finite/);
  });
});
