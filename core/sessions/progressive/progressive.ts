/**
 * A Progressive Bridge session (docs/rules.md, Progressive Bridge): T tables, 4T named players, rounds of four deals
 * at each table; each player's tally card, the ranking, and the movement to the next round.
 */

import { isRecord, readInteger, readOneOf, show } from '../../base/read.js';
import type { Result } from '../../base/result.js';
import { err, ok } from '../../base/result.js';
import type { BySide } from '../../base/vocabulary.js';
import { partnerOf, SEATS, type Seat, SIDES, type Side, sideOf } from '../../base/vocabulary.js';
import { type Honors, readHonors } from '../../hand/honors.js';
import { type PlayedHand, readPlayedContract } from '../../hand/played.js';
import type { Card } from '../../table/card.js';
import { parseCard } from '../../table/card.js';
import {
  addEvent,
  appended,
  type Engine,
  loadSession,
  newSession,
  replay,
  type Session,
  type SessionError,
  withLast,
} from '../session.js';
import { DEALS_A_ROUND, type ProgressiveDealScore, roundDeal, scoreProgressiveDeal } from './deal.js';
import {
  type MovementProblem,
  PROGRESSIONS,
  type Progression,
  planMovement,
  seatTables,
  type TableMove,
  type TableSeating,
} from './movement.js';

export interface ProgressiveSettings {
  /** 4 players a table; a player is known by number (0-based index here). */
  readonly players: readonly string[];
  /** Round 1: who sits where at each table. */
  readonly seating: readonly TableSeating[];
  /** Round 1: the first dealer at each table. */
  readonly firstDealers: readonly Seat[];
  readonly partScorePremium: 50 | 100;
  readonly honors: boolean;
  readonly progression: Progression;
}

export type ProgressiveEvent =
  | {
      readonly type: 'deal';
      /** 1-based. */
      readonly table: number;
      readonly declarer: Seat;
      readonly contract: PlayedHand;
      readonly honors?: Honors<Side>;
    }
  | { readonly type: 'passed-out'; readonly table: number }
  | {
      readonly type: 'next-round';
      /** The director's word at a tied table: table number → winning side. */
      readonly decisions?: { readonly [table: number]: Side };
      /** Each player's drawn card, by player number (standard method only). */
      readonly draws?: readonly (Card | null)[];
      /**
       * The next round's seating as it was decided (entered by the director, or recorded from an earlier
       * movement): used as it is, instead of the movement. First dealers default to N.
       */
      readonly seating?: readonly TableSeating[];
      readonly firstDealers?: readonly Seat[];
    };

export interface ProgressiveDeal extends ProgressiveDealScore {
  readonly deal: number;
  readonly dealer: Seat;
  readonly declarer?: Seat;
  readonly contract?: PlayedHand;
  readonly passedOut: boolean;
}

export interface TableRound {
  readonly table: number;
  readonly deals: readonly ProgressiveDeal[];
  readonly totals: BySide<number>;
}

export interface ProgressiveRound {
  readonly round: number;
  readonly seating: readonly TableSeating[];
  readonly firstDealers: readonly Seat[];
  readonly tables: readonly TableRound[];
  /** Set once the round has moved on: the winning side at each table, decided or by the scores. */
  readonly decisions?: { readonly [table: number]: Side };
}

export interface ProgressiveState {
  readonly settings: ProgressiveSettings;
  readonly rounds: readonly ProgressiveRound[];
}

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

/** The seating and first dealers `n` players start with when none are given: in order, N E S W by table. */
export function defaultSeating(playerCount: number): TableSeating[] {
  const seating: TableSeating[] = [];
  for (let p = 0; p + 3 < playerCount; p += 4) seating.push({ N: p, E: p + 1, S: p + 2, W: p + 3 });
  return seating;
}

/** Why `seating` cannot seat `playerCount` players at 4 a table, each exactly once; undefined when it can. */
function checkSeating(seating: unknown, playerCount: number): string | undefined {
  const tables = playerCount / 4;
  if (!Array.isArray(seating) || seating.length !== tables)
    return `seating must list ${tables} tables, not ${show(seating)}`;
  const seated = new Set<number>();
  for (const [t, table] of seating.entries()) {
    if (!isRecord(table)) return `table ${t + 1}'s seating must be { N, E, S, W }, not ${show(table)}`;
    for (const seat of SEATS) {
      const player = readInteger(table[seat], 0, playerCount - 1, `the player at table ${t + 1} ${seat}`);
      if (!player.ok) return player.error;
      if (seated.has(player.value)) return `player ${player.value + 1} is seated twice`;
      seated.add(player.value);
    }
  }
  return undefined;
}

function checkFirstDealers(firstDealers: unknown, tables: number): string | undefined {
  if (!Array.isArray(firstDealers) || firstDealers.length !== tables) {
    return `firstDealers must list ${tables} seats, not ${show(firstDealers)}`;
  }
  for (const dealer of firstDealers) {
    const seat = readOneOf<Seat>(dealer, SEATS, 'a first dealer');
    if (!seat.ok) return seat.error;
  }
  return undefined;
}

function readSettings(value: unknown): Result<ProgressiveSettings, string> {
  if (!isRecord(value)) return err(`must be an object with the players, not ${show(value)}`);
  const players = value.players;
  if (!Array.isArray(players) || players.length < 4 || players.length % 4 !== 0) {
    return err(`players must be a list of 4 names a table (4, 8, 12, …), not ${show(players)}`);
  }
  const names = new Set<string>();
  for (const [i, name] of players.entries()) {
    if (typeof name !== 'string' || name.trim() === '') return err(`player ${i + 1} needs a name, not ${show(name)}`);
    const key = name.trim().toLowerCase();
    if (names.has(key)) return err(`two players are called ${show(name.trim())}; give each a different name`);
    names.add(key);
  }
  const tables = players.length / 4;
  const seating = (value.seating ?? defaultSeating(players.length)) as TableSeating[];
  const seatingProblem = checkSeating(seating, players.length);
  if (seatingProblem !== undefined) return err(seatingProblem);
  const firstDealers = value.firstDealers ?? seating.map((): Seat => 'N');
  const dealersProblem = checkFirstDealers(firstDealers, tables);
  if (dealersProblem !== undefined) return err(dealersProblem);
  const premium = readOneOf(value.partScorePremium ?? 50, [50, 100] as const, 'partScorePremium');
  if (!premium.ok) return premium;
  const honors = readOneOf(value.honors ?? true, [true, false], 'honors');
  if (!honors.ok) return honors;
  const progression = readOneOf<Progression>(value.progression ?? 'standard', PROGRESSIONS, 'progression');
  if (!progression.ok) return progression;
  return ok({
    players: players.map((name: string) => name.trim()),
    seating: seating as TableSeating[],
    firstDealers: firstDealers as Seat[],
    partScorePremium: premium.value,
    honors: honors.value,
    progression: progression.value,
  });
}

function readCard(value: unknown): Result<Card | null, string> {
  if (value === null || value === undefined) return ok(null);
  if (typeof value === 'string') {
    const card = parseCard(value);
    return card.ok ? ok(card.value) : err(card.error.message);
  }
  if (isRecord(value) && typeof value.suit === 'string' && typeof value.rank === 'string') {
    const card = parseCard(`${value.suit}${value.rank}`);
    if (card.ok) return ok(card.value);
  }
  return err(`a drawn card must be a card such as "SA", not ${show(value)}`);
}

function readEvent(value: unknown): Result<ProgressiveEvent, string> {
  if (!isRecord(value)) return err(`an event must be an object, not ${show(value)}`);
  if (value.type === 'next-round') {
    const event: {
      decisions?: { [table: number]: Side };
      draws?: (Card | null)[];
      seating?: TableSeating[];
      firstDealers?: Seat[];
    } = {};
    if (value.seating !== undefined) {
      if (!Array.isArray(value.seating)) return err(`seating must list the tables, not ${show(value.seating)}`);
      event.seating = value.seating as TableSeating[];
      // Checked against the players when the event is applied.
      if (value.firstDealers !== undefined) {
        const problem = checkFirstDealers(value.firstDealers, value.seating.length);
        if (problem !== undefined) return err(problem);
        event.firstDealers = value.firstDealers as Seat[];
      }
    }
    if (value.decisions !== undefined) {
      if (!isRecord(value.decisions))
        return err(`decisions must map a table number to NS or EW, not ${show(value.decisions)}`);
      const decisions: { [table: number]: Side } = {};
      for (const [table, side] of Object.entries(value.decisions)) {
        const number = Number(table);
        if (!Number.isInteger(number) || number < 1) return err(`decisions: ${show(table)} is not a table number`);
        const winner = readOneOf<Side>(side, SIDES, `the winner at table ${table}`);
        if (!winner.ok) return winner;
        decisions[number] = winner.value;
      }
      event.decisions = decisions;
    }
    if (value.draws !== undefined) {
      if (!Array.isArray(value.draws)) return err(`draws must list a card for each player, not ${show(value.draws)}`);
      const draws: (Card | null)[] = [];
      for (const [i, drawn] of value.draws.entries()) {
        const card = readCard(drawn);
        if (!card.ok) return err(`player ${i + 1}'s draw: ${card.error}`);
        draws.push(card.value);
      }
      event.draws = draws;
    }
    return ok({ type: 'next-round', ...event });
  }
  if (value.type !== 'deal' && value.type !== 'passed-out') {
    return err(`an event's type must be "deal", "passed-out" or "next-round", not ${show(value.type)}`);
  }
  const table = readInteger(value.table, 1, 10_000, 'table');
  if (!table.ok) return table;
  if (value.type === 'passed-out') return ok({ type: 'passed-out', table: table.value });
  const declarer = readOneOf<Seat>(value.declarer, SEATS, 'declarer');
  if (!declarer.ok) return declarer;
  const contract = readPlayedContract(value.contract);
  if (!contract.ok) return contract;
  const deal = { type: 'deal' as const, table: table.value, declarer: declarer.value, contract: contract.value };
  if (value.honors === undefined) return ok(deal);
  const honors = readHonors(value.honors, SIDES, contract.value.strain);
  return honors.ok ? ok({ ...deal, honors: honors.value }) : honors;
}

function applyDeal(
  state: ProgressiveState,
  event: Exclude<ProgressiveEvent, { type: 'next-round' }>,
): Result<ProgressiveState, string> {
  const round = current(state);
  const table = round.tables[event.table - 1];
  if (table === undefined) return err(`there is no table ${event.table}; the tables are 1–${round.tables.length}`);
  if (table.deals.length === DEALS_A_ROUND)
    return err(`table ${event.table} has played its four deals of round ${round.round}`);
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
function roundNotOver(round: ProgressiveRound): string | undefined {
  const unfinished = round.tables.filter((t) => t.deals.length < DEALS_A_ROUND).map((t) => t.table);
  return unfinished.length === 0
    ? undefined
    : `round ${round.round} is not over: table ${unfinished.join(', ')} still to play`;
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
  if (notOver !== undefined) return err({ code: 'round-not-over', message: notOver });
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
): Result<ProgressiveState, string> {
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
  if (!moves.ok) return err(moves.error.message);
  const seated = seatTables(state.settings.progression, moves.value, event.draws ?? []);
  if (!seated.ok) return err(seated.error.message);
  const winners: { [table: number]: Side } = {};
  for (const t of round.tables)
    winners[t.table] =
      t.totals.NS === t.totals.EW ? (decisions[t.table] as Side) : t.totals.NS > t.totals.EW ? 'NS' : 'EW';
  const closed: ProgressiveRound = state.settings.progression === 'fixed-ns' ? round : { ...round, decisions: winners };
  return ok({
    ...state,
    rounds: appended(withLast(state.rounds, closed), [
      startRound(round.round + 1, seated.value.seating, seated.value.firstDealers),
    ]),
  });
}

export const progressiveEngine: Engine<ProgressiveSettings, ProgressiveEvent, ProgressiveState> = {
  format: PROGRESSIVE_FORMAT,
  version: 1,
  readSettings,
  readEvent,
  start: (settings) => ({ settings, rounds: [startRound(1, settings.seating, settings.firstDealers)] }),
  apply: (state, event) => (event.type === 'next-round' ? applyNextRound(state, event) : applyDeal(state, event)),
};

export type ProgressiveSession = Session<ProgressiveSettings, ProgressiveEvent>;

/**
 * A new evening. Names are trimmed; seating defaults to the players in order, N E S W at table 1, then
 * table 2, and North deals first. Returns the settings' problem, named, when they cannot be used.
 */
export function newProgressive(
  settings: Pick<ProgressiveSettings, 'players'> & Partial<ProgressiveSettings>,
): Result<ProgressiveSession, SessionError> {
  const read = readSettings(settings);
  if (!read.ok) return err({ code: 'bad-settings', message: `settings: ${read.error}` });
  return ok(newSession(progressiveEngine, read.value));
}

export const progressiveState = (session: ProgressiveSession): Result<ProgressiveState, SessionError> =>
  replay(progressiveEngine, session);

export const loadProgressive = (input: unknown) => loadSession(progressiveEngine, input);

export const addProgressiveEvent = (session: ProgressiveSession, event: ProgressiveEvent) =>
  addEvent(progressiveEngine, session, event);

export interface TallyRound {
  readonly round: number;
  readonly table: number;
  readonly seat: Seat;
  readonly partner: string;
  readonly myScore: number;
  readonly opponentsScore: number;
}

export interface TallyCard {
  readonly player: number;
  readonly name: string;
  readonly rounds: readonly TallyRound[];
  readonly myTotal: number;
  readonly opponentsTotal: number;
  /** My total minus the opponents' total: plus or minus. */
  readonly net: number;
}

/** Each player's tally card: per round the table, seat, partner, My Score and Opponents' Score; totals and net. */
export function tallyCards(state: ProgressiveState): TallyCard[] {
  const { players } = state.settings;
  const cards = players.map((name, player) => ({
    player,
    name,
    rounds: [] as TallyRound[],
    myTotal: 0,
    opponentsTotal: 0,
  }));
  for (const round of state.rounds) {
    round.seating.forEach((table, t) => {
      const totals = (round.tables[t] as TableRound).totals;
      for (const seat of SEATS) {
        const card = cards[table[seat]] as (typeof cards)[number];
        const mine = sideOf(seat);
        const myScore = totals[mine];
        const opponentsScore = totals[mine === 'NS' ? 'EW' : 'NS'];
        card.rounds.push({
          round: round.round,
          table: t + 1,
          seat,
          partner: players[table[partnerOf(seat)]] as string,
          myScore,
          opponentsScore,
        });
        card.myTotal += myScore;
        card.opponentsTotal += opponentsScore;
      }
    });
  }
  return cards.map((card) => ({ ...card, net: card.myTotal - card.opponentsTotal }));
}

export interface RankedPlayer {
  /** 1 for the largest plus; players with equal nets share a rank. */
  readonly rank: number;
  readonly player: number;
  readonly name: string;
  readonly net: number;
}

/** The ranking: largest plus first, down to the largest minus; equal nets share a rank (1, 2, 2, 4). */
export function progressiveRanking(state: ProgressiveState): RankedPlayer[] {
  const sorted = tallyCards(state)
    .map(({ player, name, net }) => ({ player, name, net }))
    .sort((a, b) => b.net - a.net || a.player - b.player);
  return sorted.map((entry) => ({ rank: sorted.findIndex((other) => other.net === entry.net) + 1, ...entry }));
}
