// The spreadsheet's language, through the built Code.js as Apps Script runs it: the add-on's setting in
// the document properties first, else the spreadsheet's locale, read afresh on every call. Expected words
// are the ones club players of each country write on their sheets (a movement's Round/Table/Boards, a
// pair sitting out, a ranking's Place/Pair), not the dictionaries' output copied.
import { describe, expect, it } from 'vitest';
import { ENGLISH_SHEET, sheetLanguage } from '../../apps-script/words/language';
import { loadCode } from './load';

/** A spreadsheet of locale `locale` whose document properties hold `properties`, in a fresh Code.js. */
function spreadsheetIn(locale: string, properties: Record<string, string> = {}) {
  const store = new Map(Object.entries(properties));
  const menu: string[] = [];
  let dialog = { title: '', html: '' };
  const addon = {
    addItem: (label: string, fn: string) => {
      menu.push(`${label} -> ${fn}`);
      return addon;
    },
    addToUi: () => undefined,
  };
  const { global } = loadCode({
    SpreadsheetApp: {
      getActiveSpreadsheet: () => ({ getSpreadsheetLocale: () => locale }),
      getUi: () => ({
        createAddonMenu: () => addon,
        showModalDialog: (output: { html: string }, title: string) => {
          dialog = { title, html: output.html };
        },
      }),
    },
    PropertiesService: {
      getDocumentProperties: () => ({
        getProperty: (key: string) => store.get(key) ?? null,
        setProperty: (key: string, value: string) => store.set(key, value),
        deleteProperty: (key: string) => store.delete(key),
      }),
    },
    HtmlService: {
      createHtmlOutput: (html: string) => {
        const output = { html, setWidth: () => output, setHeight: () => output };
        return output;
      },
    },
  });
  const call = (name: string, ...args: unknown[]) => (global[name] as (...a: unknown[]) => unknown)(...args);
  return { call, store, menu, dialog: () => dialog };
}

/** Round 1 of a 13-pair Mitchell at two boards a round: six tables, and N/S 7 sitting out. */
const sitOutOf = (rows: unknown) => (rows as unknown[][]).find((row) => row[0] === 1 && row[2] === 7);

describe('sheetLanguage: the setting, else the locale', () => {
  it('speaks the locale’s language, and English for a locale the add-on does not speak', () => {
    expect(sheetLanguage('fr_FR')).toEqual({ language: 'fr', notation: 'fr' });
    expect(sheetLanguage('de_AT')).toEqual({ language: 'de', notation: 'de' });
    expect(sheetLanguage('pt_BR')).toEqual(ENGLISH_SHEET);
    expect(sheetLanguage('')).toEqual(ENGLISH_SHEET);
  });

  it('lets the setting override the locale, the notation follow the language unless set apart', () => {
    expect(sheetLanguage('fr_FR', { language: 'de' })).toEqual({ language: 'de', notation: 'de' });
    expect(sheetLanguage('en_US', { language: 'nl', notation: 'en' })).toEqual({ language: 'nl', notation: 'en' });
    expect(sheetLanguage('it_IT', { notation: 'pl' })).toEqual({ language: 'it', notation: 'pl' });
  });

  it('takes no setting from anything but a language code: the locale decides', () => {
    expect(sheetLanguage('fr_FR', { language: 'xx', notation: null })).toEqual({ language: 'fr', notation: 'fr' });
    expect(sheetLanguage('sv_SE', { language: 'locale', notation: 'language' })).toEqual({
      language: 'sv',
      notation: 'sv',
    });
  });
});

describe('custom functions write their words in the spreadsheet’s language', () => {
  it('MOVEMENT in a French spreadsheet: Tour, Table, N/S, E/O, Donnes, and a pair at rest', () => {
    const { call } = spreadsheetIn('fr_FR');
    const rows = call('MOVEMENT', 'mitchell', 13, '', 2) as unknown[][];
    expect(rows[0]).toEqual(['Tour', 'Table', 'N/S', 'E/O', 'Donnes']);
    expect(sitOutOf(rows)).toEqual([1, 'Repos', 7, '', '']);
  });

  it('MOVEMENT in a German spreadsheet: Runde, Tisch, N/S, O/W, and the pair pausing', () => {
    const rows = spreadsheetIn('de_DE').call('MOVEMENT', 'mitchell', 13, '', 2) as unknown[][];
    expect(rows[0]).toEqual(['Runde', 'Tisch', 'N/S', 'O/W', 'Boards']);
    expect(sitOutOf(rows)?.[1]).toBe('Pause');
  });

  it('follows the add-on’s setting over the locale, and again at the next call once it changes', () => {
    const sheet = spreadsheetIn('fr_FR', { 'bridgeScorer.language': 'nl' });
    expect((sheet.call('MOVEMENT', 'mitchell', 13, '', 2) as unknown[][])[0]).toEqual([
      'Ronde',
      'Tafel',
      'N/Z',
      'O/W',
      'Spellen',
    ]);
    sheet.store.delete('bridgeScorer.language');
    expect((sheet.call('MOVEMENT', 'mitchell', 13, '', 2) as unknown[][])[0]?.[0]).toBe('Tour');
  });

  it('leaves an English spreadsheet exactly as it was: Round … Sit out', () => {
    const rows = spreadsheetIn('en_US').call('MOVEMENT', 'mitchell', 13, '', 2) as unknown[][];
    expect(rows[0]).toEqual(['Round', 'Table', 'N/S', 'E/W', 'Boards']);
    expect(sitOutOf(rows)).toEqual([1, 'Sit out', 7, '', '']);
    // A locale the add-on does not speak is English too.
    expect((spreadsheetIn('ja_JP').call('MOVEMENT', 'mitchell', 13, '', 2) as unknown[][])[0]?.[0]).toBe('Round');
  });

  it('PAIRRANKING heads its blocks in the language: Rang, Paire N/S, Paire E/O', () => {
    const col = (...cells: unknown[]) => cells.map((cell) => [cell]);
    const ranking = spreadsheetIn('fr_FR').call(
      'PAIRRANKING',
      col(1, 1, 2, 2),
      col(1, 2, 1, 2),
      col(1, 2, 2, 1),
      col(420, 170, -50, -100),
      '',
      true,
    ) as unknown[][];
    expect(ranking[0]).toEqual(['Rang', 'Paire N/S', 'Points', 'Max', '%']);
    expect(ranking[4]).toEqual(['Rang', 'Paire E/O', 'Points', 'Max', '%']);
    // The figures are the same in every language: N/S 1 won both boards.
    expect(ranking[1]).toEqual(['1', '1', 4, 4, 100]);
  });

  it('PAIRRANKING notes the results it could not read in the language, its plural forms too', () => {
    const col = (...cells: unknown[]) => cells.map((cell) => [cell]);
    const noted = (locale: string, boards: unknown[][], ns: unknown[][]) =>
      (
        spreadsheetIn(locale).call('PAIRRANKING', boards, ns, col(2, 4, 6, 8), col(420, 170, 100, 50)) as unknown[][]
      ).at(-1)?.[0];
    expect(noted('fr_FR', col(1, 1, 1, 1), col(1, '', 5, 7))).toBe(
      '1 résultat non lu : ligne 2 (ligne 2 : cette ligne a une marque mais pas de paire N/S)',
    );
    // Three results: Polish says "wyniki", its few form.
    expect(noted('pl_PL', col('', '', '', 1), col(1, 3, 5, 7))).toBe(
      '3 wyniki nieodczytane: wiersze 1–3 (wiersz 1: ten wiersz ma zapis, ale nie ma numeru rozdania)',
    );
  });

  it('frames a problem in the language: the argument it is about, then the cell', () => {
    const { call } = spreadsheetIn('fr_FR');
    // French puts a space before a colon.
    expect(() => call('BRIDGESCORE', '4S', 10, false, '', 'bogus')).toThrow(/^result_is : "bogus" : /);
    expect(() => spreadsheetIn('en_GB').call('BRIDGESCORE', '4S', 10, false, '', 'bogus')).toThrow(
      /^result_is: "bogus": result_is must be/,
    );
  });

  it('gives the same numbers whatever the language', () => {
    // 4♠ made, not vulnerable: 120 + 300 game bonus = 420, whatever the words around it.
    expect(spreadsheetIn('en_US').call('BRIDGESCORE', '4S', 10, false)).toBe(420);
    expect(spreadsheetIn('ja_JP').call('IMPS', 420, 170)).toBe(6);
    expect(spreadsheetIn('de_DE').call('IMPS', 420, 170)).toBe(6);
  });
});

describe('the menu and the language dialog', () => {
  it('builds the menu in the spreadsheet’s language, with Language and notation… last', () => {
    const sheet = spreadsheetIn('fr_FR');
    sheet.call('onOpen');
    expect(sheet.menu[0]).toBe('Animer un tournoi (paires, équipes ou progressif) -> showEveningSidebar');
    expect(sheet.menu.at(-1)).toBe('Langue et notation… -> showLanguage');
    const english = spreadsheetIn('en_US');
    english.call('onOpen');
    expect(english.menu.at(-1)).toBe('Language and notation… -> showLanguage');
    expect(english.menu[0]).toBe('Run an evening (pairs, teams or Progressive) -> showEveningSidebar');
  });

  it('shows the setting in the dialog, worded in the language, the locale’s language named', () => {
    const sheet = spreadsheetIn('de_DE', { 'bridgeScorer.notation': 'pl' });
    sheet.call('showLanguage');
    const { title, html } = sheet.dialog();
    expect(title).toBe('Sprache und Notation');
    expect(html).toContain('<option value="locale" selected>Gebietsschema der Tabelle (Deutsch)</option>');
    expect(html).toContain('<option value="pl" selected>Polski</option>');
    expect(html).toContain('.saveLanguage(setting)');
  });

  it('stores a language code and answers in the new language; “the locale” clears the setting', () => {
    const sheet = spreadsheetIn('en_US');
    const saved = sheet.call('saveLanguage', { language: 'es', notation: 'language' }) as { message: string };
    expect(sheet.store.get('bridgeScorer.language')).toBe('es');
    expect(sheet.store.has('bridgeScorer.notation')).toBe(false);
    expect(saved.message).toMatch(/^Guardado\./);
    expect(sheet.call('getLanguage')).toEqual({ language: 'es', notation: 'es' });
    // Nothing but one of our codes is ever stored: markup or a made-up code clears the setting.
    sheet.call('saveLanguage', { language: '<b>x</b>', notation: 'fr' });
    expect(sheet.store.has('bridgeScorer.language')).toBe(false);
    expect(sheet.store.get('bridgeScorer.notation')).toBe('fr');
    expect(sheet.call('getLanguage')).toEqual({ language: 'en', notation: 'fr' });
  });

  it('opens and closes the function help in Polish, the functions and examples as Sheets takes them', () => {
    const sheet = spreadsheetIn('pl_PL');
    sheet.call('showFunctionHelp');
    const { title, html } = sheet.dialog();
    expect(title).toBe('Funkcje Bridge Scorer');
    expect(html).toContain('oddzielaj argumenty znakiem <code>;</code>');
    expect(html).toContain('<code>=IMPS(420, 170)</code> → 6');
    expect(html).toContain('<b>Wstaw arkusz wyników</b>');
    const english = spreadsheetIn('en_US');
    english.call('showFunctionHelp');
    expect(english.dialog().html).toContain('<p>Bridge Scorer adds these functions.');
  });

  it('words the PBN import dialog in Italian, the sheet names it writes kept as they are', () => {
    const sheet = spreadsheetIn('it_IT');
    sheet.call('showPbnImport');
    expect(sheet.dialog().title).toBe('Importa risultati (PBN, USEBIO)');
    expect(sheet.dialog().html).toContain('un nuovo foglio <b>Results</b>');
    expect(sheet.dialog().html).toContain('"Non importato: " + error.message');
  });
});
