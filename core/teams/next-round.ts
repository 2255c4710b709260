/**
 * A Swiss event's next round from its rounds so far: the field its draw is made from (the standings'
 * order, or for round 1 the seeding; the pairs met; the byes had) and the draw itself (swiss.ts). The
 * one place a face asks for a Swiss's next round, so that a sheet's draw and the sidebar's agree
 * (docs/rules.md, The Swiss draw).
 */

import { ok, type Result } from '../base/result.js';
import { byesHad, checkEvent, hasLeft, pairsMet, type TeamsEvent, teamKey } from './event.js';
import { teamsStandings } from './standings.js';
import { type SwissDraw, type SwissField, swissDraw } from './swiss.js';

/**
 * What the next round of a Swiss is drawn from: the teams best placed first (the seeding before any
 * round, else the standings, teams level in seeding order), leaving out a team that has left by then;
 * every pair met or drawn to meet so far; each bye had. Refused as checkEvent refuses the event, and for
 * a rematch typed in a round (a Swiss pairs no two teams twice).
 * @example swissField({ teams, rounds: [], boards: 8, scale: 'wbf', bye: 'average' }).value.order // the seeding
 */
export function swissField(event: TeamsEvent): Result<SwissField> {
  const checked = checkEvent(event, { rematches: 'refused' });
  if (!checked.ok) return checked;
  const next = event.rounds.length + 1;
  let ranked = event.teams.map((team) => team.name.trim());
  if (event.rounds.length > 0) {
    const standings = teamsStandings(event);
    if (!standings.ok) return standings;
    ranked = standings.value.map((line) => line.team);
  }
  const left = new Set(event.teams.filter((team) => hasLeft(team, next)).map((team) => teamKey(team.name)));
  return ok({
    order: ranked.filter((team) => !left.has(teamKey(team))),
    met: pairsMet(event),
    byes: byesHad(event),
  });
}

/**
 * The Swiss's next round, drawn from its field (swissField): its tables, the higher-placed team at home,
 * and the bye when the teams left in are odd; refused as swissField and swissDraw refuse.
 * @example drawNextRound(event).value // { tables: [{ table: 1, home: 'A', away: 'D' }, …], bye?: … }
 */
export function drawNextRound(event: TeamsEvent): Result<SwissDraw> {
  const field = swissField(event);
  return field.ok ? swissDraw(field.value) : field;
}
