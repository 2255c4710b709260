/**
 * What changes where the table pages are served: the script bound to the club's spreadsheet, deployed
 * as a web app (docs/publishing.md, section 9). Google documents that a bound script run as a web app has
 * neither the active spreadsheet nor a document lock (`getActiveSpreadsheet` "not available",
 * `getDocumentLock` null), and keeps document properties to the executions that have the document.
 * So where the pages are served, the sidebar and the pages share what a bound script has whatever runs
 * it: the script's lock and the script's properties, which in a bound script are that one spreadsheet's;
 * and the page opens the spreadsheet by the ID the sidebar recorded. The Marketplace add-on serves no web
 * app and keeps the document's lock and properties: its script's would be every club's.
 */
/// <reference types="google-apps-script" />
import type { LockLike, SpreadsheetLike } from './evening/sheet-api';
import type { TableProperties } from './tables/keys';

/** Whether this script serves the table pages (a web app deployed from it). */
export function servesPages(): boolean {
  try {
    return typeof ScriptApp !== 'undefined' && ScriptApp.getService().isEnabled() === true;
  } catch {
    return false;
  }
}

/** The evening's lock: the script's where the table pages are served, else the document's. */
export function eveningLock(): LockLike {
  const lock = servesPages()
    ? LockService.getScriptLock()
    : (LockService.getDocumentLock() ?? LockService.getScriptLock());
  return lock as unknown as LockLike;
}

/** Where the tables' keys and entry ids are kept: the script's properties where the pages are served. */
export function tableProperties(): TableProperties | undefined {
  try {
    if (typeof PropertiesService === 'undefined') return undefined;
    const store = servesPages() ? PropertiesService.getScriptProperties() : PropertiesService.getDocumentProperties();
    return (store ?? undefined) as TableProperties | undefined;
  } catch {
    return undefined;
  }
}

/** The script property naming the spreadsheet a bound script's pages write into. */
const SPREADSHEET_ID = 'bridgeScorer.spreadsheetId';

/** Records, where the pages are served, which spreadsheet they are for: its ID, from the sidebar's call. */
export function recordSpreadsheet(ss: SpreadsheetLike): void {
  const id = (ss as { getId?: () => string }).getId?.();
  if (id === undefined || !servesPages()) return;
  tableProperties()?.setProperty(SPREADSHEET_ID, id);
}

/**
 * The spreadsheet a table's page writes into: the active one where Apps Script gives it, else the one
 * the sidebar recorded, opened by its ID; undefined when neither can be had (the club's copy may then
 * need the `spreadsheets` scope: docs/publishing.md, 9.12).
 */
export function pageSpreadsheet(): SpreadsheetLike | undefined {
  try {
    const active = SpreadsheetApp.getActiveSpreadsheet();
    if (active) return active as unknown as SpreadsheetLike;
  } catch {
    // Not available to a web app, as Google documents: by the recorded ID below.
  }
  try {
    const id = tableProperties()?.getProperty(SPREADSHEET_ID);
    return id ? (SpreadsheetApp.openById(id) as unknown as SpreadsheetLike) : undefined;
  } catch {
    return undefined;
  }
}
