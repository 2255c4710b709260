/**
 * PBN files: games of tags and sections read and written, a game as the board it records, tables, a file
 * as a pairs session: the `pbn` namespace of
 * the core's public API (core/index.ts).
 */
export type { PbnBoard } from './board.js';
export { boardToPbn, readPbnBoard } from './board.js';
export { type PbnEventKey, readPbnSessions, splitPbnEvents } from './events.js';
export type { PairsScoringRule } from './scoring.js';
export { parsePbnScoring } from './scoring.js';
export type { PbnSession, RecordedScore, SessionPair, SessionResult } from './session.js';
export { isScoredResult, passedOut, readPbnSession } from './session.js';
export { sessionToPbn } from './session-write.js';
export { averageUnplayed, creditSubstitutes, recognisePbnSource } from './source.js';
export type { PbnColumn, PbnTable, PbnTableRow } from './table.js';
export { parsePbnColumns, readPbnTable } from './table.js';
export type { PbnGame, PbnTag, SectionLine } from './text.js';
export { formatPbn, parsePbn, pbnTag } from './text.js';
