// The house's tests that read source (layering, sizes, docs, wording) walk folders the same way: one
// walker, so that a folder a build or an install writes is left out by all of them alike.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that an install or a build writes, never source. */
const NOT_SOURCE = new Set(['node_modules', '.output', '.wxt', 'dist']);

/** Every file below `dir` whose name matches `names`, as a path joined to `dir`, folder by folder. */
export function filesUnder(dir: string, names: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : filesUnder(join(dir, entry.name), names);
    return names.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}
