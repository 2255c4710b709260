/**
 * A team match of 1 to 64 boards as a session (docs/rules.md, IMPs and team matches): each table's result
 * on each board, as the player typed it, is an event; the IMPs, the running total and, once every board
 * is in, both teams' Victory Points on the WBF scale for the match's length are derived by replaying them.
 * The scoring is the core's own (`parseTableResult`, `tableNs`, `scoreMatch`, `victoryPoints`).
 */

import { under } from '../base/problem.js';
import { quoteValue } from '../base/quote.js';
import { isRecord, readOneOf } from '../base/read.js';
import type { Result } from '../base/result.js';
import { err, ok, parseError, refused } from '../base/result.js';
import { SEATS, type Seat, VULNERABILITIES, type Vulnerability } from '../base/vocabulary.js';
import { boardDealer, boardVulnerability, LAST_BOARD, parseBoardNumber } from '../hand/board.js';
import {
  type MatchBoardResult,
  type MatchResult,
  matchOf,
  parseTableResult,
  scoreMatch,
  type TableResult,
  tableNs,
} from '../results/match.js';
import { victoryPoints } from '../results/vp.js';
import { type Engine, newCheckedSession, readEventRecord, type Session, type SessionError } from './session.js';

/** The longest match the popup keeps: a day's long knockout segment is rarely more. */
export const MAX_MATCH_BOARDS = 64;

/** The longest team name kept: a name, not a paragraph, so it fits a narrow column. */
export const MAX_TEAM_NAME = 40;

/** A team match's setup: its length, first board and the teams' names. */
export interface TeamMatchSettings {
  /** 1–64. */
  readonly boards: number;
  /** The first board's number; the others follow it, each with its dealer and vulnerability by Law 2. */
  readonly firstBoard: number;
  /** Team A's and team B's names, as typed; '' for none (shown as "Team A", "Team B"). */
  readonly teams: readonly [string, string];
}

/** The match set up when nothing is chosen: four boards from board 1, no names. */
export const DEFAULT_TEAM_MATCH: TeamMatchSettings = { boards: 4, firstBoard: 1, teams: ['', ''] };

/** One of the two tables of a team match. */
export type MatchTable = 1 | 2;
/** Both tables of a team match, in order. */
export const MATCH_TABLES: readonly MatchTable[] = [1, 2];

/**
 * What happens at a match: a table's result on a board (the text typed: `4S= N`, `3NTX-2 W`, `Pass` or
 * the N/S score `-620`, kept as typed so the sheet shows it back as it was entered, read by
 * `parseTableResult`); a table's result taken away; a board played at another dealer or vulnerability
 * than its number's.
 */
export type TeamMatchEvent =
  | { readonly type: 'table'; readonly board: number; readonly table: MatchTable; readonly result: string }
  | { readonly type: 'clear'; readonly board: number; readonly table: MatchTable }
  | { readonly type: 'deal'; readonly board: number; readonly dealer: Seat; readonly vulnerability: Vulnerability };

/** One table's result on a board: as typed, read, and its N/S score. */
export interface TeamMatchTable {
  /** As typed. */
  readonly text: string;
  readonly result: TableResult;
  /** Its N/S score at the board's vulnerability. */
  readonly ns: number;
}

/** A board of a team match: dealer, vulnerability, each table's result, the IMPs and the running total. */
export interface TeamMatchBoard {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly table1?: TeamMatchTable;
  readonly table2?: TeamMatchTable;
  /** Once both tables are in: the difference and team A's IMPs. */
  readonly result?: MatchBoardResult;
  /** Team A's IMPs over this board and every scored board before it; once both tables are in. */
  readonly running?: number;
}

/** A team match so far: its boards, the match over those scored, what is missing and the VPs once done. */
export interface TeamMatchState {
  readonly settings: TeamMatchSettings;
  readonly boards: readonly TeamMatchBoard[];
  /** The match over the boards scored so far (team A's IMP total and who leads). */
  readonly match: MatchResult;
  /** Boards not yet in at both tables. */
  readonly missing: number;
  readonly finished: boolean;
  /** Once every board is in: both teams' VPs on the WBF scale for the match's length. */
  readonly vp?: { readonly A: number; readonly B: number };
}

/** A team's name as shown: its own, or "Team A" / "Team B". */
export const teamName = (settings: TeamMatchSettings, team: 'A' | 'B'): string =>
  settings.teams[team === 'A' ? 0 : 1] || `Team ${team}`;

/** The board numbers of a match, first to last. */
export const matchBoardNumbers = (settings: TeamMatchSettings): number[] =>
  Array.from({ length: settings.boards }, (_, i) => settings.firstBoard + i);

function readTeams(value: unknown): Result<readonly [string, string]> {
  if (value === undefined) return ok(DEFAULT_TEAM_MATCH.teams);
  if (!Array.isArray(value) || value.length !== 2)
    return refused('teams-list', `teams must be a list of two names, not ${quoteValue(value)}`, {
      value: quoteValue(value),
    });
  const names: string[] = [];
  for (const name of value) {
    if (typeof name !== 'string')
      return refused('team-name-text', `a team's name must be text, not ${quoteValue(name)}`, {
        value: quoteValue(name),
      });
    const trimmed = name.trim();
    if (trimmed.length > MAX_TEAM_NAME)
      return parseError('team-name-length', trimmed, `a team's name has at most ${MAX_TEAM_NAME} characters`, {
        max: MAX_TEAM_NAME,
      });
    names.push(trimmed);
  }
  return ok([names[0] as string, names[1] as string]);
}

function readSettings(value: unknown): Result<TeamMatchSettings> {
  if (value === undefined) return ok(DEFAULT_TEAM_MATCH);
  if (!isRecord(value))
    return refused('settings-not-object', `must be an object, not ${quoteValue(value)}`, { value: quoteValue(value) });
  const boards = value.boards ?? DEFAULT_TEAM_MATCH.boards;
  if (typeof boards !== 'number' || !Number.isInteger(boards) || boards < 1 || boards > MAX_MATCH_BOARDS)
    return refused(
      'match-boards',
      `boards must be a whole number from 1 to ${MAX_MATCH_BOARDS}, not ${quoteValue(boards)}`,
      { min: 1, max: MAX_MATCH_BOARDS, value: quoteValue(boards) },
    );
  const first = value.firstBoard ?? DEFAULT_TEAM_MATCH.firstBoard;
  const firstBoard = typeof first === 'number' ? parseBoardNumber(first) : undefined;
  if (firstBoard === undefined || !firstBoard.ok)
    return refused(
      'first-board',
      `firstBoard must be a board number (a whole number from 1), not ${quoteValue(first)}`,
      { value: quoteValue(first) },
    );
  if (firstBoard.value + boards - 1 > LAST_BOARD)
    return refused('past-last-board', `${boards} boards from board ${firstBoard.value} go past board ${LAST_BOARD}`, {
      boards,
      firstBoard: firstBoard.value,
      last: LAST_BOARD,
    });
  const teams = readTeams(value.teams);
  if (!teams.ok) return teams;
  return ok({ boards, firstBoard: firstBoard.value, teams: teams.value });
}

function readBoard(value: unknown): Result<number> {
  const board = typeof value === 'number' ? parseBoardNumber(value) : undefined;
  return board?.ok
    ? board
    : refused('board-number', `the board must be a board number, not ${quoteValue(value)}`, {
        value: quoteValue(value),
      });
}

function readEvent(value: unknown): Result<TeamMatchEvent> {
  const event = readEventRecord(value, ['table', 'clear', 'deal'] as const);
  if (!event.ok) return event;
  const { type } = event.value;
  const board = readBoard(event.value.board);
  if (!board.ok) return board;
  if (type === 'deal') {
    const dealer = readOneOf<Seat>(event.value.dealer, SEATS, 'dealer');
    if (!dealer.ok) return dealer;
    const vulnerability = readOneOf<Vulnerability>(event.value.vulnerability, VULNERABILITIES, 'vulnerability');
    if (!vulnerability.ok) return vulnerability;
    return ok({ type, board: board.value, dealer: dealer.value, vulnerability: vulnerability.value });
  }
  const table = readOneOf<MatchTable>(event.value.table, MATCH_TABLES, 'table');
  if (!table.ok) return table;
  if (type === 'clear') return ok({ type, board: board.value, table: table.value });
  if (typeof event.value.result !== 'string')
    return refused('result-text', `a table's result must be text, not ${quoteValue(event.value.result)}`, {
      value: quoteValue(event.value.result),
    });
  // Refused here, not at apply: a result that cannot be read is bad data, not a turn of the match.
  const parsed = parseTableResult(event.value.result);
  if (!parsed.ok) return parsed;
  return ok({ type, board: board.value, table: table.value, result: event.value.result.trim() });
}

/**
 * The board's tables scored at its vulnerability and, once both are in, the board by scoreMatch from
 * those scores (not the contracts again). Only a changed board is scored: every board on every event
 * made replaying a 64-board match seven times slower.
 */
function scored(board: TeamMatchBoard): Result<TeamMatchBoard> {
  const { table1, table2, result: _old, running: _running, ...bare } = board;
  const tables: { table1?: TeamMatchTable; table2?: TeamMatchTable } = {};
  for (const [key, table] of [
    ['table1', table1],
    ['table2', table2],
  ] as const) {
    if (table === undefined) continue;
    const ns = tableNs(table.result, board.vulnerability);
    if (!ns.ok) return ns;
    tables[key] = { ...table, ns: ns.value };
  }
  if (tables.table1 === undefined || tables.table2 === undefined) return ok({ ...bare, ...tables });
  const match = scoreMatch([
    {
      board: board.board,
      vulnerability: board.vulnerability,
      table1: { ns: tables.table1.ns },
      table2: { ns: tables.table2.ns },
    },
  ]);
  if (!match.ok) return match;
  return ok({ ...bare, ...tables, result: match.value.boards[0] as MatchBoardResult });
}

/** The state around its boards: the running total, the match so far (matchOf), and the VPs once it is in. */
function summed(settings: TeamMatchSettings, boards: readonly TeamMatchBoard[]): TeamMatchState {
  let running = 0;
  const withRunning = boards.map((board) => {
    if (board.result === undefined) return board;
    running += board.result.imps;
    return { ...board, running };
  });
  const match = matchOf(withRunning.flatMap((board) => (board.result ? [board.result] : [])));
  const missing = settings.boards - match.boards.length;
  const state: TeamMatchState = { settings, boards: withRunning, match, missing, finished: missing === 0 };
  if (missing > 0) return state;
  const { total } = match;
  return { ...state, vp: { A: victoryPoints(total, settings.boards), B: victoryPoints(-total, settings.boards) } };
}

function apply(state: TeamMatchState, event: TeamMatchEvent): Result<TeamMatchState> {
  const { settings } = state;
  const index = event.board - settings.firstBoard;
  const board = state.boards[index];
  if (board === undefined) {
    const { firstBoard: first } = settings;
    const last = first + settings.boards - 1;
    // A match of one board names it: its own sentence, not a range from a board to itself.
    return settings.boards === 1
      ? refused('board-not-the-match-board', `board ${event.board} is not in this match (board ${last})`, {
          board: event.board,
          last,
        })
      : refused('board-not-in-match', `board ${event.board} is not in this match (boards ${first}–${last})`, {
          board: event.board,
          first,
          last,
        });
  }
  let changed: TeamMatchBoard;
  if (event.type === 'deal') {
    changed = { ...board, dealer: event.dealer, vulnerability: event.vulnerability };
  } else if (event.type === 'clear') {
    const { [`table${event.table}` as const]: gone, ...rest } = board;
    if (gone === undefined)
      return refused('no-result-to-clear', `board ${event.board} has no result at table ${event.table} to take away`, {
        board: event.board,
        table: event.table,
      });
    changed = rest;
  } else {
    // readEvent has read the text already; a result it let through always parses.
    const result = parseTableResult(event.result);
    if (!result.ok) return result;
    changed = { ...board, [`table${event.table}`]: { text: event.result, result: result.value, ns: 0 } };
  }
  const rescored = scored(changed);
  if (!rescored.ok)
    return err(under(rescored.error, `board ${event.board}`, { code: 'board-score', params: { board: event.board } }));
  const boards = state.boards.slice();
  boards[index] = rescored.value;
  return ok(summed(settings, boards));
}

/** The format name of a saved team match. */
export const TEAM_MATCH_FORMAT = 'bridge-scorer/team-match';

/** The team match engine: give it to the generic session functions (`loadSession`, `addEvent`, `replay`). */
export const teamMatchEngine: Engine<TeamMatchSettings, TeamMatchEvent, TeamMatchState> = {
  format: TEAM_MATCH_FORMAT,
  version: 1,
  readSettings,
  readEvent,
  start: (settings) =>
    summed(
      settings,
      matchBoardNumbers(settings).map((board) => ({
        board,
        dealer: boardDealer(board),
        vulnerability: boardVulnerability(board),
      })),
    ),
  apply,
};

/** A team match as saved: settings and events. */
export type TeamMatchSession = Session<TeamMatchSettings, TeamMatchEvent>;

/**
 * A new match; what is left out defaults to `DEFAULT_TEAM_MATCH`. A length or a name out of range is
 * refused in a load's words, as a player can type one.
 */
export const newTeamMatch = (settings: Partial<TeamMatchSettings> = {}): Result<TeamMatchSession, SessionError> =>
  newCheckedSession(teamMatchEngine, settings);
