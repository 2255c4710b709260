/**
 * The teams evening as its sheet holds it: the setup of row 1, the columns found by their headers in
 * row 2, every match's row read, and the event the core scores built from them.
 */
import { placed, problem } from '../../core/base/problem';
import {
  checkEvent,
  err,
  ok,
  type Problem,
  type Result,
  type TeamsEvent,
  type TeamsMatch,
  type TeamsRound,
} from '../../core/index';
import { matchImps } from '../../core/teams/event';
import { madeByOthers, type SheetLike, type SpreadsheetLike, type Value } from '../evening/sheet-api';
import { type BoardRow, boardsOf, completeBoards, readTeamsBoards } from './boards-sheet';
import { BYE, readTeamsSetupRow, TEAMS_EVENING, TEAMS_HEADERS, type TeamsSetup } from './layout';

/** Where each header's column is (0-based), as row 2 has them. */
type Columns = { readonly [H in (typeof TEAMS_HEADERS)[number]]: number };

/** A match's row (or a bye's) as the sheet holds it. */
export interface MatchRow {
  /** 1-based row of the sheet. */
  readonly sheetRow: number;
  readonly round: number;
  /** 0 for a bye. */
  readonly table: number;
  readonly home: string;
  /** `Bye` for a bye. */
  readonly away: string;
  /** Both sides' IMPs once entered, null while the match is to come. */
  readonly imps: { readonly home: number; readonly away: number } | null;
  readonly boards: number;
  /**
   * The boards entered for the match in `Teams boards`, board by board (none: its total typed, or to
   * come); once all are in, the match's IMPs are the core's sum of them, whatever row 2 holds.
   */
  readonly byBoard?: readonly BoardRow[];
}

/** The evening read: its setup, its columns, its rows and the event they make. */
export interface TeamsEvening {
  readonly sheet: SheetLike;
  readonly setup: TeamsSetup;
  readonly columns: Columns;
  readonly rows: readonly MatchRow[];
  readonly event: TeamsEvent;
}

const text = (value: Value | undefined): string => (value === undefined || value === null ? '' : String(value).trim());

/** An IMPs cell read: a number as the sheet holds it, null when blank, NaN for anything else. */
const impsCell = (value: Value | undefined): number | null =>
  text(value) === '' ? null : typeof value === 'number' ? value : Number(text(value));

const rowProblem = (row: number): Problem =>
  problem(
    'teams-evening-row',
    `row ${row} of "${TEAMS_EVENING}" is not a match of the evening: put it back as it was`,
    {
      params: { row, sheet: TEAMS_EVENING },
    },
  );

/**
 * The evening the sheet holds, or why there is none: no sheet, someone else's sheet of the name, or rows
 * the event cannot be (a team drawn twice, IMPs that are not whole numbers), the first such named.
 */
export function openTeamsEvening(ss: SpreadsheetLike): Result<TeamsEvening, Problem> {
  const sheet = ss.getSheetByName(TEAMS_EVENING);
  if (sheet === null) return err(problem('no-teams-evening', 'no teams evening is set up'));
  if (madeByOthers(TEAMS_EVENING, sheet))
    return err(
      problem('not-ours', `the sheet "${TEAMS_EVENING}" was not made by Bridge Scorer`, {
        params: { sheet: TEAMS_EVENING },
      }),
    );
  const values = sheet.getDataRange().getValues();
  const setup = readTeamsSetupRow(values[0] ?? []);
  if (!setup.ok) return setup;
  const header = (values[1] ?? []).map((cell) => text(cell).toLowerCase());
  const at = Object.fromEntries(TEAMS_HEADERS.map((h) => [h, header.indexOf(h.toLowerCase())])) as Columns;
  if (Object.values(at).some((c) => c < 0)) return err(rowProblem(2));
  const rows: MatchRow[] = [];
  for (let r = 2; r < values.length; r++) {
    const row = values[r] as Value[];
    if (TEAMS_HEADERS.every((h) => text(row[at[h]]) === '')) continue;
    const round = Number(text(row[at.Round]));
    const away = text(row[at.Away]);
    const table = away === BYE ? 0 : Number(text(row[at.Table]));
    const [home, homeImps, awayImps] = [
      text(row[at.Home]),
      impsCell(row[at['Home IMPs']]),
      impsCell(row[at['Away IMPs']]),
    ];
    const boards = text(row[at.Boards]) === '' ? setup.value.boards : Number(text(row[at.Boards]));
    if (!Number.isInteger(round) || round < 1 || !Number.isInteger(table) || home === '' || away === '')
      return err(rowProblem(r + 1));
    // One side's IMPs alone is a match still to come: the scorer enters both.
    const imps = homeImps === null || awayImps === null ? null : { home: homeImps, away: awayImps };
    rows.push({ sheetRow: r + 1, round, table, home, away, imps, boards });
  }
  const scored = withBoards(ss, rows);
  if (!scored.ok) return scored;
  const event = eventOf(setup.value, scored.value);
  const checked = checkEvent(event, setup.value.kind === 'swiss' ? { rematches: 'refused' } : {});
  if (!checked.ok) return checked;
  return ok({ sheet, setup: setup.value, columns: at, rows: scored.value, event });
}

/**
 * The rows with the boards `Teams boards` holds for each match; a match with all its boards in takes
 * its IMPs from the core's sum of them (one place scores a board: core/teams matchImps).
 */
function withBoards(ss: SpreadsheetLike, rows: readonly MatchRow[]): Result<MatchRow[], Problem> {
  const boards = readTeamsBoards(ss);
  if (!boards.ok) return boards;
  const read: MatchRow[] = [];
  for (const row of rows) {
    const byBoard = row.away === BYE ? [] : boardsOf(boards.value, row);
    const complete = completeBoards(byBoard, row.boards);
    if (byBoard.length === 0) read.push(row);
    else if (complete === null) read.push({ ...row, byBoard });
    else {
      const imps = matchImps({ home: row.home, away: row.away, score: { byBoard: complete } });
      if (!imps.ok) return err(placed(imps.error, { row: byBoard[0]?.sheetRow ?? row.sheetRow }));
      read.push({ ...row, byBoard, imps: imps.value ?? null });
    }
  }
  return ok(read);
}

/** The event the rows make: round by round, each round's matches by table, its byes apart. */
export function eventOf(setup: TeamsSetup, rows: readonly MatchRow[]): TeamsEvent {
  const last = rows.reduce((most, row) => Math.max(most, row.round), 0);
  const rounds: TeamsRound[] = [];
  for (let round = 1; round <= last; round++) {
    const here = rows.filter((row) => row.round === round);
    const matches = here
      .filter((row) => row.away !== BYE)
      .sort((a, b) => a.table - b.table)
      .map(
        (row): TeamsMatch => ({
          home: row.home,
          away: row.away,
          boards: row.boards,
          ...scoreOf(row),
        }),
      );
    rounds.push({ matches, byes: here.filter((row) => row.away === BYE).map((row) => row.home) });
  }
  return {
    teams: setup.teams.map((team) => ({ ...team, players: [] })),
    rounds,
    boards: setup.boards,
    scale: setup.scale,
    bye: setup.bye,
  };
}

/** A match's score as the core takes it: its boards once all are in, else its total as typed, else none. */
function scoreOf(row: MatchRow): Pick<TeamsMatch, 'score'> {
  const complete = row.byBoard === undefined ? null : completeBoards(row.byBoard, row.boards);
  if (complete !== null) return { score: { byBoard: complete } };
  return row.imps === null ? {} : { score: { imps: row.imps } };
}

/** The rounds drawn so far: the highest round a row names. */
export const roundsDrawn = (evening: TeamsEvening): number => evening.event.rounds.length;

/** The matches of a round still to come. */
export const toCome = (evening: TeamsEvening, round: number): MatchRow[] =>
  evening.rows.filter((row) => row.round === round && row.away !== BYE && row.imps === null);
