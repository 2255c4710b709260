/**
 * At the table: cards and deals, calls, the auction checked call by call, the play trick by trick: the `table`
 * namespace of the core's public API (core/index.ts).
 */
export type { AuctionContract, AuctionError, AuctionErrorCode, AuctionOutcome } from './auction.js';
export { AUCTION_ERRORS, checkAuction } from './auction.js';
export type { Call } from './call.js';
export { DOUBLE, formatCall, PASS, parseCall, REDOUBLE } from './call.js';
export type { Card, Deal, Rank } from './card.js';
export {
  formatCard,
  formatDeal,
  formatHand,
  otherCards,
  parseCard,
  parseDeal,
  parseHand,
  RANKS,
  rankOrder,
  sameCard,
  suitHolding,
} from './card.js';
export { readDealText, readHands } from './deal-text.js';
export type { DealRecord } from './lin.js';
export { formatLinDeal, looksLikeLin, parseLinDeal } from './lin.js';
export type { PlayCount, PlayError, PlayProblem, PlayRefusal } from './play.js';
export { canPlay, countTricks, playOrderFromRows, playProblem, trickWinner } from './play.js';
