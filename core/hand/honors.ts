/**
 * Honors, as rubber bridge scores them (docs/rules.md, Rubber bridge) for the side that holds them,
 * declarer's or defenders': 100 for four of the five trump honors in one hand, 150 for all five, 150 for
 * four aces at no trump.
 */

import { isRecord, show } from '../base/read.js';
import { err, ok, type ParseError, parseError, type Result } from '../base/result.js';
import type { Strain } from '../base/vocabulary.js';
import { orList } from '../base/words.js';

/** Honors held (100 or 150) and who holds them, to score above the line. */
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
    return err(`the side holding honors must be ${orList(sides)}, not ${show(value.side)}`);
  }
  const problem = honorsProblem(strain, value.points as number);
  if (typeof value.points !== 'number' || problem !== undefined)
    return err(`honors of ${show(value.points)}: ${problem}`);
  return ok({ side: value.side as Holder, points: value.points as 100 | 150 });
}

// The side and the points, either way round, with or without a space: `NS 100`, `150 They`, `EW150`.
const HONORS_TEXT = /^(\S+?)\s*(100|150)$|^(100|150)\s*(\S+)$/;

/** Honors as every face writes them: the side, a space, the points (`NS 100`, `We 150`). */
export const formatHonors = (honors: Honors<string>): string => `${honors.side} ${honors.points}`;

/**
 * Honors as text, the side and the points either way round (`NS 100`, `150 They`), blank for none.
 * `words` maps each accepted word, in capitals, to its side; with a `strain`, the points must be ones
 * that can be held in it (at no trump only the four aces, 150).
 */
export function parseHonors<Holder extends string>(
  text: string,
  words: { readonly [word: string]: Holder },
  strain?: Strain,
): Result<Honors<Holder> | undefined, ParseError> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(undefined);
  const match = HONORS_TEXT.exec(trimmed);
  const side = match ? words[(match[1] ?? match[4] ?? '').toUpperCase()] : undefined;
  if (match === null || side === undefined) {
    const example = formatHonors({ side: Object.values(words)[0] ?? 'NS', points: 150 });
    return parseError('honors', text, `honors are the side and the points, such as ${example}`);
  }
  const points = Number(match[2] ?? match[3]) as 100 | 150;
  const problem = strain === undefined ? undefined : honorsProblem(strain, points);
  return problem === undefined ? ok({ side, points }) : parseError('honors', text, problem);
}
