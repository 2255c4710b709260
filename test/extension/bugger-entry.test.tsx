// @vitest-environment happy-dom
// Bugger Bridge entry in table order (issue #32): the trump, then the bids from the dealer's left, then the
// tricks in the same order, each beside its bid, with the cursor on the first field of each entry.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BuggerView } from '../../extension/kinds/bugger/BuggerView';
import { buggerKeeper } from '../../extension/kinds/bugger/kind';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

const focused = () => {
  const active = document.activeElement as HTMLInputElement | null;
  return active?.labels?.[0]?.firstChild?.textContent?.trim() ?? active?.tagName;
};
const fields = () =>
  (screen.getAllByRole('textbox') as HTMLInputElement[]).map((input) => input.labels?.[0]?.textContent?.trim());
/** The suit picked in the trump's group of buttons: where the cursor goes first. */
const trump = () =>
  within(screen.getByRole('group', { name: 'Trump turned up' })).getByRole('radio', { checked: true });

/** Ann, Bob and Cat start a game: Ann deals round 1 (17 cards), so Bob bids first (docs/rules.md). */
async function start() {
  render(<BuggerView keeper={buggerKeeper()} options={DEFAULT_OPTIONS} />);
  for (const [i, name] of ['Ann', 'Bob', 'Cat'].entries())
    fireEvent.input(await screen.findByRole('textbox', { name: `Player ${i + 1}` }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
  await screen.findByRole('heading', { name: /Round 1: 17 cards, Ann deals/ });
}

const type = (name: string, value: string) =>
  fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });

describe('Bugger Bridge entry in table order', () => {
  it('puts the cursor on the trump turned up, then the bids from the dealer’s left follow it', async () => {
    await start();
    await waitFor(() => expect(document.activeElement).toBe(trump()));
    expect(fields()).toEqual(['Bob bids', 'Cat bids', 'Ann bids']);
    // The trump field comes before the first bid in the tab order: nothing skips it.
    const first = screen.getByRole('textbox', { name: 'Bob bids' });
    expect(trump().compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists the tricks in the order of the bids, each beside its bid, the cursor on the first bidder’s', async () => {
    await start();
    type('Bob bids', '2');
    type('Cat bids', '5');
    type('Ann bids', '9');
    fireEvent.click(screen.getByRole('button', { name: 'Record the bids' }));
    await screen.findByRole('textbox', { name: 'Bob took' });
    expect(fields()).toEqual(['Bob took', 'Cat took', 'Ann took']);
    // A problem names the first field in that order too: Bob's, not Ann's in the first seat.
    fireEvent.click(screen.getByRole('button', { name: 'Record the tricks' }));
    await waitFor(() =>
      expect(document.querySelector('output.error')?.textContent).toBe(
        'Bob\'s tricks: "" must be a whole number, 0 or more',
      ),
    );
    await waitFor(() => expect(focused()).toBe('Bob took'));
    for (const [name, bid] of [
      ['Bob', '2'],
      ['Cat', '5'],
      ['Ann', '9'],
    ]) {
      const field = screen.getByRole('textbox', { name: `${name} took` });
      const said = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      expect(said?.textContent).toBe(`bid ${bid}`);
      // Beside it: in the same cell of the entry.
      expect(field.closest('.counts > *')?.contains(said as Node)).toBe(true);
    }
  });

  it('after the tricks, the next round starts at its trump, with Bob dealing and Cat bidding first', async () => {
    await start();
    for (const name of ['Bob', 'Cat', 'Ann']) type(`${name} bids`, '6');
    fireEvent.click(screen.getByRole('button', { name: 'Record the bids' }));
    await screen.findByRole('textbox', { name: 'Bob took' });
    // 17 tricks in all; Enter in the last field records them, as a player at the table does it.
    type('Bob took', '6');
    type('Cat took', '6');
    type('Ann took', '5');
    fireEvent.submit(screen.getByRole('textbox', { name: 'Ann took' }).closest('form') as HTMLFormElement);
    await screen.findByRole('heading', { name: /Round 2: 16 cards, Bob deals/ });
    await waitFor(() => expect(document.activeElement).toBe(trump()));
    expect(fields()).toEqual(['Cat bids', 'Ann bids', 'Bob bids']);
  });
});
