/**
 * Teams events: the Swiss draw and the minimum-cost perfect matching it is found with: the `teams`
 * namespace of the core's public API (core/index.ts).
 */
export { MAX_MATCHING_COST, minCostPerfectMatching, type PairCost } from './matching.js';
export type { SwissDraw, SwissField, SwissTable } from './swiss.js';
export { swissDraw } from './swiss.js';
