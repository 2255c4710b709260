// The solver's bench: one full double-dummy table per deal, on the same seeded random deals, ours
// against DDS itself (Debian's libdds-dev through scripts/dds/dds-table.c, one thread each), in one run.
// Run by `npm run bench`; BENCH_DEALS sets how many deals (200 unless told).
//
// Ours runs as the faces ship it: bundled into one module by esbuild. Run through tsx instead, every
// imported name is a getter call, and the solver, which reads its bit tables on every node, takes
// twice as long as it does in the popup or in Apps Script.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Result } from '../core/base/result';
import type { DdTable } from '../core/solver/dd-table';
import type { SolveOptions } from '../core/solver/index';
import type { Search } from '../core/solver/search';
import type { Deal } from '../core/table/card';
import { buildDds, runDds } from '../test/solver/dds-reference';
import { randomDeals } from '../test/solver/random-deals';

/** What the solver's bench measured: per-deal milliseconds, ours and DDS's, and what they disagree on. */
export interface SolverBench {
  readonly deals: number;
  readonly oursMs: readonly number[];
  readonly ddsMs: readonly number[] | null;
  readonly ddsMissing?: string;
  readonly disagreements: number;
  readonly slowest: string;
  readonly tableBytes: number;
  readonly heapBytes: number;
}

const STRAINS = ['S', 'H', 'D', 'C', 'NT'] as const;
const SEATS = ['N', 'E', 'S', 'W'] as const;

interface BundledSolver {
  readonly solveDeal: (deal: Deal, options?: SolveOptions) => Result<DdTable>;
  readonly sharedSearch: () => Search;
  readonly parseDeal: (text: string) => Result<Deal>;
}

/** The solver and the deal reader, bundled by esbuild into a module of their own and loaded. */
async function bundledSolver(): Promise<BundledSolver> {
  const root = join(import.meta.dirname, '..');
  const outfile = join(mkdtempSync(join(tmpdir(), 'solver-bench-')), 'solver.mjs');
  await build({
    stdin: {
      contents: [
        "export { solveDeal } from './core/solver/index.ts';",
        "export { sharedSearch } from './core/solver/dd-table.ts';",
        "export { parseDeal } from './core/table/card.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'warning',
  });
  return (await import(pathToFileURL(outfile).href)) as BundledSolver;
}

export async function benchSolver(count: number): Promise<SolverBench> {
  const { solveDeal, sharedSearch, parseDeal } = await bundledSolver();
  const deals = randomDeals(count, 2028);
  const dds = buildDds();
  const theirs =
    'program' in dds
      ? runDds(
          dds.program,
          deals.map((deal) => `${deal}|0|0`),
        )
      : null;
  const oursMs: number[] = [];
  let disagreements = 0;
  let slowest = '';
  let heapBytes = 0;
  deals.forEach((text, i) => {
    const deal = parseDeal(text);
    if (!deal.ok) throw new Error(text);
    const start = performance.now();
    const table = solveDeal(deal.value);
    const ms = performance.now() - start;
    if (!table.ok) throw new Error(`${text}: ${table.error.reason}`);
    if (ms > Math.max(0, ...oursMs)) slowest = text;
    oursMs.push(ms);
    heapBytes = Math.max(heapBytes, process.memoryUsage().heapUsed);
    const flat = STRAINS.flatMap((strain) => SEATS.map((seat) => table.value[seat][strain]));
    if (theirs !== null && flat.join(' ') !== theirs[i]?.table.join(' ')) disagreements++;
  });
  return {
    deals: count,
    oursMs,
    ddsMs: theirs === null ? null : theirs.map((line) => line.micros / 1000),
    ...('missing' in dds ? { ddsMissing: dds.missing } : {}),
    disagreements,
    slowest,
    tableBytes: sharedSearch().bytes,
    heapBytes,
  };
}
