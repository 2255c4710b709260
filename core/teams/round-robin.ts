/**
 * A round robin's schedule by the Berger tables: every team meets every other once in n − 1 rounds (n
 * even; an odd number plays with a dummy team, and whoever meets it has a bye), the last team fixed at
 * table 1 and the others rotating, home and away alternating so that each team is at home in about half
 * its matches; a double round robin plays them again with home and away swapped (docs/rules.md, A
 * round robin).
 */

import { ok, type Result } from '../base/result.js';
import { checkTeamNames } from './event.js';

/** A match drawn: the home team and the away team. */
export interface DrawnMatch {
  readonly home: string;
  readonly away: string;
}

/** A round drawn: its matches table by table (table 1 first), and the team that sits it out, if any. */
export interface DrawnRound {
  readonly tables: readonly DrawnMatch[];
  readonly bye?: string;
}

/** A Berger table's pairing by the teams' numbers (1-based); `away` is n + 1, the dummy, for a bye. */
export interface BergerMatch {
  readonly home: number;
  readonly away: number;
}

/**
 * The Berger table for `teams` teams (2 or more), a round a list and table 1 first, by the teams'
 * numbers: for an odd number the dummy team n + 1 is the fixed one, and its match is the round's bye.
 * Round r seats the rotating teams 1…m (m = n − 1, n even) from team ((r − 1)·n/2) mod m + 1 on: the
 * first meets the fixed team n (at home in odd rounds), the k-th from the front meets the k-th from the
 * back, at home.
 * @example bergerTable(4) // [[{ home: 1, away: 4 }, { home: 2, away: 3 }], [{ home: 4, away: 3 }, { home: 1, away: 2 }], …]
 */
export function bergerTable(teams: number): BergerMatch[][] {
  const n = teams % 2 === 0 ? teams : teams + 1;
  const rotating = n - 1;
  const rounds: BergerMatch[][] = [];
  for (let r = 1; r <= rotating; r++) {
    const start = ((r - 1) * (n / 2)) % rotating;
    const seat = (i: number): number => ((start + i) % rotating) + 1;
    const round: BergerMatch[] = [r % 2 === 1 ? { home: seat(0), away: n } : { home: n, away: seat(0) }];
    for (let k = 1; k < n / 2; k++) round.push({ home: seat(k), away: seat(rotating - k) });
    rounds.push(round);
  }
  return rounds;
}

/** Options of a round robin: `double` plays every pair twice, the second half with home and away swapped. */
export interface RoundRobinOptions {
  readonly double?: boolean;
}

/**
 * The whole schedule of a round robin for the teams in seeding order (team 1 the first named): n − 1
 * rounds (n the teams, one more when odd), 2(n − 1) for a double round robin, each with its tables and
 * its bye. Refused for fewer than two teams, a blank name or two alike.
 * @example roundRobin(['A', 'B', 'C']).value[0] // { tables: [{ home: 'B', away: 'C' }], bye: 'A' }
 */
export function roundRobin(teams: readonly string[], options: RoundRobinOptions = {}): Result<DrawnRound[]> {
  const names = checkTeamNames(teams);
  if (!names.ok) return names;
  const named = (number: number): string | undefined => teams[number - 1]?.trim();
  const first = bergerTable(teams.length).map((round): DrawnRound => {
    const tables: DrawnMatch[] = [];
    let bye: string | undefined;
    for (const match of round) {
      const [home, away] = [named(match.home), named(match.away)];
      if (home === undefined || away === undefined) bye = home ?? away;
      else tables.push({ home, away });
    }
    return bye === undefined ? { tables } : { tables, bye };
  });
  if (!options.double) return ok(first);
  const swapped = first.map((round) => ({
    ...round,
    tables: round.tables.map(({ home, away }) => ({ home: away, away: home })),
  }));
  return ok([...first, ...swapped]);
}
