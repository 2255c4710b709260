/**
 * The cards worth trying at a turn, best guess first. Cards of one hand with no other remaining card
 * between them win and lose alike, so each such run is tried once (by its lowest card). The order is
 * what makes an alpha-beta search fast: a good card tried first cuts the rest off.
 */
import { highestBit } from './bits.js';
import { followWeights } from './follow-weight.js';
import { leadWeights } from './lead-weight.js';
import { MAX_MOVES, type MoveState } from './state.js';

/**
 * Fills the list at `base` with `player`'s cards in the order to try them and gives their number.
 * `led` is -1 on lead; `winSeat`, `winSuit`, `winBit` say who is winning the trick so far.
 */
export function generateMoves(
  st: MoveState,
  base: number,
  player: number,
  position: number,
  led: number,
  winSeat: number,
  winSuit: number,
  winBit: number,
  tricks: number,
): number {
  const hands = st.hands;
  let count = 0;
  if (led >= 0 && hands[player * 4 + led] !== 0) {
    count = addSuit(st, base, 0, player, led);
    // One run of equal cards (a third of the turns that follow suit) needs no order.
    if (count === 1) return 1;
    if (position === 3) {
      lastOrder(st, base, count, winSeat === ((player + 2) & 3) || winSuit !== led ? 0 : winBit);
      return count;
    }
    followWeights(st, base, 0, count, player, position, led, led, winSeat, winSuit, winBit);
  } else {
    const killerSuit = st.killerSuit[base / MAX_MOVES] as number;
    for (let suit = 0; suit < 4; suit++) {
      if (hands[player * 4 + suit] === 0) continue;
      const from = count;
      count = addSuit(st, base, count, player, suit);
      if (led < 0)
        leadWeights(
          st,
          base,
          from,
          count,
          player,
          suit,
          tricks,
          killerSuit === suit ? (st.killerBit[base / MAX_MOVES] as number) : 0,
        );
      else followWeights(st, base, from, count, player, position, suit, led, winSeat, winSuit, winBit);
    }
  }
  sortMoves(st, base, count);
  return count;
}

/**
 * Fourth hand following suit, the runs listed from the highest: the cheapest card that beats `beat`
 * first (0 when partner is winning or the trick is ruffed: none is worth beating), then the lowest.
 * Those are followWeights' orders for the last hand, read straight off the list: the runs above
 * `beat` reversed, then those below reversed.
 */
function lastOrder(st: MoveState, base: number, count: number, beat: number): void {
  let winners = 0;
  if (beat !== 0) while (winners < count && (st.moveBit[base + winners] as number) > beat) winners++;
  reverse(st, base, 0, winners);
  reverse(st, base, winners, count);
}

function reverse(st: MoveState, base: number, from: number, to: number): void {
  const bits = st.moveBit;
  const groups = st.moveGroup;
  for (let i = base + from, j = base + to - 1; i < j; i++, j--) {
    const bit = bits[i] as number;
    bits[i] = bits[j] as number;
    bits[j] = bit;
    const group = groups[i] as number;
    groups[i] = groups[j] as number;
    groups[j] = group;
  }
}

/** Lists the runs of `player`'s cards of `suit` after the `start` moves already listed; gives the new count. */
function addSuit(st: MoveState, base: number, start: number, player: number, suit: number): number {
  const holding = st.hands[player * 4 + suit] as number;
  const others = (st.remaining[suit] as number) & ~holding;
  let count = start;
  let unseen = holding;
  while (unseen !== 0) {
    const top = 31 - Math.clz32(unseen);
    const below = others & ((1 << top) - 1);
    const group = below === 0 ? unseen : unseen & ~((highestBit(below) << 1) - 1);
    unseen &= ~group;
    const at = base + count;
    st.moveSuit[at] = suit;
    st.moveBit[at] = group & -group;
    st.moveGroup[at] = group;
    count++;
  }
  return count;
}

function sortMoves(st: MoveState, base: number, count: number): void {
  const weight = st.weight;
  const suits = st.moveSuit;
  const bits = st.moveBit;
  const groups = st.moveGroup;
  for (let i = 1; i < count; i++) {
    const w = weight[i] as number;
    const s = suits[base + i] as number;
    const b = bits[base + i] as number;
    const g = groups[base + i] as number;
    let j = i - 1;
    while (j >= 0 && (weight[j] as number) < w) {
      weight[j + 1] = weight[j] as number;
      suits[base + j + 1] = suits[base + j] as number;
      bits[base + j + 1] = bits[base + j] as number;
      groups[base + j + 1] = groups[base + j] as number;
      j--;
    }
    weight[j + 1] = w;
    suits[base + j + 1] = s;
    bits[base + j + 1] = b;
    groups[base + j + 1] = g;
  }
}
