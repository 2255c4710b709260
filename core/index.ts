/**
 * The public API of the scoring core (a lower folder never imports a higher one: base <- hand <- table,
 * results <- sessions, base <- movements <- sessions, base <- i18n <- every other layer, hand and table <- solver,
 * hand and results <- teams). Pure TypeScript: nothing here knows of a browser, an extension or Apps Script,
 * and every value is plain JSON-safe data.
 *
 * Grouped as namespaces, one an area, each holding everything public there: `base`, `hand`, `table`,
 * `pbn`, `results`, `sessions` (the generic session API), one a kind of session (`rubber`, `chicago`,
 * `bugger`, `teamMatch`, `progressive`), `teams` (teams events: the event, its VPs and ranking, the Swiss draw): `pbn.parsePbn(text)`,
 * `rubber.newRubber()`.
 * The names the faces and the README use are also exported flat, by name, below.
 *
 * Sessions: one generic API, `newSession` / `loadSession` / `addEvent` / `replay` / `undoLast`, given the
 * kind's engine (`rubberEngine`, `chicagoEngine`, …). `new<Kind>(settings)` fills in the kind's
 * defaults; when its settings' type admits values a load would refuse (players to name, a match's
 * length) it checks them as a load does and returns a `Result` (`newBugger`, `newProgressive`,
 * `newTeamMatch`), and when every value of the type is good (rubber's and Chicago's switches) it returns
 * the session (`newRubber`, `newChicago`).
 *
 * Names of readers: `parseX` reads text, as a player typed it or a file holds it (a contract, a board
 * number, a hand row's fields, a PBN or backup file), and has `formatX` as its inverse where one is
 * needed; `readX` reads unknown JSON or already parsed content (a stored session, a backup's entries, a
 * PBN game's tags) and checks every part. Both return a Result and never throw. The add-on's readers of
 * sheet cells are its own.
 */

// base: Result, the vocabulary of seats, sides and strains, decimals, a seeded random source, CSV, words
export { type CsvCell, formatCsv } from './base/csv.js';
export { isIsoDay } from './base/day.js';
export { AMBIGUOUS_SEPARATOR, type NumberProblem, OUT_OF_RANGE, parseDecimal, parseNumber } from './base/decimal.js';
export { bytesOfBinary, decodeFileText, type FileText } from './base/file-text.js';
export { pairId, partnershipId, playerId } from './base/identity.js';
export * as base from './base/index.js';
export type { Problem, Where } from './base/problem.js';
export { formatProblem, formatReason } from './base/problem.js';
export { quoteText } from './base/quote.js';
export { seededRandom, shuffled } from './base/random.js';
export type { Result } from './base/result.js';
export { err, ok, problemOf } from './base/result.js';
export { withoutInvisible } from './base/text.js';
export type { Doubling, Level, PairsScoring, Seat, Side, Strain, Suit, Vulnerability } from './base/vocabulary.js';
export {
  DOUBLINGS,
  isSeat,
  isVulnerable,
  LEVELS,
  SEAT_NAMES,
  SEAT_WORDS,
  SEATS,
  SIDE_NAMES,
  SIDE_WORDS,
  SIDES,
  STRAINS,
  SUIT_SYMBOLS,
  SUITS,
  VULNERABILITIES,
} from './base/vocabulary.js';
export { andList, firstOf, orList, plural } from './base/words.js';
export { parseYesNo } from './base/yes-no.js';
export type { Adjusted } from './hand/adjusted.js';
export { formatAdjusted, looksAdjusted, parseAdjusted } from './hand/adjusted.js';
// hand: one hand: contract text, the played hand, its score and breakdown in words, boards, honors, rows
export {
  boardDealer,
  boardVulnerability,
  formatVulnerability,
  parseBoardNumber,
  parseVulnerability,
  vulnerabilityOf,
} from './hand/board.js';
export type { Bid } from './hand/contract.js';
export {
  formatBid,
  formatContract,
  formatResult,
  formatStrain,
  isPassedOut,
  tricksNeeded,
  tricksTaken,
} from './hand/contract.js';
export { parseContract } from './hand/contract-reader.js';
export { describeScore } from './hand/explain.js';
export type { Honors } from './hand/honors.js';
export { formatHonors, parseHonors } from './hand/honors.js';
export * as hand from './hand/index.js';
export type { PlayedHand } from './hand/played.js';
export type { HandFields, HandRow, HandRowOptions, ResultConvention, VulnerabilityConvention } from './hand/row.js';
export {
  inNotation,
  parseHandLine,
  parseHandRow,
  RESULT_CONVENTIONS,
  recordedScore,
  scoreHandRow,
  VULNERABILITY_CONVENTIONS,
} from './hand/row.js';
export { resultsOf, scoreContract, scoreTable, scoreTotal } from './hand/score.js';
// i18n: the languages, messages in ICU's plural form, and each language's notation
export * as i18n from './i18n/index.js';
export {
  formatMessage,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  languageOfTags,
  type MessageValues,
  type ProblemWords,
  wordProblem,
  wordReason,
} from './i18n/index.js';
export {
  callWord,
  honorLetter,
  NOTATIONS,
  type Notation,
  seatLetter,
  strainLetter,
  strainWord,
} from './i18n/notation.js';
export type {
  BoardsNext,
  HowellDesign,
  Movement,
  MovementKind,
  MovementLimits,
  MovementSettings,
  MovementSummary,
  PairRef,
  PlannedRound,
  Seating,
} from './movements/index.js';
// movements: Mitchell and Howell, the changes a director makes, the cards
export * as movements from './movements/index.js';
export {
  boardsOfSets,
  formatBoards,
  formatPair,
  guideCards,
  HOWELL_DESIGN_NAMES,
  latePair,
  MOVEMENT_KINDS,
  MOVEMENT_NAMES,
  movementLimits,
  movementSummary,
  newMovement,
  pairLeaves,
  parseMovementKind,
  parsePair,
  roundsOf,
  tableCards,
} from './movements/index.js';
// results: IMPs, team matches, matchpoints, cross-IMPs and Butler, Victory Points
export { type ResultsSource, SOURCE_CONVENTIONS, type SourceConvention } from './results/conventions.js';
export { toImps } from './results/imps.js';
export * as results from './results/index.js';
export { parseTableResult, scoreMatch } from './results/match.js';
export type { Matchpoints } from './results/matchpoints.js';
export { matchpoints, matchpointsAgainst, matchpointsFor } from './results/matchpoints.js';
export { butler, butlerDatum, crossImps, crossImpsAgainst, crossImpsFor } from './results/pair-imps.js';
export type { PairsResult, RankedPair, Ranking } from './results/ranking.js';
export {
  comparePairs,
  isPhantom,
  numberedByDirection,
  rankedTravellers,
  rankPairs,
  toHundredths,
} from './results/ranking.js';
export type { TravellerEntry, TravellerScore } from './results/travellers.js';
export { byBoard, mostPlayed, scoreTravellers } from './results/travellers.js';
export { blitzMargin, formatVp, victoryPoints, vpInputProblem } from './results/vp.js';
// sessions: the generic session API, editing, kept sessions, backups; rubber, chicago, bugger, teamMatch,
// progressive: each kind's engine, settings, events and state (deprecated: names of earlier releases)
export type { Backup, KeptEngines, SetAsideEntry } from './sessions/backup.js';
export {
  formatBackup,
  keptContent,
  keptIdBase,
  MAX_BACKUP_LENGTH,
  MAX_KEPT_NAME_LENGTH,
  mergeHistory,
  parseBackup,
  readKeptNames,
  readKeptSession,
  sortNewestFirst,
} from './sessions/backup.js';
export type { BuggerEvent, BuggerRound, BuggerSettings, BuggerState, BuggerTrump } from './sessions/bugger.js';
export * as bugger from './sessions/bugger.js';
export { announce, buggerEngine, buggerPoints, newBugger } from './sessions/bugger.js';
export { defaultChart, defaultRounds } from './sessions/bugger-defaults.js';
export type { ChicagoEntry, ChicagoEvent, ChicagoSettings, ChicagoState } from './sessions/chicago.js';
export * as chicago from './sessions/chicago.js';
export { chicagoEngine, DEALS_A_ROUND, newChicago } from './sessions/chicago.js';
export {
  loadBugger,
  loadChicago,
  loadProgressive,
  loadRubber,
  readDecimal,
  readHandRow,
  readNumber,
} from './sessions/deprecated.js';
export type { EditError, Played } from './sessions/edit.js';
export { removeEvent, replaceEvent } from './sessions/edit.js';
export * as sessions from './sessions/index.js';
export type { KeptKind, KeptSession } from './sessions/kept.js';
export { KEPT_KINDS } from './sessions/kept.js';
export { roundDeal, scoreProgressiveDeal } from './sessions/progressive/deal.js';
export {
  newProgressive,
  PROGRESSIVE_FORMAT,
  pendingMovement,
  progressiveEngine,
} from './sessions/progressive/engine.js';
export * as progressive from './sessions/progressive/index.js';
export type { Progression, TableMove, TableSeating } from './sessions/progressive/movement.js';
export { PROGRESSIONS, randomDraws, seatTables } from './sessions/progressive/movement.js';
export { progressiveRanking, tallyCards } from './sessions/progressive/tallies.js';
export type {
  ProgressiveEvent,
  ProgressiveRound,
  ProgressiveSettings,
  ProgressiveState,
} from './sessions/progressive/types.js';
export type { Pair, RubberEntry, RubberEvent, RubberSettings, RubberState } from './sessions/rubber.js';
export * as rubber from './sessions/rubber.js';
export { DEFAULT_RUBBER, newRubber, PAIRS, rubberEngine } from './sessions/rubber.js';
export type { Engine, Session, SessionError } from './sessions/session.js';
export { addEvent, loadSession, nameEvent, newSession, replay, sessionsInTurn, undoLast } from './sessions/session.js';
export type {
  MatchTable,
  TeamMatchBoard,
  TeamMatchEvent,
  TeamMatchSession,
  TeamMatchSettings,
  TeamMatchState,
  TeamMatchTable,
} from './sessions/team-match.js';
export * as teamMatch from './sessions/team-match.js';
export {
  DEFAULT_TEAM_MATCH,
  MAX_MATCH_BOARDS,
  newTeamMatch,
  teamMatchEngine,
  teamName,
} from './sessions/team-match.js';
// solver: double dummy and par
export type {
  DdResult,
  DdTable,
  HandRecord,
  HandRecords,
  Par,
  ParContract,
  Position,
  PositionSolution,
} from './solver/index.js';
export * as solver from './solver/index.js';
export {
  formatDdTable,
  formatPar,
  formatParContract,
  formatParContracts,
  parOf,
  parseDdTable,
  readHandRecords,
  scoreDoubleDummy,
  sizeSharedSearch,
  solveDeal,
  solvePosition,
  TABLE_STRAINS,
  tableOfOptimum,
} from './solver/index.js';
// table: cards, calls, the auction, the play; pbn: PBN files
export { checkAuction } from './table/auction.js';
export { PASS } from './table/call.js';
export type { Card, Deal } from './table/card.js';
export { formatDeal, formatHand, parseCard, parseDeal, suitHolding } from './table/card.js';
export { readDealText, readHands } from './table/deal-text.js';
export * as table from './table/index.js';
export type { DealRecord } from './table/lin.js';
export { formatLinDeal, parseLinDeal } from './table/lin.js';
export type { PbnBoard } from './table/pbn/board.js';
export { boardToPbn, readPbnBoard } from './table/pbn/board.js';
export { readPbnSessions } from './table/pbn/events.js';
export * as pbn from './table/pbn/index.js';
export type { PbnSession, RecordedScore, SessionPair, SessionResult } from './table/pbn/session.js';
export { isScoredResult, passedOut, readPbnSession } from './table/pbn/session.js';
export { sessionToPbn } from './table/pbn/session-write.js';
export { averageUnplayed, creditSubstitutes, recognisePbnSource } from './table/pbn/source.js';
export { formatPbn, parsePbn } from './table/pbn/text.js';
export { canPlay, countTricks, playOrderFromRows, trickWinner } from './table/play.js';
// teams: a teams event, its VP scale and ranking, a round robin's schedule, the Swiss draw
export type {
  ByeRule,
  DrawnRound,
  MatchScore,
  ScoredMatch,
  SwissDraw,
  SwissField,
  SwissTable,
  Team,
  TeamStanding,
  TeamsEvent,
  TeamsMatch,
  TeamsRound,
  VpScale,
  VpTable,
} from './teams/index.js';
export * as teams from './teams/index.js';
export {
  checkEvent,
  drawNextRound,
  formatVpTable,
  impQuotient,
  matchVps,
  parseVpTable,
  roundRobin,
  swissDraw,
  teamKey,
  teamsStandings,
} from './teams/index.js';
