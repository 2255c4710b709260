// The rules of a teams event as the e2e tests check them, written apart from the product from
// docs/rules.md ("Victory Points", "A teams event", "The Swiss draw"): nothing here comes from core/ or
// apps-script/, so that a test comparing the sidebar with these compares two separate readings of the rules.

/** A match as played: each side's IMPs, and the boards it had. */
export interface PlayedMatch {
  readonly home: string;
  readonly away: string;
  readonly homeImps: number;
  readonly awayImps: number;
  readonly boards: number;
}

/** A line of the ranking: VPs kept in hundredths, so that sums and comparisons are exact. */
export interface Standing {
  readonly team: string;
  readonly place: string;
  readonly hundredths: number;
  readonly impsFor: number;
  readonly impsAgainst: number;
  readonly played: number;
}

const TAU = (Math.sqrt(5) - 1) / 2;
const scales = new Map<number, number[]>();

/**
 * The WBF continuous scale's winner VPs, in hundredths, for every margin from 0 to one past the blitz:
 * with X = 15√N, 10 + 10·(1 − τ^(3I/X))/(1 − τ³), capped at 20, rounded to the hundredth; then the
 * concavity correction the docs rule on (and Danmarks Bridgeforbund's tables print): a value whose next
 * step is larger than its last is raised by 0.01 until every step is no larger than the one before.
 */
function winnerScale(boards: number): number[] {
  const known = scales.get(boards);
  if (known !== undefined) return known;
  const x = 15 * Math.sqrt(boards);
  const top = Math.ceil(x) + 1;
  const scale = Array.from({ length: top + 1 }, (_, margin) =>
    Math.round(100 * Math.min(20, 10 + (10 * (1 - TAU ** ((3 * margin) / x))) / (1 - TAU ** 3))),
  );
  for (let mended = true; mended; ) {
    mended = false;
    for (let m = 1; m < top; m++) {
      const [before, here, after] = [scale[m - 1] as number, scale[m] as number, scale[m + 1] as number];
      if (after - here > here - before) {
        scale[m] = here + 1;
        mended = true;
      }
    }
  }
  scales.set(boards, scale);
  return scale;
}

/** Home's and away's VPs, in hundredths, for a match of `boards` boards won by `margin` IMPs (home's less away's). */
export function wbfHundredths(margin: number, boards: number): { home: number; away: number } {
  const scale = winnerScale(boards);
  const winner = scale[Math.min(Math.abs(margin), scale.length - 1)] as number;
  return margin >= 0 ? { home: winner, away: 2000 - winner } : { home: 2000 - winner, away: winner };
}

/** The smallest margin that scores 20.00 in `boards` boards. */
export const blitz = (boards: number): number => winnerScale(boards).indexOf(2000);

/** VPs as shown: hundredths written with two decimals. */
export const shownVps = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** One name for a pair of teams, whichever is home. */
export const pairKey = (a: string, b: string): string => [a, b].sort().join(' v ');

interface Tally {
  team: string;
  seed: number;
  hundredths: number;
  impsFor: number;
  impsAgainst: number;
  played: number;
}

/** IMP quotient, higher first: exact by cross-multiplying; no IMPs against is infinite, none either way is 1. */
function byQuotient(a: Tally, b: Tally): number {
  const [af, aa] = a.impsFor === 0 && a.impsAgainst === 0 ? [1, 1] : [a.impsFor, a.impsAgainst];
  const [bf, ba] = b.impsFor === 0 && b.impsAgainst === 0 ? [1, 1] : [b.impsFor, b.impsAgainst];
  if (aa === 0 || ba === 0) return (aa === 0 ? 0 : 1) - (ba === 0 ? 0 : 1);
  return bf * aa - af * ba;
}

/** The VPs, in hundredths, `team` took from its matches against `other`. */
function vpsAgainst(matches: readonly PlayedMatch[], team: string, other: string): number {
  let sum = 0;
  for (const m of matches) {
    const vps = wbfHundredths(m.homeImps - m.awayImps, m.boards);
    if (m.home === team && m.away === other) sum += vps.home;
    if (m.away === team && m.home === other) sum += vps.away;
  }
  return sum;
}

/**
 * The ranking: by VPs, then IMP quotient; two teams still level by the VPs of their own matches, else
 * sharing a place (`3=`); three or more still level share it. Teams sharing a place go in seeding order.
 */
export function standings(seeding: readonly string[], matches: readonly PlayedMatch[]): Standing[] {
  const tallies = new Map<string, Tally>(
    seeding.map((team, seed) => [team, { team, seed, hundredths: 0, impsFor: 0, impsAgainst: 0, played: 0 }]),
  );
  for (const m of matches) {
    const vps = wbfHundredths(m.homeImps - m.awayImps, m.boards);
    for (const [team, own, theirs, got] of [
      [m.home, m.homeImps, m.awayImps, vps.home],
      [m.away, m.awayImps, m.homeImps, vps.away],
    ] as const) {
      const line = tallies.get(team);
      if (line === undefined) throw new Error(`${team} is not one of the teams`);
      line.hundredths += got;
      line.impsFor += own;
      line.impsAgainst += theirs;
      line.played += 1;
    }
  }
  const level = (a: Tally, b: Tally) => a.hundredths === b.hundredths && byQuotient(a, b) === 0;
  const sorted = [...tallies.values()].sort(
    (a, b) => b.hundredths - a.hundredths || byQuotient(a, b) || a.seed - b.seed,
  );
  // Runs of teams level on VPs and quotient, each then settled or shared.
  const groups: Tally[][] = [];
  for (const line of sorted) {
    const last = groups.at(-1);
    if (last !== undefined && level(last[0] as Tally, line)) last.push(line);
    else groups.push([line]);
  }
  const ranking: Standing[] = [];
  for (const group of groups) {
    const place = ranking.length + 1;
    const [a, b] = group as [Tally, Tally];
    const settled =
      group.length === 2 ? Math.sign(vpsAgainst(matches, b.team, a.team) - vpsAgainst(matches, a.team, b.team)) : 0;
    const ordered = settled > 0 ? [b, a] : group;
    ordered.forEach((line, i) => {
      const shared = group.length > 1 && settled === 0;
      const own = shared ? `${place}=` : String(place + i);
      const { team, hundredths, impsFor, impsAgainst, played } = line;
      ranking.push({ team, place: own, hundredths, impsFor, impsAgainst, played });
    });
  }
  return ranking;
}

/**
 * Every way to pair places 0…n−1 (n even) with no pair that has met, in the tie rule's order: the
 * best-placed team not yet at a table takes its partners from the best-placed down. 945 ways for 10 teams.
 */
export function* pairings(n: number, mayMeet: (a: number, b: number) => boolean): Generator<[number, number][]> {
  const seated = new Array<boolean>(n).fill(false);
  const tables: [number, number][] = [];
  function* next(): Generator<[number, number][]> {
    const first = seated.indexOf(false);
    if (first === -1) {
      yield [...tables];
      return;
    }
    seated[first] = true;
    for (let other = first + 1; other < n; other++) {
      if (seated[other] || !mayMeet(first, other)) continue;
      seated[other] = true;
      tables.push([first, other]);
      yield* next();
      tables.pop();
      seated[other] = false;
    }
    seated[first] = false;
  }
  yield* next();
}

/** A draw's cost: the sum over its tables of the squared difference in place. */
export const drawCost = (tables: readonly (readonly [number, number])[]): number =>
  tables.reduce((sum, [a, b]) => sum + (a - b) ** 2, 0);

/**
 * The draw of a Swiss round with an even field, by brute force: of every pairing of `order` (best placed
 * first) with no rematch, the least cost, how many pairings there were, and the one the tie rule takes,
 * as home (the better placed) against away, tables in the order of their home team.
 */
export function bestDraw(
  order: readonly string[],
  met: ReadonlySet<string>,
): { cost: number; count: number; tables: [string, string][] } {
  let best: [number, number][] | undefined;
  let count = 0;
  for (const tables of pairings(order.length, (a, b) => !met.has(pairKey(order[a] as string, order[b] as string)))) {
    count++;
    // The first pairing met at the least cost is the tie rule's: they come in its order.
    if (best === undefined || drawCost(tables) < drawCost(best)) best = tables;
  }
  if (best === undefined) throw new Error('no draw without a rematch');
  return {
    cost: drawCost(best),
    count,
    tables: best.map(([a, b]) => [order[a] as string, order[b] as string]),
  };
}

/**
 * The draw made a table at a time from the top, as some programs make it: the best-placed team left
 * meets the best-placed one left it has not met, and the last two meet whatever their past.
 */
export function greedyDraw(order: readonly string[], met: ReadonlySet<string>): [string, string][] {
  const left = [...order];
  const tables: [string, string][] = [];
  while (left.length > 0) {
    const top = left.shift() as string;
    const at = left.findIndex((other) => !met.has(pairKey(top, other)));
    const [other] = left.splice(Math.max(at, 0), 1);
    tables.push([top, other as string]);
  }
  return tables;
}

/**
 * What is wrong with a round robin's schedule, if anything: a team not playing exactly once a round,
 * a pair meeting other than once, a team that is not one of the teams.
 */
export function scheduleProblems(teams: readonly string[], rounds: readonly (readonly [string, string])[][]): string[] {
  const problems: string[] = [];
  if (rounds.length !== teams.length - 1) problems.push(`${rounds.length} rounds, not ${teams.length - 1}`);
  const meetings = new Map<string, number>();
  rounds.forEach((matches, r) => {
    const seen = matches.flat().sort();
    if (seen.join() !== [...teams].sort().join()) problems.push(`round ${r + 1} seats ${seen.join(', ')}`);
    for (const [home, away] of matches) meetings.set(pairKey(home, away), (meetings.get(pairKey(home, away)) ?? 0) + 1);
  });
  for (const [i, a] of teams.entries())
    for (const b of teams.slice(i + 1)) {
      const times = meetings.get(pairKey(a, b)) ?? 0;
      if (times !== 1) problems.push(`${pairKey(a, b)} meet ${times} times`);
    }
  return problems;
}

/** A seeded random number generator (mulberry32): the same picks each run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
