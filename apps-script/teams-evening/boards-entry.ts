/**
 * A match entered board by board: for each board, both tables' results as the scorer types them (a
 * contract with its declarer and result in the spreadsheet's notation, `4S= N`, `3NT-1 W`, `Pass`, or
 * the N/S score). Each is read on the spot; under the lock, the match's boards are written in `Teams
 * boards` only if they still hold what the sidebar showed, and once all are in, the match's IMPs in
 * `Teams evening` are the core's sum of them (core/teams matchImps), never a total typed that disagrees.
 */
import { placed, problem, under } from '../../core/base/problem';
import { boardVulnerability, formatContract } from '../../core/index';
import { parseTableResult, scoreMatch, type TableResult, tableNs } from '../../core/results/match';
import { type MatchImps, matchImps } from '../../core/teams/event';
import { say, speaks } from '../cells';
import { type Answer, passOn, refuse } from '../evening/answer';
import { guard, type LockLike, ownSheet, type SpreadsheetLike, type Value, withLock } from '../evening/sheet-api';
import {
  type BoardRow,
  type BoardsColumns,
  type BoardsHeader,
  boardsHead,
  boardsOf,
  completeBoards,
  readTeamsBoards,
  TEAMS_BOARDS,
} from './boards-sheet';
import { matchAt } from './entry';
import { type MatchRow, openTeamsEvening, type TeamsEvening } from './evening';
import { TEAMS_EVENING } from './layout';
import { boardViews, type TeamsBoardView, type TeamsView, teamsView } from './view';

/** One board as typed: each table's result, blank while it is to come. */
export interface TypedBoard {
  readonly table1: string;
  readonly table2: string;
}

/**
 * What the sidebar sends: the match (round, table and the teams it showed there), the first board's
 * number, every board of the match in order from it, and the boards it showed (none: nothing entered).
 */
export interface TeamsBoardsEntry {
  readonly round: number;
  readonly table: number;
  readonly home: string;
  readonly away: string;
  readonly first: string;
  readonly results: readonly TypedBoard[];
  readonly shown: readonly TeamsBoardView[];
}

/** The most a board's number takes here: four digits, as a club's boards are numbered. */
const FIRST = /^\d{1,4}$/;

/** The first board's number as typed, or why not, beside its field. */
function firstOf(typed: string): Answer<number> {
  const text = String(typed ?? '').trim();
  if (FIRST.test(text) && Number(text) >= 1) return { ok: true, value: Number(text) };
  return refuse(
    problem('teams-boards-first', 'the first board is a whole number from 1', {
      input: text,
      where: { field: 'first' },
    }),
  );
}

/** Each board's two results read in the notation typed, or the first that cannot be, named by board and table. */
function resultsOf(
  results: readonly TypedBoard[],
  first: number,
): Answer<{ board: number; table1: TableResult | null; table2: TableResult | null }[]> {
  const { notation } = speaks();
  const read: { board: number; table1: TableResult | null; table2: TableResult | null }[] = [];
  for (const [i, typed] of (Array.isArray(results) ? results : []).entries()) {
    const board = first + i;
    const tables: (TableResult | null)[] = [];
    for (const table of [1, 2] as const) {
      const text = String(typed?.[`table${table}`] ?? '').trim();
      const result = text === '' ? null : parseTableResult(text, notation);
      if (result !== null && !result.ok) {
        const whole = under(result.error, `board ${board}, table ${table}`, {
          code: 'teams-boards-result',
          params: { board, table },
        });
        return refuse(placed(whole, { field: `results.${i}.table${table}` }));
      }
      tables.push(result === null ? null : result.value);
    }
    read.push({ board, table1: tables[0] ?? null, table2: tables[1] ?? null });
  }
  return { ok: true, value: read };
}

/** A table's result as the sheet keeps it: a contract in English letters (`4S= N`), a score as a number. */
const kept = (result: TableResult | null): Value =>
  result === null ? '' : 'ns' in result ? result.ns : formatContract(result.contract, { notation: 'en' });

/** A board's cells by header: the results as kept, and the core's N/S scores and IMPs once both are in. */
function boardCells(
  row: MatchRow,
  board: { board: number; table1: TableResult | null; table2: TableResult | null },
): Partial<Record<BoardsHeader, Value>> {
  const vulnerability = boardVulnerability(board.board);
  const ns = (result: TableResult | null): Value => {
    const scored = result === null ? null : tableNs(result, vulnerability);
    return scored?.ok ? scored.value : '';
  };
  const both = board.table1 !== null && board.table2 !== null;
  const scored = both
    ? scoreMatch([{ board: board.board, table1: board.table1 as TableResult, table2: board.table2 as TableResult }])
    : null;
  const imps = scored?.ok ? (scored.value.boards[0]?.imps ?? 0) : null;
  return {
    Round: row.round,
    Table: row.table,
    Board: board.board,
    Home: row.home,
    Away: row.away,
    'Table 1': kept(board.table1),
    'Table 2': kept(board.table2),
    'N/S 1': ns(board.table1),
    'N/S 2': ns(board.table2),
    'Home IMPs': imps === null ? '' : Math.max(imps, 0),
    'Away IMPs': imps === null ? '' : Math.max(-imps, 0),
    'Entered at': new Date(),
  };
}

/** Writes a row's cells, each by its own column, as a scorer may have moved them. */
function writeRow(
  sheet: NonNullable<ReturnType<SpreadsheetLike['getSheetByName']>>,
  columns: BoardsColumns,
  sheetRow: number,
  cells: Partial<Record<BoardsHeader, Value>>,
): void {
  for (const [header, value] of Object.entries(cells) as [BoardsHeader, Value][])
    sheet.getRange(sheetRow, columns[header] + 1, 1, 1).setValues(guard([[value]]));
}

const sameShown = (shown: readonly TeamsBoardView[], now: readonly TeamsBoardView[]): boolean =>
  Array.isArray(shown) &&
  shown.length === now.length &&
  now.every((board, i) => {
    const was = shown[i];
    return was !== undefined && was.board === board.board && was.table1 === board.table1 && was.table2 === board.table2;
  });

const sameImps = (a: MatchImps, b: MatchImps): boolean => a.home === b.home && a.away === b.away;

/** The match's IMPs and when, in `Teams evening`: its boards' sum, or blank. */
function writeImps(evening: TeamsEvening, row: MatchRow, imps: MatchImps | null): void {
  const { columns, sheet } = evening;
  const at = (header: 'Home IMPs' | 'Away IMPs' | 'Entered at', value: Value) =>
    sheet.getRange(row.sheetRow, columns[header] + 1, 1, 1).setValues([[value]]);
  at('Home IMPs', imps === null ? '' : imps.home);
  at('Away IMPs', imps === null ? '' : imps.away);
  at('Entered at', imps === null ? '' : new Date());
}

/** Enters, corrects or (every field blank) clears a match's boards, if they still hold what was shown. */
export function enterTeamsBoards(ss: SpreadsheetLike, lock: LockLike, entry: TeamsBoardsEntry): Answer<TeamsView> {
  const first = firstOf(entry.first);
  if (!first.ok) return passOn(first);
  const typed = resultsOf(entry.results, first.value);
  if (!typed.ok) return passOn(typed);
  return withLock(lock, () => {
    const opened = openTeamsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    const evening = opened.value;
    const found = matchAt(evening, entry, ss);
    if (!found.ok) return found.error;
    const row = found.value;
    const now = () => teamsView(evening, ss);
    const { round, table } = row;
    if (typed.value.length !== row.boards)
      return {
        ...refuse(
          problem('teams-boards-count', `this match has ${row.boards} boards, not ${typed.value.length}: look again`, {
            params: { boards: row.boards, count: typed.value.length },
          }),
        ),
        value: now(),
      };
    const target = ownSheet(ss, TEAMS_BOARDS);
    if (!target.ok) return refuse(target.error);
    const sheet = target.value;
    let boards = readTeamsBoards(ss, sheet);
    if (!boards.ok) return refuse(boards.error);
    if (boards.value.columns === null) {
      sheet.getRange(1, 1, 2, 12).setValues(guard(boardsHead(say('teamsBoards.note'))));
      sheet.setFrozenRows(2);
      boards = readTeamsBoards(ss, sheet);
      if (!boards.ok) return refuse(boards.error);
    }
    const columns = boards.value.columns as BoardsColumns;
    const held = boardsOf(boards.value, row);
    if (!sameShown(entry.shown, boardViews(held)))
      return {
        ...refuse(
          problem(
            'teams-boards-changed',
            `"${TEAMS_BOARDS}" holds other boards for this match now: look again before you change them`,
            { params: { sheet: TEAMS_BOARDS } },
          ),
        ),
        value: now(),
      };
    const entered = typed.value.filter((board) => board.table1 !== null || board.table2 !== null);
    const wasComplete = completeBoards(held, row.boards) !== null;
    const asRows = entered.map(
      (board): BoardRow => ({ ...board, sheetRow: 0, round, table, home: row.home, away: row.away }),
    );
    const complete = completeBoards(asRows, row.boards);
    const imps = complete === null ? null : matchImps({ home: row.home, away: row.away, score: { byBoard: complete } });
    if (imps !== null && !imps.ok) return refuse(imps.error);
    const made = imps?.value ?? null;
    // A total typed by hand stands until boards that make the same total take its place.
    if (made !== null && row.imps !== null && !wasComplete && !sameImps(made, row.imps))
      return refuse(
        problem(
          'teams-boards-total',
          `"${TEAMS_EVENING}" holds a total of ${row.imps.home}–${row.imps.away} typed for this match, and its boards make ${made.home}–${made.away}: clear the total, or correct the boards`,
          {
            params: {
              sheet: TEAMS_EVENING,
              held: `${row.imps.home}–${row.imps.away}`,
              made: `${made.home}–${made.away}`,
            },
          },
        ),
      );
    // Rows of boards no longer typed are blanked, each board kept on its row, the new ones added below.
    let next = boards.value.next;
    for (const old of held)
      if (!entered.some((board) => board.board === old.board))
        writeRow(sheet, columns, old.sheetRow, Object.fromEntries(Object.keys(columns).map((h) => [h, ''])));
    for (const board of entered) {
      const at = held.find((old) => old.board === board.board)?.sheetRow ?? next++;
      writeRow(sheet, columns, at, boardCells(row, board));
    }
    if (made !== null) writeImps(evening, row, made);
    else if (wasComplete) writeImps(evening, row, null);
    const after = openTeamsEvening(ss);
    if (!after.ok) return refuse(after.error);
    const message =
      entered.length === 0
        ? say('teamsBoards.cleared', { round, table })
        : made !== null
          ? say('teamsBoards.saved', {
              round,
              table,
              boards: row.boards,
              home: row.home,
              away: row.away,
              homeImps: made.home,
              awayImps: made.away,
            })
          : say('teamsBoards.partial', {
              round,
              table,
              count: entered.filter((board) => board.table1 !== null && board.table2 !== null).length,
              boards: row.boards,
            });
    return { ok: true, value: teamsView(after.value, ss), message };
  });
}
