/**
 * The lock every write of an evening holds, the sidebar's and the table pages' alike: they must wait
 * for the same one.
 *
 * A web app's executions have no document lock (LockService.getDocumentLock answers null there), so
 * where the table pages are deployed, from the script bound to the club's spreadsheet, the sidebar and
 * the pages both take the script's lock, which in a bound script is that one spreadsheet's. The
 * Marketplace add-on serves no web app and keeps the document lock: its script lock would make every
 * club wait for every other.
 */
/// <reference types="google-apps-script" />
import type { LockLike } from './evening/sheet-api';

/** Whether this script serves the table pages (a web app deployed from it). */
function servesPages(): boolean {
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
