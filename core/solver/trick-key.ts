/**
 * What a trick's start is looked up by in the table (transposition.ts), kept up to date as tricks are
 * taken and given back rather than worked out at every trick start: each hand's length in each suit,
 * each suit's number of cards left, and who holds each card left in relative order. A trick taken
 * removes four cards; each removal shifts the owners above it down one place.
 */
import { CARD_COUNT, relative, SPREAD } from './bits.js';

/** The cards, and the key kept beside them. */
export interface KeyState {
  readonly hands: Int32Array;
  /** The cards of each suit not yet in a finished trick. */
  readonly remaining: Int32Array;
  /** Per suit, who holds each card left, two bits a card (N 0, E 1, S 2, W 3), the lowest card in bits 0–1. */
  readonly owners: Int32Array;
  /**
   * Lengths and counts, 4 bits each: [0] spades and hearts, [1] diamonds and clubs (a suit's 16 bits
   * hold the four hands from bit 0, a suit to a half), [2] each suit's cards left, from bit 0.
   */
  readonly counts: Int32Array;
}

/** The key from scratch, with `played` (suit, bit) on the table from `leader` round, in no hand yet left. */
export function countCards(st: KeyState, leader: number, played: readonly (readonly [number, number])[]): void {
  const hands = st.hands;
  const counts = st.counts;
  counts[0] = 0;
  counts[1] = 0;
  counts[2] = 0;
  for (let suit = 0; suit < 4; suit++) {
    const present = st.remaining[suit] as number;
    let east = relative(hands[4 + suit] as number, present);
    let south = relative(hands[8 + suit] as number, present);
    let west = relative(hands[12 + suit] as number, present);
    played.forEach(([s, bit], i) => {
      const seat = (leader + i) & 3;
      if (s !== suit) return;
      if (seat === 1) east |= relative(bit, present);
      else if (seat === 2) south |= relative(bit, present);
      else if (seat === 3) west |= relative(bit, present);
    });
    st.owners[suit] = (SPREAD[east | west] as number) | ((SPREAD[south | west] as number) << 1);
    counts[2] = (counts[2] as number) | ((CARD_COUNT[present] as number) << (4 * suit));
    for (let seat = 0; seat < 4; seat++)
      addLength(counts, suit, seat, CARD_COUNT[hands[seat * 4 + suit] as number] as number);
  }
  played.forEach(([suit], i) => {
    addLength(counts, suit, (leader + i) & 3, 1);
  });
}

function addLength(counts: Int32Array, suit: number, seat: number, by: number): void {
  const word = suit >> 1;
  counts[word] = (counts[word] as number) + (by << ((suit & 1) * 16 + seat * 4));
}

/** A trick's card (suit, bit), played by `seat`, leaves the cards left. */
export function takeCard(st: KeyState, suit: number, bit: number, seat: number): void {
  const present = st.remaining[suit] as number;
  const at = 2 * (CARD_COUNT[present & (bit - 1)] as number);
  const owners = st.owners[suit] as number;
  st.owners[suit] = (owners & ((1 << at) - 1)) | ((owners >>> (at + 2)) << at);
  st.remaining[suit] = present ^ bit;
  addLength(st.counts, suit, seat, -1);
  st.counts[2] = (st.counts[2] as number) - (1 << (4 * suit));
}

/** takeCard undone: the card returns to the cards left, `seat`'s again. */
export function returnCard(st: KeyState, suit: number, bit: number, seat: number): void {
  const present = st.remaining[suit] as number;
  const at = 2 * (CARD_COUNT[present & (bit - 1)] as number);
  const owners = st.owners[suit] as number;
  st.owners[suit] = (owners & ((1 << at) - 1)) | (seat << at) | ((owners >>> at) << (at + 2));
  st.remaining[suit] = present | bit;
  addLength(st.counts, suit, seat, 1);
  st.counts[2] = (st.counts[2] as number) + (1 << (4 * suit));
}
