// The table page's words: one dictionary a language, each with English's keys taking the same values,
// every word translated but those a language writes as English does, and plurals in each language's forms.
import { describe, expect, it } from 'vitest';
import { EN } from '../../apps-script/words/table/en';
import { TABLE_WORDS } from '../../apps-script/words/table/index';
import { LANGUAGES } from '../../core/i18n/languages';
import { formatMessage, messageValues } from '../../core/i18n/message';

type Key = keyof typeof EN;
const english = Object.keys(EN).sort() as Key[];

/**
 * Words a language writes as English does: `Table 3` in French, `Board 4` in German and Italian,
 * `Contract` and `Score` in Dutch, `Vulnerable` in Spanish.
 */
const SAME_IN: { readonly [language: string]: readonly Key[] } = {
  fr: ['head.table'],
  de: ['board.title'],
  it: ['board.title'],
  nl: ['confirm.score', 'step.contract', 'traveller.contract', 'traveller.score'],
  es: ['board.vulnerable'],
  da: ['confirm.score', 'traveller.score'],
};

describe("the table page's dictionaries", () => {
  it.each(LANGUAGES)('%s has exactly the English keys, each taking the same values', (language) => {
    const words = TABLE_WORDS[language];
    expect(Object.keys(words).sort()).toEqual(english);
    for (const key of english) {
      expect(words[key].trim(), key).not.toBe('');
      expect(messageValues(words[key]), key).toEqual(messageValues(EN[key]));
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s translates every word but the few written as in English',
    (language) => {
      const untranslated = english.filter((key) => TABLE_WORDS[language][key] === EN[key]);
      expect(untranslated).toEqual(SAME_IN[language] ?? []);
    },
  );

  it.each(LANGUAGES)('%s: every message reads whole, plurals with the forms of the language', (language) => {
    for (const count of [0, 1, 2, 3, 5, 22]) {
      for (const [key, message] of Object.entries(TABLE_WORDS[language])) {
        const values = Object.fromEntries(messageValues(message).map((name) => [name, count]));
        const text = formatMessage(message, values, language);
        expect(text, key).not.toMatch(/[{}#]/);
        if (/plural/.test(message)) expect(text, key).toContain(String(count));
      }
    }
    if (language === 'pl') expect(TABLE_WORDS.pl['send.waiting']).toMatch(/one \{[^}]*\} few \{[^}]*\} many \{/);
  });

  it('counts what waits in Polish in its three forms', () => {
    const waiting = (count: number) => formatMessage(TABLE_WORDS.pl['send.waiting'], { count }, 'pl');
    expect([1, 3, 5, 22].map(waiting)).toEqual([
      '1 wynik czeka na wysłanie',
      '3 wyniki czekają na wysłanie',
      '5 wyników czeka na wysłanie',
      '22 wyniki czekają na wysłanie',
    ]);
  });
});
