// @vitest-environment happy-dom
// Tap entry in the keepers' form (issue 51): the taps and the text are one record, each showing the other,
// and a hand entered by taps alone is scored as typed.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';
import { pickSeat } from './seat-taps';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

const field = () => screen.getByRole('textbox', { name: 'Contract and result' }) as HTMLInputElement;
const radio = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name }) as HTMLInputElement;
const tap = (group: string, name: string) => fireEvent.click(radio(group, name));
/** The choice pressed in a group, by its name; undefined when none is. */
const pressed = (group: string) => {
  const found = within(screen.getByRole('group', { name: group }))
    .getAllByRole('radio')
    .find((r) => (r as HTMLInputElement).checked);
  return found?.closest('label')?.textContent ?? undefined;
};

describe('the rubber form’s taps', () => {
  it('write the field’s text, one part a tap', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await screen.findByRole('textbox', { name: 'Contract and result' });
    // Doubling and the result wait for a bid.
    expect(radio('Doubling', 'Doubled').disabled).toBe(true);
    expect(screen.queryByRole('group', { name: 'Result' })).toBeNull();
    tap('Level', '4');
    expect(field().value).toBe('4');
    tap('Strain', 'hearts');
    expect(field().value).toBe('4H');
    tap('Doubling', 'Doubled');
    tap('Result', '−2');
    expect(field().value).toBe('4HX-2');
  });

  it('keep a result through levels that cannot carry it, as the arrows run through them', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await screen.findByRole('textbox', { name: 'Contract and result' });
    fireEvent.input(field(), { target: { value: '4H+3' } });
    // 5♥ can make two overtricks at most (13 − 11): the +3 waits, and comes back with 4♥.
    tap('Level', '5');
    await waitFor(() => expect(field().value).toBe('5H'));
    tap('Level', '6');
    await waitFor(() => expect(field().value).toBe('6H'));
    tap('Level', '4');
    await waitFor(() => expect(field().value).toBe('4H+3'));
    // Once something else is chosen, the level's change is the player's last word: nothing comes back.
    tap('Level', '5');
    await waitFor(() => expect(field().value).toBe('5H'));
    tap('Result', '=');
    tap('Level', '4');
    await waitFor(() => expect(field().value).toBe('4H='));
  });

  it('show what is typed as pressed', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await screen.findByRole('textbox', { name: 'Contract and result' });
    fireEvent.input(field(), { target: { value: '3nt=' } });
    await waitFor(() => expect(pressed('Level')).toBe('3'));
    expect(pressed('Strain')).toBe('NTno trump');
    expect(pressed('Doubling')).toBe('Undoubled');
    expect(pressed('Result')).toBe('=');
    // 3NT can make four overtricks (13 − 9) and go down nine: the fourteen results, most tricks first.
    const results = within(screen.getByRole('group', { name: 'Result' })).getAllByRole('radio');
    expect(results.map((r) => r.closest('label')?.textContent)).toEqual([
      '+4',
      '+3',
      '+2',
      '+1',
      '=',
      ...Array.from({ length: 9 }, (_, i) => `−${i + 1}`),
    ]);
  });

  it('score a hand entered by taps: We 4♠ made, 120 below the line', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await screen.findByRole('textbox', { name: 'Contract and result' });
    tap('Declarer', 'We');
    tap('Level', '4');
    tap('Strain', 'spades');
    tap('Result', '=');
    fireEvent.click(screen.getByRole('button', { name: 'Add hand' }));
    await waitFor(() => expect(field().value).toBe(''));
    // 4 × 30 = 120 trick points, a game; no bonus until the rubber ends.
    await waitFor(() => expect(document.querySelector('table.pad tfoot')?.textContent).toContain('Total 120'));
  });
});

describe('the Chicago form’s declarer', () => {
  it('is a seat tapped: E 2♥+1 at deal 1 is 90 to E/W', async () => {
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await screen.findByRole('group', { name: 'Declarer' });
    pickSeat('E');
    tap('Level', '2');
    tap('Strain', 'hearts');
    tap('Result', '+1');
    fireEvent.click(screen.getByRole('button', { name: 'Add hand' }));
    // 2 × 30 = 60 trick points and 30 for the overtrick; the part score is carried, its 100 waits for
    // the end of the Chicago (docs/rules.md, Chicago).
    await waitFor(() => expect(document.querySelector('table.chicago tfoot')?.textContent).toBe('Total090'));
  });
});
