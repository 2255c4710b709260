/**
 * One deal of Progressive Bridge (docs/rules.md, Progressive Bridge): scored on its own, vulnerability by its number
 * in the round, a part-score premium of 50 (or 100), the game premium only for a game bid and made in
 * the deal, honors, and no side over 1,000 on a deal unless it bid and made a slam.
 */
import type { BySide } from '../../base/vocabulary.js';
import { otherSide, type Seat, type Side, sideOf } from '../../base/vocabulary.js';
import type { Honors } from '../../hand/honors.js';
import type { PlayedHand } from '../../hand/played.js';
import { scorePlayedHand } from '../../hand/score.js';
import { chicagoDeal, chicagoVulnerability } from '../chicago.js';

/** The most a side scores on one deal of Progressive Bridge unless it bid and made a slam. */
export const PROGRESSIVE_CAP = 1000;

/** What a Progressive deal's score depends on: the contract, declarer, deal in the round, premium and honors. */
export interface ProgressiveDealInput {
  readonly contract: PlayedHand;
  readonly declarer: Seat;
  /** 1–4: the deal's place in the round. */
  readonly deal: number;
  readonly dealer: Seat;
  readonly partScorePremium: 50 | 100;
  /** Already filtered by the honors switch. */
  readonly honors?: Honors<Side>;
}

/** A Progressive deal scored: each side's points, its vulnerability, and what the cap took off. */
export interface ProgressiveDealScore {
  readonly NS: number;
  readonly EW: number;
  readonly vulnerable: BySide<boolean>;
  /** Points each side lost to the cap on this deal. */
  readonly cappedOff: BySide<number>;
}

/** Vulnerability by deal in the round: 1 none, 2 and 3 the dealer's side, 4 both (as Chicago's original game). */
export const progressiveVulnerability = (deal: number, dealer: Seat): BySide<boolean> =>
  chicagoVulnerability(deal, dealer, 'dealer-side');

/** Deal `deal` (1–4) of a round at a table whose first dealer is `firstDealer`: who deals, who is vulnerable. */
export const roundDeal = (
  firstDealer: Seat,
  deal: number,
): { deal: number; dealer: Seat; vulnerable: BySide<boolean> } => chicagoDeal(firstDealer, deal, 'dealer-side');

/** One Progressive deal's score for each side, by docs/rules.md, Progressive Bridge. */
export function scoreProgressiveDeal(input: ProgressiveDealInput): ProgressiveDealScore {
  const { contract, declarer, deal, dealer } = input;
  const vulnerable = progressiveVulnerability(deal, dealer);
  const side = sideOf(declarer);
  const score = scorePlayedHand(contract, vulnerable[side]);
  const raw = { NS: 0, EW: 0 };
  if (score.made) {
    // The duplicate score with its 50 part-score bonus swapped for the session's premium.
    const premium = score.breakdown.partScoreBonus > 0 ? input.partScorePremium - score.breakdown.partScoreBonus : 0;
    raw[side] += score.total + premium;
  } else {
    raw[otherSide(side)] += -score.total;
  }
  if (input.honors !== undefined) raw[input.honors.side] += input.honors.points;
  const slamMade = score.made && contract.level >= 6;
  const capFor = (s: Side): number => (s === side && slamMade ? raw[s] : Math.min(raw[s], PROGRESSIVE_CAP));
  const NS = capFor('NS');
  const EW = capFor('EW');
  return { NS, EW, vulnerable, cappedOff: { NS: raw.NS - NS, EW: raw.EW - EW } };
}
