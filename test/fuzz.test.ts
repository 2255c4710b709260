// Properties that hold for any input, checked on random ones: the fast forms of the pairs scoring agree
// with the rules' pairwise definitions, and no input makes a loader, a parser or the add-on throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossImpsAgainst, matchpointsAgainst, toImps } from '../core/index';

// Scores of any size a sheet may hold, fractions and near-duplicates included, not only tens.
const score = fc.oneof(
  fc.integer({ min: -400, max: 400 }).map((n) => n * 10),
  fc.integer({ min: -8000, max: 8000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
);
const board = fc.array(score, { minLength: 1, maxLength: 40 });

describe('matchpoints and cross-IMPs against a sorted board equal the pairwise rule', () => {
  it('matchpoints: 2 a score beaten, 1 a tie, against every other score of the board', () => {
    fc.assert(
      fc.property(board, score, fc.boolean(), (scores, extra, inBoard) => {
        const s = inBoard ? (scores[0] as number) : extra;
        // The rule, pair by pair: a score not on the board joins it; its tie with itself earns nothing.
        const all = scores.includes(s) ? scores : [...scores, s];
        let raw = -1;
        for (const other of all) raw += other < s ? 2 : other === s ? 1 : 0;
        const ours = matchpointsAgainst(scores)(s);
        expect(ours.ns).toBe(raw);
        expect(ours.ns + ours.ew).toBe(2 * (all.length - 1));
      }),
    );
  });

  it('cross-IMPs: the IMPs against every other score, averaged', () => {
    fc.assert(
      fc.property(board, score, fc.boolean(), (scores, extra, inBoard) => {
        const s = inBoard ? (scores[0] as number) : extra;
        const others = [...scores];
        const at = others.indexOf(s);
        if (at >= 0) others.splice(at, 1);
        let sum = 0;
        for (const other of others) sum += toImps(s - other);
        expect(crossImpsAgainst(scores)(s)).toBe(others.length === 0 ? 0 : sum / others.length);
      }),
    );
  });
});
