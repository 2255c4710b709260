// The solver's bench: one full double-dummy table per deal, on the same seeded random deals and on the
// freak set, ours against DDS itself (Debian's libdds-dev through scripts/dds/dds-table.c, one thread
// each), in one run. Run by `npm run bench`, or alone by `npx tsx scripts/bench-solver.ts`; BENCH_DEALS
// sets how many random deals (200 unless told).
//
// Ours runs as the faces ship it: bundled into one module by esbuild. Run through tsx instead, every
// imported name is a getter call, and the solver, which reads its bit tables on every node, takes
// twice as long as it does in the popup or in Apps Script.
//
// DDS stays running and is asked deal by deal, each time just before ours solves the same deal, so
// that the load of a shared machine, which drifts within minutes, weighs on both times of a deal alike.
// The figures compared are CPU time (DDS's thread, our process), which that load stretches far less
// than time on the clock; the clock's figures are kept beside them.

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
import { buildDds, type DdsSession, startDds } from '../test/solver/dds-reference';
import { FREAK_DEALS } from '../test/solver/freak-deals';
import { randomDeals } from '../test/solver/random-deals';
import { buildDdsWasm } from './dds/build-wasm.mjs';

/** One set of deals timed: per deal, our CPU milliseconds and DDS's (and on the clock), and how many tables differ. */
export interface DealSet {
  readonly deals: readonly string[];
  readonly oursMs: readonly number[];
  readonly ddsMs: readonly number[] | null;
  readonly oursWallMs: readonly number[];
  readonly ddsWallMs: readonly number[] | null;
  /** DDS built to WebAssembly and run in this Node, on the clock: only when DDS_SRC names its source. */
  readonly wasmWallMs: readonly number[] | null;
  readonly disagreements: number;
}

/** What the solver's bench measured: the random deals, the freak set, and the memory held. */
export interface SolverBench {
  readonly random: DealSet;
  readonly freaks: DealSet;
  readonly ddsMissing?: string;
  /** Why DDS-wasm was not timed (DDS_SRC unset, no emscripten). */
  readonly wasmMissing?: string;
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

async function timeSet(
  solver: BundledSolver,
  dds: DdsSession | null,
  deals: readonly string[],
  wasm: DdsSession | null = null,
): Promise<DealSet> {
  const wasmWallMs: number[] = [];
  const oursMs: number[] = [];
  const ddsMs: number[] = [];
  const oursWallMs: number[] = [];
  const ddsWallMs: number[] = [];
  let disagreements = 0;
  for (const text of deals) {
    // Emscripten's clock has no CPU time: DDS-wasm is read on the clock, against ours on the clock.
    if (wasm !== null) wasmWallMs.push((await wasm.ask(`${text}|0|0`)).micros / 1000);
    const theirs = dds === null ? null : await dds.ask(`${text}|0|0`);
    const deal = solver.parseDeal(text);
    if (!deal.ok) throw new Error(text);
    const cpu = process.cpuUsage();
    const start = performance.now();
    const table = solver.solveDeal(deal.value);
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (!table.ok) throw new Error(`${text}: ${table.error.reason}`);
    oursMs.push((used.user + used.system) / 1000);
    oursWallMs.push(ms);
    if (theirs === null) continue;
    ddsMs.push(theirs.cpuMicros / 1000);
    ddsWallMs.push(theirs.micros / 1000);
    const flat = STRAINS.flatMap((strain) => SEATS.map((seat) => table.value[seat][strain]));
    if (flat.join(' ') !== theirs.table.join(' ')) disagreements++;
  }
  return {
    deals,
    oursMs,
    ddsMs: dds === null ? null : ddsMs,
    oursWallMs,
    ddsWallMs: dds === null ? null : ddsWallMs,
    wasmWallMs: wasm === null ? null : wasmWallMs,
    disagreements,
  };
}

/** Times ours and DDS on `count` seeded random deals, then on the freak set. */
export async function benchSolver(count: number): Promise<SolverBench> {
  const solver = await bundledSolver();
  // Warmed up first on deals of another seed, untimed: the optimizing compiler's first minutes are
  // a cost a session pays once, and would fall on the first deals' ratios alone.
  for (const text of randomDeals(3, 1)) {
    const deal = solver.parseDeal(text);
    if (deal.ok) solver.solveDeal(deal.value);
  }
  const program = buildDds();
  const dds = 'program' in program ? startDds(program.program) : null;
  const wasmProgram = buildDdsWasm();
  const wasm = 'program' in wasmProgram ? startDds(process.execPath, [wasmProgram.program]) : null;
  try {
    // DDS-wasm on the random deals only: on the freak set it would add minutes for no new figure.
    const random = await timeSet(solver, dds, randomDeals(count, 2028), wasm);
    const heapBytes = process.memoryUsage().heapUsed;
    const freaks = await timeSet(solver, dds, FREAK_DEALS);
    return {
      random,
      freaks,
      ...('missing' in program ? { ddsMissing: program.missing } : {}),
      ...('missing' in wasmProgram ? { wasmMissing: wasmProgram.missing } : {}),
      tableBytes: solver.sharedSearch().bytes,
      heapBytes: Math.max(heapBytes, process.memoryUsage().heapUsed),
    };
  } finally {
    dds?.close();
    wasm?.close();
  }
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** The deal of a set where ours took longest against DDS: its ratio and text. */
export function worstRatio(set: DealSet): { readonly ratio: number; readonly deal: string } {
  let worst = { ratio: 0, deal: '' };
  set.oursMs.forEach((ms, i) => {
    const ratio = ms / (set.ddsMs?.[i] ?? Number.NaN);
    if (ratio > worst.ratio) worst = { ratio, deal: set.deals[i] as string };
  });
  return worst;
}

/** The bench's lines for the solver: what, figure, note. */
export function solverReport(bench: SolverBench): [string, string, string][] {
  const rows: [string, string, string][] = [];
  const { random, freaks } = bench;
  const slowest = random.oursMs.indexOf(Math.max(...random.oursMs));
  rows.push([
    'our solver: all tables (CPU time)',
    seconds(sum(random.oursMs)),
    `median ${median(random.oursMs).toFixed(0)} ms; on the clock ${seconds(sum(random.oursWallMs))}`,
  ]);
  rows.push([
    'our solver: the slowest deal',
    seconds(random.oursMs[slowest] as number),
    `target < 10 s in Node; ${random.deals[slowest]}`,
  ]);
  if (random.ddsMs === null || freaks.ddsMs === null) {
    rows.push(['DDS (libdds-dev): all tables', 'not installed', bench.ddsMissing ?? '']);
    rows.push(['our solver: the freak set', seconds(sum(freaks.oursMs)), `${freaks.deals.length} deals`]);
  } else {
    rows.push([
      'DDS (libdds-dev, one thread): all tables (CPU time)',
      seconds(sum(random.ddsMs)),
      `median ${median(random.ddsMs).toFixed(0)} ms; on the clock ${seconds(sum(random.ddsWallMs ?? []))}`,
    ]);
    rows.push([
      'our solver ÷ DDS, total CPU time per table',
      `${(sum(random.oursMs) / sum(random.ddsMs)).toFixed(2)}×`,
      `target ≤ 1.5×; on the clock ${(sum(random.oursWallMs) / sum(random.ddsWallMs ?? [])).toFixed(2)}×; ${random.disagreements} tables differ`,
    ]);
    const worst = worstRatio(random);
    rows.push(['our solver ÷ DDS, the worst deal', `${worst.ratio.toFixed(2)}×`, `target ≤ 2×; ${worst.deal}`]);
    const freakWorst = worstRatio(freaks);
    rows.push([
      `the freak set (${freaks.deals.length} deals): ours / DDS`,
      `${seconds(sum(freaks.oursMs))} / ${seconds(sum(freaks.ddsMs))}`,
      `${(sum(freaks.oursMs) / sum(freaks.ddsMs)).toFixed(2)}×; ${freaks.disagreements} tables differ`,
    ]);
    rows.push([
      'the freak set: the worst deal, ours ÷ DDS',
      `${freakWorst.ratio.toFixed(2)}×`,
      `target ≤ 2×; ${freakWorst.deal}`,
    ]);
  }
  if (random.wasmWallMs === null)
    rows.push(['DDS-wasm (emscripten, in Node): all tables', 'not built', bench.wasmMissing ?? '']);
  else
    rows.push([
      'DDS-wasm (emscripten, in Node): all tables on the clock',
      seconds(sum(random.wasmWallMs)),
      `ours ÷ DDS-wasm on the clock ${(sum(random.oursWallMs) / sum(random.wasmWallMs)).toFixed(2)}× (target < 1)`,
    ]);
  rows.push([
    'memory the solver holds (its table) / heap at most',
    `${(bench.tableBytes / 2 ** 20).toFixed(0)} MB`,
    `heap ${(bench.heapBytes / 2 ** 20).toFixed(0)} MB`,
  ]);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bench = await benchSolver(Number(process.env.BENCH_DEALS ?? 200));
  for (const [what, figure, note] of solverReport(bench))
    console.log(`${what.padEnd(58)} ${figure.padStart(16)}  ${note}`);
}
