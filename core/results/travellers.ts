/**
 * A pairs session's travellers scored: every result compared with the other results of its own board,
 * for both directions at once. Matchpoints use the most-played board's count for every board (Neuberg
 * for a board played fewer times), so that every board has the same top; IMPs are cross-IMPs or Butler.
 */
import type { ButlerHalves, CrossTotal, PairsScoring } from '../base/vocabulary.js';
import { toImps } from './imps.js';
import { type MatchpointScale, matchpointsAgainst } from './matchpoints.js';
import { butlerDatum, crossImpsAgainst } from './pair-imps.js';

/** One result on a traveller: its board and the N/S score (positive when N/S earned the points). */
export interface TravellerEntry {
  readonly board: number;
  readonly score: number;
}

/**
 * One result scored. Matchpoints: each side's points, the board's top and each side's percentage.
 * IMPs: each side's IMPs (E/W's are N/S's negated) and, for Butler, the board's datum.
 */
export type TravellerScore =
  | {
      readonly scoring: 'matchpoints';
      readonly ns: number;
      readonly ew: number;
      readonly top: number;
      readonly nsPercent: number;
      readonly ewPercent: number;
    }
  | { readonly scoring: 'cross-imps'; readonly ns: number; readonly ew: number }
  | { readonly scoring: 'butler'; readonly ns: number; readonly ew: number; readonly datum: number };

/** How travellers are scored: the method, and for matchpoints the scale and the count every board is scaled to. */
export interface TravellerOptions {
  readonly scoring?: PairsScoring;
  readonly scale?: MatchpointScale;
  /**
   * The results a board is scored as if it had: blank is the most-played board's count, so a board
   * played fewer times is scaled up by Neuberg; a board played more times than this is scored as it is.
   */
  readonly expected?: number;
  /** Butler: where a datum on a 5 goes (blank: to the even ten, as BUTLER takes it). */
  readonly halves?: ButlerHalves;
  /** Cross-IMPs: averaged over the comparisons (blank, as CROSSIMPS gives them) or summed. */
  readonly cross?: CrossTotal;
}

/** The results of each board, as indexes into the entries, in the order the boards first appear. */
export function byBoard(entries: readonly TravellerEntry[]): Map<number, number[]> {
  const boards = new Map<number, number[]>();
  entries.forEach((entry, i) => {
    const held = boards.get(entry.board);
    if (held === undefined) boards.set(entry.board, [i]);
    else held.push(i);
  });
  return boards;
}

/** The most results any one board has: the count a board is scaled to by Neuberg. A loop, not Math.max(...), for long lists. */
export function mostPlayed(boards: ReadonlyMap<number, readonly number[]>): number {
  let most = 0;
  for (const held of boards.values()) most = Math.max(most, held.length);
  return most;
}

/** `0 - x` and not `-x`, so that E/W's IMPs on a tie are 0, never −0. */
const negated = (value: number): number => 0 - value;

/**
 * Scores every entry against the other entries of its board, in the order given: each board is sorted
 * once, so a session of n results costs n log n. Throws a RangeError on a score that is not a finite
 * number or an `expected` that is not a whole number from 1 (programming errors: faces check cells first).
 * @example scoreTravellers([{ board: 1, score: 420 }, { board: 1, score: 170 }])[0] // 2 of a top of 2 for N/S
 */
export function scoreTravellers(entries: readonly TravellerEntry[], options: TravellerOptions = {}): TravellerScore[] {
  const scoring = options.scoring ?? 'matchpoints';
  const boards = byBoard(entries);
  const expected = options.expected ?? mostPlayed(boards);
  const out: TravellerScore[] = new Array(entries.length);
  for (const held of boards.values()) {
    const scores = held.map((i) => (entries[i] as TravellerEntry).score);
    if (scoring === 'matchpoints') {
      const against = matchpointsAgainst(scores, {
        scale: options.scale ?? 'two-one',
        expected: Math.max(expected, 1),
      });
      held.forEach((i, k) => {
        const points = against(scores[k] as number);
        out[i] = {
          scoring,
          ns: points.ns,
          ew: points.ew,
          top: points.ns + points.ew,
          nsPercent: points.nsPercent,
          ewPercent: points.ewPercent,
        };
      });
    } else if (scoring === 'cross-imps') {
      const against = crossImpsAgainst(scores);
      // The average is over the other results; a sum is that many times it, exact for whole IMPs.
      const times = options.cross === 'sum' ? Math.max(scores.length - 1, 1) : 1;
      held.forEach((i, k) => {
        const ns =
          times === 1 ? against(scores[k] as number) : Math.round(against(scores[k] as number) * times * 1e6) / 1e6;
        out[i] = { scoring, ns, ew: negated(ns) };
      });
    } else {
      const datum = butlerDatum(scores, { halves: options.halves ?? 'even' });
      held.forEach((i, k) => {
        const ns = toImps((scores[k] as number) - datum);
        out[i] = { scoring, ns, ew: negated(ns), datum };
      });
    }
  }
  return out;
}
