/**
 * The Score field's reading of its text, by the core's one hand-row reader. The Score view loads this
 * module after it first renders: the reader and its messages are a tenth of what the popup opens with,
 * and the view has nothing to read until a contract is typed.
 */
import {
  type Bid,
  type Doubling,
  isPassedOut,
  type Language,
  parseContract,
  parseHandLine,
  quoteText,
  scoreHandRow,
} from '../../core/index';
import { currentNotation, sayProblem, t } from '../words/index';
import { showContract } from './contract-text';
import { sayScore } from './say-score';
import type { SideScores } from './signed';

/**
 * The one spot where what a player types is read, in the notation in force: French `3SA+1` is three no
 * trump, English `3C` clubs and French `3C` hearts.
 */
export const readEntry = (text: string, notation: Language) => parseHandLine(text, { assumeMade: true, notation });

/** A contract alone (the Deal view's `4S by N`), in the notation in force: see readEntry. */
export const readContract = (text: string, notation: Language = currentNotation()) => parseContract(text, notation);

/** The contract the text names, for the view's grid and doubling to show. */
export type TypedBid = Bid & { readonly doubling: Doubling };

export type QuickScore =
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly message: string }
  | {
      readonly kind: 'score';
      /** How the entry was read, in the notation with suit symbols (`3NT= by E`): the view echoes it. */
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
function statingWords(text: string, notation: Language): string {
  const words = text.trim().split(/\s+/);
  for (let n = 1; n < words.length && n <= 3; n++) {
    const rest = readEntry(words.slice(0, -n).join(' '), notation);
    if (rest.ok && rest.value.vulnerable === undefined) return words.slice(-n).join(' ');
  }
  return text.trim();
}

/**
 * What the status line shows for the text in the Contract field, read by the core's one hand-row
 * reader: nothing yet, its message, or the score with its arithmetic. A vulnerability typed in the
 * text overrides the toggle, and says so when they differ; a contract without a result is looked up as
 * made exactly.
 */
export function quickScore(text: string, vulnerableToggle: boolean): QuickScore {
  if (text.trim() === '') return { kind: 'empty' };
  const notation = currentNotation();
  const read = readEntry(text, notation);
  if (!read.ok) return { kind: 'error', message: sayProblem(read.error) };
  const { hand, vulnerable: stated } = read.value;
  if (isPassedOut(hand))
    return { kind: 'score', contract: showContract(hand), total: 0, recorded: 0, words: t('score.passedOut') };
  const scored = scoreHandRow(read.value, vulnerableToggle);
  const score = scored.score;
  const overrules =
    stated === undefined || stated === vulnerableToggle
      ? undefined
      : t('score.overrules', {
          stated: stated ? 'yes' : 'no',
          words: quoteText(statingWords(text, notation)),
          box: vulnerableToggle ? 'yes' : 'no',
        });
  return {
    kind: 'score',
    contract: showContract(hand),
    total: scored.total,
    ...(scored.ns === undefined ? {} : { sides: { ns: scored.ns, ew: 0 - scored.ns } }),
    recorded: scored.recorded,
    words: score === undefined ? '' : sayScore(score, hand.doubling, scored.vulnerable),
    bid: { level: hand.level, strain: hand.strain, doubling: hand.doubling },
    ...(stated === undefined ? {} : { stated }),
    ...(overrules === undefined ? {} : { overrules }),
  };
}
