/**
 * Bugger Bridge (docs/rules.md, Bugger Bridge): 3–7 players, rounds of a varying number of cards, a turned-up
 * trump (no trump when every card is dealt), a bid from everyone, the scorekeeper's announcement, and
 * points from a chart for a bid made exactly.
 */

import { quoteValue } from '../base/quote.js';
import { isRecord, readInteger, readNames, readOneOf } from '../base/read.js';
import type { Result } from '../base/result.js';
import { ok, refused } from '../base/result.js';
import { SUITS, type Suit } from '../base/vocabulary.js';
import { plural } from '../base/words.js';
import { defaultChart, defaultRounds } from './bugger-defaults.js';
import {
  appended,
  type Engine,
  newCheckedSession,
  readEventRecord,
  type Session,
  type SessionError,
  withLast,
} from './session.js';

// The defaults live apart (see bugger-defaults.ts); the `bugger` namespace offers them with the game.
export { defaultChart, defaultRounds } from './bugger-defaults.js';

/** A Bugger game's setup: the players, the rounds dealt, the points chart, the hook and the first dealer. */
export interface BuggerSettings {
  readonly players: readonly string[];
  /** Cards dealt to each player, round by round. */
  readonly rounds: readonly number[];
  /** Points for a bid made exactly, by bid (index = bid). */
  readonly chart: readonly number[];
  /** The "hook": the dealer may not bid so that the bids add up to the cards in the round. */
  readonly hook: boolean;
  /** Player number (0-based) who deals the first round. */
  readonly firstDealer: number;
}

/** A Bugger round's trump: the suit turned up, or NT when every card is dealt. */
export type BuggerTrump = Suit | 'NT';

/** What happens in a Bugger round: everyone's bids, then everyone's tricks. */
export type BuggerEvent =
  /** Bids in player order (player 0 first), whatever the order they were made in. */
  | { readonly type: 'bids'; readonly trump: BuggerTrump; readonly bids: readonly number[] }
  | { readonly type: 'tricks'; readonly tricks: readonly number[] };

/** What the scorekeeper says after the bids: even, over-bid or under-bid. */
export type Announcement = 'even' | 'over-bid' | 'under-bid';

/** One round of a Bugger game as scored: cards, trump, dealer, bids, tricks and points. */
export interface BuggerRound {
  readonly round: number;
  readonly cards: number;
  readonly dealer: number;
  readonly trump: BuggerTrump;
  readonly bids: readonly number[];
  readonly announcement: Announcement;
  readonly tricks?: readonly number[];
  /** Points each player scored this round, once the tricks are in. */
  readonly points?: readonly number[];
  /** Running totals after this round. */
  readonly totals?: readonly number[];
}

/** A Bugger game so far: its rounds, each player's total, the leaders and what comes next. */
export interface BuggerState {
  readonly settings: BuggerSettings;
  readonly rounds: readonly BuggerRound[];
  readonly totals: readonly number[];
  /** Players with the highest total (several when level); empty before any round is scored. */
  readonly leaders: readonly number[];
  /** What comes next: bids for a round, its tricks, or nothing when every round is played. */
  readonly next:
    | {
        readonly step: 'bids';
        readonly round: number;
        readonly cards: number;
        readonly dealer: number;
        readonly noTrump: boolean;
      }
    | { readonly step: 'tricks'; readonly round: number; readonly cards: number }
    | { readonly step: 'over' };
}

/**
 * The points for one player's round: the chart's points for the bid when the tricks taken equal it, 0
 * otherwise. A bid the chart has no points for, or points that are not whole numbers, are the problem.
 * @example buggerPoints(3, 3, defaultChart(13)) // { ok: true, value: 13 }
 */
export function buggerPoints(bid: number, tricks: number, chart: readonly number[]): Result<number> {
  if (!Number.isInteger(bid) || bid < 0)
    return refused('bid-whole', 'a bid is a whole number, 0 or more', { not: quoteValue(bid) });
  if (!Number.isInteger(tricks) || tricks < 0)
    return refused('tricks-whole', 'the tricks taken are a whole number, 0 or more', { not: quoteValue(tricks) });
  const points = chart[bid];
  if (points === undefined) return refused('chart-no-points', `the chart has no points for a bid of ${bid}`, { bid });
  if (!Number.isInteger(points)) {
    const reason = `the chart's points for a bid of ${bid} must be a whole number`;
    return refused('chart-points-whole', reason, { bid, not: quoteValue(points) });
  }
  return ok(tricks === bid ? points : 0);
}

/** The scorekeeper's announcement for these bids on a round of `cards` cards. */
export const announce = (bids: readonly number[], cards: number): Announcement => {
  const total = bids.reduce((sum, bid) => sum + bid, 0);
  return total === cards ? 'even' : total > cards ? 'over-bid' : 'under-bid';
};

/** The dealer bids last; bidding starts at the dealer's left. */
const dealerOf = (settings: BuggerSettings, round: number): number =>
  (settings.firstDealer + round - 1) % settings.players.length;

function nextStep(settings: BuggerSettings, rounds: readonly BuggerRound[]): BuggerState['next'] {
  const last = rounds[rounds.length - 1];
  if (last !== undefined && last.tricks === undefined) return { step: 'tricks', round: last.round, cards: last.cards };
  const round = rounds.length + 1;
  const cards = settings.rounds[round - 1];
  if (cards === undefined) return { step: 'over' };
  return {
    step: 'bids',
    round,
    cards,
    dealer: dealerOf(settings, round),
    noTrump: cards * settings.players.length >= 52,
  };
}

function readNumbers(value: unknown, count: number, name: string, max: number): Result<number[]> {
  if (!Array.isArray(value) || value.length !== count)
    return refused(
      'numbers-per-player',
      `${name} must list one number for each of the ${count} players, not ${quoteValue(value)}`,
      { name, count, value: quoteValue(value) },
    );
  const numbers: number[] = [];
  for (const [i, n] of value.entries()) {
    const read = readInteger(n, 0, max, `player ${i + 1}'s ${name.replace(/s$/, '')}`);
    if (!read.ok) return read;
    numbers.push(read.value);
  }
  return ok(numbers);
}

function readSettings(value: unknown): Result<BuggerSettings> {
  if (!isRecord(value))
    return refused('settings-need-players', `must be an object with the players, not ${quoteValue(value)}`, {
      value: quoteValue(value),
    });
  const players = value.players;
  if (!Array.isArray(players) || players.length < 3 || players.length > 7) {
    return refused('player-count', `Bugger Bridge is for 3–7 players, not ${quoteValue(players)}`, {
      min: 3,
      max: 7,
      value: quoteValue(players),
    });
  }
  const names = readNames(players, false);
  if (!names.ok) return names;
  const most = Math.floor(52 / players.length);
  const rounds = value.rounds ?? defaultRounds(players.length);
  if (!Array.isArray(rounds) || rounds.length === 0)
    return refused('rounds-list', `rounds must list the cards of each round, not ${quoteValue(rounds)}`, {
      value: quoteValue(rounds),
    });
  for (const [i, cards] of rounds.entries()) {
    const read = readInteger(cards, 1, most, `round ${i + 1}'s cards`);
    if (!read.ok) return read;
  }
  // A loop, not Math.max(...rounds): the number of rounds comes from the file, and a call takes only so
  // many arguments.
  let maxCards = 0;
  for (const cards of rounds as number[]) maxCards = Math.max(maxCards, cards);
  const chart = value.chart ?? defaultChart(maxCards);
  if (!Array.isArray(chart) || chart.length < maxCards + 1) {
    return refused(
      'chart-every-bid',
      `the chart must give points for every bid from 0 to ${maxCards}, not ${quoteValue(chart)}`,
      { max: maxCards, value: quoteValue(chart) },
    );
  }
  for (const [bid, points] of chart.entries()) {
    if (typeof points !== 'number' || !Number.isInteger(points)) {
      const reason = `the chart's points for a bid of ${bid} must be a whole number`;
      return refused('chart-points-whole', reason, { bid, not: quoteValue(points) });
    }
  }
  const hook = readOneOf(value.hook ?? false, [true, false], 'hook');
  if (!hook.ok) return hook;
  const firstDealer = readInteger(value.firstDealer ?? 0, 0, players.length - 1, 'firstDealer');
  if (!firstDealer.ok) return firstDealer;
  return ok({
    players: names.value,
    rounds: rounds as number[],
    chart: chart as number[],
    hook: hook.value,
    firstDealer: firstDealer.value,
  });
}

function readEvent(input: unknown): Result<BuggerEvent> {
  const event = readEventRecord(input, ['bids', 'tricks'] as const);
  if (!event.ok) return event;
  const value = event.value;
  if (value.type === 'bids') {
    const trump = readOneOf<BuggerTrump>(value.trump, [...SUITS, 'NT'], 'trump');
    if (!trump.ok) return trump;
    if (!Array.isArray(value.bids))
      return refused('bids-list', `bids must list a bid for each player, not ${quoteValue(value.bids)}`, {
        value: quoteValue(value.bids),
      });
    const bids = readNumbers(value.bids, value.bids.length, 'bids', 52);
    return bids.ok ? ok({ type: 'bids', trump: trump.value, bids: bids.value }) : bids;
  }
  if (!Array.isArray(value.tricks))
    return refused('tricks-list', `tricks must list each player's tricks, not ${quoteValue(value.tricks)}`, {
      value: quoteValue(value.tricks),
    });
  const tricks = readNumbers(value.tricks, value.tricks.length, 'tricks', 52);
  return tricks.ok ? ok({ type: 'tricks', tricks: tricks.value }) : tricks;
}

function apply(state: BuggerState, event: BuggerEvent): Result<BuggerState> {
  const { settings } = state;
  const count = settings.players.length;
  const next = state.next;
  if (next.step === 'over') return refused('game-over', 'every round has been played; start a new game');
  if (event.type === 'bids') {
    if (next.step !== 'bids')
      return refused('needs-tricks', `round ${next.round} needs its tricks before the next bids`, {
        round: next.round,
      });
    const checked = readNumbers(event.bids, count, 'bids', next.cards);
    if (!checked.ok) return checked;
    if (next.noTrump !== (event.trump === 'NT')) {
      const round = { round: next.round };
      return next.noTrump
        ? refused(
            'no-trump-round',
            `round ${next.round} deals every card, so no card is turned: it is played at no trump`,
            round,
          )
        : refused('trump-for-round', `round ${next.round} turns up a trump card: the trump must be a suit`, round);
    }
    const announcement = announce(event.bids, next.cards);
    if (settings.hook && announcement === 'even') {
      const dealer = settings.players[next.dealer] as string;
      return refused(
        'hook',
        `the hook: ${dealer} deals and may not bid ${event.bids[next.dealer]}, which would make the bids add up to ${next.cards}`,
        { dealer, bid: event.bids[next.dealer] as number, cards: next.cards },
      );
    }
    const round: BuggerRound = {
      round: next.round,
      cards: next.cards,
      dealer: next.dealer,
      trump: event.trump,
      bids: event.bids,
      announcement,
    };
    const rounds = appended(state.rounds, [round]);
    return ok({ ...state, rounds, next: nextStep(settings, rounds) });
  }
  if (next.step !== 'tricks')
    return refused('needs-bids', `round ${next.round} needs its bids before its tricks`, { round: next.round });
  const checked = readNumbers(event.tricks, count, 'tricks', next.cards);
  if (!checked.ok) return checked;
  const taken = event.tricks.reduce((sum, n) => sum + n, 0);
  if (taken !== next.cards) {
    return refused(
      'tricks-sum',
      `the tricks add up to ${taken}, but round ${next.round} has ${plural(next.cards, 'trick')} to win`,
      { taken, round: next.round, cards: next.cards },
    );
  }
  const open = state.rounds[state.rounds.length - 1] as BuggerRound;
  // The settings were checked on load, so the chart covers every bid: the fallback never applies.
  const points = open.bids.map((bid, p) => {
    const scored = buggerPoints(bid, event.tricks[p] as number, settings.chart);
    return scored.ok ? scored.value : 0;
  });
  const totals = state.totals.map((total, p) => total + (points[p] as number));
  let best = Number.NEGATIVE_INFINITY;
  for (const total of totals) best = Math.max(best, total);
  const rounds = withLast(state.rounds, { ...open, tricks: event.tricks, points, totals });
  return ok({
    ...state,
    rounds,
    totals,
    leaders: totals.flatMap((total, p) => (total === best ? [p] : [])),
    next: nextStep(settings, rounds),
  });
}

/** The format name of a saved Bugger game. */
export const BUGGER_FORMAT = 'bridge-scorer/bugger';

/** The Bugger Bridge engine: give it to the generic session functions (`loadSession`, `addEvent`, `replay`). */
export const buggerEngine: Engine<BuggerSettings, BuggerEvent, BuggerState> = {
  format: BUGGER_FORMAT,
  version: 1,
  readSettings,
  readEvent,
  start: (settings) => ({
    settings,
    rounds: [],
    totals: settings.players.map(() => 0),
    leaders: [],
    next: nextStep(settings, []),
  }),
  apply,
  // A round is its bids, then its tricks: two events.
  nameEvent: (events, index) => `round ${Math.floor(index / 2) + 1}'s ${events[index]?.type ?? 'bids'}`,
};

/** A Bugger game as saved: settings and events. */
export type BuggerSession = Session<BuggerSettings, BuggerEvent>;

/** A new game; rounds, chart, hook and first dealer default as docs/rules.md says. */
export function newBugger(
  settings: Pick<BuggerSettings, 'players'> & Partial<BuggerSettings>,
): Result<BuggerSession, SessionError> {
  return newCheckedSession(buggerEngine, settings);
}
