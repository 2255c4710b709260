// The fake script cache keeps Apps Script's documented limits (developers.google.com/apps-script/reference/
// cache/cache), so that a test passing on it would pass on Apps Script's.
import { describe, expect, it } from 'vitest';
import { FakeCache } from './fake-cache';

describe('the fake script cache', () => {
  it('gives back only the keys it found', () => {
    const cache = new FakeCache();
    cache.putAll({ a: '1', b: '2' }, 60);
    expect(cache.getAll(['a', 'missing', 'b'])).toEqual({ a: '1', b: '2' });
    expect(cache.get('missing')).toBeNull();
  });

  it('forgets an entry when it expires: at most six hours, ten minutes unless told', () => {
    let now = 0;
    const cache = new FakeCache(() => now);
    cache.putAll({ six: 'h' }, 21_600);
    cache.put('ten', 'm');
    now = 600_000;
    expect(cache.getAll(['six', 'ten'])).toEqual({ six: 'h' });
    now = 21_600_000;
    expect(cache.getAll(['six'])).toEqual({});
    expect(() => cache.putAll({ a: '1' }, 21_601)).toThrow();
    expect(() => cache.putAll({ a: '1' }, 0)).toThrow();
  });

  it('refuses a key past 250 characters and a value past 100 KB', () => {
    const cache = new FakeCache();
    expect(() => cache.putAll({ ['k'.repeat(251)]: '1' }, 60)).toThrow(/too large/);
    expect(() => cache.getAll(['k'.repeat(251)])).toThrow(/too large/);
    expect(() => cache.putAll({ k: 'é'.repeat(51_300) }, 60)).toThrow(/too large/);
    cache.putAll({ ['k'.repeat(250)]: 'v'.repeat(102_400) }, 60);
    expect(cache.size).toBe(1);
  });

  it('keeps the 900 farthest from expiry once past 1,000 items', () => {
    const cache = new FakeCache();
    cache.putAll(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`short ${i}`, 'v'])), 60);
    cache.putAll(Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`long ${i}`, 'v'])), 600);
    expect(cache.size).toBe(900);
    expect(Object.keys(cache.getAll(['long 0', 'long 500']))).toHaveLength(2);
  });
});
