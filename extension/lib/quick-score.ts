/**
 * The Score field's reading of its text, by the core's one hand-row reader. The Score view loads this
 * module after it first renders: the reader and its messages are a tenth of what the popup opens with,
 * and the view has nothing to read until a contract is typed.
 */
import {
  type Bid,
  type Doubling,
  describeScore,
  formatContract,
  formatProblem,
  isPassedOut,
  parseHandLine,
  quoteText,
  scoreHandRow,
} from '../../core/index';
import type { SideScores } from './signed';

/** The contract the text names, for the view's grid and doubling to show. */
export type TypedBid = Bid & { readonly doubling: Doubling };

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
      /** Absent for a deal passed out. */
      readonly bid?: TypedBid;
      /** The vulnerability the text states (`v`, `nv`, `NS` with its declarer), scored over the toggle. */
      readonly stated?: boolean;
      /** Said when the text states the opposite of the toggle: the player set one and typed the other. */
      readonly overrules?: string;
    };

/**
 * The fewest words at the end of the text that state its vulnerability (`v`, `not vul`, `NS`): the
 * reader itself finds them, as the words whose removal leaves a row that states none.
 */
function statingWords(text: string): string {
  const words = text.trim().split(/\s+/);
  for (let n = 1; n < words.length && n <= 3; n++) {
    const rest = parseHandLine(words.slice(0, -n).join(' '), { assumeMade: true });
    if (rest.ok && rest.value.vulnerable === undefined) return words.slice(-n).join(' ');
  }
  return text.trim();
}

const vulnerableWords = (vulnerable: boolean): string => (vulnerable ? 'vulnerable' : 'not vulnerable');

/**
 * What the status line shows for the text in the Contract field, read by the core's one hand-row
 * reader: nothing yet, its message, or the score with its arithmetic. A vulnerability typed in the
 * text overrides the toggle, and says so when they differ; a contract without a result is looked up as
 * made exactly.
 */
export function quickScore(text: string, vulnerableToggle: boolean): QuickScore {
  if (text.trim() === '') return { kind: 'empty' };
  const read = parseHandLine(text, { assumeMade: true });
  if (!read.ok) return { kind: 'error', message: formatProblem(read.error) };
  const { hand, vulnerable: stated } = read.value;
  if (isPassedOut(hand))
    return { kind: 'score', contract: 'Pass', total: 0, recorded: 0, words: 'Passed out: no score' };
  const scored = scoreHandRow(read.value, vulnerableToggle);
  const score = scored.score;
  const overrules =
    stated === undefined || stated === vulnerableToggle
      ? undefined
      : `Scored ${vulnerableWords(stated)} as typed (${quoteText(statingWords(text))}); the box said ${vulnerableWords(vulnerableToggle)}.`;
  return {
    kind: 'score',
    contract: formatContract(hand, { symbols: true }),
    total: scored.total,
    ...(scored.ns === undefined ? {} : { sides: { ns: scored.ns, ew: 0 - scored.ns } }),
    recorded: scored.recorded,
    words: score === undefined ? '' : describeScore(score, hand.doubling, scored.vulnerable),
    bid: { level: hand.level, strain: hand.strain, doubling: hand.doubling },
    ...(stated === undefined ? {} : { stated }),
    ...(overrules === undefined ? {} : { overrules }),
  };
}
