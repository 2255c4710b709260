// Every dictionary covers every key of its English source, in the same shape, and says it in its own
// language: a message left in English is refused unless it is a loanword the language uses as it is.
// And every key a face asks for is in the dictionary, so no view can render a missing one.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN } from '../../extension/words/en';
import { filesUnder } from '../source-files';
import { checkDictionaries } from './dictionary-checks';

const ROOT = join(import.meta.dirname, '..', '..');

const LOADED = {
  fr: () => import('../../extension/words/fr'),
  de: () => import('../../extension/words/de'),
  nl: () => import('../../extension/words/nl'),
  it: () => import('../../extension/words/it'),
  es: () => import('../../extension/words/es'),
  pl: () => import('../../extension/words/pl'),
  sv: () => import('../../extension/words/sv'),
  da: () => import('../../extension/words/da'),
} as const;

checkDictionaries('the popup’s words', EN, async (language) => (await LOADED[language]()).WORDS);

describe('the keys the extension asks for', () => {
  const files = filesUnder(join(ROOT, 'extension'), /\.tsx?$/).filter((file) => !file.includes('/words/'));
  const asked = files.flatMap((file) =>
    [
      ...readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\/|\/\/.*/g, '')
        .matchAll(/\bt\(\s*(['"`])([^'"`]*)\1/g),
    ].map((match) => ({
      file: relative(ROOT, file),
      key: match[2] as string,
      built: match[1] === '`',
    })),
  );

  it('are each a literal key of the dictionary, so that none is missing from it', () => {
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((one) => one.built || !(one.key in EN)).map((one) => `${one.file}: ${one.key}`)).toEqual([]);
  });
});
