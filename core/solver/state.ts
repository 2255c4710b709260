/**
 * What the search holds that the move order reads, and the two numbers both are built on: the search
 * fills these typed arrays once and the move generator writes its lists into them, so nothing
 * allocates while a deal is solved.
 */

/** NT as a trump index: no suit is trumps. */
export const NO_TRUMP = 4;
/** Which hand (0–3) of `hands` (seat × 4 + suit) holds a card bit of a suit, the card being held. */
export function ownerOf(hands: Int32Array, suit: number, bit: number): number {
  if (((hands[suit] as number) & bit) !== 0) return 0;
  if (((hands[4 + suit] as number) & bit) !== 0) return 1;
  if (((hands[8 + suit] as number) & bit) !== 0) return 2;
  return 3;
}

/** The most cards a hand can have, so the most moves at one turn. */
export const MAX_MOVES = 13;

/** What the move generator reads and fills: holdings by seat × 4 + suit, and a move list per turn. */
export interface MoveState {
  readonly hands: Int32Array;
  /** The cards of each suit not yet in a finished trick (those in the trick under way included). */
  readonly remaining: Int32Array;
  readonly trump: number;
  readonly moveSuit: Int8Array;
  readonly moveBit: Int32Array;
  /** The run of equal cards each move stands for. */
  readonly moveGroup: Int32Array;
  readonly weight: Int32Array;
  /** The lead that last cut the search off at each depth (suit, bit; bit 0 for none), tried early. */
  readonly killerSuit: Int8Array;
  readonly killerBit: Int32Array;
}
