/**
 * Where the keepers, drafts, History and backups are stored: the one seam between the storage layer and
 * the place it runs. The extension gives it the browser's `storage.local` (browser-area.ts); a page
 * built without an extension API gives it its own. Everything above this file writes and watches
 * through it, so the same safety (versioned sessions, one writer at a time) holds wherever it runs.
 */

/** A key–value store of JSON values that every page of the app shares. */
export interface StorageArea {
  /** The values stored under `keys`; a key with nothing stored is absent. */
  get(keys: string | readonly string[]): Promise<Record<string, unknown>>;
  /** Stores every item, all of them or none. */
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * Calls `changed` with the keys any page (this one too) changed, or null when anything may have (the
   * whole area cleared); returns what stops it.
   */
  watch(changed: (keys: readonly string[] | null) => void): () => void;
}

let current: StorageArea | undefined;

/** Sets the area every later read and write goes to: a page does it once, before anything is read. */
export function setStorageArea(area: StorageArea): void {
  current = area;
}

/** The area set by the page. Reading before one is set is a mistake in the page, not the user's. */
export function storageArea(): StorageArea {
  if (current === undefined) throw new Error('no storage area: the page must call setStorageArea first');
  return current;
}
