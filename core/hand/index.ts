/**
 * One hand: contract text, the played hand, its score and breakdown in words, boards, honors, hand rows,
 * an adjusted score given instead: the
 * `hand` namespace of the core's public API (core/index.ts).
 */
export type { Adjusted } from './adjusted.js';
export { formatAdjusted, looksAdjusted, parseAdjusted } from './adjusted.js';
export {
  boardDealer,
  boardVulnerability,
  formatVulnerability,
  LAST_BOARD,
  parseBoardNumber,
  parseVulnerability,
  vulnerabilityOf,
} from './board.js';
export type { Bid, Contract, FormatOptions, PassedOut, PlayedContract } from './contract.js';
export {
  formatBid,
  formatContract,
  formatResult,
  formatStrain,
  isPassedOut,
  PASSED_OUT,
  resultToTricks,
  tricksNeeded,
  tricksTaken,
  tricksToResult,
} from './contract.js';
export { parseContract } from './contract-reader.js';
export type { ScoreItem, ScoreItemKind } from './explain.js';
export { describeScore, scoreItems } from './explain.js';
export type { Honors } from './honors.js';
export { formatHonors, honorsProblem, parseHonors } from './honors.js';
export type { PlayedHand } from './played.js';
export { agreeingDeclarer, readPlayedContract } from './played.js';
export type {
  HandCell,
  HandFields,
  HandRow,
  HandRowError,
  HandRowOptions,
  HandScore,
  ResultConvention,
  VulnerabilityConvention,
} from './row.js';
export {
  inNotation,
  parseHandLine,
  parseHandRow,
  RESULT_CONVENTIONS,
  recordedScore,
  scoreHandRow,
  VULNERABILITY_CONVENTIONS,
} from './row.js';
export type { ContractScore, ResultRow, ScoreBreakdown, ScoreInput, TableScore } from './score.js';
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
} from './score.js';
