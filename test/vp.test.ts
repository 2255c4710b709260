import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blitzMargin, MAX_VP_BOARDS, victoryPoints, vpInputProblem } from '../core/index';

const TAU = (Math.sqrt(5) - 1) / 2;
/** The formula of the WBF scale, written here from its definition, before rounding and correction. */
const formula = (imps: number, boards: number) =>
  10 + (10 * (1 - TAU ** ((3 * imps) / (15 * Math.sqrt(boards))))) / (1 - TAU ** 3);

describe('Victory Points, the WBF continuous scale of 2013', () => {
  it('a draw is 10–10 and a blitz is 20–0', () => {
    expect(victoryPoints(0, 16)).toBe(10);
    expect(victoryPoints(blitzMargin(16), 16)).toBe(20);
    expect(victoryPoints(-blitzMargin(16), 16)).toBe(0);
    expect(victoryPoints(500, 16)).toBe(20);
  });

  it('the blitz is X = 15·√N rounded up: 60 IMPs for 16 boards, 43 for 8', () => {
    expect(blitzMargin(16)).toBe(60);
    expect(blitzMargin(8)).toBe(Math.ceil(15 * Math.sqrt(8)));
  });

  it('is the formula rounded to hundredths, raised (never lowered) by the correction, and the two sides share 20', () => {
    fc.assert(
      fc.property(fc.integer({ min: -120, max: 120 }), fc.integer({ min: 1, max: 64 }), (imps, boards) => {
        const vp = victoryPoints(imps, boards);
        const rounded = Math.round(Math.min(20, formula(Math.abs(imps), boards)) * 100);
        const winner = Math.round((imps < 0 ? 20 - vp : vp) * 100);
        expect(winner).toBeGreaterThanOrEqual(rounded);
        expect(Math.round((vp + victoryPoints(-imps, boards)) * 100)).toBe(2000);
      }),
    );
  });

  it('keeps each extra IMP worth no more than the one before (the correction)', () => {
    for (const boards of [1, 2, 3, 4, 6, 7, 8, 10, 12, 14, 16, 20, 24, 28, 32, 36, 48, 64]) {
      let previous = Number.POSITIVE_INFINITY;
      for (let imps = 1; imps <= blitzMargin(boards); imps++) {
        const step = Math.round((victoryPoints(imps, boards) - victoryPoints(imps - 1, boards)) * 100);
        expect(step, `${boards} boards, ${imps} IMPs`).toBeLessThanOrEqual(previous);
        expect(step).toBeGreaterThanOrEqual(0);
        previous = step;
      }
    }
  });

  // Worked by hand from the formula: 1 − τ³ = 2(1 − τ) = 2τ² because τ² + τ = 1, so a margin of X/3
  // gives 10 + 10(1 − τ)/(2(1 − τ)) = 15 exactly, and 2X/3 gives 10 + 10(1 − τ²)/(2τ²) = 10 + 5/τ = 18.09.
  it('gives 15.00 at a third of the blitz and 18.09 at two thirds, as the formula does by hand', () => {
    for (const [boards, third] of [
      [4, 10],
      [16, 20],
      [36, 30],
      [64, 40],
    ] as const) {
      expect(victoryPoints(third, boards), `${boards} boards`).toBe(15);
      expect(victoryPoints(2 * third, boards), `${boards} boards`).toBe(18.09);
      expect(victoryPoints(-third, boards)).toBe(5);
      expect(victoryPoints(-2 * third, boards)).toBe(1.91);
    }
  });

  it('gives 10.31 for one IMP in 16 boards: 10 + 10(1 − τ^(1/20))/(1 − τ³) = 10.311', () => {
    expect(victoryPoints(1, 16)).toBe(10.31);
    expect(victoryPoints(-1, 16)).toBe(9.69);
  });

  it('refuses a fractional margin, a match of no boards or one longer than the scale is built for', () => {
    expect(() => victoryPoints(1.5, 16)).toThrow(RangeError);
    expect(() => victoryPoints(3, 0)).toThrow('0: a match has a whole number of boards from 1 to 1000');
    expect(() => blitzMargin(1e15)).toThrow(/boards from 1 to/);
    expect(vpInputProblem(12, 16)).toBeNull();
    expect(vpInputProblem(12, MAX_VP_BOARDS + 1)).toMatchObject({ which: 'boards' });
    expect(vpInputProblem(-0.5, 16)).toEqual({
      which: 'imps',
      problem: 'an IMP margin is a whole number, such as 12 or -5',
    });
    expect(victoryPoints(12, MAX_VP_BOARDS)).toBeGreaterThan(10);
  });
});
