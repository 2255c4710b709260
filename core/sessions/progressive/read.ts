/**
 * Reading a Progressive evening back from plain JSON (a saved file, a sheet, a face's draft): nothing is
 * trusted, and every refusal names the value at fault. The engine checks what can only be known once the
 * evening is replayed (a table's fifth deal, a seating against the players); this file checks the rest.
 */

import { type Problem, problem, under } from '../../base/problem.js';
import { quoteValue } from '../../base/quote.js';
import { isRecord, readInteger, readNames, readOneOf } from '../../base/read.js';
import type { Result } from '../../base/result.js';
import { err, ok, refused } from '../../base/result.js';
import { SEATS, type Seat, SIDES, type Side } from '../../base/vocabulary.js';
import { plural } from '../../base/words.js';
import { readHandWithHonors } from '../../hand/played.js';
import type { Card } from '../../table/card.js';
import { parseCard } from '../../table/card.js';
import { readEventRecord } from '../session.js';
import { PROGRESSIONS, type Progression, type TableSeating } from './movement.js';
import type { ProgressiveEvent, ProgressiveSettings } from './types.js';

/** The seating and first dealers `n` players start with when none are given: in order, N E S W by table. */
export function defaultSeating(playerCount: number): TableSeating[] {
  const seating: TableSeating[] = [];
  for (let p = 0; p + 3 < playerCount; p += 4) seating.push({ N: p, E: p + 1, S: p + 2, W: p + 3 });
  return seating;
}

/** Why `seating` cannot seat `playerCount` players at 4 a table, each exactly once; undefined when it can. */
export function checkSeating(seating: unknown, playerCount: number): Problem | undefined {
  const tables = playerCount / 4;
  if (!Array.isArray(seating) || seating.length !== tables)
    return problem('seating-tables', `seating must list ${plural(tables, 'table')}, not ${quoteValue(seating)}`, {
      params: { tables, value: quoteValue(seating) },
    });
  const seated = new Set<number>();
  for (const [t, table] of seating.entries()) {
    if (!isRecord(table)) {
      return problem('table-seating', `table ${t + 1}'s seating must be { N, E, S, W }, not ${quoteValue(table)}`, {
        params: { table: t + 1, value: quoteValue(table) },
      });
    }
    for (const seat of SEATS) {
      const player = readInteger(table[seat], 0, playerCount - 1, `the player at table ${t + 1} ${seat}`);
      if (!player.ok) return player.error;
      if (seated.has(player.value)) {
        return problem('seated-twice', `player ${player.value + 1} is seated twice`, {
          params: { player: player.value + 1 },
        });
      }
      seated.add(player.value);
    }
  }
  return undefined;
}

function checkFirstDealers(firstDealers: unknown, tables: number): Problem | undefined {
  if (!Array.isArray(firstDealers) || firstDealers.length !== tables) {
    return problem(
      'first-dealers',
      `firstDealers must list ${plural(tables, 'seat')}, not ${quoteValue(firstDealers)}`,
      { params: { tables, value: quoteValue(firstDealers) } },
    );
  }
  for (const dealer of firstDealers) {
    const seat = readOneOf<Seat>(dealer, SEATS, 'a first dealer');
    if (!seat.ok) return seat.error;
  }
  return undefined;
}

/** A Progressive evening's settings read from unknown JSON, or why they cannot be used. */
export function readSettings(value: unknown): Result<ProgressiveSettings> {
  if (!isRecord(value))
    return refused('settings-need-players', `must be an object with the players, not ${quoteValue(value)}`, {
      value: quoteValue(value),
    });
  const players = value.players;
  if (!Array.isArray(players) || players.length < 4 || players.length % 4 !== 0) {
    return refused(
      'players-four-a-table',
      `players must be a list of 4 names a table (4, 8, 12, …), not ${quoteValue(players)}`,
      { value: quoteValue(players) },
    );
  }
  // Each player's tally card and place in the ranking goes by name.
  const names = readNames(players, true);
  if (!names.ok) return names;
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
    players: names.value,
    seating: seating as TableSeating[],
    firstDealers: firstDealers as Seat[],
    partScorePremium: premium.value,
    honors: honors.value,
    progression: progression.value,
  });
}

function readCard(value: unknown): Result<Card | null> {
  if (value === null || value === undefined) return ok(null);
  if (typeof value === 'string') {
    const card = parseCard(value);
    return card.ok ? ok(card.value) : card;
  }
  if (isRecord(value) && typeof value.suit === 'string' && typeof value.rank === 'string') {
    const card = parseCard(`${value.suit}${value.rank}`);
    if (card.ok) return ok(card.value);
  }
  return refused('drawn-card', `a drawn card must be a card such as "SA", not ${quoteValue(value)}`, {
    value: quoteValue(value),
  });
}

type NextRound = Extract<ProgressiveEvent, { type: 'next-round' }>;

/** The director's word at tied tables: table number → the winning side. */
function readDecisions(value: unknown): Result<{ [table: number]: Side }> {
  if (!isRecord(value))
    return refused('decisions-map', `decisions must map a table number to NS or EW, not ${quoteValue(value)}`, {
      value: quoteValue(value),
    });
  const decisions: { [table: number]: Side } = {};
  for (const [table, side] of Object.entries(value)) {
    const number = Number(table);
    if (!Number.isInteger(number) || number < 1)
      return refused('decisions-table', `decisions: ${quoteValue(table)} is not a table number`, {
        value: quoteValue(table),
      });
    const winner = readOneOf<Side>(side, SIDES, `the winner at table ${table}`);
    if (!winner.ok) return winner;
    decisions[number] = winner.value;
  }
  return ok(decisions);
}

/** Each player's drawn card, by player number; null for a player who has not drawn. */
function readDraws(value: unknown): Result<(Card | null)[]> {
  if (!Array.isArray(value))
    return refused('draws-list', `draws must list a card for each player, not ${quoteValue(value)}`, {
      value: quoteValue(value),
    });
  const draws: (Card | null)[] = [];
  for (const [i, drawn] of value.entries()) {
    const card = readCard(drawn);
    if (!card.ok) return err(under(card.error, `player ${i + 1}'s draw`, { code: 'draw', params: { player: i + 1 } }));
    draws.push(card.value);
  }
  return ok(draws);
}

function readNextRound(value: { readonly [key: string]: unknown }): Result<NextRound> {
  const event: { -readonly [K in keyof NextRound]: NextRound[K] } = { type: 'next-round' };
  if (value.seating !== undefined) {
    if (!Array.isArray(value.seating))
      return refused('seating-list', `seating must list the tables, not ${quoteValue(value.seating)}`, {
        value: quoteValue(value.seating),
      });
    event.seating = value.seating as TableSeating[];
    // Checked against the players when the event is applied.
    if (value.firstDealers !== undefined) {
      const problem = checkFirstDealers(value.firstDealers, value.seating.length);
      if (problem !== undefined) return err(problem);
      event.firstDealers = value.firstDealers as Seat[];
    }
  }
  if (value.decisions !== undefined) {
    const decisions = readDecisions(value.decisions);
    if (!decisions.ok) return decisions;
    event.decisions = decisions.value;
  }
  if (value.draws !== undefined) {
    const draws = readDraws(value.draws);
    if (!draws.ok) return draws;
    event.draws = draws.value;
  }
  return ok(event);
}

/** A Progressive event read from unknown JSON, or why it cannot be. */
export function readEvent(input: unknown): Result<ProgressiveEvent> {
  const event = readEventRecord(input, ['deal', 'passed-out', 'next-round'] as const);
  if (!event.ok) return event;
  const value = event.value;
  if (value.type === 'next-round') return readNextRound(value);
  const table = readInteger(value.table, 1, 10_000, 'table');
  if (!table.ok) return table;
  if (value.type === 'passed-out') return ok({ type: 'passed-out', table: table.value });
  const declarer = readOneOf<Seat>(value.declarer, SEATS, 'declarer');
  if (!declarer.ok) return declarer;
  const hand = readHandWithHonors(value, SIDES);
  return hand.ok ? ok({ type: 'deal', table: table.value, declarer: declarer.value, ...hand.value }) : hand;
}
