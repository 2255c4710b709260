// @vitest-environment happy-dom
// Defaults that follow the deal (issue #32): a new rubber does not keep the last declaring side, and a
// Chicago deal's declarer starts as that deal's dealer rather than the last deal's declarer.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';
import { chosenSeat, pickSeat } from './seat-taps';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

async function addHand(text: string) {
  const field = screen.getByRole('textbox', { name: 'Contract and result' }) as HTMLInputElement;
  fireEvent.input(field, { target: { value: text } });
  fireEvent.submit(field.form as HTMLFormElement);
  await waitFor(() => expect(field.value).toBe(''));
}

async function startAgain(what: string) {
  fireEvent.click(screen.getByRole('button', { name: `New ${what}` }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
}

describe('a new rubber', () => {
  it('starts with We declaring, though They declared the last hand of the one before', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const side = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    await screen.findByRole('textbox', { name: 'Contract and result' });
    fireEvent.click(side('They'));
    await addHand('2H=');
    // Within the rubber the side chosen stays: the pad knows no seats to follow.
    expect(side('They').checked).toBe(true);
    await startAgain('rubber');
    await waitFor(() => expect(side('We').checked).toBe(true));
  });
});

describe('a Chicago deal’s declarer', () => {
  // docs/rules.md, Chicago: the deal moves one seat to the left each time, N first: N, E, S, W.
  const declarer = () => chosenSeat();

  it('starts as the deal’s dealer, and a choice for this deal stays when it is passed out', async () => {
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await screen.findByRole('textbox', { name: 'Contract and result' });
    expect(declarer()).toBe('N');
    pickSeat('W');
    await addHand('4S=');
    await waitFor(() => expect(screen.getAllByRole('status')[0]?.textContent).toMatch(/^Deal 2 of 4: E deals/));
    await waitFor(() => expect(declarer()).toBe('E'));
    pickSeat('N');
    // Four passes: E deals deal 2 again, and the choice made for it stays.
    fireEvent.click(screen.getByRole('button', { name: 'Passed out' }));
    await waitFor(() => expect(document.querySelectorAll('table.chicago tbody tr').length).toBeGreaterThan(1));
    expect(declarer()).toBe('N');
    await addHand('3NT=');
    await waitFor(() => expect(declarer()).toBe('S'));
  });

  it('starts a new Chicago at N, the first dealer', async () => {
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await screen.findByRole('textbox', { name: 'Contract and result' });
    await addHand('4S=');
    await waitFor(() => expect(declarer()).toBe('E'));
    await startAgain('Chicago');
    await waitFor(() => expect(declarer()).toBe('N'));
  });
});
