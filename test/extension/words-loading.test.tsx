// @vitest-environment happy-dom
// The popup's words come in two parts (extension/words/index.ts): the first view's before the first
// render, the rest just after. Whatever order the parts arrive in, and whether they arrive at all, the
// page shows one language and never a dictionary key: no `keeper.undo` where "Undo" belongs.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../extension/entrypoints/popup/App';
import { DEFAULT_OPTIONS, optionsItem } from '../../extension/storage/items';
import { readLastView } from '../../extension/storage/last-view';
import { EN } from '../../extension/words/en';
import { currentLanguage, showLanguage, switchLanguage, t, wordsReady } from '../../extension/words/index';

// Danish will not load, as a chunk of an extension updated under the open popup would not.
vi.mock('../../extension/words/da', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

/** The dictionary keys showing as text on the page: none, whatever the words loaded. */
const keysShown = () => Object.keys(EN).filter((key) => document.body.textContent?.includes(key));

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
  document.body.innerHTML = '';
});

afterEach(() => switchLanguage('en'));

describe('the first view alone', () => {
  // First in this file: no Polish word beyond the first view has been loaded yet.
  it('renders the popup in Polish with no key, before the rest of the words', async () => {
    await optionsItem.setValue({ ...DEFAULT_OPTIONS, language: 'pl' });
    await showLanguage('pl');
    expect(t('keeper.undo')).toBe('keeper.undo');
    render(<App initial="score" />);
    expect(screen.getByRole('tab', { name: 'Historia' })).toBeTruthy();
    expect(keysShown()).toEqual([]);
    // The rest comes with the options read: then a word beyond the first view is Polish.
    await waitFor(() => expect(t('keeper.undo')).toBe('Cofnij'));
  });
});

describe('a language chosen in Options', () => {
  const choose = async (from: string, language: string) => {
    const select = (await screen.findByRole('combobox', { name: from })) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: language } });
    return select;
  };

  it('chosen twice in quick succession ends on the second, whichever loads first', async () => {
    render(<App initial="options" />);
    const select = await choose('Language', 'de');
    fireEvent.change(select, { target: { value: 'fr' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Langue' })).toBeTruthy());
    // Long enough for German to come in after French, had it been waited for.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(currentLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(readLastView('language')).toBe('fr');
    expect(keysShown()).toEqual([]);
  });

  it('that will not load leaves the words shown, all of them, and the language kept', async () => {
    render(<App initial="options" />);
    await choose('Language', 'da');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(readLastView('language')).not.toBe('da');
    expect(keysShown()).toEqual([]);
  });
});

describe('the rest of the words', () => {
  it('are the language shown when they arrive, even one chosen while they loaded', async () => {
    await showLanguage('it');
    const ready = wordsReady();
    await showLanguage('es');
    await ready;
    expect(currentLanguage()).toBe('es');
    expect(t('keeper.undo')).toBe('Deshacer');
  });

  it('switched to whole or not at all: a language that will not load changes nothing', async () => {
    await switchLanguage('nl');
    await expect(switchLanguage('da')).rejects.toThrow();
    expect(currentLanguage()).toBe('nl');
    expect(t('keeper.undo')).toBe('Ongedaan maken');
  });
});
