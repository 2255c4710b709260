/**
 * Each table's key and the ids of the entries its phone has written, kept in the document's properties:
 * not in a cell, where anyone who can read the spreadsheet would find them. A key is what lets a link
 * write to its table; it is made at setup, and made anew when the director asks (a link that leaked).
 */
import type { PropertiesLike } from '../pairs-evening/about';
import { forgetConflicts } from './conflicts';

/** The part of PropertiesService's store used here: read, write, and delete what an evening no longer needs. */
export interface TableProperties extends PropertiesLike {
  deleteProperty(key: string): unknown;
}

const KEYS = 'bridgeScorer.tableKeys';
/** The evening the keys are for: a phone's entry typed for another evening is never written into this one. */
const EVENING = 'bridgeScorer.tableEvening';
/** One property a table, so that an evening of many tables never reaches a value's 9 KB. */
const entriesOf = (table: number) => `bridgeScorer.tableEntries.${table}`;

/**
 * A new key: two UUIDs' hex digits, 64 characters. Apps Script's Utilities.getUuid draws 122 random bits
 * from a secure source, so two give 244, well above the 128 a key must have; Math.random is no such source.
 */
export const newTableKey = (uuid: () => string): string => `${uuid()}${uuid()}`.replace(/-/g, '').toLowerCase();

/** A key as it is allowed to look: what a link carries is checked for its shape before it is compared. */
export const isTableKey = (key: unknown): key is string => typeof key === 'string' && /^[0-9a-f]{64}$/.test(key);

/**
 * A property's JSON object. A store that fails to answer throws on (a passing fault: the caller's
 * call fails and is tried again); only a value that does not read as an object reads as none.
 */
const readJson = (properties: PropertiesLike, key: string): Record<string, string> => {
  const text = properties.getProperty(key) ?? '{}';
  try {
    const read: unknown = JSON.parse(text);
    return read !== null && typeof read === 'object' && !Array.isArray(read) ? (read as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/** The evening the tables' keys are for ('' before any evening made keys). */
export const tableEvening = (properties: PropertiesLike): string => properties.getProperty(EVENING) ?? '';

/** Every table's key, by table number. */
export const tableKeys = (properties: PropertiesLike): Record<string, string> => readJson(properties, KEYS);

/**
 * New keys for `tables` (every table when a new evening is set up; one table when its link leaked), the
 * other tables' kept. A new evening also forgets the entries the last one's phones wrote.
 */
export function issueTableKeys(
  properties: TableProperties,
  tables: readonly number[],
  uuid: () => string,
  newEvening: boolean,
): Record<string, string> {
  const keys = newEvening ? {} : tableKeys(properties);
  if (newEvening) {
    for (const table of Object.keys(tableKeys(properties)).map(Number)) properties.deleteProperty(entriesOf(table));
    properties.setProperty(EVENING, newTableKey(uuid).slice(0, 16));
    forgetConflicts(properties);
  }
  for (const table of tables) keys[String(table)] = newTableKey(uuid);
  properties.setProperty(KEYS, JSON.stringify(keys));
  return keys;
}

/**
 * Whether `key` is this table's. Compared in full whatever the first difference, so that the time a
 * refusal takes says nothing of how much of a guessed key was right.
 */
export function keyFits(properties: PropertiesLike, table: number, key: unknown): boolean {
  const kept = tableKeys(properties)[String(table)];
  if (kept === undefined || !isTableKey(key) || !isTableKey(kept)) return false;
  let differ = 0;
  for (let i = 0; i < kept.length; i++) differ |= kept.charCodeAt(i) ^ key.charCodeAt(i);
  return differ === 0;
}

/** The id of the entry a table's phone wrote on each board (`round/table/board`). */
export const entryIds = (properties: PropertiesLike, table: number): Record<string, string> =>
  readJson(properties, entriesOf(table));

/** Keeps the id of the entry just written on a board, so that the same entry sent again is known. */
export function keepEntryId(properties: PropertiesLike, table: number, board: string, id: string): void {
  const ids = entryIds(properties, table);
  ids[board] = id;
  properties.setProperty(entriesOf(table), JSON.stringify(ids));
}

/** What an entry's id may be: made by the page, 16–64 characters a URL may carry as they are. */
export const isEntryId = (id: unknown): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(id);
