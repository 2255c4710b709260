// Loads the built Code.js the way Apps Script evaluates it: one script in a bare global scope, with no
// require, import or export. The services a custom function may not use are simply absent.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';

export const CODE_PATH = join(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Code.js');
export const CODE = readFileSync(CODE_PATH, 'utf8');

export type Sheets = Record<string, (...args: unknown[]) => unknown>;

/**
 * Who calls: `editor`, from the spreadsheet's own menu, sidebar or dialog, where SpreadsheetApp.getUi
 * answers (given one when the test's SpreadsheetApp has none); or `anonymous`, the table page's web app
 * opened by anyone, where getUi throws as Apps Script's does outside the spreadsheet's user interface.
 */
export type Caller = 'editor' | 'anonymous';

const asCaller = (extra: Record<string, unknown>, caller: Caller): Record<string, unknown> => {
  const app = extra.SpreadsheetApp as Record<string, unknown> | undefined;
  const withUuid = { Utilities: { getUuid: () => randomUUID() }, ...extra };
  if (caller === 'anonymous')
    return {
      ...withUuid,
      SpreadsheetApp: {
        ...app,
        getUi: () => {
          throw new Error('Cannot call SpreadsheetApp.getUi() from this context.');
        },
      },
    };
  if (app === undefined || typeof app.getUi === 'function') return withUuid;
  return { ...withUuid, SpreadsheetApp: { ...app, getUi: () => ({}) } };
};

export function loadCode(
  extra: Record<string, unknown> = {},
  caller: Caller = 'editor',
): {
  global: Sheets;
  names: string[];
  /** Evaluates an expression inside the script's realm (to make values as Sheets would). */
  evaluate: (expression: string) => unknown;
} {
  const context = createContext(asCaller(extra, caller));
  const before = new Set(Object.getOwnPropertyNames(context));
  runInContext(CODE, context, { filename: 'Code.js' });
  const names = Object.getOwnPropertyNames(context).filter((name) => !before.has(name));
  return { global: context as unknown as Sheets, names, evaluate: (expression) => runInContext(expression, context) };
}

/**
 * Makes every reading of the loaded script's clock (Date.now) an hour after the one before, so that a
 * deadline (an import's few minutes, a custom function's 25 seconds) has passed as soon as it is set:
 * an import then solves no deal, its Par cells stay blank and its answer names the boards without par,
 * and a custom function answers only from the tables already kept. For tests of the rest of what an
 * import does, which would otherwise wait on the solver for a file of deals, and of what is kept.
 */
export function racingClock(evaluate: (expression: string) => unknown): void {
  evaluate('(() => { let now = 0; Date.now = () => (now += 3600000); })()');
}
