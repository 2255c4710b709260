/**
 * Honors, as rubber bridge scores them (docs/rules.md, Rubber bridge) for the side that holds them, declarer's or defenders': 100 for four of
 * the five trump honors in one hand, 150 for all five, 150 for four aces at no trump.
 */

import { isRecord, show } from '../base/read.js';
import type { Result } from '../base/result.js';
import { err, ok } from '../base/result.js';
import type { Strain } from '../base/vocabulary.js';

export interface Honors<Holder extends string> {
  readonly side: Holder;
  readonly points: 100 | 150;
}

/** Whether `points` of honors can be held in a contract of `strain`: at no trump only the four aces. */
export function honorsProblem(strain: Strain, points: number): string | undefined {
  if (strain === 'NT') return points === 150 ? undefined : 'at no trump only four aces count, for 150';
  return points === 100 || points === 150 ? undefined : 'trump honors are 100 (four) or 150 (all five)';
}

/** Reads `{ side, points }` held in a contract of `strain`. */
export function readHonors<Holder extends string>(
  value: unknown,
  sides: readonly Holder[],
  strain: Strain,
): Result<Honors<Holder>, string> {
  if (!isRecord(value)) return err(`honors must be { side, points }, not ${show(value)}`);
  if (!(sides as readonly unknown[]).includes(value.side)) {
    return err(`the side holding honors must be ${sides.join(' or ')}, not ${show(value.side)}`);
  }
  const problem = honorsProblem(strain, value.points as number);
  if (typeof value.points !== 'number' || problem !== undefined)
    return err(`honors of ${show(value.points)}: ${problem}`);
  return ok({ side: value.side as Holder, points: value.points as 100 | 150 });
}
