/**
 * How many solver workers a page starts, and how big a table of bounds each one gets: one a core, up to
 * MAX_WORKERS, all of them together within MEMORY_BUDGET. Figures only: the workers are solve.ts's.
 */

/** A table's five strains are shared out, one at a time, to at most this many workers. */
export const MAX_WORKERS = 4;

/** What all the workers of a page may hold together, in bytes (160 MB). */
export const MEMORY_BUDGET = 160 * 2 ** 20;

/**
 * A worker's own memory beside its table of bounds, in bytes: its thread, its heap with the solver's code
 * and the search's other arrays. Chromium counts a worker that has solved a table at about 6 MB beside
 * its table (a heap of 4.5–5.5 MB, 0.7 MB more outside it: test/e2e/deal.e2e.test.ts prints the figures);
 * 16 MB leaves room for what it does not count, as the thread's stack.
 */
export const WORKER_OVERHEAD = 16 * 2 ** 20;

/** The table size a worker alone takes, as the solver's own default: 2^20 entries, about 36 MB. */
export const FULL_TABLE_BITS = 20;

/** The smallest table worth a worker: below it the search slows more than a second core gains. */
const SMALLEST_TABLE_BITS = 16;

/**
 * The bytes a solver's search holds with a table of 2^`bits` entries, at most: 36 bytes an entry (its
 * fields, its tag, its bucket's share) and 64 KB of move lists. A unit test holds Search.bytes to it.
 */
export const searchBytes = (bits: number): number => 36.25 * 2 ** bits + 64 * 2 ** 10;

/** The workers a machine of `cores` (navigator.hardwareConcurrency, which may be missing) gets. */
export function workerCount(cores: number | undefined): number {
  return Math.min(MAX_WORKERS, Math.max(1, Math.floor(cores ?? 1) || 1));
}

/** The largest table, up to the solver's default, that `workers` workers can each hold within the budget. */
export function tableBits(workers: number): number {
  let bits = FULL_TABLE_BITS;
  while (bits > SMALLEST_TABLE_BITS && workers * (searchBytes(bits) + WORKER_OVERHEAD) > MEMORY_BUDGET) bits--;
  return bits;
}
