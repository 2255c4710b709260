/**
 * Quick tricks and sure tricks: bounds that settle a question before any card is tried, as DDS's
 * QuickTricks and LaterTricks do (its algorithm paper, chapters 3 and 4). Each bound that settles one
 * marks, in `marks`, the cards its answer rests on (per suit, every card from the lowest marked one
 * up), and nothing else: the fewer cards marked, the more positions the table's entry will serve.
 */
import { CARD_COUNT, highestBit } from './bits.js';
import { type MoveState, NO_TRUMP, ownerOf } from './state.js';

/** What the bounds read (the hands, the cards left, the strain) and where they mark deciding cards. */
export interface BoundState extends Pick<MoveState, 'hands' | 'remaining' | 'trump'> {
  /** Per suit, the deciding cards the last bound marked, as card bits (each suit's lowest counts). */
  readonly marks: Int32Array;
}

/** settledEarly's answer when no bound settles the question. */
export const UNSETTLED = -1;

function clearMarks(st: BoundState): void {
  const marks = st.marks;
  marks[0] = 0;
  marks[1] = 0;
  marks[2] = 0;
  marks[3] = 0;
}

function mark(st: BoundState, suit: number, bit: number): void {
  st.marks[suit] = (st.marks[suit] as number) | bit;
}

/**
 * Whether N/S take `need` of the `left` tricks, settled before any card is tried: 1 (they do), 0 (they
 * do not) or UNSETTLED. Settled by the leader's side's quick tricks (the leader's winners, and
 * partner's through an entry), a side's later trick without trumps, or a side's sure trump tricks.
 * Only the bound that settles it marks its deciding cards, so that the table's entries stay as
 * general as they can.
 */
export function settledEarly(st: BoundState, leader: number, left: number, need: number): number {
  const northSouth = (leader & 1) === 0;
  // The leader's side's tricks settle it when they reach N/S's need, or leave N/S short of it.
  const enough = northSouth ? need : left - need + 1;
  clearMarks(st);
  const own = cashTricks(st, leader, 0);
  if (own >= enough) {
    cashTricks(st, leader, enough);
    return northSouth ? 1 : 0;
  }
  const partner = (leader + 2) & 3;
  const entry = entryTo(st, leader);
  if (entry >= 0) {
    const partners = cashTricks(st, partner, 0);
    // Without trumps the leader cashes first, then crosses; partner keeps every winner as long as
    // partner has as many other cards to play meanwhile.
    const noTrumps = st.trump === NO_TRUMP || st.remaining[st.trump] === 0;
    const both = noTrumps && own <= left - partners ? own + partners : partners;
    if (both >= enough) {
      clearMarks(st);
      const cashed = both === partners ? 0 : cashTricks(st, leader, enough);
      cashTricks(st, partner, enough - cashed);
      mark(st, entry, highestBit(st.remaining[entry] as number));
      return northSouth ? 1 : 0;
    }
  }
  if (st.trump === NO_TRUMP || st.remaining[st.trump] === 0) {
    if (need === 1 && laterTrick(st, 0, left)) return 1;
    if (need === left && laterTrick(st, 1, left)) return 0;
    return UNSETTLED;
  }
  if (sureTrumps(st, 0, false) >= need) {
    sureTrumps(st, 0, true);
    return 1;
  }
  if (left - sureTrumps(st, 1, false) < need) {
    sureTrumps(st, 1, true);
    return 0;
  }
  // A side on lead needing every trick left loses one to a trump trick the other side is sure of.
  if (need === 1 && !northSouth && trumpTrick(st, 0)) return 1;
  if (need === left && northSouth && trumpTrick(st, 1)) return 0;
  return UNSETTLED;
}

/**
 * Whether `side`, without the top trump, is sure of a trump trick against a side on lead that holds
 * it (DDS's later-tricks bound): a guarded second-best trump behind the top one (the king over the
 * ace, which plays before it to every trick the king's side does not lead), or the second and third
 * best with the second guarded (K Q against the ace). Marks the trumps from the lowest it rests on.
 * DDS asks it only with the top trump's side on lead, and so do we: asked with the other side on lead
 * it gave tables that differ from DDS's.
 */
function trumpTrick(st: BoundState, side: number): boolean {
  const trump = st.trump;
  const hands = st.hands;
  const present = st.remaining[trump] as number;
  if (present === 0) return false;
  const top = highestBit(present);
  const below = present & ~top;
  if (below === 0) return false;
  const second = highestBit(below);
  const holder = ownerOf(hands, trump, second);
  const ace = ownerOf(hands, trump, top);
  if ((holder & 1) !== side || (ace & 1) === side) return false;
  if ((CARD_COUNT[hands[holder * 4 + trump] as number] as number) < 2) return false;
  let rests = second;
  if (ace !== ((holder + 3) & 3)) {
    const rest = below & ~second;
    if (rest === 0) return false;
    rests = highestBit(rest);
    if ((ownerOf(hands, trump, rests) & 1) !== side) return false;
  }
  clearMarks(st);
  mark(st, trump, rests);
  return true;
}

/**
 * Tricks `seat`'s side takes by cashing `seat`'s top cards from `seat`'s hand: per suit, the cards
 * above every other hand's, no more than a defender holding trumps can follow, and in a suit contract
 * no more side-suit winners than partner can follow to or throw a side card on (a partner left with
 * only trumps would ruff and take the lead). Marks the cards that decide a count of `enough` (0 marks none).
 */
function cashTricks(st: BoundState, seat: number, enough: number): number {
  const hands = st.hands;
  const trump = st.trump;
  const sideCap = sideCapOf(st, (seat + 2) & 3);
  let trumpTricks = 0;
  let sideTricks = 0;
  for (let suit = 0; suit < 4; suit++) {
    const holding = hands[seat * 4 + suit] as number;
    if (holding === 0) continue;
    const others = (st.remaining[suit] as number) & ~holding;
    const tops = winnersIn(st, seat, suit, others);
    if (tops === 0) continue;
    if (others !== 0) markWinners(st, suit, holding, tops, enough - trumpTricks - Math.min(sideTricks, sideCap));
    if (suit === trump) trumpTricks += tops;
    else sideTricks += tops;
  }
  return trumpTricks + Math.min(sideTricks, sideCap);
}

/**
 * In a suit contract where partner holds trumps, the side-suit winners partner can follow to or throw a
 * side card on: partner's side cards (13, no cap, otherwise).
 */
function sideCapOf(st: BoundState, partner: number): number {
  const trump = st.trump;
  if (trump === NO_TRUMP || st.hands[partner * 4 + trump] === 0) return 13;
  let cap = 0;
  for (let suit = 0; suit < 4; suit++)
    if (suit !== trump) cap += CARD_COUNT[st.hands[partner * 4 + suit] as number] as number;
  return cap;
}

/**
 * `seat`'s cards of `suit` above every card of `others` (the suit's other cards left), no more than a
 * defender holding trumps can follow.
 */
function winnersIn(st: BoundState, seat: number, suit: number, others: number): number {
  const hands = st.hands;
  const trump = st.trump;
  const holding = hands[seat * 4 + suit] as number;
  let tops =
    others === 0 ? (CARD_COUNT[holding] as number) : (CARD_COUNT[holding & ~((highestBit(others) << 1) - 1)] as number);
  if (tops !== 0 && trump !== NO_TRUMP && suit !== trump) {
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    if (hands[lho * 4 + trump] !== 0) tops = Math.min(tops, CARD_COUNT[hands[lho * 4 + suit] as number] as number);
    if (hands[rho * 4 + trump] !== 0) tops = Math.min(tops, CARD_COUNT[hands[rho * 4 + suit] as number] as number);
  }
  return tops;
}

/**
 * Marks the lowest of the winners of `holding` a count still `short` of its need takes: only those
 * decide it (a side suit's winners all count, as partner's discards may cap them), and the rest stay
 * free in the table's entry.
 */
function markWinners(st: BoundState, suit: number, holding: number, tops: number, short: number): void {
  if (short <= 0) return;
  let counted = st.trump === NO_TRUMP || suit === st.trump ? Math.min(tops, short) : tops;
  let lowest = holding;
  while (--counted > 0) lowest &= ~highestBit(lowest);
  mark(st, suit, highestBit(lowest));
}

/**
 * Whether N/S take `need` of the `left` tricks when the leader's side runs a suit it alone holds (see
 * runTricks) besides cashing its winners: 1, 0 or UNSETTLED. Asked only once settledEarly and the
 * table have not settled the question, because a run rests on more of the suit's cards than its
 * winners do (whose hand wins the last round), so its marks would make the table's entries narrower
 * than a search's. Without it, a long suit split between the two hands (AQJT6 opposite K98732) is
 * played out card by card: that took one deal's no-trump table 24 times DDS's time.
 */
export function settledByRuns(st: BoundState, leader: number, left: number, need: number): number {
  const hands = st.hands;
  const partner = (leader + 2) & 3;
  let runs = false;
  for (let suit = 0; suit < 4; suit++) {
    const mine = hands[leader * 4 + suit] as number;
    const partners = hands[partner * 4 + suit] as number;
    if (mine !== 0 && partners !== 0 && (mine | partners) === st.remaining[suit]) {
      runs = true;
      break;
    }
  }
  if (!runs) return UNSETTLED;
  const northSouth = (leader & 1) === 0;
  const enough = northSouth ? need : left - need + 1;
  if (cashWithRuns(st, leader, 0) < enough) return UNSETTLED;
  clearMarks(st);
  cashWithRuns(st, leader, enough);
  return northSouth ? 1 : 0;
}

/**
 * cashTricks, with each suit the defenders hold none of and cannot ruff run whole when that takes more
 * than its winners, and one such suit (the last) run to an end in partner's hand. Partner must keep
 * every card of the suits run, so the other tricks may take only partner's other cards; when they would
 * take more, the count is cashTricks' own.
 */
function cashWithRuns(st: BoundState, seat: number, enough: number): number {
  const hands = st.hands;
  const trump = st.trump;
  const partner = (seat + 2) & 3;
  const sideCap = sideCapOf(st, partner);
  const noRuffs =
    trump === NO_TRUMP ||
    (hands[((seat + 1) & 3) * 4 + trump] as number) + (hands[((seat + 3) & 3) * 4 + trump] as number) === 0;
  let trumpTricks = 0;
  let sideTricks = 0;
  // The most a run ending in partner's hand adds, its suit, and the card it rests on.
  let extra = 0;
  let extraSuit = 0;
  let extraMark = 0;
  let kept = 0;
  let fromRuns = 0;
  for (let suit = 0; suit < 4; suit++) {
    const holding = hands[seat * 4 + suit] as number;
    if (holding === 0) continue;
    const others = (st.remaining[suit] as number) & ~holding;
    const partners = hands[partner * 4 + suit] as number;
    let tops = winnersIn(st, seat, suit, others);
    const short = enough - trumpTricks - Math.min(sideTricks, sideCap);
    let ranWhole = false;
    if (others === partners && partners !== 0 && (noRuffs || suit === trump)) {
      const run = runTricks(holding, partners);
      const stay = run & 15;
      const counted = Math.max(stay, tops);
      kept += CARD_COUNT[partners] as number;
      fromRuns += counted;
      if ((run >> 4) - counted > extra) {
        extra = (run >> 4) - counted;
        extraSuit = suit;
        extraMark =
          (CARD_COUNT[partners] as number) > (CARD_COUNT[holding] as number)
            ? highestBit(partners)
            : highestBit(holding);
      }
      if (stay > tops) {
        // The top card of `seat`'s hand over partner's lowest: a match on the cards from it up keeps that.
        if (short > 0) mark(st, suit, highestBit(holding));
        tops = stay;
        ranWhole = true;
      }
    }
    if (!ranWhole && tops !== 0 && others !== 0) markWinners(st, suit, holding, tops, short);
    if (suit === trump) trumpTricks += tops;
    else sideTricks += tops;
  }
  if (kept > 0 && trumpTricks + sideTricks - fromRuns > cardsOf(st, partner) - kept)
    return cashTricks(st, seat, enough);
  if (extra > 0 && enough > trumpTricks + Math.min(sideTricks, sideCap)) mark(st, extraSuit, extraMark);
  if (extraSuit === trump) trumpTricks += extra;
  else sideTricks += extra;
  return trumpTricks + Math.min(sideTricks, sideCap);
}

function cardsOf(st: BoundState, seat: number): number {
  let cards = 0;
  for (let suit = 0; suit < 4; suit++) cards += CARD_COUNT[st.hands[seat * 4 + suit] as number] as number;
  return cards;
}

/**
 * A suit only `seat`'s side holds, which no defender can ruff: every round is the side's, and what
 * counts is whose hand wins the last round both hands play to. Packed: bits 0–3 the tricks with the
 * lead back in `seat`'s hand (its top card saved for that round, over partner's lowest), bits 4–7
 * the tricks when the run may end in partner's hand (the longer hand's top card over the other's
 * lowest; otherwise as many as the shorter hand holds).
 */
function runTricks(mine: number, partners: number): number {
  const own = CARD_COUNT[mine] as number;
  const theirs = CARD_COUNT[partners] as number;
  const keep = highestBit(mine) > (partners & -partners);
  let go: number;
  if (theirs > own) go = highestBit(partners) > (mine & -mine) ? theirs : own;
  else go = keep ? own : theirs;
  return (keep ? own : 0) | (go << 4);
}

/**
 * A suit in which `seat` can lead to partner's top card and partner wins the trick (no defender
 * ruffs it), or -1: a way to partner's hand, from where partner's own winners are cashed.
 */
function entryTo(st: BoundState, seat: number): number {
  const hands = st.hands;
  const trump = st.trump;
  const partner = (seat + 2) & 3;
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  for (let suit = 0; suit < 4; suit++) {
    if (hands[seat * 4 + suit] === 0) continue;
    const present = st.remaining[suit] as number;
    if (((hands[partner * 4 + suit] as number) & highestBit(present)) === 0) continue;
    if (trump !== NO_TRUMP && suit !== trump) {
      if (hands[lho * 4 + suit] === 0 && hands[lho * 4 + trump] !== 0) continue;
      if (hands[rho * 4 + suit] === 0 && hands[rho * 4 + trump] !== 0) continue;
    }
    return suit;
  }
  return -1;
}

/**
 * Whether `side` is sure of a trick later, without trumps: it holds a suit's top card, and the
 * other side's own top suits are too short to win every trick before that card must be played or
 * thrown (DDS's later-tricks bound). Marks the top card of each suit where `side` holds it.
 */
function laterTrick(st: BoundState, side: number, left: number): boolean {
  const hands = st.hands;
  const other = side ^ 1;
  let theirs = 0;
  let ours = false;
  for (let suit = 0; suit < 4; suit++) {
    const present = st.remaining[suit] as number;
    if (present === 0) continue;
    const top = highestBit(present);
    const a = hands[other * 4 + suit] as number;
    const b = hands[(other + 2) * 4 + suit] as number;
    if (((a | b) & top) !== 0) theirs += Math.max(CARD_COUNT[a] as number, CARD_COUNT[b] as number);
    else ours = true;
  }
  if (!ours || theirs >= left) return false;
  for (let suit = 0; suit < 4; suit++) {
    const present = st.remaining[suit] as number;
    if (present === 0) continue;
    const top = highestBit(present);
    const mine = (hands[side * 4 + suit] as number) | (hands[(side + 2) * 4 + suit] as number);
    if ((mine & top) !== 0 && present !== mine) mark(st, suit, top);
  }
  return true;
}

/**
 * Trump tricks a side is sure of: each trump of one hand above all the other side's trumps wins the
 * trick it is played to (only partner could beat it), so the side takes at least the larger hand's
 * count. With `marking`, marks the lowest counted trump: every card from it up is this side's.
 */
function sureTrumps(st: BoundState, side: number, marking: boolean): number {
  const trump = st.trump;
  const hands = st.hands;
  const theirs = (hands[(side + 1) * 4 + trump] as number) | (hands[((side + 3) & 3) * 4 + trump] as number);
  const mine = hands[side * 4 + trump] as number;
  const partners = hands[(side + 2) * 4 + trump] as number;
  if (theirs === 0) return Math.max(CARD_COUNT[mine] as number, CARD_COUNT[partners] as number);
  const above = ~((highestBit(theirs) << 1) - 1);
  const mineAbove = mine & above;
  const partnersAbove = partners & above;
  const count = Math.max(CARD_COUNT[mineAbove] as number, CARD_COUNT[partnersAbove] as number);
  // Every card above their top trump is this side's: from the lowest counted one up, they decide.
  if (marking && count > 0) {
    const counted = CARD_COUNT[mineAbove] === count ? mineAbove : partnersAbove;
    mark(st, trump, counted & -counted);
  }
  return count;
}

/**
 * Whether second hand's side surely wins the trick led (a card `bit` of `led`): by a ruff the third
 * hand cannot over-ruff, or by the suit's best card over the lead and third hand's cards, which third
 * hand cannot ruff. Sets the deciding cards: that best card, or none for a ruff.
 */
export function secondHandWins(st: BoundState, player: number, led: number, bit: number): boolean {
  const hands = st.hands;
  const trump = st.trump;
  const third = (player + 1) & 3;
  const partner = (player + 2) & 3;
  const thirdRuffs =
    trump !== NO_TRUMP && led !== trump && hands[third * 4 + led] === 0 && hands[third * 4 + trump] !== 0;
  clearMarks(st);
  if (
    trump !== NO_TRUMP &&
    led !== trump &&
    ((hands[player * 4 + led] === 0 && hands[player * 4 + trump] !== 0) ||
      (hands[partner * 4 + led] === 0 && hands[partner * 4 + trump] !== 0))
  )
    return !thirdRuffs;
  const ours = (hands[player * 4 + led] as number) | (hands[partner * 4 + led] as number);
  if (thirdRuffs || ours <= (bit | (hands[third * 4 + led] as number))) return false;
  mark(st, led, highestBit(ours));
  return true;
}
