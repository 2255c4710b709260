// The stores' long description in every language (docs/store-listing.md for English,
// docs/store-listing/<lang>.md for the others): there, in its own language, naming the popup's tab and
// buttons as that language's popup shows them, its contracts read in that language's notation, within
// the stores' limits.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language, parseHandLine, scoreHandRow } from '../../core/index';
import { showLanguage, t, wordsReady } from '../../extension/words/index';

const ROOT = join(import.meta.dirname, '..', '..');
const docOf = (language: Language) =>
  join(ROOT, 'docs', language === 'en' ? 'store-listing.md' : join('store-listing', `${language}.md`));

/** The paragraphs of a doc's "## Description" blockquote, each on one line, as a reader pastes them. */
function descriptionParagraphs(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Description\n')) ?? '';
  const quoted = section
    .split('\n')
    .filter((line) => line.startsWith('>'))
    .map((line) => line.replace(/^> ?/, ''));
  return quoted
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').join(' ').trim())
    .filter((paragraph) => paragraph !== '');
}

const description = (language: Language) => descriptionParagraphs(readFileSync(docOf(language), 'utf8'));

/**
 * The tab and buttons the description names (History, Export all, Import), by their dictionary keys. A
 * button's trailing ellipsis (it opens a file chooser) is left out in a sentence.
 */
const NAMED = ['history.tab', 'backup.export', 'backup.import'] as const;
const labels = async (language: Language) => {
  await showLanguage(language).then(wordsReady);
  return NAMED.map((key) => t(key).replace(/…$/, ''));
};

/** Each language's quotation marks, which set off a button's name in a sentence (English sets none off). */
const QUOTES: { readonly [L in Exclude<Language, 'en'>]: readonly [string, string] } = {
  fr: ['«\u00a0', '\u00a0»'],
  de: ['„', '“'],
  nl: ['“', '”'],
  it: ['«', '»'],
  es: ['«', '»'],
  pl: ['„', '”'],
  sv: ['”', '”'],
  da: ['»', '«'],
};
const quotedIn = (text: string, [open, close]: readonly [string, string]) =>
  [...text.matchAll(new RegExp(`${open}(.+?)${close}`, 'gu'))].map((found) => found[1]);

/** Every run of `size` words, lower-cased, with code spans and punctuation left out. */
const runsOfWords = (text: string, size: number) => {
  const words = text
    .replace(/`[^`]*`/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  return new Set(words.slice(0, words.length - size + 1).map((_, at) => words.slice(at, at + size).join(' ')));
};
/** Four words in a row that a translation would not keep: proper names are at most three (Bugger Bridge). */
const RUN = 4;
const englishLeftIn = (text: string) => {
  const english = runsOfWords(description('en').join(' '), RUN);
  return [...runsOfWords(text, RUN)].filter((run) => english.has(run));
};

/**
 * The Chrome Web Store's limit on a description. The summary's 132 characters, in
 * _locales, are checked in test/core/i18n/languages.test.ts.
 */
const DESCRIPTION_LIMIT = 16_000;

describe('the stores’ description', () => {
  it('is there in every language, in as many paragraphs as the English, within the store’s limit', () => {
    const english = description('en');
    expect(english.length).toBe(5);
    for (const language of LANGUAGES) {
      const paragraphs = description(language);
      expect(paragraphs.length, language).toBe(english.length);
      expect(paragraphs.join('\n\n').length, language).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    }
  });

  it.each(LANGUAGES)('names the tab and buttons as the popup in %s does', async (language) => {
    const text = description(language).join(' ');
    const named = await labels(language);
    for (const label of named) expect(text, `${language}: ${label}`).toContain(label);
    if (language === 'en') return;
    // Set off in quotation marks, every name is one the popup shows, and no other is.
    expect(quotedIn(text, QUOTES[language]).sort(), language).toEqual([...named].sort());
  });

  it('takes, by those keys, the names the English description gives', async () => {
    // As the English description words them: were a key wrong, the check above would look for another word.
    expect(await labels('en')).toEqual(['History', 'Export all', 'Import']);
  });

  it.each(LANGUAGES)('calls score pads, matches and hand records what the popup in %s calls them', async (language) => {
    await showLanguage(language).then(wordsReady);
    const text = description(language).join(' ').toLowerCase();
    // In a sentence a word may take a case ending (Polish robbera) or start a compound (robberbridge).
    for (const key of [
      'rubber.title',
      'chicago.title',
      'bugger.title',
      'match.title',
      'imps.tab',
      'records.title',
    ] as const)
      expect(text, `${language}: ${key}`).toContain(t(key).toLowerCase());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('leaves no English phrase in %s', (language) => {
    for (const paragraph of description(language)) expect(englishLeftIn(paragraph), language).toEqual([]);
  });

  it('would find an English sentence left in a translation', () => {
    const french = description('fr');
    const [english] = description('en').slice(-1);
    expect(englishLeftIn([...french, english].join(' ')).length).toBeGreaterThan(5);
  });

  it.each(LANGUAGES)('writes contracts in the %s notation, scoring as the English examples do', (language) => {
    const examples = [
      ...description(language)
        .join(' ')
        .matchAll(/`([^`]+)`/g),
    ].map((found) => found[1]);
    // 4♠ doubled down two vulnerable: 200 + 300 to the defenders; 3NT making 10 tricks not vulnerable:
    // 40 + 30 + 30 + 300 + 30 (Laws of Duplicate Bridge, Law 77).
    const scores = examples.map((example) => {
      const read = parseHandLine(example ?? '', { notation: language });
      return read.ok ? scoreHandRow(read.value).total : read.error;
    });
    expect(scores, language).toEqual([-500, 430]);
  });
});
