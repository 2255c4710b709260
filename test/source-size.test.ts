/**
 * The house's size rule: no source file over 450 lines. A file that long is doing more than one job
 * (see the README's architecture); split it by job rather than raise the limit.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './source-files';

const ROOT = join(import.meta.dirname, '..');
const LONGEST = 450;
const FOLDERS = ['core', 'extension', 'apps-script', 'scripts', 'test'];
const SOURCE = /\.(ts|tsx|mts|mjs|js|css|html)$/;

// Fixtures are other programs' files (a BBO traveller page), kept byte for byte: data, not our source.
const sources = (folder: string): string[] =>
  filesUnder(join(ROOT, folder), SOURCE)
    .map((path) => relative(ROOT, path))
    .filter((path) => !path.startsWith('test/fixtures/'));

/** Each file over the limit, with its length. */
function tooLong(files: readonly string[], longest = LONGEST): string[] {
  return files.flatMap((file) => {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n').length;
    return lines > longest ? [`${file}: ${lines} lines`] : [];
  });
}

describe('source files', () => {
  const files = FOLDERS.flatMap(sources);

  it('are found in every folder of the house', () => {
    for (const folder of FOLDERS)
      expect(
        files.some((file) => file.startsWith(`${folder}/`)),
        folder,
      ).toBe(true);
  });

  it(`are none over ${LONGEST} lines`, () => {
    expect(tooLong(files)).toEqual([]);
  });

  it('would name a file over the limit', () => {
    // This file itself is well under 450 lines: over a limit of 10 it must be named.
    expect(tooLong(['test/source-size.test.ts'], 10)).toEqual([
      expect.stringMatching(/^test\/source-size\.test\.ts: \d+ lines$/),
    ]);
  });
});
