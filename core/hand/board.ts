/**
 * Boards: the dealer and vulnerability of any board number, by the standard 16-board cycle of Law 2
 * (docs/rules.md, Boards: dealer and vulnerability).
 */
import { ok, parseError, type Result } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import { type BySide, SEATS, type Seat, SIDE_WORDS, type Vulnerability } from '../base/vocabulary.js';

// biome-ignore format: the cycle reads best four boards to a row
const VULNERABILITY_CYCLE: readonly Vulnerability[] = [
  'None', 'NS', 'EW', 'All',
  'NS', 'EW', 'All', 'None',
  'EW', 'All', 'None', 'NS',
  'All', 'None', 'NS', 'EW',
];

/** The last board number read: nine digits are more than any event deals, and every one is exact. */
export const LAST_BOARD = 999_999_999;

/** What is wrong with a board number, or undefined: the one rule for text, cells and the core's own calls. */
function boardProblem(board: number): { readonly code: string; readonly reason: string } | undefined {
  if (!Number.isInteger(board) || board < 1)
    return { code: 'board-whole', reason: 'a board number must be a whole number from 1' };
  return board > LAST_BOARD ? { code: 'board-digits', reason: 'a board number has at most 9 digits' } : undefined;
}

const checkBoard = (board: number): void => {
  const problem = boardProblem(board);
  if (problem !== undefined) throw new RangeError(`${problem.reason}, not ${board}`);
};

/**
 * The dealer of a board: N, E, S, W in turn from board 1. Throws a RangeError for a number below 1 or not
 * whole; `parseBoardNumber` checks user text.
 * @example boardDealer(4) // 'W'
 */
export function boardDealer(board: number): Seat {
  checkBoard(board);
  return SEATS[(board - 1) % 4] as Seat;
}

/**
 * The vulnerability of a board in the 16-board cycle.
 * @example boardVulnerability(2) // 'NS'
 */
export function boardVulnerability(board: number): Vulnerability {
  checkBoard(board);
  return VULNERABILITY_CYCLE[(board - 1) % 16] as Vulnerability;
}

/**
 * A board number as typed, or as a number cell holds it: a whole number from 1 to LAST_BOARD.
 * @example parseBoardNumber(' 17 ') // { ok: true, value: 17 }
 * @example parseBoardNumber(1e20) // an error: a board number has at most 9 digits
 */
export function parseBoardNumber(input: string | number): Result<number> {
  const text = withoutInvisible(String(input)).trim();
  const board = typeof input === 'number' ? input : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  const problem = boardProblem(board);
  return problem === undefined ? ok(board) : parseError(problem.code, String(input), problem.reason);
}

const VULNERABILITY_WORDS: { readonly [word: string]: Vulnerability } = {
  NONE: 'None',
  '-': 'None',
  LOVE: 'None',
  NEITHER: 'None',
  O: 'None',
  '0': 'None',
  ...SIDE_WORDS,
  ALL: 'All',
  BOTH: 'All',
  B: 'All',
};

/** The vulnerability a word names (in capitals), or undefined: for a reader that tries several meanings. */
export const vulnerabilityWord = (word: string): Vulnerability | undefined => VULNERABILITY_WORDS[word];

/**
 * A board's vulnerability as results files and players write it: None / - / Love, NS, EW, All / Both.
 * @example parseVulnerability('Both') // { ok: true, value: 'All' }
 */
export function parseVulnerability(input: string): Result<Vulnerability> {
  const vulnerability = VULNERABILITY_WORDS[withoutInvisible(String(input)).trim().toUpperCase()];
  if (vulnerability === undefined)
    return parseError('vulnerability', String(input), 'vulnerability must be None, NS, EW or All');
  return ok(vulnerability);
}

/** `None`, `NS`, `EW`, `All`: the words `parseVulnerability` reads back. */
export const formatVulnerability = (vulnerability: Vulnerability): string => vulnerability;

/** Who is vulnerable, from each side's flag (as Chicago and Progressive deals carry it). */
export const vulnerabilityOf = (vulnerable: BySide<boolean>): Vulnerability =>
  vulnerable.NS ? (vulnerable.EW ? 'All' : 'NS') : vulnerable.EW ? 'EW' : 'None';
