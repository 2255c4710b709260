// The solver's workers, as the popup runs them (issue 46), measured in Node: the same seeded random deals'
// tables solved by 1 and then 2 worker_threads running the same bundled core, each table's five strains
// handed out one at a time as a worker finishes one (extension/lib/solve.ts), each worker's table of
// bounds sized as extension/lib/solve-plan.ts sizes it. Run by `npm run bench`; a figure, not a test.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { tableBits } from '../extension/lib/solve-plan';
import { randomDeals } from '../test/solver/random-deals';

/** What the workers' bench measured: for each count of workers, the time for all the deals' tables. */
export interface WorkersBench {
  readonly deals: number;
  readonly ms: Readonly<Record<number, number>>;
  readonly bits: Readonly<Record<number, number>>;
  /** Tables that came out different with 2 workers than with 1 (0: the split changes nothing). */
  readonly differ: number;
}

const STRAINS = ['NT', 'S', 'H', 'D', 'C'] as const;

// Each worker: a strain of a deal in, its four counts out, in a table of the size it is told.
const WORKER = `
import { parentPort } from 'node:worker_threads';
import { parseDeal, sizeSharedSearch, solveDeal } from './solver.mjs';
parentPort.on('message', ({ deal, strain, bits }) => {
  sizeSharedSearch(bits);
  const table = solveDeal(parseDeal(deal).value, { strains: [strain] }).value;
  parentPort.postMessage(['N', 'E', 'S', 'W'].map((seat) => table[seat][strain]).join(' '));
});
`;

async function bundle(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'workers-bench-'));
  await build({
    stdin: {
      contents: "export { parseDeal, sizeSharedSearch, solveDeal } from './core/index.ts';",
      resolveDir: join(import.meta.dirname, '..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: join(dir, 'solver.mjs'),
    logLevel: 'warning',
  });
  writeFileSync(join(dir, 'worker.mjs'), WORKER);
  return join(dir, 'worker.mjs');
}

/** One deal's table by `workers`, the strains handed out as each worker finishes one: its 20 counts. */
function solveTable(workers: readonly Worker[], deal: string, bits: number): Promise<string> {
  const waiting = [...STRAINS];
  const counts = new Map<string, string>();
  return new Promise((resolve) => {
    const next = (worker: Worker) => {
      const strain = waiting.shift();
      if (strain === undefined) return;
      worker.once('message', (tricks: string) => {
        counts.set(strain, tricks);
        if (counts.size === STRAINS.length) resolve(STRAINS.map((s) => counts.get(s)).join(' | '));
        else next(worker);
      });
      worker.postMessage({ deal, strain, bits });
    };
    for (const worker of workers) next(worker);
  });
}

export async function benchWorkers(count: number): Promise<WorkersBench> {
  const script = await bundle();
  const deals = randomDeals(count, 46);
  const ms: Record<number, number> = {};
  const bits: Record<number, number> = {};
  const tables: Record<number, string[]> = {};
  for (const n of [1, 2]) {
    bits[n] = tableBits(n);
    const workers = Array.from({ length: n }, () => new Worker(script));
    // Each worker compiles and makes its table on a first deal, untimed: a page keeps its workers.
    await Promise.all(workers.map((worker) => solveTable([worker], deals[0] as string, bits[n] as number)));
    const start = performance.now();
    tables[n] = [];
    for (const deal of deals) tables[n].push(await solveTable(workers, deal, bits[n]));
    ms[n] = performance.now() - start;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  const differ = deals.filter((_, i) => tables[1]?.[i] !== tables[2]?.[i]).length;
  return { deals: count, ms, bits, differ };
}
