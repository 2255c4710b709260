/**
 * The sheet `Hand records` of a pairs evening, a row a board: its number, dealer, vulnerability and deal,
 * and once solved its double-dummy table (as DoubleDummyTricks writes it), par and par contracts; a
 * board the file did not deal says so in its Par cell. Read here; written by hand-records.ts and
 * records-solve.ts.
 */
import {
  boardDealer,
  boardVulnerability,
  type DdTable,
  type Deal,
  isSeat,
  parseDdTable,
  parseDeal,
  parseVulnerability,
  type Seat,
  type Vulnerability,
} from '../../core/index';
import { say, sayAnd } from '../cells';
import { TABLE_HEADER } from '../dd-tables';
import { madeByOthers, mark, type SheetLike, type SpreadsheetLike, type Value } from '../evening/sheet-api';

/** The sheet's name. */
export const HAND_RECORDS = 'Hand records';

/** Row 2 of the sheet: a board's number, dealer, vulnerability, deal, table, par and par contracts. */
export const RECORD_HEADERS = [
  'Board',
  'Dealer',
  'Vulnerability',
  'Deal',
  TABLE_HEADER,
  'Par',
  'Par contract',
] as const;

/** A board's row as the sheet holds it. */
export interface RecordRow {
  /** 1-based row of the sheet. */
  readonly sheetRow: number;
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** Undefined for a board the file did not deal. */
  readonly deal?: Deal;
  /** Its double-dummy table, once solved (or given by the file). */
  readonly table?: DdTable;
  /** What the Par cell says when there is no par to give: no deal, or the solver's refusal. */
  readonly note: string;
}

/** The hand records kept: the sheet, the event the file named, and a row a board in board order. */
export interface KeptRecords {
  readonly sheet: SheetLike;
  readonly event: string;
  readonly rows: readonly RecordRow[];
}

const text = (value: Value | undefined): string => (value === undefined || value === null ? '' : String(value).trim());

/**
 * The hand records the sheet holds: undefined when there is no such sheet (or it is empty), `others`
 * when someone else made a sheet of the name, which is then never read nor written.
 */
export function readRecordsSheet(ss: SpreadsheetLike): KeptRecords | 'others' | undefined {
  const sheet = ss.getSheetByName(HAND_RECORDS);
  if (sheet === null) return undefined;
  if (madeByOthers(HAND_RECORDS, sheet)) return 'others';
  const values = sheet.getDataRange().getValues();
  if (text(values[0]?.[0]) !== mark(HAND_RECORDS)) return undefined;
  const headers = (values[1] ?? []).map((cell) => text(cell).toLowerCase());
  const at = (header: string) => headers.indexOf(header.toLowerCase());
  const [board, dealer, vulnerability, deal, table, par] = RECORD_HEADERS.map(at) as number[];
  const rows: RecordRow[] = [];
  values.slice(2).forEach((cells, i) => {
    const number = Number(text(cells[board as number]));
    if (!Number.isInteger(number) || number < 1) return;
    const seat = text(cells[dealer as number]).toUpperCase();
    const vul = parseVulnerability(text(cells[vulnerability as number]));
    const dealt = parseDeal(text(cells[deal as number]));
    const kept = parseDdTable(text(cells[table as number]));
    rows.push({
      sheetRow: i + 3,
      board: number,
      dealer: isSeat(seat) ? seat : boardDealer(number),
      vulnerability: vul.ok ? vul.value : boardVulnerability(number),
      ...(dealt.ok ? { deal: dealt.value } : {}),
      ...(dealt.ok && kept !== undefined ? { table: kept } : {}),
      note: typeof cells[par as number] === 'number' ? '' : text(cells[par as number]),
    });
  });
  return { sheet, event: text(values[0]?.[1]), rows };
}

/** Board numbers as a message lists them: `boards 29 and 30`, `board 5`. */
export const sayBoards = (boards: readonly number[]): string =>
  say('records.boardList', { count: boards.length, boards: sayAnd(boards.map(String)) });
