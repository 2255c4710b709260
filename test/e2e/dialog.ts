// A menu dialog as the built Code.js serves it, opened in Chromium: the menu function is called in the
// bare vm context with SpreadsheetApp's UI and HtmlService stood in for, the page it would show is saved
// to a file (init scripts, the google.script.run bridge among them, run on navigation) and opened, its
// server calls bridged to the same built code over the spreadsheet given.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { FakeLock, type FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { bridgeScriptRun } from './script-run';

export const PAGES = resolve(import.meta.dirname, '..', '..', 'test-results', 'pages');

/** The built code over the spreadsheet `book()` gives, its active sheet `active()`, and its dialogs. */
export function dialogCode(book: () => FakeSpreadsheet, active?: () => string) {
  let shown = '';
  const { global: code } = loadCode({
    SpreadsheetApp: {
      getActiveSpreadsheet: () =>
        active === undefined
          ? book()
          : Object.assign(book(), { getActiveSheet: () => book().getSheetByName(active()) }),
      getUi: () => ({ showModalDialog: (output: { html: string }) => (shown = output.html) }),
    },
    HtmlService: {
      createHtmlOutput: (html: string) => {
        const output = { html, setWidth: () => output, setHeight: () => output };
        return output;
      },
    },
    LockService: { getDocumentLock: () => new FakeLock() },
  });

  /** Calls the menu function `show`, and opens the dialog it shows in a page of the dialog's size. */
  async function open(
    browser: Browser,
    show: string,
    file: string,
    size: { width: number; height: number },
  ): Promise<Page> {
    (code[show] as () => void)();
    const page = await browser.newPage({ viewport: size, acceptDownloads: true });
    await bridgeScriptRun(page, code);
    mkdirSync(PAGES, { recursive: true });
    const path = join(PAGES, file);
    writeFileSync(path, shown);
    await page.goto(`file://${path}`);
    return page;
  }

  return { code, open };
}
