// The lock a popup window holds while it reads, compares and writes a session (issue 45, item 11): the
// browser's Web Lock where the page has one, and a queue within the page where it has none (Node here).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withLock } from '../../extension/storage/lock';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A promise and the function that settles it. */
function deferred() {
  let settle: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('a lock in a page without Web Locks', () => {
  it('runs the jobs under one name one at a time, in the order asked', async () => {
    const steps: string[] = [];
    const first = deferred();
    const one = withLock('rubber', async () => {
      steps.push('one reads');
      await first.promise;
      steps.push('one writes');
      return 1;
    });
    const two = withLock('rubber', async () => {
      steps.push('two reads');
      return 2;
    });
    // Let everything that can run, run: two must still be waiting for one.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(steps).toEqual(['one reads']);
    first.settle();
    expect(await Promise.all([one, two])).toEqual([1, 2]);
    expect(steps).toEqual(['one reads', 'one writes', 'two reads']);
  });

  it('lets the next job run after one that fails, and gives the failure to its caller', async () => {
    const failed = withLock('chicago', () => Promise.reject(new Error('QUOTA_BYTES quota exceeded')));
    const next = withLock('chicago', async () => 'stored');
    await expect(failed).rejects.toThrow('QUOTA_BYTES quota exceeded');
    expect(await next).toBe('stored');
  });

  it('does not hold one name’s jobs for another’s', async () => {
    const held = deferred();
    const rubber = withLock('rubber', () => held.promise);
    expect(await withLock('match', async () => 'not waiting')).toBe('not waiting');
    held.settle();
    await rubber;
  });
});

describe('a lock in a page with Web Locks', () => {
  it('is the browser’s lock of that name, which every window of the extension shares', async () => {
    const request = vi.fn((_name: string, job: () => Promise<unknown>) => job());
    vi.stubGlobal('navigator', { locks: { request } });
    expect(await withLock('session:rubber', async () => 'stored')).toBe('stored');
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]?.[0]).toBe('bridge-scorer:session:rubber');
  });
});
