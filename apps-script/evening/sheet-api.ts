/**
 * The part of SpreadsheetApp the add-on's server code uses, and the rules every write keeps: text
 * guarded against formulas, the document lock held, and only the add-on's own sheets cleared. The real
 * service is passed in production, an in-memory one in tests: the server never reaches for a global.
 */
import { type Problem, problem } from '../../core/base/problem';
import { err, ok, type Result } from '../../core/index';

export type Value = string | number | boolean | Date;

export interface RangeLike {
  getValues(): Value[][];
  /** Each cell's formula, '' where it holds none (a formula whose result is '' shows no value). */
  getFormulas(): string[][];
  setValues(values: Value[][]): RangeLike;
  /** How the cells show numbers (`0.00`): what a published sheet sets, as Range.setNumberFormat does. */
  setNumberFormat(format: string): RangeLike;
  setFontWeight(weight: 'bold' | 'normal'): RangeLike;
  /** Small print (a table's link under its QR code), wrapped to its column's width: as Range's own. */
  setFontSize?(size: number): RangeLike;
  setWrap?(wrap: boolean): RangeLike;
}

/** What an image is made from: Apps Script's Blob (`Utilities.newBlob`), of which a sheet reads the bytes. */
export interface BlobLike {
  /** Its bytes as Apps Script gives them, signed (-128 to 127), as Java's are. */
  getBytes(): number[];
}

export interface SheetLike {
  getName(): string;
  getRange(row: number, column: number, rows: number, columns: number): RangeLike;
  getDataRange(): RangeLike;
  clear(): SheetLike;
  /** The rows kept in view as the sheet scrolls, and a column's width in pixels, as a club prints them. */
  setFrozenRows(rows: number): void;
  setColumnWidth(column: number, width: number): SheetLike;
  /**
   * An image floating over the grid, its top left corner at a cell's (Sheet.insertImage), and the
   * images there are: a table card's QR code, and what makes a sheet without values someone's work.
   */
  insertImage?(blob: BlobLike, column: number, row: number): unknown;
  getImages?(): readonly unknown[];
}

export interface SpreadsheetLike {
  getSheetByName(name: string): SheetLike | null;
  insertSheet(name: string): SheetLike;
  /** Every sheet, in the book's order (Apps Script's `getSheets`); a caller that only probes names may do without. */
  getSheets?(): SheetLike[];
}

export interface LockLike {
  waitLock(timeoutInMillis: number): void;
  releaseLock(): void;
}

/**
 * Text for a cell that Sheets must keep as text, exactly as typed. Sheets reads what is written as a
 * user's typing: `007` and `7` would both become the number 7, `TRUE` a boolean, `50%` a number, `3/4`
 * a date, `=IMPORTXML(…)` a formula, and a leading `'` would vanish. A leading apostrophe marks text and
 * is not kept, so every text gets one, and `'Tis` is written `''Tis`. Cheaper to reason about than a
 * list of what Sheets coerces, which depends on the locale.
 */
export const asText = (text: string): string => (text === '' ? text : `'${text}`);

/** Holds the document lock around `work`, so two scorers writing at once never lose an entry. */
export function withLock<T>(lock: LockLike, work: () => T): T {
  lock.waitLock(30_000);
  try {
    return work();
  } finally {
    lock.releaseLock();
  }
}

/** Every text cell of a block made safe by `asText`: the one place writes pass through. */
export const guard = (values: readonly (readonly Value[])[]): Value[][] =>
  values.map((row) => row.map((cell) => (typeof cell === 'string' ? asText(cell) : cell)));

/** Rows filled out with blanks to `width` cells, so that a block is a rectangle Sheets will take. */
export const pad = (rows: Value[][], width: number): Value[][] =>
  rows.map((row) => [...row, ...new Array(width - row.length).fill('')]);

/** The most characters Sheets keeps in a cell: a longer text is refused, and the write stops part-way. */
export const CELL_CHARACTERS = 50_000;

/** A cell a write had to cut to fit: its row and column from 1, as Sheets counts them. */
export interface CutCell {
  readonly row: number;
  readonly column: number;
}

/** A cell as `A1` names it. */
export const cellName = ({ row, column }: CutCell): string => {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row}`;
};

/**
 * Writes a block of rows (as wide as its first) from A1, guarded. A text longer than a cell holds is cut
 * with an ellipsis (its apostrophe counted), never sent for Sheets to refuse; the cells cut are returned
 * for the answer to name.
 */
export function writeBlock(target: SheetLike, values: Value[][]): CutCell[] {
  if (values.length === 0) return [];
  const cut: CutCell[] = [];
  const fitted = values.map((row, r) =>
    row.map((cell, c) => {
      if (typeof cell !== 'string' || cell.length < CELL_CHARACTERS) return cell;
      cut.push({ row: r + 1, column: c + 1 });
      return `${cell.slice(0, CELL_CHARACTERS - 2)}…`;
    }),
  );
  target.getRange(1, 1, values.length, values[0]?.length ?? 1).setValues(guard(fitted));
  return cut;
}

/** The mark in A1 of every sheet the add-on makes, by which it knows its own. */
export const mark = (name: string): string => `Bridge Scorer · ${name}`;

/**
 * Whether a sheet holds anything: a value, or a formula even where it shows nothing yet (a formula over
 * blank cells is someone's work too), or an image (a sheet's values cleared leaves its images, which a
 * write would cover with more). Its formulas are read only when no value is found, its images last.
 */
export function holdsAnything(sheet: SheetLike): boolean {
  const range = sheet.getDataRange();
  return (
    range.getValues().some((row) => row.some((cell) => String(cell) !== '')) ||
    range.getFormulas().some((row) => row.some((formula) => formula !== '')) ||
    (sheet.getImages?.().length ?? 0) > 0
  );
}

/**
 * Whether a sheet is someone else's: A1 is not the add-on's mark, and it holds anything (see
 * `holdsAnything`). It reads A1 alone first, so that checking an own sheet costs one cell, however big.
 */
export const madeByOthers = (name: string, sheet: SheetLike): boolean =>
  String(sheet.getRange(1, 1, 1, 1).getValues()[0]?.[0] ?? '') !== mark(name) && holdsAnything(sheet);

/**
 * The sheet of that name to write, if it is the add-on's own (its mark in A1) or new or empty; a sheet
 * of the same name that someone else made is never written. The one check of ownership before a write.
 */
export function ownSheet(ss: SpreadsheetLike, name: string): Result<SheetLike, Problem> {
  const existing = ss.getSheetByName(name);
  if (existing === null) return ok(ss.insertSheet(name));
  if (madeByOthers(name, existing))
    return err(problem('not-ours', `the sheet "${name}" was not made by Bridge Scorer`, { params: { sheet: name } }));
  return ok(existing);
}
