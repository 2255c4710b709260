/**
 * A teams event as a USEBIO file holds it, in plain JSON: the teams numbered in seeding order with their
 * players and national numbers, places and VPs; each match with both teams' VPs and, when it was
 * scored by board, each board's IMPs and both rooms' results. `usebioTeams` makes one from an event,
 * formatTeamsUsebio (usebio-write.ts) writes it and parseTeamsUsebio (usebio-read.ts) reads it back.
 * docs/exchange.md (Teams events) says which element holds what, and where each comes from.
 */

import { ok, type Result } from '../base/result.js';
import type { Seat } from '../base/vocabulary.js';
import { formatContract, isPassedOut, tricksTaken } from '../hand/contract.js';
import { scoreMatch, type TableResult } from '../results/match.js';
import { scoredMatches, type TeamsEvent, teamKey } from './event.js';
import { teamsStandings } from './standings.js';

/** A player of a team: the name, and the federation's number ('' when not known), kept as text. */
export interface UsebioTeamPlayer {
  readonly name: string;
  readonly number: string;
}

/** A team as the file ranks it: TEAM_ID (its seed), TEAM_NAME, PLACE and TOTAL_SCORE (its VPs). */
export interface UsebioTeam {
  readonly number: number;
  readonly name: string;
  /** A whole number, a tie's `3=` written `3`, as the federations' readers take a place. */
  readonly place: string;
  readonly vps: number;
  readonly players: readonly UsebioTeamPlayer[];
}

/**
 * One room's result of a board. The home team sits N/S in the open room and E/W in the closed one
 * (results/match.ts: table 1 is the open room), so DIRECTION is the home team's direction there.
 */
export interface UsebioRoomLine {
  readonly direction: 'NS' | 'EW';
  /** `3NT`, `4SX`, `PASS`; absent when the room's N/S score was typed without a contract. */
  readonly contract?: string;
  readonly playedBy?: Seat;
  readonly tricks?: number;
  /** The N/S score. */
  readonly score: number;
}

/** A board of a match scored by board: the home team's IMPs on it (negative when it lost them) and both rooms. */
export interface UsebioMatchBoard {
  readonly number: number;
  readonly imps: number;
  readonly open: UsebioRoomLine;
  readonly closed: UsebioRoomLine;
}

/** A played match: its round, both teams by number (the home team as TEAM), both sides' VPs and its boards. */
export interface UsebioTeamsMatch {
  readonly round: number;
  readonly home: number;
  readonly away: number;
  readonly homeVps: number;
  readonly awayVps: number;
  /** Empty for a match whose IMPs were typed as a total. */
  readonly boards: readonly UsebioMatchBoard[];
}

/** What a federation asks of the event, each text as the file writes it ('' when not known). */
export interface UsebioTeamsHeader {
  readonly club: { readonly name: string; readonly number: string };
  readonly id: string;
  readonly description: string;
  /** `2026-12-04`; the file writes `04/12/2026`. */
  readonly date: string;
  readonly programName: string;
  readonly programVersion: string;
  readonly masterpointScale: string;
  readonly charge: string;
  readonly contact: { readonly name: string; readonly email: string; readonly phone: string };
}

/** A teams event as its USEBIO file holds it. */
export interface UsebioTeamsEvent {
  readonly version: '1.2' | '1.3';
  readonly header: UsebioTeamsHeader;
  /** BOARDS_PLAYED: the most boards any team played in its matches. */
  readonly boardsPlayed: number;
  readonly teams: readonly UsebioTeam[];
  readonly matches: readonly UsebioTeamsMatch[];
}

/** A room's result as its line: the contract as USEBIO writes it, declarer, tricks and the N/S score. */
function roomLine(result: TableResult, score: number, direction: 'NS' | 'EW'): UsebioRoomLine {
  if ('ns' in result) return { direction, score };
  const contract = result.contract;
  if (isPassedOut(contract)) return { direction, contract: 'PASS', score };
  const tricks = tricksTaken(contract);
  return {
    direction,
    contract: formatContract({ level: contract.level, strain: contract.strain, doubling: contract.doubling }),
    ...(contract.declarer === undefined ? {} : { playedBy: contract.declarer }),
    ...(tricks === undefined ? {} : { tricks }),
    score,
  };
}

/** A place as the federations' programs read it: a whole number, a tie's `3=` as `3`. */
const placeOf = (place: string): string => place.replace(/=$/, '').trim();

/**
 * The event as its USEBIO file: teams numbered by seed, ranked as teamsStandings ranks them, every
 * played match with its VPs by the event's scale, and a match's boards when it was scored by board.
 * A player's national number is the team's `numbers` at the player's place, '' when it has none.
 * Refused as scoredMatches refuses the event.
 */
export function usebioTeams(
  event: TeamsEvent,
  header: UsebioTeamsHeader,
  version: '1.2' | '1.3' = '1.2',
): Result<UsebioTeamsEvent> {
  const scored = scoredMatches(event);
  if (!scored.ok) return scored;
  const standings = teamsStandings(event);
  if (!standings.ok) return standings;
  const seedOf = new Map(event.teams.map((team, i) => [teamKey(team.name), i + 1]));
  const standingOf = new Map(standings.value.map((line) => [teamKey(line.team), line]));
  const teams = event.teams.map((team, i): UsebioTeam => {
    const standing = standingOf.get(teamKey(team.name));
    return {
      number: i + 1,
      name: team.name.trim(),
      place: placeOf(standing?.place ?? ''),
      vps: standing?.vps ?? 0,
      players: team.players.map((name, p) => ({ name, number: team.numbers?.[p] ?? '' })),
    };
  });
  const matches: UsebioTeamsMatch[] = [];
  for (const match of scored.value) {
    const typed = event.rounds[match.round - 1]?.matches[match.table - 1]?.score;
    const byBoard = typed !== undefined && 'byBoard' in typed ? typed.byBoard : [];
    // checkEvent (through scoredMatches) has scored every board already: this cannot fail here.
    const results = scoreMatch(byBoard);
    const boards = results.ok
      ? results.value.boards.map((board, b): UsebioMatchBoard => {
          const entered = byBoard[b] as (typeof byBoard)[number];
          return {
            number: board.board,
            imps: board.imps,
            open: roomLine(entered.table1, board.table1, 'NS'),
            closed: roomLine(entered.table2, board.table2, 'EW'),
          };
        })
      : [];
    matches.push({
      round: match.round,
      home: seedOf.get(teamKey(match.home)) ?? 0,
      away: seedOf.get(teamKey(match.away)) ?? 0,
      homeVps: match.vps.home,
      awayVps: match.vps.away,
      boards,
    });
  }
  const played = new Map<string, number>();
  for (const match of scored.value)
    for (const team of [match.home, match.away])
      played.set(teamKey(team), (played.get(teamKey(team)) ?? 0) + match.boards);
  const boardsPlayed = Math.max(0, ...played.values());
  return ok({ version, header, boardsPlayed, teams, matches });
}
