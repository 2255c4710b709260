// The storage layer's one seam (issue 51): a page that is not the extension gives the layer its own
// storage area, and every keeper, version and watcher then goes through it, none through the browser's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { newRubber } from '../../core/index';
import { type StorageArea, setStorageArea } from '../../extension/storage/area';
import { browserArea } from '../../extension/storage/browser-area';
import { localItem } from '../../extension/storage/local-item';
import { readVersioned, replaceVersioned, watchVersioned } from '../../extension/storage/versioned';

/** An area in memory that says what it was asked, and tells its watchers of each change. */
function memoryArea(): StorageArea & { readonly store: Map<string, unknown> } {
  const store = new Map<string, unknown>();
  const watchers = new Set<(keys: readonly string[]) => void>();
  const tell = (keys: readonly string[]) => {
    for (const watcher of watchers) watcher(keys);
  };
  return {
    store,
    get: async (keys) =>
      Object.fromEntries(
        (typeof keys === 'string' ? [keys] : keys).filter((k) => store.has(k)).map((k) => [k, store.get(k)]),
      ),
    set: async (items) => {
      for (const [key, value] of Object.entries(items)) store.set(key, value);
      tell(Object.keys(items));
    },
    remove: async (key) => {
      store.delete(key);
      tell([key]);
    },
    watch: (changed) => {
      watchers.add(changed);
      return () => watchers.delete(changed);
    },
  };
}

afterEach(() => {
  setStorageArea(browserArea);
  fakeBrowser.reset();
});

describe('the storage area a page sets', () => {
  it('holds every write of a session and its version, and the browser area none', async () => {
    const area = memoryArea();
    setStorageArea(area);
    const item = localItem<unknown>('rubber', null);
    const rubber = newRubber();
    await replaceVersioned(item, rubber);
    expect(area.store.get('rubber')).toEqual(rubber);
    expect(area.store.get('version:rubber')).toBe(1);
    expect(await readVersioned(item)).toEqual({ value: rubber, version: 1 });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('tells a session watcher of the writes it makes, and stops when told', async () => {
    setStorageArea(memoryArea());
    const item = localItem<unknown>('chicago', null);
    const changed = vi.fn();
    const stop = watchVersioned(item, changed);
    await replaceVersioned(item, { events: [] });
    await localItem<unknown>('options', null).setValue({ scheme: 'dark' });
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    await replaceVersioned(item, { events: [1] });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('reads the fallback where nothing is stored, and storing nothing removes the key', async () => {
    const area = memoryArea();
    setStorageArea(area);
    const item = localItem('options', { scheme: 'system' });
    expect(await item.getValue()).toEqual({ scheme: 'system' });
    await item.setValue({ scheme: 'dark' });
    expect(area.store.has('options')).toBe(true);
    await localItem<unknown>('options', null).setValue(null);
    expect(area.store.has('options')).toBe(false);
  });
});
