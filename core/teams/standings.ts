/**
 * A teams event's ranking: each team's VPs (carry-over, matches and byes), IMPs for and against, the IMP
 * quotient and matches played, ranked by VPs, then the IMP quotient, then, where exactly two teams are
 * still level, the VPs of their own match (docs/rules.md, A teams event: the ranking).
 */

import { ok, type Result } from '../base/result.js';
import { type ScoredMatch, scoredMatches, type Team, type TeamsEvent, teamKey } from './event.js';
import { drawVps } from './vp-scale.js';

/** A team's line in the ranking. */
export interface TeamStanding {
  /** As the event's team list spells it. */
  readonly team: string;
  /** `1`, `2`, or `3=` for teams the tie-breaks leave level. */
  readonly place: string;
  /** Its VPs in all: carry-over, matches and byes, to two decimals. */
  readonly vps: number;
  readonly carryOver: number;
  /** The VPs its byes scored, all together. */
  readonly byeVps: number;
  readonly byes: number;
  readonly impsFor: number;
  readonly impsAgainst: number;
  /** IMPs for ÷ IMPs against; `infinite` for a team that conceded none but scored some (see impQuotient). */
  readonly quotient: number | 'infinite';
  /** Matches played: byes are not matches. */
  readonly played: number;
  /** The round it left the event from, when it has. */
  readonly leftFrom?: number;
}

/**
 * IMPs for ÷ IMPs against. A team that conceded no IMPs has no quotient by division: with some IMPs for,
 * it is `infinite`, above every number; with none either way (it has played no IMPs), it is 1, as even as
 * a team whose IMPs for and against are equal.
 * @example impQuotient(45, 30) // 1.5
 * @example impQuotient(12, 0) // 'infinite'
 */
export const impQuotient = (impsFor: number, impsAgainst: number): number | 'infinite' =>
  impsAgainst === 0 ? (impsFor === 0 ? 1 : 'infinite') : impsFor / impsAgainst;

/** Which of two teams has the higher quotient: negative when `a`'s is higher, 0 when equal. Exact, by cross products. */
function byQuotient(a: Tally, b: Tally): number {
  const qa = impQuotient(a.impsFor, a.impsAgainst);
  const qb = impQuotient(b.impsFor, b.impsAgainst);
  if (qa === 'infinite' || qb === 'infinite') return (qb === 'infinite' ? 1 : 0) - (qa === 'infinite' ? 1 : 0);
  // Whole IMPs: for(b)·against(a) against for(a)·against(b) decides without a rounded division (0 ÷ 0 is 1 ÷ 1).
  const [fa, aa] = a.impsAgainst === 0 ? [1, 1] : [a.impsFor, a.impsAgainst];
  const [fb, ab] = b.impsAgainst === 0 ? [1, 1] : [b.impsFor, b.impsAgainst];
  return fb * aa - fa * ab;
}

interface Tally {
  readonly team: Team;
  readonly seed: number;
  /** VPs from matches, in hundredths so that sums and ties are exact. */
  matchVps: number;
  impsFor: number;
  impsAgainst: number;
  played: number;
  byes: number;
}

const hundredths = (vps: number): number => Math.round(vps * 100);

/** The tallies of every team, by key, from the matches played and the byes had. */
function tallied(event: TeamsEvent, matches: readonly ScoredMatch[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const [seed, team] of event.teams.entries())
    tallies.set(teamKey(team.name), { team, seed, matchVps: 0, impsFor: 0, impsAgainst: 0, played: 0, byes: 0 });
  for (const match of matches)
    for (const [side, other] of [
      ['home', 'away'],
      ['away', 'home'],
    ] as const) {
      const tally = tallies.get(teamKey(match[side])) as Tally;
      tally.matchVps += hundredths(match.vps[side]);
      tally.impsFor += match.imps[side];
      tally.impsAgainst += match.imps[other];
      tally.played++;
    }
  for (const round of event.rounds) for (const team of round.byes ?? []) (tallies.get(teamKey(team)) as Tally).byes++;
  return tallies;
}

/** A bye's VPs for a team, in hundredths: the event's fixed number, or the team's average over its matches. */
function byeHundredths(event: TeamsEvent, tally: Tally): number {
  if (event.bye !== 'average') return hundredths(event.bye.vps);
  // A team that has played no match yet has no average: its bye scores a draw until it has one.
  return tally.played === 0 ? hundredths(drawVps(event.scale)) : Math.round(tally.matchVps / tally.played);
}

/** The VPs each of two teams took from their own matches (both, in a double round robin), in hundredths. */
function headToHead(matches: readonly ScoredMatch[], a: Tally, b: Tally): [number, number] {
  const [ka, kb] = [teamKey(a.team.name), teamKey(b.team.name)];
  let va = 0;
  let vb = 0;
  for (const match of matches) {
    const [home, away] = [teamKey(match.home), teamKey(match.away)];
    if (home === ka && away === kb) [va, vb] = [va + hundredths(match.vps.home), vb + hundredths(match.vps.away)];
    else if (home === kb && away === ka) [va, vb] = [va + hundredths(match.vps.away), vb + hundredths(match.vps.home)];
  }
  return [va, vb];
}

/**
 * The event's ranking, best first: by VPs (carry-over, matches and byes), then the IMP quotient; two
 * teams still level are ranked by the VPs of their own match (or matches), and share a place (`3=`) when
 * they never met or those VPs are equal; three or more still level share a place. Teams that share a
 * place are listed in seeding order, the order a draw takes them in. Refused, as checkEvent refuses it,
 * for an event that is not sound.
 * @example teamsStandings(event).value[0] // { team: 'North', place: '1', vps: 35.2, … }
 */
export function teamsStandings(event: TeamsEvent): Result<TeamStanding[]> {
  const scored = scoredMatches(event);
  if (!scored.ok) return scored;
  const matches = scored.value;
  const tallies = [...tallied(event, matches).values()];
  const totals = new Map<Tally, number>();
  for (const tally of tallies)
    totals.set(
      tally,
      hundredths(tally.team.carryOver ?? 0) + tally.matchVps + tally.byes * byeHundredths(event, tally),
    );
  const total = (tally: Tally): number => totals.get(tally) as number;
  const level = (a: Tally, b: Tally): number => total(b) - total(a) || byQuotient(a, b);
  const sorted = tallies.sort((a, b) => level(a, b) || a.seed - b.seed);
  const places: string[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && level(sorted[start] as Tally, sorted[end] as Tally) === 0) end++;
    const group = sorted.slice(start, end);
    if (group.length === 2) {
      const [a, b] = group as [Tally, Tally];
      const [va, vb] = headToHead(matches, a, b);
      if (va !== vb) {
        if (vb > va) sorted.splice(start, 2, b, a);
        places.push(String(start + 1), String(start + 2));
        start = end;
        continue;
      }
    }
    for (const _ of group) places.push(`${start + 1}${group.length > 1 ? '=' : ''}`);
    start = end;
  }
  return ok(
    sorted.map((tally, i): TeamStanding => {
      const byeVps = tally.byes * byeHundredths(event, tally);
      return {
        team: tally.team.name.trim(),
        place: places[i] as string,
        vps: total(tally) / 100,
        carryOver: tally.team.carryOver ?? 0,
        byeVps: byeVps / 100,
        byes: tally.byes,
        impsFor: tally.impsFor,
        impsAgainst: tally.impsAgainst,
        quotient: impQuotient(tally.impsFor, tally.impsAgainst),
        played: tally.played,
        ...(tally.team.leavesFrom === undefined ? {} : { leftFrom: tally.team.leavesFrom }),
      };
    }),
  );
}
