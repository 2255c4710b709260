// The first view's weight, as a player's browser fetches it (issue 51): the JavaScript and CSS the popup
// and the web app name in their page, gzipped, with the heaviest other language's first-view words a
// page loads before its first render, stays under 25,000 bytes in both. Measured on the built files.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EXTENSION } from './browser';

const WEB = resolve(import.meta.dirname, '..', '..', 'dist', 'web');
const LIMIT = 25_000;

const gzipped = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The files a page names in its HTML (scripts, module preloads, styles), as paths under `root`. */
function named(root: string, page: string): string[] {
  const html = readFileSync(join(root, page), 'utf8');
  return [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) =>
    join(root, (m[1] as string).replace(/^\.?\//, '')),
  );
}

/** The heaviest language's first-view words, gzipped: one is fetched before the first render. */
function heaviestLanguage(folder: string): number {
  const chunks = readdirSync(folder).filter((name) => /^first-view-[\w-]+\.js$/.test(name));
  expect(chunks.length).toBeGreaterThanOrEqual(8);
  return Math.max(...chunks.map((name) => gzipped(join(folder, name))));
}

describe('the first view, gzipped', () => {
  it.each([
    ['the popup', EXTENSION, 'popup.html', 'chunks'],
    ['the web app', WEB, 'index.html', 'assets'],
  ])('of %s stays under 25,000 B in any language', (_, root, page, chunks) => {
    const files = named(root, page);
    // The page's own script at least, its styles and the score's code: a page that named none would pass.
    expect(files.filter((path) => path.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
    expect(files.some((path) => path.endsWith('.css'))).toBe(true);
    const total = files.reduce((sum, path) => sum + gzipped(path), 0) + heaviestLanguage(join(root, chunks));
    expect(total).toBeLessThan(LIMIT);
  });
});
