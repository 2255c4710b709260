/**
 * One hand on a rubber or Chicago pad: what goes below the line and what goes above, for whom. The
 * amounts come from the duplicate breakdown, so the pad and the duplicate score never disagree.
 */
import type { PlayedContract } from './contract.js';
import { scoreContract } from './score.js';

export type AboveReason = 'overtricks' | 'insult' | 'slam' | 'undertricks';

export interface HandOnPad {
  /** Trick score of a made contract, to the declaring side, below the line. */
  readonly below: number;
  /** Above-the-line items: to the declaring side when made, to the defenders (undertricks) when not. */
  readonly above: readonly { readonly reason: AboveReason; readonly points: number; readonly toDeclarer: boolean }[];
}

export function handOnPad(contract: PlayedContract & { readonly result: number }, vulnerable: boolean): HandOnPad {
  const { level, strain, doubling, result } = contract;
  const score = scoreContract({ level, strain, doubling, vulnerable, tricks: level + 6 + result });
  const b = score.breakdown;
  if (!score.made) {
    return { below: 0, above: [{ reason: 'undertricks', points: -score.total, toDeclarer: false }] };
  }
  const above: { reason: AboveReason; points: number; toDeclarer: boolean }[] = [];
  if (b.overtricks > 0) above.push({ reason: 'overtricks', points: b.overtricks, toDeclarer: true });
  if (b.insult > 0) above.push({ reason: 'insult', points: b.insult, toDeclarer: true });
  if (b.slamBonus > 0) above.push({ reason: 'slam', points: b.slamBonus, toDeclarer: true });
  return { below: b.trickScore, above };
}
