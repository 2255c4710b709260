/**
 * The play (Laws 44 and 46–48 in brief; docs/rules.md, The auction and the play): who wins a trick, whether a card may be played, and the tricks each side took
 * from a play record.
 */

import type { Problem } from '../base/problem.js';
import { err, ok, type Result } from '../base/result.js';
import { nextSeat, type Seat, type Side, type Strain, type Suit, sideOf } from '../base/vocabulary.js';
import { type Card, type Deal, formatCard, rankOrder, sameCard } from './card.js';

/**
 * The seat that wins a trick: the highest trump, or without one the highest card of the suit led.
 * `cards` are in the order played, starting with `leader`'s. `trump` is a suit or `NT`.
 * @example trickWinner('E', [CK, CA, H3, C2], 'H') // 'W': the ruff wins
 */
export function trickWinner(leader: Seat, cards: readonly Card[], trump: Strain): Seat {
  const led = cards[0];
  if (led === undefined) throw new RangeError('a trick needs at least one card');
  let best = led;
  let winner = leader;
  let seat = leader;
  for (let i = 1; i < cards.length; i++) {
    seat = nextSeat(seat);
    const card = cards[i] as Card;
    const beats =
      card.suit === best.suit
        ? rankOrder(card.rank) > rankOrder(best.rank)
        : card.suit === trump && best.suit !== trump;
    if (beats) {
      best = card;
      winner = seat;
    }
  }
  return winner;
}

/** The code of a card that may not be played. */
export type PlayProblem = 'not-in-hand' | 'must-follow-suit';

/**
 * Whether `card` may be played from `hand` when `led` was led (undefined when leading), or why not: it
 * must be in the hand, and it must follow suit when the hand can. The reason names no seat: the caller
 * knows whose hand it is.
 */
export function playProblem(hand: readonly Card[], card: Card, led: Suit | undefined): Result<null, PlayRefusal> {
  if (!hand.some((held) => sameCard(held, card))) return err({ code: 'not-in-hand', reason: 'does not hold it' });
  if (led !== undefined && card.suit !== led && hand.some((held) => held.suit === led)) {
    return err({ code: 'must-follow-suit', reason: `must follow ${led}`, params: { led } });
  }
  return ok(null);
}

/** Whether `card` may be played from `hand` to a trick led in `led`. */
export const canPlay = (hand: readonly Card[], card: Card, led: Suit | undefined): boolean =>
  playProblem(hand, card, led).ok;

/** Why a card may not be played, its code one of PlayProblem. */
export interface PlayRefusal extends Problem {
  readonly code: PlayProblem;
}

/** A card played against the rules: the card as written (`input`), its trick, place in it and seat. */
export interface PlayError extends PlayRefusal {
  readonly input: string;
  /** 0-based trick, and the card's 0-based position in it. */
  readonly where: { readonly trick: number; readonly card: number; readonly seat: Seat };
}

/** The tricks each side won, each trick's winner, and whether all 13 were played. */
export interface PlayCount {
  /** Tricks each side won among the complete tricks played. */
  readonly tricks: { readonly [S in Side]: number };
  /** The winner of each complete trick, in order. */
  readonly winners: readonly Seat[];
  /** Whether all 13 tricks were played (a record can stop early on a claim). */
  readonly complete: boolean;
}

/**
 * Replays a play record (cards in the order played, the opening lead first) against the deal, checks
 * each card and counts the tricks each side won. The opening leader is declarer's left-hand opponent.
 */
export function countTricks(
  deal: Deal,
  declarer: Seat,
  trump: Strain,
  play: readonly Card[],
): { readonly ok: true; readonly value: PlayCount } | { readonly ok: false; readonly error: PlayError } {
  const hands: { [S in Seat]: Card[] } = { N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] };
  const tricks = { NS: 0, EW: 0 };
  const winners: Seat[] = [];
  let leader = nextSeat(declarer);
  for (let start = 0; start < play.length; start += 4) {
    const trick = play.slice(start, start + 4);
    let seat = leader;
    for (let position = 0; position < trick.length; position++) {
      const card = trick[position] as Card;
      const hand = hands[seat];
      const played = playProblem(hand, card, position === 0 ? undefined : trick[0]?.suit);
      if (!played.ok) {
        // Who played it is a place, like the trick: formatProblem words it before the reason (`E does not hold it`).
        const where = { trick: start / 4, card: position, seat };
        return err({ ...played.error, input: formatCard(card), where });
      }
      hand.splice(
        hand.findIndex((held) => sameCard(held, card)),
        1,
      );
      seat = nextSeat(seat);
    }
    if (trick.length === 4) {
      leader = trickWinner(leader, trick, trump);
      winners.push(leader);
      tricks[sideOf(leader)]++;
    }
  }
  return { ok: true, value: { tricks, winners, complete: winners.length === 13 } };
}

/**
 * PBN writes each trick as a row of cards in a fixed seat order (the opening leader's column first), not
 * in the order played. This puts a record of such rows into playing order, following each trick's winner;
 * `null` marks a card not played. Rows after the first incomplete one are ignored, as play stopped there.
 */
export function playOrderFromRows(
  openingLeader: Seat,
  trump: Strain,
  rows: readonly { readonly [S in Seat]: Card | null }[],
): Card[] {
  const play: Card[] = [];
  let leader = openingLeader;
  for (const row of rows) {
    const trick: Card[] = [];
    let seat = leader;
    for (let i = 0; i < 4; i++) {
      const card = row[seat];
      if (card === null) break;
      trick.push(card);
      seat = nextSeat(seat);
    }
    play.push(...trick);
    if (trick.length < 4) break;
    leader = trickWinner(leader, trick, trump);
  }
  return play;
}
