/**
 * The teams evening as its sheet holds it: the setup of row 1, the columns found by their headers in
 * row 2, every match's row read, and the event the core scores built from them.
 */
import { problem } from '../../core/base/problem';
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
import { madeByOthers, type SheetLike, type SpreadsheetLike, type Value } from '../evening/sheet-api';
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
  const event = eventOf(setup.value, rows);
  const checked = checkEvent(event, setup.value.kind === 'swiss' ? { rematches: 'refused' } : {});
  if (!checked.ok) return checked;
  return ok({ sheet, setup: setup.value, columns: at, rows, event });
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
          ...(row.imps === null ? {} : { score: { imps: row.imps } }),
        }),
      );
    rounds.push({ matches, byes: here.filter((row) => row.away === BYE).map((row) => row.home) });
  }
  return {
    teams: setup.teams.map((name) => ({ name, players: [] })),
    rounds,
    boards: setup.boards,
    scale: 'wbf',
    bye: setup.bye,
  };
}

/** The rounds drawn so far: the highest round a row names. */
export const roundsDrawn = (evening: TeamsEvening): number => evening.event.rounds.length;

/** The matches of a round still to come. */
export const toCome = (evening: TeamsEvening, round: number): MatchRow[] =>
  evening.rows.filter((row) => row.round === round && row.away !== BYE && row.imps === null);
