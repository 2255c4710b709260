import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../core/index';
import { filesUnder } from '../source-files';

const CORE = join(import.meta.dirname, '..', '..', 'core');
const IMPORT = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/g;

/**
 * The layers, lowest first: a module may import from its own layer or one below, never from above.
 * table and results both build on hand and know nothing of each other.
 */
const BELOW: { readonly [layer: string]: readonly string[] } = {
  base: [],
  i18n: ['base'],
  hand: ['base', 'i18n'],
  table: ['base', 'i18n', 'hand'],
  results: ['base', 'i18n', 'hand'],
  movements: ['base', 'i18n'],
  solver: ['base', 'i18n', 'hand', 'table'],
  sessions: ['base', 'i18n', 'hand', 'table', 'results', 'movements'],
  // Teams events: the Swiss draw, and the matches' VPs and standings from results; their files (USEBIO,
  // PBN) written with table's XML and PBN text, which knows nothing of teams.
  teams: ['base', 'i18n', 'hand', 'table', 'results'],
};

/** The layer a path in core/ belongs to: its first folder (`index` for the public API at the top). */
const layerOf = (path: string): string => {
  const parts = relative(CORE, path).split(/[\\/]/);
  return parts.length === 1 ? 'index' : (parts[0] as string);
};

/**
 * The packages core may import: pure and dependency-free (checked below from their manifests), with
 * no I/O and no global. The XML parser USEBIO files are read with.
 */
const PURE_PACKAGES: readonly string[] = ['@rgrove/parse-xml'];

/** Whether `file` in core/ may import `source`: core's own modules, of its layer or one below, or a pure package. */
function allowed(file: string, source: string): boolean {
  if (PURE_PACKAGES.includes(source)) return true;
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
  const files = filesUnder(CORE, /\.ts$/);

  it('has only the public API at its top, and its modules in the layer folders', () => {
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
    // The pure packages: no dependency of their own.
    for (const name of PURE_PACKAGES) {
      const manifest = JSON.parse(readFileSync(join(CORE, '..', 'node_modules', name, 'package.json'), 'utf8'));
      expect([name, manifest.dependencies ?? {}]).toEqual([name, {}]);
    }
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
 * apps-script/'s layers, outer to inner:
 *   main → menu, evening-api → templates, pbn-import, resume-pars, functions/, publish/ → import-sheets,
 *   import-pars → evening/, hand-cells, ranking-cells, dd-tables → cells → speaking → core
 * An import goes inward, or sideways within its own folder (evening/ to evening/); files of one rank know
 * nothing of each other. Server code names nothing of sidebar/ or table/ and no package but the few
 * SERVER_PACKAGES name, each for the one file that wraps it: it is bundled whole. sidebar/ and table/ (a
 * table's phone page) are clients apart, each built into its own page: each runs preact, the core, its
 * own files, the words and the modules both halves run (SHARED), and imports the rest of the server for
 * types only (`import type`).
 */
describe('apps-script/ is layered, the sidebar and the table page apart', () => {
  const ROOT = join(import.meta.dirname, '..', '..');
  const SHEETS = join(ROOT, 'apps-script');
  const RANK: { readonly [unit: string]: number } = {
    main: 0,
    menu: 1,
    'evening-api': 1,
    // The table pages' web app: its page and the two calls anyone with a table's link may make.
    'table-api': 1,
    // Who may call: the guard the build puts first in every function but those anyone may call.
    callers: 1,
    // An import of either file kind: USEBIO read here, PBN handed to pbn-import.
    'usebio-import': 1.5,
    templates: 2,
    // The teams event's three sheets, built from the templates' cells.
    'teams-event-template': 1.75,
    'pbn-import': 2,
    // "Solve the remaining boards": an import's Results sheets, its pars finished.
    'resume-pars': 2,
    functions: 2,
    // The table pages' server: keys, a table's view, its entries, the director's links.
    tables: 2,
    // What changes where the table pages are served: the lock, the keys' store, the spreadsheet.
    'web-app': 1.5,
    publish: 2,
    cards: 2,
    'import-sheets': 3,
    // The import's pars: solved or read from the file, beneath the import that writes them.
    'import-pars': 3,
    'html-page': 3,
    // The program's name and version, as the files it writes name their writer.
    program: 3,
    'pairs-evening': 3,
    // A teams evening run from the sidebar: its sheet, the draw, the entries, the ranking and its page.
    'teams-evening': 2.5,
    // Players and their national numbers: the Pairs sheet's players, the Members sheet, the fill.
    members: 3,
    evening: 4,
    'hand-cells': 4,
    'ranking-cells': 4,
    'movement-cells': 4,
    // Deals' tables, each solved once: looked up in a sheet's column and the cache, the rest solved.
    'dd-tables': 4,
    cells: 5,
    // The language a call speaks and its wording, beneath the cells that quote and frame it.
    speaking: 5.25,
    // The words of both halves, and which language a spreadsheet speaks: pure, importing only the core.
    words: 5.5,
    // The pages' calls to the server as promises: client code both pages run, never in Code.js.
    'script-run': 6,
    core: 6,
  };
  const FOLDERS = [
    'functions',
    'evening',
    'publish',
    'cards',
    'pairs-evening',
    'teams-evening',
    'members',
    'words',
    'tables',
  ];
  /**
   * The packages server code may import, each from its one file: bundled into Code.js, so without
   * dependencies of their own (checked below) and needing nothing Apps Script's V8 lacks. uqr, the QR
   * encoder of the table cards' links.
   */
  const SERVER_PACKAGES: { readonly [file: string]: readonly string[] } = {
    'apps-script/cards/qr.ts': ['uqr'],
  };
  /** Server modules the sidebar runs too: pure, importing only the core, so its page gets no server code. */
  const SHARED = [
    'apps-script/evening/player-count.ts',
    'apps-script/pairs-evening/by-board.ts',
    'apps-script/pairs-evening/board-score.ts',
    'apps-script/script-run.ts',
  ];
  // Statements open a line (so that a comment's "imported … from" is not one); `type` right after the
  // keyword marks the whole statement erased from the bundle.
  const SHEETS_IMPORT =
    /^\s*(?:import|export)\b(\s+type\b)?[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

  /** The clients apart: each built into its own page, never into Code.js. */
  const CLIENTS = ['sidebar', 'table'];
  /** What a path belongs to: `core`, a client, a folder of apps-script or a file's name without `.ts`. */
  const unitOf = (path: string): string => {
    const [top, first, second] = relative(ROOT, path).split(/[\\/]/);
    if (top === 'core') return 'core';
    if (top !== 'apps-script' || first === undefined) return 'outside';
    return second === undefined ? first.replace(/\.tsx?$/, '') : first;
  };
  /** The module a relative import names, as a repo path with its extension, to compare with SHARED. */
  const moduleOf = (file: string, source: string): string => {
    const target = relative(ROOT, resolve(dirname(file), source));
    return /\.\w+$/.test(target) ? target : `${target}.ts`;
  };

  function allowed(file: string, source: string, typeOnly: boolean): boolean {
    const here = unitOf(file);
    if (!source.startsWith('.'))
      return CLIENTS.includes(here)
        ? /^preact(?:\/|$)/.test(source)
        : (SERVER_PACKAGES[relative(ROOT, file)] ?? []).includes(source);
    const target = resolve(dirname(file), source);
    const there = unitOf(target);
    if (CLIENTS.includes(here))
      return (
        there === here || there === 'core' || there === 'words' || SHARED.includes(moduleOf(file, source)) || typeOnly
      );
    if (SHARED.includes(relative(ROOT, file))) return there === 'core';
    if (there === here) return FOLDERS.includes(here);
    return (RANK[there] ?? -1) > (RANK[here] ?? Number.POSITIVE_INFINITY);
  }

  const sheetsViolations = (file: string, text: string): string[] =>
    [...text.matchAll(SHEETS_IMPORT)]
      .map((match) => ({ source: match[2] ?? match[3] ?? match[4] ?? '', typeOnly: match[1] !== undefined }))
      .filter(({ source, typeOnly }) => !allowed(file, source, typeOnly))
      .map(({ source }) => `${relative(ROOT, file)} → ${source}`);

  const files = filesUnder(SHEETS, /\.tsx?$/);

  it('gives every file of apps-script a place in the order', () => {
    expect(files.length).toBeGreaterThan(25);
    const placed = [...Object.keys(RANK), ...CLIENTS];
    expect(files.map((file) => unitOf(file)).filter((unit) => !placed.includes(unit))).toEqual([]);
  });

  it('imports only inward, and the sidebar server code for types only', () => {
    expect(files.flatMap((file) => sheetsViolations(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('bundles only packages without dependencies of their own, each imported by its file', () => {
    for (const [file, names] of Object.entries(SERVER_PACKAGES)) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const name of names) {
        expect([file, text]).toEqual([file, expect.stringMatching(new RegExp(`from '${name}'`))]);
        const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));
        expect([name, manifest.dependencies ?? {}]).toEqual([name, {}]);
      }
    }
  });

  it('would catch an import against the order', () => {
    // The check itself, on files that do what the rule forbids, and on two that do what it allows.
    const found = [
      sheetsViolations(join(SHEETS, 'cells.ts'), "import { readSeat } from './hand-cells';"),
      sheetsViolations(join(SHEETS, 'evening/setup.ts'), "import { quote } from '../cells';"),
      sheetsViolations(join(SHEETS, 'functions/hands.ts'), "import { onOpen } from '../menu';"),
      sheetsViolations(join(SHEETS, 'templates.ts'), "import { importPbnResults } from './pbn-import';"),
      sheetsViolations(join(SHEETS, 'menu.ts'), "import { server } from './sidebar/server';"),
      sheetsViolations(join(SHEETS, 'sidebar/App.tsx'), "import { eveningState } from '../evening/view';"),
      sheetsViolations(join(SHEETS, 'sidebar/App.tsx'), "import { type EveningView } from '../evening/view';"),
      sheetsViolations(join(SHEETS, 'evening/player-count.ts'), "import type { Answer } from './answer';"),
      sheetsViolations(join(SHEETS, 'sidebar/App.tsx'), "import type { EveningView } from '../evening/view';"),
      sheetsViolations(join(SHEETS, 'main.ts'), "export * from './functions/hands';"),
      sheetsViolations(join(SHEETS, 'sidebar/main.tsx'), "import '../evening/setup';"),
      sheetsViolations(join(SHEETS, 'cells.ts'), "import { h } from 'preact';"),
      sheetsViolations(join(SHEETS, 'cards/qr.ts'), "import { encode } from 'uqr';"),
      sheetsViolations(join(SHEETS, 'cards/sheets.ts'), "import { encode } from 'uqr';"),
      sheetsViolations(join(SHEETS, 'cards/qr.ts'), "import { zlibSync } from 'fflate';"),
      sheetsViolations(join(SHEETS, 'table/App.tsx'), "import { tableView } from '../table-api';"),
      sheetsViolations(join(SHEETS, 'table/App.tsx'), "import type { TableView } from '../tables/types';"),
      sheetsViolations(join(SHEETS, 'table/App.tsx'), "import { App } from '../sidebar/App';"),
      sheetsViolations(join(SHEETS, 'menu.ts'), "import { App } from './table/App';"),
      sheetsViolations(join(SHEETS, 'table/App.tsx'), "import { encode } from 'uqr';"),
    ];
    expect(found).toEqual([
      ['apps-script/cells.ts → ./hand-cells'],
      [],
      ['apps-script/functions/hands.ts → ../menu'],
      ['apps-script/templates.ts → ./pbn-import'],
      ['apps-script/menu.ts → ./sidebar/server'],
      ['apps-script/sidebar/App.tsx → ../evening/view'],
      ['apps-script/sidebar/App.tsx → ../evening/view'],
      ['apps-script/evening/player-count.ts → ./answer'],
      [],
      [],
      ['apps-script/sidebar/main.tsx → ../evening/setup'],
      ['apps-script/cells.ts → preact'],
      [],
      ['apps-script/cards/sheets.ts → uqr'],
      ['apps-script/cards/qr.ts → fflate'],
      ['apps-script/table/App.tsx → ../table-api'],
      [],
      ['apps-script/table/App.tsx → ../sidebar/App'],
      ['apps-script/menu.ts → ./table/App'],
      ['apps-script/table/App.tsx → uqr'],
    ]);
  });
});

/**
 * The extension's floors, outer to inner: a module may import from its own floor or one further in
 * (and the core, innermost of all), never from one further out.
 */
const EXTENSION = join(import.meta.dirname, '..', '..', 'extension');
const FLOORS = ['web', 'entrypoints', 'views', 'kinds', 'components', 'lib', 'storage', 'words'] as const;

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
  const target = aliased(source) ?? (source.startsWith('.') ? resolve(dirname(file), source) : undefined);
  // A package (preact, wxt): the bundle's own dependencies, below every floor.
  if (target === undefined) return true;
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

/** WXT's path aliases (.wxt/tsconfig.json): `@/` and `~/` are extension/, `@@/` and `~~/` the project. */
function aliased(source: string): string | undefined {
  const alias = /^(@@|~~|@|~)(?:\/(.*))?$/.exec(source);
  if (alias === null) return undefined;
  const root = alias[1] === '@@' || alias[1] === '~~' ? join(EXTENSION, '..') : EXTENSION;
  return resolve(root, alias[2] ?? '');
}

// Statements open a line (a comment's "imported … from" is not one); a bare `import './x.css'` counts, and
// so does a dynamic import, whose argument must be one literal path for the check to see where it goes.
const EXTENSION_IMPORT =
  /^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\s*\(\s*([^)]*?)\s*\)/gm;
const LITERAL = /^(['"])([^'"]+)\1$/;

const extensionViolations = (file: string, text: string): string[] =>
  [...text.matchAll(EXTENSION_IMPORT)].flatMap((match) => {
    const dynamic = match[3];
    const source = dynamic === undefined ? (match[1] ?? match[2] ?? '') : LITERAL.exec(dynamic)?.[2];
    const where = relative(EXTENSION, file);
    if (source === undefined) return [`${where} → import(${dynamic}): not one literal path`];
    return allowedInExtension(file, source) ? [] : [`${where} → ${source}`];
  });

describe('extension/ is layered: web → entrypoints → views → kinds → components → lib → storage → words → core', () => {
  const files = filesUnder(EXTENSION, /\.tsx?$/);

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
      extensionViolations(at('lib/x.ts'), "import { EntryForm } from '@/components/EntryForm';"),
      extensionViolations(at('storage/x.ts'), "import { focusNext } from '~~/extension/lib/focus';"),
      extensionViolations(at('lib/x.ts'), "import '../views/x.css';"),
      extensionViolations(at('views/x.tsx'), 'const view = await import(path);'),
      extensionViolations(at('views/x.tsx'), "const view = await import('../entrypoints/popup/App');"),
      extensionViolations(at('lib/x.ts'), "import { x } from '../../apps-script/cells';"),
      extensionViolations(at('lib/x.ts'), "import { h } from 'preact'; // not from '../views/x'"),
    ]).toEqual([
      ['lib/x.ts → ../components/EntryForm'],
      ['storage/x.ts → ../lib/focus'],
      ['kinds/rubber/x.ts → ../chicago/kind'],
      [],
      [],
      [],
      ['lib/x.ts → @/components/EntryForm'],
      ['storage/x.ts → ~~/extension/lib/focus'],
      ['lib/x.ts → ../views/x.css'],
      ['views/x.tsx → import(path): not one literal path'],
      ['views/x.tsx → ../entrypoints/popup/App'],
      ['lib/x.ts → ../../apps-script/cells'],
      [],
    ]);
  });
});
