/**
 * PBN files: games of tags and sections read and written, a game as the board it records: the `pbn` namespace of
 * the core's public API (core/index.ts).
 */
export type { PbnBoard } from './board.js';
export { boardToPbn, readPbnBoard } from './board.js';
export type { PbnGame, PbnTag } from './text.js';
export { formatPbn, parsePbn, pbnTag } from './text.js';
