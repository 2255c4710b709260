import { describeScore, formatContract, isPassedOut, parseHandLine, plural, scoreHandRow } from '../../core/index';

/** Both sides' scores, when the declarer is known: what a results sheet shows for the hand. */
export interface SideScores {
  readonly ns: number;
  readonly ew: number;
}

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
  if (!read.ok) return { kind: 'error', message: read.error.message };
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

/** `+420`, `−500`, `0`: signed as a score sheet writes it. */
export const signed = (points: number): string => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0');

/** `N/S −400 · E/W +400`: whose score is whose, when the declarer is known; a side never split from its score. */
export const formatSides = (sides: SideScores): string => `N/S\u00a0${signed(sides.ns)} · E/W\u00a0${signed(sides.ew)}`;

/** `+6 IMPs`, `−1 IMP`, `0 IMPs`: a signed count of `word`, spelt by the core's `plural`. */
export const signedCount = (count: number, word: string): string =>
  `${count > 0 ? '+' : count < 0 ? '−' : ''}${plural(Math.abs(count), word)}`;
