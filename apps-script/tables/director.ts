/**
 * The director's side of the table pages: each table's link to print or send, and new keys for a table
 * whose link went where it should not (the old link then opens nothing).
 */
import { problem } from '../../core/base/problem';
import { say } from '../cells';
import { type Answer, refuse } from '../evening/answer';
import { type LockLike, type SpreadsheetLike, withLock } from '../evening/sheet-api';
import { openPairsEvening } from '../pairs-evening/evening';
import { tablesOf } from '../pairs-evening/progress';
import { issueTableKeys, type TableProperties } from './keys';
import { linksOf } from './links';

/** Each table's link, in table order. */
export interface TableLinks {
  readonly tables: readonly { readonly table: number; readonly link: string }[];
}

/** What the director's calls need of Apps Script: the properties, the web app's address, a source of UUIDs. */
export interface TableServices {
  readonly properties: TableProperties | undefined;
  /** The deployment's address, or null when the table pages are not deployed. */
  readonly url: string | null;
  readonly uuid: () => string;
}

const asList = (links: ReadonlyMap<number, string>): TableLinks => ({
  tables: [...links].map(([table, link]) => ({ table, link })),
});

/** Each table's link, keys made for tables without one; or why there are none (no evening, no deployment). */
export function tableLinks(ss: SpreadsheetLike, lock: LockLike, services: TableServices): Answer<TableLinks> {
  const { properties, url, uuid } = services;
  if (url === null || properties === undefined) return refuse(say('table.noWebApp'));
  return withLock(lock, () => {
    const opened = openPairsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    return { ok: true, value: asList(linksOf(properties, url, tablesOf(opened.value.movement), uuid)) };
  });
}

/**
 * New keys for `tables` (every table when none is named): their old links open nothing from now on,
 * and entries their phones wrote stay as they are.
 */
export function renewTableLinks(
  ss: SpreadsheetLike,
  lock: LockLike,
  services: TableServices,
  tables: readonly number[] | undefined,
): Answer<TableLinks> {
  const { properties, url, uuid } = services;
  if (url === null || properties === undefined) return refuse(say('table.noWebApp'));
  return withLock(lock, () => {
    const opened = openPairsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    const all = tablesOf(opened.value.movement);
    const asked = tables === undefined || tables.length === 0 ? all : tables.map(Number);
    const unknown = asked.find((table) => !all.includes(table));
    if (unknown !== undefined)
      return refuse(
        problem('table-not-in-evening', `there is no table ${unknown} this evening: its tables are 1–${all.length}`, {
          params: { table: String(unknown).slice(0, 8), tables: all.length },
          where: { field: 'tables' },
        }),
      );
    issueTableKeys(properties, asked, uuid, false);
    return {
      ok: true,
      value: asList(linksOf(properties, url, all, uuid)),
      message: say('table.keysIssued', { count: asked.length, tables: asked.join(', ') }),
    };
  });
}

/** Keys for every table of a new evening, the last evening's keys and entry ids forgotten. */
export function keysForNewEvening(ss: SpreadsheetLike, services: TableServices): void {
  const opened = openPairsEvening(ss);
  if (!opened.ok || services.properties === undefined) return;
  issueTableKeys(services.properties, tablesOf(opened.value.movement), services.uuid, true);
}
