/**
 * A Swiss teams event's draw for the next round (docs/rules.md, "The Swiss draw"). Round 1 pairs the
 * seeding's top half against its bottom half in order; from round 2 the draw is, of every pairing with no
 * rematch, the one of least total squared difference in place, ties going to the top team meeting the
 * highest-placed team it can, then the next unpaired team, and so on. It is found over the whole field as
 * a minimum-cost perfect matching (matching.ts), so that no table near the bottom is left with two teams
 * that have met, as a draw made table by table from the top can be. An odd field's bye goes first: to the
 * lowest-placed team without one whose absence still leaves a draw.
 */

import type { Problem } from '../base/problem.js';
import { quoteText } from '../base/quote.js';
import { ok, type Result, refused } from '../base/result.js';
import { minCostPerfectMatching } from './matching.js';

/** What a Swiss draw is made from: the standings and what has been played. */
export interface SwissField {
  /** The teams, best placed first: the standings' order, or for round 1 the seeding. */
  readonly order: readonly string[];
  /** The pairs of teams that have played each other, either way round; a team not in `order` is left out. */
  readonly met: readonly (readonly [string, string])[];
  /** The teams that have had a bye, once for each bye. */
  readonly byes: readonly string[];
}

/** One table of a round: the higher-placed team Home. */
export interface SwissTable {
  /** 1-based, in the order of the tables' higher-placed teams. */
  readonly table: number;
  readonly home: string;
  readonly away: string;
}

/** A round's draw: its tables, and the team that sits out with the bye when the field is odd. */
export interface SwissDraw {
  readonly tables: readonly SwissTable[];
  readonly bye?: string;
}

/**
 * The next round's draw, or why there is none: a team named twice in the order (`swiss-team-twice`), or
 * no way to draw the round without a rematch (`swiss-no-draw`, naming a team that cannot be paired).
 * @example swissDraw({ order: ['A', 'B', 'C', 'D'], met: [], byes: [] }) // A v C, B v D
 */
export function swissDraw(field: SwissField): Result<SwissDraw, Problem> {
  const { order } = field;
  const n = order.length;
  const place = new Map<string, number>();
  for (const [i, team] of order.entries()) {
    if (place.has(team))
      return refused('swiss-team-twice', `two teams are called ${quoteText(team)}; give each a different name`, {
        team,
      });
    place.set(team, i);
  }
  const met = new Uint8Array(n * n);
  let anyMet = false;
  for (const [a, b] of field.met) {
    const i = place.get(a);
    const j = place.get(b);
    if (i === undefined || j === undefined || i === j) continue;
    met[i * n + j] = met[j * n + i] = 1;
    anyMet = true;
  }
  const hasMet = (i: number, j: number) => met[i * n + j] === 1;
  const everyone = order.map((_, i) => i);
  const byes = new Array<number>(n).fill(0);
  for (const team of field.byes) {
    const i = place.get(team);
    if (i !== undefined) byes[i] = (byes[i] as number) + 1;
  }
  // The bye first, lowest-placed first among those with the fewest byes; none when the field is even.
  const sittersOut: (number | undefined)[] =
    n % 2 === 0 ? [undefined] : [...everyone].sort((a, b) => (byes[a] as number) - (byes[b] as number) || b - a);
  for (const bye of sittersOut) {
    const playing = everyone.filter((i) => i !== bye);
    const pairs = anyMet ? leastSquares(playing, hasMet) : halves(playing);
    if (pairs === null) continue;
    return ok({
      tables: pairs.map(([home, away], t) => ({
        table: t + 1,
        home: order[home] as string,
        away: order[away] as string,
      })),
      ...(bye === undefined ? {} : { bye: order[bye] as string }),
    });
  }
  const stuck = unpairable(
    everyone.filter((i) => i !== sittersOut[0]),
    hasMet,
  );
  return refused(
    'swiss-no-draw',
    `no draw avoids a rematch: ${quoteText(order[stuck] as string)} cannot be paired with a team it has not met`,
    { team: order[stuck] as string },
  );
}

/** Round 1: the seeding's top half against its bottom half, in order (1 v n/2 + 1, 2 v n/2 + 2, …). */
function halves(playing: readonly number[]): [number, number][] {
  const half = playing.length / 2;
  return playing.slice(0, half).map((home, t) => [home, playing[half + t] as number]);
}

/**
 * The pairing of `playing` (places, best first) with no rematch and the least sum of squared place
 * differences, ties to the top: table by table, the best-placed team left takes the best-placed partner
 * that some least-sum pairing of the teams left gives it. One matching a table finds that partner: the
 * costs are scaled by more than any partner's index can add, and the top team's pairs each add its
 * partner's index, so that the least total is a least-sum pairing and, among those, the top team's
 * partner the best placed. Null when no pairing avoids a rematch.
 */
function leastSquares(
  playing: readonly number[],
  hasMet: (i: number, j: number) => boolean,
): [number, number][] | null {
  const pairs: [number, number][] = [];
  let left = [...playing];
  while (left.length > 0) {
    const rest = left;
    const scale = rest.length;
    const found = minCostPerfectMatching(rest.length, (a, b) => {
      const i = rest[a] as number;
      const j = rest[b] as number;
      if (hasMet(i, j)) return undefined;
      return scale * (i - j) ** 2 + (a === 0 ? b : 0);
    });
    // Only the whole field can fail: the teams left after a table of a least-sum pairing pair the rest of it.
    if (found === null) return null;
    const partner = (found[0] as [number, number])[1];
    pairs.push([rest[0] as number, rest[partner] as number]);
    left = rest.filter((_, k) => k !== 0 && k !== partner);
  }
  return pairs;
}

/**
 * A team `playing` cannot be paired in any draw without a rematch, for the refusal to name: of the draws
 * with the fewest rematches, the least-sum one's teams in a rematch, the one with the fewest teams left it
 * has not met (the best placed of equals). Each rematch costs more than any draw's squares can add.
 */
function unpairable(playing: readonly number[], hasMet: (i: number, j: number) => boolean): number {
  const spread = (playing.at(-1) ?? 0) - (playing[0] ?? 0);
  const rematch = (playing.length / 2) * spread * spread + 1;
  const found =
    minCostPerfectMatching(playing.length, (a, b) => {
      const i = playing[a] as number;
      const j = playing[b] as number;
      return (hasMet(i, j) ? rematch : 0) + (i - j) ** 2;
    }) ?? [];
  const again = found
    .filter(([a, b]) => hasMet(playing[a] as number, playing[b] as number))
    .flat()
    .map((k) => playing[k] as number);
  const unmet = (i: number) => playing.filter((j) => j !== i && !hasMet(i, j)).length;
  return again.reduce((best, i) => (unmet(i) < unmet(best) || (unmet(i) === unmet(best) && i < best) ? i : best));
}
