/**
 * The boards of the matches entered board by board, in a sheet of their own, `Teams boards`: row 1 the
 * add-on's mark, row 2 the headers (found by name, so a scorer may move the columns), then one row a
 * board: where it was played, both tables' results as the scorer gave them (a contract with its declarer
 * and result in English letters, `4S= N`, or the N/S score), and beside them what the core makes of them.
 */
import { placed, problem, under } from '../../core/base/problem';
import { err, ok, type Problem, type Result } from '../../core/index';
import { type MatchBoard, parseTableResult, type TableResult } from '../../core/results/match';
import { mark, type SheetLike, type SpreadsheetLike, type Value } from '../evening/sheet-api';

export const TEAMS_BOARDS = 'Teams boards';

/** The headers of row 2, in order; the cells the add-on works out from the results are the last five. */
export const BOARDS_HEADERS = [
  'Round',
  'Table',
  'Board',
  'Home',
  'Away',
  'Table 1',
  'Table 2',
  'N/S 1',
  'N/S 2',
  'Home IMPs',
  'Away IMPs',
  'Entered at',
] as const;

export type BoardsHeader = (typeof BOARDS_HEADERS)[number];

/** Where each header's column is (0-based), as row 2 has them. */
export type BoardsColumns = { readonly [H in BoardsHeader]: number };

/** A board's row as the sheet holds it: where, who, and each table's result (null: not entered yet). */
export interface BoardRow {
  /** 1-based row of the sheet. */
  readonly sheetRow: number;
  readonly round: number;
  readonly table: number;
  readonly board: number;
  readonly home: string;
  readonly away: string;
  readonly table1: TableResult | null;
  readonly table2: TableResult | null;
}

/** The sheet read: none yet (or someone else's of the name, never read), or its columns and rows. */
export interface TeamsBoards {
  readonly sheet: SheetLike | null;
  readonly columns: BoardsColumns | null;
  readonly rows: readonly BoardRow[];
  /** The 1-based row after the last that holds anything: where a new board goes. */
  readonly next: number;
}

const text = (value: Value | undefined): string => (value === undefined || value === null ? '' : String(value).trim());

/** A table's cell as kept: a contract in English letters, or the N/S score; blank while it is to come. */
function resultCell(value: Value | undefined): Result<TableResult | null, Problem> {
  if (text(value) === '') return ok(null);
  return parseTableResult(typeof value === 'number' ? String(value) : text(value), 'en');
}

/** A row the add-on cannot read, worded around what is wrong in it and placed at its row. */
const rowProblem = (row: number, part: Problem): Problem =>
  placed(
    under(part, `row ${row} of "${TEAMS_BOARDS}"`, { code: 'teams-boards-row', params: { row, sheet: TEAMS_BOARDS } }),
    {
      row,
    },
  );

const notABoard = (row: number, what: string): Problem =>
  rowProblem(row, problem('teams-boards-cell', 'is not a board of a match: put it back as it was', { input: what }));

/** Row 1 and the headers, for a new sheet. */
export const boardsHead = (note: string): Value[][] => [
  [mark(TEAMS_BOARDS), note, ...new Array(BOARDS_HEADERS.length - 2).fill('')],
  [...BOARDS_HEADERS],
];

/**
 * The boards entered so far: none when there is no sheet of the name or it is someone else's (the
 * evening reads none, and a write refuses it); else every row that holds anything, or the first row
 * the add-on cannot read, named and quoted.
 */
export function readTeamsBoards(
  ss: SpreadsheetLike,
  sheet = ss.getSheetByName(TEAMS_BOARDS),
): Result<TeamsBoards, Problem> {
  if (sheet === null) return ok({ sheet: null, columns: null, rows: [], next: 3 });
  const values = sheet.getDataRange().getValues();
  if (text(values[0]?.[0]) !== mark(TEAMS_BOARDS)) return ok({ sheet: null, columns: null, rows: [], next: 3 });
  const header = (values[1] ?? []).map((cell) => text(cell).toLowerCase());
  const at = Object.fromEntries(BOARDS_HEADERS.map((h) => [h, header.indexOf(h.toLowerCase())])) as BoardsColumns;
  const missing = BOARDS_HEADERS.find((h) => at[h] < 0);
  if (missing !== undefined)
    return err(
      problem('teams-boards-header', `row 2 of "${TEAMS_BOARDS}" has no column ${missing}: put its headers back`, {
        params: { sheet: TEAMS_BOARDS, header: missing },
      }),
    );
  const rows: BoardRow[] = [];
  const seen = new Set<string>();
  let next = 3;
  for (let r = 2; r < values.length; r++) {
    const row = values[r] as Value[];
    if (row.every((cell) => text(cell) === '')) continue;
    // A new board goes below anything written, a scorer's own note included; only the add-on's cells make a board.
    next = r + 2;
    if (BOARDS_HEADERS.every((h) => text(row[at[h]]) === '')) continue;
    const [round, table, board] = [at.Round, at.Table, at.Board].map((c) => Number(text(row[c])));
    const where = [at.Round, at.Table, at.Board].map((c) => text(row[c])).join(' · ');
    if (![round, table, board].every((n) => Number.isInteger(n) && (n as number) >= 1))
      return err(notABoard(r + 1, where));
    const key = [round, table, text(row[at.Home]), text(row[at.Away]), board].join('\n');
    if (seen.has(key))
      return err(
        rowProblem(
          r + 1,
          problem('teams-boards-twice', `board ${board} of this match is on an earlier row too`, {
            params: { board: board as number },
          }),
        ),
      );
    seen.add(key);
    const table1 = resultCell(row[at['Table 1']]);
    if (!table1.ok) return err(rowProblem(r + 1, table1.error));
    const table2 = resultCell(row[at['Table 2']]);
    if (!table2.ok) return err(rowProblem(r + 1, table2.error));
    rows.push({
      sheetRow: r + 1,
      round: round as number,
      table: table as number,
      board: board as number,
      home: text(row[at.Home]),
      away: text(row[at.Away]),
      table1: table1.value,
      table2: table2.value,
    });
  }
  return ok({ sheet, columns: at, rows, next });
}

/** A match's boards, those whose round, table and teams are the match's: rows of another evening are not. */
export const boardsOf = (
  boards: TeamsBoards,
  match: { readonly round: number; readonly table: number; readonly home: string; readonly away: string },
): BoardRow[] =>
  boards.rows
    .filter(
      (row) =>
        row.round === match.round && row.table === match.table && row.home === match.home && row.away === match.away,
    )
    .sort((a, b) => a.board - b.board);

/**
 * A match's boards as the core scores them, once every board of the match has both tables' results
 * (and no board is there twice); null while any is to come: a match counts when all its boards are in.
 */
export function completeBoards(rows: readonly BoardRow[], boards: number): MatchBoard[] | null {
  if (rows.length !== boards || new Set(rows.map((row) => row.board)).size !== rows.length) return null;
  const scored: MatchBoard[] = [];
  for (const row of rows) {
    if (row.table1 === null || row.table2 === null) return null;
    scored.push({ board: row.board, table1: row.table1, table2: row.table2 });
  }
  return scored;
}

/**
 * Blanks every board of the sheet, if it is the add-on's (its mark and headers kept, and any column a
 * scorer added beyond the add-on's): for a new evening set up in place of the old, whose first round
 * may draw the same teams at the same tables and would otherwise take the old evening's boards.
 */
export function clearTeamsBoards(ss: SpreadsheetLike): void {
  const sheet = ss.getSheetByName(TEAMS_BOARDS);
  if (sheet === null) return;
  const read = readTeamsBoards(ss, sheet);
  const columns = read.ok ? read.value.columns : null;
  if (!read.ok || columns === null) return;
  const rows = read.value.next - 3;
  if (rows <= 0) return;
  for (const column of Object.values(columns))
    sheet.getRange(3, column + 1, rows, 1).setValues(Array.from({ length: rows }, () => ['']));
}
