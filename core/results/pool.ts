/**
 * A board's results as a pool of weighted N/S scores, sorted once: what a result is compared with. A
 * played or assigned score weighs 1; a weighted adjusted score is its parts (50% 620 + 50% 420 is 620
 * weighing ½ and 420 weighing ½). Each question is a binary search and a prefix sum, so a board of n
 * results costs n log n however it was adjusted.
 */
import { IMP_STEPS, toImps } from './imps.js';
import { partitionPoint } from './sorted.js';

/** One N/S score and its weight in the board. */
export interface Part {
  readonly score: number;
  readonly weight: number;
}

/** The weighted N/S scores of a board's results, sorted once, answering each comparison by binary search. */
export class Pool {
  private readonly scores: Float64Array;
  private readonly prefix: Float64Array;

  constructor(parts: readonly Part[]) {
    for (const part of parts)
      if (!Number.isFinite(part.score)) throw new RangeError(`a score must be a finite number, not ${part.score}`);
    const sorted = [...parts].sort((a, b) => a.score - b.score);
    this.scores = Float64Array.from(sorted, (part) => part.score);
    this.prefix = new Float64Array(sorted.length + 1);
    sorted.forEach((part, i) => {
      this.prefix[i + 1] = (this.prefix[i] as number) + part.weight;
    });
  }

  /** The weight of the scores below `score`, and of those at most `score`. */
  private below(score: number): number {
    return this.prefix[partitionPoint(this.scores.length, (i) => (this.scores[i] as number) < score)] as number;
  }

  private atMost(score: number): number {
    return this.prefix[partitionPoint(this.scores.length, (i) => (this.scores[i] as number) <= score)] as number;
  }

  /** The whole weight of the pool. */
  get total(): number {
    return this.prefix[this.scores.length] as number;
  }

  /** Beaten and tied, by weight: the N/S matchpoints of `score` in wins (a tie half), before the unit. */
  wins(score: number): number {
    const below = this.below(score);
    return below + (this.atMost(score) - below) / 2;
  }

  /** The same for E/W, whose side wins where the N/S score is lower. */
  losses(score: number): number {
    const atMost = this.atMost(score);
    return this.total - atMost + (atMost - this.below(score)) / 2;
  }

  /** The IMPs of `score` against every score of the pool, by weight (a score of its own included: it is 0). */
  imps(score: number): number {
    let sum = 0;
    for (const step of IMP_STEPS) sum += this.atMost(score - step) - (this.total - this.below(score + step));
    return sum;
  }
}

/** A result's wins against its own parts, which the pool holds too: taken off its wins against the pool. */
export const ownWins = (parts: readonly Part[], score: number): number =>
  parts.reduce((sum, part) => sum + part.weight * (part.score < score ? 1 : part.score === score ? 0.5 : 0), 0);

/** A result's E/W wins against its own parts, taken off as ownWins are. */
export const ownLosses = (parts: readonly Part[], score: number): number =>
  parts.reduce((sum, part) => sum + part.weight * (part.score > score ? 1 : part.score === score ? 0.5 : 0), 0);

/** A result's IMPs against its own parts, taken off as ownWins are. */
export const ownImps = (parts: readonly Part[], score: number): number =>
  parts.reduce((sum, part) => sum + part.weight * toImps(score - part.score), 0);
