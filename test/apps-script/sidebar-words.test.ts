// @vitest-environment happy-dom
// The sidebar's words: one dictionary a language, each with English's keys and values, and the sidebar
// rendered in the language the server names (a German spreadsheet shows German), English when it cannot.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../apps-script/sidebar/App';
import { DealForm } from '../../apps-script/sidebar/DealForm';
import { currentNotation } from '../../apps-script/sidebar/notation';
import { chooseLanguage, showLanguage } from '../../apps-script/sidebar/words';
import { EN } from '../../apps-script/words/sidebar/en';
import { SIDEBAR_WORDS } from '../../apps-script/words/sidebar/index';
import { LANGUAGES } from '../../core/i18n/languages';
import { formatMessage, messageValues } from '../../core/i18n/message';

/** google.script.run as Apps Script gives it to the page, each server function answering from `answers`. */
function serve(answers: { readonly [name: string]: () => unknown }) {
  const runner = (ok?: (value: unknown) => void, fail?: (error: Error) => void): unknown =>
    new Proxy(
      {},
      {
        get: (_, name: string) => {
          if (name === 'withSuccessHandler') return (f: (value: unknown) => void) => runner(f, fail);
          if (name === 'withFailureHandler') return (f: (error: Error) => void) => runner(ok, f);
          return () =>
            queueMicrotask(() => {
              const answer = answers[name];
              if (answer === undefined) fail?.(new Error(`${name} is not a server function`));
              else
                try {
                  ok?.(answer());
                } catch (error) {
                  fail?.(error as Error);
                }
            });
        },
      },
    );
  (globalThis as unknown as { google: unknown }).google = { script: { run: runner() } };
}

/** A spreadsheet with no evening in it yet, whose language and notation are `language`. */
const emptySheet = (language: string) => ({
  getLanguage: () => ({ language, notation: language }),
  getPairsEvening: () => null,
  getEvening: () => ({ stage: 'setup' }),
  namedPairs: () => [],
});

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => showLanguage('en'));

describe("the sidebar's dictionaries", () => {
  const english = Object.keys(EN).sort();
  // Words a language writes as English does: seat and side letters, names of movements, loanwords.
  const SAME = new Set([
    'seat.N',
    'seat.E',
    'seat.S',
    'seat.W',
    'vul.NS',
    'vul.EW',
    'app.progressive',
    'pairsSetup.mitchell',
    'pairsSetup.howell',
    'board.title',
    'board.points',
    'deal.points',
    // Club, Date, Name and Section are the words several languages use too.
    'about.club',
    'about.date',
    'about.name',
    'about.section',
    'common.table',
    'common.tables',
    'progressive.net',
    'pairs.place',
  ]);

  it.each(LANGUAGES)('%s has exactly the English keys, each taking the same values', (language) => {
    const words = SIDEBAR_WORDS[language];
    expect(Object.keys(words).sort()).toEqual(english);
    for (const key of english) {
      const message = words[key as keyof typeof EN];
      expect(message.trim(), key).not.toBe('');
      expect(messageValues(message), key).toEqual(messageValues(EN[key as keyof typeof EN]));
    }
  });

  // And words one language writes as English does: French "Progression", Spanish "vulnerable".
  const SAME_IN: { readonly [language: string]: readonly string[] } = {
    // French "Place" for a team's place, as for a pair's, and "Table 1"; German "Teams", "Board" and
    // "IMPs"; German and Dutch "Team".
    fr: ['setup.progression', 'teams.place', 'teamsBoards.table1', 'teamsBoards.table2'],
    de: ['app.teams', 'teamsBoards.board', 'teamsBoards.imps', 'teams.withdrawTeam'],
    nl: ['teams.withdrawTeam'],
    es: ['common.vulnerable'],
  };

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s translates every word but letters and loanwords', (language) => {
    const untranslated = Object.entries(SIDEBAR_WORDS[language])
      .filter(([key, message]) => message === EN[key as keyof typeof EN] && !SAME.has(key))
      .map(([key]) => key)
      .filter((key) => !(SAME_IN[language] ?? []).includes(key));
    expect(untranslated).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every message reads whole, plurals with the forms of the language', (language) => {
    // Counts that take each form somewhere: Polish 1 one, 3 few, 5 many, 1.5 other.
    for (const count of [0, 1, 2, 3, 5, 22, 1.5]) {
      for (const [key, message] of Object.entries(SIDEBAR_WORDS[language])) {
        const values = Object.fromEntries(messageValues(message).map((name) => [name, count]));
        const text = formatMessage(message, values, language);
        expect(text, key).not.toMatch(/[{}#]/);
        if (/plural/.test(message)) expect(text, key).toContain(String(count));
      }
    }
    const plurals = Object.values(SIDEBAR_WORDS[language]).filter((m) => /plural/.test(m));
    expect(plurals.length).toBeGreaterThan(0);
    for (const message of plurals) {
      expect(message).toMatch(/other \{/);
      if (language === 'pl') expect(message).toMatch(/one \{[^}]*\} few \{[^}]*\} many \{/);
    }
  });

  it('says a Polish count in its three forms', () => {
    showLanguage('pl');
    const toCome = (count: number) => formatMessage(SIDEBAR_WORDS.pl['pairs.toCome'], { count }, 'pl');
    expect([1, 3, 5, 22].map(toCome)).toEqual([
      'W tej rundzie brakuje 1 rozdania',
      'W tej rundzie brakuje 3 rozdań',
      'W tej rundzie brakuje 5 rozdań',
      'W tej rundzie brakuje 22 rozdań',
    ]);
  });
});

describe('the sidebar in the spreadsheet’s language', () => {
  it('shows a German spreadsheet the setup in German, the player count said in German', async () => {
    serve(emptySheet('de'));
    await chooseLanguage();
    expect(document.documentElement.getAttribute('lang')).toBe('de');
    expect(currentNotation()).toBe('de');
    render(h(App, { first: Promise.resolve(null) }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Neues Progressive-Bridge-Turnier');
    expect(screen.getByRole('radio', { name: 'Paarturnier' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sitzordnung Runde 1' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Honneurs zählen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turnier anlegen' })).toBeTruthy();
    const players = screen.getByRole('textbox', { name: 'Spieler, einer pro Zeile' });
    // Six players: one table of four and two over, so two to add or two to take away.
    fireEvent.input(players, { target: { value: 'Ann\nBob\nCat\nDan\nEve\nFay' } });
    await waitFor(() =>
      expect(document.getElementById('player-count')?.textContent).toBe(
        '6 Spieler: Progressive Bridge setzt vier an einen Tisch; 2 dazu oder 2 weniger',
      ),
    );
    fireEvent.input(players, { target: { value: 'Ann\nBob\nCat\nDan' } });
    await waitFor(() => expect(document.getElementById('player-count')?.textContent).toBe('4 Spieler, 1 Tisch'));

    fireEvent.click(screen.getByRole('radio', { name: 'Paarturnier' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Neues Paarturnier');
    await waitFor(() => expect(document.getElementById('named')?.textContent).toMatch(/^Keine Namen: /));
    const movements = screen.getByRole('combobox', { name: 'Bewegung' }) as HTMLSelectElement;
    expect([...movements.options].map((o) => [o.value, o.text])).toEqual([
      ['Mitchell', 'Mitchell'],
      ['Mitchell skip', 'Mitchell mit Sprung'],
      ['Mitchell relay', 'Mitchell mit Relais'],
      ['Howell', 'Howell'],
    ]);
    expect(screen.queryByText(/evening|Players|Set up/)).toBeNull();
  });

  it('shows a German deal: East deals as O, the vulnerability and the declarer asked for in German', async () => {
    serve(emptySheet('de'));
    await chooseLanguage();
    const names = { N: 'Ann', E: 'Bob', S: 'Cat', W: 'Dan' };
    render(
      h(DealForm, {
        round: 1,
        table: 1,
        deal: { deal: 2, dealer: 'E', vulnerable: 'NS', entered: null },
        names,
        onSaved: () => undefined,
        onChanged: () => undefined,
      }),
    );
    const form = screen.getByRole('form', { name: 'Spiel 2 · Geber O (Bob) · Gefahr: NS' });
    const declarer = screen.getByRole('combobox', { name: 'Alleinspieler' }) as HTMLSelectElement;
    expect([...declarer.options].map((o) => o.text)).toEqual([
      'Wählen…',
      'N Ann',
      'O Bob',
      'S Cat',
      'W Dan',
      'Ausgepasst',
    ]);
    expect(screen.getByRole('textbox', { name: 'Kontrakt und Ergebnis' })).toBeTruthy();
    fireEvent.submit(form);
    await waitFor(() =>
      expect(form.querySelector('output')?.textContent).toBe('Alleinspieler wählen, oder Ausgepasst.'),
    );
  });

  it('stays English when the server cannot say the language', async () => {
    serve({
      ...emptySheet('de'),
      getLanguage: () => {
        throw new Error('getSpreadsheetLocale is not a function');
      },
    });
    await chooseLanguage();
    render(h(App, { first: Promise.resolve(null) }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('New Progressive Bridge evening');
    expect(document.documentElement.getAttribute('lang')).not.toBe('de');
  });

  it('takes a language it does not know for English', async () => {
    serve(emptySheet('tlh'));
    await chooseLanguage();
    render(h(App, { first: Promise.resolve(null) }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('New Progressive Bridge evening');
  });
});
