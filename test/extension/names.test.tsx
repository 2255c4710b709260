// @vitest-environment happy-dom
// The players' names where a player would write them: the pads' column heads and the status lines.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { newChicago, newRubber } from '../../core/index';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoItem } from '../../extension/kinds/chicago/entry';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { rubberItem } from '../../extension/kinds/rubber/entry';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { writeAbout } from '../../extension/storage/history';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';
import { WORKED_CHICAGO as CHICAGO, WORKED_RUBBER as WORKED } from './played-sessions';

const status = () => screen.getAllByRole('status')[0]?.textContent ?? '';
const heads = (table: string) => [...document.querySelectorAll(`table.${table} thead th`)].map((th) => th.textContent);

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

describe('a rubber with its players named', () => {
  it('heads the pad and words the status line with the names', async () => {
    await writeAbout('rubber', { id: 'r', names: ['Nora & Sam', 'Tom & Uma'] });
    await rubberItem.setValue({ ...newRubber(), events: WORKED });
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() =>
      expect(status()).toContain('Rubber over: Nora & Sam win by 1320 (Nora & Sam 1830, Tom & Uma 510).'),
    );
    // Both sides hold a game: both are vulnerable.
    expect(heads('pad')).toEqual(['Nora & Sam (vul)', 'Tom & Uma (vul)']);
  });

  it('follows the names as they are typed, and says We and They where none is given', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '4H=' } });
    fireEvent.submit(field.form as HTMLFormElement);
    // 4♥= is 120 below: a game, and We are vulnerable.
    // North dealt hand 1; the deal passes to the left, so East deals the next (docs/rules.md, Rubber bridge).
    await waitFor(() => expect(status()).toContain('Games: We 1, They 0. We vulnerable. E deals.'));
    fireEvent.input(await screen.findByRole('textbox', { name: 'We' }), { target: { value: 'Nora & Sam' } });
    await waitFor(() => expect(status()).toContain('Games: Nora & Sam 1, They 0. Nora & Sam vulnerable.'));
    expect(heads('pad')).toEqual(['Nora & Sam (vul)', 'They']);
    // The hand to pick for editing says whose it was, by name too.
    expect(screen.getByRole('button', { name: /^Edit hand 1/ }).textContent).toBe('Edit hand 1 4♥= Nora & Sam');
  });
});

describe('a Chicago with its players named', () => {
  it('says who won by the winners’ names, as History does, and heads the sides’ columns', async () => {
    await writeAbout('chicago', { id: 'c', names: ['Nora', 'Tom', 'Sam', 'Uma'] });
    await chicagoItem.setValue({ ...newChicago(), events: CHICAGO });
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() => expect(status()).toBe('Chicago over: Nora & Sam win by 300.'));
    expect(heads('chicago')).toEqual(['Deal', 'Nora & Sam', 'Tom & Uma']);
  });

  it('calls a side NS or EW while either of its players has no name', async () => {
    await writeAbout('chicago', { id: 'c', names: ['Nora', 'Tom', '', 'Uma'] });
    await chicagoItem.setValue({ ...newChicago(), events: CHICAGO });
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() => expect(heads('chicago')).toEqual(['Deal', 'NS', 'Tom & Uma']));
    expect(status()).toBe('Chicago over: NS win by 300.');
  });
});
