// @vitest-environment happy-dom
// The keepers, History, the IMPs tab and the print page in the players' language: the words come from the
// language's dictionary, plurals by its own rules, and every translation takes the English message's values.
import { render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { messageValues } from '../../core/i18n/message';
import { LANGUAGES, replay, rubberEngine } from '../../core/index';
import { PrintPage } from '../../extension/entrypoints/print/PrintPage';
import { exportBackup, importBackup, importedMessage } from '../../extension/kinds/backup';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { KINDS } from '../../extension/kinds/registry';
import { rubberItem } from '../../extension/kinds/rubber/entry';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberPad } from '../../extension/kinds/rubber/RubberPad';
import { DEFAULT_OPTIONS, historyItem, setAsideItem } from '../../extension/storage/items';
import { localItem } from '../../extension/storage/local-item';
import { HistoryView } from '../../extension/views/HistoryView';
import { keepers as english } from '../../extension/words/en/keepers';
import { showLanguage, showNotation, wordsReady } from '../../extension/words/index';
import { contractOf } from '../support';
import { NAMED_RUBBER, WORKED_RUBBER } from './played-sessions';
import { seatLetters } from './seat-taps';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

// The words are the page's: each test leaves them English, as the next one expects.
afterEach(() => {
  showNotation('en');
  return showLanguage('en');
});

const sections = () =>
  Promise.all(
    LANGUAGES.filter((language) => language !== 'en').map(async (language) => ({
      language,
      keepers: (await import(`../../extension/words/${language}/keepers.ts`)).keepers as Record<string, string>,
    })),
  );

describe('the keepers’ dictionaries', () => {
  it('every translation takes the values its English message takes, no more and no fewer', async () => {
    const wrong = (await sections()).flatMap(({ language, keepers }) =>
      Object.entries(english).flatMap(([key, message]) => {
        const theirs = keepers[key];
        return theirs !== undefined && messageValues(theirs).join() === messageValues(message).join()
          ? []
          : [`${language} ${key}: ${theirs === undefined ? 'missing' : messageValues(theirs).join()}`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe('a rubber pad in Polish', () => {
  it('heads the sides My and Oni, and totals them under Razem', async () => {
    await showLanguage('pl').then(wordsReady);
    // The worked rubber's first hand (docs/rules.md): We 3♠+1, 90 below and 30 above.
    const state = replay(rubberEngine, { ...NAMED_RUBBER.session, events: WORKED_RUBBER.slice(0, 1) });
    if (!state.ok) throw new Error('the worked rubber replays');
    render(<RubberPad state={state.value} />);
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('Karta zapisu');
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['My', 'Oni']);
    expect(document.querySelector('tfoot')?.textContent).toBe('Razem 120Razem 0');
    // What each entry is for: the trick score and the overtrick, in Polish bridge words.
    expect(document.body.textContent).toContain('lewy');
    expect(document.body.textContent).toContain('nadróbki');
  });
});

describe('History in Polish', () => {
  it('lists a kept rubber under Robber, won by its players, with the search in Polish', async () => {
    await showLanguage('pl').then(wordsReady);
    await historyItem.setValue([NAMED_RUBBER]);
    render(<HistoryView />);
    const [entry] = await screen.findAllByRole('listitem');
    // docs/rules.md's worked rubber: We 1830, They 510, We win by 1320.
    expect(entry?.textContent).toMatch(/^Robber, /);
    expect(entry?.textContent).toContain('Nora & Sam 1830, Tom & Uma 510; zwycięzcy: Nora & Sam, o 1320');
    expect(screen.getByLabelText('Szukaj po graczu lub dacie')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eksportuj wszystko' })).toBeTruthy();
    expect(document.body.textContent).toContain('Sumy wg graczy');
  });

  it('says so in Polish when nothing is kept, naming every kind', async () => {
    await showLanguage('pl').then(wordsReady);
    render(<HistoryView />);
    const empty = await screen.findByText(/Nic jeszcze nie zapisano/);
    expect(empty.textContent).toContain('Robber, Chicago, gra w Buggera lub mecz drużynowy');
  });
});

describe('an import’s message', () => {
  it('counts sessions by the language’s plural rules', async () => {
    await showLanguage('pl').then(wordsReady);
    // Polish: one sesję, few (2–4, 22–24) sesje, many (5–21, 25…) sesji.
    expect(importedMessage(1, 0)).toBe('Zaimportowano 1 sesję.');
    expect(importedMessage(3, 0)).toBe('Zaimportowano 3 sesje.');
    expect(importedMessage(5, 0)).toBe('Zaimportowano 5 sesji.');
    expect(importedMessage(22, 0)).toBe('Zaimportowano 22 sesje.');
    await showLanguage('fr').then(wordsReady);
    expect(importedMessage(3, 2)).toBe('3 sessions importées ; 2 étaient déjà là.');
    expect(importedMessage(1, 1)).toBe('1 session importée ; 1 était déjà là.');
  });
});

describe('an import over a rubber this build cannot read, in French', () => {
  it('says why in French, not in the English the set-aside record keeps', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    const opened = await keeper.open();
    if (opened.session === null) throw new Error('no rubber');
    await keeper.add(opened.session, { type: 'hand', side: 'We', contract: contractOf('1NT+2') });
    const file = await exportBackup();
    fakeBrowser.reset();
    // A newer build's rubber: this build cannot read it, but it is the player's.
    await rubberItem.setValue({ format: 'bridge-scorer/rubber', version: 2, settings: {}, events: ['?'] });
    await showLanguage('fr').then(wordsReady);
    const done = await importBackup(file);
    const [{ problem: english }] = (await setAsideItem.getValue()) as [{ problem: string }];
    expect(done.ok && done.value).toMatch(/Votre robre d’ici n’a pas pu être lu \((.+)\)/);
    const why = (done.ok ? done.value : '').match(/n’a pas pu être lu \((.+)\)/)?.[1] ?? '';
    expect(why).toMatch(/2/);
    expect(why).not.toBe(english);
    expect(why).not.toMatch(/\b(the|is|not|this|reads)\b/);
  });
});

describe('a Chicago in German', () => {
  it('says the first deal, its dealer and that nobody is vulnerable, and offers a new Chicago', async () => {
    await showLanguage('de').then(wordsReady);
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    // Chicago's first deal: North deals, nobody vulnerable (docs/rules.md, Chicago).
    expect(await screen.findByText('Austeilung 1 von 4: N gibt, in Gefahr: Keiner.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neues Chicago' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Alleinspieler' })).toBeTruthy();
  });
});

describe('a Chicago’s seats', () => {
  // The notation letters seats, as contracts are typed (docs/notation.md): Dutch O, Z for East and South,
  // French O for West; the words around them stay in the language shown.
  const declarers = async () => {
    await screen.findByRole('group', { name: /^(Declarer|Déclarant)$/ });
    return seatLetters(/^(Declarer|Déclarant)$/);
  };

  it('are lettered in the notation in force, not the language of the words', async () => {
    showNotation('nl');
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    expect(await declarers()).toEqual(['N', 'O', 'Z', 'W']);
  });

  it('keep the English letters in French words when the notation is English', async () => {
    await showLanguage('fr').then(wordsReady);
    showNotation('en');
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    expect(await declarers()).toEqual(['N', 'E', 'S', 'W']);
  });
});

describe('the kinds’ labels', () => {
  it('are worded when read, in the language shown', async () => {
    expect(KINDS.map((entry) => entry.label.tab)).toEqual(['Rubber', 'Chicago', 'Bugger', undefined]);
    await showLanguage('fr').then(wordsReady);
    expect(KINDS.map((entry) => entry.label.tab)).toEqual(['Robre', 'Chicago', 'Bugger', undefined]);
    expect(KINDS.map((entry) => entry.label.title)).toEqual(['Robre', 'Chicago', 'Bugger Bridge', 'Match par équipes']);
  });
});

describe('the print page in Dutch', () => {
  it('words the title, the dates, the pad and the rows in Dutch', async () => {
    await showLanguage('nl').then(wordsReady);
    const job = localItem<unknown>('print-job', null);
    await job.setValue(NAMED_RUBBER);
    render(<PrintPage job={job} now={new Date(2026, 11, 2)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Robber' })).toBeTruthy();
    expect(document.body.textContent).toContain('Wij: Nora & Sam · Zij: Tom & Uma');
    // Played 1 December 2026 on this device's clock, printed the next day: the months in Dutch.
    expect(document.body.textContent).toContain('Gespeeld op 1 december 2026, afgedrukt op 2 december 2026');
    expect(screen.getByRole('button', { name: 'Afdrukken' })).toBeTruthy();
    const head = [...document.querySelectorAll('table.rows thead th')].map((th) => th.textContent);
    expect(head.slice(0, 6)).toEqual(['Spel', 'Gever', 'Leider', 'Contract', 'Honneurs', 'Nora & Sam boven']);
    expect(document.querySelector('table.rows caption')?.textContent).toBe('Spel voor spel');
    expect(document.querySelector('table.rows tfoot th')?.textContent).toBe('Totaal');
    await waitFor(() => expect(document.title).toBe('Robber: Bridge Scorer'));
  });

  it('says in Dutch that there is nothing to print', async () => {
    await showLanguage('nl').then(wordsReady);
    render(<PrintPage job={localItem<unknown>('print-job', null)} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Niets af te drukken: druk op Afdrukken onder een scorekaart in het venster van Bridge Scorer.',
    );
  });
});
