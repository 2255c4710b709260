// @vitest-environment happy-dom
// A Bugger Bridge round by taps (issue 51): the trump as four buttons, each bid and tricks count between a
// − and a +, while the fields still take typing and keep their labels.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatProblem, newBugger } from '../../core/index';
import { BuggerView } from '../../extension/kinds/bugger/BuggerView';
import { buggerItem } from '../../extension/kinds/bugger/entry';
import { buggerKeeper } from '../../extension/kinds/bugger/kind';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

/** Ann, Bob and Cat, rounds of 2 cards and 1: Ann deals the first, so Bob bids first. */
async function game() {
  const created = newBugger({ players: ['Ann', 'Bob', 'Cat'], rounds: [2, 1] });
  if (!created.ok) throw new Error(formatProblem(created.error));
  await buggerKeeper().restart(created.value);
  render(<BuggerView keeper={buggerKeeper()} options={DEFAULT_OPTIONS} />);
  await screen.findByRole('heading', { name: /Round 1: 2 cards, Ann deals/ });
}

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('a Bugger round by taps', () => {
  it('names each − and + for its player and step, out of the Tab order, the field keeping its label', async () => {
    await game();
    for (const name of ['Ann', 'Bob', 'Cat']) {
      expect(field(`${name} bids`)).toBeTruthy();
      expect(button(`Lower bid for ${name}`).tabIndex).toBe(-1);
      expect(button(`Higher bid for ${name}`).tabIndex).toBe(-1);
    }
    for (const name of ['Bob', 'Cat', 'Ann']) fireEvent.input(field(`${name} bids`), { target: { value: '1' } });
    tap('Record the bids');
    await screen.findByRole('textbox', { name: 'Bob took' });
    for (const name of ['Ann', 'Bob', 'Cat']) {
      expect(button(`Fewer tricks for ${name}`).tabIndex).toBe(-1);
      expect(button(`More tricks for ${name}`).tabIndex).toBe(-1);
    }
  });

  it('scores a round entered by taps alone', async () => {
    await game();
    fireEvent.click(screen.getByRole('radio', { name: 'Hearts' }));
    // Bob 1, Cat 0, Ann 2: a tap on − enters a bid of nothing, + goes up one at a time to the 2 cards.
    tap('Higher bid for Bob');
    tap('Lower bid for Cat');
    tap('Higher bid for Ann');
    tap('Higher bid for Ann');
    expect(['Bob', 'Cat', 'Ann'].map((name) => field(`${name} bids`).value)).toEqual(['1', '0', '2']);
    expect(button('Higher bid for Ann').disabled).toBe(true);
    expect(button('Lower bid for Cat').disabled).toBe(true);
    // 3 bid for 2 cards: over-bid (docs/rules.md).
    expect(document.querySelector('output.status')?.textContent).toBe('3 bid for 2: Over-bid');
    tap('Record the bids');
    await screen.findByRole('textbox', { name: 'Bob took' });
    tap('More tricks for Bob');
    tap('Fewer tricks for Cat');
    tap('More tricks for Ann');
    tap('Record the tricks');
    await screen.findByRole('heading', { name: /Round 2: 1 card, Bob deals/ });
    // Stored in player order (Ann, Bob, Cat), the trump tapped.
    const stored = (await buggerItem.getValue()) as { events: unknown[] };
    expect(stored.events).toEqual([
      { type: 'bids', trump: 'H', bids: [2, 1, 0] },
      { type: 'tricks', tricks: [1, 1, 0] },
    ]);
    // 10 + the bid for a bid made exactly, 0 for one missed: Ann bid 2 took 1 → 0, Bob 1 of 1 → 11,
    // Cat 0 of 0 → 10.
    const totals = [...document.querySelectorAll('table.sheet tfoot td')].map((cell) => cell.textContent);
    expect(totals).toEqual(['0', '11', '10']);
  });

  it('goes on from what was typed, and a field typed wrong starts again from nothing', async () => {
    await game();
    fireEvent.input(field('Bob bids'), { target: { value: '1' } });
    tap('Higher bid for Bob');
    expect(field('Bob bids').value).toBe('2');
    fireEvent.input(field('Cat bids'), { target: { value: 'x' } });
    tap('Lower bid for Cat');
    expect(field('Cat bids').value).toBe('0');
    // Typed over the 2 cards: − brings it back to them.
    fireEvent.input(field('Ann bids'), { target: { value: '7' } });
    expect(button('Higher bid for Ann').disabled).toBe(true);
    tap('Lower bid for Ann');
    expect(field('Ann bids').value).toBe('2');
  });

  it('keeps a tapped count and trump when the popup closes and opens again', async () => {
    await game();
    tap('Higher bid for Cat');
    fireEvent.click(screen.getByRole('radio', { name: 'Diamonds' }));
    // The drafts are written as the fields change: their turn comes before the popup goes.
    await new Promise((done) => setTimeout(done, 20));
    cleanup();
    render(<BuggerView keeper={buggerKeeper()} options={DEFAULT_OPTIONS} />);
    await waitFor(() => expect(field('Cat bids').value).toBe('1'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Diamonds' })).toHaveProperty('checked', true));
  });

  it('picks the trump by a suit’s first letter, as the list it replaced did', async () => {
    await game();
    const group = screen.getByRole('group', { name: 'Trump turned up' });
    const picked = () => within(group).getByRole('radio', { checked: true }).getAttribute('value');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['S', 'H', 'D', 'C']);
    expect(picked()).toBe('S');
    fireEvent.keyDown(within(group).getByRole('radio', { checked: true }), { key: 'h' });
    await waitFor(() => expect(picked()).toBe('H'));
    fireEvent.keyDown(within(group).getByRole('radio', { checked: true }), { key: 'C' });
    await waitFor(() => expect(picked()).toBe('C'));
    // No suit is called X: the pick stays.
    fireEvent.keyDown(within(group).getByRole('radio', { checked: true }), { key: 'x' });
    expect(picked()).toBe('C');
  });
});
