// The checks every family of dictionaries gets (the popup's, the sidebar's, the sheets', the core's
// problems): the same keys as English, the same values taken, and nothing left in English but loanwords.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../core/i18n/languages';
import { messageText, messageValues } from '../../core/i18n/message';

export type Dictionary = { readonly [key: string]: string };

/** The words a message is made of, lower-cased, its ICU syntax (value names, plural and select keys) left out. */
export const wordsOf = (message: string): string[] =>
  messageText(message)
    .toLowerCase()
    .match(/\p{L}[\p{L}’']*\p{L}/gu) ?? [];

/** Words every language writes as English does: the product's name, the game's loanwords, abbreviations. */
export const LOANWORDS: ReadonlySet<string> = new Set(
  'score ok imp imps vp vps bridge scorer chicago bugger butler mitchell howell pbn csv bbo lin par ns ew nt nora'.split(
    ' ',
  ),
);

/**
 * Words a language shares with English, as its players and federations write them: French `Options`,
 * German `Board`, Dutch `contract`, Italian `slam`, Spanish `vulnerable` …
 */
export const COGNATES: { readonly [L in Exclude<Language, 'en'>]: ReadonlySet<string> } = {
  fr: new Set(['options', 'notation', 'total', 'points', 'table']),
  de: new Set(['board', 'boards', 'system', 'notation', 'team', 'name']),
  nl: new Set(['contract', 'team']),
  it: new Set(['no', 'slam', 'rubber', 'board', 'victory', 'points']),
  es: new Set(['no', 'slam', 'rubber', 'vulnerable', 'total', 'board', 'boards']),
  pl: new Set([]),
  sv: new Set(['slam', 'pass', 'system', 'notation']),
  da: new Set(['system', 'notation', 'margin', 'total']),
};

/** Whether a message may read the same in `language` as in English: all its words loanwords or shared. */
export const mayStayEnglish = (message: string, language: Exclude<Language, 'en'>): boolean =>
  wordsOf(message).every((word) => LOANWORDS.has(word) || COGNATES[language].has(word));

/** The checks each family of dictionaries gets: same keys, same values taken, no English left. */
export function checkDictionaries(
  name: string,
  english: Dictionary,
  load: (language: Exclude<Language, 'en'>) => Promise<Dictionary>,
) {
  describe(`${name}: every language`, () => {
    it.each(LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en'))('%s', async (language) => {
      const words = await load(language);
      expect(Object.keys(words).sort(), 'the keys').toEqual(Object.keys(english).sort());
      const differentValues = Object.keys(english).filter(
        (key) => messageValues(words[key] ?? '').join() !== messageValues(english[key] ?? '').join(),
      );
      expect(differentValues, 'keys whose message takes other values than English').toEqual([]);
      const empty = Object.keys(words).filter((key) => (words[key] ?? '').trim() === '');
      expect(empty, 'empty messages').toEqual([]);
      const leftInEnglish = Object.keys(english).filter(
        (key) => words[key] === english[key] && !mayStayEnglish(english[key] ?? '', language),
      );
      expect(leftInEnglish, 'messages left in English').toEqual([]);
    });
  });
}
