/**
 * A teams match (Law 78B; docs/rules.md, IMPs and team matches): team A sits N/S at table 1 and E/W at table 2, so team A's
 * difference on a board is table 1's N/S score minus table 2's.
 */

import { AMBIGUOUS_SEPARATOR, OUT_OF_RANGE, parseNumber } from '../base/decimal.js';
import type { Problem } from '../base/problem.js';
import type { Result } from '../base/result.js';
import { ok, parseError } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import type { Vulnerability } from '../base/vocabulary.js';
import { orList } from '../base/words.js';
import { boardVulnerability, parseBoardNumber } from '../hand/board.js';
import { type Contract, isPassedOut } from '../hand/contract.js';
import { parseHandLine } from '../hand/row.js';
import { seatLetters } from '../hand/row-fields.js';
import { scoreTable } from '../hand/score.js';
import type { Language } from '../i18n/languages.js';
import { toImps } from './imps.js';

/** One table's result: the contract with declarer and result, or the N/S score alone. */
export type TableResult = { readonly contract: Contract } | { readonly ns: number };

/** One board of a team match: its number and both tables' results. */
export interface MatchBoard {
  readonly board: number;
  /** The vulnerability the board was played at, when not its number's (Law 2): a match may set its own. */
  readonly vulnerability?: Vulnerability;
  readonly table1: TableResult;
  readonly table2: TableResult;
}

/** A board compared across the two tables: N/S scores, the difference and team A's IMPs. */
export interface MatchBoardResult {
  readonly board: number;
  readonly vulnerability: Vulnerability;
  readonly table1: number;
  readonly table2: number;
  /** Team A's points difference: table 1 N/S minus table 2 N/S. */
  readonly difference: number;
  /** Team A's IMPs; team B's are the negation. */
  readonly imps: number;
}

/** A team match summed up: each board's result, team A's IMP total and the winner or a draw. */
export interface MatchResult {
  readonly boards: readonly MatchBoardResult[];
  /** Team A's IMP total. */
  readonly total: number;
  readonly winner: 'A' | 'B' | 'draw';
}

/** A match's problem: the table result's own, placed at its board and table (`where.board`, `where.table`). */
export interface MatchError extends Problem {
  readonly where: { readonly board: number; readonly table: 1 | 2 };
}

/** One table's N/S score: a typed score as it is, a contract scored at the board's vulnerability. */
export const tableNs = (result: TableResult, vulnerability: Vulnerability): Result<number> => {
  if ('ns' in result) {
    if (!Number.isFinite(result.ns)) {
      return parseError('score-not-number', String(result.ns), 'a score must be a number');
    }
    return ok(result.ns);
  }
  const scored = scoreTable(result.contract, vulnerability);
  return scored.ok ? ok(scored.value.ns) : scored;
};

/**
 * The match over its scored boards: team A's IMP total, and who won (or leads, part-way through).
 * @example matchOf([{ board: 1, vulnerability: 'None', table1: 420, table2: 170, difference: 250, imps: 6 }]).winner // 'A'
 */
export function matchOf(boards: readonly MatchBoardResult[]): MatchResult {
  let total = 0;
  for (const board of boards) total += board.imps;
  return { boards, total, winner: total > 0 ? 'A' : total < 0 ? 'B' : 'draw' };
}

/**
 * Scores a teams match board by board. An error names the board and table it comes from.
 * @example scoreMatch([{ board: 1, table1: { ns: 420 }, table2: { ns: 170 } }]).value.total // 6
 */
export function scoreMatch(boards: readonly MatchBoard[]): Result<MatchResult, MatchError> {
  const results: MatchBoardResult[] = [];
  for (const entry of boards) {
    const number = parseBoardNumber(entry.board);
    if (!number.ok) return { ok: false, error: { ...number.error, where: { board: entry.board, table: 1 } } };
    const vulnerability = entry.vulnerability ?? boardVulnerability(entry.board);
    const table1 = tableNs(entry.table1, vulnerability);
    if (!table1.ok) return { ok: false, error: { ...table1.error, where: { board: entry.board, table: 1 } } };
    const table2 = tableNs(entry.table2, vulnerability);
    if (!table2.ok) return { ok: false, error: { ...table2.error, where: { board: entry.board, table: 2 } } };
    const difference = table1.value - table2.value;
    const imps = toImps(difference);
    results.push({ board: entry.board, vulnerability, table1: table1.value, table2: table2.value, difference, imps });
  }
  return ok(matchOf(results));
}

const SCORE_TEXT = /^[+\-−]?\d+$/;
/** `1.100`, `1,100`: a score with a separator that reads two ways (`parseNumber` refuses it too). */
const GROUPED_SCORE = /^[+\-−]?\d{1,3}(?:[.,]\d{3})+$/;

/**
 * One table's result as typed on a match sheet: a contract with declarer and result (`4S= by N`,
 * `3NTX-2 W`, `Pass`), or the N/S score itself (`420`, `-500`); a contract in `notation` (English by default).
 * @example parseTableResult('4SN=') // { ok: true, value: { contract: { level: 4, strain: 'S', …, declarer: 'N', result: 0 } } }
 */
export function parseTableResult(input: string, notation: Language = 'en'): Result<TableResult> {
  const text = withoutInvisible(String(input)).trim();
  if (GROUPED_SCORE.test(text))
    return parseError('score-ambiguous-separator', String(input), `a score ${AMBIGUOUS_SEPARATOR}`);
  if (SCORE_TEXT.test(text)) {
    const read = parseNumber(text);
    if (!read.ok) return parseError('score-out-of-range', String(input), `a score ${OUT_OF_RANGE}`, read.error.params);
    const ns = read.value;
    if (ns % 10 !== 0) return parseError('score-not-ten', String(input), 'a bridge score is a multiple of 10');
    return ok({ ns });
  }
  // A contract by the core's one hand-row reader, so that `4S 10 N` reads here as in every other field.
  const read = parseHandLine(text, { vulnerabilityKnownBy: 'the board', notation });
  if (!read.ok) {
    // A table's result needs the result as a contract's does, in words about the table.
    if (read.error.code === 'no-result')
      return parseError('table-needs-result', String(input), 'add the result (=, +n or −n), as in 4S= N');
    return parseError(read.error.code, String(input), read.error.reason, read.error.params);
  }
  const contract = read.value.hand;
  if (!isPassedOut(contract) && contract.declarer === undefined) {
    // The seats as the cell is read, so that the message names letters the reader takes.
    const seats = seatLetters(notation);
    return parseError('table-needs-declarer', String(input), `add the declarer (${orList(seats)}), as in 4S= N`, {
      seats,
    });
  }
  return ok({ contract });
}
