import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blitzMargin, formatVp, victoryPoints, vpInputProblem } from '../../../core/index';
import { MAX_VP_BOARDS } from '../../../core/results/index';

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

  it('the blitz is the smallest margin that gets 20.00, one below X rounded up where that rounds to 20 already', () => {
    for (let boards = 1; boards <= MAX_VP_BOARDS; boards++) {
      const blitz = blitzMargin(boards);
      expect(victoryPoints(blitz, boards)).toBe(20);
      expect(victoryPoints(blitz - 1, boards), `${boards} boards`).toBeLessThan(20);
      expect(blitz).toBeLessThanOrEqual(Math.ceil(15 * Math.sqrt(boards)));
    }
    // 41 boards: X = 96.04, but 96 IMPs is 10 + 10(1 − τ^(288/96.04))/(1 − τ³) = 19.998, which is 20.00.
    expect(blitzMargin(41)).toBe(96);
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

  it('lifts no value more than a hundredth above the rounded formula in matches of up to 33 boards', () => {
    for (let boards = 1; boards <= 33; boards++)
      for (let imps = 0; imps <= blitzMargin(boards); imps++) {
        const rounded = Math.round(Math.min(20, formula(imps, boards)) * 100);
        expect(
          Math.round(victoryPoints(imps, boards) * 100) - rounded,
          `${boards} boards, ${imps} IMPs`,
        ).toBeLessThanOrEqual(1);
      }
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

  // Danmarks Bridgeforbund's VP table for the WBF scale (matches of 1–10 boards, "spil"), as transcribed
  // in a public repository's test of its "official Danish VP table". Rows 8 and 10 are the ones where the
  // concavity correction moves a value (8 boards at 40 IMPs: 19.73 → 19.74; 10 boards at 27, 29 and 31:
  // 17.33 → 17.34, 17.67 → 17.68, 17.99 → 18.00), so they check the correction, not only the formula.
  const DANISH: Record<number, string> = {
    8: '10,00;10,44;10,86;11,27;11,67;12,05;12,42;12,77;13,12;13,45;13,78;14,09;14,39;14,68;14,96;15,23;15,50;15,75;16,00;16,23;16,46;16,68;16,90;17,11;17,31;17,50;17,69;17,87;18,04;18,21;18,37;18,53;18,68;18,83;18,97;19,11;19,24;19,37;19,50;19,62;19,74;19,85;19,95;20,00',
    10: '10,00;10,39;10,77;11,14;11,50;11,85;12,18;12,51;12,83;13,14;13,43;13,72;14,00;14,28;14,54;14,80;15,05;15,29;15,52;15,75;15,97;16,18;16,39;16,59;16,78;16,97;17,16;17,34;17,51;17,68;17,84;18,00;18,15;18,30;18,44;18,58;18,71;18,84;18,97;19,10;19,22;19,33;19,44;19,55;19,66;19,76;19,86;19,96;20,00',
  };
  // The same table's row lengths give the blitz for 1–10 boards (a row runs from 0 IMPs to the blitz).
  const DANISH_BLITZ = [15, 22, 26, 30, 34, 37, 40, 43, 45, 48];

  it('gives Danmarks Bridgeforbund’s published values for 8 and 10 boards, the correction included', () => {
    for (const [boards, row] of Object.entries(DANISH)) {
      const published = row.split(';').map((v) => Number(v.replace(',', '.')));
      expect(
        published.map((_, imps) => victoryPoints(imps, Number(boards))),
        `${boards} boards`,
      ).toEqual(published);
    }
  });

  it('blitzes where the Danish table’s rows end, for 1 to 10 boards', () => {
    expect(DANISH_BLITZ.map((_, i) => blitzMargin(i + 1))).toEqual(DANISH_BLITZ);
  });

  it('refuses a fractional margin, a match of no boards or one longer than the scale is built for', () => {
    expect(() => victoryPoints(1.5, 16)).toThrow(RangeError);
    expect(() => victoryPoints(3, 0)).toThrow('0: a match has a whole number of boards from 1 to 1000');
    expect(() => blitzMargin(1e15)).toThrow(/boards from 1 to/);
    expect(vpInputProblem(12, 16)).toEqual({ ok: true, value: null });
    expect(vpInputProblem(12, MAX_VP_BOARDS + 1)).toMatchObject({
      ok: false,
      error: { where: { argument: 'boards' } },
    });
    expect(vpInputProblem(-0.5, 16)).toMatchObject({
      ok: false,
      error: { where: { argument: 'imps' }, reason: 'an IMP margin is a whole number, such as 12 or -5' },
    });
    expect(victoryPoints(0, MAX_VP_BOARDS)).toBe(10);
    expect(victoryPoints(-blitzMargin(MAX_VP_BOARDS), MAX_VP_BOARDS)).toBe(0);
  });
});

describe('formatVp', () => {
  it('writes VPs to the scale’s two decimals, trailing zeros kept: 17.40 / 2.60, never 17.4 / 2.6', () => {
    expect(formatVp(17.4)).toBe('17.40');
    expect(formatVp(2.6)).toBe('2.60');
    // A blitz and a draw (docs/rules.md, Victory Points: 20.00 and 10.00).
    expect(formatVp(victoryPoints(blitzMargin(16), 16))).toBe('20.00');
    expect(formatVp(victoryPoints(0, 16))).toBe('10.00');
  });
});
