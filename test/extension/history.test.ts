import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { KeptSession, RubberEvent } from '../../core/index';
import { buggerKeeper } from '../../extension/kinds/bugger/kind';
import { readHistory } from '../../extension/kinds/history-read';
import { rubberItem } from '../../extension/kinds/rubber/entry';
import { type RubberKeeper, rubberKeeper } from '../../extension/kinds/rubber/kind';
import { sayRefused } from '../../extension/lib/keeper';
import { deleteKept, putAway, readAbout, writeNames } from '../../extension/storage/history';
import { aboutItem, DEFAULT_OPTIONS, historyItem, setAsideItem } from '../../extension/storage/items';
import { setAside } from '../../extension/storage/set-aside';
import { contractOf } from '../support';

beforeEach(() => {
  fakeBrowser.reset();
});

const hand = (text: string): RubberEvent => ({ type: 'hand', side: 'We', contract: contractOf(text) });

/** Plays `texts` on the rubber in play, one stored hand each, as the view does. */
async function play(keeper: RubberKeeper, texts: string[]) {
  let current = (await keeper.open()).session;
  for (const text of texts) {
    if (current === null) throw new Error('no rubber');
    const next = await keeper.add(current, hand(text));
    if (!next.ok) throw new Error(sayRefused(next.error));
    current = next.value.session;
  }
  return current;
}

describe('New rubber puts the rubber in play away in the history', () => {
  it('a finished rubber, with when it started and ended and the names given', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    await keeper.open();
    await writeNames('rubber', ['Ann & Bob ', 'Cy & Di']);
    const played = await play(keeper, ['4S=', '4S=']);
    const before = new Date().toISOString();
    const fresh = await keeper.restart();
    expect(fresh.session?.events).toEqual([]);
    const [kept, ...rest] = await readHistory();
    expect(rest).toEqual([]);
    expect(kept?.kind).toBe('rubber');
    expect(kept?.session).toEqual(played);
    expect(kept?.names).toEqual(['Ann & Bob', 'Cy & Di']);
    expect(kept?.started !== undefined && kept.started <= before).toBe(true);
    expect(kept?.ended !== undefined && kept.ended >= before).toBe(true);
    // The next rubber: a new id and no start yet; the same players' names until they change them.
    const next = await readAbout('rubber');
    expect(next.id).not.toBe(kept?.id);
    expect(next.started).toBeUndefined();
    expect(next.names).toEqual(['Ann & Bob ', 'Cy & Di']);
  });

  it('an abandoned rubber too; one with no hand is not kept; the newest comes first', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    await play(keeper, ['2H=']);
    await keeper.restart();
    await keeper.restart();
    await play(keeper, ['3NT+1']);
    await keeper.restart();
    const history = await readHistory();
    expect(history.map((k) => k.session.events.length)).toEqual([1, 1]);
    // A hand undone before New rubber: the next rubber starts when its own first hand comes.
    const undone = await play(keeper, ['1C=']);
    if (undone === null) throw new Error('no rubber');
    // Undone to nothing, the start is forgotten at once (it once waited for New rubber).
    await keeper.undo(undone);
    expect((await readAbout('rubber')).started).toBeUndefined();
    await keeper.restart();
    expect((await readAbout('rubber')).started).toBeUndefined();
    expect(await readHistory()).toHaveLength(2);
    expect(history[0]?.session.events[0]).toEqual(hand('3NT+1'));
  });

  it('a rubber saved by an earlier build, with no start or id kept, is put away all the same', async () => {
    await rubberItem.setValue({
      format: 'bridge-scorer/rubber',
      version: 1,
      settings: { honors: true },
      events: [{ type: 'passed-out' }],
    });
    await rubberKeeper(DEFAULT_OPTIONS).restart();
    const [kept] = await readHistory();
    expect(kept?.started).toBeUndefined();
    expect(kept?.session.events).toEqual([{ type: 'passed-out' }]);
    expect(kept?.names).toBeUndefined();
  });

  it('a rubber this build cannot read is set aside on New, and the next rubber is a new one', async () => {
    const newer = { format: 'bridge-scorer/rubber', version: 2, settings: {}, events: [] };
    await rubberItem.setValue(newer);
    await aboutItem('rubber').setValue({ id: 'old', started: '2026-11-29T19:00:00.000Z', names: ['Ann', 'Bob'] });
    await rubberKeeper(DEFAULT_OPTIONS).restart();
    expect(await historyItem.getValue()).toEqual([]);
    expect(((await setAsideItem.getValue()) as { value: unknown }[]).map((e) => e.value)).toEqual([newer]);
    // Not the old game's id and start: the new rubber would have gone to History dated the day before.
    const about = await readAbout('rubber');
    expect(about.id).not.toBe('old');
    expect(about.started).toBeUndefined();
    expect(about.names).toEqual(['Ann', 'Bob']);
  });

  it('names longer than the core keeps are not read as names, so what is put away reads back', async () => {
    await aboutItem('rubber').setValue({ id: 'r', names: ['x'.repeat(61), 'Bob'] });
    expect((await readAbout('rubber')).names).toBeUndefined();
  });

  it('a New pressed again after its later writes failed does not put the same game away twice', async () => {
    const game: KeptSession = {
      id: 'g',
      kind: 'rubber',
      started: '2026-11-30T19:00:00.000Z',
      ended: '2026-11-30T20:00:00.000Z',
      session: {
        format: 'bridge-scorer/rubber',
        version: 1,
        settings: { honors: true },
        events: [{ type: 'passed-out' }],
      },
    };
    await putAway(game);
    await putAway({ ...game, ended: '2026-11-30T20:01:00.000Z' });
    expect(await historyItem.getValue()).toEqual([game]);
    // Played on since, it is another game of that id, and kept apart.
    const more = { ...game, session: { ...game.session, events: [{ type: 'passed-out' }, { type: 'passed-out' }] } };
    await putAway(more);
    expect(((await historyItem.getValue()) as KeptSession[]).map((kept) => kept.id)).toEqual(['g~2', 'g']);
  });

  it('a Bugger game is put away by New game, its players in its settings', async () => {
    const keeper = buggerKeeper();
    const started = await keeper.restart({
      format: 'bridge-scorer/bugger',
      version: 1,
      settings: { players: ['Ann', 'Bob', 'Cy'], rounds: [1, 2], hook: false, chart: [10, 11, 12], firstDealer: 0 },
      events: [],
    });
    if (started.session === null) throw new Error('the game did not start');
    const bid = await keeper.add(started.session, { type: 'bids', trump: 'S', bids: [0, 1, 0] });
    if (!bid.ok) throw new Error(sayRefused(bid.error));
    await keeper.restart();
    const [kept] = await readHistory();
    expect(kept?.kind).toBe('bugger');
    expect(kept?.session.events).toHaveLength(1);
  });
});

describe('reading the history', () => {
  const entry = (id: string, ended: string): KeptSession => ({
    id,
    kind: 'rubber',
    ended,
    session: { format: 'bridge-scorer/rubber', version: 1, settings: { honors: true }, events: [] },
  });

  it('sets aside an entry it cannot read, with the reason, and keeps the others', async () => {
    const bad = { id: 'x', kind: 'rubber', session: { format: 'bridge-scorer/rubber', version: 9, events: [] } };
    await historyItem.setValue([entry('a', '2026-11-01T20:00:00Z'), bad, entry('b', '2026-11-02T20:00:00Z')]);
    expect((await readHistory()).map((k) => k.id)).toEqual(['b', 'a']);
    expect(await setAsideItem.getValue()).toEqual([
      expect.objectContaining({ key: 'history', value: bad, problem: expect.stringMatching(/^entry 2: version 9/) }),
    ]);
    expect(await historyItem.getValue()).toHaveLength(2);
  });

  it('a history that is not a list is set aside, not thrown on', async () => {
    await historyItem.setValue('oops');
    expect(await readHistory()).toEqual([]);
    expect(await setAsideItem.getValue()).toEqual([expect.objectContaining({ key: 'history', value: 'oops' })]);
  });

  it('deletes one entry by its id', async () => {
    await historyItem.setValue([entry('a', '2026-11-01T20:00:00Z'), entry('b', '2026-11-02T20:00:00Z')]);
    await deleteKept('a');
    expect((await readHistory()).map((k) => k.id)).toEqual(['b']);
  });

  it('deletes only one entry when an older build left two under one id: the one given', async () => {
    const older = entry('a', '2026-11-01T20:00:00Z');
    const newer = entry('a', '2026-11-02T20:00:00Z');
    await historyItem.setValue([newer, older]);
    await deleteKept(older);
    expect(await readHistory()).toEqual([newer]);
    await historyItem.setValue([newer, older]);
    await deleteKept('a');
    expect(await readHistory()).toEqual([older]);
  });

  /** A history of `n` entries, every third one readable (the others a newer build's), oldest last. */
  const mixed = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      i % 3 === 0
        ? entry(`r${i}`, `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T20:00:00Z`)
        : { id: `u${i}`, kind: 'rubber', session: { format: 'bridge-scorer/rubber', version: 9, events: [i] } },
    );

  /** The keys of each write to storage while `work` runs, in order. */
  async function writesOf(work: () => Promise<unknown>): Promise<string[]> {
    const keys: string[] = [];
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    const spy = vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
      keys.push(...Object.keys(items));
      return set(items);
    });
    try {
      await work();
    } finally {
      spy.mockRestore();
    }
    return keys;
  }

  it('sets aside every entry it cannot read in one write, and rewrites the history once (issue 22, 13)', async () => {
    const stored = mixed(60);
    await historyItem.setValue(stored);
    const writes = await writesOf(readHistory);
    // Written once each, whatever the number of entries set aside: linear in entries, not one pass each.
    expect(writes).toEqual(['set-aside', 'history']);
    const unreadable = stored.filter((_, i) => i % 3 !== 0);
    expect(((await setAsideItem.getValue()) as { value: unknown }[]).map((e) => e.value)).toEqual(unreadable);
    expect(((await historyItem.getValue()) as KeptSession[]).map((k) => k.id)).toEqual(
      stored.filter((_, i) => i % 3 === 0).map((k) => k.id),
    );
    // Nothing left to set aside: the next pass writes nothing.
    expect(await writesOf(readHistory)).toEqual([]);
  });

  it.each([1, 2])(
    'a pass stopped at its write %i neither doubles nor loses an entry when the history opens again (issue 22, 13)',
    async (failing) => {
      const stored = mixed(12);
      const before = [...((await setAsideItem.getValue()) as unknown[])];
      await historyItem.setValue(stored);
      const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
      let calls = 0;
      const spy = vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
        calls++;
        if (calls === failing) throw new Error('the popup was closed');
        return set(items);
      });
      await readHistory().catch(() => undefined);
      spy.mockRestore();
      // Stopped: every entry is still in the history or set aside, none only in the pass's memory.
      const aside = () => (setAsideItem.getValue() as Promise<{ value: unknown }[]>).then((a) => a.map((e) => e.value));
      const history = () => historyItem.getValue() as Promise<unknown[]>;
      for (const kept of stored) expect([...(await history()), ...(await aside())]).toContainEqual(kept);
      expect((await readHistory()).map((k) => k.id).sort()).toEqual(
        stored
          .filter((_, i) => i % 3 === 0)
          .map((k) => k.id)
          .sort(),
      );
      expect(await aside()).toEqual([...before, ...stored.filter((_, i) => i % 3 !== 0)]);
      expect(await history()).toHaveLength(4);
    },
  );

  it('a history that was not a list, its rewrite stopped, is set aside once (issue 22, 13)', async () => {
    await historyItem.setValue('oops');
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
      if ('history' in items) throw new Error('the popup was closed');
      return set(items);
    });
    await expect(readHistory()).rejects.toThrow('the popup was closed');
    vi.restoreAllMocks();
    expect(await readHistory()).toEqual([]);
    expect(await setAsideItem.getValue()).toEqual([expect.objectContaining({ key: 'history', value: 'oops' })]);
  });
});

describe('setting aside', () => {
  it('what is set aside again, by a pass stopped before its rewrite, is kept once; the rest is added', async () => {
    const newer = { format: 'bridge-scorer/rubber', version: 2, events: [] };
    await setAside('rubber', newer, 'version 2 is not known here');
    await setAside('rubber', newer, 'version 2 is not known here');
    await setAside('chicago', newer, 'version 2 is not known here');
    await setAside('rubber', { ...newer, version: 3 }, 'version 3 is not known here');
    expect(((await setAsideItem.getValue()) as { key: string }[]).map((e) => e.key)).toEqual([
      'rubber',
      'chicago',
      'rubber',
    ]);
  });
});
