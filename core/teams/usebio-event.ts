/**
 * A teams event's USEBIO file back into the event the core ranks: its teams in TEAM_ID order with their
 * players and numbers, each round's matches with both rooms' results, the teams of a round in no match
 * its byes. What the file does not hold (the VP scale, how a bye scores, boards a match) the caller gives.
 * A match the file gives as VPs alone (typed as its IMP total) cannot be ranked again: refused, named.
 */
import { problem } from '../base/problem.js';
import { err, type Result } from '../base/result.js';
import { parseHandRow } from '../hand/row.js';
import type { TableResult } from '../results/match.js';
import { type ByeRule, checkEvent, type Team, type TeamsEvent, type TeamsRound } from './event.js';
import type { UsebioRoomLine, UsebioTeamsEvent } from './usebio.js';
import type { VpScale } from './vp-scale.js';

/** What a teams event needs that its USEBIO file does not say. */
export interface UsebioTeamsOptions {
  readonly boards: number;
  readonly scale: VpScale;
  readonly bye: ByeRule;
}

/** A room's result: its contract with declarer and tricks when the rules read it, else the file's N/S score. */
function tableOf(line: UsebioRoomLine): TableResult {
  if (line.contract === undefined) return { ns: line.score };
  const read = parseHandRow(
    {
      contract: line.contract,
      ...(line.tricks === undefined ? {} : { result: String(line.tricks) }),
      ...(line.playedBy === undefined ? {} : { declarer: line.playedBy }),
    },
    { resultIs: 'tricks' },
  );
  return read.ok ? { contract: read.value.hand } : { ns: line.score };
}

/**
 * The event a teams file holds, checked as every event is (checkEvent), or the first match it gives as
 * VPs alone, named by its round and teams.
 * @example usebioTeamsEvent(parseTeamsUsebio(text).value, { boards: 8, scale: 'wbf', bye: 'average' })
 */
export function usebioTeamsEvent(file: UsebioTeamsEvent, options: UsebioTeamsOptions): Result<TeamsEvent> {
  const ordered = [...file.teams].sort((a, b) => a.number - b.number);
  const nameOf = new Map(ordered.map((team) => [team.number, team.name]));
  const name = (number: number): string => nameOf.get(number) ?? String(number);
  const teams = ordered.map(
    (team): Team => ({
      name: team.name,
      players: team.players.map((player) => player.name),
      ...(team.players.some((player) => player.number !== '')
        ? { numbers: team.players.map((player) => player.number) }
        : {}),
    }),
  );
  const last = file.matches.reduce((most, match) => Math.max(most, match.round), 0);
  const rounds: TeamsRound[] = [];
  for (let round = 1; round <= last; round++) {
    const here = file.matches.filter((match) => match.round === round);
    const matches = [];
    for (const match of here) {
      const [home, away] = [name(match.home), name(match.away)];
      if (match.boards.length === 0)
        return err(
          problem(
            'usebio-teams-total',
            `round ${round}: ${home} against ${away} gives its VPs alone, not its boards: a teams event is read from matches entered board by board`,
            { params: { round, home, away } },
          ),
        );
      matches.push({
        home,
        away,
        ...(match.boards.length === options.boards ? {} : { boards: match.boards.length }),
        score: {
          byBoard: match.boards.map((board) => ({
            board: board.number,
            table1: tableOf(board.open),
            table2: tableOf(board.closed),
          })),
        },
      });
    }
    const playing = new Set(here.flatMap((match) => [match.home, match.away]));
    const byes = ordered.filter((team) => !playing.has(team.number)).map((team) => team.name);
    rounds.push({ matches, ...(byes.length === 0 ? {} : { byes }) });
  }
  return checkEvent({ teams, rounds, boards: options.boards, scale: options.scale, bye: options.bye });
}
