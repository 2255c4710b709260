// The repository stands on its own: whoever clones it has only what is in it. A test, a script or a page
// that reached for a folder beside the repository (where this team once kept the rule documents and the
// BBO records) would pass here and fail for everyone else.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BBO } from './fixtures/paths';

const ROOT = join(import.meta.dirname, '..');
// Built output, installed packages and git's own files are not the repository's source.
const SKIP = new Set(['node_modules', 'dist', '.output', '.wxt', '.git', 'test-results']);
const TEXT = /\.(?:[cm]?[jt]sx?|json|md|html|css|ya?ml|sh)$|^\.|^run$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return TEXT.test(entry.name) && entry.name !== 'package-lock.json' ? [path] : [];
  });
}

// Written so that this file does not match itself (nor the acceptance check's git grep).
const SHARED_FOLDER = /\.\.\/shared|'\.\.', *'\.\.', *'shared'/;
const SHARED_VARIABLE = new RegExp(['BRIDGE', 'SHARED', 'DIR'].join('_'));

describe('the repository stands on its own', () => {
  const files = sourceFiles(ROOT);

  it('finds the source files it checks (tests, core, both faces, scripts, CI, README)', () => {
    const names = files.map((file) => relative(ROOT, file));
    for (const expected of ['README.md', '.ci/run', 'core/index.ts', 'scripts/build-apps-script.mjs'])
      expect(names).toContain(expected);
    expect(names.filter((name) => name.startsWith('test/')).length).toBeGreaterThan(20);
  });

  it('no file reads the folder beside the repository, or a variable pointing there', () => {
    const found = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return SHARED_FOLDER.test(text) || SHARED_VARIABLE.test(text);
    });
    expect(found.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('keeps the BBO records inside the repository: 38 files, as lorserker/ben published them', () => {
    expect(relative(ROOT, BBO)).toBe(join('test', 'fixtures', 'bbo'));
    expect(readdirSync(BBO).filter((name) => name.endsWith('.pbn'))).toHaveLength(38);
  });
});
