/**
 * A board's scores sorted once, so that every score of a column is compared with all of them by binary
 * search: a column against its board in n log n, where comparing each pair costs n² (and scoring each
 * row by re-scoring the board, n³).
 */

/** The scores in ascending order; throws a RangeError on one that is not a finite number. */
export function sortedScores(scores: readonly number[]): Float64Array {
  for (const score of scores)
    if (!Number.isFinite(score)) throw new RangeError(`a score must be a finite number, not ${score}`);
  return Float64Array.from(scores).sort();
}

/**
 * How many leading indices of 0…length−1 satisfy `before`, which must hold for a prefix and fail for
 * the rest (a binary search).
 */
export function partitionPoint(length: number, before: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
