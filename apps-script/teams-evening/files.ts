/**
 * A teams evening's files for the federation and other programs: the USEBIO file (the core's teams
 * writer, core/teams/usebio-write.ts) with each team's players from the Teams sheet and their national
 * numbers from the Members sheet, and the PBN file of the boards entered by board (none when every match
 * was typed as its total). The club's and event's details are the federation's, as a pairs evening's.
 */
import { err, formatPbn, ok, type Problem, type Result, type TeamsEvent, teamKey } from '../../core/index';
import { teamsToPbn } from '../../core/teams/pbn';
import { usebioTeams } from '../../core/teams/usebio';
import { formatTeamsUsebio } from '../../core/teams/usebio-write';
import type { SpreadsheetLike } from '../evening/sheet-api';
import { type MemberList, readMembers } from '../members/members-sheet';
import { twoMembers } from '../members/pair-players';
import type { PropertiesLike } from '../pairs-evening/about';
import { contactOf, federationDetails } from '../pairs-evening/federation';
import { PROGRAM } from '../program';
import { TEAMS_EVENING } from './layout';
import { teamsOf } from './teams-sheet';

/** The files to save beside the results page, and the players the USEBIO file names without a number. */
export interface TeamsFiles {
  readonly usebio: string;
  /** Absent when no match was entered board by board. */
  readonly pbn?: string;
  readonly unnumbered: readonly string[];
}

/** A Players cell's names: `Ann Ash, Bob Ash; Cy Dee & Di Eve` is four players. */
export const playersOf = (cell: string): string[] =>
  cell
    .split(/\s*[,;]\s*|\s+&\s+|\s+and\s+/i)
    .map((name) => name.trim())
    .filter((name) => name !== '');

/** A player's number from the Members sheet: the one member of the name's, '' for none; two members refused. */
function numberOf(name: string, members: MemberList | undefined): Result<string, Problem> {
  if (members === undefined) return ok('');
  const found = members.find(name);
  if (found.kind === 'two') return err(twoMembers(name, found));
  if (found.kind === 'bad') return err(found.problem);
  return ok(found.kind === 'one' ? found.member.number : '');
}

/** The event with each team's players (the Teams sheet's) and their numbers (the Members sheet's). */
function withPlayers(ss: SpreadsheetLike, event: TeamsEvent): Result<TeamsEvent, Problem> {
  const read = readMembers(ss);
  if (!read.ok) return read;
  const cells = new Map(teamsOf(ss).map((named) => [teamKey(named.team), named.players]));
  const teams: TeamsEvent['teams'][number][] = [];
  for (const team of event.teams) {
    const players = team.players.length > 0 ? [...team.players] : playersOf(cells.get(teamKey(team.name)) ?? '');
    const numbers: string[] = [];
    for (const [p, player] of players.entries()) {
      const known = team.numbers?.[p] ?? '';
      const found = known === '' ? numberOf(player, read.value) : ok(known);
      if (!found.ok) return found;
      numbers.push(found.value);
    }
    teams.push({ ...team, players, numbers });
  }
  return ok({ ...event, teams });
}

/**
 * The evening's USEBIO file and, when boards were entered by board, its PBN file. Refused when a player's
 * name is two members' (naming both) or the Members sheet cannot be read, or as the core refuses the event.
 */
export function teamsFiles(
  ss: SpreadsheetLike,
  event: TeamsEvent,
  properties?: PropertiesLike,
): Result<TeamsFiles, Problem> {
  const details = federationDetails(ss, TEAMS_EVENING, properties);
  const named = withPlayers(ss, event);
  if (!named.ok) return named;
  const file = usebioTeams(
    named.value,
    {
      club: { name: details.clubName, number: details.clubNumber },
      id: details.eventId,
      description: details.eventName,
      date: details.date,
      programName: PROGRAM.name,
      programVersion: PROGRAM.version,
      masterpointScale: details.masterpointScale,
      charge: details.charge,
      contact: contactOf(details.contact),
    },
    details.usebioVersion,
  );
  if (!file.ok) return file;
  const games = teamsToPbn(named.value, { event: details.eventName, date: details.date });
  const unnumbered = named.value.teams.flatMap((team) =>
    team.players.filter((_, p) => (team.numbers?.[p] ?? '') === ''),
  );
  return ok({
    usebio: formatTeamsUsebio(file.value),
    ...(games.length === 0 ? {} : { pbn: formatPbn(games) }),
    unnumbered,
  });
}
