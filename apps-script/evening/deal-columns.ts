/**
 * Where each of Deals' columns is: found by its header on row 2, never assumed from its place, so a
 * column the director inserts ("Lead", "Notes") or moves is read around and never written over.
 */
import { type Problem, problem } from '../../core/base/problem';
import { andList, err, ok, type Result } from '../../core/index';
import { guard, type SheetLike, type Value } from './sheet-api';

/** Deals' headers, in the order setup writes them; every one must be on row 2, once. */
export const DEAL_HEADERS = [
  'Round',
  'Table',
  'Deal',
  'Dealer',
  'Vulnerable',
  'North',
  'East',
  'South',
  'West',
  'Declarer',
  'Contract',
  'Result',
  'Honors',
  'N/S',
  'E/W',
  'Entered at',
] as const;
export type DealHeader = (typeof DEAL_HEADERS)[number];
/** The row of Deals that holds the headers (row 1 holds the mark and the settings). */
export const HEADER_ROW = 2;

/** The 1-based column of each header, and how wide the sheet's rows are (extra columns included). */
export interface DealColumns {
  readonly at: { readonly [H in DealHeader]: number };
  readonly width: number;
}

/** The columns as setup writes them: the headers side by side from A. */
export const NEW_DEAL_COLUMNS: DealColumns = {
  at: Object.fromEntries(DEAL_HEADERS.map((header, i) => [header, i + 1])) as DealColumns['at'],
  width: DEAL_HEADERS.length,
};

/** A column's letters as Sheets shows them: 1 is A, 27 is AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const headerKey = (value: Value | undefined): string =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/**
 * Each header's column, from row 2's cells, or what makes the layout unreadable: a header missing
 * (renamed or deleted) or found twice, named, with how to put it right.
 */
export function readDealColumns(row: readonly Value[]): Result<DealColumns, Problem> {
  const found = new Map<string, number[]>();
  row.forEach((cell, i) => {
    const key = headerKey(cell);
    if (key === '') return;
    const columns = found.get(key);
    if (columns === undefined) found.set(key, [i + 1]);
    else columns.push(i + 1);
  });
  const at: Partial<Record<DealHeader, number>> = {};
  for (const header of DEAL_HEADERS) {
    const columns = found.get(headerKey(header)) ?? [];
    if (columns.length === 0)
      return err(
        problem('no-column', `Deals has no "${header}" column (row ${HEADER_ROW}); put it back or undo the change`, {
          params: { header, row: HEADER_ROW },
        }),
      );
    if (columns.length > 1) {
      // Named in words, the first few only: a row of hostile headers stays a short message.
      const named = columns.slice(0, 3).map(columnLetters);
      const rest = columns.length - named.length;
      const where = andList(rest > 0 ? [...named, `${rest} more`] : named);
      return err(
        problem(
          'column-twice',
          `Deals has ${columns.length} "${header}" columns (row ${HEADER_ROW}, columns ${where}); rename or delete all but one`,
          { params: { header, row: HEADER_ROW, count: columns.length, columns: named, more: rest } },
        ),
      );
    }
    at[header] = columns[0] as number;
  }
  return ok({ at: at as DealColumns['at'], width: Math.max(row.length, DEAL_HEADERS.length) });
}

/** A header's cell in a row as read: `cellOf(columns, cells, 'Honors')`. */
export const cellOf = (columns: DealColumns, cells: readonly Value[], header: DealHeader): Value | undefined =>
  cells[columns.at[header] - 1];

/** A row of the sheet's width with the cells given put in their columns, the rest as `base` has them. */
export function placeCells(
  columns: DealColumns,
  cells: Partial<Record<DealHeader, Value>>,
  base: readonly Value[] = [],
): Value[] {
  const row = Array.from({ length: Math.max(columns.width, base.length) }, (_, i) => base[i] ?? '');
  for (const [header, value] of Object.entries(cells) as [DealHeader, Value][]) row[columns.at[header] - 1] = value;
  return row;
}

/**
 * Writes rows of cells, from `firstRow` down, into the columns of the headers given and no other:
 * one guarded write for each run of side-by-side columns, so a director's column between two of the
 * add-on's is never written, not even with what it holds (that would turn its formulas into values).
 */
export function writeCells(
  sheet: SheetLike,
  columns: DealColumns,
  firstRow: number,
  headers: readonly DealHeader[],
  rows: readonly Partial<Record<DealHeader, Value>>[],
): void {
  if (rows.length === 0) return;
  const sorted = [...headers].sort((a, b) => columns.at[a] - columns.at[b]);
  const runs: DealHeader[][] = [];
  for (const header of sorted) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run !== undefined && last !== undefined && columns.at[header] === columns.at[last] + 1) run.push(header);
    else runs.push([header]);
  }
  for (const run of runs) {
    const values = rows.map((cells) => run.map((header) => cells[header] ?? ''));
    sheet.getRange(firstRow, columns.at[run[0] as DealHeader], rows.length, run.length).setValues(guard(values));
  }
}
