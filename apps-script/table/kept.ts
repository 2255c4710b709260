/**
 * What the phone keeps for a table in its storage (localStorage in the page, a Map in tests): the
 * outbox of accepted results not yet sent, the boards half typed, the results the server would not
 * take, the round last shown, and the server's last view, shown at a reload without signal. One key a thing a table (`bridgeScorer.table.3.outbox`), plain JSON;
 * what does not read as its shape reads as nothing, so that a damaged key never stops the page.
 */
import type { TableEntry, TableView } from '../tables/types';
import type { Draft } from './draft';

/** The part of the Web Storage API the page uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A result the server would not take because the board holds another: kept in sight, never resent. */
export interface NotAccepted {
  readonly entry: TableEntry;
  readonly holds: string;
  readonly sent: string;
  readonly message: string;
}

/** Each thing kept, with its shape. */
export interface Kept {
  readonly outbox: readonly TableEntry[];
  readonly drafts: { readonly [board: string]: Draft };
  readonly notAccepted: readonly NotAccepted[];
  readonly round: number | null;
  readonly view: TableView | null;
}

const FALLBACK: Kept = { outbox: [], drafts: {}, notAccepted: [], round: null, view: null };

const isEntry = (value: unknown): value is TableEntry => {
  const entry = value as TableEntry | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.round === 'number' &&
    typeof entry.board === 'number' &&
    typeof entry.declarer === 'string' &&
    typeof entry.contract === 'string'
  );
};

const SHAPES: { readonly [K in keyof Kept]: (value: unknown) => boolean } = {
  outbox: (value) => Array.isArray(value) && value.every(isEntry),
  drafts: (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((draft) => typeof (draft as Draft | null)?.board === 'number'),
  notAccepted: (value) => Array.isArray(value) && value.every((item) => isEntry((item as NotAccepted | null)?.entry)),
  round: (value) => value === null || (typeof value === 'number' && Number.isInteger(value)),
  view: (value) =>
    value === null || ((value as TableView).stage === 'table' && Array.isArray((value as TableView).boards)),
};

/** The storage key of one thing kept for a table. */
export const keptKey = (table: number, what: keyof Kept): string => `bridgeScorer.table.${table}.${what}`;

/** One thing kept for `table`, or its empty value when there is none or it does not read. */
export function readKept<K extends keyof Kept>(storage: StorageLike, table: number, what: K): Kept[K] {
  try {
    const text = storage.getItem(keptKey(table, what));
    if (text === null) return FALLBACK[what];
    const value: unknown = JSON.parse(text);
    return SHAPES[what](value) ? (value as Kept[K]) : FALLBACK[what];
  } catch {
    return FALLBACK[what];
  }
}

/**
 * Keeps one thing for `table`; false when the storage refuses (full, or turned off), so that the page
 * can say the phone keeps nothing rather than lose a result quietly.
 */
export function keep<K extends keyof Kept>(storage: StorageLike, table: number, what: K, value: Kept[K]): boolean {
  try {
    storage.setItem(keptKey(table, what), JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
