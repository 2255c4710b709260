/**
 * The small closed sets every other module speaks in: seats, sides, suits, strains, doubling and
 * vulnerability. Each set is an `as const` array so that code can both loop over it and type with it.
 */

export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Seat = (typeof SEATS)[number];

export const SIDES = ['NS', 'EW'] as const;
export type Side = (typeof SIDES)[number];

/** Suits from lowest to highest rank. */
/** The words a scorer writes for each side, in capitals (`N/S`, `E-W`). */
export const SIDE_WORDS: { readonly [word: string]: Side } = {
  NS: 'NS',
  'N/S': 'NS',
  'N-S': 'NS',
  EW: 'EW',
  'E/W': 'EW',
  'E-W': 'EW',
};

/** The words a scorer writes for each seat, in capitals. */
export const SEAT_WORDS: { readonly [word: string]: Seat } = {
  N: 'N',
  NORTH: 'N',
  E: 'E',
  EAST: 'E',
  S: 'S',
  SOUTH: 'S',
  W: 'W',
  WEST: 'W',
};

/** One value for each side, as the pad and the tallies keep them. */
export type BySide<T> = { readonly [S in Side]: T };

export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

/** Strains from lowest to highest rank, as the auction orders them. */
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
export type Strain = (typeof STRAINS)[number];

export const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Level = (typeof LEVELS)[number];

/** '' undoubled, 'X' doubled, 'XX' redoubled: the same letters a score sheet uses. */
export const DOUBLINGS = ['', 'X', 'XX'] as const;
export type Doubling = (typeof DOUBLINGS)[number];

/** A board's vulnerability: which sides are vulnerable. */
export const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;
export type Vulnerability = (typeof VULNERABILITIES)[number];

export const SUIT_SYMBOLS: { readonly [S in Suit]: string } = { C: '♣', D: '♦', H: '♥', S: '♠' };

const NEXT: { readonly [S in Seat]: Seat } = { N: 'E', E: 'S', S: 'W', W: 'N' };
const PARTNER: { readonly [S in Seat]: Seat } = { N: 'S', E: 'W', S: 'N', W: 'E' };

/** The seat to the left, who acts next in the auction and the play. */
export const nextSeat = (seat: Seat): Seat => NEXT[seat];

export const partnerOf = (seat: Seat): Seat => PARTNER[seat];

/** The seat `steps` places clockwise from `seat` (negative steps go anticlockwise). */
export const seatAfter = (seat: Seat, steps: number): Seat =>
  SEATS[(((SEATS.indexOf(seat) + steps) % 4) + 4) % 4] as Seat;

export const sideOf = (seat: Seat): Side => (seat === 'N' || seat === 'S' ? 'NS' : 'EW');

export const otherSide = (side: Side): Side => (side === 'NS' ? 'EW' : 'NS');

export const isSeat = (value: unknown): value is Seat =>
  value === 'N' || value === 'E' || value === 'S' || value === 'W';

/** Whether the side of `seat` is vulnerable on a board of vulnerability `vulnerability`. */
export const isVulnerable = (vulnerability: Vulnerability, seat: Seat): boolean =>
  vulnerability === 'All' || vulnerability === sideOf(seat);

export const strainRank = (strain: Strain): number => STRAINS.indexOf(strain);
