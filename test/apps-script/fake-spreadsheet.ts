// An in-memory spreadsheet implementing the part of SpreadsheetApp the evening's server code uses,
// behaving as Sheets does where it matters (text starting with ' stays text, = starts a formula,
// numeric text becomes a number) and counting the calls that read or write the sheet.
import type { LockLike, RangeLike, SheetLike, SpreadsheetLike, Value } from '../../apps-script/evening/sheet-api';

export interface Counts {
  reads: number;
  writes: number;
  clears: number;
}

const NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

class FakeRange implements RangeLike {
  constructor(
    private readonly sheet: FakeSheet,
    private readonly row: number,
    private readonly column: number,
    private readonly rows: number,
    private readonly columns: number,
  ) {}

  getValues(): Value[][] {
    this.sheet.book.counts.reads++;
    const out: Value[][] = [];
    for (let r = 0; r < this.rows; r++) {
      const line: Value[] = [];
      for (let c = 0; c < this.columns; c++) line.push(this.sheet.cell(this.row + r, this.column + c));
      out.push(line);
    }
    return out;
  }

  setValues(values: Value[][]): RangeLike {
    this.sheet.book.counts.writes++;
    if (values.length !== this.rows || values.some((line) => line.length !== this.columns)) {
      throw new Error(
        `The number of rows or columns in the data does not match the range (${this.rows}×${this.columns})`,
      );
    }
    values.forEach((line, r) => {
      line.forEach((value, c) => {
        let stored: Value = value;
        if (typeof value === 'string') {
          if (value.startsWith("'")) stored = value.slice(1);
          else if (value.startsWith('='))
            this.sheet.book.formulas.push(`${this.sheet.getName()}!R${this.row + r}C${this.column + c}: ${value}`);
          else if (NUMBER.test(value)) stored = Number(value);
        }
        this.sheet.set(this.row + r, this.column + c, stored);
      });
    });
    return this;
  }
}

export class FakeSheet implements SheetLike {
  private readonly cells: Value[][] = [];
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

  set(row: number, column: number, value: Value): void {
    while (this.cells.length < row) this.cells.push([]);
    const line = this.cells[row - 1] as Value[];
    while (line.length < column) line.push('');
    line[column - 1] = value;
  }

  /** Rows and columns that hold anything, as Sheets' data range. */
  private bounds(): [number, number] {
    let rows = 0;
    let columns = 0;
    this.cells.forEach((line, r) => {
      line.forEach((value, c) => {
        if (value !== '') {
          rows = Math.max(rows, r + 1);
          columns = Math.max(columns, c + 1);
        }
      });
    });
    return [Math.max(rows, 1), Math.max(columns, 1)];
  }

  getRange(row: number, column: number, rows: number, columns: number): RangeLike {
    if (row < 1 || column < 1 || rows < 1 || columns < 1)
      throw new Error(`bad range ${row},${column},${rows},${columns}`);
    return new FakeRange(this, row, column, rows, columns);
  }

  getDataRange(): RangeLike {
    const [rows, columns] = this.bounds();
    return new FakeRange(this, 1, 1, rows, columns);
  }

  clear(): SheetLike {
    this.book.counts.clears++;
    this.cells.length = 0;
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

  getSheetByName(name: string): FakeSheet | null {
    return this.sheets.get(name) ?? null;
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
