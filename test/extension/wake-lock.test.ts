// The screen kept on while a game is open (issue 51), against a fake navigator.wakeLock that behaves as
// the Screen Wake Lock API says: a lock per request, let go by the browser when the page is hidden, and
// a request refused (NotAllowedError) when the page is not shown or the browser will not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HeldLock, keepScreenAwake, type WakePlace } from '../../extension/lib/wake-lock';

interface FakeLock extends HeldLock {
  released: boolean;
}

/** A page that can be hidden and shown, and a wake lock API that grants, refuses or throws. */
function fakePage(answer: 'grant' | 'refuse' | 'throw' = 'grant') {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const locks: FakeLock[] = [];
  const request = vi.fn((type: 'screen'): Promise<HeldLock> => {
    if (answer === 'throw') throw new TypeError(`no ${type} lock here`);
    if (answer === 'refuse' || document.visibilityState !== 'visible')
      return Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    const lock: FakeLock = {
      released: false,
      release: vi.fn(async () => {
        lock.released = true;
      }),
    };
    locks.push(lock);
    return Promise.resolve(lock);
  });
  const turn = (state: DocumentVisibilityState) => {
    document.visibilityState = state;
    // The browser lets every screen lock go when the page is hidden.
    if (state === 'hidden') for (const lock of locks) lock.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const place: WakePlace = { wakeLock: { request }, document };
  /** The locks held now. */
  const held = () => locks.filter((lock) => !lock.released).length;
  return { place, request, locks, held, turn };
}

/** Lets the fake's promises settle. */
const settled = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => vi.restoreAllMocks());

describe('keeping the screen on', () => {
  it('asks for a screen lock at once, and lets it go when stopped', async () => {
    const page = fakePage();
    const stop = keepScreenAwake(page.place);
    await settled();
    expect(page.request.mock.calls).toEqual([['screen']]);
    expect(page.held()).toBe(1);
    stop();
    await settled();
    expect(page.held()).toBe(0);
    expect(page.locks[0]?.release).toHaveBeenCalledOnce();
  });

  it('asks again each time the page is shown after the browser let the lock go, one lock at a time', async () => {
    const page = fakePage();
    const stop = keepScreenAwake(page.place);
    await settled();
    page.turn('hidden');
    await settled();
    expect(page.held()).toBe(0);
    expect(page.request).toHaveBeenCalledOnce();
    page.turn('visible');
    await settled();
    expect(page.request).toHaveBeenCalledTimes(2);
    expect(page.held()).toBe(1);
    // Shown again without being hidden (another visibilitychange): the lock held is kept, not doubled.
    page.turn('visible');
    await settled();
    expect(page.request).toHaveBeenCalledTimes(2);
    stop();
    await settled();
    expect(page.held()).toBe(0);
    // A lock the browser already let go is not released again.
    expect(page.locks[0]?.release).not.toHaveBeenCalled();
  });

  it('asks nothing while the page is hidden, and asks once it is shown', async () => {
    const page = fakePage();
    page.turn('hidden');
    const stop = keepScreenAwake(page.place);
    await settled();
    expect(page.request).not.toHaveBeenCalled();
    page.turn('visible');
    await settled();
    expect(page.held()).toBe(1);
    stop();
  });

  it('lets go a lock that arrives after it was stopped', async () => {
    const page = fakePage();
    const stop = keepScreenAwake(page.place);
    stop();
    await settled();
    expect(page.request).toHaveBeenCalledOnce();
    expect(page.held()).toBe(0);
  });

  it('asks nothing more once stopped, whatever the page does', async () => {
    const page = fakePage();
    keepScreenAwake(page.place)();
    page.turn('hidden');
    page.turn('visible');
    await settled();
    expect(page.request).toHaveBeenCalledOnce();
  });

  it.each(['refuse', 'throw'] as const)('says nothing where the browser will not (%s)', async (answer) => {
    const error = vi.spyOn(console, 'error');
    const page = fakePage(answer);
    // An unhandled rejection would fail this test: vitest reports it.
    const stop = keepScreenAwake(page.place);
    await settled();
    page.turn('hidden');
    page.turn('visible');
    await settled();
    expect(page.request).toHaveBeenCalledTimes(2);
    stop();
    expect(error).not.toHaveBeenCalled();
  });

  it('does nothing where there is no wake lock API', () => {
    const page = fakePage();
    const listen = vi.spyOn(page.place.document, 'addEventListener');
    const stop = keepScreenAwake({ ...page.place, wakeLock: undefined });
    page.turn('hidden');
    page.turn('visible');
    expect(stop).not.toThrow();
    // Nothing to ask for again: the page is not even watched for being shown.
    expect(listen).not.toHaveBeenCalled();
  });
});
