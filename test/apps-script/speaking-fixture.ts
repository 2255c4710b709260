// A spreadsheet's locale as Apps Script gives it, for the tests that read the add-on in a language.
import { listen } from '../../apps-script/cells';

const globals = globalThis as unknown as Record<string, unknown>;

/** Apps Script's globals for a spreadsheet of `locale`, and the call that reads its language. */
export function speak(locale: string): void {
  globals.SpreadsheetApp = { getActiveSpreadsheet: () => ({ getSpreadsheetLocale: () => locale }) };
  listen();
}

/** No spreadsheet left behind for the next test: the add-on reads its language anew, as English. */
export function unspeak(): void {
  delete globals.SpreadsheetApp;
  listen();
}
