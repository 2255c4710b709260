/**
 * Deals' double-dummy tables, each solved once: a deal's table is looked up among those already known
 * (a sheet's column, the script's cache), the rest are solved until a deadline, and the new ones are put
 * back into the cache for six hours. The import, its "Solve the remaining boards", the custom functions
 * and (later) the evening's hand records all come here, so that a deal solved by one is never solved by
 * another. Why the script cache, and what it keeps: docs/rules.md, *Tables kept*.
 */
/// <reference types="google-apps-script" />
import type { Problem } from '../core/base/problem';
import { type DdTable, type Deal, formatDdTable, formatDeal, parseDdTable, solveDeal } from '../core/index';

/** The part of Apps Script's Cache the tables use: CacheService.getScriptCache(), or a test's. */
export interface TableCache {
  /** The values found, keyed as asked; a key not found is left out (Apps Script's getAll). */
  getAll(keys: string[]): { [key: string]: unknown };
  putAll(values: { [key: string]: string }, expirationInSeconds: number): void;
}

// The longest Apps Script keeps an entry: six hours.
const CACHE_SECONDS = 21_600;
// Apps Script refuses a key past 250 characters; a deal is about 70, but a cell may hold anything.
const KEY_CHARACTERS = 250;
// Versioned, so that a later form of the value never reads an earlier one's.
const PREFIX = 'dd1 ';

/** A deal's key: the deal as PBN writes it from North, however its cell began (`E:…` or `N:…`). */
export const tableKey = (deal: Deal): string => `${PREFIX}${formatDeal(deal)}`;

/**
 * The script's cache: the one every kind of execution gets, custom functions included (a document's
 * cache is null outside a document, a user's is the user's). None where Apps Script gives none.
 */
export function scriptCache(): TableCache | undefined {
  try {
    return typeof CacheService === 'undefined' ? undefined : CacheService.getScriptCache();
  } catch {
    return undefined;
  }
}

/** The tables the cache holds for these keys, read in one call; none when it cannot be read. */
export function cachedTables(cache: TableCache | undefined, keys: readonly string[]): Map<string, DdTable> {
  const found = new Map<string, DdTable>();
  const asked = [...new Set(keys)].filter((key) => key.length <= KEY_CHARACTERS);
  if (cache === undefined || asked.length === 0) return found;
  try {
    const values = cache.getAll(asked);
    for (const key of asked) {
      const table = typeof values[key] === 'string' ? parseDdTable(values[key]) : undefined;
      if (table !== undefined) found.set(key, table);
    }
  } catch {
    // A cache that fails is a cache that missed: the deals are solved instead.
  }
  return found;
}

/** Puts tables into the cache for six hours, in one call; a cache that fails is left as it is. */
export function keepTables(cache: TableCache | undefined, tables: ReadonlyMap<string, DdTable>): void {
  const values = Object.fromEntries(
    [...tables].filter(([key]) => key.length <= KEY_CHARACTERS).map(([key, table]) => [key, formatDdTable(table)]),
  );
  if (cache === undefined || Object.keys(values).length === 0) return;
  try {
    cache.putAll(values, CACHE_SECONDS);
  } catch {
    // Only time is lost: the next call solves them again.
  }
}

/**
 * How long an import solves: a dialog's server call may run 6 minutes. Apps Script runs the solver about
 * 3 times slower than Node, where `npm run bench` solves a club's 36 boards well inside 90 seconds: 270
 * seconds here, and the rest of the 6 minutes to read the file and write the sheets.
 */
export const SOLVING_MS = 270_000;

/** The header of a sheet's column of tables (Results, Hand records), named after the PBN tag whose form it keeps. */
export const TABLE_HEADER = 'DoubleDummyTricks';

/** A stop that says yes once `ms` have passed from now. */
export const deadline = (ms: number): (() => boolean) => {
  const end = Date.now() + ms;
  return () => Date.now() > end;
};

/** How long a call may solve: its stop (a deadline), and at most how many deals (a test's budget). */
export interface SolveBudget {
  readonly stop: () => boolean;
  readonly deals?: number;
}

/** What tablesOf found. */
export interface Tables {
  /** Each deal's table, or the solver's refusal of it (a hand of 14 cards), by tableKey. */
  readonly found: ReadonlyMap<string, DdTable | Problem>;
  /** The deals the budget left unsolved, by tableKey. */
  readonly unsolved: ReadonlySet<string>;
  /** How many deals were solved in this call. */
  readonly solved: number;
}

/**
 * The tables of these deals: those `known` (read from a sheet), then the cache's, then solved in order
 * until the budget runs out; what was solved or read from a sheet is put into the cache.
 */
export function tablesOf(
  deals: readonly Deal[],
  budget: SolveBudget,
  known: ReadonlyMap<string, DdTable> = new Map(),
  cache: TableCache | undefined = scriptCache(),
): Tables {
  const byKey = new Map(deals.map((deal) => [tableKey(deal), deal]));
  const found = new Map<string, DdTable | Problem>();
  for (const key of byKey.keys()) {
    const table = known.get(key);
    if (table !== undefined) found.set(key, table);
  }
  const fromCache = cachedTables(
    cache,
    [...byKey.keys()].filter((key) => !found.has(key)),
  );
  for (const [key, table] of fromCache) found.set(key, table);
  const fresh = new Map<string, DdTable>([...found].filter((entry): entry is [string, DdTable] => known.has(entry[0])));
  const unsolved = new Set<string>();
  let solved = 0;
  for (const [key, deal] of byKey) {
    if (found.has(key)) continue;
    if (unsolved.size > 0 || budget.stop() || solved >= (budget.deals ?? Number.POSITIVE_INFINITY)) {
      unsolved.add(key);
      continue;
    }
    const table = solveDeal(deal, { stop: budget.stop });
    if (!table.ok && table.error.code === 'dd-stopped') {
      unsolved.add(key);
      continue;
    }
    solved++;
    found.set(key, table.ok ? table.value : table.error);
    if (table.ok) fresh.set(key, table.value);
  }
  keepTables(cache, fresh);
  return { found, unsolved, solved };
}
