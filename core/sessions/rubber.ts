/**
 * Rubber bridge (docs/rules.md, Rubber bridge): a We/They pad above and below the line, games, vulnerability from
 * games won, honors, the rubber bonus, and the settlement of an unfinished rubber.
 */

import { quoteValue } from '../base/quote.js';
import { isRecord, readOneOf } from '../base/read.js';
import type { Result } from '../base/result.js';
import { ok, refused } from '../base/result.js';
import { SEATS, type Seat, seatAfter } from '../base/vocabulary.js';
import type { Honors } from '../hand/honors.js';
import { type PlayedHand, readHandWithHonors } from '../hand/played.js';
import { belowTheLine, handOnPad, type PadAccount, type PadReason } from './pad.js';
import { appended, type Engine, newSession, readEventRecord, type Session } from './session.js';

/** The two columns of a rubber pad, as the scorer sees them. */
export const PAIRS = ['We', 'They'] as const;
/** A column of a rubber pad: We or They. */
export type Pair = (typeof PAIRS)[number];
/** A value for each column of a rubber pad. */
export type ByPair<T> = { readonly [P in Pair]: T };

/** The other column of a rubber pad. */
export const otherPair = (pair: Pair): Pair => (pair === 'We' ? 'They' : 'We');

/** A rubber's variant: whether honors are scored, and who deals first. */
export interface RubberSettings {
  /** Honors are scored unless switched off (docs/rules.md, Rubber bridge). */
  readonly honors: boolean;
  /**
   * The seat that deals the first hand, We sitting North and South. North when absent: a rubber saved
   * before the dealer was kept reads, and is saved again, as it was.
   */
  readonly firstDealer?: Seat;
}

/** The rubber played when nothing is chosen: honors scored, North dealing first. */
export const DEFAULT_RUBBER: RubberSettings = { honors: true };

/** Who deals a rubber's first hand. */
const firstDealerOf = (settings: RubberSettings): Seat => settings.firstDealer ?? 'N';

/** What happens at a rubber: a hand played, a hand passed out, or the rubber settled unfinished. */
export type RubberEvent =
  | {
      readonly type: 'hand';
      /** The declaring side. */
      readonly side: Pair;
      readonly contract: PlayedHand;
      readonly honors?: Honors<Pair>;
    }
  | { readonly type: 'passed-out' }
  /** The players stop before anyone has two games: the unfinished-rubber bonuses are scored. */
  | { readonly type: 'settle' };

/** Why a rubber pad entry is there: the hand's scores, honors, the rubber bonus, an unfinished game or part score. */
export type RubberReason = PadReason | 'honors' | 'rubber' | 'unfinished-game' | 'unfinished-part-score';

/** One entry on a rubber pad: the hand it comes from, the side, the line, the reason and the points. */
export interface RubberEntry {
  /** 1-based number of the event the entry comes from. */
  readonly hand: number;
  readonly side: Pair;
  readonly line: 'above' | 'below';
  readonly reason: RubberReason;
  readonly points: number;
  /** For entries below the line: the game (1, 2, 3) they count toward. */
  readonly game?: number;
}

/** One hand of a rubber as played: who dealt it, who was vulnerable, and the game it won if any. */
export interface RubberHand {
  readonly hand: number;
  readonly dealer: Seat;
  /** Who was vulnerable when the hand was played. */
  readonly vulnerable: ByPair<boolean>;
  /** The side that completed a game with this hand: a line is drawn under it. */
  readonly gameWonBy?: Pair;
}

/** The pad (finished by a side's second game, or settled), its hands, games and both lines' sums. */
export interface RubberState extends PadAccount<Pair, RubberEntry> {
  readonly settings: RubberSettings;
  readonly hands: readonly RubberHand[];
  readonly games: ByPair<number>;
  /** Who is vulnerable now, before the next hand. */
  readonly vulnerable: ByPair<boolean>;
  /** Who deals the next hand: the deal passes to the left after every hand, a passed-out one too. */
  readonly dealer: Seat;
  readonly settled: boolean;
  readonly above: ByPair<number>;
  readonly below: ByPair<number>;
}

/** The format name of a saved rubber. */
export const RUBBER_FORMAT = 'bridge-scorer/rubber';

const START: Omit<RubberState, 'settings' | 'dealer'> = {
  entries: [],
  hands: [],
  games: { We: 0, They: 0 },
  partScores: { We: 0, They: 0 },
  vulnerable: { We: false, They: false },
  finished: false,
  settled: false,
  above: { We: 0, They: 0 },
  below: { We: 0, They: 0 },
  totals: { We: 0, They: 0 },
  margin: 0,
};

/** Adds entries to a state, keeping every total equal to the sum of its entries. */
function withEntries(state: RubberState, added: readonly RubberEntry[]): RubberState {
  const above = { ...state.above };
  const below = { ...state.below };
  for (const entry of added) (entry.line === 'above' ? above : below)[entry.side] += entry.points;
  const totals = { We: above.We + below.We, They: above.They + below.They };
  return { ...state, entries: appended(state.entries, added), above, below, totals, margin: totals.We - totals.They };
}

const finish = (state: RubberState, settled: boolean): RubberState => ({
  ...state,
  finished: true,
  settled,
  winner: state.margin > 0 ? 'We' : state.margin < 0 ? 'They' : null,
});

function applyHand(state: RubberState, event: Extract<RubberEvent, { type: 'hand' }>, hand: number): RubberState {
  const { side, contract } = event;
  const defenders = otherPair(side);
  const vulnerable = state.vulnerable;
  const pad = handOnPad(contract, vulnerable[side]);
  const below = belowTheLine(pad);
  const game = state.games.We + state.games.They + 1;
  const entries: RubberEntry[] = pad.map(({ reason, points, line, toDeclarer }) => {
    const entry = { hand, side: toDeclarer ? side : defenders, line, reason, points };
    return line === 'below' ? { ...entry, game } : entry;
  });
  if (event.honors !== undefined && state.settings.honors) {
    entries.push({ hand, side: event.honors.side, line: 'above', reason: 'honors', points: event.honors.points });
  }

  let next = withEntries(state, entries);
  const partScores = { ...state.partScores, [side]: state.partScores[side] + below };
  let gameWonBy: Pair | undefined;
  if (partScores[side] >= 100) {
    // A game: a line under both columns, and the other side's part score stops counting toward game.
    gameWonBy = side;
    const games = { ...state.games, [side]: state.games[side] + 1 };
    next = { ...next, games, partScores: { We: 0, They: 0 }, vulnerable: { We: games.We > 0, They: games.They > 0 } };
    if (games[side] === 2) {
      const bonus = games[defenders] === 0 ? 700 : 500;
      next = finish(withEntries(next, [{ hand, side, line: 'above', reason: 'rubber', points: bonus }]), false);
    }
  } else {
    next = { ...next, partScores };
  }
  const dealt = { hand, dealer: state.dealer, vulnerable };
  const record: RubberHand = gameWonBy === undefined ? dealt : { ...dealt, gameWonBy };
  return { ...next, hands: appended(next.hands, [record]), dealer: seatAfter(state.dealer, 1) };
}

function settle(state: RubberState, hand: number): RubberState {
  const entries: RubberEntry[] = [];
  for (const pair of PAIRS) {
    if (state.games[pair] === 1)
      entries.push({ hand, side: pair, line: 'above', reason: 'unfinished-game', points: 300 });
    if (state.partScores[pair] > 0) {
      entries.push({ hand, side: pair, line: 'above', reason: 'unfinished-part-score', points: 100 });
    }
  }
  return finish(withEntries(state, entries), true);
}

function readEvent(value: unknown): Result<RubberEvent> {
  const event = readEventRecord(value, ['hand', 'passed-out', 'settle'] as const);
  if (!event.ok) return event;
  const { type } = event.value;
  if (type === 'passed-out' || type === 'settle') return ok({ type });
  const side = readOneOf<Pair>(event.value.side, PAIRS, 'the declaring side');
  if (!side.ok) return side;
  const hand = readHandWithHonors(event.value, PAIRS);
  return hand.ok ? ok({ type, side: side.value, ...hand.value }) : hand;
}

/** The rubber bridge engine: give it to the generic session functions (`loadSession`, `addEvent`, `replay`). */
export const rubberEngine: Engine<RubberSettings, RubberEvent, RubberState> = {
  format: RUBBER_FORMAT,
  version: 1,
  readSettings(value) {
    if (value === undefined) return ok(DEFAULT_RUBBER);
    if (!isRecord(value))
      return refused('settings-not-object', `must be an object, not ${quoteValue(value)}`, {
        value: quoteValue(value),
      });
    const honors = readOneOf(value.honors ?? true, [true, false], 'honors');
    if (!honors.ok) return honors;
    if (value.firstDealer === undefined) return ok({ honors: honors.value });
    const firstDealer = readOneOf(value.firstDealer, SEATS, 'firstDealer');
    return firstDealer.ok ? ok({ honors: honors.value, firstDealer: firstDealer.value }) : firstDealer;
  },
  readEvent,
  start: (settings) => ({ settings, ...START, dealer: firstDealerOf(settings) }),
  apply(state, event) {
    // Settling is always the last event, so counting the hands numbers every event.
    const hand = state.hands.length + 1;
    if (state.finished) {
      return state.settled
        ? refused('rubber-settled', 'the rubber was settled; start a new one')
        : refused('rubber-over', 'the rubber is over; start a new one');
    }
    if (event.type === 'settle') return ok(settle(state, hand));
    if (event.type === 'passed-out') {
      const dealt = { hand, dealer: state.dealer, vulnerable: state.vulnerable };
      return ok({ ...state, hands: appended(state.hands, [dealt]), dealer: seatAfter(state.dealer, 1) });
    }
    return ok(applyHand(state, event, hand));
  },
  // Every event is a hand on the pad (see apply), the settlement last.
  nameEvent: (events, index) => (events[index]?.type === 'settle' ? 'the settlement' : `hand ${index + 1}`),
};

/** A rubber as saved: settings and events. */
export type RubberSession = Session<RubberSettings, RubberEvent>;

/** A new rubber with no hands; its variant cannot be wrong, so it is the session itself, not a Result. */
export const newRubber = (settings: Partial<RubberSettings> = {}): RubberSession =>
  newSession(rubberEngine, { ...DEFAULT_RUBBER, ...settings });
