/** Cards, hands and deals as text: `SA`, `♥T`, and PBN deals `N:AKQ.JT9.876.5432 …`. */
import { formatProblem, problem } from '../base/problem.js';
import { err, ok, parseError, type Result } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import { SEATS, type Seat, SUIT_SYMBOLS, type Suit, seatAfter } from '../base/vocabulary.js';
import { plural } from '../base/words.js';

const SPACES = /\s+/;

/** Ranks from lowest to highest. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** A card's rank, from 2 up to A (T for the ten). */
export type Rank = (typeof RANKS)[number];

/** A playing card: its suit and rank. */
export interface Card {
  readonly suit: Suit;
  readonly rank: Rank;
}

/** A hand for each seat. */
export type Deal = { readonly [S in Seat]: readonly Card[] };

/** A rank's place in the suit (2 lowest), for comparing cards. */
export const rankOrder = (rank: Rank): number => RANKS.indexOf(rank);

/** Whether two cards are the same card. */
export const sameCard = (a: Card, b: Card): boolean => a.suit === b.suit && a.rank === b.rank;

const SUIT_CHARS: { readonly [char: string]: Suit } = {
  S: 'S',
  H: 'H',
  D: 'D',
  C: 'C',
  '♠': 'S',
  '♤': 'S',
  '♥': 'H',
  '♡': 'H',
  '♦': 'D',
  '♢': 'D',
  '♣': 'C',
  '♧': 'C',
};
const RANK_CHARS: { readonly [char: string]: Rank } = {
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  T: 'T',
  J: 'J',
  Q: 'Q',
  K: 'K',
  A: 'A',
};

/**
 * A card, suit first as PBN writes it (`SA`, `♥T`, `D10`) or rank first (`AS`).
 * @example parseCard('hq') // { ok: true, value: { suit: 'H', rank: 'Q' } }
 */
export function parseCard(input: string): Result<Card> {
  const text = withoutInvisible(String(input)).trim().toUpperCase().replace('10', 'T');
  if (text.length === 2) {
    const [a, b] = [text[0] as string, text[1] as string];
    const suitFirst = SUIT_CHARS[a] !== undefined && RANK_CHARS[b] !== undefined;
    const suit = suitFirst ? SUIT_CHARS[a] : SUIT_CHARS[b];
    const rank = suitFirst ? RANK_CHARS[b] : RANK_CHARS[a];
    if (suit !== undefined && rank !== undefined) return ok({ suit, rank });
  }
  return parseError('card', String(input), 'a card is a suit and a rank, such as SA, H10 or ♦7');
}

/** `SA`, or `♠A` with symbols. */
export const formatCard = (card: Card, options?: { readonly symbols?: boolean }): string =>
  `${options?.symbols ? SUIT_SYMBOLS[card.suit] : card.suit}${card.rank}`;

// PBN lists a hand's suits from spades down.
const PBN_SUIT_ORDER: readonly Suit[] = ['S', 'H', 'D', 'C'];

/**
 * A hand as PBN writes it: holdings by suit from spades down, separated by dots (`AKQ.JT9.876.5432`).
 */
export function parseHand(input: string): Result<Card[]> {
  const holdings = withoutInvisible(String(input)).trim().toUpperCase().split('.');
  if (holdings.length !== 4)
    return parseError('hand-suits', String(input), 'a hand has four suits separated by dots, spades first');
  const cards: Card[] = [];
  for (let s = 0; s < 4; s++) {
    const suit = PBN_SUIT_ORDER[s] as Suit;
    for (const char of (holdings[s] as string).replace('10', 'T')) {
      const rank = RANK_CHARS[char];
      if (rank === undefined)
        return parseError('hand-rank', String(input), `"${char}" is not a rank (2–9, T, J, Q, K, A)`, { rank: char });
      if (cards.some((card) => card.suit === suit && card.rank === rank)) {
        return parseError('hand-card-twice', String(input), `${suit}${rank} appears twice`, { card: `${suit}${rank}` });
      }
      cards.push({ suit, rank });
    }
  }
  return ok(cards);
}

/** The cards of the deck in none of `hands`, spades first and high to low: a deal's hand left out. */
export function otherCards(hands: readonly (readonly Card[])[]): Card[] {
  const held = new Set(hands.flatMap((hand) => hand.map((card) => formatCard(card))));
  return PBN_SUIT_ORDER.flatMap((suit) =>
    [...RANKS]
      .reverse()
      .filter((rank) => !held.has(`${suit}${rank}`))
      .map((rank) => ({ suit, rank })),
  );
}

/** The first seat whose hand is not of 13 cards, or undefined when the deal can be played. */
export const shortHand = (deal: Deal): Seat | undefined => SEATS.find((seat) => deal[seat].length !== 13);

/** A deal to play or solve: every hand of 13 cards, or the first that is not, named (`input` quoted). */
export function fullDeal(deal: Deal, input: string): Result<Deal> {
  const short = shortHand(deal);
  if (short === undefined) return ok(deal);
  const count = deal[short].length;
  return parseError('deal-not-full', input, `${short} holds ${plural(count, 'card')}: each hand holds 13`, {
    seat: short,
    count,
  });
}

/** A hand's cards of one suit, high to low, as a diagram and PBN write them: `AKT4`; '' for a void. */
export const suitHolding = (hand: readonly Card[], suit: Suit): string =>
  hand
    .filter((card) => card.suit === suit)
    .sort((a, b) => rankOrder(b.rank) - rankOrder(a.rank))
    .map((card) => card.rank)
    .join('');

/** A hand written as PBN writes it: suits spades first, separated by dots. */
export const formatHand = (hand: readonly Card[]): string =>
  PBN_SUIT_ORDER.map((suit) => suitHolding(hand, suit)).join('.');

/**
 * A PBN deal: the first seat, a colon, then four hands clockwise (`N:… … … …`); `-` for an unknown hand.
 * A card may be in one hand only.
 */
export function parseDeal(input: string): Result<Deal> {
  const text = withoutInvisible(String(input)).trim();
  const first = text[0]?.toUpperCase();
  if (text[1] !== ':' || (first !== 'N' && first !== 'E' && first !== 'S' && first !== 'W')) {
    return parseError('deal-first-seat', String(input), 'a deal starts with the first seat and a colon, as in N:');
  }
  const parts = text.slice(2).trim().split(SPACES);
  if (parts.length !== 4)
    return parseError('deal-hands', String(input), `a deal has four hands, not ${parts.length}`, {
      count: parts.length,
    });
  const hands: { [S in Seat]: Card[] } = { N: [], E: [], S: [], W: [] };
  const seen = new Set<string>();
  for (let h = 0; h < 4; h++) {
    const part = parts[h] as string;
    if (part === '-') continue;
    const hand = parseHand(part);
    if (!hand.ok)
      return err({
        ...problem('deal-hand', formatProblem(hand.error), {
          input: String(input),
          params: { ...hand.error.params, hand: part, part: formatProblem(hand.error) },
        }),
        cause: hand.error.code,
      });
    for (const card of hand.value) {
      const key = formatCard(card);
      if (seen.has(key)) return parseError('deal-card-twice', String(input), `${key} is in two hands`, { card: key });
      seen.add(key);
    }
    hands[seatAfter(first, h)] = hand.value;
  }
  return ok(hands);
}

/** A deal written as PBN's Deal tag writes it, from the `first` seat round the table. */
export const formatDeal = (deal: Deal, first: Seat = 'N'): string =>
  `${first}:${SEATS.map((_, h) => {
    const hand = deal[seatAfter(first, h)];
    return hand.length === 0 ? '-' : formatHand(hand);
  }).join(' ')}`;
