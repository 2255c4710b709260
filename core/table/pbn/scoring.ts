/**
 * A PBN file's `[Scoring]` as a pairs session is scored. The value is a list of words separated by `;`
 * (`MatchPoints;MP1`, `IMP;Cross`, `IMP;Butler-2;Mean`); docs/rules.md says how each is taken.
 */

import { ok, parseError, type Result } from '../../base/result.js';
import type { ButlerHalves, CrossTotal, PairsScoring } from '../../base/vocabulary.js';
import { orList } from '../../base/words.js';

/** How a file's session is scored: the method, for Butler where a datum on a 5 goes, for cross-IMPs their total. */
export interface PairsScoringRule {
  readonly scoring: PairsScoring;
  readonly halves?: ButlerHalves;
  readonly cross?: CrossTotal;
}

const MATCHPOINT_WORDS = /^(mp\d*|matchpoints?|match-points?)$/;
const IMP_WORDS = /^imps?$/;
const CROSS_WORDS = /^(cross|cross-?imps?|ximps?)$/;
const BUTLER_WORDS = /^(butler|datum)(-\d+)?$/;
const AVERAGE_WORDS = /^(average|avg|mean)$/;

const KNOWN = orList(['MP (MatchPoints)', 'IMP;Cross (cross-IMPs)', 'IMP;Butler']);

/**
 * Reads a `[Scoring]` value: matchpoints for `MP` or `MatchPoints`; Butler for a `Butler` (or `Datum`)
 * word, its datum's halves going away from zero as the programs that write it round them; cross-IMPs for
 * `Cross` or a plain `IMP` (a pairs session's IMPs are against the field when no datum is named), summed
 * over the comparisons as those programs write them, or averaged with `Average` or `Mean`.
 * Anything else (`BAM`, `Rubber`, `Chicago`) is refused, naming what is read.
 * @example parsePbnScoring('IMP;Butler-2;Mean') // { scoring: 'butler', halves: 'away' }
 */
export function parsePbnScoring(text: string): Result<PairsScoringRule> {
  const words = text
    .split(/[;,\s]+/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  if (words.some((word) => MATCHPOINT_WORDS.test(word))) return ok({ scoring: 'matchpoints' });
  if (words.some((word) => BUTLER_WORDS.test(word))) return ok({ scoring: 'butler', halves: 'away' });
  if (words.some((word) => CROSS_WORDS.test(word) || IMP_WORDS.test(word)))
    return ok({ scoring: 'cross-imps', cross: words.some((word) => AVERAGE_WORDS.test(word)) ? 'average' : 'sum' });
  return parseError('pbn-scoring', text, `a pairs session is scored in ${KNOWN}`);
}
