// A session in play and its version beside it (issue 45, item 11): read and written together, in the
// storage shape earlier builds read, and watched for what other windows write.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { localItem } from '../../extension/storage/local-item';
import { readVersioned, replaceVersioned, watchVersioned } from '../../extension/storage/versioned';

beforeEach(() => {
  fakeBrowser.reset();
});

const item = localItem<unknown>('rubber', null);

describe('a session and its version', () => {
  it('a session stored by an earlier build, with no version, reads as version 0; nothing stored reads as null', async () => {
    expect(await readVersioned(item)).toEqual({ value: null, version: 0 });
    await fakeBrowser.storage.local.set({ rubber: { events: [] } });
    expect(await readVersioned(item)).toEqual({ value: { events: [] }, version: 0 });
    // A version that is not a count of writes (a hand-edit) counts as none.
    await fakeBrowser.storage.local.set({ 'version:rubber': 'seven' });
    expect((await readVersioned(item)).version).toBe(0);
  });

  it('moves the version on with each write, in one storage call with the session', async () => {
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    await replaceVersioned(item, { events: [1] });
    await replaceVersioned(item, { events: [1, 2] });
    expect(set.mock.calls.map(([items]) => items)).toEqual([
      { rubber: { events: [1] }, 'version:rubber': 1 },
      { rubber: { events: [1, 2] }, 'version:rubber': 2 },
    ]);
    expect(await readVersioned(item)).toEqual({ value: { events: [1, 2] }, version: 2 });
    set.mockRestore();
  });

  it('tells a watcher of each write of the session or its version, and of nothing else, until it stops', async () => {
    const changed = vi.fn();
    const stop = watchVersioned(item, changed);
    await replaceVersioned(item, { events: [] });
    await fakeBrowser.storage.local.set({ chicago: { events: [] }, 'about:rubber': { id: 'r' } });
    expect(changed).toHaveBeenCalledOnce();
    stop();
    await replaceVersioned(item, { events: [1] });
    expect(changed).toHaveBeenCalledOnce();
  });
});
