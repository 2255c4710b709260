// The refusal corpus the problem-wording tests word: every reader's and engine's refusals
// (test/core/base/refusals*.ts), each LIN hand's seat put back where the reader leaves it out.
import type { Problem } from '../../../core/base/problem';
import { problems } from '../base/refusals';
import '../base/refusals-files';
import '../base/refusals-movements';
import '../base/refusals-solver';
import '../base/refusals-deal-text';

/**
 * A LIN hand's problem names the hand it is in (`W's hand: …`) without that seat among its values: the
 * seat is put back as `holder`, as core/table/lin.ts should give it.
 */
export const LIN_HAND = new Set(['lin-card-twice', 'lin-rank', 'lin-suit']);

/** The problem with its LIN hand's seat as `holder`, when its reason names one its values lack. */
export const withHolder = (found: Problem): Problem => {
  const holder = /^([NESW])'s hand: /.exec(found.reason)?.[1];
  return LIN_HAND.has(found.code) && found.params?.holder === undefined && holder !== undefined
    ? { ...found, params: { ...found.params, holder } }
    : found;
};

/** The corpus as drawn. */
export { problems };

/** The corpus with each LIN hand's seat put back. */
export const corpus: readonly Problem[] = problems.map(withHolder);
