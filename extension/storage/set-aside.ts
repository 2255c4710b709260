/**
 * Saved data that cannot be read, kept under `set-aside` with the reason rather than thrown away, so
 * that nothing the user entered is lost.
 */
import { setAsideItem } from './items';

/** Saved data that could not be read, kept rather than thrown away. */
export interface SetAside {
  readonly key: string;
  readonly when: string;
  readonly problem: string;
  readonly value: unknown;
}

/** Data to set aside: where it was stored, why it cannot be read, and the value as it was. */
export type Unreadable = Omit<SetAside, 'when'>;

/**
 * Keeps unreadable data under `set-aside` with the reason, so nothing the user entered is lost. A
 * `set-aside` that is not a list is kept as an entry of the new list, not spread (a string would
 * become its characters; an object or a number would throw, leaving the view on "Loading…").
 */
export const setAside = (key: string, value: unknown, problem: string): Promise<void> =>
  setAsideAll([{ key, value, problem }]);

/**
 * Sets aside all of `found` with one read and one write of `set-aside`, however many there are. What is
 * already set aside under the same key, as many copies as are there, is not added again: each caller
 * sets aside before it rewrites where the data was, so a pass stopped between the two (the popup
 * closed, storage full) finds the same data next time, and must not keep it twice.
 */
export async function setAsideAll(found: readonly Unreadable[]): Promise<void> {
  const stored = await setAsideItem.getValue();
  const when = new Date().toISOString();
  const kept: unknown[] = Array.isArray(stored)
    ? stored.slice()
    : [{ key: setAsideItem.key, when, problem: 'the set-aside data was not a list', value: stored }];
  const copies = new Map<string, number>();
  for (const entry of kept) {
    const { key, value } = (typeof entry === 'object' && entry !== null ? entry : {}) as Partial<SetAside>;
    const seen = typeof key === 'string' ? identity(key, value) : undefined;
    if (seen !== undefined) copies.set(seen, (copies.get(seen) ?? 0) + 1);
  }
  let added = 0;
  for (const { key, value, problem } of found) {
    const seen = identity(key, value);
    const left = seen === undefined ? 0 : (copies.get(seen) ?? 0);
    if (left > 0 && seen !== undefined) copies.set(seen, left - 1);
    else {
      kept.push({ key, when, problem, value } satisfies SetAside);
      added++;
    }
  }
  if (added > 0 || !Array.isArray(stored)) await setAsideItem.setValue(kept);
}

/** Where a value was and what it holds, as text; undefined for one JSON cannot write (never the same). */
function identity(key: string, value: unknown): string | undefined {
  try {
    return JSON.stringify([key, value]);
  } catch {
    return undefined;
  }
}
