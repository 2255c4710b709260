/**
 * A session in play as several popup windows share it. The session stays under its kind's key, in the
 * shape earlier builds saved; beside it, under `version:<key>`, a number that every write moves on, in
 * the same storage call. A window that read version 4 and finds 5 knows another wrote in between.
 * Every write is made holding the session's lock, after reading the version it moves on, so that no two
 * windows write the same version.
 */
import { storageArea } from './area';
import type { LocalItem } from './local-item';
import { withLock } from './lock';

/** A session in play as stored: its value (null for none) and its version (0 before any was kept). */
export interface Versioned {
  readonly value: unknown;
  readonly version: number;
}

/** Other items written in the same storage call as a session: all of them or none. */
export type Together = readonly (readonly [LocalItem<unknown>, unknown])[];

export const versionKey = (item: LocalItem<unknown>): string => `version:${item.key}`;

/** The session and its version, read in one call, so that a write cannot land between the two. */
export async function readVersioned(item: LocalItem<unknown>): Promise<Versioned> {
  const key = versionKey(item);
  const stored = await storageArea().get([item.key, key]);
  const version = stored[key];
  return {
    value: stored[item.key] ?? null,
    version: typeof version === 'number' && Number.isSafeInteger(version) && version > 0 ? version : 0,
  };
}

/**
 * Writes `value` (null for none, which reads back as nothing stored) with `version` and `together`, in
 * one storage call, which the browser makes whole or not at all. Made holding the session's lock.
 */
export const writeVersioned = (
  item: LocalItem<unknown>,
  value: unknown,
  version: number,
  together: Together = [],
): Promise<void> =>
  storageArea().set({
    ...Object.fromEntries(together.map(([other, otherValue]) => [other.key, otherValue])),
    [item.key]: value ?? null,
    [versionKey(item)]: version,
  });

/** Runs `job` holding the session's lock: no other window writes the session meanwhile. */
export const withSessionLock = <T>(item: LocalItem<unknown>, job: () => Promise<T>): Promise<T> =>
  withLock(`session:${item.key}`, job);

/**
 * Runs `job` holding the locks of every session in `items`, taken in the order given (the registry's,
 * for every caller), so that two callers never wait for each other: for a change to several (an import).
 */
export const withSessionLocks = <T>(items: readonly LocalItem<unknown>[], job: () => Promise<T>): Promise<T> =>
  items.reduceRight<() => Promise<T>>((inner, item) => () => withSessionLock(item, inner), job)();

/**
 * Puts `value` (and `together`) in place of the session, its version moved on, for a writer that is not
 * the session's keeper (an import, a game reopened from History) and already holds the session's lock.
 */
export const writeNextVersion = async (item: LocalItem<unknown>, value: unknown, together: Together = []) =>
  writeVersioned(item, value, (await readVersioned(item)).version + 1, together);

/** Puts `value` in place of the session, its version moved on, taking the session's lock to do it. */
export const replaceVersioned = (item: LocalItem<unknown>, value: unknown): Promise<void> =>
  withSessionLock(item, () => writeNextVersion(item, value));

/**
 * Calls `changed` each time any page of the extension writes the session or its version; returns what
 * stops it. `changed` is only called: the browser does not wait for what it starts.
 */
export function watchVersioned(item: LocalItem<unknown>, changed: () => void): () => void {
  const watched = [item.key, versionKey(item)];
  return storageArea().watch((keys) => {
    if (keys === null || keys.some((key) => watched.includes(key))) changed();
  });
}
