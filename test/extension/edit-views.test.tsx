// @vitest-environment happy-dom
// Picking an earlier hand on a pad, changing it, and choosing what to do when a later hand no longer fits.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  type BuggerEvent,
  type ChicagoEvent,
  formatProblem,
  newBugger,
  type Pair,
  type RubberEvent,
  type Seat,
} from '../../core/index';
import { BuggerView } from '../../extension/kinds/bugger/BuggerView';
import { buggerItem } from '../../extension/kinds/bugger/entry';
import { buggerKeeper } from '../../extension/kinds/bugger/kind';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoItem } from '../../extension/kinds/chicago/entry';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { rubberItem } from '../../extension/kinds/rubber/entry';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { type Keeper, sayRefused } from '../../extension/lib/keeper';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';
import { contractOf } from '../support';
import { chosenSeat } from './seat-taps';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

const hand = (side: Pair, text: string): RubberEvent => ({ type: 'hand', side, contract: contractOf(text) });

// We 2H=, They 1NT=, We 2S= (We's game), They 3NT+1 (They's game), We 4H= (the rubber, 500):
// We 60 + 60 + 120 + 500 = 740; They 40 + 100 + 30 = 170.
const FIVE = [hand('We', '2H='), hand('They', '1NT='), hand('We', '2S='), hand('They', '3NT+1'), hand('We', '4H=')];

/** Stores `events` through the keeper, as the popup would have. */
async function keep<S, E, St>(keeper: Keeper<S, E, St>, events: readonly E[]) {
  let session = (await keeper.open()).session;
  for (const event of events) {
    if (session === null) throw new Error('nothing to keep');
    const next = await keeper.add(session, event);
    if (!next.ok) throw new Error(sayRefused(next.error));
    session = next.value.session;
  }
}

async function fiveHands() {
  await keep(rubberKeeper(DEFAULT_OPTIONS), FIVE);
  render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
  await waitFor(() => expect(totals()).toBe('Total 740Total 170'));
}

const totals = () => document.querySelector('table.pad tfoot')?.textContent;
const field = () => screen.getByRole('textbox', { name: 'Contract and result' }) as HTMLInputElement;
const stored = async () => ((await rubberItem.getValue()) as { events: RubberEvent[] }).events;

/** Picks hand `n` on the pad, types `text` in the form it opens, and saves. */
function editHand(n: number, text: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Edit hand ${n} `) }));
  fireEvent.input(field(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('editing an earlier rubber hand', () => {
  it('opens the hand as it was: its contract, its side, its honors', async () => {
    await fiveHands();
    fireEvent.click(screen.getByRole('button', { name: 'Edit hand 2 1NT= They' }));
    expect(screen.getByRole('form', { name: 'Edit hand 2' })).toBeTruthy();
    expect(field().value).toBe('1NT=');
    expect((screen.getByRole('radio', { name: 'They' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Honors' }) as HTMLSelectElement).value).toBe('');
    // Adding, undoing and starting again wait until the hand is saved or the edit cancelled.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(await stored()).toEqual(FIVE);
  });

  it('saves the change and the pad is scored again', async () => {
    await fiveHands();
    // Hand 2 They 1NT-1: 50 to We; They's 40 is gone. We 60 + 50 + 60 + 120 + 500; They 100 + 30.
    editHand(2, '1NT-1');
    await waitFor(() => expect(totals()).toBe('Total 790Total 130'));
    expect((await stored())[1]).toEqual(hand('They', '1NT-1'));
    expect(screen.queryByRole('form', { name: 'Edit hand 2' })).toBeNull();
  });

  it('a change that ends the rubber sooner: Cancel stores nothing; Drop stores the rubber cut', async () => {
    await fiveHands();
    // Hand 2 They 3NT=: They's game; hand 4 is their second (700), so hand 5 comes after the rubber.
    editHand(2, '3NT=');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hand 5 can no longer be scored: the rubber is over');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await stored()).toEqual(FIVE);
    expect(totals()).toBe('Total 740Total 170');
    // Still editing, with the text as typed.
    expect(field().value).toBe('3NT=');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Drop hand 5' }));
    // We 60 + 60; They 100 + 100 + 30 + 700.
    await waitFor(() => expect(totals()).toBe('Total 120Total 930'));
    expect(await stored()).toEqual([FIVE[0], hand('They', '3NT='), FIVE[2], FIVE[3]]);
  });

  it('refuses a bad change in words, keeping the text and the hand as it was', async () => {
    await fiveHands();
    editHand(3, '8S=');
    await waitFor(() => expect(document.querySelector('output.error')?.textContent).toBe('"8S=": level must be 1–7'));
    expect(field().value).toBe('8S=');
    expect(await stored()).toEqual(FIVE);
  });

  it('a passed-out hand can be played after all, and a hand can be deleted', async () => {
    await fiveHands();
    fireEvent.click(screen.getByRole('button', { name: /^Edit hand 3 / }));
    fireEvent.click(screen.getByRole('button', { name: 'Passed out' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit hand 3 passed out' })).toBeTruthy());
    // We 2H=, They 1NT=, passed out, They 3NT+1 (game, 30), We 4H=: We 60 + 120; They 40 + 100 + 30.
    expect(totals()).toBe('Total 180Total 170');
    editHand(3, '2S=');
    await waitFor(() => expect(totals()).toBe('Total 740Total 170'));
    fireEvent.click(screen.getByRole('button', { name: /^Edit hand 5 / }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    // Asked first: No keeps the hand.
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(await stored()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(totals()).toBe('Total 120Total 170'));
    expect(await stored()).toHaveLength(4);
  });

  it('keeps the new hand’s draft while an earlier one is edited', async () => {
    await fiveHands();
    fireEvent.click(screen.getByRole('button', { name: 'New rubber' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(totals()).toBe('Total 0Total 0'));
    fireEvent.input(field(), { target: { value: '4S=' } });
    fireEvent.submit(field().form as HTMLFormElement);
    await waitFor(() => expect(totals()).toBe('Total 120Total 0'));
    fireEvent.input(field(), { target: { value: '3NT' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Honors' }), { target: { value: 'We:100' } });
    fireEvent.click(screen.getByRole('button', { name: /^Edit hand 1 / }));
    expect(field().value).toBe('4S=');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(field().value).toBe('3NT'));
    expect((screen.getByRole('combobox', { name: 'Honors' }) as HTMLSelectElement).value).toBe('We:100');
  });
});

describe('a change in progress is a draft', () => {
  /** The drafts kept in storage whose names start `prefix`. */
  const draftsOf = async (prefix: string) =>
    Object.keys(await fakeBrowser.storage.local.get(null)).filter((key) => key.startsWith(`draft:${prefix}`));

  it('a popup closed mid-edit opens on the same hand as typed; Cancel then clears it', async () => {
    await fiveHands();
    fireEvent.click(screen.getByRole('button', { name: /^Edit hand 2 / }));
    fireEvent.click(screen.getByRole('radio', { name: 'We' }));
    fireEvent.input(field(), { target: { value: '2NT+1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Honors' }), { target: { value: 'We:150' } });
    cleanup();
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() => expect(screen.getByRole('form', { name: 'Edit hand 2' })).toBeTruthy());
    await waitFor(() => expect(field().value).toBe('2NT+1'));
    expect((screen.getByRole('radio', { name: 'We' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Honors' }) as HTMLSelectElement).value).toBe('We:150');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(async () => expect(await draftsOf('rubber-edit')).toEqual([]));
    cleanup();
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() => expect(totals()).toBe('Total 740Total 170'));
    expect(screen.queryByRole('form', { name: 'Edit hand 2' })).toBeNull();
    expect(field().value).toBe('');
    expect(await stored()).toEqual(FIVE);
  });

  it('a saved change leaves no draft behind, and the next edit of that hand starts from the hand', async () => {
    await fiveHands();
    editHand(2, '1NT-1');
    await waitFor(() => expect(totals()).toBe('Total 790Total 130'));
    await waitFor(async () => expect(await draftsOf('rubber-edit')).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: /^Edit hand 2 / }));
    expect(field().value).toBe('1NT-1');
  });

  it('a change left for another hand is let go: that hand, picked again, starts from itself', async () => {
    await fiveHands();
    fireEvent.click(screen.getByRole('button', { name: /^Edit hand 2 / }));
    fireEvent.input(field(), { target: { value: '7NT=' } });
    fireEvent.click(screen.getByRole('button', { name: /^Edit hand 3 / }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Edit hand 3' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(async () => expect(await draftsOf('rubber-edit-')).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: /^Edit hand 2 / }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Edit hand 2' })).toBeTruthy());
    // Hand 2 as stored, They 1NT=, not the 7NT= once typed over it and left.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field().value).toBe('1NT=');
  });

  it("a Bugger round's change survives the popup closing too", async () => {
    const keeper = buggerKeeper();
    const created = newBugger({ players: ['Ann', 'Bob', 'Cat'], rounds: [2, 1] });
    if (!created.ok) throw new Error(formatProblem(created.error));
    await keeper.restart(created.value);
    await keep(keeper, [
      { type: 'bids', trump: 'C', bids: [0, 2, 1] },
      { type: 'tricks', tricks: [0, 2, 0] },
    ]);
    render(<BuggerView keeper={buggerKeeper()} options={DEFAULT_OPTIONS} />);
    fireEvent.click(await screen.findByRole('button', { name: "Edit round 1's tricks" }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Ann took' }), { target: { value: '1' } });
    cleanup();
    render(<BuggerView keeper={buggerKeeper()} options={DEFAULT_OPTIONS} />);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Ann took' }) as HTMLInputElement).value).toBe('1'),
    );
    expect(screen.getByRole('heading').textContent).toMatch(/^Editing round 1’s tricks/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(async () => expect(await draftsOf('bugger-edit')).toEqual([]));
  });
});

const deal = (declarer: Seat, text: string): ChicagoEvent => ({ type: 'deal', declarer, contract: contractOf(text) });

describe('editing an earlier Chicago deal', () => {
  // Deal 1 (nobody vul) N 3NT=: 100 + 300. Deal 2 passed out and dealt again: (NS vul) E 2S=: EW 60.
  // Deal 3 (EW vul) S 4H-1: 50 to EW. Deal 4 (all vul) W 1NT=: EW's game, 500. NS 400; EW 650.
  const EVENTS = [
    deal('N', '3NT='),
    { type: 'passed-out' } as const,
    deal('E', '2S='),
    deal('S', '4H-1'),
    deal('W', '1NT='),
  ];
  const chicagoTotals = () => document.querySelector('table.chicago tfoot')?.textContent;

  async function chicago() {
    await keep(chicagoKeeper(DEFAULT_OPTIONS), EVENTS);
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() => expect(chicagoTotals()).toBe('Total400650'));
  }

  it('opens a deal with its declarer, and saves the change', async () => {
    await chicago();
    fireEvent.click(screen.getByRole('button', { name: 'Edit deal 3 4♥-1 S' }));
    expect(field().value).toBe('4H-1');
    expect(chosenSeat()).toBe('S');
    fireEvent.input(field(), { target: { value: '4H=' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // S 4H= not vul: 120 + 300, and EW's 60 no longer counts. Deal 4 W 1NT=: EW 40, open after deal 4: 100.
    await waitFor(() => expect(chicagoTotals()).toBe('Total820200'));
  });

  it('names a passed-out deal as the pad does, so the question says which deal 2 goes', async () => {
    await chicago();
    fireEvent.click(screen.getByRole('button', { name: 'Edit deal 2 passed out' }));
    expect(screen.getByRole('form', { name: 'Edit deal 2 (passed out)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('group', { name: 'Delete deal 2 (passed out)?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // The deal 2 played after it is deal 2 too, without the words.
    fireEvent.click(screen.getByRole('button', { name: 'Edit deal 2 2♠= E' }));
    expect(screen.getByRole('form', { name: 'Edit deal 2' })).toBeTruthy();
  });

  it('a passed-out deal played after all makes a fifth deal: the last can be dropped', async () => {
    await chicago();
    fireEvent.click(screen.getByRole('button', { name: 'Edit deal 2 passed out' }));
    expect(field().value).toBe('');
    fireEvent.input(field(), { target: { value: '1NT=' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Deal 4 can no longer be scored: the Chicago is over after four deals',
    );
    expect(((await chicagoItem.getValue()) as { events: unknown[] }).events).toEqual(EVENTS);
    fireEvent.click(screen.getByRole('button', { name: 'Drop deal 4' }));
    // N 1NT= (NS vul) 40; E 2S= 60; S 4H-1 all vul: 100 to EW; both part scores open: 100 each.
    await waitFor(() => expect(chicagoTotals()).toBe('Total540260'));
  });
});

describe('editing a Bugger Bridge round', () => {
  // Ann, Bob, Cat; a round of 2 cards, then 1; 10 + the bid for a bid made exactly (docs/rules.md).
  // Round 1 (clubs) bids 0, 2, 1, took 0, 2, 0: 10, 12, 0. Round 2 bids 1, 0, 0, took 1, 0, 0: 11, 10, 10.
  const EVENTS: BuggerEvent[] = [
    { type: 'bids', trump: 'C', bids: [0, 2, 1] },
    { type: 'tricks', tricks: [0, 2, 0] },
    { type: 'bids', trump: 'H', bids: [1, 0, 0] },
    { type: 'tricks', tricks: [1, 0, 0] },
  ];
  const sheetTotals = () => document.querySelector('table.sheet tfoot')?.textContent;

  async function game() {
    const keeper = buggerKeeper();
    const created = newBugger({ players: ['Ann', 'Bob', 'Cat'], rounds: [2, 1] });
    if (!created.ok) throw new Error(formatProblem(created.error));
    await keeper.restart(created.value);
    await keep(keeper, EVENTS);
    render(<BuggerView keeper={buggerKeeper()} options={DEFAULT_OPTIONS} />);
    await waitFor(() => expect(sheetTotals()).toBe('Total212210'));
  }

  const count = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

  it("changes a round's tricks: the sheet is scored again", async () => {
    await game();
    fireEvent.click(screen.getByRole('button', { name: "Edit round 1's tricks" }));
    expect(['Ann took', 'Bob took', 'Cat took'].map((name) => count(name).value)).toEqual(['0', '2', '0']);
    fireEvent.input(count('Ann took'), { target: { value: '1' } });
    fireEvent.input(count('Bob took'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Nobody made their bid in round 1: 11, 10, 10 from round 2 alone.
    await waitFor(() => expect(sheetTotals()).toBe('Total111010'));
  });

  it("changes a round's bids and trump, and refuses a bid over the cards in the engine's words", async () => {
    await game();
    fireEvent.click(screen.getByRole('button', { name: /^Edit round 1's bids: / }));
    expect(screen.getByRole('radio', { name: 'Clubs' })).toHaveProperty('checked', true);
    fireEvent.input(count('Cat bids'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.querySelector('output.error')?.textContent).toBe(
        "player 3's bid must be a whole number 0–2, not 3",
      ),
    );
    fireEvent.input(count('Cat bids'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Diamonds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Cat bid 0 and took 0: 10 more. The bids now add up to the 2 cards: even.
    await waitFor(() => expect(sheetTotals()).toBe('Total212220'));
    expect(screen.getByRole('button', { name: "Edit round 1's bids: 2 ♦ Even" })).toBeTruthy();
  });
});

describe('when the browser refuses to store', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  /** Storage as it is, but refusing from now on every write of the session under `key`. */
  const refusing = (key: string) => {
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation((items: Record<string, unknown>) =>
      key in items ? Promise.reject(new Error('QUOTA_BYTES quota exceeded')) : set(items),
    );
  };
  const problem = () => document.querySelector('output.error')?.textContent;
  const said = 'Not stored: the browser\'s storage said "QUOTA_BYTES quota exceeded"';

  it('an edit says so on the problem line, keeps the form as typed and the pad as stored', async () => {
    await keep(rubberKeeper(DEFAULT_OPTIONS), FIVE);
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() => expect(totals()).toBe('Total 740Total 170'));
    refusing(rubberItem.key);
    editHand(2, '1NT-1');
    await waitFor(() => expect(problem()).toBe(said));
    expect(field().value).toBe('1NT-1');
    expect(screen.getByRole('form', { name: 'Edit hand 2' })).toBeTruthy();
    expect(totals()).toBe('Total 740Total 170');
    expect(await stored()).toEqual(FIVE);
  });

  it('starting a Bugger game says so beside the players, who stay as typed', async () => {
    refusing(buggerItem.key);
    render(<BuggerView keeper={buggerKeeper()} options={DEFAULT_OPTIONS} />);
    for (const [i, name] of ['Ann', 'Bob', 'Cat'].entries())
      fireEvent.input(await screen.findByRole('textbox', { name: `Player ${i + 1}` }), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(said));
    expect((screen.getByRole('textbox', { name: 'Player 1' }) as HTMLInputElement).value).toBe('Ann');
  });

  it('starting a new rubber says so, and the rubber in play stays', async () => {
    await keep(rubberKeeper(DEFAULT_OPTIONS), FIVE);
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() => expect(totals()).toBe('Total 740Total 170'));
    refusing(rubberItem.key);
    fireEvent.click(screen.getByRole('button', { name: 'New rubber' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(problem()).toBe(said));
    expect(totals()).toBe('Total 740Total 170');
    expect(await stored()).toEqual(FIVE);
  });
});
