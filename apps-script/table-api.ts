/**
 * The table page: a web app served from the script bound to the club's spreadsheet (docs/publishing.md),
 * and the two calls its page makes. These three are the only server functions anyone with a link may
 * call (JSDoc `@anyone`); each call to the other two carries the table's key, checked before anything
 * is read.
 */
/// <reference types="google-apps-script" />

import { listen, say } from './cells';
import type { SpreadsheetLike } from './evening/sheet-api';
import { enterAtTable, openTable, tableOfKey } from './tables/entry';
import type { TableProperties } from './tables/keys';
import type { TableAnswer, TableEntry } from './tables/types';
import { eveningLock, pageSpreadsheet, tableProperties } from './web-app';

/**
 * The evening's spreadsheet, its language read afresh; or, where it cannot be had (no ID recorded yet:
 * the director has not opened the evening in the bound script's sidebar), a refusal the page waits on.
 * A failure on the way (Google's) is thrown: the page keeps what it has and tries again.
 */
function spreadsheet(): SpreadsheetLike | TableAnswer {
  const ss = pageSpreadsheet();
  if (ss === undefined) {
    listen();
    return { ok: false, message: say('table.noSpreadsheet'), reason: 'wait' };
  }
  listen(ss as unknown as { getSpreadsheetLocale(): string });
  return ss;
}
const refusal = (found: unknown): found is TableAnswer => typeof found === 'object' && found !== null && 'ok' in found;

/**
 * A table's page: the evening, the round the table plays now with its boards, and each board's
 * traveller once the table has entered it; or, for a key that is not the table's, a refusal.
 * @anyone
 */
export function tableView(table: number, key: string): TableAnswer {
  listen();
  const properties = tableProperties();
  const found = tableOfKey(properties, table, key);
  if (refusal(found)) return found;
  const ss = spreadsheet();
  if (refusal(ss)) return ss;
  const opened = openTable(ss, properties as TableProperties, found);
  return opened.ok ? { ok: true, value: opened.view } : opened.answer;
}

/**
 * A board's result from a table's page, written once under the evening's lock however often it is
 * sent, and never over another result: the answer says what the board holds.
 * @anyone
 */
export function enterTableResult(table: number, key: string, entry: TableEntry): TableAnswer {
  listen();
  const properties = tableProperties();
  const found = tableOfKey(properties, table, key);
  if (refusal(found)) return found;
  const ss = spreadsheet();
  if (refusal(ss)) return ss;
  return enterAtTable(ss, eveningLock(), properties as TableProperties, found, entry);
}

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
