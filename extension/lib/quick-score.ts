/**
 * The Score field's reading of its text, by the core's one hand-row reader. The Score view loads this
 * module after it first renders: the reader and its messages are a tenth of what the popup opens with,
 * and the view has nothing to read until a contract is typed.
 */
import {
  describeScore,
  formatContract,
  formatProblem,
  isPassedOut,
  parseHandLine,
  scoreHandRow,
} from '../../core/index';
import type { SideScores } from './signed';

export type QuickScore =
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly message: string }
  | {
      readonly kind: 'score';
      readonly contract: string;
      /** The declaring side's score. */
      readonly total: number;
      /** Present when the text names the declarer: then the score is N/S's, as BRIDGESCORE gives it. */
      readonly sides?: SideScores;
      /** What Copy score copies: the number BRIDGESCORE gives for the same hand. */
      readonly recorded: number;
      readonly words: string;
    };

/**
 * What the status line shows for the text in the Contract field, read by the core's one hand-row
 * reader: nothing yet, its message, or the score with its arithmetic. A vulnerability typed in the
 * text overrides the toggle; a contract without a result is looked up as made exactly.
 */
export function quickScore(text: string, vulnerableToggle: boolean): QuickScore {
  if (text.trim() === '') return { kind: 'empty' };
  const read = parseHandLine(text, { assumeMade: true });
  if (!read.ok) return { kind: 'error', message: formatProblem(read.error) };
  const { hand } = read.value;
  if (isPassedOut(hand))
    return { kind: 'score', contract: 'Pass', total: 0, recorded: 0, words: 'Passed out: no score' };
  const scored = scoreHandRow(read.value, vulnerableToggle);
  const score = scored.score;
  return {
    kind: 'score',
    contract: formatContract(hand, { symbols: true }),
    total: scored.total,
    ...(scored.ns === undefined ? {} : { sides: { ns: scored.ns, ew: 0 - scored.ns } }),
    recorded: scored.recorded,
    words: score === undefined ? '' : describeScore(score, hand.doubling, scored.vulnerable),
  };
}
