/**
 * Double dummy: a deal's table of tricks for every declarer and strain, a position part way through
 * the play solved card by card, and par: the `solver` namespace of the core's public API (core/index.ts).
 */
export type { DdResult } from './dd-score.js';
export { scoreDoubleDummy } from './dd-score.js';
export type { DdTable, SolveOptions } from './dd-table.js';
export { sizeSharedSearch, solveDeal, TABLE_STRAINS } from './dd-table.js';
export type { HandRecord, HandRecords } from './hand-records.js';
export { readHandRecords, tableOfOptimum } from './hand-records.js';
export type { Par, ParContract } from './par.js';
export { formatPar, formatParContract, formatParContracts, parOf } from './par.js';
export type { Position, PositionSolution } from './solve-position.js';
export { solvePosition } from './solve-position.js';
export { formatDdTable, parseDdTable } from './table-text.js';
