// The web app's storage area (issue 51): the page's localStorage, held to what storage.local promises the
// layer above it: JSON values back as stored, a call's items all or none, and every tab told of changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newChicago, newRubber } from '../../core/index';
import { setStorageArea } from '../../extension/storage/area';
import { browserArea } from '../../extension/storage/browser-area';
import { localItem } from '../../extension/storage/local-item';
import { readVersioned, replaceVersioned, watchVersioned } from '../../extension/storage/versioned';
import { webArea } from '../../extension/storage/web-area';

/** A localStorage in memory, as browsers give one: text values, and a quota that refuses a write past it. */
function memoryStorage(quota = Number.POSITIVE_INFINITY): Storage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    items,
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      const grown = used() - (items.get(key)?.length ?? 0) + value.length + (items.has(key) ? 0 : key.length);
      if (grown > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, String(value));
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** What another tab's write looks like to this one: a `storage` event naming the key. */
const otherTab = (target: EventTarget, key: string | null) =>
  target.dispatchEvent(Object.assign(new Event('storage'), { key }));

afterEach(() => setStorageArea(browserArea));

describe('the web app storage area', () => {
  it('gives back what was stored, under the app prefix, and nothing for what it did not write', async () => {
    const storage = memoryStorage();
    const area = webArea(storage, new EventTarget());
    await area.set({ rubber: newRubber(), options: { scheme: 'dark' } });
    expect(await area.get(['rubber', 'options', 'history'])).toEqual({
      rubber: newRubber(),
      options: { scheme: 'dark' },
    });
    expect([...storage.items.keys()].sort()).toEqual(['bridge-scorer:options', 'bridge-scorer:rubber']);
    // Text another page of the origin left under the prefix, not JSON, reads as nothing stored.
    storage.setItem('bridge-scorer:history', '{broken');
    expect(await area.get('history')).toEqual({});
    await area.remove('options');
    expect(await area.get('options')).toEqual({});
  });

  it('stores a call all or none: a write past the quota puts back what it had written', async () => {
    const storage = memoryStorage(400);
    const area = webArea(storage, new EventTarget());
    await area.set({ rubber: { events: [] } });
    const before = new Map(storage.items);
    const heard = vi.fn();
    area.watch(heard);
    await expect(area.set({ rubber: { events: [1] }, history: 'x'.repeat(500) })).rejects.toThrow(/quota/);
    expect(storage.items).toEqual(before);
    expect(heard).not.toHaveBeenCalled();
  });

  it('runs the keepers safety over it: versions move on, watchers in this tab and others hear of writes', async () => {
    const storage = memoryStorage();
    const [tabA, tabB] = [new EventTarget(), new EventTarget()];
    setStorageArea(webArea(storage, tabA));
    const item = localItem<unknown>('chicago', null);
    const here = vi.fn();
    const stopHere = watchVersioned(item, here);
    await replaceVersioned(item, newChicago());
    expect(await readVersioned(item)).toEqual({ value: newChicago(), version: 1 });
    expect(here).toHaveBeenCalledTimes(1);
    // The second tab's area, over the same storage, hears the first tab's write by its event.
    setStorageArea(webArea(storage, tabB));
    const there = vi.fn();
    const stopThere = watchVersioned(item, there);
    otherTab(tabB, 'bridge-scorer:version:chicago');
    otherTab(tabB, 'bridge-scorer:options');
    otherTab(tabB, 'someone-else:chicago');
    expect(there).toHaveBeenCalledTimes(1);
    // Storage cleared in another tab: anything may have changed.
    otherTab(tabB, null);
    expect(there).toHaveBeenCalledTimes(2);
    stopThere();
    otherTab(tabB, 'bridge-scorer:chicago');
    expect(there).toHaveBeenCalledTimes(2);
    stopHere();
  });
});
