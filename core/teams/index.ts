/**
 * Teams events, Swiss and round robin: the event as plain JSON, its VP scale and ranking, the Swiss draw
 * and the minimum-cost perfect matching it is found with: the `teams` namespace of the core's public API
 * (core/index.ts).
 */

export { checkRound, type PairMeetings, pairsMeetingMore } from './drawn-round.js';
export type {
  ByeRule,
  CheckOptions,
  MatchImps,
  MatchScore,
  ScoredMatch,
  Team,
  TeamsEvent,
  TeamsMatch,
  TeamsRound,
} from './event.js';
export {
  byesHad,
  checkEvent,
  checkTeamNames,
  hasLeft,
  matchImps,
  pairsMet,
  scoredMatches,
  teamKey,
} from './event.js';
export { MAX_MATCHING_COST, minCostPerfectMatching, type PairCost } from './matching.js';
export { drawNextRound, swissField } from './next-round.js';
export type { BergerMatch, DrawnMatch, DrawnRound, RoundRobinOptions } from './round-robin.js';
export { bergerTable, roundRobin } from './round-robin.js';
export type { TeamStanding } from './standings.js';
export { impQuotient, teamsStandings } from './standings.js';
export type { SwissDraw, SwissField, SwissTable } from './swiss.js';
export { swissDraw } from './swiss.js';
export type { MatchVps, VpBand, VpScale, VpTable } from './vp-scale.js';
export { drawVps, formatVpTable, matchVps, mostVps, parseVpTable } from './vp-scale.js';
