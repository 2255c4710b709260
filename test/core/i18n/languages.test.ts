// Which language a browser's or a spreadsheet's tags choose, and the manifest's words in each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageOfTags, parseLanguage } from '../../../core/i18n/languages';
import { formatProblem } from '../../../core/index';

describe('the language of a list of tags', () => {
  it('is the first one we speak, by its primary subtag', () => {
    expect(languageOfTags(['fr-CA', 'en-US'])).toBe('fr');
    expect(languageOfTags(['nb-NO', 'da-DK'])).toBe('da');
    // Sheets writes a locale with an underscore.
    expect(languageOfTags(['de_AT'])).toBe('de');
  });

  it('is English when none is ours', () => {
    expect(languageOfTags(['ja-JP', 'pt-BR'])).toBe('en');
    expect(languageOfTags([])).toBe('en');
  });
});

describe('parseLanguage', () => {
  it('reads a language code and refuses others, quoting them', () => {
    expect(parseLanguage('sv')).toEqual({ ok: true, value: 'sv' });
    const refused = parseLanguage('xx');
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(formatProblem(refused.error)).toBe('"xx": language must be en, fr, de, nl, it, es, pl, sv or da');
  });
});

describe('the manifest’s name and summary, in extension/public/_locales', () => {
  const root = join(import.meta.dirname, '..', '..', '..', 'extension', 'public', '_locales');
  const messages = (language: string) =>
    JSON.parse(readFileSync(join(root, language, 'messages.json'), 'utf8')) as Record<string, { message: string }>;

  it('are there for every language, the summary within the stores’ 132 characters', () => {
    for (const language of LANGUAGES) {
      const words = messages(language);
      expect(words.extName?.message, language).toBe('Bridge Scorer');
      expect(words.extDescription?.message.length, language).toBeLessThanOrEqual(132);
    }
  });

  it('are each in their own language, not the English left in place', () => {
    const english = messages('en').extDescription?.message;
    for (const language of LANGUAGES.filter((l) => l !== 'en'))
      expect(messages(language).extDescription?.message, language).not.toBe(english);
  });
});
