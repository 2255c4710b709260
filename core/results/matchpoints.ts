/**
 * Matchpoints for one board of a pairs game: each N/S score against every other, 2 for each one beaten
 * and 1 for each tie (or 1 and ½), both directions, as points and as percentages; and the Neuberg
 * adjustment for a board played fewer times than the most.
 */

import { partitionPoint, sortedScores } from './sorted.js';

/** How matchpoints are counted: 2 for a win and 1 for a tie, or 1 and ½. */
export type MatchpointScale = 'two-one' | 'one-half';

/** A board's matchpoints for N/S and E/W, and each as a percentage of the top. */
export interface Matchpoints {
  readonly ns: number;
  readonly ew: number;
  readonly nsPercent: number;
  readonly ewPercent: number;
}

const unit = (scale: MatchpointScale) => (scale === 'two-one' ? 2 : 1);

/**
 * Neuberg: the matchpoints `mp` earned among `actual` results, scaled to a board of `expected` results.
 * On the 2/1 scale M′ = (M + 1)·E/A − 1; on the 1/½ scale M′ = (M + ½)·E/A − ½.
 * @example neuberg(18, 10, 11) // 19.9: a sole top among 10 results when 11 were expected
 */
export function neuberg(mp: number, actual: number, expected: number, scale: MatchpointScale = 'two-one'): number {
  if (!(actual >= 1 && expected >= actual))
    throw new RangeError(`Neuberg needs 1 ≤ actual ≤ expected results, not ${actual} of ${expected}`);
  const half = unit(scale) / 2;
  return ((mp + half) * expected) / actual - half;
}

const checkExpected = (expected: number | undefined): void => {
  if (expected !== undefined && !(Number.isInteger(expected) && expected >= 1))
    throw new RangeError(`the expected number of results is a whole number from 1, not ${expected}`);
};

/**
 * The matchpoints of any N/S score on a board whose scores are `board`: a score among them is scored
 * against the others; one not among them as if it were added. The board is sorted once, so a column of
 * scores costs n log n. Throws a RangeError on a score that is not a finite number, or an `expected`
 * that is not a whole number from 1 (programming errors: faces check cells first).
 * @example matchpointsAgainst([620, 420, 170])(420) // { ns: 2, ... } of a top of 4
 */
export function matchpointsAgainst(
  board: readonly number[],
  options: { readonly scale?: MatchpointScale; readonly expected?: number } = {},
): (score: number) => Matchpoints {
  const scale = options.scale ?? 'two-one';
  const win = unit(scale);
  const sorted = sortedScores(board);
  checkExpected(options.expected);
  return (score) => {
    if (!Number.isFinite(score)) throw new RangeError(`a score must be a finite number, not ${score}`);
    const beaten = partitionPoint(sorted.length, (i) => (sorted[i] as number) < score);
    const tied = partitionPoint(sorted.length, (i) => (sorted[i] as number) <= score) - beaten;
    // A score on the board ties with itself, which earns nothing; one not on it joins the board.
    const n = tied > 0 ? sorted.length : sorted.length + 1;
    const others = tied > 0 ? tied - 1 : 0;
    const raw = win * beaten + (win / 2) * others;
    const expected = Math.max(options.expected ?? n, n);
    const top = win * (expected - 1);
    const ns = expected > n ? neuberg(raw, n, expected, scale) : raw;
    const ew = top - ns;
    return { ns, ew, nsPercent: top === 0 ? 50 : (ns / top) * 100, ewPercent: top === 0 ? 50 : (ew / top) * 100 };
  };
}

/**
 * Matchpoints for each N/S score of one board, in the order given. With `expected` above the number of
 * scores, each is adjusted by Neuberg to a board of that many results. Throws a RangeError on a score
 * that is not a finite number, or an `expected` that is not a whole number from 1 (programming errors:
 * faces check cells first).
 * @example matchpoints([620, 420, 420, 170, -50])[0] // { ns: 8, ew: 0, nsPercent: 100, ewPercent: 0 }
 */
export function matchpoints(
  nsScores: readonly number[],
  options: { readonly scale?: MatchpointScale; readonly expected?: number } = {},
): Matchpoints[] {
  return nsScores.map(matchpointsAgainst(nsScores, options));
}

/**
 * The matchpoints of one N/S score on a board whose scores are `board` (the score among them, or not
 * yet: then it is added).
 * @example matchpointsFor(420, [620, 420, 170]) // { ns: 2, ... } of a top of 4
 */
export function matchpointsFor(
  score: number,
  board: readonly number[],
  options: { readonly scale?: MatchpointScale; readonly expected?: number } = {},
): Matchpoints {
  return matchpointsAgainst(board, options)(score);
}
