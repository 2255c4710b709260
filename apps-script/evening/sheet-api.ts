/**
 * The part of SpreadsheetApp the evening's server code uses. The real service is passed in production,
 * an in-memory one in tests: the server never reaches for a global.
 */
export type Value = string | number | boolean | Date;

export interface RangeLike {
  getValues(): Value[][];
  setValues(values: Value[][]): RangeLike;
}

export interface SheetLike {
  getName(): string;
  getRange(row: number, column: number, rows: number, columns: number): RangeLike;
  getDataRange(): RangeLike;
  clear(): SheetLike;
}

export interface SpreadsheetLike {
  getSheetByName(name: string): SheetLike | null;
  insertSheet(name: string): SheetLike;
}

export interface LockLike {
  waitLock(timeoutInMillis: number): void;
  releaseLock(): void;
}

/**
 * Text for a cell that Sheets must keep as text: anything starting with =, +, - or @ would otherwise be
 * read as a formula or a number, so it gets the apostrophe that marks text. A player called
 * `=IMPORTXML(…)` stays a name.
 */
export const asText = (text: string): string => (/^[=+\-@']/.test(text) ? `'${text}` : text);

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
