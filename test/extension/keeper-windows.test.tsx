// @vitest-environment happy-dom
// Two popup windows on one session (issue 45, item 11): each keeper shows what the other stores, and a
// change made on a copy the other window has changed since is made again on the newest, or refused with a
// message: never a hand lost without a word. Two keepers on one fakeBrowser storage are two windows.
import { fireEvent, render, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  type BuggerEvent,
  type ChicagoEvent,
  type KeptSession,
  newBugger,
  type Pair,
  type RubberEvent,
  type Seat,
  type Session,
} from '../../core/index';
import { exportBackup, importBackup } from '../../extension/kinds/backup';
import { buggerItem } from '../../extension/kinds/bugger/entry';
import { buggerKeeper } from '../../extension/kinds/bugger/kind';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoItem } from '../../extension/kinds/chicago/entry';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { readHistory } from '../../extension/kinds/history-read';
import { matchItem } from '../../extension/kinds/match/entry';
import { matchKeeper } from '../../extension/kinds/match/kind';
import { reopen } from '../../extension/kinds/reopen';
import { rubberItem } from '../../extension/kinds/rubber/entry';
import { rubberKeeper, kind as rubberKind } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { isOvertaken, type Keeper, sayRefused } from '../../extension/lib/keeper';
import { DEFAULT_OPTIONS, historyItem } from '../../extension/storage/items';
import { contractOf, must } from '../support';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

const hand = (side: Pair, text: string): RubberEvent => ({ type: 'hand', side, contract: contractOf(text) });
const deal = (declarer: Seat, text: string): ChicagoEvent => ({ type: 'deal', declarer, contract: contractOf(text) });

/** The events stored under `key`, as the core wrote them. */
const storedEvents = async (key: 'rubber' | 'chicago' | 'bugger' | 'match') =>
  ((await fakeBrowser.storage.local.get(key))[key] as { events: unknown[] } | undefined)?.events;

/** A keeper's session as its window has it open. */
async function opened<S, E, St>(keeper: Keeper<S, E, St>): Promise<Session<S, E>> {
  const { session } = await keeper.open();
  if (session === null) throw new Error('nothing to keep');
  return session;
}

/** `event` added through `keeper` to `current`, which must be stored; the session as stored. */
async function added<S, E, St>(keeper: Keeper<S, E, St>, current: Session<S, E>, event: E) {
  const next = await keeper.add(current, event);
  if (!next.ok) throw new Error(sayRefused(next.error));
  if (next.value.session === null) throw new Error('nothing kept');
  return { session: next.value.session, notice: next.value.notice };
}

describe('two windows on one rubber, each with its own keeper', () => {
  it('a hand added from a copy the other window has changed goes after its hand: storage holds both, and it says so', async () => {
    const a = rubberKeeper(DEFAULT_OPTIONS);
    const b = rubberKeeper(DEFAULT_OPTIONS);
    const inA = await opened(a);
    const inB = await opened(b);
    await added(a, inA, hand('We', '2H='));
    // Window B has not shown A's hand yet: its hand goes after it, not in its place.
    const fromB = await added(b, inB, hand('They', '1NT='));
    expect(await storedEvents('rubber')).toEqual([hand('We', '2H='), hand('They', '1NT=')]);
    expect(fromB.session.events).toEqual([hand('We', '2H='), hand('They', '1NT=')]);
    expect(fromB.notice).toBe(
      'This rubber was changed in another window meanwhile: what you entered was added to it as it now stands.',
    );
    // And window A, adding from its own copy, goes after both.
    const afterA = await added(a, inA, hand('We', '1S='));
    expect(afterA.session.events).toHaveLength(3);
    expect(await storedEvents('rubber')).toEqual([hand('We', '2H='), hand('They', '1NT='), hand('We', '1S=')]);
  });

  it('refuses a hand that no longer fits the newer rubber, says why, and shows the rubber as stored', async () => {
    const a = rubberKeeper(DEFAULT_OPTIONS);
    const b = rubberKeeper(DEFAULT_OPTIONS);
    let inA = await opened(a);
    const inB = await opened(b);
    // Window A plays the rubber out: two games to We.
    for (const text of ['4S=', '4S=']) inA = (await added(a, inA, hand('We', text))).session;
    const refused = await b.add(inB, hand('They', '3NT='));
    if (refused.ok || !isOvertaken(refused.error)) throw new Error('a hand after the rubber is over is refused');
    expect(refused.error.overtaken).toBe(
      'Not added: this rubber was changed in another window meanwhile, and what you entered no longer fits it (the rubber is over; start a new one). Here it is as it now stands.',
    );
    expect(refused.error.now.session?.events).toEqual([hand('We', '4S='), hand('We', '4S=')]);
    expect(await storedEvents('rubber')).toEqual([hand('We', '4S='), hand('We', '4S=')]);
  });

  it('an undo of a hand the other window has since followed with its own is refused; nothing is undone', async () => {
    const a = rubberKeeper(DEFAULT_OPTIONS);
    const b = rubberKeeper(DEFAULT_OPTIONS);
    const inA = (await added(a, await opened(a), hand('We', '2H='))).session;
    const inB = await opened(b);
    await added(b, inB, hand('They', '1NT='));
    const undone = await a.undo(inA);
    expect(undone.notice).toBe(
      'Not undone: this rubber was changed in another window meanwhile, and its last entry is no longer the one you saw. Here it is as it now stands.',
    );
    expect(undone.session?.events).toEqual([hand('We', '2H='), hand('They', '1NT=')]);
    expect(await storedEvents('rubber')).toEqual([hand('We', '2H='), hand('They', '1NT=')]);
  });

  it('an undo is made on the newer rubber when the hand it takes back is still the last', async () => {
    const a = rubberKeeper(DEFAULT_OPTIONS);
    const b = rubberKeeper(DEFAULT_OPTIONS);
    const inA = (await added(a, (await added(a, await opened(a), hand('We', '2H='))).session, hand('They', '1C=')))
      .session;
    // Window B changes the first hand; A's last hand is still 1♣= by They.
    const changed = await b.replace(await opened(b), 0, hand('We', '3H='));
    expect(changed.ok).toBe(true);
    const undone = await a.undo(inA);
    expect(undone.notice).toBeUndefined();
    expect(await storedEvents('rubber')).toEqual([hand('We', '3H=')]);
  });

  it('a change to a hand is made on the newer rubber where that hand is still as the player saw it', async () => {
    const a = rubberKeeper(DEFAULT_OPTIONS);
    const b = rubberKeeper(DEFAULT_OPTIONS);
    const inA = (await added(a, await opened(a), hand('We', '2H='))).session;
    await added(b, await opened(b), hand('They', '1NT='));
    const changed = await a.replace(inA, 0, hand('We', '2H+1'));
    expect(changed.ok).toBe(true);
    expect(await storedEvents('rubber')).toEqual([hand('We', '2H+1'), hand('They', '1NT=')]);
  });

  it('a change to a hand the other window has taken out is refused, saying why; nothing is stored', async () => {
    const a = rubberKeeper(DEFAULT_OPTIONS);
    const b = rubberKeeper(DEFAULT_OPTIONS);
    const inA = (await added(a, await opened(a), hand('We', '2H='))).session;
    const inB = await opened(b);
    expect((await b.remove(inB, 0)).ok).toBe(true);
    const changed = await a.replace(inA, 0, hand('We', '2H+1'));
    if (changed.ok || !isOvertaken(changed.error)) throw new Error('the change is refused');
    expect(changed.error.overtaken).toBe(
      'Not changed: this rubber was changed in another window meanwhile, and the entry you picked is no longer there as you saw it. Here it is as it now stands.',
    );
    expect(await storedEvents('rubber')).toEqual([]);
  });

  it('never drops a hand the other window added unseen: a change that would drop later hands asks again', async () => {
    const a = rubberKeeper(DEFAULT_OPTIONS);
    const b = rubberKeeper(DEFAULT_OPTIONS);
    const inA = (await added(a, await opened(a), hand('We', '4S='))).session;
    // Window B adds the second game: the rubber is over after it.
    await added(b, await opened(b), hand('We', '4H='));
    // Window A, not having seen it, makes hand 1 a game for They and says to drop what no longer fits.
    const changed = await a.replace(inA, 0, hand('They', '4S='), true);
    expect(changed.ok).toBe(true);
    expect(await storedEvents('rubber')).toEqual([hand('They', '4S='), hand('We', '4H=')]);
    // A change that would end the rubber before B's hand: the player is asked again, nothing dropped.
    const fresh = await opened(a);
    const inB = await opened(b);
    await added(b, inB, hand('They', '1C='));
    const cut = await a.replace(fresh, 1, hand('They', '4H='), true);
    expect(cut.ok).toBe(false);
    expect(!cut.ok && !isOvertaken(cut.error) && cut.error.cut?.dropping).toBe('hand 3');
    expect(await storedEvents('rubber')).toEqual([hand('They', '4S='), hand('We', '4H='), hand('They', '1C=')]);
  });

  it('New rubber in a window that has not shown the other window’s hand starts nothing, and says so', async () => {
    const a = rubberKeeper(DEFAULT_OPTIONS);
    const b = rubberKeeper(DEFAULT_OPTIONS);
    await added(a, await opened(a), hand('We', '2H='));
    await opened(b);
    await added(a, await opened(a), hand('They', '1NT='));
    const started = await b.restart();
    expect(started.notice).toBe(
      'Nothing new was started: this rubber was changed in another window meanwhile. Here it is as it now stands; start a new one again if you still mean to.',
    );
    expect(started.session?.events).toHaveLength(2);
    expect(await readHistory()).toEqual([]);
    // Now shown, New puts it away with both hands.
    const again = await b.restart();
    expect(again.notice).toBeUndefined();
    expect((await readHistory()).map((kept) => kept.session.events.length)).toEqual([2]);
  });
});

describe('two windows on one Chicago, a Bugger game and a team match: the same keeper', () => {
  it('Chicago: deals added from two copies are both kept, in the order stored', async () => {
    const a = chicagoKeeper(DEFAULT_OPTIONS);
    const b = chicagoKeeper(DEFAULT_OPTIONS);
    const inA = await opened(a);
    const inB = await opened(b);
    await added(a, inA, deal('N', '4S='));
    const fromB = await added(b, inB, deal('E', '3NT='));
    expect(fromB.notice).toMatch(/^This Chicago was changed in another window meanwhile/);
    expect(await storedEvents('chicago')).toEqual([deal('N', '4S='), deal('E', '3NT=')]);
    expect(chicagoItem.key).toBe('chicago');
  });

  it('Bugger: bids recorded from a copy whose round another window has bid are refused, the round kept', async () => {
    const game = must(newBugger({ players: ['Ann', 'Bob', 'Cy'], hook: true }));
    const started = await buggerKeeper().restart(game);
    if (started.session === null) throw new Error('the game started');
    const a = buggerKeeper();
    const b = buggerKeeper();
    const inA = await opened(a);
    const inB = await opened(b);
    const bids: BuggerEvent = { type: 'bids', trump: 'S', bids: [0, 1, 0] };
    await added(a, inA, bids);
    const refused = await b.add(inB, { type: 'bids', trump: 'H', bids: [1, 1, 0] });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && sayRefused(refused.error)).toMatch(
      /^Not added: this Bugger game was changed in another window meanwhile, and what you entered no longer fits it \(.+\)\. Here it is as it now stands\.$/,
    );
    expect(await storedEvents('bugger')).toEqual([bids]);
    expect(buggerItem.key).toBe('bugger');
  });

  it('team match: results typed in two windows from the same copy are both kept', async () => {
    const a = matchKeeper();
    const b = matchKeeper();
    const inA = await opened(a);
    const inB = await opened(b);
    await added(a, inA, { type: 'table', board: 1, table: 1, result: '4S= N' });
    await added(b, inB, { type: 'table', board: 1, table: 2, result: '4S-1 N' });
    expect(await storedEvents('match')).toEqual([
      { type: 'table', board: 1, table: 1, result: '4S= N' },
      { type: 'table', board: 1, table: 2, result: '4S-1 N' },
    ]);
    expect(matchItem.key).toBe('match');
  });
});

describe('the stored session keeps the shape earlier builds saved', () => {
  it('the session under its key as before, its version under a key of its own', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    await added(keeper, await opened(keeper), hand('We', '2H='));
    await added(keeper, await opened(keeper), hand('They', '1NT='));
    const stored = await fakeBrowser.storage.local.get(['rubber', 'version:rubber']);
    expect(stored.rubber).toEqual({
      format: 'bridge-scorer/rubber',
      version: 1,
      settings: { honors: true },
      events: [hand('We', '2H='), hand('They', '1NT=')],
    });
    expect(stored['version:rubber']).toBe(2);
  });

  it('a rubber an earlier build saved, with no version beside it, opens and takes the next hand', async () => {
    const earlier = {
      format: 'bridge-scorer/rubber',
      version: 1,
      settings: { honors: true },
      events: [hand('We', '2H=')],
    };
    await rubberItem.setValue(earlier);
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    const { notice } = await added(keeper, await opened(keeper), hand('They', '1NT='));
    expect(notice).toBeUndefined();
    expect(await storedEvents('rubber')).toEqual([hand('We', '2H='), hand('They', '1NT=')]);
    expect((await fakeBrowser.storage.local.get('version:rubber'))['version:rubber']).toBe(1);
  });
});

/** A view's pad picks, one a hand or deal, as the player reads them. */
const picks = (root: Element) => [...root.querySelectorAll('button.pick')].map((pick) => pick.textContent);

/**
 * Types `text` in the window's Contract field and adds it, once the window shows the `before` hands
 * stored so far, as a player sees them before adding one; resolves once the field is cleared (stored).
 */
async function addIn(root: Element, text: string, before: number) {
  await waitFor(() => expect(picks(root)).toHaveLength(before));
  const field = (await within(root as HTMLElement).findByRole('textbox', {
    name: 'Contract and result',
  })) as HTMLInputElement;
  fireEvent.input(field, { target: { value: text } });
  fireEvent.submit(field.form as HTMLFormElement);
  await waitFor(() => expect(field.value).toBe(''));
}

describe('two windows’ views of one session', () => {
  it('rubber: hands added in turn in each window, both windows show every hand and storage holds every hand', async () => {
    const windowA = render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />).container;
    const windowB = render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />).container;
    const texts = ['1C=', '1D=', '1H=', '1S='];
    for (const [i, text] of texts.entries()) await addIn(i % 2 === 0 ? windowA : windowB, text, i);
    const every = ['Edit hand 1 1♣= We', 'Edit hand 2 1♦= We', 'Edit hand 3 1♥= We', 'Edit hand 4 1♠= We'];
    await waitFor(() => expect(picks(windowA)).toEqual(every));
    await waitFor(() => expect(picks(windowB)).toEqual(every));
    expect(await storedEvents('rubber')).toEqual(texts.map((text) => hand('We', text)));
  });

  it('Chicago: deals added in turn in each window, both windows show every deal and storage holds every deal', async () => {
    const windowA = render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />).container;
    const windowB = render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />).container;
    const texts = ['1NT=', '2C=', '3D=', '4S='];
    for (const [i, text] of texts.entries()) await addIn(i % 2 === 0 ? windowA : windowB, text, i);
    // Each deal's declarer starts as its dealer: N, E, S, W.
    const every = ['Edit deal 1 1NT= N', 'Edit deal 2 2♣= E', 'Edit deal 3 3♦= S', 'Edit deal 4 4♠= W'];
    await waitFor(() => expect(picks(windowA)).toEqual(every));
    await waitFor(() => expect(picks(windowB)).toEqual(every));
    expect(await storedEvents('chicago')).toEqual(texts.map((text, i) => deal(['N', 'E', 'S', 'W'][i] as Seat, text)));
  });
});

describe('what other writers store, a window open on the session shows', () => {
  it('a rubber reopened from History in another window', async () => {
    const kept: KeptSession = {
      id: 'r1',
      kind: 'rubber',
      started: '2026-11-01T19:00:00Z',
      ended: '2026-11-01T21:00:00Z',
      session: {
        format: 'bridge-scorer/rubber',
        version: 1,
        settings: { honors: true },
        events: [hand('We', '2H='), hand('They', '1NT=')],
      },
    };
    await historyItem.setValue([kept]);
    const tab = render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />).container;
    await addIn(tab, '3C=', 0);
    expect(await reopen(kept, rubberKind, true)).toBeNull();
    await waitFor(() => expect(picks(tab)).toEqual(['Edit hand 1 2♥= We', 'Edit hand 2 1NT= They']));
    // The rubber that was in play went to History, as New would have put it.
    expect((await readHistory()).map((entry) => entry.session.events)).toEqual([[hand('We', '3C=')]]);
  });

  it('a rubber a backup puts into its empty slot', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    await added(keeper, await opened(keeper), hand('They', '4S='));
    const file = await exportBackup();
    fakeBrowser.reset();
    const tab = render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />).container;
    await within(tab as HTMLElement).findByRole('textbox', { name: 'Contract and result' });
    expect(await importBackup(file)).toEqual({ ok: true, value: 'Imported 1 session.' });
    await waitFor(() => expect(picks(tab)).toEqual(['Edit hand 1 4♠= They']));
  });
});
