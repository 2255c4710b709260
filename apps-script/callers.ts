/**
 * Who may call what. The table pages are a web app that runs as the spreadsheet's owner and opens to
 * anyone with a link, and google.script.run lets such a page call every global function of Code.js.
 * So the build puts `BridgeScorer_.editorsOnly_()` first in every server function but the custom
 * functions (which read only their arguments and change nothing in the spreadsheet) and those a JSDoc `@anyone` marks
 * (the table page's, each checking its table's key itself).
 *
 * An editor is told apart by where the call comes from: only the spreadsheet's own menu, sidebar and
 * dialogs have its user interface, which only its editors can open; a web app's execution has none
 * (SpreadsheetApp.getUi throws there). Asking who the user is instead would need the userinfo.email
 * scope, which the add-on does without, and the web app, running as the owner, would not know anyway.
 */
/// <reference types="google-apps-script" />
import { listen, say } from './cells';

/** Whether this execution has the spreadsheet's user interface: a call from its menu, sidebar or a dialog. */
function inSpreadsheet(): boolean {
  try {
    return (
      typeof SpreadsheetApp !== 'undefined' && typeof SpreadsheetApp.getUi === 'function' && !!SpreadsheetApp.getUi()
    );
  } catch {
    return false;
  }
}

/**
 * Refuses, with an Error the caller's failure handler receives, a call that does not come from the
 * spreadsheet itself. Ends in `_`: Apps Script lets no page call it, and the build gives it no wrapper.
 */
export function editorsOnly_(): void {
  if (inSpreadsheet()) return;
  listen();
  throw new Error(say('caller.notEditor'));
}
