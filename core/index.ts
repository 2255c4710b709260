/**
 * The public API of the scoring core, export by export, folder by folder (a lower folder never imports a
 * higher one: base <- hand <- table, results <- sessions). Pure TypeScript: nothing here knows of a
 * browser, an extension or Apps Script, and every value is plain JSON-safe data.
 */

// base: Result, the vocabulary of seats, sides and strains, JSON readers, decimals, a seeded random source, CSV
export { type CsvCell, formatCsv } from './base/csv.js';
export {
  AMBIGUOUS_SEPARATOR,
  LARGEST_NUMBER,
  type NumberError,
  type NumberProblem,
  OUT_OF_RANGE,
  readDecimal,
  readNumber,
} from './base/decimal.js';
export type { Problem, ProblemParams, Where } from './base/problem.js';
export { formatProblem, formatReason, placed, problem, under, within } from './base/problem.js';
export { QUOTED_LENGTH, quoteText, quoteValue } from './base/quote.js';
export type { Random } from './base/random.js';
export { seededRandom, shuffled } from './base/random.js';
export type { ParseError, Result } from './base/result.js';
export { err, ok, parseError, problemOf, refused } from './base/result.js';
export { withoutInvisible } from './base/text.js';
export type { BySide, Doubling, Level, Seat, Side, Strain, Suit, Vulnerability } from './base/vocabulary.js';
export {
  DOUBLINGS,
  isSeat,
  isVulnerable,
  LEVELS,
  nextSeat,
  otherSide,
  partnerOf,
  SEAT_WORDS,
  SEATS,
  SIDE_WORDS,
  SIDES,
  STRAINS,
  SUIT_SYMBOLS,
  SUITS,
  seatAfter,
  sideOf,
  strainRank,
  VULNERABILITIES,
} from './base/vocabulary.js';
export { orList, plural } from './base/words.js';
export { formatYesNo, parseYesNo, YES_NO_WORDS } from './base/yes-no.js';

// hand: one hand: contract text, the played hand, its score and breakdown in words, boards, honors
export {
  boardDealer,
  boardVulnerability,
  formatVulnerability,
  LAST_BOARD,
  parseBoardNumber,
  parseVulnerability,
  vulnerabilityOf,
} from './hand/board.js';
export type { Bid, Contract, FormatOptions, PassedOut, PlayedContract } from './hand/contract.js';
export {
  formatBid,
  formatContract,
  formatResult,
  formatStrain,
  isPassedOut,
  PASSED_OUT,
  parseContract,
  resultToTricks,
  tricksNeeded,
  tricksTaken,
  tricksToResult,
} from './hand/contract.js';
export type { ScoreItem, ScoreItemKind } from './hand/explain.js';
export { describeScore, scoreItems } from './hand/explain.js';
export type { Honors } from './hand/honors.js';
export { formatHonors, honorsProblem, parseHonors } from './hand/honors.js';
export type { PlayedHand } from './hand/played.js';
export { agreeingDeclarer, readPlayedContract } from './hand/played.js';
export type {
  HandCell,
  HandFields,
  HandRow,
  HandRowError,
  HandRowOptions,
  HandScore,
  ResultConvention,
  VulnerabilityConvention,
} from './hand/row.js';
export {
  parseHandLine,
  RESULT_CONVENTIONS,
  readHandRow,
  recordedScore,
  scoreHandRow,
  VULNERABILITY_CONVENTIONS,
} from './hand/row.js';
export type { ContractScore, ResultRow, ScoreBreakdown, ScoreInput, TableScore } from './hand/score.js';
export {
  insultBonus,
  overtrickValue,
  resultsOf,
  scoreContract,
  scorePlayedHand,
  scoreTable,
  scoreTotal,
  slamBonus,
  trickScore,
  undertrickPenalties,
  undertrickValue,
} from './hand/score.js';
// results: IMPs, team matches, matchpoints, cross-IMPs and Butler, Victory Points
export { toImps } from './results/imps.js';
export type { MatchBoard, MatchBoardResult, MatchError, MatchResult, TableResult } from './results/match.js';
export { parseTableResult, scoreMatch, tableNs } from './results/match.js';
export type { MatchpointScale, Matchpoints } from './results/matchpoints.js';
export { matchpoints, matchpointsAgainst, matchpointsFor, neuberg } from './results/matchpoints.js';
export { butler, butlerDatum, crossImps, crossImpsAgainst, crossImpsFor } from './results/pair-imps.js';
export { blitzMargin, MAX_VP_BOARDS, type VpInputProblem, victoryPoints, vpInputProblem } from './results/vp.js';
// sessions: settings + events -> state, for rubber, Chicago, Bugger, Progressive Bridge and team matches
export type { Backup, KeptEngines, MergedHistory, SetAsideEntry } from './sessions/backup.js';
export {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  formatBackup,
  keptContent,
  keptIdBase,
  MAX_BACKUP_LENGTH,
  MAX_KEPT_NAME_LENGTH,
  MAX_KEPT_NAMES,
  mergeHistory,
  parseBackup,
  readKeptNames,
  readKeptSession,
  sortNewestFirst,
} from './sessions/backup.js';
export type {
  Announcement,
  BuggerEvent,
  BuggerRound,
  BuggerSession,
  BuggerSettings,
  BuggerState,
  BuggerTrump,
} from './sessions/bugger.js';
export {
  addBuggerEvent,
  announce,
  BUGGER_FORMAT,
  buggerEngine,
  buggerPoints,
  buggerState,
  loadBugger,
  newBugger,
} from './sessions/bugger.js';
export { defaultChart, defaultRounds } from './sessions/bugger-defaults.js';
export type {
  ChicagoDeal,
  ChicagoEntry,
  ChicagoEvent,
  ChicagoReason,
  ChicagoSession,
  ChicagoSettings,
  ChicagoState,
} from './sessions/chicago.js';
export {
  addChicagoEvent,
  CHICAGO_FORMAT,
  chicagoEngine,
  chicagoState,
  chicagoVulnerability,
  DEALS_A_ROUND,
  DEFAULT_CHICAGO,
  loadChicago,
  newChicago,
} from './sessions/chicago.js';
export type { EditError, Played } from './sessions/edit.js';
export { removeEvent, replaceEvent } from './sessions/edit.js';
export type { KeptKind, KeptSession } from './sessions/kept.js';
export { KEPT_KINDS } from './sessions/kept.js';
export type { ProgressiveDealInput, ProgressiveDealScore } from './sessions/progressive/deal.js';
export {
  PROGRESSIVE_CAP,
  progressiveVulnerability,
  roundDeal,
  scoreProgressiveDeal,
} from './sessions/progressive/deal.js';
export type { ProgressiveSession } from './sessions/progressive/engine.js';
export {
  addProgressiveEvent,
  loadProgressive,
  newProgressive,
  PROGRESSIVE_FORMAT,
  pendingMovement,
  progressiveEngine,
  progressiveState,
} from './sessions/progressive/engine.js';
export type {
  MovementProblem,
  Partnership,
  Progression,
  TableMove,
  TableSeating,
} from './sessions/progressive/movement.js';
export { drawsHigher, PROGRESSIONS, planMovement, randomDraws, seatTables } from './sessions/progressive/movement.js';
export { defaultSeating } from './sessions/progressive/read.js';
export type { RankedPlayer, TallyCard, TallyRound } from './sessions/progressive/tallies.js';
export { progressiveRanking, tallyCards } from './sessions/progressive/tallies.js';
export type {
  ProgressiveDeal,
  ProgressiveEvent,
  ProgressiveRound,
  ProgressiveSettings,
  ProgressiveState,
  TableRound,
} from './sessions/progressive/types.js';
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
} from './sessions/rubber.js';
export {
  addRubberEvent,
  loadRubber,
  newRubber,
  otherPair,
  PAIRS,
  RUBBER_FORMAT,
  rubberEngine,
  rubberState,
} from './sessions/rubber.js';
export type { Engine, Session, SessionError, SessionErrorCode } from './sessions/session.js';
export {
  addEvent,
  loadSession,
  nameEvent,
  newSession,
  replay,
  SESSION_ERRORS,
  sessionsInTurn,
  undoLast,
} from './sessions/session.js';
export type {
  MatchTable,
  TeamMatchBoard,
  TeamMatchEvent,
  TeamMatchSession,
  TeamMatchSettings,
  TeamMatchState,
  TeamMatchTable,
} from './sessions/team-match.js';
export {
  addTeamMatchEvent,
  checkedTeamMatch,
  DEFAULT_TEAM_MATCH,
  loadTeamMatch,
  MATCH_TABLES,
  MAX_MATCH_BOARDS,
  MAX_TEAM_NAME,
  matchBoardNumbers,
  newTeamMatch,
  TEAM_MATCH_FORMAT,
  teamMatchEngine,
  teamMatchState,
  teamName,
} from './sessions/team-match.js';
// table: cards, calls, the auction, the play, PBN files
export type { AuctionContract, AuctionError, AuctionErrorCode, AuctionOutcome } from './table/auction.js';
export { AUCTION_ERRORS, checkAuction } from './table/auction.js';
export type { Call } from './table/call.js';
export { DOUBLE, formatCall, PASS, parseCall, REDOUBLE } from './table/call.js';
export type { Card, Deal, Rank } from './table/card.js';
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
} from './table/card.js';
export type { PbnBoard } from './table/pbn/board.js';
export { boardToPbn, readPbnBoard } from './table/pbn/board.js';
export type { PbnGame, PbnTag } from './table/pbn/text.js';
export { formatPbn, parsePbn, pbnTag } from './table/pbn/text.js';
export type { PlayCount, PlayError, PlayProblem, PlayRefusal } from './table/play.js';
export { canPlay, countTricks, playOrderFromRows, playProblem, trickWinner } from './table/play.js';
