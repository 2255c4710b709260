/**
 * The web app's storage area: the page's own `localStorage`, which every tab of the app's origin shares.
 * Each value is kept as JSON under the app's prefix, so that other pages of the origin cannot collide.
 *
 * What `storage.local` promises the layer above, kept here too: a call's items are stored all or none (a
 * write that runs out of room puts back what it had written), and every tab hears of each change — the
 * others through the browser's `storage` event, this one at once, as the extension's own pages do.
 */
import type { StorageArea } from './area';

const PREFIX = 'bridge-scorer:';

/** A stored text read back: its JSON value, or absent when it is none the app wrote. */
function readStored(text: string | null): { value: unknown } | undefined {
  if (text === null) return undefined;
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** The area over `storage` (the page's localStorage), hearing other tabs' changes on `window`. */
export function webArea(
  storage: Storage,
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): StorageArea {
  const watchers = new Set<(keys: readonly string[] | null) => void>();
  const tell = (keys: readonly string[]) => {
    for (const watcher of watchers) watcher(keys);
  };
  return {
    async get(keys) {
      const found: Record<string, unknown> = {};
      for (const key of typeof keys === 'string' ? [keys] : keys) {
        const stored = readStored(storage.getItem(PREFIX + key));
        if (stored !== undefined) found[key] = stored.value;
      }
      return found;
    },
    async set(items) {
      const written: [string, string | null][] = [];
      try {
        for (const [key, value] of Object.entries(items)) {
          const before = storage.getItem(PREFIX + key);
          storage.setItem(PREFIX + key, JSON.stringify(value));
          written.push([key, before]);
        }
      } catch (error) {
        // All or none: what this call wrote goes back as it was, and the caller hears why.
        for (const [key, before] of written.reverse())
          before === null ? storage.removeItem(PREFIX + key) : storage.setItem(PREFIX + key, before);
        throw error;
      }
      tell(Object.keys(items));
    },
    async remove(key) {
      storage.removeItem(PREFIX + key);
      tell([key]);
    },
    watch(changed) {
      watchers.add(changed);
      // Another tab's change; a cleared storage (key null) may have changed anything.
      const listener = (event: Event) => {
        const key = (event as StorageEvent).key;
        if (key === null) changed(null);
        else if (key.startsWith(PREFIX)) changed([key.slice(PREFIX.length)]);
      };
      window.addEventListener('storage', listener);
      return () => {
        watchers.delete(changed);
        window.removeEventListener('storage', listener);
      };
    },
  };
}
