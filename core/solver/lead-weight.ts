/**
 * The order to try leads in, after DDS's move ordering (its algorithm paper, chapter 5): a lead that
 * wins the trick, or sets one up, before one that gives a trick away, and suits where the defenders
 * have few cards to choose from before those where they have many.
 */
import { CARD_COUNT, highestBit } from './bits.js';
import { type MoveState, NO_TRUMP } from './state.js';

/** Which hand (0–3) holds a card bit of a suit. */
function ownerOf(hands: Int32Array, suit: number, bit: number): number {
  if (((hands[suit] as number) & bit) !== 0) return 0;
  if (((hands[4 + suit] as number) & bit) !== 0) return 1;
  if (((hands[8 + suit] as number) & bit) !== 0) return 2;
  return 3;
}

/**
 * A lead's weight. Leads that win the trick (ours or partner's top card, or a ruff) come first, the
 * stronger the holding behind them the earlier; among the rest, leads through a defender's honour or
 * towards partner's. Suits where the defenders have many cards to choose from are put back: they
 * widen the tree. The card that last cut off at this depth (`killer`) goes first among its kind.
 */
export function leadWeight(
  st: MoveState,
  player: number,
  suit: number,
  group: number,
  left: number,
  killer: boolean,
): number {
  const hands = st.hands;
  const trump = st.trump;
  const partner = (player + 2) & 3;
  const lho = (player + 1) & 3;
  const rho = (player + 3) & 3;
  const rest = st.remaining[suit] as number;
  const lenP = CARD_COUNT[hands[partner * 4 + suit] as number] as number;
  const lenL = CARD_COUNT[hands[lho * 4 + suit] as number] as number;
  const lenR = CARD_COUNT[hands[rho * 4 + suit] as number] as number;
  const top = highestBit(rest);
  const topHand = ownerOf(hands, suit, top);
  const below = rest & ~top;
  const second = below === 0 ? 0 : highestBit(below);
  const secondHand = second === 0 ? -1 : ownerOf(hands, suit, second);
  const belowSecond = below & ~second;
  const thirdHand = belowSecond === 0 ? -1 : ownerOf(hands, suit, highestBit(belowSecond));
  const high = highestBit(group);
  const rank = 14 - (CARD_COUNT[rest & ~((high << 1) - 1)] as number);
  const sequence = group !== high;
  const holdsTop = (group & top) !== 0;
  const partnerAbove =
    (hands[partner * 4 + suit] as number) > ((hands[lho * 4 + suit] as number) | (hands[rho * 4 + suit] as number));
  const spreadL = (lenL === 0 ? left : lenL) * 4;
  const spreadR = (lenR === 0 ? left : lenR) * 4;
  const suitGame = trump !== NO_TRUMP && (st.remaining[trump] as number) !== 0;

  if (!suitGame) {
    let delta = -(((spreadL + spreadR) * 32) / 19) | 0;
    if (lenP === 0) delta -= 9;
    if (holdsTop || partnerAbove) {
      if (secondHand === rho) {
        if (lenR !== 1) delta -= 1;
      } else if (secondHand === lho) delta += lenL !== 1 ? 22 : 16;
      const weight =
        delta + ((secondHand !== lho || lenL === 1) && (secondHand !== rho || lenR === 1) ? 45 : 18) + rank;
      return killer ? weight + 126 : weight;
    }
    if (topHand === rho || secondHand === rho) {
      if (lenR !== 1) delta -= 10;
    } else if (topHand === lho && secondHand === partner && lenP !== 1) delta += 31;
    if (secondHand === partner && thirdHand === partner) delta += 35;
    else if (
      lenP > 1 &&
      ((secondHand === player && thirdHand === partner) || (secondHand === partner && thirdHand === player))
    )
      delta += 25;
    let weight: number;
    if ((lenL === 1 && topHand === lho) || (lenR === 1 && topHand === rho)) weight = delta + 28 + rank;
    else if (topHand === player) weight = delta - 17 + rank;
    else if (!sequence) weight = delta + 12 + rank;
    else if ((group & second) !== 0) weight = delta + 48;
    else weight = delta + 29 - rank;
    return killer ? weight + 47 : weight;
  }

  const tL = hands[lho * 4 + trump] as number;
  const tR = hands[rho * 4 + trump] as number;
  const tP = hands[partner * 4 + trump] as number;
  let bonus = 0;
  if (suit !== trump && ((lenL === 0 && tL !== 0) || (lenR === 0 && tR !== 0))) bonus = -12;
  if (suit !== trump && lenP === 0 && tP !== 0 && lenR > 0) bonus += 17;
  if (topHand === rho || secondHand === rho) {
    if (lenR !== 1) bonus -= 12;
  } else if (topHand === lho && secondHand === partner && lenP !== 1) bonus += 27;
  if (
    suit !== trump &&
    CARD_COUNT[hands[player * 4 + suit] as number] === 1 &&
    hands[player * 4 + trump] !== 0 &&
    lenP > 1 &&
    topHand === partner
  )
    bonus += 19;
  let delta = (bonus - ((spreadL + spreadR) * 32) / 13) | 0;

  // Whether the lead wins the trick: by our top card, partner's, or partner's ruff, no defender
  // ruffing higher.
  let wins = false;
  if (suit === trump) wins = holdsTop || partnerAbove;
  else {
    const lhoFollowsOrCannotRuff = lenL !== 0 || tL === 0;
    const rhoFollowsOrCannotRuff = lenR !== 0 || tR === 0;
    if (holdsTop) {
      if (lenP !== 0 || tP === 0) wins = lhoFollowsOrCannotRuff && rhoFollowsOrCannotRuff;
      else wins = (lenL !== 0 || tP > tL) && (lenR !== 0 || tP > tR);
    } else if (partnerAbove) wins = lhoFollowsOrCannotRuff && rhoFollowsOrCannotRuff;
    else if (lenP === 0 && tP !== 0) {
      const lhoRuffs = lenL === 0 && tL !== 0;
      const rhoRuffs = lenR === 0 && tR !== 0;
      wins = (!lhoRuffs || tP > tL) && (!rhoRuffs || tP > tR);
    }
  }
  const singletonTop = (lenL === 1 && topHand === lho) || (lenR === 1 && topHand === rho);
  if (wins) {
    let weight: number;
    if (singletonTop) weight = delta + 35 + rank;
    else if (topHand === player) {
      if (secondHand === partner) weight = delta + 48 + rank;
      else if (holdsTop) weight = delta + 31;
      else weight = delta - 3 + rank;
    } else if (topHand === partner) weight = delta + (secondHand === player ? 42 : 28) + rank;
    else if (sequence && (group & second) !== 0) weight = delta + 40;
    else if (sequence) weight = delta + 22 + rank;
    else weight = delta + 11 + rank;
    return killer ? weight + 55 : weight;
  }
  if (secondHand === partner && thirdHand === partner) delta += 20;
  else if (
    lenP > 1 &&
    ((secondHand === player && thirdHand === partner) || (secondHand === partner && thirdHand === player))
  )
    delta += 13;
  let weight: number;
  if (singletonTop) weight = delta + rank + 2;
  else if (topHand === player) {
    if (secondHand === partner) weight = delta + 33 + rank;
    else if (holdsTop) weight = delta + 38;
    else weight = delta - 14 + rank;
  } else if (topHand === partner) weight = delta + 34 + rank;
  else if (sequence && (group & second) !== 0) weight = delta + 35;
  else weight = delta + 17 - rank;
  return killer ? weight + 18 : weight;
}
