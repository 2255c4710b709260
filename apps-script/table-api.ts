/**
 * The table page: a web app served from the script bound to the club's spreadsheet (docs/publishing.md),
 * and the two calls its page makes. These three are the only server functions anyone with a link may
 * call (JSDoc `@anyone`); each call to the other two carries the table's key, checked before anything
 * is read.
 */
/// <reference types="google-apps-script" />

import { listen, say } from './cells';
import type { SpreadsheetLike } from './evening/sheet-api';
import { enterAtTable, openTable } from './tables/entry';
import type { TableAnswer, TableEntry } from './tables/types';
import { tableViewOf } from './tables/view';
import { eveningLock, pageSpreadsheet, tableProperties } from './web-app';

/** The evening's spreadsheet, its language read afresh; or, where it cannot be had, a refusal to show. */
function spreadsheet(): SpreadsheetLike | TableAnswer {
  const ss = pageSpreadsheet();
  if (ss === undefined) {
    listen();
    return { ok: false, message: say('table.noSpreadsheet'), reason: 'entry' };
  }
  listen(ss as unknown as { getSpreadsheetLocale(): string });
  return ss;
}
const unreached = (found: SpreadsheetLike | TableAnswer): found is TableAnswer => 'ok' in found;

/**
 * The web app's page: Table.html, as it is (no template), for a phone. It finds its table and key in
 * its own address; nothing of the evening is in the page until a call with the key answers.
 * @anyone
 */
export function doGet(e: GoogleAppsScript.Events.DoGet) {
  listen();
  const table = String(e?.parameter?.table ?? '').slice(0, 6);
  return HtmlService.createHtmlOutputFromFile('Table')
    .setTitle(say('table.pageTitle', { table }))
    .addMetaTag('viewport', 'width=device-width, initial-scale=1');
}

/**
 * A table's page: the evening, the round the table plays now with its boards, and each board's
 * traveller once the table has entered it; or, for a key that is not the table's, a refusal.
 * @anyone
 */
export function tableView(table: number, key: string): TableAnswer {
  const ss = spreadsheet();
  if (unreached(ss)) return ss;
  const gate = openTable(ss, tableProperties(), table, key);
  return gate.ok ? { ok: true, value: tableViewOf(gate.evening, ss, gate.table) } : gate.answer;
}

/**
 * A board's result from a table's page, written once under the evening's lock however often it is
 * sent, and never over another result: the answer says what the board holds.
 * @anyone
 */
export function enterTableResult(table: number, key: string, entry: TableEntry): TableAnswer {
  const ss = spreadsheet();
  if (unreached(ss)) return ss;
  return enterAtTable(ss, eveningLock(), tableProperties(), table, key, entry);
}
