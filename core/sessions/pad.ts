/**
 * One hand on a rubber or Chicago pad: what goes below the line and what goes above, and to whom. The
 * amounts come from the duplicate breakdown, so the pad and the duplicate score never disagree.
 */
import type { PlayedHand } from '../hand/played.js';
import { scorePlayedHand } from '../hand/score.js';

/**
 * What a score pad of two columns (We | They, or N/S | E/W) holds once added up: rubber and Chicago keep
 * the same account, each with its own entries and holders.
 */
export interface PadAccount<Holder extends string, Entry> {
  readonly entries: readonly Entry[];
  /** Trick score below the line toward the game in progress. */
  readonly partScores: { readonly [H in Holder]: number };
  /** Ended by the rules of the game, or settled unfinished. */
  readonly finished: boolean;
  readonly totals: { readonly [H in Holder]: number };
  /** The first column's total minus the second's. */
  readonly margin: number;
  /** The column with more points once finished (null when level); undefined while in play. */
  readonly winner?: Holder | null;
}

/**
 * Why an amount of a hand goes on a rubber or Chicago pad: its trick score, overtricks, insult, slam or undertricks.
 */
export type PadReason = 'trick-score' | 'overtricks' | 'insult' | 'slam' | 'undertricks';

/** One amount a hand puts on a pad: how much, why, above or below the line, and to which side. */
export interface PadItem {
  readonly reason: PadReason;
  readonly points: number;
  /** Only the trick score of a made contract goes below the line and counts toward game. */
  readonly line: 'above' | 'below';
  /** To the declaring side, or (undertricks) to the defenders. */
  readonly toDeclarer: boolean;
}

/** What `contract` puts on a pad at this vulnerability, each amount above or below the line. */
export function handOnPad(contract: PlayedHand, vulnerable: boolean): PadItem[] {
  const score = scorePlayedHand(contract, vulnerable);
  if (!score.made) return [{ reason: 'undertricks', points: -score.total, line: 'above', toDeclarer: false }];
  const b = score.breakdown;
  const items: PadItem[] = [{ reason: 'trick-score', points: b.trickScore, line: 'below', toDeclarer: true }];
  if (b.overtricks > 0) items.push({ reason: 'overtricks', points: b.overtricks, line: 'above', toDeclarer: true });
  if (b.insult > 0) items.push({ reason: 'insult', points: b.insult, line: 'above', toDeclarer: true });
  if (b.slamBonus > 0) items.push({ reason: 'slam', points: b.slamBonus, line: 'above', toDeclarer: true });
  return items;
}

/** The trick score a hand puts below the line (0 when defeated). */
export const belowTheLine = (items: readonly PadItem[]): number =>
  items.reduce((sum, item) => (item.line === 'below' ? sum + item.points : sum), 0);
