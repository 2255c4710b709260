import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverFunctions, serverSources } from '../../scripts/server-functions.mjs';

const ENTRY = join(import.meta.dirname, '..', '..', 'apps-script', 'main.ts');

describe('the one list of server functions', () => {
  it('is main.ts: a line a family file', () => {
    const files = serverSources(ENTRY).map((file) => file.slice(file.indexOf('apps-script')));
    expect(files.sort()).toEqual(
      [
        'apps-script/evening-api.ts',
        'apps-script/functions/double-dummy.ts',
        'apps-script/functions/hands.ts',
        'apps-script/functions/movements.ts',
        'apps-script/functions/pairs.ts',
        'apps-script/functions/ranking.ts',
        'apps-script/functions/sessions.ts',
        'apps-script/functions/teams.ts',
        'apps-script/menu.ts',
        'apps-script/table-api.ts',
        'apps-script/callers.ts',
      ].sort(),
    );
  });

  it('takes no other kind of line in main.ts, which would expose a name unlisted', () => {
    expect(() => serverSources('apps-script/main.ts', "export { BUTLER } from './functions/pairs';")).toThrow(
      "only `export * from './file'` lines",
    );
    expect(() => serverSources('apps-script/main.ts', "import { onOpen } from './menu';")).toThrow(
      "only `export * from './file'` lines",
    );
    expect(serverSources('apps-script/main.ts', "export * from './functions/dd';")).toEqual([
      'apps-script/functions/dd.ts',
    ]);
  });

  it('is every function a family file exports, each with its JSDoc, and types besides', () => {
    const text = `/** Doubles. */
export function TWICE(value: number) { return value * 2; }
export type Twice = number;
export interface Once { readonly value: number }
const hidden = 1;`;
    expect(serverFunctions('apps-script/functions/dd.ts', text)).toEqual([
      { name: 'TWICE', params: ['value'], doc: '/** Doubles. */', callers: 'editors' },
    ]);
  });

  it('refuses a family file that exports anything else, or a function without JSDoc', () => {
    expect(() => serverFunctions('apps-script/functions/dd.ts', 'export const LIMIT = 5;')).toThrow(
      'exports only functions (and types)',
    );
    expect(() => serverFunctions('apps-script/functions/dd.ts', "export { x } from './x';")).toThrow(
      'exports only functions (and types)',
    );
    expect(() => serverFunctions('apps-script/functions/dd.ts', 'export function DD() {}')).toThrow(
      'DD needs a JSDoc comment',
    );
  });

  it('lets a custom function be called from a cell, an `@anyone` one by anyone, and every other by editors only', () => {
    const text = `/**
 * Doubles.
 * @customfunction
 */
export function TWICE(value: number) { return value * 2; }
/**
 * A table's page.
 * @anyone
 */
export function page(table: number) { return table; }
/** Sets things up. */
export function setUp() {}
/** The wrappers' own helper. */
export function helper_() {}`;
    expect(serverFunctions('apps-script/x.ts', text).map(({ name, callers }) => [name, callers])).toEqual([
      ['TWICE', 'sheet'],
      ['page', 'anyone'],
      ['setUp', 'editors'],
    ]);
  });

  it('opens to anyone the table page and nothing else', () => {
    const anyone = serverSources(ENTRY)
      .flatMap((file) => serverFunctions(file))
      .filter((f) => f.callers === 'anyone')
      .map((f) => f.name);
    expect(anyone.sort()).toEqual(['doGet', 'enterTableResult', 'tableView']);
  });
});
