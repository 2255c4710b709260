/** Scores as a score sheet writes them, signed; light enough for the view the popup opens on. */
import { plural } from '../../core/index';

/** Both sides' scores, when the declarer is known: what a results sheet shows for the hand. */
export interface SideScores {
  readonly ns: number;
  readonly ew: number;
}

/** `+420`, `−500`, `0`: signed as a score sheet writes it. */
export const signed = (points: number): string => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0');

/** `N/S −400 · E/W +400`: whose score is whose, when the declarer is known; a side never split from its score. */
export const formatSides = (sides: SideScores): string => `N/S\u00a0${signed(sides.ns)} · E/W\u00a0${signed(sides.ew)}`;

/** `+6 IMPs`, `−1 IMP`, `0 IMPs`: a signed count of `word`, spelt by the core's `plural`. */
export const signedCount = (count: number, word: string): string =>
  `${count > 0 ? '+' : count < 0 ? '−' : ''}${plural(Math.abs(count), word)}`;
