/**
 * Movements for a duplicate pairs evening, Mitchell and Howell: the `movements` namespace of the core's
 * public API (core/index.ts).
 */
export type { MovementLimits, MovementSettings } from './build.js';
export { MAX_BOARDS_PER_ROUND, MOVEMENT_PAIRS, movementLimits, newMovement } from './build.js';
export type {
  BoardsNext,
  GuideCard,
  GuideRound,
  MovementSummary,
  PlannedRound,
  SitOut,
  TableCard,
  TableCardRound,
} from './cards.js';
export { guideCards, movementSummary, roundsOf, tableCards } from './cards.js';
export { latePair, pairLeaves, seatsOf } from './changes.js';
export { HOWELL_DESIGN_NAMES, type HowellDesign, howellRounds } from './howell.js';
export type { Absence, Movement, MovementChange, MovementKind, PairRef, Seating } from './movement.js';
export {
  boardsOfSets,
  formatBoards,
  formatPair,
  isAbsent,
  MOVEMENT_KINDS,
  MOVEMENT_NAMES,
  namePair,
  samePair,
} from './movement.js';
export { parseMovementKind, parsePair } from './parse.js';
