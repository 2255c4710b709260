/**
 * Chicago with our defaults (docs/rules.md, Chicago): four deals, the deal moving left, vulnerability set by the
 * deal, a game's bonus at once, part scores carried (or "50 at once"), 100 for a part score still open
 * after the fourth deal, and a passed-out deal dealt again by the same dealer.
 */

import { quoteValue } from '../base/quote.js';
import { isRecord, readOneOf } from '../base/read.js';
import type { Result } from '../base/result.js';
import { ok, refused } from '../base/result.js';
import { type BySide, otherSide, SEATS, type Seat, SIDES, type Side, seatAfter, sideOf } from '../base/vocabulary.js';
import type { Honors } from '../hand/honors.js';
import { type PlayedHand, readHandWithHonors } from '../hand/played.js';
import { belowTheLine, handOnPad, type PadAccount, type PadReason } from './pad.js';
import { appended, type Engine, newSession, readEventRecord, type Session } from './session.js';

/** A Chicago's variants: honors, who is vulnerable on deals 2 and 3, and how part scores count. */
export interface ChicagoSettings {
  readonly honors: boolean;
  /** Who is vulnerable on deals 2 and 3: the dealer's opponents (default) or, as in the original game, the dealer's side. */
  readonly vulnerability: 'dealer-opponents' | 'dealer-side';
  /** Part scores carried until a side makes game (default), or 50 at once and nothing carried. */
  readonly partScores: 'carry' | 'fifty-at-once';
  readonly firstDealer: Seat;
}

/** The Chicago variants used when none is chosen (docs/rules.md, Chicago). */
export const DEFAULT_CHICAGO: ChicagoSettings = {
  honors: true,
  vulnerability: 'dealer-opponents',
  partScores: 'carry',
  firstDealer: 'N',
};

/** What happens in a Chicago: a deal played (with honors, if any) or passed out. */
export type ChicagoEvent =
  | {
      readonly type: 'deal';
      readonly declarer: Seat;
      readonly contract: PlayedHand;
      readonly honors?: Honors<Side>;
    }
  | { readonly type: 'passed-out' };

/** Why a Chicago pad entry is there: the hand's scores, honors, a game, a part score, an open part score. */
export type ChicagoReason = PadReason | 'honors' | 'game' | 'part-score' | 'open-part-score';

/** One entry on a Chicago pad: the deal it comes from, the side, the reason and the points. */
export interface ChicagoEntry {
  /** 1-based deal (1–4) the entry belongs to. */
  readonly deal: number;
  readonly side: Side;
  readonly reason: ChicagoReason;
  readonly points: number;
}

/** One deal of a Chicago as played: its number, dealer, vulnerability, and whether it was passed out. */
export interface ChicagoDeal {
  /** 1–4; a passed-out deal keeps the number, as it is dealt again. */
  readonly deal: number;
  readonly dealer: Seat;
  readonly vulnerable: BySide<boolean>;
  readonly passedOut: boolean;
  readonly gameWonBy?: Side;
}

/** The pad (its part scores always 0 when nothing is carried), the deals and the next one. */
export interface ChicagoState extends PadAccount<Side, ChicagoEntry> {
  readonly settings: ChicagoSettings;
  /** Every deal played, passed-out ones included. */
  readonly deals: readonly ChicagoDeal[];
  /** The next deal (1–4), its dealer and vulnerability, while the Chicago is in play. */
  readonly next?: { readonly deal: number; readonly dealer: Seat; readonly vulnerable: BySide<boolean> };
}

/**
 * A Chicago is four deals, one dealt by each player in turn; a round of Progressive Bridge is one such
 * Chicago at each table.
 */
export const DEALS_A_ROUND = 4;

/** Vulnerability on deal 1–4 with `dealer` dealing. */
export function chicagoVulnerability(
  deal: number,
  dealer: Seat,
  variant: ChicagoSettings['vulnerability'],
): BySide<boolean> {
  if (deal === 1) return { NS: false, EW: false };
  if (deal === DEALS_A_ROUND) return { NS: true, EW: true };
  const vulnerableSide = variant === 'dealer-side' ? sideOf(dealer) : otherSide(sideOf(dealer));
  return { NS: vulnerableSide === 'NS', EW: vulnerableSide === 'EW' };
}

/** Deal `deal` (1–4) of four whose first dealer is `firstDealer`: the deal passes to the left. */
export function chicagoDeal(
  firstDealer: Seat,
  deal: number,
  variant: ChicagoSettings['vulnerability'],
): { deal: number; dealer: Seat; vulnerable: BySide<boolean> } {
  const dealer = seatAfter(firstDealer, deal - 1);
  return { deal, dealer, vulnerable: chicagoVulnerability(deal, dealer, variant) };
}

const upcoming = (settings: ChicagoSettings, deal: number) =>
  chicagoDeal(settings.firstDealer, deal, settings.vulnerability);

function withEntries(state: ChicagoState, added: readonly ChicagoEntry[]): ChicagoState {
  const totals = { ...state.totals };
  for (const entry of added) totals[entry.side] += entry.points;
  return { ...state, entries: appended(state.entries, added), totals, margin: totals.NS - totals.EW };
}

function applyDeal(state: ChicagoState, event: Extract<ChicagoEvent, { type: 'deal' }>): ChicagoState {
  const next = state.next as NonNullable<ChicagoState['next']>;
  const { deal, vulnerable } = next;
  const side = sideOf(event.declarer);
  const pad = handOnPad(event.contract, vulnerable[side]);
  const below = belowTheLine(pad);
  const entries: ChicagoEntry[] = pad.map(({ reason, points, toDeclarer }) => ({
    deal,
    side: toDeclarer ? side : otherSide(side),
    reason,
    points,
  }));
  if (event.honors !== undefined && state.settings.honors) {
    entries.push({ deal, side: event.honors.side, reason: 'honors', points: event.honors.points });
  }

  const carry = state.settings.partScores === 'carry';
  let partScores = state.partScores;
  let gameWonBy: Side | undefined;
  if (below > 0) {
    const toward = (carry ? state.partScores[side] : 0) + below;
    if (toward >= 100) {
      // The bonus is paid at once, by the vulnerability of the side completing the game on this deal.
      gameWonBy = side;
      entries.push({ deal, side, reason: 'game', points: vulnerable[side] ? 500 : 300 });
      partScores = { NS: 0, EW: 0 };
    } else if (carry) {
      partScores = { ...state.partScores, [side]: toward };
    } else {
      entries.push({ deal, side, reason: 'part-score', points: 50 });
    }
  }

  let after = withEntries({ ...state, partScores }, entries);
  const record: ChicagoDeal = { ...next, passedOut: false, ...(gameWonBy === undefined ? {} : { gameWonBy }) };
  after = { ...after, deals: appended(after.deals, [record]) };
  if (deal < DEALS_A_ROUND) return { ...after, next: upcoming(state.settings, deal + 1) };

  const open: ChicagoEntry[] = SIDES.filter((s) => partScores[s] > 0).map((s) => ({
    deal,
    side: s,
    reason: 'open-part-score' as const,
    points: 100,
  }));
  const { next: _done, ...ended } = withEntries(after, open);
  return { ...ended, finished: true, winner: ended.margin > 0 ? 'NS' : ended.margin < 0 ? 'EW' : null };
}

function readEvent(value: unknown): Result<ChicagoEvent> {
  const event = readEventRecord(value, ['deal', 'passed-out'] as const);
  if (!event.ok) return event;
  const { type } = event.value;
  if (type === 'passed-out') return ok({ type });
  const declarer = readOneOf<Seat>(event.value.declarer, SEATS, 'declarer');
  if (!declarer.ok) return declarer;
  const hand = readHandWithHonors(event.value, SIDES);
  return hand.ok ? ok({ type, declarer: declarer.value, ...hand.value }) : hand;
}

function readSettings(value: unknown): Result<ChicagoSettings> {
  if (value === undefined) return ok(DEFAULT_CHICAGO);
  if (!isRecord(value))
    return refused('settings-not-object', `must be an object, not ${quoteValue(value)}`, { value: quoteValue(value) });
  const honors = readOneOf(value.honors ?? DEFAULT_CHICAGO.honors, [true, false], 'honors');
  if (!honors.ok) return honors;
  const vulnerability = readOneOf(
    value.vulnerability ?? DEFAULT_CHICAGO.vulnerability,
    ['dealer-opponents', 'dealer-side'] as const,
    'vulnerability',
  );
  if (!vulnerability.ok) return vulnerability;
  const partScores = readOneOf(
    value.partScores ?? DEFAULT_CHICAGO.partScores,
    ['carry', 'fifty-at-once'] as const,
    'partScores',
  );
  if (!partScores.ok) return partScores;
  const firstDealer = readOneOf<Seat>(value.firstDealer ?? DEFAULT_CHICAGO.firstDealer, SEATS, 'firstDealer');
  if (!firstDealer.ok) return firstDealer;
  return ok({
    honors: honors.value,
    vulnerability: vulnerability.value,
    partScores: partScores.value,
    firstDealer: firstDealer.value,
  });
}

/** The format name of a saved Chicago. */
export const CHICAGO_FORMAT = 'bridge-scorer/chicago';

/** The Chicago engine: give it to the generic session functions (`loadSession`, `addEvent`, `replay`). */
export const chicagoEngine: Engine<ChicagoSettings, ChicagoEvent, ChicagoState> = {
  format: CHICAGO_FORMAT,
  version: 1,
  readSettings,
  readEvent,
  start: (settings) => ({
    settings,
    entries: [],
    deals: [],
    partScores: { NS: 0, EW: 0 },
    next: upcoming(settings, 1),
    finished: false,
    totals: { NS: 0, EW: 0 },
    margin: 0,
  }),
  apply(state, event) {
    if (state.finished || state.next === undefined)
      return refused('chicago-over', 'the Chicago is over after four deals; start a new one');
    if (event.type === 'passed-out') {
      // Dealt again by the same dealer: the deal number does not move.
      return ok({ ...state, deals: appended(state.deals, [{ ...state.next, passedOut: true }]) });
    }
    return ok(applyDeal(state, event));
  },
  nameEvent(events, index) {
    // A passed-out deal is dealt again under its number, so only played deals move the count on.
    let deal = 1;
    for (let i = 0; i < index; i++) if (events[i]?.type === 'deal') deal++;
    return events[index]?.type === 'passed-out' ? `deal ${deal} (passed out)` : `deal ${deal}`;
  },
};

/** A Chicago as saved: settings and events. */
export type ChicagoSession = Session<ChicagoSettings, ChicagoEvent>;

/** A new Chicago with no deals; its variants cannot be wrong, so it is the session itself, not a Result. */
export const newChicago = (settings: Partial<ChicagoSettings> = {}): ChicagoSession =>
  newSession(chicagoEngine, { ...DEFAULT_CHICAGO, ...settings });
