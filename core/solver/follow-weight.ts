/**
 * The order to try a card in when the trick is under way. Our own weights, on the principles of DDS's
 * design notes (chapter 5) and of the table: let partner's sure winner stand; win with the cheapest
 * card that no later opponent can beat; second hand low when partner, last, will win; otherwise cheap
 * cards first; a discard from a long suit (the notes' suit bonus), less from a guarded second-best.
 *
 * What the later opponents can do is the same for every card of the turn, so it is read once a turn:
 * the highest card of the suit led they can follow with, whether one of them can ruff, and the highest
 * trump one of them can ruff with.
 */
import { CARD_COUNT, highestBit } from './bits.js';
import { type MoveState, NO_TRUMP } from './state.js';

/**
 * Fills `st.weight[from, to)` for the moves listed from `base` (their cards at `base + i`): cards of
 * `suit`, which is the suit led when `player` follows, or a ruff or a discard when `player` is void.
 * `winSeat`, `winSuit`, `winBit` say who is winning the trick so far.
 */
export function followWeights(
  st: MoveState,
  base: number,
  from: number,
  to: number,
  player: number,
  position: number,
  suit: number,
  led: number,
  winSeat: number,
  winSuit: number,
  winBit: number,
): void {
  const hands = st.hands;
  const trump = st.trump;
  const weight = st.weight;
  const bits = st.moveBit;
  // The later opponents: their best card of the suit led, whether one ruffs it, and their best ruff.
  let over = 0;
  let ruffs = false;
  let overTrump = 0;
  for (let later = position + 1; later < 4; later++) {
    const seat = (player + later - position) & 3;
    if (((seat ^ player) & 1) === 0) continue;
    const follow = hands[seat * 4 + led] as number;
    if (follow !== 0) {
      if (follow > over) over = highestBit(follow);
    } else if (trump !== NO_TRUMP && led !== trump && hands[seat * 4 + trump] !== 0) {
      ruffs = true;
      const top = highestBit(hands[seat * 4 + trump] as number);
      if (top > overTrump) overTrump = top;
    }
  }
  const partner = (player + 2) & 3;
  // Partner's card wins the trick whatever the later opponents play.
  const partnerStands =
    winSeat === partner && (winSuit === led ? !ruffs && winBit > over : winSuit !== led && winBit > overTrump);

  if (suit === led) {
    let low = partnerStands;
    if (!low && position === 1) {
      // Partner plays last: when partner can beat the lead and third hand, second hand plays low.
      const third = (player + 1) & 3;
      const partnerCards = hands[partner * 4 + led] as number;
      const thirdCards = hands[third * 4 + led] as number;
      const partnerTop = partnerCards === 0 ? 0 : highestBit(partnerCards);
      low =
        winSuit === led &&
        partnerTop > winBit &&
        (thirdCards === 0
          ? trump === NO_TRUMP || led === trump || hands[third * 4 + trump] === 0
          : partnerTop > highestBit(thirdCards));
    }
    for (let i = from; i < to; i++) {
      const card = bits[base + i] as number;
      const rank = 31 - Math.clz32(card);
      if (low || winSuit !== led || card < winBit) weight[i] = -rank;
      else if (!ruffs && card > over) weight[i] = 60 - rank;
      else if (position === 1) weight[i] = 20 - rank;
      else if (position === 2) weight[i] = 10 + rank;
      else weight[i] = -rank;
    }
    return;
  }
  if (suit === trump) {
    for (let i = from; i < to; i++) {
      const card = bits[base + i] as number;
      const rank = 31 - Math.clz32(card);
      if (partnerStands) weight[i] = -40 - rank;
      else if (winSuit === suit && card < winBit) weight[i] = -30 - rank;
      else weight[i] = card > overTrump ? 60 - rank : 15 - rank;
    }
    return;
  }
  // A discard: from a long suit (the notes' suitAdd), less from a doubleton holding the second-best card.
  const holding = hands[player * 4 + suit] as number;
  const length = CARD_COUNT[holding] as number;
  const present = st.remaining[suit] as number;
  const guarded = length === 2 && (holding & highestBit(present & ~highestBit(present))) !== 0;
  for (let i = from; i < to; i++) {
    const rank = 31 - Math.clz32(bits[base + i] as number);
    weight[i] = (((length * 64) / 36 - rank) | 0) - (guarded ? 2 : 0);
  }
}
