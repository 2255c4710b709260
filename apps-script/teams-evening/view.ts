/**
 * The teams evening as the sidebar shows it: every round's matches with their IMPs and VPs, the byes,
 * the ranking as it stands (core/teams standings), and whether the next round can be drawn. It reads,
 * and never writes.
 */
import { formatContract, isPassedOut, matchVps, teamsStandings, type VpScale } from '../../core/index';
import { scoreMatch, type TableResult } from '../../core/results/match';
import { sayReason, saySeat, speaks } from '../cells';
import type { SpreadsheetLike } from '../evening/sheet-api';
import type { BoardRow } from './boards-sheet';
import { type MatchRow, roundsDrawn, type TeamsEvening, toCome } from './evening';
import { BYE, type SetupTeam, type TeamsKind } from './layout';
import { teamsOf } from './teams-sheet';

/** A match as the sidebar shows it and sends back: its IMPs (null: to come) and, once played, its VPs. */
export interface TeamsMatchView {
  readonly table: number;
  readonly home: string;
  readonly away: string;
  readonly imps: { readonly home: number; readonly away: number } | null;
  readonly vps: { readonly home: number; readonly away: number } | null;
  /** The boards the match is played over. */
  readonly length: number;
  /** The boards entered for the match one by one (`Teams boards`), when any are: the match is then scored by them. */
  readonly boards?: readonly TeamsBoardView[];
}

/**
 * A board of a match as the sidebar shows it and sends back as what it showed: each table's result in
 * the notation the scorer types (`4P= N` in French, `-100`, blank while to come), and the board's IMPs
 * once both tables are in.
 */
export interface TeamsBoardView {
  readonly board: number;
  readonly table1: string;
  readonly table2: string;
  readonly imps: { readonly home: number; readonly away: number } | null;
}

/**
 * A table's result in the notation the scorer types it in, the declarer's letter after a space as the
 * field is typed (`3NT+1 N`, `3SA+1 O`): the text the sidebar's narrow field shows.
 */
export function resultText(result: TableResult | null): string {
  if (result === null) return '';
  if ('ns' in result) return String(result.ns);
  const { notation } = speaks();
  if (isPassedOut(result.contract) || result.contract.declarer === undefined)
    return formatContract(result.contract, { notation });
  const { declarer, ...bare } = result.contract;
  return `${formatContract(bare, { notation })} ${saySeat(declarer)}`;
}

/** A match's boards as the sidebar shows them, each board's IMPs the core's, to the side that won it. */
export function boardViews(rows: readonly BoardRow[]): TeamsBoardView[] {
  return rows.map((row) => {
    const scored =
      row.table1 === null || row.table2 === null
        ? null
        : scoreMatch([{ board: row.board, table1: row.table1, table2: row.table2 }]);
    const imps = scored?.ok ? (scored.value.boards[0]?.imps ?? 0) : null;
    return {
      board: row.board,
      table1: resultText(row.table1),
      table2: resultText(row.table2),
      imps: imps === null ? null : { home: Math.max(imps, 0), away: Math.max(-imps, 0) },
    };
  });
}

/** A match as the sidebar shows it. */
const matchView = (row: MatchRow, scale: VpScale): TeamsMatchView => ({
  table: row.table,
  home: row.home,
  away: row.away,
  imps: row.imps,
  vps: row.imps === null ? null : matchVps(row.imps.home - row.imps.away, row.boards, scale),
  length: row.boards,
  ...(row.byBoard === undefined ? {} : { boards: boardViews(row.byBoard) }),
});

export interface TeamsRoundView {
  readonly round: number;
  readonly matches: readonly TeamsMatchView[];
  readonly byes: readonly string[];
  readonly toCome: number;
}

export interface TeamsRankingLine {
  readonly place: string;
  readonly team: string;
  readonly players: string;
  readonly vps: number;
  readonly impsFor: number;
  readonly impsAgainst: number;
  readonly played: number;
}

export interface TeamsView {
  readonly stage: 'teams';
  readonly kind: TeamsKind;
  readonly rounds: readonly TeamsRoundView[];
  /** The rounds the event has in all (a Swiss's setting, a round robin's schedule). */
  readonly totalRounds: number;
  readonly boards: number;
  /** The teams in seeding order, with their carry-over and the round each withdrew from, if any. */
  readonly teams: readonly SetupTeam[];
  readonly ranking: readonly TeamsRankingLine[];
  /** A Swiss whose rounds drawn are all played, with rounds still to draw. */
  readonly canDraw: boolean;
  /** Every round drawn and every match in. */
  readonly finished: boolean;
  /** Why the ranking cannot be made, when it cannot. */
  readonly problem?: string;
}

/** The view of an evening: its rounds, the ranking so far, what comes next. */
export function teamsView(evening: TeamsEvening, ss: SpreadsheetLike): TeamsView {
  const { setup, rows } = evening;
  const drawn = roundsDrawn(evening);
  const rounds = Array.from({ length: drawn }, (_, r): TeamsRoundView => {
    const here = rows.filter((row) => row.round === r + 1);
    return {
      round: r + 1,
      matches: here
        .filter((row) => row.away !== BYE)
        .sort((a, b) => a.table - b.table)
        .map((row) => matchView(row, evening.event.scale)),
      byes: here.filter((row) => row.away === BYE).map((row) => row.home),
      toCome: toCome(evening, r + 1).length,
    };
  });
  const allIn = rounds.every((round) => round.toCome === 0);
  const players = new Map(teamsOf(ss).map((named) => [named.team.toLowerCase(), named.players]));
  const standings = teamsStandings(evening.event);
  return {
    stage: 'teams',
    kind: setup.kind,
    rounds,
    totalRounds: setup.rounds,
    boards: setup.boards,
    teams: setup.teams,
    ranking: standings.ok
      ? standings.value.map((line) => ({
          place: line.place,
          team: line.team,
          players: players.get(line.team.toLowerCase()) ?? '',
          vps: line.vps,
          impsFor: line.impsFor,
          impsAgainst: line.impsAgainst,
          played: line.played,
        }))
      : [],
    canDraw: setup.kind === 'swiss' && allIn && drawn < setup.rounds,
    finished: allIn && drawn >= setup.rounds,
    ...(standings.ok ? {} : { problem: sayReason(standings.error) }),
  };
}
