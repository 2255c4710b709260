// Each kind of session in one room (extension/kinds/<kind>/): what the popup's shared code knows of a
// kind it takes from the registry and the kind's descriptor, never from the kind's own modules, and the
// storage mechanism holds no kind's items.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../extension/kinds/registry';

const EXTENSION = join(import.meta.dirname, '..', '..', 'extension');
const KIND_ROOMS = KINDS.map((entry) => entry.key);

const filesIn = (dir: string): string[] =>
  readdirSync(join(EXTENSION, dir), { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(dir, entry.name));

describe('a kind of session keeps to its room', () => {
  it('the shared modules of kinds/ reach a kind only through the registry', () => {
    const reaching = filesIn('kinds')
      .filter((file) => file !== join('kinds', 'registry.ts'))
      .flatMap((file) => {
        const text = readFileSync(join(EXTENSION, file), 'utf8');
        return KIND_ROOMS.filter((room) => new RegExp(`['"]\\./${room}/`).test(text)).map(
          (room) => `${file} → ${room}/`,
        );
      });
    expect(reaching).toEqual([]);
  });

  it('storage/ keeps no kind’s own items', () => {
    // The keys a kind's own modules store under: its session's, and what earlier builds of it left.
    const owned = ['match-sheet'];
    const holding = filesIn('storage').filter((file) =>
      owned.some((key) => readFileSync(join(EXTENSION, file), 'utf8').includes(`'${key}'`)),
    );
    expect(holding).toEqual([]);
  });
});
