/**
 * The pairs evening as its sheet holds it: the setup of row 1 rebuilt into the movement, the columns
 * found by their headers in row 2, and every row read into the board it records.
 */
import { problem } from '../../core/base/problem';
import {
  err,
  formatAdjusted,
  isSeat,
  type Movement,
  ok,
  type Problem,
  parseAdjusted,
  type Result,
} from '../../core/index';
import { say, sayContract, saySeat } from '../cells';
import { madeByOthers, type SheetLike, type SpreadsheetLike, type Value } from '../evening/sheet-api';
import { type EveningAbout, readAboutCells } from './about';
import { scoreOnBoard } from './board-score';
import {
  EVENING_HEADERS,
  type EveningHeader,
  type EveningSetup,
  LEAD_HEADER,
  movementOf,
  PAIRS_EVENING,
  pairText,
  readSetupRow,
  type Seated,
  seatedBoards,
} from './layout';

/** Where each header's column is (1-based), as row 2 has them. */
export type Columns = { readonly [H in EveningHeader]: number };

/** A board's row as the sheet holds it: where it is, and its entry's cells as written. */
export interface BoardRow extends Seated {
  /** 1-based row of the sheet. */
  readonly sheetRow: number;
  readonly declarer: string;
  readonly contract: string;
  readonly result: string;
  readonly score: Value;
  /** The opening lead as written (`HK`), '' when none or the sheet keeps no lead. */
  readonly lead: string;
}

/** The evening read: its setup and movement, its columns, and its rows by (round, table, board). */
export interface PairsEvening {
  readonly sheet: SheetLike;
  readonly setup: EveningSetup;
  /** Its name and place; undefined for an evening set up before they were kept (untitled). */
  readonly about: EveningAbout | undefined;
  /** Row 1 as read: the mark, the settings, the name and place, and whatever else the director put there. */
  readonly firstRow: readonly Value[];
  readonly movement: Movement;
  readonly columns: Columns;
  /** The Lead column (1-based), or undefined in a sheet set up before it was kept. */
  readonly leadColumn: number | undefined;
  readonly rows: readonly BoardRow[];
  /** Every pair's cells written with its direction (an arrow switch): the evening is one field. */
  readonly oneField: boolean;
  /** Rows whose N/S score is not their entry's (typed over in the sheet), by sheet row: why. */
  readonly flagged: ReadonlyMap<number, string>;
}

export const boardKey = (round: number, table: number, board: number): string => `${round}/${table}/${board}`;

const text = (value: Value | undefined): string => (value === undefined || value === null ? '' : String(value).trim());

/** The columns of a header row, or the headers it lacks. */
export function readColumns(header: readonly Value[]): Result<Columns, Problem> {
  const at: Partial<Record<EveningHeader, number>> = {};
  header.forEach((cell, c) => {
    const name = EVENING_HEADERS.find((h) => h.toLowerCase() === text(cell).toLowerCase());
    if (name !== undefined && at[name] === undefined) at[name] = c + 1;
  });
  const missing = EVENING_HEADERS.filter((h) => at[h] === undefined);
  if (missing.length > 0)
    return err(
      problem('evening-headers', `row 2 of "${PAIRS_EVENING}" lacks ${missing.map((h) => `"${h}"`).join(', ')}`, {
        params: { sheet: PAIRS_EVENING, missing: missing.map((h) => `"${h}"`) },
      }),
    );
  return ok(at as Columns);
}

/**
 * The evening the sheet holds, or why there is none: no sheet, someone else's sheet of the name, or rows
 * that no longer agree with the movement (a row typed over by hand), the first such named.
 */
export function openPairsEvening(ss: SpreadsheetLike): Result<PairsEvening, Problem> {
  const sheet = ss.getSheetByName(PAIRS_EVENING);
  if (sheet === null) return err(problem('no-pairs-evening', 'no pairs evening is set up'));
  if (madeByOthers(PAIRS_EVENING, sheet))
    return err(
      problem('not-ours', `the sheet "${PAIRS_EVENING}" was not made by Bridge Scorer`, {
        params: { sheet: PAIRS_EVENING },
      }),
    );
  const values = sheet.getDataRange().getValues();
  const setup = readSetupRow(values[0] ?? []);
  if (!setup.ok) return setup;
  const movement = movementOf(setup.value);
  if (!movement.ok) return movement;
  const columns = readColumns(values[1] ?? []);
  if (!columns.ok) return columns;
  const oneField = movement.value.arrowSwitch.length > 0;
  const leadAt = (values[1] ?? []).findIndex((c) => text(c).toLowerCase() === LEAD_HEADER.toLowerCase());
  const leadColumn = leadAt < 0 ? undefined : leadAt + 1;
  const seated = new Map(seatedBoards(movement.value).map((s) => [boardKey(s.round, s.table, s.board), s]));
  const cell = (row: readonly Value[], header: EveningHeader) => row[columns.value[header] - 1];
  const rows: BoardRow[] = [];
  for (let r = 2; r < values.length; r++) {
    const row = values[r] as Value[];
    // A row is the evening's when its own cells hold anything: others' columns beside it are theirs.
    if (EVENING_HEADERS.every((header) => text(cell(row, header)) === '')) continue;
    const key = boardKey(Number(cell(row, 'Round')), Number(cell(row, 'Table')), Number(cell(row, 'Board')));
    const place = seated.get(key);
    const pairs = place && [pairText(place.ns, oneField), pairText(place.ew, oneField)].map(String);
    if (place === undefined || pairs?.[0] !== text(cell(row, 'N/S pair')) || pairs?.[1] !== text(cell(row, 'E/W pair')))
      return err(
        problem(
          'evening-row',
          `row ${r + 1} of "${PAIRS_EVENING}" is not a board the movement seats (round, table, board and pairs): put it back as it was`,
          { params: { row: r + 1, sheet: PAIRS_EVENING } },
        ),
      );
    rows.push({
      ...place,
      sheetRow: r + 1,
      declarer: text(cell(row, 'Declarer')).toUpperCase(),
      contract: text(cell(row, 'Contract')),
      result: text(cell(row, 'Result')),
      score: cell(row, 'N/S score') ?? '',
      lead: leadColumn === undefined ? '' : text(row[leadColumn - 1]),
    });
  }
  const checked = checkedRows(rows, seated);
  if (checked !== undefined) return err(checked);
  // A score that is not its entry's is shown on its board, to be entered again; it is never ranked.
  const flagged = new Map<number, string>();
  for (const row of rows) {
    const wrong = scoreProblem(row);
    if (wrong !== undefined) flagged.set(row.sheetRow, say('flag.again', { why: wrong }));
  }
  const firstRow = values[0] ?? [];
  return ok({
    sheet,
    setup: setup.value,
    about: readAboutCells(firstRow),
    firstRow,
    movement: movement.value,
    columns: columns.value,
    leadColumn,
    rows,
    oneField,
    flagged,
  });
}

/**
 * What a hand may have done to the rows, named: a board's row twice, or a board's row gone. Each is put
 * right in the sheet.
 */
function checkedRows(rows: readonly BoardRow[], seated: ReadonlyMap<string, Seated>): Problem | undefined {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = boardKey(row.round, row.table, row.board);
    const first = seen.get(key);
    if (first !== undefined)
      return problem(
        'evening-twice',
        `rows ${first} and ${row.sheetRow} of "${PAIRS_EVENING}" are both board ${row.board} at table ${row.table} in round ${row.round}: delete one`,
        {
          params: {
            first,
            row: row.sheetRow,
            board: row.board,
            table: row.table,
            round: row.round,
            sheet: PAIRS_EVENING,
          },
        },
      );
    seen.set(key, row.sheetRow);
  }
  for (const [key, place] of seated)
    if (!seen.has(key))
      return problem(
        'evening-missing',
        `the row of board ${place.board} at table ${place.table} in round ${place.round} is missing from "${PAIRS_EVENING}": put it back`,
        { params: { board: place.board, table: place.table, round: place.round, sheet: PAIRS_EVENING } },
      );
  return undefined;
}

/**
 * Why a row's N/S score is not what its entry scores, if it is not: a contract edited, a score cleared.
 * In the sheet's words, the entry as its notation writes it: the sidebar shows it on the board.
 */
function scoreProblem(row: BoardRow): string | undefined {
  const score = row.score;
  const shown = text(score) || say('flag.blank');
  if (row.contract === '' && row.declarer === '' && row.result === '')
    return text(score) === '' ? undefined : say('flag.noContract', { score: text(score) });
  if (row.contract === 'Pass') return score === 0 ? undefined : say('flag.passedOut', { score: text(score) });
  if (row.declarer === '' && row.result === '') {
    const adjusted = parseAdjusted(row.contract);
    return adjusted.ok && text(score) === formatAdjusted(adjusted.value)
      ? undefined
      : say('flag.adjusted', { contract: row.contract, score: shown });
  }
  const entry = say('status.by', {
    contract: sayContract(`${row.contract}${row.result}`),
    declarer: saySeat(row.declarer),
  });
  const read = isSeat(row.declarer) ? scoreOnBoard(row.board, row.declarer, `${row.contract}${row.result}`) : undefined;
  if (!read?.ok) return say('flag.unreadable', { entry });
  const scored = read.value.ns;
  return scored === score ? undefined : say('flag.scores', { entry, scored, score: shown });
}
