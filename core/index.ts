/**
 * The public API of the scoring core, export by export. Pure TypeScript: nothing here knows of a
 * browser, an extension or Apps Script, and every value is plain JSON-safe data.
 */
export type { AuctionContract, AuctionError, AuctionErrorCode, AuctionOutcome } from './auction.js';
export { AUCTION_ERRORS, checkAuction } from './auction.js';
export { boardDealer, boardVulnerability, formatVulnerability, parseBoardNumber, parseVulnerability } from './board.js';
export type { Call } from './call.js';
export { DOUBLE, formatCall, PASS, parseCall, REDOUBLE } from './call.js';
export type { Card, Deal, Rank } from './card.js';
export {
  formatCard,
  formatDeal,
  formatHand,
  parseCard,
  parseDeal,
  parseHand,
  RANKS,
  rankOrder,
  sameCard,
} from './card.js';
export type { Bid, Contract, FormatOptions, PassedOut, PlayedContract } from './contract.js';
export {
  formatBid,
  formatContract,
  formatResult,
  formatStrain,
  isPassedOut,
  PASSED_OUT,
  parseContract,
  tricksNeeded,
  tricksTaken,
} from './contract.js';
export type { ScoreItem, ScoreItemKind } from './explain.js';
export { describeScore, scoreItems } from './explain.js';
export { toImps } from './imps.js';
export type { MatchBoard, MatchBoardResult, MatchError, MatchResult, TableResult } from './match.js';
export { scoreMatch } from './match.js';
export type { PbnBoard, PbnGame, PbnTag } from './pbn.js';
export { parsePbn, pbnTag, readPbnBoard } from './pbn.js';
export type { PlayCount, PlayError, PlayProblem } from './play.js';
export { canPlay, countTricks, playOrderFromRows, playProblem, trickWinner } from './play.js';
export type { ParseError, Result } from './result.js';
export type { ContractScore, ScoreBreakdown, ScoreInput, TableScore } from './score.js';
export {
  insultBonus,
  overtrickValue,
  scoreContract,
  scoreTable,
  slamBonus,
  trickScore,
  undertrickPenalties,
  undertrickValue,
} from './score.js';
export type { Doubling, Level, Seat, Side, Strain, Suit, Vulnerability } from './vocabulary.js';
export {
  DOUBLINGS,
  isSeat,
  isVulnerable,
  LEVELS,
  nextSeat,
  otherSide,
  partnerOf,
  SEATS,
  SIDES,
  STRAINS,
  SUIT_SYMBOLS,
  SUITS,
  seatAfter,
  sideOf,
  strainRank,
  VULNERABILITIES,
} from './vocabulary.js';
