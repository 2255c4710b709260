/** Scores as a score sheet writes them, signed; light enough for the view the popup opens on. */
import { t } from '../words/index';

/** Both sides' scores, when the declarer is known: what a results sheet shows for the hand. */
export interface SideScores {
  readonly ns: number;
  readonly ew: number;
}

/** `+420`, `−500`, `0`: signed as a score sheet writes it. */
export const signed = (points: number): string => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0');

/** `N/S −400 · E/W +400`: whose score is whose, when the declarer is known; a side never split from its score. */
export const formatSides = (sides: SideScores): string =>
  t('common.sides', { ns: signed(sides.ns), ew: signed(sides.ew) });

/** `+6 IMPs` in the reader's words: the sign, then `say` of the count without it (an ICU plural). */
export const signedWith = (count: number, say: (count: number) => string): string =>
  `${count > 0 ? '+' : count < 0 ? '−' : ''}${say(Math.abs(count))}`;
