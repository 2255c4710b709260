/**
 * Victory Points by the WBF continuous scale of 2013, for a match of N boards: X = 15·√N,
 * τ = (√5 − 1)/2, VP = 10 + 10·(1 − τ^(3·IMPs/X)) / (1 − τ³), at most 20, to two decimals; the loser
 * has 20 − VP. After rounding, a step up in IMPs may gain a hundredth more than the step before it; the
 * WBF's correction keeps each extra IMP worth no more than the one before. Here, wherever
 * V(I+1) − V(I) > V(I) − V(I−1), V(I) is raised by 0.01, until no step does; for every length the scale
 * takes (1 to 1,000 boards) the result is the same whichever order the steps are mended in.
 *
 * The tests check it against Danmarks Bridgeforbund's published table for 8 and 10 boards, whose
 * corrected values (8 boards, 40 IMPs: 19.74; 10 boards: 17.34, 17.68, 18.00) it gives; the WBF's own
 * printed tables for longer matches were not at hand. The correction lifts a value above the rounded
 * formula by at most 0.01 up to 33 boards, 0.02 up to 59, 0.03 at some lengths from 60 (60, 64, …),
 * 0.04 at some from 90, and more in very long matches (0.28 at 1,000), where many rounded steps are
 * uneven (docs/rules.md, Victory Points).
 */

import { type Problem, problem } from '../base/problem.js';
import { err, ok, type Result } from '../base/result.js';

const TAU = (Math.sqrt(5) - 1) / 2;
const TAU_CUBED = TAU ** 3;

const tables = new Map<number, number[]>();

/** The winner's VPs, in hundredths, for margins 0, 1, 2, … up to the blitz, corrected for concavity. */
function scale(boards: number): number[] {
  const cached = tables.get(boards);
  if (cached !== undefined) return cached;
  const blitz = 15 * Math.sqrt(boards);
  const hundredths: number[] = [];
  for (let imps = 0; ; imps++) {
    const vp = Math.min(20, 10 + (10 * (1 - TAU ** ((3 * imps) / blitz))) / (1 - TAU_CUBED));
    hundredths.push(Math.round(vp * 100));
    if (vp >= 20) break;
  }
  // Work in whole hundredths, so that the comparisons are exact.
  for (let changed = true; changed; ) {
    changed = false;
    for (let m = 2; m < hundredths.length; m++) {
      const step = (hundredths[m] as number) - (hundredths[m - 1] as number);
      const before = (hundredths[m - 1] as number) - (hundredths[m - 2] as number);
      if (step > before) {
        hundredths[m - 1] = (hundredths[m - 1] as number) + 1;
        changed = true;
        break;
      }
    }
  }
  tables.set(boards, hundredths);
  return hundredths;
}

/** The longest match the scale is built for; a table of 15·√N hundredths is kept per length. */
export const MAX_VP_BOARDS = 1000;

/**
 * Which of the two numbers is unusable (`where.argument`), and why, in words a face shows after the value
 * it quotes.
 */
export interface VpInputProblem extends Problem {
  readonly where: { readonly argument: 'imps' | 'boards' };
}

/**
 * What is wrong with an IMP margin and a match length for the VP scale, or ok when nothing is: the
 * one place both faces (and victoryPoints) learn the rule.
 */
export function vpInputProblem(imps: number, boards: number): Result<null, VpInputProblem> {
  if (!Number.isInteger(imps)) {
    return err({
      ...problem('imps-whole', 'an IMP margin is a whole number, such as 12 or -5'),
      where: { argument: 'imps' },
    });
  }
  if (!Number.isInteger(boards) || boards < 1 || boards > MAX_VP_BOARDS) {
    const reason = `a match has a whole number of boards from 1 to ${MAX_VP_BOARDS}`;
    return err({
      ...problem('boards-range', reason, { params: { min: 1, max: MAX_VP_BOARDS } }),
      where: { argument: 'boards' },
    });
  }
  return ok(null);
}

/**
 * The VPs of the side whose IMP margin is `imps` (negative when it lost) in a match of `boards` boards.
 * Throws a RangeError, with vpInputProblem's words, for numbers the scale does not take.
 * @example victoryPoints(0, 16) // 10
 * @example victoryPoints(-200, 16) // 0
 */
export function victoryPoints(imps: number, boards: number): number {
  const table = checkedScale(imps, boards);
  const winner = (table[Math.min(Math.abs(imps), table.length - 1)] as number) / 100;
  return imps < 0 ? Math.round((20 - winner) * 100) / 100 : winner;
}

/**
 * VPs as the scale gives them, to two decimals however many are zero: `17.40`, `2.60`, `20.00`. The one
 * way every face writes them, so that a sheet, a print and a calculator agree.
 * @example formatVp(17.4) // '17.40'
 */
export const formatVp = (vp: number): string => vp.toFixed(2);

/**
 * The blitz: the smallest margin that takes all 20 VPs. That is X = 15·√N rounded up, except where the
 * margin before it already rounds to 20.00 (41, 50, 62, 63 boards, and a third of the longer lengths).
 * Throws as victoryPoints does.
 */
export const blitzMargin = (boards: number): number => checkedScale(0, boards).indexOf(2000);

function checkedScale(imps: number, boards: number): number[] {
  const bad = vpInputProblem(imps, boards);
  if (!bad.ok) throw new RangeError(`${bad.error.where.argument === 'imps' ? imps : boards}: ${bad.error.reason}`);
  return scale(boards);
}
