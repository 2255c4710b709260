/**
 * Matchpoints for one board of a pairs game: each N/S score against every other, 2 for each one beaten
 * and 1 for each tie (or 1 and ½), both directions, as points and as percentages; and the Neuberg
 * adjustment for a board played fewer times than the most.
 */

export type MatchpointScale = 'two-one' | 'one-half';

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
  const scale = options.scale ?? 'two-one';
  const win = unit(scale);
  const n = nsScores.length;
  for (const score of nsScores)
    if (!Number.isFinite(score)) throw new RangeError(`a score must be a finite number, not ${score}`);
  if (options.expected !== undefined && !(Number.isInteger(options.expected) && options.expected >= 1))
    throw new RangeError(`the expected number of results is a whole number from 1, not ${options.expected}`);
  const expected = Math.max(options.expected ?? n, n);
  const top = win * (expected - 1);
  return nsScores.map((score) => {
    let raw = 0;
    for (const other of nsScores) raw += other < score ? win : other === score ? win / 2 : 0;
    raw -= win / 2; // the score's tie with itself
    const ns = expected > n ? neuberg(raw, n, expected, scale) : raw;
    const ew = top - ns;
    return { ns, ew, nsPercent: top === 0 ? 50 : (ns / top) * 100, ewPercent: top === 0 ? 50 : (ew / top) * 100 };
  });
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
  const index = board.indexOf(score);
  const all = index < 0 ? [...board, score] : board;
  return matchpoints(all, options)[index < 0 ? all.length - 1 : index] as Matchpoints;
}
