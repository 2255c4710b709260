/**
 * The extension's storage area: the browser's `storage.local`, which every page of the extension shares,
 * writes a call's items whole or not at all, and tells every page what changed.
 */
import { browser } from 'wxt/browser';
import type { StorageArea } from './area';

export const browserArea: StorageArea = {
  get: (keys) => browser.storage.local.get(typeof keys === 'string' ? keys : [...keys]),
  set: (items) => browser.storage.local.set(items),
  remove: (key) => browser.storage.local.remove(key),
  watch(changed) {
    const listener = (changes: { [key: string]: unknown }, area: string) => {
      if (area === 'local') changed(Object.keys(changes));
    };
    browser.storage.onChanged.addListener(listener);
    return () => browser.storage.onChanged.removeListener(listener);
  },
};
