/**
 * "Solve the remaining boards": the par of every row an import left without one (its time ran out),
 * solved where the import stopped. Each imported Results sheet is read for its rows with a deal and a
 * blank Par; the tables its DoubleDummyTricks column already holds and those the cache keeps are not
 * solved again; the rest are solved until the call's deadline, and each row gets its par and its table.
 * As often as needed: each call goes on from the last.
 */
import {
  boardDealer,
  boardVulnerability,
  type DdTable,
  type Deal,
  formatDdTable,
  parOf,
  parseDdTable,
  parseDeal,
  parseVulnerability,
  SEATS,
  type Seat,
} from '../core/index';
import { isProblem, say, sayAnd } from './cells';
import { type SolveBudget, tableKey, tablesOf } from './dd-tables';
import type { Answer } from './evening/answer';
import {
  guard,
  type LockLike,
  mark,
  type SheetLike,
  type SpreadsheetLike,
  type Value,
  withLock,
} from './evening/sheet-api';
import { deadline, parCells, SOLVING_MS, TABLE_HEADER } from './import-pars';

const RESULTS = 'Results';

/** An imported Results sheet's rows waiting for their par, and where its columns are. */
interface Waiting {
  readonly name: string;
  readonly sheet: SheetLike;
  /** The Par column (0-based); Vs par, IMPs vs par and the table follow it. */
  readonly par: number;
  /** Each waiting row (0-based in the sheet), its deal, dealer, vulnerability and N/S score. */
  readonly rows: readonly {
    readonly row: number;
    readonly deal: Deal;
    readonly dealer: Seat;
    readonly vulnerability: NonNullable<ReturnType<typeof readVulnerability>>;
    readonly score: number | undefined;
  }[];
  /** The tables its column holds, by deal. */
  readonly known: ReadonlyMap<string, DdTable>;
}

const readVulnerability = (cell: Value | undefined) => {
  const read = parseVulnerability(String(cell ?? ''));
  return read.ok ? read.value : undefined;
};

/**
 * The import's Results sheets by name, `Results`, `Results 2`, …: every one the book has, so that a
 * scorer's deleting `Results 2` does not hide `Results 3` (waitingOf then keeps only the import's own).
 */
function resultsSheets(ss: SpreadsheetLike): { name: string; sheet: SheetLike }[] {
  if (ss.getSheets !== undefined)
    return ss
      .getSheets()
      .map((sheet) => ({ name: sheet.getName(), sheet }))
      .filter(({ name }) => name === RESULTS || new RegExp(`^${RESULTS} [1-9][0-9]*$`).test(name));
  const found: { name: string; sheet: SheetLike }[] = [];
  for (let n = 1; ; n++) {
    const name = n === 1 ? RESULTS : `${RESULTS} ${n}`;
    const sheet = ss.getSheetByName(name);
    if (sheet === null) return found;
    found.push({ name, sheet });
  }
}

/** A sheet's rows waiting for their par, if it is an import's Results sheet with a column of tables. */
function waitingOf(name: string, sheet: SheetLike): Waiting | undefined {
  const values = sheet.getDataRange().getValues();
  if (String(values[0]?.[0] ?? '') !== mark(name)) return undefined;
  const headers = (values[1] ?? []).map(String);
  const at = (header: string) => headers.indexOf(header);
  const [board, dealer, vulnerability, score, deal, par, table] = [
    'Board',
    'Dealer',
    'Vulnerability',
    'N/S score',
    'Deal',
    'Par',
    TABLE_HEADER,
  ].map(at) as [number, number, number, number, number, number, number];
  // The import writes Par, Vs par, IMPs vs par and the table side by side; anything else is not its sheet.
  if (deal < 0 || par < 0 || table !== par + 3) return undefined;
  const known = new Map<string, DdTable>();
  const rows: Waiting['rows'][number][] = [];
  values.slice(2).forEach((cells, i) => {
    const read = parseDeal(String(cells[deal] ?? ''));
    if (!read.ok) return;
    const kept = parseDdTable(String(cells[table] ?? ''));
    if (kept !== undefined) known.set(tableKey(read.value), kept);
    if (String(cells[par] ?? '') !== '') return;
    const number = Number(cells[board]);
    const numbered = Number.isInteger(number) && number > 0;
    const seat = String(cells[dealer] ?? '').toUpperCase();
    const who = SEATS.includes(seat as Seat) ? (seat as Seat) : numbered ? boardDealer(number) : undefined;
    const vul = readVulnerability(cells[vulnerability]) ?? (numbered ? boardVulnerability(number) : undefined);
    if (who === undefined || vul === undefined) return;
    const points = cells[score];
    rows.push({
      row: i + 2,
      deal: read.value,
      dealer: who,
      vulnerability: vul,
      score: typeof points === 'number' ? points : undefined,
    });
  });
  return { name, sheet, par, rows, known };
}

/**
 * Solves the deals of every row an import left without its par, until the deadline, and writes each
 * row's par, its score against it and the table; says how many boards got their par and how many wait.
 */
export function solveRemainingBoards(
  ss: SpreadsheetLike,
  lock: LockLike,
  budget: SolveBudget = { stop: deadline(SOLVING_MS) },
): Answer<null> {
  const sheets = resultsSheets(ss)
    .map(({ name, sheet }) => waitingOf(name, sheet))
    .filter((waiting): waiting is Waiting => waiting !== undefined && waiting.rows.length > 0);
  if (sheets.length === 0) return { ok: true, value: null, message: say('solveRest.none') };
  const known = new Map(sheets.flatMap((waiting) => [...waiting.known]));
  const { found, unsolved } = tablesOf(
    sheets.flatMap((waiting) => waiting.rows.map((row) => row.deal)),
    budget,
    known,
  );
  return withLock(lock, () => {
    // Counted in boards, as the import's answer counts them: a board's deal is one, however many rows.
    const filled = new Set<string>();
    for (const waiting of sheets) {
      const last = Math.max(...waiting.rows.map((row) => row.row));
      // Rows 3 to the last waiting one, read again under the lock: a cell filled meanwhile is kept.
      const range = waiting.sheet.getRange(3, waiting.par + 1, last - 1, 4);
      const block = range.getValues();
      for (const row of waiting.rows) {
        const table = found.get(tableKey(row.deal));
        const cells = block[row.row - 2];
        if (table === undefined || cells === undefined || String(cells[0] ?? '') !== '') continue;
        if (isProblem(table)) continue;
        const par = parOf(table, row.dealer, row.vulnerability).score;
        block[row.row - 2] = [...parCells(row.score, par), formatDdTable(table)];
        filled.add(`${waiting.name} ${tableKey(row.deal)}`);
      }
      range.setValues(guard(block));
    }
    const left = new Set(
      sheets.flatMap((waiting) =>
        waiting.rows
          .filter((row) => unsolved.has(tableKey(row.deal)))
          .map((row) => `${waiting.name} ${tableKey(row.deal)}`),
      ),
    );
    const sheetNames = sayAnd(sheets.map((waiting) => `"${waiting.name}"`));
    return {
      ok: true,
      value: null,
      message:
        left.size === 0
          ? say('solveRest.done', { count: filled.size, sheets: sheetNames })
          : say('solveRest.more', {
              count: filled.size,
              left: left.size,
              sheets: sheetNames,
              menu: say('menu.solveRest'),
            }),
    };
  });
}
