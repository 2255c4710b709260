/**
 * Honors, as rubber bridge scores them (docs/rules.md, Rubber bridge) for the side that holds them,
 * declarer's or defenders': 100 for four of the five trump honors in one hand, 150 for all five, 150 for
 * four aces at no trump.
 */

import { under } from '../base/problem.js';
import { quoteValue } from '../base/quote.js';
import { isRecord } from '../base/read.js';
import { err, ok, parseError, type Result, refused } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import type { Strain } from '../base/vocabulary.js';
import { orList } from '../base/words.js';

/** Honors held (100 or 150) and who holds them, to score above the line. */
export interface Honors<Holder extends string> {
  readonly side: Holder;
  readonly points: 100 | 150;
}

/** Whether `points` of honors can be held in a contract of `strain` (at no trump only the four aces), or why not. */
export function honorsProblem(strain: Strain, points: number): Result<null> {
  if (strain === 'NT') {
    return points === 150 ? ok(null) : refused('no-trump-honors', 'at no trump only four aces count, for 150');
  }
  return points === 100 || points === 150
    ? ok(null)
    : refused('trump-honors', 'trump honors are 100 (four) or 150 (all five)');
}

/** Reads `{ side, points }` held in a contract of `strain`. */
export function readHonors<Holder extends string>(
  value: unknown,
  sides: readonly Holder[],
  strain: Strain,
): Result<Honors<Holder>> {
  if (!isRecord(value)) {
    return refused('honors-not-object', `honors must be { side, points }, not ${quoteValue(value)}`, {
      value: quoteValue(value),
    });
  }
  if (!(sides as readonly unknown[]).includes(value.side)) {
    return refused('honors-side', `the side holding honors must be ${orList(sides)}, not ${quoteValue(value.side)}`, {
      sides: [...sides],
      value: quoteValue(value.side),
    });
  }
  const held = honorsProblem(strain, value.points as number);
  // Points that are no number fail honorsProblem too (no number is 100 or 150).
  if (!held.ok) {
    const points = quoteValue(value.points);
    return err(under(held.error, `honors of ${points}`, { code: 'honors-points', params: { points } }));
  }
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
): Result<Honors<Holder> | undefined> {
  const trimmed = withoutInvisible(text).trim();
  if (trimmed === '') return ok(undefined);
  const match = HONORS_TEXT.exec(trimmed);
  const side = match ? words[(match[1] ?? match[4] ?? '').toUpperCase()] : undefined;
  if (match === null || side === undefined) {
    const example = formatHonors({ side: Object.values(words)[0] ?? 'NS', points: 150 });
    return parseError('honors', text, `honors are the side and the points, such as ${example}`, { example });
  }
  const points = Number(match[2] ?? match[3]) as 100 | 150;
  const held = strain === undefined ? ok(null) : honorsProblem(strain, points);
  return held.ok ? ok({ side, points }) : parseError(held.error.code, text, held.error.reason, held.error.params);
}
