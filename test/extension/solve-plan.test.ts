// The solver workers' memory (issue 46): one worker a core, at most 4, and all of them together under
// 160 MB, each table's bytes as the solver's own Search counts them.
import { describe, expect, it } from 'vitest';
import { Search } from '../../core/solver/search';
import {
  FULL_TABLE_BITS,
  MAX_WORKERS,
  MEMORY_BUDGET,
  searchBytes,
  tableBits,
  WORKER_OVERHEAD,
  workerCount,
} from '../../extension/lib/solve-plan';

describe('how many solver workers, and how big their tables', () => {
  it('starts one worker a core, at least one and at most 4', () => {
    expect([undefined, 0, 1, 2, 3, 4, 8, 64].map(workerCount)).toEqual([1, 1, 1, 2, 3, 4, 4, 4]);
  });

  it('keeps every count of workers, with a stated 16 MB each beside its table, under 160 MB', () => {
    expect(MEMORY_BUDGET).toBe(160 * 2 ** 20);
    expect(WORKER_OVERHEAD).toBe(16 * 2 ** 20);
    for (let workers = 1; workers <= MAX_WORKERS; workers++) {
      const bytes = new Search(tableBits(workers)).bytes;
      expect(workers * (bytes + WORKER_OVERHEAD), `${workers} workers`).toBeLessThan(MEMORY_BUDGET);
    }
  });

  it('gives one to three workers the solver’s full 36 MB table and four a half-size one', () => {
    expect([1, 2, 3, 4].map(tableBits)).toEqual([FULL_TABLE_BITS, FULL_TABLE_BITS, FULL_TABLE_BITS, 19]);
    expect(new Search(FULL_TABLE_BITS).bytes / 2 ** 20).toBeCloseTo(36, 0);
  });

  it('never counts a table smaller than the solver holds', () => {
    for (let bits = 16; bits <= FULL_TABLE_BITS; bits++) {
      expect(searchBytes(bits), `2^${bits} entries`).toBeGreaterThanOrEqual(new Search(bits).bytes);
    }
  });
});
