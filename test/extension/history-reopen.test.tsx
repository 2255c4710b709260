// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { KeptSession } from '../../core/index';
import { buggerItem } from '../../extension/kinds/bugger/entry';
import { chicagoItem } from '../../extension/kinds/chicago/entry';
import { rubberItem } from '../../extension/kinds/rubber/entry';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { writeDraft } from '../../extension/storage/drafts';
import { readAbout, writeAbout } from '../../extension/storage/history';
import { DEFAULT_OPTIONS, historyItem } from '../../extension/storage/items';
import { HistoryView } from '../../extension/views/HistoryView';
import { contractOf } from '../support';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

const rubberSession = (...contracts: string[]) => ({
  format: 'bridge-scorer/rubber',
  version: 1,
  settings: { honors: true },
  events: contracts.map((c) => ({ type: 'hand', side: 'We', contract: contractOf(c) })),
});

/** 4♠= twice: 120 + 120 below and 700 for a two-game rubber, 940 to Ann & Bob (docs/rules.md). */
const RUBBER: KeptSession = {
  id: 'r1',
  kind: 'rubber',
  started: '2026-11-01T19:00:00Z',
  ended: '2026-11-01T21:00:00Z',
  names: ['Ann & Bob', 'Cy & Di'],
  session: rubberSession('4S=', '4S='),
};
/** One deal of four: unfinished. */
const CHICAGO: KeptSession = {
  id: 'c1',
  kind: 'chicago',
  started: '2026-11-20T19:00:00Z',
  ended: '2026-11-20T20:00:00Z',
  names: ['Nora', 'Eve', 'Sam', 'Wes'],
  session: {
    format: 'bridge-scorer/chicago',
    version: 1,
    settings: { honors: true, vulnerability: 'dealer-opponents', partScores: 'carry', firstDealer: 'N' },
    events: [{ type: 'deal', declarer: 'E', contract: contractOf('3NT+1') }],
  },
};

const kept = async () => (await historyItem.getValue()) as KeptSession[];

async function openEntry(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
}

/** History drawn, the kept rubber opened, Reopen to change pressed and confirmed: the tab's callback. */
async function reopenRubber() {
  const reopened = vi.fn();
  render(<HistoryView reopened={reopened} />);
  await openEntry(/^Rubber/);
  fireEvent.click(screen.getByRole('button', { name: 'Reopen to change' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  return reopened;
}

describe('Reopening a kept game', () => {
  it('puts the rubber in play away first, takes the kept one into the tab, and keeps its date when put back', async () => {
    await historyItem.setValue([RUBBER]);
    // A rubber in play with one hand: it must not be lost.
    await rubberItem.setValue(rubberSession('2H+1'));
    await writeAbout('rubber', { id: 'in-play', started: '2026-12-01T19:00:00Z' });
    const reopened = vi.fn();
    render(<HistoryView reopened={reopened} />);
    await openEntry(/^Rubber/);
    fireEvent.click(screen.getByRole('button', { name: 'Reopen to change' }));
    expect(screen.getByRole('group').textContent).toMatch(
      /^Reopen this rubber in the Rubber tab\? A rubber played there goes to History first, and this one leaves History until a new one starts there\./,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(reopened).toHaveBeenCalledWith('rubber'));
    expect(await rubberItem.getValue()).toEqual(RUBBER.session);
    expect(await readAbout('rubber')).toEqual({
      id: 'r1',
      started: RUBBER.started,
      names: RUBBER.names,
      reopened: { ended: RUBBER.ended },
    });
    // History now holds the rubber that was in play, and no longer the reopened one.
    expect((await kept()).map((k) => [k.id, k.session])).toEqual([['in-play', rubberSession('2H+1')]]);

    // In its tab it says why it is back; New puts it back under the day it was played.
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    expect((await keeper.open()).notice).toMatch(/^This rubber, played .*, is back from History/);
    await keeper.restart();
    const back = (await kept()).find((k) => k.id === 'r1');
    expect(back?.ended).toBe(RUBBER.ended);
    expect(back?.names).toEqual(RUBBER.names);
    expect((await readAbout('rubber')).reopened).toBeUndefined();
  });

  it('forgets the reopened game’s start and end once all its hands are undone', async () => {
    await historyItem.setValue([RUBBER]);
    const reopened = await reopenRubber();
    await waitFor(() => expect(reopened).toHaveBeenCalled());
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    let shown = await keeper.open();
    while (shown.session !== null && shown.session.events.length > 0) shown = await keeper.undo(shown.session);
    const about = await readAbout('rubber');
    expect([about.started, about.reopened]).toEqual([undefined, undefined]);
    expect((await keeper.open()).notice).toBeUndefined();
  });

  it('keeps the names typed for the next rubber for the game after the reopened one', async () => {
    await historyItem.setValue([RUBBER]);
    const typed = ['Eve & Fay', 'Gus & Hal'];
    await writeAbout('rubber', { id: 'next', names: typed });
    const reopened = await reopenRubber();
    await waitFor(() => expect(reopened).toHaveBeenCalled());
    expect((await readAbout('rubber')).names).toEqual(RUBBER.names);
    await rubberKeeper(DEFAULT_OPTIONS).restart();
    expect((await readAbout('rubber')).names).toEqual(typed);
  });

  it('refuses while a change to a hand is under way in the tab, and changes nothing', async () => {
    await historyItem.setValue([RUBBER]);
    await rubberItem.setValue(rubberSession('2H+1', '1NT='));
    await writeDraft('rubber-edit', [1, 'We']);
    await reopenRubber();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A change to the rubber in the Rubber tab is under way: save or cancel it there first.',
    );
    expect(await rubberItem.getValue()).toEqual(rubberSession('2H+1', '1NT='));
    expect(await kept()).toEqual([RUBBER]);
  });

  it('moves the game in one write: refused by storage, the kept game is still in History', async () => {
    await historyItem.setValue([RUBBER]);
    render(<HistoryView reopened={vi.fn()} />);
    await openEntry(/^Rubber/);
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation((items: Record<string, unknown>) =>
      'history' in items && 'rubber' in items ? Promise.reject(new Error('QUOTA_BYTES quota exceeded')) : set(items),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reopen to change' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not reopened: the browser\'s storage said "QUOTA_BYTES quota exceeded"',
    );
    expect(await kept()).toEqual([RUBBER]);
    expect(await rubberItem.getValue()).toBeNull();
    expect((await readAbout('rubber')).reopened).toBeUndefined();
  });

  it('resumes an unfinished Chicago, and asks nothing of a tab with nothing played', async () => {
    await historyItem.setValue([CHICAGO]);
    const reopened = vi.fn();
    render(<HistoryView reopened={reopened} />);
    await openEntry(/^Chicago/);
    expect(screen.queryByRole('button', { name: 'Reopen to change' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(reopened).toHaveBeenCalledWith('chicago'));
    expect(await chicagoItem.getValue()).toEqual(CHICAGO.session);
    // Unfinished: when it is put away again, it ends when that happens.
    expect((await readAbout('chicago')).reopened).toEqual({ ended: '' });
    expect(await kept()).toEqual([]);
  });

  it('refuses while a Bugger game is set up and not played, and changes nothing', async () => {
    const settings = { players: ['Ann', 'Bob', 'Cy', 'Di'], rounds: [1], chart: [5, 6], hook: false, firstDealer: 0 };
    const game: KeptSession = {
      id: 'b1',
      kind: 'bugger',
      ended: '2026-11-02T21:00:00Z',
      session: {
        format: 'bridge-scorer/bugger',
        version: 1,
        settings,
        events: [{ type: 'bids', trump: 'S', bids: [0, 1, 0, 0] }],
      },
    };
    const setUp = {
      ...game.session,
      settings: { ...settings, players: ['Kim', 'Lee', 'Max'] },
      events: [],
    };
    await historyItem.setValue([game]);
    await buggerItem.setValue(setUp);
    render(<HistoryView reopened={vi.fn()} />);
    await openEntry(/^Bugger/);
    fireEvent.click(screen.getByRole('button', { name: /^(Resume|Reopen to change)$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^A Bugger game is set up in the Bugger tab and not played yet/,
    );
    expect(await buggerItem.getValue()).toEqual(setUp);
    expect(await kept()).toEqual([game]);
  });
});

describe('Searching History, and its totals by name', () => {
  const second: KeptSession = {
    ...RUBBER,
    id: 'r2',
    ended: '2026-11-08T21:00:00Z',
    // The same pairs, typed otherwise, and the other way round: 940 to Cy & Di this time.
    names: ['cy &di', 'ANN & BOB'],
  };

  it('finds sessions by name (case and spaces aside) or by date, and says when nothing matches', async () => {
    await historyItem.setValue([second, CHICAGO, RUBBER]);
    render(<HistoryView />);
    await screen.findAllByRole('listitem');
    const search = screen.getByRole('searchbox', { name: 'Search by name or date' });
    fireEvent.input(search, { target: { value: 'nora' } });
    await waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toHaveLength(1));
    expect(screen.getByRole('listitem').textContent).toMatch(/^Chicago/);
    fireEvent.input(search, { target: { value: '2026-11-08' } });
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toMatch(/cy &di/));
    // The totals are those of the games found, and say so.
    expect(screen.getByRole('table', { name: 'Rubber: finished games found' })).toBeTruthy();
    // A word is found where a word starts: `di` is Di's, `ob` starts no word (Bob's is inside).
    fireEvent.input(search, { target: { value: 'di' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    fireEvent.input(search, { target: { value: 'ob' } });
    await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(0));
    fireEvent.input(search, { target: { value: 'Zed' } });
    expect((await screen.findByText(/^Nothing kept matches/)).textContent).toBe('Nothing kept matches "Zed".');
  });

  it('finds a pair by its name written as History shows it, "&" and all (issue 45)', async () => {
    await historyItem.setValue([second, CHICAGO, RUBBER]);
    render(<HistoryView />);
    await screen.findAllByRole('listitem');
    const search = screen.getByRole('searchbox', { name: 'Search by name or date' });
    const found = async (text: string, count: number) => {
      fireEvent.input(search, { target: { value: text } });
      await waitFor(() => expect(screen.queryAllByRole('listitem'), text).toHaveLength(count));
      return screen.queryAllByRole('listitem').map((li) => li.textContent);
    };
    // The Chicago's result line names its sides by their players: `Nora & Sam 0, Eve & Wes 430`.
    expect(await found('Nora & Sam', 1)).toEqual([expect.stringMatching(/^Chicago.*Nora & Sam 0, Eve & Wes 430/)]);
    // Both rubbers name Ann & Bob, one as `ANN & BOB`; case and spaces still do not count.
    expect(await found('Ann & Bob', 2)).toEqual([
      expect.stringMatching(/cy &di/),
      expect.stringMatching(/^Rubber.*Ann & Bob, Cy & Di/),
    ]);
    expect(await found('Cy&Di', 2)).toHaveLength(2);
    // The pair as one name: Eve and Nora are in the Chicago, but never as a pair.
    expect(await found('Eve & Nora', 0)).toEqual([]);
  });

  it('totals each name over finished games: played, won and margin', async () => {
    await historyItem.setValue([second, CHICAGO, RUBBER]);
    render(<HistoryView />);
    const table = await screen.findByRole('table', { name: 'Rubber: finished games' });
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((cell) => cell.textContent));
    // Each pair won one two-game rubber by 940 and lost the other by 940; level, they go by name.
    expect(rows).toEqual([
      ['ANN & BOB', '2', '1', '0'],
      ['cy &di', '2', '1', '0'],
    ]);
    // The Chicago is unfinished: no totals for it.
    expect(screen.queryByRole('table', { name: 'Chicago: finished games' })).toBeNull();
  });
});
