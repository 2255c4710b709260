// The add-on's dictionaries (apps-script/words/sheet/): every language has every English key (the type
// sees to that), and each message takes the same values as the English one, holds no markup (dialogs put
// the words into HTML) and is not left in English where the language has its own word.
import { describe, expect, it } from 'vitest';
import { SHEET_WORDS } from '../../apps-script/words/sheet/index';
import { messageValues } from '../../core/i18n/message';
import { LANGUAGES } from '../../core/index';

const ENGLISH = SHEET_WORDS.en;
const KEYS = Object.keys(ENGLISH) as (keyof typeof ENGLISH)[];

describe('the add-on’s words in nine languages', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: the same keys, each taking the English values', (language) => {
    const words = SHEET_WORDS[language];
    expect(Object.keys(words).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS)
      expect([...messageValues(words[key])].sort(), `${language} ${key}`).toEqual(
        [...messageValues(ENGLISH[key])].sort(),
      );
  });

  it.each(LANGUAGES)('%s: no markup in a message, none empty', (language) => {
    for (const key of KEYS) {
      const message = SHEET_WORDS[language][key];
      expect(message, `${language} ${key}`).not.toMatch(/[<>&]/);
      expect(message.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: its own words for the menu and a pair sitting out', (language) => {
    const words = SHEET_WORDS[language];
    for (const key of ['menu.evening', 'menu.help', 'menu.language', 'cell.sitOut', 'head.round'] as const)
      expect(words[key], `${language} ${key}`).not.toBe(ENGLISH[key]);
  });
});
