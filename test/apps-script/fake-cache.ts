// Apps Script's CacheService for the tests: one script cache that outlives an execution (a loadCode), so
// that what one call keeps the next one finds, with the limits Apps Script documents for Cache
// (developers.google.com/apps-script/reference/cache/cache): a key of at most 250 characters, a value of
// at most 100 KB, an expiry of at most 21600 seconds (six hours; 600 when none is given), and at most
// 1,000 items, past which the 900 farthest from expiry are kept. A call past a limit throws, as Apps
// Script's does; getAll gives back only the keys it found. It counts its calls, so that a test can say
// that a column was read in one.

const KEY_CHARACTERS = 250;
const VALUE_BYTES = 100 * 1024;
const MOST_SECONDS = 21_600;
const DEFAULT_SECONDS = 600;
const MOST_ITEMS = 1000;
const KEPT_ITEMS = 900;

export class FakeCache {
  private readonly entries = new Map<string, { readonly value: string; readonly expires: number }>();
  readonly calls = { getAll: 0, putAll: 0, get: 0, put: 0 };

  /** `now` in milliseconds: the tests' real clock, not the script's (which a racing clock may hurry). */
  constructor(private readonly now: () => number = () => Date.now()) {}

  get(key: string): string | null {
    this.calls.get++;
    return this.found(key) ?? null;
  }

  getAll(keys: string[]): Record<string, string> {
    this.calls.getAll++;
    if (!Array.isArray(keys)) throw new Error('getAll takes an array of keys');
    const values: Record<string, string> = {};
    for (const key of keys) {
      const value = this.found(key);
      if (value !== undefined) values[key] = value;
    }
    return values;
  }

  put(key: string, value: string, expirationInSeconds = DEFAULT_SECONDS): void {
    this.calls.put++;
    this.store({ [key]: value }, expirationInSeconds);
  }

  putAll(values: Record<string, string>, expirationInSeconds = DEFAULT_SECONDS): void {
    this.calls.putAll++;
    this.store(values, expirationInSeconds);
  }

  /** How many items the cache holds now. */
  get size(): number {
    for (const key of [...this.entries.keys()]) this.found(key);
    return this.entries.size;
  }

  private found(key: string): string | undefined {
    this.checkKey(key);
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private checkKey(key: string): void {
    if (typeof key !== 'string' || key.length === 0) throw new Error(`a cache key is text: ${String(key)}`);
    if (key.length > KEY_CHARACTERS) throw new Error(`Argument too large: key (${key.length} characters)`);
  }

  private store(values: Record<string, string>, seconds: number): void {
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > MOST_SECONDS)
      throw new Error(`the expiration must be 1 to ${MOST_SECONDS} seconds, not ${seconds}`);
    for (const [key, value] of Object.entries(values)) {
      this.checkKey(key);
      if (typeof value !== 'string') throw new Error(`a cached value is text, not ${typeof value}`);
      if (new TextEncoder().encode(value).length > VALUE_BYTES) throw new Error('Argument too large: value');
    }
    const expires = this.now() + seconds * 1000;
    for (const [key, value] of Object.entries(values)) this.entries.set(key, { value, expires });
    if (this.entries.size > MOST_ITEMS) {
      const kept = [...this.entries].sort((a, b) => b[1].expires - a[1].expires).slice(0, KEPT_ITEMS);
      this.entries.clear();
      for (const [key, entry] of kept) this.entries.set(key, entry);
    }
  }
}

/** CacheService over one script cache; a document's cache and a user's are other caches. */
export function fakeCacheService(script: FakeCache): {
  getScriptCache: () => FakeCache;
  getDocumentCache: () => FakeCache;
  getUserCache: () => FakeCache;
} {
  const document = new FakeCache();
  const user = new FakeCache();
  return { getScriptCache: () => script, getDocumentCache: () => document, getUserCache: () => user };
}
