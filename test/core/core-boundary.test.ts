import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../core/index';

const CORE = join(import.meta.dirname, '..', '..', 'core');
const IMPORT = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/g;

/**
 * The layers, lowest first: a module may import from its own layer or one below, never from above.
 * table and results both build on hand and know nothing of each other.
 */
const BELOW: { readonly [layer: string]: readonly string[] } = {
  base: [],
  hand: ['base'],
  table: ['base', 'hand'],
  results: ['base', 'hand'],
  sessions: ['base', 'hand', 'table', 'results'],
};

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** The layer a path in core/ belongs to: its first folder (`index` for the public API at the top). */
const layerOf = (path: string): string => {
  const parts = relative(CORE, path).split(/[\\/]/);
  return parts.length === 1 ? 'index' : (parts[0] as string);
};

/** Whether `file` in core/ may import `source`: only core's own modules, of its layer or one below. */
function allowed(file: string, source: string): boolean {
  const target = resolve(dirname(file), source);
  if (!source.startsWith('.') || relative(CORE, target).startsWith('..')) return false;
  const here = layerOf(file);
  const there = layerOf(target);
  return here === 'index' || there === here || (BELOW[here] ?? []).includes(there);
}

/** The imports of `text` (a file at `file`) that break the layering, as `file → source` lines. */
const violations = (file: string, text: string): string[] =>
  [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((source) => !allowed(file, source))
    .map((source) => `${relative(CORE, file)} → ${source}`);

describe('core/ is pure and layered', () => {
  const files = tsFiles(CORE);

  it('has only the public API at its top, and its modules in the five layer folders', () => {
    const top = readdirSync(CORE, { withFileTypes: true });
    expect(top.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual(['index.ts']);
    expect(
      top
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(Object.keys(BELOW).sort());
  });

  it('imports nothing from outside core/, and no layer imports a higher one', () => {
    expect(files.length).toBeGreaterThan(25);
    expect(files.flatMap((file) => violations(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('would catch a lower layer importing a higher one', () => {
    // The check itself, on files that do what the rule forbids: base reaching up to sessions, table
    // reaching across to results, and a module reaching outside core/.
    const found = [
      violations(join(CORE, 'base/x.ts'), "import { replay } from '../sessions/session.js';"),
      violations(join(CORE, 'table/x.ts'), "import { toImps } from '../results/imps.js';"),
      violations(join(CORE, 'hand/x.ts'), "import { readFileSync } from 'node:fs';"),
      violations(join(CORE, 'sessions/x.ts'), "import { toImps } from '../results/imps.js';"),
    ];
    expect(found).toEqual([
      ['base/x.ts → ../sessions/session.js'],
      ['table/x.ts → ../results/imps.js'],
      ['hand/x.ts → node:fs'],
      [],
    ]);
  });

  it('names no browser, extension or Apps Script global', () => {
    const globals =
      /\b(?:window|document|chrome|browser|SpreadsheetApp|HtmlService|google\.script|localStorage|fetch)\b/;
    const found = files.filter((file) =>
      globals.test(readFileSync(file, 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')),
    );
    expect(found.map((file) => relative(CORE, file))).toEqual([]);
  });

  it('re-exports its public API by name from index.ts', () => {
    const index = readFileSync(join(CORE, 'index.ts'), 'utf8');
    expect(index).not.toMatch(/export \* from/);
    for (const name of [
      'parseContract',
      'formatContract',
      'scoreContract',
      'toImps',
      'boardDealer',
      'boardVulnerability',
      'isVulnerable',
      'scoreMatch',
      'checkAuction',
      'trickWinner',
      'canPlay',
      'countTricks',
      'parsePbn',
    ]) {
      expect(typeof (core as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
