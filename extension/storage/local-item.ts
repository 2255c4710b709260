/**
 * One value kept under one key of the browser's local storage area. This is all the popup needs of a
 * storage library (read, write, and a fallback until the first write), and at a few hundred bytes it
 * leaves the popup's size budget to scoring. Keys are the ones WXT's storage used (`local:rubber` was
 * kept as `rubber`), so data saved by earlier builds reads back unchanged. Kept in the page's storage
 * area (area.ts).
 */
import { storageArea } from './area';

export interface LocalItem<T> {
  readonly key: string;
  /** The stored value, or the fallback when nothing is stored. */
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
}

export function localItem<T>(key: string, fallback: T): LocalItem<T> {
  return {
    key,
    async getValue() {
      const value = (await storageArea().get(key))[key];
      return value === undefined || value === null ? fallback : (value as T);
    },
    // As WXT's storage did: storing nothing removes the key, so the fallback reads back.
    setValue: (value) =>
      value === undefined || value === null ? storageArea().remove(key) : storageArea().set({ [key]: value }),
  };
}
