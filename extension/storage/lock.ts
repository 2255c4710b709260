/**
 * One writer at a time for what several popup windows change: a Web Lock (`navigator.locks`), which the
 * browser holds for every page of the extension at once, so that a window reads, compares and writes
 * while no other window can. A page without Web Locks (the DOM of a unit test) queues its own writers
 * instead, which still keeps them one at a time within that page.
 */

/** The writers waiting in a page without Web Locks, by lock name: each waits for the one before. */
const queues = new Map<string, Promise<unknown>>();

/** Runs `job` holding the lock `name`; the lock is let go when it settles, whether it succeeds or fails. */
export async function withLock<T>(name: string, job: () => Promise<T>): Promise<T> {
  // Node has no navigator, and a test's DOM may give one whose locks are null.
  const locks: LockManager | null | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return await locks.request(`bridge-scorer:${name}`, job);
  const turn = (queues.get(name) ?? Promise.resolve()).then<T>(job);
  queues.set(
    name,
    turn.catch(() => undefined),
  );
  return turn;
}
