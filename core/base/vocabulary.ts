/**
 * The small closed sets every other module speaks in: seats, sides, suits, strains, doubling and
 * vulnerability. Each set is an `as const` array so that code can both loop over it and type with it.
 */

export const SEATS = ['N', 'E', 'S', 'W'] as const;
/** A seat at the table: N, E, S or W. */
export type Seat = (typeof SEATS)[number];

/** The two partnerships, North–South and East–West. */
export const SIDES = ['NS', 'EW'] as const;
/** A partnership: NS or EW. */
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

/** How a seat is written for a reader: `North` … `West`. */
export const SEAT_NAMES: { readonly [S in Seat]: string } = { N: 'North', E: 'East', S: 'South', W: 'West' };

/** How a side is written for a reader: `N/S`, `E/W`. */
export const SIDE_NAMES: { readonly [S in Side]: string } = { NS: 'N/S', EW: 'E/W' };

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

/** The four suits, lowest first, by their letters. */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
/** A suit's letter: C, D, H or S. */
export type Suit = (typeof SUITS)[number];

/** Strains from lowest to highest rank, as the auction orders them. */
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
/** A denomination a contract is played in: a suit or NT. */
export type Strain = (typeof STRAINS)[number];

/** The levels a bid can have, 1 to 7. */
export const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A bid's level: the tricks over six it contracts for. */
export type Level = (typeof LEVELS)[number];

/** '' undoubled, 'X' doubled, 'XX' redoubled: the same letters a score sheet uses. */
export const DOUBLINGS = ['', 'X', 'XX'] as const;
/** Whether a contract was doubled: '' not, 'X' doubled, 'XX' redoubled. */
export type Doubling = (typeof DOUBLINGS)[number];

/** A board's vulnerability: which sides are vulnerable. */
export const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;
/** Who is vulnerable on a board: None, NS, EW or All. */
export type Vulnerability = (typeof VULNERABILITIES)[number];

/** The symbol printed for each suit (♣ ♦ ♥ ♠). */
export const SUIT_SYMBOLS: { readonly [S in Suit]: string } = { C: '♣', D: '♦', H: '♥', S: '♠' };

const NEXT: { readonly [S in Seat]: Seat } = { N: 'E', E: 'S', S: 'W', W: 'N' };
const PARTNER: { readonly [S in Seat]: Seat } = { N: 'S', E: 'W', S: 'N', W: 'E' };

/** The seat to the left, who acts next in the auction and the play. */
export const nextSeat = (seat: Seat): Seat => NEXT[seat];

/** The seat across the table from `seat`. */
export const partnerOf = (seat: Seat): Seat => PARTNER[seat];

/** The seat `steps` places clockwise from `seat` (negative steps go anticlockwise). */
export const seatAfter = (seat: Seat, steps: number): Seat =>
  SEATS[(((SEATS.indexOf(seat) + steps) % 4) + 4) % 4] as Seat;

/** The partnership `seat` plays in. */
export const sideOf = (seat: Seat): Side => (seat === 'N' || seat === 'S' ? 'NS' : 'EW');

/** The partnership that defends against `side`. */
export const otherSide = (side: Side): Side => (side === 'NS' ? 'EW' : 'NS');

/** Whether an unknown value is one of the four seats, for readers of stored data. */
export const isSeat = (value: unknown): value is Seat =>
  value === 'N' || value === 'E' || value === 'S' || value === 'W';

/** Whether the side of `seat` is vulnerable on a board of vulnerability `vulnerability`. */
export const isVulnerable = (vulnerability: Vulnerability, seat: Seat): boolean =>
  vulnerability === 'All' || vulnerability === sideOf(seat);

/** A strain's place in the bidding order (clubs 0 up to no trump 4), for comparing bids. */
export const strainRank = (strain: Strain): number => STRAINS.indexOf(strain);

/**
 * How a pairs session is scored: matchpoints, or IMPs across the field (cross-IMPs) or against a datum
 * (Butler). Read from a PBN file's `[Scoring]` and from a sheet's scoring argument alike.
 */
export const PAIRS_SCORINGS = ['matchpoints', 'cross-imps', 'butler'] as const;
/** One of PAIRS_SCORINGS. */
export type PairsScoring = (typeof PAIRS_SCORINGS)[number];

/**
 * Where a Butler datum that falls on a 5 goes: to the even ten (ACBLscore: 425 → 420, 435 → 440), or away
 * from zero (Ruter and Magic Contest, as their files' datums show: 105 → 110, −85 → −90).
 */
export const BUTLER_HALVES = ['even', 'away'] as const;
/** One of BUTLER_HALVES. */
export type ButlerHalves = (typeof BUTLER_HALVES)[number];

/**
 * How a result's cross-IMPs are totalled over its comparisons: averaged (CROSSIMPS, ACBLscore's "average
 * IMPs") or summed (Ruter's `IMP;Cross`, as its files' IMP columns show).
 */
export const CROSS_TOTALS = ['average', 'sum'] as const;
/** One of CROSS_TOTALS. */
export type CrossTotal = (typeof CROSS_TOTALS)[number];

/** Who wrote a results file, as far as its ranking goes: BBO, a club program, or Bridge Scorer. */
export type ResultsSource = 'bbo' | 'club' | 'ours';
