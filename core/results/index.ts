/**
 * Comparing scores: IMPs, team matches, matchpoints, cross-IMPs and Butler, a pairs session's travellers
 * and ranking, Victory Points: the `results`
 * namespace of the core's public API (core/index.ts).
 */
export { type ResultsSource, SOURCE_CONVENTIONS, type SourceConvention } from './conventions.js';
export { toImps } from './imps.js';
export type { MatchBoard, MatchBoardResult, MatchError, MatchResult, TableResult } from './match.js';
export { parseTableResult, scoreMatch, tableNs } from './match.js';
export type { MatchpointScale, Matchpoints } from './matchpoints.js';
export { matchpoints, matchpointsAgainst, matchpointsFor, neuberg } from './matchpoints.js';
export { butler, butlerDatum, crossImps, crossImpsAgainst, crossImpsFor } from './pair-imps.js';
export type { PairsResult, RankedPair, Ranking, RankingOptions } from './ranking.js';
export { comparePairs, isPhantom, numberedByDirection, rankedTravellers, rankPairs, toHundredths } from './ranking.js';
export type { TravellerEntry, TravellerOptions, TravellerScore } from './travellers.js';
export { artificialImps, byBoard, mostPlayed, scoreTravellers } from './travellers.js';
export { blitzMargin, formatVp, MAX_VP_BOARDS, type VpInputProblem, victoryPoints, vpInputProblem } from './vp.js';
