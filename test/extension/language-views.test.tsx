// @vitest-environment happy-dom
// The popup in the reader's language (issue #30): the Score and Options views render their words from
// the dictionary of the language shown, and choosing a language in Options stores it. The German words
// expected here are German bridge players' own (Kontrakt, in Gefahr, Faller, Überstich), written from
// the game, not copied from the dictionary.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_OPTIONS, type Options } from '../../extension/storage/items';
import { OptionsView } from '../../extension/views/OptionsView';
import { ScoreView } from '../../extension/views/ScoreView';
import { showLanguage } from '../../extension/words/index';

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  document.body.innerHTML = '';
  await showLanguage('de');
});

afterEach(async () => {
  await showLanguage('en');
});

describe('the Score view in German', () => {
  it('labels its field, box, doubling and table in German', () => {
    render(<ScoreView />);
    expect(screen.getByRole('textbox', { name: /Kontrakt/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'In Gefahr' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Kontriert' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Rekontriert' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Score kopieren' })).toBeTruthy();
    // 4♠ is the grid's first pick: made exactly, then the overtricks, then 1 to 10 down.
    const rows = screen.getAllByRole('rowheader').map((th) => th.textContent);
    expect(rows.slice(0, 2)).toEqual(['Genau erfüllt', 'Erfüllt +1']);
    expect(rows.at(-1)).toBe('10 Faller');
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('4♠: alle Ergebnisse');
    expect(document.body.textContent).not.toMatch(/Vulnerable|Doubled|every result|Made exactly/);
  });

  it('words a typed score and its arithmetic in German, and says how the entry was read', async () => {
    render(<ScoreView />);
    fireEvent.input(screen.getByRole('textbox', { name: /Kontrakt/ }), { target: { value: '4SX-2 v' } });
    const status = screen.getAllByRole('status')[0] as HTMLElement;
    // Law 77: two down doubled, vulnerable, is 200 + 300 = 500 to the defenders.
    await waitFor(() => expect(status.textContent).toContain('4♠X-2: −500'));
    expect(status.textContent).toContain('2 Faller, kontriert, in Gefahr: 200 + 300 = 500 für die Gegenspieler');
    expect(status.textContent).toContain('Gelesen als 4♠X-2');
    // 3NT+1 not vulnerable: 100 trick score + 30 for the overtrick + 300 game = 430.
    fireEvent.input(screen.getByRole('textbox', { name: /Kontrakt/ }), { target: { value: '3NT+1' } });
    await waitFor(() => expect(status.textContent).toContain('+430'));
    expect(status.textContent).toContain('Erfüllt mit 1 Überstich, nicht in Gefahr');
    expect(status.textContent).toContain('30 für 1 Überstich');
  });
});

describe('the Options view in German', () => {
  it('offers the languages by their own names and the notations, and words its choices in German', () => {
    render(<OptionsView options={DEFAULT_OPTIONS} onChange={() => {}} />);
    const language = screen.getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement;
    expect([...language.options].map((o) => o.textContent).slice(1)).toEqual([
      'English',
      'Français',
      'Deutsch',
      'Nederlands',
      'Italiano',
      'Español',
      'Polski',
      'Svenska',
      'Dansk',
    ]);
    expect(language.value).toBe('browser');
    expect(screen.getByRole('combobox', { name: 'Notation' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Dunkel' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Gebot 3' })).toBeTruthy();
  });

  it('stores the language and the notation chosen, changing nothing else', () => {
    const changes: Options[] = [];
    render(<OptionsView options={DEFAULT_OPTIONS} onChange={(next) => changes.push(next)} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sprache' }), { target: { value: 'fr' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Notation' }), { target: { value: 'nl' } });
    expect(changes).toEqual([
      { ...DEFAULT_OPTIONS, language: 'fr' },
      { ...DEFAULT_OPTIONS, notation: 'nl' },
    ]);
  });

  it('says a chart value that is not points in German', () => {
    render(<OptionsView options={DEFAULT_OPTIONS} onChange={() => {}} />);
    fireEvent.input(screen.getByRole('textbox', { name: 'Gebot 3' }), { target: { value: 'x' } });
    expect(document.querySelector('output.error')?.textContent).toBe(
      'Gebot 3: "x" muss eine ganze Punktzahl sein, 0 oder mehr',
    );
  });
});
