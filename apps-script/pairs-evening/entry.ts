/**
 * A scorer's entry at a table, as a Bridgemate takes it: the movement names the board and the pairs;
 * the scorer gives the declarer and the contract with its result, or an adjusted score. Checked on the
 * spot, and written only if the board still holds what the scorer saw.
 */
import { placed, problem } from '../../core/base/problem';
import {
  err,
  formatAdjusted,
  formatBoards,
  formatContract,
  formatPair,
  formatResult,
  isPassedOut,
  isSeat,
  looksAdjusted,
  ok,
  orList,
  type Problem,
  parseAdjusted,
  parseContract,
  parsePair,
  type Result,
  SEATS,
} from '../../core/index';
import { say, sayContract, sayPair, saySeat, speaks } from '../cells';
import { type Answer, passOn, refuse } from '../evening/answer';
import { guard, type LockLike, type SpreadsheetLike, type Value, withLock } from '../evening/sheet-api';
import { scoreOnBoard } from './board-score';
import { type BoardRow, boardKey, openPairsEvening, type PairsEvening } from './evening';
import { type PairsEntry, type PairsView, pairsView } from './view';

/** What the sidebar sends: where, what was typed, and what it showed for the board (null: nothing). */
export interface ResultEntry {
  readonly round: number;
  readonly table: number;
  readonly board: number;
  /** N, E, S or W; blank for an adjusted score or a passed-out board (`Pass` as the contract). */
  readonly declarer: string;
  /** `4SX-2`, `3NT+1`, `Pass`, or an adjusted score: `60/40`, `Avg+`, `N/S 420, E/W -450`. */
  readonly contract: string;
  readonly shown: PairsEntry | null;
  /** The pairs the scorer saw at the table (`N/S 1`, `E/W 7`): refused if the movement seats others there. */
  readonly pairs?: { readonly ns: string; readonly ew: string };
}

/** The entry a board's row holds, as the sidebar shows it, or null while it is not entered. */
export function entryOf(row: BoardRow): PairsEntry | null {
  if (row.contract === '' && String(row.score) === '') return null;
  const score = typeof row.score === 'number' ? row.score : String(row.score);
  if (row.declarer === '' && row.result === '') return { declarer: '', contract: row.contract, ns: score };
  return { declarer: row.declarer, contract: `${row.contract}${row.result}`, ns: score };
}

const same = (a: PairsEntry | null, b: PairsEntry | null): boolean =>
  a === null || b === null
    ? a === b
    : a.declarer === b.declarer && a.contract === b.contract && String(a.ns) === String(b.ns);

/** An entry's contract and declarer, without its score: `4♠+1 by N`; an adjusted score as it is. */
const said = (entry: PairsEntry, contract: (kept: string) => string): string =>
  entry.declarer === ''
    ? contract(entry.contract)
    : say('status.by', { contract: contract(entry.contract), declarer: saySeat(entry.declarer) });

/** An entry in words: `4S+1 by N (N/S 450)`, `60/40`; its contract written by `contract` (the notation's letters). */
export const describe = (entry: PairsEntry, contract: (kept: string) => string = sayContract): string =>
  entry.declarer === '' ? said(entry, contract) : `${said(entry, contract)} (${say('head.ns')} ${entry.ns})`;

/**
 * A contract kept in English letters (`4S+1`, `Pass`) with suit symbols, as a reader sees it: `4♠+1`,
 * `3SA=` and `Passe` in French. An adjusted score (`60/40`) is left as it is.
 */
export const withSymbols = (kept: string): string => {
  const read = parseContract(kept);
  return read.ok ? formatContract(read.value, { symbols: true, notation: speaks().notation }) : kept;
};

/** The cells an entry writes: its declarer, contract, result and N/S score. */
export interface EntryCells {
  readonly declarer: string;
  readonly contract: string;
  readonly result: string;
  readonly score: Value;
}

/**
 * The cells an entry writes, or the field it is wrong in: the one reading of what a scorer typed, the
 * sidebar's and a table's phone's alike.
 */
export function entryCells(entry: Pick<ResultEntry, 'board' | 'declarer' | 'contract' | 'shown'>): Answer<EntryCells> {
  const typed = String(entry.contract ?? '').trim();
  const declarer = String(entry.declarer ?? '')
    .trim()
    .toUpperCase();
  // Nothing typed over an entry shown: the scorer clears the board.
  if (typed === '' && declarer === '' && entry.shown)
    return { ok: true, value: { declarer: '', contract: '', result: '', score: '' } };
  if (typed === '') {
    const examples = ['4SX-2', '3NT='].map(sayContract);
    return refuse(
      problem(
        'no-result-or-score',
        `Enter the contract and result, such as ${examples.join(' or ')}, or an adjusted score such as 60/40.`,
        { params: { examples }, where: { field: 'contract' } },
      ),
    );
  }
  // An adjusted score has no declarer: one chosen is passed over rather than read into it.
  if (looksAdjusted(typed)) {
    const adjusted = parseAdjusted(typed);
    if (!adjusted.ok) return refuse(placed(adjusted.error, { field: 'contract' }));
    const shown = formatAdjusted(adjusted.value);
    return { ok: true, value: { declarer: '', contract: shown, result: '', score: shown } };
  }
  const { notation } = speaks();
  const passed = parseContract(typed, notation);
  if (/^pass(ed)?( out)?$/i.test(typed) || (passed.ok && isPassedOut(passed.value)))
    return { ok: true, value: { declarer: '', contract: 'Pass', result: '', score: 0 } };
  if (!isSeat(declarer)) {
    // The core's code and words for a declarer that is not a seat, the seats in the notation's letters.
    const seats = SEATS.map(saySeat);
    return refuse(
      problem('declarer-field', `the declarer must be ${orList(seats)}`, {
        input: declarer,
        params: { seats },
        where: { field: 'declarer' },
      }),
    );
  }
  const scored = scoreOnBoard(entry.board, declarer, typed, notation);
  if (!scored.ok) return refuse(placed(scored.error, { field: 'contract' }));
  const { hand, ns: score } = scored.value;
  if (isPassedOut(hand)) return { ok: true, value: { declarer: '', contract: 'Pass', result: '', score: 0 } };
  return {
    ok: true,
    value: {
      declarer,
      contract: formatContract({ level: hand.level, strain: hand.strain, doubling: hand.doubling }),
      result: formatResult(hand.result),
      score,
    },
  };
}

/** The boards played this round at this table (`1-3`), or `none`: for a refusal that says what is there. */
function tablePlays(evening: PairsEvening, round: number, table: number): string {
  const seating = evening.movement.seatings.find((s) => s.round === round && s.table === table);
  return seating === undefined ? 'none' : formatBoards(evening.movement, seating.sets);
}

/** A pair label the sidebar sent (`E/W 1`), as the sheet's notation letters it (`O/W 1`); else as sent. */
const shownPair = (label: string): string => {
  const read = parsePair(label);
  return read.ok ? sayPair(read.value) : label;
};

/** Enters (or corrects) one board's result, under the document lock, and answers the evening as it is then. */
export function enterResult(ss: SpreadsheetLike, lock: LockLike, entry: ResultEntry): Answer<PairsView> {
  // A board no movement has is refused before its vulnerability is read from its number.
  if (!Number.isSafeInteger(entry?.board) || entry.board < 1)
    return refuse(
      problem(
        'not-at-table',
        `board ${String(entry?.board).slice(0, 8)} is not played at table ${String(entry?.table).slice(0, 8)} in round ${String(entry?.round).slice(0, 8)}: it plays nothing`,
        {
          params: {
            board: String(entry?.board).slice(0, 8),
            table: String(entry?.table).slice(0, 8),
            round: String(entry?.round).slice(0, 8),
            boards: 'none',
          },
          where: { field: 'board' },
        },
      ),
    );
  const cells = entryCells(entry);
  if (!cells.ok) return passOn(cells);
  return withLock(lock, () => {
    const opened = openPairsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    const evening = opened.value;
    const { round, table, board } = entry;
    const row = rowAt(evening, round, table, board);
    if (!row.ok) return refuse(row.error);
    return enterAt(ss, evening, row.value, entry, cells.value);
  });
}

/**
 * A board's row at a table in a round, or that the table plays no such board then (saying what it
 * plays), beside the board's field.
 */
export function rowAt(evening: PairsEvening, round: number, table: number, board: number): Result<BoardRow, Problem> {
  const key = boardKey(round, table, board);
  const row = evening.rows.find((r) => boardKey(r.round, r.table, r.board) === key);
  if (row !== undefined) return ok(row);
  const boards = tablePlays(evening, round, table);
  const plays = boards === 'none' ? 'nothing' : `boards ${boards}`;
  return err(
    problem('not-at-table', `board ${board} is not played at table ${table} in round ${round}: it plays ${plays}`, {
      params: { board, table, round, boards },
      where: { field: 'board' },
    }),
  );
}

/**
 * Writes an entry's cells on its row (and its lead, where the sheet keeps one), and answers the evening
 * as it is then, without reading the sheet again: this row's cells changed, and its score is its
 * entry's, so no flag stands on it.
 */
export function writeEntry(evening: PairsEvening, row: BoardRow, cells: EntryCells, lead?: string): PairsEvening {
  const { columns, sheet } = evening;
  const { declarer, contract, result, score } = cells;
  const written: Value[] = [declarer, contract, result, score, new Date().toISOString()];
  const headers = ['Declarer', 'Contract', 'Result', 'N/S score', 'Entered at'] as const;
  const at = headers.map((header) => columns[header]);
  // The five cells side by side, as the sheet is laid out: one write; moved apart, one a cell.
  if (at.every((column, i) => column === (at[0] as number) + i))
    sheet.getRange(row.sheetRow, at[0] as number, 1, at.length).setValues(guard([written]));
  else
    at.forEach((column, i) => {
      sheet.getRange(row.sheetRow, column, 1, 1).setValues(guard([[written[i] ?? '']]));
    });
  // A board cleared loses its lead; a lead is written only when given (the sidebar has none to give).
  const newLead = contract === '' ? '' : (lead ?? row.lead);
  if (evening.leadColumn !== undefined && newLead !== row.lead)
    sheet.getRange(row.sheetRow, evening.leadColumn, 1, 1).setValues(guard([[newLead]]));
  const changed: BoardRow = { ...row, declarer, contract, result, score, lead: newLead };
  const flagged = new Map(evening.flagged);
  flagged.delete(row.sheetRow);
  return { ...evening, rows: evening.rows.map((r) => (r === row ? changed : r)), flagged };
}

/** The sidebar's entry on its row, once read: the pairs it saw and the entry it showed checked first. */
function enterAt(
  ss: SpreadsheetLike,
  evening: PairsEvening,
  row: BoardRow,
  entry: ResultEntry,
  cells: EntryCells,
): Answer<PairsView> {
  const { round, table, board } = entry;
  const seated = [formatPair(row.ns), formatPair(row.ew)] as const;
  if (entry.pairs && (String(entry.pairs.ns) !== seated[0] || String(entry.pairs.ew) !== seated[1]))
    return refuse(
      problem(
        'pair-not-there',
        `${entry.pairs.ns} and ${entry.pairs.ew} do not play board ${board} at table ${table} in round ${round}: ${seated[0]} and ${seated[1]} do`,
        {
          // The sidebar sends and compares labels in formatPair's English letters; they are shown in
          // the sheet's notation, as its headings letter the sides (O/W in German).
          params: {
            ns: shownPair(String(entry.pairs.ns)),
            ew: shownPair(String(entry.pairs.ew)),
            board,
            table,
            round,
            seatedNs: sayPair(row.ns),
            seatedEw: sayPair(row.ew),
          },
          where: { field: 'board' },
        },
      ),
    );
  const now = entryOf(row);
  if (!same(now, entry.shown ?? null))
    return {
      ok: false,
      message: say('conflict.boardHolds', {
        board,
        table,
        now: now === null ? say('conflict.nothing') : describe(now),
      }),
      field: 'contract',
      value: pairsView(evening, ss),
    };
  const after = writeEntry(evening, row, cells);
  const changed = after.rows.find((r) => r.sheetRow === row.sheetRow) as BoardRow;
  const shown = entryOf(changed);
  // A correction says what it replaced, both in suit symbols: `replaced 4♠+1 by N with 4♥= by N (N/S 420)`.
  const message =
    now !== null && shown !== null && !same(now, shown)
      ? say('status.boardReplaced', {
          board,
          table,
          before: said(now, withSymbols),
          after: describe(shown, withSymbols),
        })
      : say('status.boardEntered', {
          board,
          table,
          what: shown === null ? say('status.cleared') : describe(shown),
        });
  return { ok: true, value: pairsView(after, ss), message };
}
