/**
 * A deal as the solver holds it: one 13-bit holding per seat and suit (seat × 4 + suit, seats N E S W,
 * suits S H D C as DDS orders them, bit 0 the two), checked to be a deal one can play.
 */
import type { Problem } from '../base/problem.js';
import { ok, type Result, refused } from '../base/result.js';
import { SEATS, type Seat, type Strain, type Suit } from '../base/vocabulary.js';
import { type Card, type Deal, formatCard, RANKS, type Rank } from '../table/card.js';
import { NO_TRUMP } from './state.js';

/** Suits in the solver's order: spades first, as DDS and PBN list them. */
export const SOLVER_SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
/** Strains in the solver's order: the suits, then NT. */
export const SOLVER_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

/** A strain's trump index (4 for NT). */
export const trumpIndex = (strain: Strain): number => (strain === 'NT' ? NO_TRUMP : SOLVER_SUITS.indexOf(strain));

/** A card's (suit index, bit). */
export const cardBits = (card: Card): readonly [number, number] => [
  SOLVER_SUITS.indexOf(card.suit),
  1 << RANKS.indexOf(card.rank),
];

/** The card at a suit index and bit. */
export const cardAt = (suit: number, bit: number): Card => ({
  suit: SOLVER_SUITS[suit] as Suit,
  rank: RANKS[31 - Math.clz32(bit)] as Rank,
});

/** Why a value is not a card the solver can hold (a suit or rank that is none), or undefined. */
export function cardProblem(
  card: Card | null | undefined,
): { readonly ok: false; readonly error: Problem } | undefined {
  if (card !== null && typeof card === 'object' && SOLVER_SUITS.includes(card.suit) && RANKS.includes(card.rank))
    return undefined;
  const text = card !== null && typeof card === 'object' ? `${String(card.suit)}${String(card.rank)}` : String(card);
  return refused('dd-card', `${text.slice(0, 20)} is not a card`, { card: text.slice(0, 20) });
}

/**
 * The holdings of hands that hold `sizes` cards (they differ part way through a trick), or what is
 * wrong: a value that is not a card, a card in two hands, a hand of the wrong size.
 */
export function holdingsOf(hands: Deal, sizes: { readonly [S in Seat]: number }): Result<Int32Array> {
  const holdings = new Int32Array(16);
  const seen = new Map<string, Seat>();
  for (let s = 0; s < 4; s++) {
    const seat = SEATS[s] as Seat;
    const hand = Array.isArray(hands[seat]) ? hands[seat] : [];
    for (const card of hand) {
      const problem = cardProblem(card);
      if (problem !== undefined) return problem;
      const key = formatCard(card);
      const other = seen.get(key);
      if (other !== undefined)
        return refused('dd-card-twice', `${key} is in two hands, ${other} and ${seat}`, { card: key, seat, other });
      seen.set(key, seat);
      const [suit, bit] = cardBits(card);
      holdings[s * 4 + suit] = (holdings[s * 4 + suit] as number) | bit;
    }
    if (hand.length !== sizes[seat])
      return refused('dd-hand-size', `${seat} holds ${hand.length} cards, and must hold ${sizes[seat]}`, {
        seat,
        count: hand.length,
        size: sizes[seat],
      });
  }
  return ok(holdings);
}
