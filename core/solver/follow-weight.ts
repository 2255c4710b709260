/**
 * The order to try a card in when the trick is under way. Our own weights, on the principles of DDS's
 * design notes (chapter 5) and of the table: let partner's sure winner stand; win with the cheapest
 * card that no later opponent can beat; second hand low when partner, last, will win; otherwise cheap
 * cards first; a discard from a long suit (the notes' suit bonus), less from a guarded second-best.
 */
import { CARD_COUNT, highestBit, rankOfBit } from './bits.js';
import { type MoveState, NO_TRUMP } from './state.js';

/** Whether `seat`, still to play to a trick led in `led`, can beat the card (suit, bit) winning it. */
function canBeat(st: MoveState, seat: number, led: number, suit: number, bit: number): boolean {
  const hands = st.hands;
  const follow = hands[seat * 4 + led] as number;
  if (follow !== 0) return suit === led && highestBit(follow) > bit;
  const trump = st.trump;
  if (trump === NO_TRUMP) return false;
  const trumps = hands[seat * 4 + trump] as number;
  if (trumps === 0) return false;
  return suit !== trump || highestBit(trumps) > bit;
}

/**
 * Whether the card (suit, bit) of `player`'s side, winning the trick at `position`, stays winning:
 * no opponent after `position` can beat it.
 */
function standsUp(st: MoveState, player: number, position: number, led: number, suit: number, bit: number): boolean {
  for (let later = position + 1; later < 4; later++) {
    const seat = (player + later - position) & 3;
    if (((seat ^ player) & 1) === 1 && canBeat(st, seat, led, suit, bit)) return false;
  }
  return true;
}

/** A card's weight when following suit. */
export function followWeight(
  st: MoveState,
  player: number,
  position: number,
  led: number,
  winSeat: number,
  winSuit: number,
  winBit: number,
  low: number,
): number {
  const rank = rankOfBit(low);
  const partner = (player + 2) & 3;
  if (winSeat === partner && standsUp(st, player, position, led, winSuit, winBit)) return -rank;
  if (position === 1) {
    // Partner plays last: when partner can beat the lead and third hand, second hand plays low.
    const third = (player + 1) & 3;
    const partnerTop = highestBit(st.hands[partner * 4 + led] as number);
    const thirdCards = st.hands[third * 4 + led] as number;
    if (
      winSuit === led &&
      partnerTop > winBit &&
      (thirdCards === 0 ? !canBeat(st, third, led, led, partnerTop) : partnerTop > highestBit(thirdCards))
    )
      return -rank;
  }
  const beats = winSuit === led && low > winBit;
  if (!beats) return -rank;
  if (standsUp(st, player, position, led, led, low)) return 60 - rank;
  if (position === 1) return 20 - rank;
  if (position === 2) return 10 + rank;
  return -rank;
}

/** A card's weight when void in the suit led: a ruff, or a discard. */
export function voidWeight(
  st: MoveState,
  player: number,
  position: number,
  suit: number,
  led: number,
  winSeat: number,
  winSuit: number,
  winBit: number,
  low: number,
): number {
  const rank = rankOfBit(low);
  if (suit === st.trump) {
    if (winSeat === ((player + 2) & 3) && standsUp(st, player, position, led, winSuit, winBit)) return -40 - rank;
    if (winSuit === suit && low < winBit) return -30 - rank;
    return standsUp(st, player, position, led, suit, low) ? 60 - rank : 15 - rank;
  }
  // A discard: from a long suit (the notes' suitAdd), less from a doubleton holding the second-best card.
  const holding = st.hands[player * 4 + suit] as number;
  const length = CARD_COUNT[holding] as number;
  const present = st.remaining[suit] as number;
  let weight = ((length * 64) / 36 - rank) | 0;
  if (length === 2 && (holding & highestBit(present & ~highestBit(present))) !== 0) weight -= 2;
  return weight;
}
