/**
 * The pairs evening as its sheet holds it: the setup of row 1 rebuilt into the movement, the columns
 * found by their headers in row 2, and every row read into the board it records.
 */
import { problem } from '../../core/base/problem';
import { err, type Movement, ok, type Problem, type Result } from '../../core/index';
import { madeByOthers, type SheetLike, type SpreadsheetLike, type Value } from '../evening/sheet-api';
import {
  EVENING_HEADERS,
  type EveningHeader,
  type EveningSetup,
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
}

/** The evening read: its setup and movement, its columns, and its rows by (round, table, board). */
export interface PairsEvening {
  readonly sheet: SheetLike;
  readonly setup: EveningSetup;
  readonly movement: Movement;
  readonly columns: Columns;
  readonly rows: readonly BoardRow[];
  /** Every pair's cells written with its direction (an arrow switch): the evening is one field. */
  readonly oneField: boolean;
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
      problem('evening-headers', `row 2 of "${PAIRS_EVENING}" lacks ${missing.map((h) => `"${h}"`).join(', ')}`),
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
    return err(problem('not-ours', `the sheet "${PAIRS_EVENING}" was not made by Bridge Scorer`));
  const values = sheet.getDataRange().getValues();
  const setup = readSetupRow(values[0] ?? []);
  if (!setup.ok) return setup;
  const movement = movementOf(setup.value);
  if (!movement.ok) return movement;
  const columns = readColumns(values[1] ?? []);
  if (!columns.ok) return columns;
  const oneField = movement.value.arrowSwitch.length > 0;
  const seated = new Map(seatedBoards(movement.value).map((s) => [boardKey(s.round, s.table, s.board), s]));
  const cell = (row: readonly Value[], header: EveningHeader) => row[columns.value[header] - 1];
  const rows: BoardRow[] = [];
  for (let r = 2; r < values.length; r++) {
    const row = values[r] as Value[];
    if (row.every((value) => text(value) === '')) continue;
    const key = boardKey(Number(cell(row, 'Round')), Number(cell(row, 'Table')), Number(cell(row, 'Board')));
    const place = seated.get(key);
    const pairs = place && [pairText(place.ns, oneField), pairText(place.ew, oneField)].map(String);
    if (place === undefined || pairs?.[0] !== text(cell(row, 'N/S pair')) || pairs?.[1] !== text(cell(row, 'E/W pair')))
      return err(
        problem(
          'evening-row',
          `row ${r + 1} of "${PAIRS_EVENING}" is not a board the movement seats (round, table, board and pairs): put it back as it was`,
          { params: { row: r + 1 } },
        ),
      );
    rows.push({
      ...place,
      sheetRow: r + 1,
      declarer: text(cell(row, 'Declarer')).toUpperCase(),
      contract: text(cell(row, 'Contract')),
      result: text(cell(row, 'Result')),
      score: cell(row, 'N/S score') ?? '',
    });
  }
  return ok({ sheet, setup: setup.value, movement: movement.value, columns: columns.value, rows, oneField });
}
