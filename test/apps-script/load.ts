// Loads the built Code.js the way Apps Script evaluates it: one script in a bare global scope, with no
// require, import or export. The services a custom function may not use are simply absent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';

export const CODE_PATH = join(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Code.js');
export const CODE = readFileSync(CODE_PATH, 'utf8');

export type Sheets = Record<string, (...args: unknown[]) => unknown>;

export function loadCode(extra: Record<string, unknown> = {}): {
  global: Sheets;
  names: string[];
  /** Evaluates an expression inside the script's realm (to make values as Sheets would). */
  evaluate: (expression: string) => unknown;
} {
  const context = createContext({ ...extra });
  const before = new Set(Object.getOwnPropertyNames(context));
  runInContext(CODE, context, { filename: 'Code.js' });
  const names = Object.getOwnPropertyNames(context).filter((name) => !before.has(name));
  return { global: context as unknown as Sheets, names, evaluate: (expression) => runInContext(expression, context) };
}
