/**
 * The public API of the scoring core, export by export. Pure TypeScript: nothing here knows of a
 * browser, an extension or Apps Script, and every value is plain JSON-safe data.
 */
export type { AuctionContract, AuctionError, AuctionErrorCode, AuctionOutcome } from './auction.js';
export { AUCTION_ERRORS, checkAuction } from './auction.js';
export {
  boardDealer,
  boardVulnerability,
  formatVulnerability,
  LAST_BOARD,
  parseBoardNumber,
  parseVulnerability,
} from './board.js';
export type {
  Announcement,
  BuggerEvent,
  BuggerRound,
  BuggerSession,
  BuggerSettings,
  BuggerState,
  BuggerTrump,
} from './bugger.js';
export {
  addBuggerEvent,
  announce,
  BUGGER_FORMAT,
  buggerEngine,
  buggerPoints,
  buggerState,
  defaultChart,
  defaultRounds,
  loadBugger,
  newBugger,
} from './bugger.js';
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
export type {
  BySide,
  ChicagoDeal,
  ChicagoEntry,
  ChicagoEvent,
  ChicagoReason,
  ChicagoSession,
  ChicagoSettings,
  ChicagoState,
} from './chicago.js';
export {
  addChicagoEvent,
  CHICAGO_FORMAT,
  chicagoEngine,
  chicagoState,
  chicagoVulnerability,
  DEFAULT_CHICAGO,
  loadChicago,
  newChicago,
} from './chicago.js';
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
export { LARGEST_NUMBER, type NumberProblem, OUT_OF_RANGE, readDecimal, readNumber } from './decimal.js';
export type { ScoreItem, ScoreItemKind } from './explain.js';
export { describeScore, scoreItems } from './explain.js';
export type { Honors } from './honors.js';
export { honorsProblem } from './honors.js';
export { toImps } from './imps.js';
export type { MatchBoard, MatchBoardResult, MatchError, MatchResult, TableResult } from './match.js';
export { parseTableResult, scoreMatch } from './match.js';
export type { MatchpointScale, Matchpoints } from './matchpoints.js';
export { matchpoints, matchpointsAgainst, matchpointsFor, neuberg } from './matchpoints.js';
export type { MovementProblem, Partnership, Progression, TableMove, TableSeating } from './movement.js';
export { drawsHigher, PROGRESSIONS, planMovement, randomDraws, seatTables } from './movement.js';
export { butler, butlerDatum, crossImps, crossImpsAgainst, crossImpsFor } from './pair-imps.js';
export type { PbnBoard, PbnGame, PbnTag } from './pbn.js';
export { boardToPbn, formatPbn, parsePbn, pbnTag, readPbnBoard } from './pbn.js';
export type { PlayCount, PlayError, PlayProblem } from './play.js';
export { canPlay, countTricks, playOrderFromRows, playProblem, trickWinner } from './play.js';
export type {
  ProgressiveDeal,
  ProgressiveEvent,
  ProgressiveRound,
  ProgressiveSession,
  ProgressiveSettings,
  ProgressiveState,
  RankedPlayer,
  TableRound,
  TallyCard,
  TallyRound,
} from './progressive.js';
export {
  addProgressiveEvent,
  defaultSeating,
  loadProgressive,
  newProgressive,
  PROGRESSIVE_FORMAT,
  pendingMovement,
  progressiveEngine,
  progressiveRanking,
  progressiveState,
  tallyCards,
} from './progressive.js';
export type { ProgressiveDealInput, ProgressiveDealScore } from './progressive-deal.js';
export { PROGRESSIVE_CAP, progressiveVulnerability, scoreProgressiveDeal } from './progressive-deal.js';
export type { Random } from './random.js';
export { seededRandom, shuffled } from './random.js';
export type { ParseError, Result } from './result.js';
export { problemOf, QUOTED_LENGTH, quoteText } from './result.js';
export type {
  ByPair,
  Pair,
  RubberEntry,
  RubberEvent,
  RubberHand,
  RubberReason,
  RubberSession,
  RubberSettings,
  RubberState,
} from './rubber.js';
export {
  addRubberEvent,
  loadRubber,
  newRubber,
  otherPair,
  PAIRS,
  RUBBER_FORMAT,
  rubberEngine,
  rubberState,
} from './rubber.js';
export type { ContractScore, ResultRow, ScoreBreakdown, ScoreInput, TableScore } from './score.js';
export {
  insultBonus,
  overtrickValue,
  resultsOf,
  scoreContract,
  scoreTable,
  scoreTotal,
  slamBonus,
  trickScore,
  undertrickPenalties,
  undertrickValue,
} from './score.js';
export type { Engine, Session, SessionError, SessionErrorCode } from './session.js';
export { addEvent, loadSession, newSession, replay, SESSION_ERRORS, undoLast } from './session.js';
export { withoutInvisible } from './text.js';
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
export { blitzMargin, MAX_VP_BOARDS, type VpInputProblem, victoryPoints, vpInputProblem } from './vp.js';
