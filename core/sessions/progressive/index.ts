/**
 * Progressive Bridge: the evening's engine, a deal's score, the movement, tally cards and the ranking: the
 * `progressive` namespace of the core's public API (core/index.ts).
 */
export type { ProgressiveDealInput, ProgressiveDealScore } from './deal.js';
export { PROGRESSIVE_CAP, progressiveVulnerability, roundDeal, scoreProgressiveDeal } from './deal.js';
export type { ProgressiveSession } from './engine.js';
export { newProgressive, PROGRESSIVE_FORMAT, pendingMovement, progressiveEngine } from './engine.js';
export type { MovementProblem, Partnership, Progression, TableMove, TableSeating } from './movement.js';
export { drawsHigher, PROGRESSIONS, planMovement, randomDraws, seatTables } from './movement.js';
export { defaultSeating } from './read.js';
export type { RankedPlayer, TallyCard, TallyRound } from './tallies.js';
export { progressiveRanking, tallyCards } from './tallies.js';
export type {
  ProgressiveDeal,
  ProgressiveEvent,
  ProgressiveRound,
  ProgressiveSettings,
  ProgressiveState,
  TableRound,
} from './types.js';
