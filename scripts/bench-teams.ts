// A Swiss teams event's draw, timed as issue #50 measures it: the next round of a 40-team Swiss after
// seven rounds (target under 200 ms in Node), and the growth from n to 4n of the minimum-cost perfect
// matching it is found with, which grows about as n³ (a factor of about 64), and of the whole draw, which
// solves one matching a table (n/2 matchings of up to n³: a factor of up to about 256). The core as the
// builds ship it (bundled). Run by `npm run bench`, or alone: `tsx scripts/bench-teams.ts`.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleCore, CORE_BUNDLE } from './bench-growth';

type Core = typeof import('../core/index');

/** What the teams bench measured, in ms: each the best of its runs. */
export interface TeamsBench {
  /** The next round's draw of a 40-team Swiss after 7 rounds. */
  readonly swiss40: number;
  /** The same of a 10-team Swiss, for the draw's growth from 10 to 40 teams. */
  readonly swiss10: number;
  /** One matching of 16 and of 64 vertices, every pair allowed at a random cost. */
  readonly matching16: number;
  readonly matching64: number;
}

/** Best of `runs` timings of `work`, in ms. */
function best(runs: number, work: () => unknown): number {
  let ms = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    work();
    ms = Math.min(ms, performance.now() - start);
  }
  return ms;
}

/**
 * A Swiss of `n` teams after `rounds` rounds, each drawn by the core from standings shuffled by a seeded
 * random source (the results themselves do not matter to a draw, only who has met and the order).
 */
function swissField(core: Core, n: number, rounds: number, seed: number) {
  const random = core.seededRandom(seed);
  const teams = Array.from({ length: n }, (_, i) => `Team ${i + 1}`);
  const met: [string, string][] = [];
  const byes: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const draw = core.swissDraw({ order: round === 0 ? teams : core.shuffled(teams, random), met, byes });
    if (!draw.ok) throw new Error(core.formatProblem(draw.error));
    for (const table of draw.value.tables) met.push([table.home, table.away]);
    if (draw.value.bye !== undefined) byes.push(draw.value.bye);
  }
  return { order: core.shuffled(teams, random), met, byes };
}

export async function benchTeams(): Promise<TeamsBench> {
  await bundleCore();
  const core = (await import(pathToFileURL(join(process.cwd(), CORE_BUNDLE)).href)) as Core;
  const field40 = swissField(core, 40, 7, 40);
  const field10 = swissField(core, 10, 7, 10);
  const random = core.seededRandom(64);
  const costs = (n: number) => Array.from({ length: n * n }, () => Math.floor(random() * 10_000));
  const [costs16, costs64] = [costs(16), costs(64)];
  const match = (n: number, table: number[]) => () =>
    core.teams.minCostPerfectMatching(n, (i, j) => table[i * n + j] as number);
  // Warm both sizes first, so that neither pays for compiling the code alone.
  for (const work of [() => core.swissDraw(field10), () => core.swissDraw(field40)]) best(20, work);
  best(20, match(16, costs16));
  best(20, match(64, costs64));
  return {
    swiss40: best(31, () => core.swissDraw(field40)),
    swiss10: best(101, () => core.swissDraw(field10)),
    matching16: best(201, match(16, costs16)),
    matching64: best(31, match(64, costs64)),
  };
}

/** The bench's rows: what, the figure, and a note with the target or the expected factor. */
export function teamsReport(bench: TeamsBench): [string, string, string][] {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return [
    ['Swiss draw, 40 teams after 7 rounds', ms(bench.swiss40), 'target < 200 ms'],
    ['Swiss draw, 10 teams after 7 rounds', ms(bench.swiss10), ''],
    [
      'Swiss draw growth from 10 to 40 teams',
      `×${(bench.swiss40 / bench.swiss10).toFixed(1)}`,
      'up to about 256: n/2 matchings of up to n³ each',
    ],
    ['Matching, 16 vertices, every pair at a random cost', ms(bench.matching16), ''],
    ['Matching, 64 vertices, every pair at a random cost', ms(bench.matching64), ''],
    [
      'Matching growth from 16 to 64 vertices',
      `×${(bench.matching64 / bench.matching16).toFixed(1)}`,
      'about 64 is n³',
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [what, figure, note] of teamsReport(await benchTeams()))
    console.log(`${what.padEnd(58)} ${figure.padStart(16)}  ${note}`);
}
