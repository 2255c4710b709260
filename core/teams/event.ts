/**
 * A teams event as plain JSON: its teams in seeding order, its rounds of matches, boards a match, the VP
 * scale and how a bye scores; and the one check every face runs on it before it is scored (a team drawn
 * twice in a round, a team that is none of the event's, a team playing after it left, IMPs that are
 * none). Each match's IMPs, typed or from both tables' results, and its VPs by the event's scale
 * (docs/rules.md, A teams event).
 */

import { type Problem, placed, under } from '../base/problem.js';
import { quoteText } from '../base/quote.js';
import { err, ok, type Result, refused } from '../base/result.js';
import { type MatchBoard, scoreMatch } from '../results/match.js';
import { vpInputProblem } from '../results/vp.js';
import { formatVpTable, type MatchVps, matchVps, mostVps, parseVpTable, type VpScale } from './vp-scale.js';

/** A team: its name (the key every match names it by), its players, and what it brings or when it leaves. */
export interface Team {
  readonly name: string;
  readonly players: readonly string[];
  /** Each player's national number, by the player's place in `players` ('' or absent when not known), as text. */
  readonly numbers?: readonly string[];
  /** VPs the team starts with, carried over from an earlier stage; none when absent. */
  readonly carryOver?: number;
  /** The round the team leaves the event from (1-based): it is drawn in no round from then on. */
  readonly leavesFrom?: number;
}

/** Both teams' IMPs in a match, each side's own (45 and 23), the home team's first. */
export interface MatchImps {
  readonly home: number;
  readonly away: number;
}

/**
 * A match's score: the IMPs each side had, as typed; or each board's results at both tables, the home
 * team sitting N/S at table 1 (results/match.ts), each board's IMPs going to the side that won it.
 */
export type MatchScore = { readonly imps: MatchImps } | { readonly byBoard: readonly MatchBoard[] };

/** A match of a round: who is at home, who away, and its score once it is played. */
export interface TeamsMatch {
  readonly home: string;
  readonly away: string;
  /** Absent until the match is played. */
  readonly score?: MatchScore;
  /** The boards the match was played over, the length its VPs are reckoned for: the event's when absent. */
  readonly boards?: number;
}

/** A round: its matches, table by table, and the teams that sit it out. */
export interface TeamsRound {
  readonly matches: readonly TeamsMatch[];
  readonly byes?: readonly string[];
}

/** How a bye scores: a fixed number of VPs, or the team's own average over the matches it played. */
export type ByeRule = { readonly vps: number } | 'average';

/** A teams event: a Swiss or a round robin, over an evening or a season. */
export interface TeamsEvent {
  /** In seeding order: the order a first round is drawn by and the last tie-break of a draw's order. */
  readonly teams: readonly Team[];
  /** Round 1 first. */
  readonly rounds: readonly TeamsRound[];
  /** Boards a match, unless a match says otherwise. */
  readonly boards: number;
  readonly scale: VpScale;
  readonly bye: ByeRule;
}

/** How two spellings of a name are known for one team: alike but for case and the spaces around it. */
export const teamKey = (name: string): string => name.trim().toLowerCase();

/** Whether a team has left the event by a round (1-based). */
export const hasLeft = (team: Team, round: number): boolean =>
  team.leavesFrom !== undefined && round >= team.leavesFrom;

/**
 * A match's IMPs: as typed, or summed from its boards (each board's IMPs to the side that won it);
 * undefined while it is not played. A board's problem names the board.
 * @example matchImps({ home: 'A', away: 'B', score: { imps: { home: 45, away: 23 } } }) // { ok: true, value: { home: 45, away: 23 } }
 */
export function matchImps(match: TeamsMatch): Result<MatchImps | undefined> {
  const score = match.score;
  if (score === undefined) return ok(undefined);
  if ('imps' in score) return ok(score.imps);
  const scored = scoreMatch(score.byBoard);
  if (!scored.ok) {
    const { board } = scored.error.where;
    return err(under(scored.error, `board ${board}`, { code: 'board-score', params: { board } }));
  }
  let home = 0;
  let away = 0;
  for (const board of scored.value.boards) {
    if (board.imps > 0) home += board.imps;
    else away -= board.imps;
  }
  return ok({ home, away });
}

/** What is wrong with a number of IMPs, or ok: a whole number, 0 or more. */
function impsProblem(imps: number): Result<null> {
  return Number.isInteger(imps) && imps >= 0
    ? ok(null)
    : refused('teams-imps', 'IMPs are a whole number, 0 or more', { not: String(imps) });
}

/**
 * Whether a list of teams' names can be an event's: at least two, none blank, no two alike but for case
 * and spaces; the one statement of it, for an event and a round robin's schedule alike.
 * @example checkTeamNames(['North', ' north ']).error.code // 'teams-same-name'
 */
export function checkTeamNames(names: readonly string[]): Result<null> {
  if (names.length < 2) return refused('teams-too-few', 'an event has at least 2 teams', { min: 2 });
  const seen = new Set<string>();
  for (const [i, name] of names.entries()) {
    if (name.trim() === '') return refused('teams-no-name', `team ${i + 1} needs a name`, { team: i + 1 });
    if (seen.has(teamKey(name)))
      return refused('teams-same-name', `two teams are called ${quoteText(name.trim())}: give each its own name`, {
        team: name.trim(),
      });
    seen.add(teamKey(name));
  }
  return ok(null);
}

/** The event's teams by key, once their names and the rounds they leave from are sound. */
function checkTeams(event: TeamsEvent): Result<Map<string, Team>> {
  const names = checkTeamNames(event.teams.map((team) => team.name));
  if (!names.ok) return names;
  const teams = new Map<string, Team>();
  for (const team of event.teams) {
    if (team.leavesFrom !== undefined && !(Number.isInteger(team.leavesFrom) && team.leavesFrom >= 1))
      return refused('teams-leaves-from', `${quoteText(team.name.trim())} leaves from a round: a whole number from 1`, {
        team: team.name.trim(),
        not: String(team.leavesFrom),
      });
    teams.set(teamKey(team.name), team);
  }
  return ok(teams);
}

/** A team drawn in a round: one of the event's, not yet left, not drawn already in the round. */
function drawnProblem(
  name: string,
  round: number,
  teams: ReadonlyMap<string, Team>,
  drawn: Set<string>,
): Problem | undefined {
  const team = teams.get(teamKey(name));
  const shown = name.trim();
  if (team === undefined)
    return refusal('teams-unknown', `${quoteText(shown)} is not one of the event's teams`, { team: shown });
  if (hasLeft(team, round))
    return refusal(
      'teams-left',
      `${quoteText(shown)} left the event from round ${team.leavesFrom}: it is drawn no more`,
      {
        team: shown,
        from: team.leavesFrom as number,
      },
    );
  if (drawn.has(teamKey(name)))
    return refusal('teams-twice-in-round', `${quoteText(shown)} is drawn twice in round ${round}`, {
      team: shown,
      round,
    });
  drawn.add(teamKey(name));
  return undefined;
}

const refusal = (...args: Parameters<typeof refused>): Problem => refused(...args).error;

/** A played match's numbers: whole IMPs 0 or more, and a length the scale takes. */
function scoreProblem(match: TeamsMatch, boards: number): Problem | undefined {
  const imps = matchImps(match);
  if (!imps.ok) return imps.error;
  if (imps.value === undefined) return undefined;
  const length = vpInputProblem(0, boards);
  if (!length.ok) {
    const { where: _argument, ...rest } = length.error;
    return { ...rest, params: { ...rest.params, not: String(boards) } };
  }
  const bad = impsProblem(imps.value.home);
  if (!bad.ok) return bad.error;
  const other = impsProblem(imps.value.away);
  return other.ok ? undefined : other.error;
}

/** Options of checkEvent: a Swiss refuses a pair that meets twice; a double round robin has them by design. */
export interface CheckOptions {
  readonly rematches?: 'allowed' | 'refused';
}

/**
 * The event, or the first thing wrong with it, placed at its round and table (`where.round`,
 * `where.table`; a bye has its round alone): at least two teams, each named once; each match between
 * two of the event's teams, neither left nor drawn already in the round (a bye counts as drawn); with
 * `rematches: 'refused'`, no two teams meeting twice; each played match's IMPs whole numbers, 0 or
 * more, its length one the scale takes, a fixed bye within the scale.
 * @example checkEvent({ teams: [{ name: 'A', players: [] }], rounds: [], boards: 8, scale: 'wbf', bye: 'average' }).error.code // 'teams-too-few'
 */
export function checkEvent(event: TeamsEvent, options: CheckOptions = {}): Result<TeamsEvent> {
  const teams = checkTeams(event);
  if (!teams.ok) return teams;
  // A club's table is sound when its text reads back: parseVpTable is the one statement of what a table is.
  if (event.scale !== 'wbf') {
    const table = parseVpTable(formatVpTable(event.scale));
    if (!table.ok) return table;
  }
  if (event.bye !== 'average') {
    const most = mostVps(event.scale);
    const { vps } = event.bye;
    if (!(Number.isFinite(vps) && vps >= 0 && vps <= most))
      return refused('teams-bye-vps', `a bye scores from 0 to ${most} VPs`, { most, not: String(vps) });
  }
  const met = new Map<string, number>();
  for (const [r, round] of event.rounds.entries()) {
    const number = r + 1;
    const drawn = new Set<string>();
    for (const [t, match] of round.matches.entries()) {
      const where = { round: number, table: t + 1 };
      const found =
        matchProblem(match, number, teams.value, drawn, event.boards) ?? rematch(match, number, met, options);
      if (found !== undefined) return err(placed(found, where));
    }
    for (const team of round.byes ?? []) {
      const found = drawnProblem(team, number, teams.value, drawn);
      if (found !== undefined) return err(placed(found, { round: number }));
    }
  }
  return ok(event);
}

function matchProblem(
  match: TeamsMatch,
  round: number,
  teams: ReadonlyMap<string, Team>,
  drawn: Set<string>,
  boards: number,
): Problem | undefined {
  if (teamKey(match.home) === teamKey(match.away))
    return refusal('teams-against-itself', `${quoteText(match.home.trim())} cannot play itself`, {
      team: match.home.trim(),
    });
  return (
    drawnProblem(match.home, round, teams, drawn) ??
    drawnProblem(match.away, round, teams, drawn) ??
    scoreProblem(match, match.boards ?? boards)
  );
}

/** Two teams meeting again, when the event refuses it; each pair met is kept with its round. */
function rematch(
  match: TeamsMatch,
  round: number,
  met: Map<string, number>,
  options: CheckOptions,
): Problem | undefined {
  const pair = [teamKey(match.home), teamKey(match.away)].sort().join('\n');
  const earlier = met.get(pair);
  if (earlier === undefined) met.set(pair, round);
  if (earlier === undefined || options.rematches !== 'refused') return undefined;
  const [home, away] = [match.home.trim(), match.away.trim()];
  return refusal('teams-rematch', `${quoteText(home)} and ${quoteText(away)} met in round ${earlier} already`, {
    home,
    away,
    earlier,
  });
}

/** A played match as the ranking counts it: where it was, who played, the IMPs and both sides' VPs. */
export interface ScoredMatch {
  readonly round: number;
  readonly table: number;
  /** The teams' names as the event's team list spells them. */
  readonly home: string;
  readonly away: string;
  readonly boards: number;
  readonly imps: MatchImps;
  readonly vps: MatchVps;
}

/**
 * Every played match of a checked event, round by round, with its VPs by the event's scale for the
 * match's length; matches not yet played are left out.
 */
export function scoredMatches(event: TeamsEvent): Result<ScoredMatch[]> {
  const checked = checkEvent(event);
  if (!checked.ok) return checked;
  const names = new Map(event.teams.map((team) => [teamKey(team.name), team.name.trim()]));
  const name = (typed: string): string => names.get(teamKey(typed)) ?? typed.trim();
  const scored: ScoredMatch[] = [];
  for (const [r, round] of event.rounds.entries())
    for (const [t, match] of round.matches.entries()) {
      // checkEvent has read every score: a match's IMPs are there, or it is not played yet.
      const imps = matchImps(match);
      if (!imps.ok || imps.value === undefined) continue;
      const boards = match.boards ?? event.boards;
      const vps = matchVps(imps.value.home - imps.value.away, boards, event.scale);
      scored.push({
        round: r + 1,
        table: t + 1,
        home: name(match.home),
        away: name(match.away),
        boards,
        imps: imps.value,
        vps,
      });
    }
  return ok(scored);
}

/**
 * The pairs of teams that have met (or are drawn to meet) in the event's rounds so far, as the event
 * spells them, each once: what a Swiss draw must not pair again.
 */
export function pairsMet(event: TeamsEvent): [string, string][] {
  const names = new Map(event.teams.map((team) => [teamKey(team.name), team.name.trim()]));
  const seen = new Set<string>();
  const pairs: [string, string][] = [];
  for (const round of event.rounds)
    for (const match of round.matches) {
      const key = [teamKey(match.home), teamKey(match.away)].sort().join('\n');
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push([names.get(teamKey(match.home)) ?? match.home, names.get(teamKey(match.away)) ?? match.away]);
    }
  return pairs;
}

/**
 * The byes had in the event's rounds so far, a team once for each of its byes, as the event spells it:
 * what a Swiss draw gives the next bye by.
 */
export function byesHad(event: TeamsEvent): string[] {
  const names = new Map(event.teams.map((team) => [teamKey(team.name), team.name.trim()]));
  return event.rounds.flatMap((round) => (round.byes ?? []).map((team) => names.get(teamKey(team)) ?? team.trim()));
}
