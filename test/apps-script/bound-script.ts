// The script bound to a club's spreadsheet with its table pages deployed, as a test's Code.js sees
// it: the director's executions (an editor in the spreadsheet, with its UI, active spreadsheet and
// document properties) and the web app's (the anonymous caller: no UI, no active spreadsheet, no
// document lock and no document properties, as Google documents a bound script run as a web app; the
// spreadsheet opened by its ID). Both share the script's properties and lock, and one fake spreadsheet.

import { fakePropertiesService } from './fake-properties';
import { FakeLock, type FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode, type Sheets } from './load';

export interface BoundScript {
  /** The director's sidebar, menu and dialogs. */
  readonly sidebar: Sheets;
  /** The table pages' web app, called by anyone with a link. */
  readonly webApp: Sheets;
  /** The script's properties, where a bound script serving the pages keeps the tables' keys. */
  readonly script: Map<string, string>;
  /** The document's properties. */
  readonly document: Map<string, string>;
}

/** Both sides of the bound script over `book()` (read at each call), its web app at `url`. */
export function boundScript(book: () => FakeSpreadsheet, url: string): BoundScript {
  const script = new Map<string, string>();
  const document = new Map<string, string>();
  const properties = fakePropertiesService(document, script);
  const lock = new FakeLock();
  const shared = {
    LockService: { getDocumentLock: () => lock, getScriptLock: () => lock },
    ScriptApp: { getService: () => ({ getUrl: () => url, isEnabled: () => true }) },
  };
  const sidebar = loadCode({
    ...shared,
    SpreadsheetApp: { getActiveSpreadsheet: () => book() },
    PropertiesService: properties,
  }).global;
  const webApp = loadCode(
    {
      ...shared,
      LockService: { getDocumentLock: () => null, getScriptLock: () => lock },
      SpreadsheetApp: {
        getActiveSpreadsheet: () => null,
        openById: (id: string) => {
          if (id !== book().getId()) throw new Error(`No item with the given ID could be found: ${id}`);
          return book();
        },
      },
      PropertiesService: { getDocumentProperties: () => null, getScriptProperties: properties.getScriptProperties },
    },
    'anonymous',
  ).global;
  return { sidebar, webApp, script, document };
}
