// The add-on's dictionaries (apps-script/words/sheet/): every language has every English key (the type
// sees to that), and each message takes the same values as the English one, holds no markup (dialogs put
// the words into HTML) and is not left in English where the language has its own word.
import { describe, expect, it } from 'vitest';
import { SHEET_WORDS } from '../../apps-script/words/sheet/index';
import { formatMessage, messageText, messageValues } from '../../core/i18n/message';
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

  // Messages a language writes as English does: seat letters, the framing of a cell or an argument
  // (`{cell}: `), and loanwords (Max, IMPs, Board, Score, Contract, Notation); every other message,
  // the sidebar's answers, the cards and the published pages included, is in the language's own words.
  const SAME: { readonly [language: string]: readonly string[] } = {
    fr: [
      'language.notation',
      'head.ns',
      'head.max',
      'head.imps',
      'head.table',
      'card.table',
      'card.toTables',
      'records.par',
      // The French word for a table is the English one.
      'table.pageTitle',
    ],
    de: [
      'language.notation',
      'head.ns',
      'head.boards',
      'head.max',
      'head.imps',
      'page.board',
      'col.board',
      'records.par',
      // A team is a Team in German (and Dutch) too.
      'head.team',
      'teamsEvening.team',
    ],
    nl: ['head.max', 'head.imps', 'col.contract', 'col.score', 'records.par', 'head.team', 'teamsEvening.team'],
    it: ['head.ns', 'head.max', 'head.imps', 'page.board', 'col.board', 'records.par'],
    es: ['head.ns', 'head.imps', 'records.par', 'records.count'],
    pl: ['head.ns', 'head.ew', 'records.par'],
    sv: ['language.notation', 'cell.pass', 'head.ns', 'head.max', 'head.imps', 'records.par'],
    da: ['language.notation', 'head.ns', 'head.imps', 'col.score', 'records.par'],
  };

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: nothing left in English but letters and loanwords', (language) => {
    const words = SHEET_WORDS[language];
    const same = KEYS.filter((key) => messageText(words[key]) === messageText(ENGLISH[key]));
    const framing = ['problem.cell', 'problem.argument'];
    expect(same.filter((key) => !framing.includes(key)).sort()).toEqual([...(SAME[language] ?? [])].sort());
  });

  it.each(LANGUAGES)('%s: every message reads whole, plurals in the forms of the language', (language) => {
    // Counts that take each form somewhere: Polish 1 one, 3 few, 5 many, 1.5 other.
    for (const count of [0, 1, 3, 5, 22, 1.5])
      for (const key of KEYS) {
        const message = SHEET_WORDS[language][key];
        const values = Object.fromEntries(messageValues(message).map((name) => [name, count]));
        expect(formatMessage(message, values, language), `${language} ${key}`).not.toMatch(/[{}#]/);
      }
    if (language === 'pl')
      for (const key of KEYS.filter((k) => /plural/.test(SHEET_WORDS.pl[k])))
        expect(SHEET_WORDS.pl[key], key).toMatch(/one \{.*\} few \{.*\} many \{/);
  });
});
