/**
 * A round's draw checked whole, as a director sets or changes it: beyond what checkEvent asks of every
 * round (each team once, one of the event's, not left; no rematch where the event refuses them), every
 * team still in the event is drawn, at a table or with the bye, and the round has one bye at most. And
 * the pairs a changed schedule has meeting more often than it means them to, for a round robin's
 * director to be told (docs/rules.md, Changing a drawn round).
 */

import { placed } from '../base/problem.js';
import { quoteText } from '../base/quote.js';
import { err, ok, type Result, refused } from '../base/result.js';
import { type CheckOptions, checkEvent, hasLeft, type TeamsEvent, teamKey } from './event.js';

/**
 * The event, or the first thing wrong with it or with its round `round` (1-based) as drawn: checkEvent's
 * refusals, then a team still in the event that the round leaves out, then more than one bye.
 * @example checkRound(event, 1, { rematches: 'refused' }).error.code // 'teams-not-drawn'
 */
export function checkRound(event: TeamsEvent, round: number, options: CheckOptions = {}): Result<TeamsEvent> {
  const checked = checkEvent(event, options);
  if (!checked.ok) return checked;
  const drawn = event.rounds[round - 1] ?? { matches: [] };
  const byes = drawn.byes ?? [];
  const seated = new Set([...drawn.matches.flatMap((m) => [m.home, m.away]), ...byes].map(teamKey));
  const missing = event.teams.find((team) => !hasLeft(team, round) && !seated.has(teamKey(team.name)));
  if (missing !== undefined) {
    const team = missing.name.trim();
    const found = refused(
      'teams-not-drawn',
      `${quoteText(team)} is not drawn in round ${round}: each team plays or has the bye`,
      { team, round },
    );
    return err(placed(found.error, { round }));
  }
  if (byes.length > 1) {
    const found = refused('teams-byes', `round ${round} has ${byes.length} byes: one at most`, {
      round,
      count: byes.length,
    });
    return err(placed(found.error, { round }));
  }
  return ok(event);
}

/** Two teams that meet more often than a schedule means, and the rounds they meet in. */
export interface PairMeetings {
  readonly home: string;
  readonly away: string;
  readonly rounds: readonly number[];
}

/**
 * The pairs of teams that meet more than `times` times over the event's rounds, as the first meeting
 * spells them, in the order they first met: in a round robin changed by hand, what it now plays twice
 * (once a single round robin, twice a double).
 * @example pairsMeetingMore(event, 1) // [{ home: 'Aces', away: 'Cubs', rounds: [2, 3] }]
 */
export function pairsMeetingMore(event: TeamsEvent, times: number): PairMeetings[] {
  const pairs = new Map<string, { home: string; away: string; rounds: number[] }>();
  for (const [r, round] of event.rounds.entries())
    for (const match of round.matches) {
      const key = [teamKey(match.home), teamKey(match.away)].sort().join('\n');
      const pair = pairs.get(key) ?? { home: match.home.trim(), away: match.away.trim(), rounds: [] };
      pair.rounds.push(r + 1);
      pairs.set(key, pair);
    }
  return [...pairs.values()].filter((pair) => pair.rounds.length > times);
}
