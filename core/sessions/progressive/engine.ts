/**
 * How a Progressive evening moves: each reported deal is scored at its table, and the round moves on once
 * every table has played its four deals. Everything a face shows is replayed from the settings and these
 * events, so a saved evening can be reopened, undone or checked anywhere.
 */

import type { Result } from '../../base/result.js';
import { err, ok, refused } from '../../base/result.js';
import type { Seat, Side } from '../../base/vocabulary.js';
import { DEALS_A_ROUND } from '../chicago.js';
import { appended, type Engine, newCheckedSession, type Session, type SessionError, withLast } from '../session.js';
import { roundDeal, scoreProgressiveDeal } from './deal.js';
import {
  type MovementProblem,
  planMovement,
  seatTables,
  type TableMove,
  type TableSeating,
  tableWinner,
} from './movement.js';
import { checkSeating, readEvent, readSettings } from './read.js';
import type {
  ProgressiveDeal,
  ProgressiveEvent,
  ProgressiveRound,
  ProgressiveSettings,
  ProgressiveState,
  TableRound,
} from './types.js';

/** The format name of a saved Progressive evening. */
export const PROGRESSIVE_FORMAT = 'bridge-scorer/progressive';

const current = (state: ProgressiveState): ProgressiveRound =>
  state.rounds[state.rounds.length - 1] as ProgressiveRound;

const startRound = (
  round: number,
  seating: readonly TableSeating[],
  firstDealers: readonly Seat[],
): ProgressiveRound => ({
  round,
  seating,
  firstDealers,
  tables: seating.map((_, t) => ({ table: t + 1, deals: [], totals: { NS: 0, EW: 0 } })),
});

function applyDeal(
  state: ProgressiveState,
  event: Exclude<ProgressiveEvent, { type: 'next-round' }>,
): Result<ProgressiveState> {
  const round = current(state);
  const table = round.tables[event.table - 1];
  if (table === undefined)
    return refused('no-such-table', `there is no table ${event.table}; the tables are 1–${round.tables.length}`, {
      table: event.table,
      tables: round.tables.length,
    });
  if (table.deals.length === DEALS_A_ROUND)
    return refused('table-done', `table ${event.table} has played its four deals of round ${round.round}`, {
      table: event.table,
      round: round.round,
    });
  // A passed-out deal still counts as one of the four, and the deal passes to the left.
  const { deal, dealer, vulnerable } = roundDeal(round.firstDealers[event.table - 1] as Seat, table.deals.length + 1);
  let record: ProgressiveDeal;
  if (event.type === 'passed-out') {
    const nothing = { NS: 0, EW: 0 };
    record = { deal, dealer, passedOut: true, ...nothing, vulnerable, cappedOff: nothing };
  } else {
    const honors = state.settings.honors ? event.honors : undefined;
    const score = scoreProgressiveDeal({
      contract: event.contract,
      declarer: event.declarer,
      deal,
      dealer,
      partScorePremium: state.settings.partScorePremium,
      ...(honors === undefined ? {} : { honors }),
    });
    record = { deal, dealer, declarer: event.declarer, contract: event.contract, passedOut: false, ...score };
  }
  const updated: TableRound = {
    ...table,
    deals: [...table.deals, record],
    totals: { NS: table.totals.NS + record.NS, EW: table.totals.EW + record.EW },
  };
  const tables = round.tables.map((t) => (t.table === event.table ? updated : t));
  return ok({ ...state, rounds: withLast(state.rounds, { ...round, tables }) });
}

/** Why the round cannot move on yet (tables with deals still to play), or undefined when it can. */
function roundNotOver(round: ProgressiveRound): MovementProblem | undefined {
  const unfinished = round.tables.filter((t) => t.deals.length < DEALS_A_ROUND).map((t) => t.table);
  if (unfinished.length === 0) return undefined;
  return {
    code: 'round-not-over',
    reason: `round ${round.round} is not over: table ${unfinished.join(', ')} still to play`,
    params: { round: round.round, tables: unfinished },
  };
}

/**
 * Who stays and who arrives at each table after the current round, once all its deals are in; a tie
 * without the director's decision is reported, never settled.
 */
export function pendingMovement(
  state: ProgressiveState,
  decisions: { readonly [table: number]: Side } = {},
): Result<TableMove[], MovementProblem> {
  const round = current(state);
  const notOver = roundNotOver(round);
  if (notOver !== undefined) return err(notOver);
  return planMovement(
    state.settings.progression,
    round.seating,
    round.tables.map((t) => t.totals),
    decisions,
  );
}

function applyNextRound(
  state: ProgressiveState,
  event: Extract<ProgressiveEvent, { type: 'next-round' }>,
): Result<ProgressiveState> {
  const round = current(state);
  if (event.seating !== undefined) {
    const notOver = roundNotOver(round);
    if (notOver !== undefined) return err(notOver);
    const problem = checkSeating(event.seating, state.settings.players.length);
    if (problem !== undefined) return err(problem);
    const firstDealers = event.firstDealers ?? event.seating.map((): Seat => 'N');
    return ok({ ...state, rounds: appended(state.rounds, [startRound(round.round + 1, event.seating, firstDealers)]) });
  }
  const decisions = event.decisions ?? {};
  const moves = pendingMovement(state, decisions);
  if (!moves.ok) return moves;
  const seated = seatTables(state.settings.progression, moves.value, event.draws ?? []);
  if (!seated.ok) return seated;
  let closed = round;
  if (state.settings.progression !== 'fixed-ns') {
    // Winners move, so the round keeps them; a tie without a decision has stopped the movement above.
    const winners: { [table: number]: Side } = {};
    for (const t of round.tables) winners[t.table] = tableWinner(t.totals, decisions[t.table]) as Side;
    closed = { ...round, decisions: winners };
  }
  return ok({
    ...state,
    rounds: appended(withLast(state.rounds, closed), [
      startRound(round.round + 1, seated.value.seating, seated.value.firstDealers),
    ]),
  });
}

/** The Progressive Bridge engine: give it to the generic session functions (`loadSession`, `addEvent`, `replay`). */
export const progressiveEngine: Engine<ProgressiveSettings, ProgressiveEvent, ProgressiveState> = {
  format: PROGRESSIVE_FORMAT,
  version: 1,
  readSettings,
  readEvent,
  start: (settings) => ({ settings, rounds: [startRound(1, settings.seating, settings.firstDealers)] }),
  apply: (state, event) => (event.type === 'next-round' ? applyNextRound(state, event) : applyDeal(state, event)),
};

/** A Progressive evening as saved: settings and events. */
export type ProgressiveSession = Session<ProgressiveSettings, ProgressiveEvent>;

/**
 * A new evening. Names are trimmed; seating defaults to the players in order, N E S W at table 1, then
 * table 2, and North deals first. Returns the settings' problem, named, when they cannot be used.
 */
export function newProgressive(
  settings: Pick<ProgressiveSettings, 'players'> & Partial<ProgressiveSettings>,
): Result<ProgressiveSession, SessionError> {
  return newCheckedSession(progressiveEngine, settings);
}
