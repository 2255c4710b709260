/**
 * IMPs in a pairs game: cross-IMPs (each result against every other, averaged) and Butler (each result
 * against a datum, the average N/S score without the highest and the lowest).
 */
import type { ButlerHalves } from '../base/vocabulary.js';
import { IMP_STEPS, toImps } from './imps.js';
import { partitionPoint, sortedScores } from './sorted.js';

const checked = (scores: readonly number[]): void => {
  for (const score of scores)
    if (!Number.isFinite(score)) throw new RangeError(`a score must be a finite number, not ${score}`);
};

/**
 * The cross-IMPs of any N/S score on a board whose scores are `board` (the score among them, or not yet:
 * then it is added), as matchpointsAgainst does for matchpoints: the board is sorted once, so a column
 * costs n log n. A board of one score gives 0.
 * @example crossImpsAgainst([620, 420, 420, 170, -50])(620) // (5 + 5 + 10 + 12) / 4 = 8
 */
export function crossImpsAgainst(board: readonly number[]): (score: number) => number {
  const sorted = sortedScores(board);
  const n = sorted.length;
  return (score) => {
    if (!Number.isFinite(score)) throw new RangeError(`a score must be a finite number, not ${score}`);
    // An IMP for each step of the table that the difference reaches: so the sum over the board is, for
    // each step, the scores it beats by that much less those that beat it by that much. Ties and the
    // score itself differ by 0 and reach no step.
    let sum = 0;
    for (const step of IMP_STEPS) {
      sum += partitionPoint(n, (i) => score - (sorted[i] as number) >= step);
      sum -= n - partitionPoint(n, (i) => score - (sorted[i] as number) > -step);
    }
    const present =
      partitionPoint(n, (i) => (sorted[i] as number) <= score) >
      partitionPoint(n, (i) => (sorted[i] as number) < score);
    const others = present ? n - 1 : n;
    return others === 0 ? 0 : sum / others;
  };
}

/**
 * Each N/S score's IMPs against every other score of the board, averaged over the others (E/W's are
 * the negation). A board with one score gives 0.
 * @example crossImps([620, 420, 420, 170, -50])[0] // (5 + 5 + 10 + 12) / 4 = 8
 */
export function crossImps(nsScores: readonly number[]): number[] {
  return nsScores.map(crossImpsAgainst(nsScores));
}

/**
 * The cross-IMPs of one N/S score on a board whose scores are `board` (the score among them, or not yet:
 * then it is added), as matchpointsFor does for matchpoints.
 */
export const crossImpsFor = (score: number, board: readonly number[]): number => crossImpsAgainst(board)(score);

/**
 * The Butler datum: the average N/S score without the single highest and single lowest (all of them
 * when there are fewer than three), rounded to the nearest 10 as scores are, a half to the even ten.
 * @example butlerDatum([620, 420, 420, 170, -50]) // (420 + 420 + 170) / 3 = 336.7, so 340
 */
export function butlerDatum(nsScores: readonly number[], options: { readonly halves?: ButlerHalves } = {}): number {
  checked(nsScores);
  if (nsScores.length === 0) throw new RangeError('a datum needs at least one score');
  const sorted = [...nsScores].sort((a, b) => a - b);
  const kept = sorted.length >= 3 ? sorted.slice(1, -1) : sorted;
  return roundToTens(
    kept.reduce((sum, s) => sum + s, 0),
    kept.length,
    options.halves ?? 'even',
  );
}

/**
 * sum / count to the nearest 10, a tie going to the even ten (425 → 420, 435 → 440) as ACBLscore does,
 * or away from zero (425 → 430, −425 → −430) as Ruter does. Either way N/S and E/W mirror each other,
 * which Math.round would break: it sends +425 up and −425 up too.
 */
function roundToTens(sum: number, count: number, halves: ButlerHalves): number {
  const unit = 10 * count;
  const tens = Math.floor(sum / unit);
  const twice = 2 * (sum - tens * unit);
  const upOnHalf = halves === 'even' ? tens % 2 !== 0 : tens >= 0;
  const rounded = (twice > unit || (twice === unit && upOnHalf) ? tens + 1 : tens) * 10;
  return rounded === 0 ? 0 : rounded;
}

/**
 * Butler IMPs: each N/S score against the board's datum.
 * @example butler([620, 420, 420, 170, -50]) // { datum: 340, imps: [7, 2, 2, -5, -9] }
 */
export function butler(
  nsScores: readonly number[],
  options: { readonly halves?: ButlerHalves } = {},
): { readonly datum: number; readonly imps: number[] } {
  const datum = butlerDatum(nsScores, options);
  return { datum, imps: nsScores.map((score) => toImps(score - datum)) };
}
