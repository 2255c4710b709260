/**
 * The screen kept on while a game is open (issue 51): a phone on the table that dims and locks between
 * hands makes the scorer unlock it for every score. The Screen Wake Lock API does it where the browser
 * has it; the browser lets the lock go when the page is hidden, so it is asked for again each time the
 * page is shown. Where the API is missing or refuses (a battery saver, a policy, a page not shown),
 * nothing is said: the screen simply dims as it always did.
 */
import { useEffect } from 'preact/hooks';

/** The part of a `WakeLockSentinel` used here. */
export interface HeldLock {
  readonly released: boolean;
  release(): Promise<void>;
}

/** Where the lock is asked for: the page's `navigator.wakeLock` (if any) and its document. */
export interface WakePlace {
  readonly wakeLock: { request(type: 'screen'): Promise<HeldLock> } | undefined;
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

const thisPage = (): WakePlace => ({ wakeLock: globalThis.navigator?.wakeLock, document: globalThis.document });

/** Lets a lock go, quietly: one the browser let go already refuses nothing worth saying. */
const letGo = (lock: HeldLock) => {
  if (!lock.released) lock.release().catch(() => undefined);
};

/**
 * Keeps the screen on from now until the returned function is called: asked for at once if the page is
 * shown, and again whenever it is shown after being hidden.
 */
export function keepScreenAwake(place: WakePlace = thisPage()): () => void {
  const { wakeLock, document } = place;
  if (wakeLock === undefined || document === undefined) return () => undefined;
  let held: HeldLock | null = null;
  let asking = false;
  let stopped = false;
  const ask = () => {
    // The browser let the lock go when the page was hidden: it is asked for again, not trusted as held.
    if (held?.released) held = null;
    if (stopped || asking || held !== null || document.visibilityState !== 'visible') return;
    asking = true;
    let request: Promise<HeldLock>;
    try {
      request = wakeLock.request('screen');
    } catch {
      asking = false;
      return;
    }
    request.then(
      (lock) => {
        asking = false;
        if (stopped) letGo(lock);
        else held = lock;
      },
      () => {
        asking = false;
      },
    );
  };
  document.addEventListener('visibilitychange', ask);
  ask();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', ask);
    if (held !== null) letGo(held);
    held = null;
  };
}

/** Keeps the screen on while `open` (a game shown) and the component is mounted. */
export function useScreenAwake(open: boolean): void {
  useEffect(() => (open ? keepScreenAwake() : undefined), [open]);
}
