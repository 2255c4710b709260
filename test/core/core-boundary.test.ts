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

/**
 * The extension's floors, outer to inner: a module may import from its own floor or one further in
 * (and the core, innermost of all), never from one further out.
 */
const EXTENSION = join(import.meta.dirname, '..', '..', 'extension');
const FLOORS = ['entrypoints', 'views', 'kinds', 'components', 'lib', 'storage'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The floor of a path in extension/ (its first folder), or undefined for one outside it. */
function floorOf(path: string): string | undefined {
  const rel = relative(EXTENSION, path);
  return rel.startsWith('..') ? undefined : rel.split(/[\\/]/)[0];
}

/**
 * Whether `file` in extension/ may import `source`: a package, the core, or a module of its own floor or
 * one further in. In kinds/, a kind's folder is its own room: it imports no other kind's folder (the
 * registry and the shared modules at the top of kinds/ may import each).
 */
function allowedInExtension(file: string, source: string): boolean {
  if (!source.startsWith('.')) return true;
  const target = resolve(dirname(file), source);
  if (!relative(CORE, target).startsWith('..')) return true;
  const here = FLOORS.indexOf(floorOf(file) as (typeof FLOORS)[number]);
  const there = FLOORS.indexOf(floorOf(target) as (typeof FLOORS)[number]);
  if (here < 0 || there < here) return false;
  if (there === here && FLOORS[here] === 'kinds') {
    const room = (path: string) => relative(join(EXTENSION, 'kinds'), dirname(path)).split(/[\\/]/)[0];
    return room(file) === '' || room(target) === '' || room(file) === room(target);
  }
  return true;
}

const extensionViolations = (file: string, text: string): string[] =>
  [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((source) => !allowedInExtension(file, source))
    .map((source) => `${relative(EXTENSION, file)} → ${source}`);

describe('extension/ is layered: entrypoints → views → kinds → components → lib → storage → core', () => {
  const files = sourceFiles(EXTENSION);

  it('has its modules only in the floor folders', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files.map((file) => floorOf(file)).filter((floor) => !FLOORS.includes(floor as never))).toEqual([]);
  });

  it('imports nothing from a floor further out, and no kind imports another kind', () => {
    expect(files.flatMap((file) => extensionViolations(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('would catch an import up a floor, or from another kind', () => {
    const at = (path: string) => join(EXTENSION, path);
    expect([
      extensionViolations(at('lib/x.ts'), "import { EntryForm } from '../components/EntryForm';"),
      extensionViolations(at('storage/x.ts'), "import { focusNext } from '../lib/focus';"),
      extensionViolations(at('kinds/rubber/x.ts'), "import { kind } from '../chicago/kind';"),
      extensionViolations(at('views/x.tsx'), "import { KINDS } from '../kinds/registry';"),
      extensionViolations(at('kinds/load.ts'), "import { kind } from './rubber/kind';"),
      extensionViolations(at('components/x.ts'), "import { rubberEngine } from '../../core/index';"),
    ]).toEqual([
      ['lib/x.ts → ../components/EntryForm'],
      ['storage/x.ts → ../lib/focus'],
      ['kinds/rubber/x.ts → ../chicago/kind'],
      [],
      [],
      [],
    ]);
  });
});
