// The popup opens on its first view's words alone (extension/words/<language>/first-view.ts); the rest
// of the dictionary comes just after. So every key a module loaded with the popup names must be among
// the first view's words, or it would show as its key. The modules are found as the bundler finds them:
// every static import from the popup's entry, not the ones loaded on demand with `import()`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN } from '../../extension/words/en';
import { firstView } from '../../extension/words/en/first-view';

const ROOT = join(import.meta.dirname, '..', '..');
const ENTRY = join(ROOT, 'extension', 'entrypoints', 'popup', 'main.tsx');

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|\/\/.*/g, '');

const resolveModule = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find(existsSync) ?? null;
};

/** The source files the popup loads to open: the entry and what it imports statically, to the end. */
function openingModules(): string[] {
  const found = new Set<string>();
  const next = [ENTRY];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    const source = withoutComments(readFileSync(file, 'utf8'));
    // `import type` is gone from the bundle; `import(…)` is loaded on demand.
    for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?'([^']+)'/g)) {
      const module = resolveModule(file, match[1] as string);
      if (module) next.push(module);
    }
  }
  return [...found];
}

describe('the words the popup opens on', () => {
  const modules = openingModules();
  const named = modules
    .filter((file) => !file.includes(`${join('extension', 'words')}`))
    .flatMap((file) =>
      [...withoutComments(readFileSync(file, 'utf8')).matchAll(/'([a-z][\w-]*(?:\.[\w-]+)+)'/g)]
        .map((match) => match[1] as string)
        .filter((key) => key in EN)
        .map((key) => ({ file: relative(ROOT, file), key })),
    );

  it('are found where the popup opens: the Score view, its frame, and keys named there', () => {
    const files = modules.map((file) => relative(ROOT, file));
    expect(files).toContain(join('extension', 'views', 'ScoreView.tsx'));
    expect(files).toContain(join('extension', 'words', 'en', 'first-view.ts'));
    // Loaded on demand, so not among them: a keeper's view and the whole English dictionary.
    expect(files).not.toContain(join('extension', 'kinds', 'rubber', 'RubberView.tsx'));
    expect(files).not.toContain(join('extension', 'words', 'en.ts'));
    expect(named.map((one) => one.key)).toEqual(expect.arrayContaining(['score.doubled', 'app.tab.history']));
  });

  it('include every key a module loaded with the popup names', () => {
    expect(named.filter((one) => !(one.key in firstView)).map((one) => `${one.file}: ${one.key}`)).toEqual([]);
  });
});
