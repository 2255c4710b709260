/**
 * The custom functions of a teams event: the ranking of a matches sheet and a round robin's schedule,
 * each in one call. Thin adapters: the columns read into the core's event (teams-columns.ts), ranked and
 * scheduled by the core (core/teams/), and spilled back as cells.
 */
import { drawNextRound, roundRobin, teamKey, teamsStandings, toHundredths } from '../../core/index';
import { type Arg, listen, type Output, type Problem, say, thrown } from '../cells';
import { readChoice } from './ranking-options';
import { quotingNot, readByeRule, readMatchesSheet, readTeamsColumn, readVpScale, sheetEvent } from './teams-columns';

/**
 * A core refusal of a list of names placed at its row of the teams column: two alike, at the second's
 * row. Any other refusal is left as it is.
 */
function atTeamsRow(found: Problem, names: readonly string[], rows: readonly number[]): Problem {
  const named = found.code === 'teams-same-name' ? found.params?.team : undefined;
  const alike = names.flatMap((name, i) => (typeof named === 'string' && teamKey(name) === teamKey(named) ? [i] : []));
  const row = alike.length > 1 ? rows[alike[1] as number] : undefined;
  return row === undefined ? found : { ...found, where: { argument: 'teams', row } };
}

/** A core refusal of the event's options (a bye's VPs), placed at the argument it came from. */
const atArgument = (found: Problem): Problem =>
  found.code === 'teams-bye-vps' ? { ...quotingNot(found), where: { argument: 'bye_vps' } } : found;

/**
 * Ranks a teams event from its matches sheet, in one call: the round, home team, away team, both sides'
 * IMPs and boards columns, a row a match (a row with no IMPs is a match not played yet; a row whose Away
 * is Bye is the home team's bye, and has no IMPs). Fills a header row Place | Team | VPs | IMPs + | IMPs −
 * | Played, then a row a team, best first. Each match's VPs by the WBF scale for its number of boards (the
 * loser 20 minus the winner's), or by a club's own table given as scale; a bye scores the team's own
 * average VPs over the matches it played, or bye_vps VPs. Ties are broken by the IMP quotient (IMPs + ÷
 * IMPs −), then, between two teams only, by the VPs of their own match; teams still level share a place
 * (3=), listed in seeding order when teams gives it (as SWISSDRAW takes it), else in the order the sheet
 * first names them. Refused, naming the row: a team drawn twice in a round, a match with one side's IMPs
 * only, a bye with IMPs, IMPs that are no whole number of 0 or more, a round that is no whole number, a
 * team not in teams when given. Keep the cells to its right and below empty.
 * Examples: =TEAMSRANKING({1; 1}, {"North"; "East"}, {"South"; "West"}, {20; 7}, {0; 7}, 16) gives
 * "Place", "Team", "VPs", "IMPs +", "IMPs −", "Played", "1", "North", 15, 20, 0, 1, "2=", "East", 10, 7, 7,
 * 1, "2=", "West", 10, 7, 7, 1, "4", "South", 5, 0, 20, 1 (16 boards: 20 IMPs is 15 VPs to 5);
 * =TEAMSRANKING(A2:A, C2:C, D2:D, E2:E, F2:F, 8) for a sheet of 8-board matches;
 * =TEAMSRANKING(A2:A, C2:C, D2:D, E2:E, F2:F, G2:G, "0 10-10; 1-2 11-9; 3+ 12-8", 12) with each match's boards
 * in G, a club's table and byes at 12 VPs.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} rounds The round of each row: a column of whole numbers from 1.
 * @param {string} home The home team of each row: a column of names, the same size.
 * @param {string} away The away team of each row, or Bye: a column of names, the same size.
 * @param {number} home_imps The home team's IMPs in each match: a column the same size; blank while the match is not played.
 * @param {number} away_imps The away team's IMPs in each match: a column the same size; blank while the match is not played.
 * @param {number} boards The boards a match: one number for every match, or a column the same size.
 * @param {string} scale Optional: "WBF" (the default when blank) or a club's table of margins, a band a line or separated by ; (0 10-10; 1-2 11-9; 3+ 12-8), in a cell or a band a cell down a column range.
 * @param {number} bye_vps Optional: the VPs a bye scores, one cell (not a column); blank scores it at the team's own average.
 * @param {string} teams Optional: the teams in seeding order, a column (or range) of names, the order level teams are listed in; blank cells are passed over.
 * @return The ranking: a header row and a row a team, 6 cells wide.
 * @customfunction
 */
export function TEAMSRANKING(
  rounds: Arg,
  home: Arg,
  away: Arg,
  home_imps: Arg,
  away_imps: Arg,
  boards: Arg,
  scale?: Arg,
  bye_vps?: Arg,
  teams?: Arg,
): Output {
  listen();
  const header = [
    say('head.place'),
    say('head.team'),
    say('head.vps'),
    say('head.impsFor'),
    say('head.impsAgainst'),
    say('head.played'),
  ];
  const options = { scale: readVpScale(scale), bye: readByeRule(bye_vps) };
  const sheet = readMatchesSheet({ rounds, home, away, homeImps: home_imps, awayImps: away_imps, boards });
  // A matches sheet with no team named yet has nothing to rank: its header alone, not an error.
  if (sheet.names.length === 0) return [header];
  // The seeding, when given, is what a Swiss's draw and the sidebar list level teams in.
  const seeding = teams === undefined ? { names: [], rows: [] } : readTeamsColumn(teams, 'teams');
  const given = seeding.names.length === 0 ? {} : { teams: seeding.names };
  const standings = teamsStandings(sheetEvent(sheet, { ...options, ...given }));
  if (!standings.ok) throw thrown(atTeamsRow(atArgument(sheet.placed(standings.error)), seeding.names, seeding.rows));
  return [
    header,
    ...standings.value.map((team) => [
      team.place,
      team.team,
      toHundredths(team.vps),
      team.impsFor,
      team.impsAgainst,
      team.played,
    ]),
  ];
}

/**
 * Lays out a round robin by the Berger tables: every team meets every other once (twice with double), in
 * n − 1 rounds for n teams, one more team's worth when n is odd, where each round one team has a bye. The
 * teams are a column of names in seeding order (team 1 first); the last is fixed at table 1 and the others
 * move round, home and away alternating so that each team is at home in about half its matches. A double
 * round robin plays the schedule again with home and away swapped. Fills a header row Round | Table | Home
 * | Away, then a row a match, and a row a bye whose Table is blank and Away is Bye: the first columns of a
 * matches sheet, as TEAMSRANKING reads them.
 * Examples: =ROUNDROBIN({"North"; "South"; "East"; "West"}) gives "Round", "Table", "Home", "Away", 1, 1,
 * "North", "West", 1, 2, "South", "East", 2, 1, "West", "East", 2, 2, "North", "South", 3, 1, "South",
 * "West", 3, 2, "East", "North"; =ROUNDROBIN(A2:A9, TRUE) for a double round robin of eight teams.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {string} teams The teams in seeding order: a column (or range) of names; blank cells are passed over.
 * @param {boolean|string} double Optional: every pair meets twice, home and away swapped, TRUE/FALSE, YES/NO, Y/N or 1/0; blank is once.
 * @return 4 cells a row: Round, Table, Home, Away; a header row, then a row a match and a row a bye.
 * @customfunction
 */
export function ROUNDROBIN(teams: Arg, double?: Arg): Output {
  listen();
  const twice = readChoice(double, 'double') ?? false;
  const { names, rows } = readTeamsColumn(teams, 'teams');
  const schedule = roundRobin(names, { double: twice });
  if (!schedule.ok) throw thrown(atTeamsRow(schedule.error, names, rows));
  const out: (string | number)[][] = [[say('head.round'), say('head.table'), say('head.home'), say('head.away')]];
  schedule.value.forEach((round, r) => {
    round.tables.forEach((match, t) => {
      out.push([r + 1, t + 1, match.home, match.away]);
    });
    if (round.bye !== undefined) out.push([r + 1, '', round.bye, say('cell.bye')]);
  });
  return out;
}

/**
 * Draws a Swiss's next round from its matches sheet, in one call: the teams in seeding order, then the
 * round, home team, away team, both sides' IMPs and boards columns, as TEAMSRANKING reads them. Round 1
 * (no row yet) pairs the top half of the seeding against the bottom half; from round 2 the teams are
 * ranked as TEAMSRANKING ranks them (a bye at the team's own average), and the draw is, of every pairing
 * in which no two teams meet again, the one with the least sum over its tables of the squared difference
 * in place, ties going to the top team meeting the highest-placed team it can; it is found over the whole
 * field, so the last tables never run out of teams that have not met. With an odd number of teams the bye
 * goes to the lowest-placed team that has not had one. Fills a header row Table | Home | Away, then a row
 * a table, the higher-placed team at home, and a row for the bye whose Table is blank and Away is Bye.
 * Refused, naming the row: a team not in teams, a rematch typed by hand, a team drawn twice in a round, a
 * match with one side's IMPs; and when no draw avoids a rematch.
 * Examples: =SWISSDRAW({"A"; "B"; "C"; "D"}, {1; 1}, {"A"; "B"}, {"C"; "D"}, {20; 10}, {5; 12}, 8) gives
 * "Table", "Home", "Away", 1, "A", "D", 2, "B", "C" (after round 1 A leads, then D, B, C; A and C, B and D
 * have met); =SWISSDRAW(J2:J, A2:A, C2:C, D2:D, E2:E, F2:F, 8) with the teams in J.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {string} teams The teams in seeding order: a column (or range) of names; blank cells are passed over.
 * @param {number} rounds The round of each row of the matches sheet: a column of whole numbers from 1.
 * @param {string} home The home team of each row: a column of names, the same size.
 * @param {string} away The away team of each row, or Bye: a column of names, the same size.
 * @param {number} home_imps The home team's IMPs in each match: a column the same size; blank while the match is not played.
 * @param {number} away_imps The away team's IMPs in each match: a column the same size; blank while the match is not played.
 * @param {number} boards The boards a match: one number for every match, or a column the same size.
 * @param {string} scale Optional: "WBF" (the default when blank) or a club's table of margins, a band a line or separated by ; (0 10-10; 1-2 11-9; 3+ 12-8), in a cell or a band a cell down a column range.
 * @return 3 cells a row: Table, Home, Away; a header row, then a row a table and a row for the bye.
 * @customfunction
 */
export function SWISSDRAW(
  teams: Arg,
  rounds: Arg,
  home: Arg,
  away: Arg,
  home_imps: Arg,
  away_imps: Arg,
  boards: Arg,
  scale?: Arg,
): Output {
  listen();
  const seeding = readTeamsColumn(teams, 'teams');
  const sheet = readMatchesSheet({ rounds, home, away, homeImps: home_imps, awayImps: away_imps, boards });
  const event = sheetEvent(sheet, { teams: seeding.names, scale: readVpScale(scale), bye: 'average' });
  const draw = drawNextRound(event);
  if (!draw.ok) throw thrown(atTeamsRow(sheet.placed(draw.error), seeding.names, seeding.rows));
  const out: (string | number)[][] = [[say('head.table'), say('head.home'), say('head.away')]];
  for (const table of draw.value.tables) out.push([table.table, table.home, table.away]);
  if (draw.value.bye !== undefined) out.push(['', draw.value.bye, say('cell.bye')]);
  return out;
}
