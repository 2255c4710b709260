/**
 * The order to try leads in, as DDS's design notes describe it (Haglund and Hein, "DDS, a bridge double
 * dummy solver", chapter 5): a lead that wins the trick before one that does not, the stronger the
 * holding behind it the earlier; and suits where the defenders have few cards to choose from (so few
 * answers to try) before those where they have many. The weights and terms are the notes' own; whether
 * a lead wins the trick is our reading of theirs ("assuming both sides play optimum cards").
 */
import { CARD_COUNT, highestBit } from './bits.js';
import { type MoveState, NO_TRUMP, ownerOf } from './state.js';

/**
 * Fills `st.weight[from, to)` for the leads listed from `base` (their runs at `base + i`), all of
 * `suit`: the suit's part (defenders' cards to choose from, a defender's ruff, an honour over the lead,
 * a ruff set up for the leader) once, then each card's part (who holds the suit's best and second-best
 * cards, whether this card is one of them, whether the lead wins the trick with best play). `killer`
 * is the lead that last cut the search off at this depth (0 for none in this suit).
 */
export function leadWeights(
  st: MoveState,
  base: number,
  from: number,
  to: number,
  player: number,
  suit: number,
  left: number,
  killer: number,
): void {
  const hands = st.hands;
  const trump = st.trump;
  const partner = (player + 2) & 3;
  const lho = (player + 1) & 3;
  const rho = (player + 3) & 3;
  const present = st.remaining[suit] as number;
  const lhoCards = hands[lho * 4 + suit] as number;
  const rhoCards = hands[rho * 4 + suit] as number;
  const partnerCards = hands[partner * 4 + suit] as number;
  const lengthL = CARD_COUNT[lhoCards] as number;
  const lengthR = CARD_COUNT[rhoCards] as number;
  const best = highestBit(present);
  const bestHand = ownerOf(hands, suit, best);
  const rest = present & ~best;
  const second = rest === 0 ? 0 : highestBit(rest);
  const secondHand = second === 0 ? -1 : ownerOf(hands, suit, second);
  const sideSuit = trump !== NO_TRUMP && suit !== trump;
  const lhoRuffs = sideSuit && lengthL === 0 && hands[lho * 4 + trump] !== 0;
  const rhoRuffs = sideSuit && lengthR === 0 && hands[rho * 4 + trump] !== 0;

  let bonus = 0;
  if (lhoRuffs || rhoRuffs) bonus -= 10;
  if (bestHand === rho || secondHand === rho) bonus -= 18;
  if (
    sideSuit &&
    CARD_COUNT[hands[player * 4 + suit] as number] === 1 &&
    hands[player * 4 + trump] !== 0 &&
    bestHand === partner &&
    (CARD_COUNT[partnerCards] as number) >= 2
  )
    bonus += 16;
  // A void defender may play any card: as many choices as the tricks left.
  const choicesL = lengthL === 0 ? 4 * left : 4 * lengthL;
  const choicesR = lengthR === 0 ? 4 * left : 4 * lengthR;
  const delta = (bonus - ((choicesL + choicesR) * 32) / 15) | 0;
  const singletonBest = (lengthL === 1 && bestHand === lho) || (lengthR === 1 && bestHand === rho);
  // The lead wins the trick with best play: the side's best card of the suit is above both defenders'
  // and neither defender can ruff; or, in a side suit, partner can ruff and neither defender can.
  const theirs = lhoCards | rhoCards;
  const partnerWins =
    !lhoRuffs &&
    !rhoRuffs &&
    (partnerCards > theirs || (sideSuit && partnerCards === 0 && hands[partner * 4 + trump] !== 0));

  for (let i = from; i < to; i++) {
    const group = st.moveGroup[base + i] as number;
    const card = highestBit(group);
    // The card's rank, 2 to 14: the notes take it off the weight, so that a lower card of a suit goes first.
    const rank = 31 - Math.clz32(card) + 2;
    const secondInRun = group !== card && (group & second) !== 0;
    let weight: number;
    if (partnerWins || (!lhoRuffs && !rhoRuffs && group > theirs)) {
      if (singletonBest) weight = delta + 40 - rank;
      else if (bestHand === player) {
        if (secondHand === partner) weight = delta + 50 - rank;
        else if (card === best) weight = delta + 31;
        else weight = delta + 19 - rank;
      } else if (bestHand === partner) weight = delta + (secondHand === player ? 50 : 35) - rank;
      else if (secondInRun) weight = delta + 40;
      else weight = delta + 30 - rank;
      if ((group & killer) !== 0) weight += 52;
    } else {
      if (singletonBest) weight = delta + 29 - rank;
      else if (bestHand === player) {
        if (secondHand === partner) weight = delta + 44 - rank;
        else if (card === best) weight = delta + 25;
        else weight = delta + 13 - rank;
      } else if (bestHand === partner) weight = delta + (secondHand === player ? 44 : 29) - rank;
      else if (secondInRun) weight = delta + 29;
      else weight = delta + 13 - rank;
      if ((group & killer) !== 0) weight += 20;
    }
    st.weight[i] = weight;
  }
}
