// An in-memory spreadsheet implementing the part of SpreadsheetApp the evening's server code uses,
// coercing what setValues writes as Sheets does (in an English locale): text that looks like a number,
// a percentage, TRUE/FALSE or a date becomes one, a leading ' keeps text and is not kept itself, and =
// starts a formula, which the cell keeps (getFormulas) beside the value it shows. It counts the calls
// that read or write the sheet, and keeps a sheet's conditional formatting rules as Apps Script builds
// them (FakeRuleBuilder), and the images inserted over a sheet (a table card's QR code), made from blobs
// as Utilities.newBlob makes them (fakeUtilities). What formulas show, spills included, is the sheet
// view's (sheet-view.ts).
import type {
  BlobLike,
  LockLike,
  RangeLike,
  SheetLike,
  SpreadsheetLike,
  Value,
} from '../../apps-script/evening/sheet-api';

export interface Counts {
  reads: number;
  writes: number;
  clears: number;
}

const NUMBER = /^[+-]?\$?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[+-]?\d+)?$/i;
const PERCENT = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*%$/;
// Month and day with a slash or a dash (`3/4`, and `1-3`, a movement's boards, which Sheets makes 3 January).
const DATE = /^(\d{1,2})([/-])(\d{1,2})(?:\2(\d{2}|\d{4}))?$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** The formula a cell shows when it cannot be worked out here: what IMPORTXML shows offline. */
export const FORMULA_VALUE = '#N/A';

const dateOf = (year: number, month: number, day: number): Date | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
};

/**
 * What Sheets stores for a value written by setValues: text is read as a user's typing would be.
 * `formula` is set when the text would have become a formula.
 */
export function coerce(value: Value): { stored: Value; formula?: string } {
  if (typeof value !== 'string') return { stored: value };
  if (value.startsWith("'")) return { stored: value.slice(1) };
  if (value.startsWith('=') && value.length > 1) return { stored: FORMULA_VALUE, formula: value };
  const text = value.trim();
  if (/^(true|false)$/i.test(text)) return { stored: text.toLowerCase() === 'true' };
  if (/\d/.test(text) && NUMBER.test(text)) return { stored: Number(text.replace(/[$,]/g, '')) };
  const percent = PERCENT.exec(text);
  if (percent) return { stored: Number(percent[1]) / 100 };
  const us = DATE.exec(text);
  if (us) {
    const year = us[4] === undefined ? new Date().getUTCFullYear() : Number(us[4].padStart(4, '20'));
    const date = dateOf(year, Number(us[1]), Number(us[3]));
    if (date) return { stored: date };
  }
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const date = dateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    if (date) return { stored: date };
  }
  return { stored: value };
}

/** The rows of a sheet as new, which an open-ended range (`H2:H`) runs to. */
export const SHEET_ROWS = 1000;

/** A range in A1 notation (`H2`, `I2:L`, `H2:H` open-ended, `B2:C9`) as row, column and size. */
export function areaOf(a1: string): { row: number; column: number; rows: number; columns: number } {
  const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d*))?$/.exec(a1);
  if (m === null) throw new Error(`not a range in A1 notation: ${a1}`);
  const column = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
  const [row, first] = [Number(m[2]), column(m[1] as string)];
  const last = m[3] === undefined ? first : column(m[3]);
  const end = m[3] === undefined ? row : m[4] === '' ? SHEET_ROWS : Number(m[4]);
  return { row, column: first, rows: end - row + 1, columns: last - first + 1 };
}

/** A conditional formatting rule as Apps Script's builder makes one: a formula lighting its ranges. */
export interface FakeRule {
  readonly formula: string;
  readonly background: string;
  readonly ranges: readonly FakeRange[];
}

/** SpreadsheetApp.newConditionalFormatRule() for the tests' SpreadsheetApp: the part the add-on uses. */
export class FakeRuleBuilder {
  private formula = '';
  private background = '';
  private ranges: readonly FakeRange[] = [];
  whenFormulaSatisfied(formula: string): this {
    this.formula = formula;
    return this;
  }
  setBackground(color: string): this {
    this.background = color;
    return this;
  }
  setRanges(ranges: readonly FakeRange[]): this {
    this.ranges = ranges;
    return this;
  }
  build(): FakeRule {
    return { formula: this.formula, background: this.background, ranges: this.ranges };
  }
}

export class FakeRange implements RangeLike {
  constructor(
    private readonly sheet: FakeSheet,
    private readonly row: number,
    private readonly column: number,
    private readonly rows: number,
    private readonly columns: number,
  ) {}

  /** Where the range is: its first row and column, and its size. */
  area(): { row: number; column: number; rows: number; columns: number } {
    return { row: this.row, column: this.column, rows: this.rows, columns: this.columns };
  }

  getValues(): Value[][] {
    return this.read((row, column) => this.sheet.cell(row, column));
  }

  /** Each cell's formula, or '' where it holds none, as Range.getFormulas gives them. */
  getFormulas(): string[][] {
    return this.read((row, column) => this.sheet.formula(row, column));
  }

  private read<T>(at: (row: number, column: number) => T): T[][] {
    this.sheet.book.counts.reads++;
    const out: T[][] = [];
    for (let r = 0; r < this.rows; r++) {
      const line: T[] = [];
      for (let c = 0; c < this.columns; c++) line.push(at(this.row + r, this.column + c));
      out.push(line);
    }
    return out;
  }

  /** Recorded in the book's format log, as `Sheet!R1C1:R2C3 number 0.00`. */
  setNumberFormat(format: string): RangeLike {
    this.sheet.book.formats.push(`${this.sheet.getName()}!${this.a1()} number ${format}`);
    return this;
  }

  setFontWeight(weight: 'bold' | 'normal'): RangeLike {
    this.sheet.book.formats.push(`${this.sheet.getName()}!${this.a1()} ${weight}`);
    return this;
  }

  /** Recorded in the book's format log, as `Sheet!R1C1:R1C1 size 7`. */
  setFontSize(size: number): RangeLike {
    this.sheet.book.formats.push(`${this.sheet.getName()}!${this.a1()} size ${size}`);
    return this;
  }

  /** Recorded in the book's format log, as `Sheet!R1C1:R1C1 wrap`. */
  setWrap(wrap: boolean): RangeLike {
    this.sheet.book.formats.push(`${this.sheet.getName()}!${this.a1()} ${wrap ? 'wrap' : 'no wrap'}`);
    return this;
  }

  private a1(): string {
    return `R${this.row}C${this.column}:R${this.row + this.rows - 1}C${this.column + this.columns - 1}`;
  }

  setValues(values: Value[][]): RangeLike {
    this.sheet.book.counts.writes++;
    if (values.length !== this.rows || values.some((line) => line.length !== this.columns)) {
      throw new Error(
        `The number of rows or columns in the data does not match the range (${this.rows}×${this.columns})`,
      );
    }
    // Sheets refuses a text longer than a cell holds, and what was written before it stays written.
    const long = values.flat().find((value) => typeof value === 'string' && value.length > 50_000) as
      | string
      | undefined;
    if (long !== undefined)
      throw new Error(
        `Your input contains more than the maximum of 50000 characters in a single cell (${long.length}).`,
      );
    values.forEach((line, r) => {
      line.forEach((value, c) => {
        const { stored, formula } = coerce(value);
        if (formula !== undefined)
          this.sheet.book.formulas.push(`${this.sheet.getName()}!R${this.row + r}C${this.column + c}: ${formula}`);
        this.sheet.set(this.row + r, this.column + c, stored, formula);
      });
    });
    return this;
  }
}

/** A blob as Utilities.newBlob makes one: its bytes as given (signed, as Apps Script keeps them), type and name. */
export class FakeBlob implements BlobLike {
  constructor(
    private readonly bytes: readonly number[],
    readonly contentType: string,
    readonly name: string,
  ) {}
  getBytes(): number[] {
    return [...this.bytes];
  }
}

/**
 * The part of Apps Script's Utilities the add-on uses to make an image. Java's bytes are signed: a byte
 * outside -128 to 127 is refused here, as the array Apps Script turns into a byte[] cannot hold it.
 */
export const fakeUtilities = {
  newBlob(bytes: readonly number[], contentType: string, name: string): FakeBlob {
    const bad = bytes.findIndex((byte) => !Number.isInteger(byte) || byte < -128 || byte > 127);
    if (bad >= 0) throw new Error(`Utilities.newBlob: byte ${bad} is ${bytes[bad]}, not a Java byte`);
    return new FakeBlob(bytes, contentType, name);
  },
};

/** An image over a sheet: its PNG's bytes (unsigned again), and the cell its top left corner is at. */
export interface FakeImage {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly row: number;
  readonly column: number;
}

export class FakeSheet implements SheetLike {
  private readonly cells: Value[][] = [];
  /** The images inserted over the sheet, in order; clearing the sheet leaves them, as Sheet.clear does. */
  readonly images: FakeImage[] = [];
  /** Each cell's formula, '' or absent where it holds none; kept in step with `cells`. */
  private readonly formulas: string[][] = [];
  private rules: readonly FakeRule[] = [];
  constructor(
    readonly book: FakeSpreadsheet,
    private readonly name: string,
  ) {}

  getName(): string {
    return this.name;
  }

  cell(row: number, column: number): Value {
    return this.cells[row - 1]?.[column - 1] ?? '';
  }

  formula(row: number, column: number): string {
    return this.formulas[row - 1]?.[column - 1] ?? '';
  }

  /** Sets a cell's value, and its formula ('' for none: a value written replaces a formula). */
  set(row: number, column: number, value: Value, formula = ''): void {
    while (this.cells.length < row) this.cells.push([]);
    const line = this.cells[row - 1] as Value[];
    while (line.length < column) line.push('');
    line[column - 1] = value;
    while (this.formulas.length < row) this.formulas.push([]);
    const formulas = this.formulas[row - 1] as string[];
    while (formulas.length < column) formulas.push('');
    formulas[column - 1] = formula;
  }

  /**
   * Puts a formula in a cell with the value Sheets would work out for it, which this fake cannot:
   * `=IF(B2="","",B2*2)` over a blank B2 shows ''.
   */
  putFormula(row: number, column: number, formula: string, shows: Value): void {
    this.set(row, column, shows, formula);
  }

  /** Rows and columns that hold anything, as Sheets' data range. */
  private bounds(): [number, number] {
    let rows = 0;
    let columns = 0;
    this.cells.forEach((line, r) => {
      line.forEach((value, c) => {
        if (value !== '' || this.formula(r + 1, c + 1) !== '') {
          rows = Math.max(rows, r + 1);
          columns = Math.max(columns, c + 1);
        }
      });
    });
    return [Math.max(rows, 1), Math.max(columns, 1)];
  }

  /** A range by row, column and size, or in A1 notation (`H2:H`, to the sheet's last row), as Sheet.getRange. */
  getRange(row: number, column: number, rows: number, columns: number): FakeRange;
  getRange(a1: string): FakeRange;
  getRange(row: number | string, column = 1, rows = 1, columns = 1): FakeRange {
    if (typeof row === 'string') {
      const area = areaOf(row);
      return this.getRange(area.row, area.column, area.rows, area.columns);
    }
    if (row < 1 || column < 1 || rows < 1 || columns < 1)
      throw new Error(`bad range ${row},${column},${rows},${columns}`);
    return new FakeRange(this, row, column, rows, columns);
  }

  /** The sheet's conditional formatting rules, as Sheet.getConditionalFormatRules gives them. */
  getConditionalFormatRules(): readonly FakeRule[] {
    return this.rules;
  }

  setConditionalFormatRules(rules: readonly FakeRule[]): void {
    this.rules = rules;
  }

  getDataRange(): RangeLike {
    const [rows, columns] = this.bounds();
    return new FakeRange(this, 1, 1, rows, columns);
  }

  clear(): SheetLike {
    this.book.counts.clears++;
    this.cells.length = 0;
    this.formulas.length = 0;
    return this;
  }

  /** Recorded in the book's format log: `Sheet frozen 2`, `Sheet column 3 width 120`. */
  setFrozenRows(rows: number): void {
    this.book.formats.push(`${this.name} frozen ${rows}`);
  }

  setColumnWidth(column: number, width: number): SheetLike {
    this.book.formats.push(`${this.name} column ${column} width ${width}`);
    return this;
  }

  /** Inserts an image over the grid at a cell, as Sheet.insertImage(blob, column, row) does. */
  insertImage(blob: BlobLike, column: number, row: number): FakeImage {
    const contentType = blob instanceof FakeBlob ? blob.contentType : '';
    const image = { bytes: Uint8Array.from(blob.getBytes(), (byte) => byte & 0xff), contentType, row, column };
    this.images.push(image);
    return image;
  }

  getImages(): readonly FakeImage[] {
    return this.images;
  }

  /** Deletes a row, moving the rows below it up, as Sheet.deleteRow does. */
  deleteRow(row: number): SheetLike {
    this.cells.splice(row - 1, 1);
    this.formulas.splice(row - 1, 1);
    return this;
  }

  /** Inserts a blank column before `column`, moving the columns from it one to the right, as Sheet.insertColumnBefore does. */
  insertColumnBefore(column: number): SheetLike {
    for (const line of [...this.cells, ...this.formulas]) if (line.length >= column) line.splice(column - 1, 0, '');
    return this;
  }

  /** Deletes a column, moving the columns after it one to the left, as Sheet.deleteColumn does. */
  deleteColumn(column: number): SheetLike {
    for (const line of [...this.cells, ...this.formulas]) line.splice(column - 1, 1);
    return this;
  }

  /** The whole sheet's values, without counting: for the tests' own reading. */
  dump(): Value[][] {
    const [rows, columns] = this.bounds();
    return Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => this.cell(r + 1, c + 1)));
  }
}

export class FakeSpreadsheet implements SpreadsheetLike {
  readonly sheets = new Map<string, FakeSheet>();
  readonly counts: Counts = { reads: 0, writes: 0, clears: 0 };
  readonly formulas: string[] = [];
  /** Every format set, in order: number formats, bold, frozen rows, column widths. */
  readonly formats: string[] = [];
  /** Its ID, as Spreadsheet.getId gives it: what SpreadsheetApp.openById takes. */
  readonly id = `fake-${Math.random().toString(36).slice(2)}`;

  getId(): string {
    return this.id;
  }

  getSheetByName(name: string): FakeSheet | null {
    return this.sheets.get(name) ?? null;
  }

  getSheets(): FakeSheet[] {
    return [...this.sheets.values()];
  }

  insertSheet(name: string): FakeSheet {
    if (this.sheets.has(name)) throw new Error(`A sheet with the name "${name}" already exists`);
    const sheet = new FakeSheet(this, name);
    this.sheets.set(name, sheet);
    return sheet;
  }

  resetCounts(): void {
    this.counts.reads = 0;
    this.counts.writes = 0;
    this.counts.clears = 0;
  }

  /** A sheet's values by name, for assertions. */
  values(name: string): Value[][] {
    const sheet = this.sheets.get(name);
    if (sheet === undefined) throw new Error(`no sheet ${name}`);
    return sheet.dump();
  }
}

/** A document lock that records its use and refuses to be taken twice. */
export class FakeLock implements LockLike {
  held = false;
  taken = 0;
  waitLock(): void {
    if (this.held) throw new Error('Lock timeout: another process was holding the lock for too long.');
    this.held = true;
    this.taken++;
  }
  releaseLock(): void {
    this.held = false;
  }
}
