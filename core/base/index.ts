/**
 * Result, the vocabulary of seats, sides and strains, decimals, a seeded random source, CSV, words, problems: the
 * `base` namespace of the core's public API (core/index.ts).
 */
export { type CsvCell, formatCsv } from './csv.js';
export { isIsoDay } from './day.js';
export {
  AMBIGUOUS_SEPARATOR,
  LARGEST_NUMBER,
  type NumberError,
  type NumberProblem,
  OUT_OF_RANGE,
  parseDecimal,
  parseNumber,
} from './decimal.js';
export { bytesOfBinary, decodeFileText, type FileText } from './file-text.js';
export { pairId, partnershipId, playerId } from './identity.js';
export type { Problem, ProblemParams, Where } from './problem.js';
export { formatProblem, formatReason, placed, problem, under, within } from './problem.js';
export { QUOTED_LENGTH, quoteText, quoteValue } from './quote.js';
export type { Random } from './random.js';
export { seededRandom, shuffled } from './random.js';
export type { ParseError, Result } from './result.js';
export { err, ok, parseError, problemOf, refused } from './result.js';
export { withoutInvisible } from './text.js';
export type {
  ButlerHalves,
  BySide,
  CrossTotal,
  Doubling,
  Level,
  PairsScoring,
  Seat,
  Side,
  Strain,
  Suit,
  Vulnerability,
} from './vocabulary.js';
export {
  BUTLER_HALVES,
  CROSS_TOTALS,
  DOUBLINGS,
  isSeat,
  isVulnerable,
  LEVELS,
  nextSeat,
  otherSide,
  PAIRS_SCORINGS,
  partnerOf,
  SEAT_NAMES,
  SEAT_WORDS,
  SEATS,
  SIDE_NAMES,
  SIDE_WORDS,
  SIDES,
  STRAINS,
  SUIT_SYMBOLS,
  SUITS,
  seatAfter,
  sideOf,
  strainRank,
  VULNERABILITIES,
} from './vocabulary.js';
export { andList, firstOf, orList, plural } from './words.js';
export { formatYesNo, parseYesNo, YES_NO_WORDS } from './yes-no.js';
