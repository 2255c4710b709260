/**
 * The search: does North–South take at least `need` of the tricks left? A null-window alpha-beta over
 * the cards, one question at a time, with bounds kept per position at each trick's start (see
 * transposition.ts), quick tricks cashed before any card is tried, and the last trick counted
 * outright. Everything lives in typed arrays made once, so a search allocates nothing.
 */
import { CARD_COUNT, highestBit, relative, SPREAD } from './bits.js';
import { generateMoves } from './moves.js';
import { MAX_MOVES, type MoveState, NO_TRUMP } from './state.js';
import { Transposition } from './transposition.js';

// A turn's lists are indexed by tricks left (0–13) × 4 + the turn in the trick.
const TURNS = 14 * 4;
// Above every card: no card of the suit decided.
const ALL_SMALL = 1 << 13;

/** Why a search gave up: it ran past its budget of nodes. */
export class OutOfBudget extends Error {}

/** A search over one deal's cards in one strain; `hands` is seat × 4 + suit, bit 0 the two. */
export class Search implements MoveState {
  readonly hands = new Int32Array(16);
  readonly remaining = new Int32Array(4);
  trump = NO_TRUMP;
  readonly moveSuit = new Int8Array(TURNS * MAX_MOVES);
  readonly moveBit = new Int32Array(TURNS * MAX_MOVES);
  readonly moveGroup = new Int32Array(TURNS * MAX_MOVES);
  readonly weight = new Int32Array(MAX_MOVES);
  readonly killerSuit = new Int8Array(TURNS);
  readonly killerBit = new Int32Array(TURNS);
  private readonly trickSuit = new Int8Array(TURNS);
  private readonly trickBit = new Int32Array(TURNS);
  private readonly table: Transposition;
  /**
   * The cards that decided the last answer, by suit, as card bits: cards that won a trick by their rank,
   * the top card a quick trick had to beat, the lowest card of a run that reaches into them. Only each
   * suit's lowest bit counts: every card from it up decides. Set by every search call before it returns.
   */
  private decide0 = 0;
  private decide1 = 0;
  private decide2 = 0;
  private decide3 = 0;
  /** Trick starts visited, over the search's life. */
  nodes = 0;
  /** Trick starts a search may visit before it gives up. */
  budget = Number.POSITIVE_INFINITY;

  constructor(tableBits = 20) {
    this.table = new Transposition(tableBits);
  }

  /** The bytes the search holds. */
  get bytes(): number {
    return this.table.bytes + this.moveBit.byteLength * 2;
  }

  /**
   * Sets the cards (seat × 4 + suit holdings) and the strain, forgetting what was learnt of others;
   * `played` are cards on the table in a trick under way (suit, bit), no longer in any hand.
   */
  load(holdings: ArrayLike<number>, trump: number, played: readonly (readonly [number, number])[] = []): void {
    for (let i = 0; i < 16; i++) this.hands[i] = holdings[i] as number;
    for (let suit = 0; suit < 4; suit++) {
      this.remaining[suit] =
        (this.hands[suit] as number) |
        (this.hands[4 + suit] as number) |
        (this.hands[8 + suit] as number) |
        (this.hands[12 + suit] as number);
    }
    for (const [suit, bit] of played) this.remaining[suit] = (this.remaining[suit] as number) | bit;
    this.trump = trump;
    this.table.clear();
    this.killerBit.fill(0);
  }

  /**
   * Whether N/S take at least `need` of the `left` tricks, with `leader` on lead of the trick under way
   * and `played` cards (suit, bit, none to four of them) on the table. The hands no longer hold them;
   * `remaining` still does until the trick is done.
   */
  canTakeFrom(leader: number, left: number, need: number, played: readonly (readonly [number, number])[]): boolean {
    if (played.length === 0) return this.trickStart(leader, left, need);
    const [ledSuit, ledBit] = played[0] as readonly [number, number];
    let winSeat = leader;
    let winSuit = ledSuit;
    let winBit = ledBit;
    for (let i = 0; i < played.length; i++) {
      const [suit, bit] = played[i] as readonly [number, number];
      const at = left * 4 + i;
      this.trickSuit[at] = suit;
      this.trickBit[at] = bit;
      if (i > 0 && (suit === winSuit ? bit > winBit : suit === this.trump)) {
        winSeat = (leader + i) & 3;
        winSuit = suit;
        winBit = bit;
      }
    }
    if (played.length < 4) return this.turn(played.length, leader, left, need, ledSuit, winSeat, winSuit, winBit);
    for (const [suit, bit] of played) this.remaining[suit] = (this.remaining[suit] as number) ^ bit;
    const made = this.trickStart(winSeat, left - 1, (winSeat & 1) === 0 ? need - 1 : need);
    for (const [suit, bit] of played) this.remaining[suit] = (this.remaining[suit] as number) ^ bit;
    return made;
  }

  private trickStart(leader: number, left: number, need: number): boolean {
    if (need <= 0 || need > left) {
      this.clearRanks();
      return need <= 0;
    }
    if (left === 1) return this.lastTrick(leader) >= need;
    if (++this.nodes > this.budget) throw new OutOfBudget();
    const northSouth = (leader & 1) === 0;
    if (this.settledEarly(leader, left, need, northSouth)) return this.earlyAnswer;

    const hands = this.hands;
    let lengths0 = 0;
    let lengths1 = 0;
    for (let seat = 0; seat < 4; seat++) {
      lengths0 |=
        ((CARD_COUNT[hands[seat * 4] as number] as number) << (seat * 4)) |
        ((CARD_COUNT[hands[seat * 4 + 1] as number] as number) << (16 + seat * 4));
      lengths1 |=
        ((CARD_COUNT[hands[seat * 4 + 2] as number] as number) << (seat * 4)) |
        ((CARD_COUNT[hands[seat * 4 + 3] as number] as number) << (16 + seat * 4));
    }
    const o0 = this.owners(0);
    const o1 = this.owners(1);
    const o2 = this.owners(2);
    const o3 = this.owners(3);
    const remaining = this.remaining;
    const present =
      (CARD_COUNT[remaining[0] as number] as number) |
      ((CARD_COUNT[remaining[1] as number] as number) << 4) |
      ((CARD_COUNT[remaining[2] as number] as number) << 8) |
      ((CARD_COUNT[remaining[3] as number] as number) << 12);
    const table = this.table;
    const known = table.find(lengths0, lengths1, leader, o0, o1, o2, o3, present, need);
    if (known >= 0) {
      this.decide0 = this.ranksOfTop(0, table.foundTop(0));
      this.decide1 = this.ranksOfTop(1, table.foundTop(1));
      this.decide2 = this.ranksOfTop(2, table.foundTop(2));
      this.decide3 = this.ranksOfTop(3, table.foundTop(3));
      return known === 1;
    }

    const made = this.turn(0, leader, left, need, -1, 0, 0, 0);
    table.store(
      lengths0,
      lengths1,
      leader,
      o0,
      o1,
      o2,
      o3,
      present,
      this.topOfRanks(0, this.decide0) |
        (this.topOfRanks(1, this.decide1) << 4) |
        (this.topOfRanks(2, this.decide2) << 8) |
        (this.topOfRanks(3, this.decide3) << 12),
      made ? need : 0,
      made ? left : need - 1,
    );
    return made;
  }

  private turn(
    position: number,
    leader: number,
    left: number,
    need: number,
    led: number,
    winSeat: number,
    winSuit: number,
    winBit: number,
  ): boolean {
    const player = (leader + position) & 3;
    const maximizing = (player & 1) === 0;
    // Second hand's side, needing just this trick, has it when it can surely win it.
    if (position === 1 && (maximizing ? need <= 1 : need >= left) && this.secondHandWins(player, led, winBit))
      return maximizing;
    const at = left * 4 + position;
    const base = at * MAX_MOVES;
    const count = generateMoves(this, base, player, position, led, winSeat, winSuit, winBit, left);
    const hands = this.hands;
    let all0 = 0;
    let all1 = 0;
    let all2 = 0;
    let all3 = 0;
    // Per suit, a rank below which this hand's cards were shown not to matter (0: none shown yet).
    let small0 = 0;
    let small1 = 0;
    let small2 = 0;
    let small3 = 0;
    for (let i = 0; i < count; i++) {
      const suit = this.moveSuit[base + i] as number;
      const bit = this.moveBit[base + i] as number;
      if (bit < (suit === 0 ? small0 : suit === 1 ? small1 : suit === 2 ? small2 : small3)) continue;
      let seat = winSeat;
      let bestSuit = winSuit;
      let bestBit = winBit;
      if (position === 0 || (suit === winSuit ? bit > winBit : suit === this.trump)) {
        seat = player;
        bestSuit = suit;
        bestBit = bit;
      }
      hands[player * 4 + suit] = (hands[player * 4 + suit] as number) ^ bit;
      this.trickSuit[at] = suit;
      this.trickBit[at] = bit;
      let made: boolean;
      if (position < 3) {
        made = this.turn(position + 1, leader, left, need, position === 0 ? suit : led, seat, bestSuit, bestBit);
      } else {
        const first = left * 4;
        const trickSuit = this.trickSuit;
        const trickBit = this.trickBit;
        for (let k = 0; k < 4; k++)
          this.remaining[trickSuit[first + k] as number] =
            (this.remaining[trickSuit[first + k] as number] as number) ^ (trickBit[first + k] as number);
        made = this.trickStart(seat, left - 1, (seat & 1) === 0 ? need - 1 : need);
        for (let k = 0; k < 4; k++)
          this.remaining[trickSuit[first + k] as number] =
            (this.remaining[trickSuit[first + k] as number] as number) ^ (trickBit[first + k] as number);
        this.markWinner(first, bestSuit, bestBit);
      }
      hands[player * 4 + suit] = (hands[player * 4 + suit] as number) ^ bit;
      if (made === maximizing) {
        if (position === 0) {
          this.killerSuit[at] = suit;
          this.killerBit[at] = bit;
        }
        return made;
      }
      const decided = suit === 0 ? this.decide0 : suit === 1 ? this.decide1 : suit === 2 ? this.decide2 : this.decide3;
      const threshold = decided === 0 ? ALL_SMALL : decided & -decided;
      if (bit < threshold) {
        if (suit === 0) small0 = threshold;
        else if (suit === 1) small1 = threshold;
        else if (suit === 2) small2 = threshold;
        else small3 = threshold;
      }
      all0 |= this.decide0;
      all1 |= this.decide1;
      all2 |= this.decide2;
      all3 |= this.decide3;
    }
    this.decide0 = all0;
    this.decide1 = all1;
    this.decide2 = all2;
    this.decide3 = all3;
    this.widenRuns(base, count);
    return !maximizing;
  }

  /**
   * Every card was tried, each run of equal cards by its lowest. A run that reaches from below the
   * deciding cards into them stood for cards whose owners count, so it counts whole: a later position
   * matching on the deciding cards alone could split it and play its top card where we played its low.
   */
  private widenRuns(base: number, count: number): void {
    let changed = true;
    while (changed) {
      changed = false;
      for (let i = 0; i < count; i++) {
        const group = this.moveGroup[base + i] as number;
        const low = group & -group;
        if (group === low) continue;
        const suit = this.moveSuit[base + i] as number;
        const ranks = suit === 0 ? this.decide0 : suit === 1 ? this.decide1 : suit === 2 ? this.decide2 : this.decide3;
        if (ranks === 0) continue;
        const threshold = ranks & -ranks;
        if (low < threshold && group >= threshold) {
          this.addRank(suit, low);
          changed = true;
        }
      }
    }
  }

  /**
   * Whether second hand's side surely wins the trick led (a card `bit` of `led`): by a ruff the third
   * hand cannot over-ruff, or by the suit's best card over the lead and third hand's cards, which third
   * hand cannot ruff. Sets the deciding cards: that best card, or none for a ruff.
   */
  private secondHandWins(player: number, led: number, bit: number): boolean {
    const hands = this.hands;
    const trump = this.trump;
    const third = (player + 1) & 3;
    const partner = (player + 2) & 3;
    const thirdRuffs =
      trump !== NO_TRUMP && led !== trump && hands[third * 4 + led] === 0 && hands[third * 4 + trump] !== 0;
    this.clearRanks();
    if (
      trump !== NO_TRUMP &&
      led !== trump &&
      ((hands[player * 4 + led] === 0 && hands[player * 4 + trump] !== 0) ||
        (hands[partner * 4 + led] === 0 && hands[partner * 4 + trump] !== 0))
    )
      return !thirdRuffs;
    const ours = (hands[player * 4 + led] as number) | (hands[partner * 4 + led] as number);
    if (thirdRuffs || ours <= (bit | (hands[third * 4 + led] as number))) return false;
    this.addRank(led, highestBit(ours));
    return true;
  }

  /** A trick's winning card decided it by rank when another card of its suit was played to it. */
  private markWinner(first: number, suit: number, bit: number): void {
    let same = 0;
    for (let k = 0; k < 4; k++) if (this.trickSuit[first + k] === suit) same++;
    if (same > 1) this.addRank(suit, bit);
  }

  private addRank(suit: number, bit: number): void {
    if (suit === 0) this.decide0 |= bit;
    else if (suit === 1) this.decide1 |= bit;
    else if (suit === 2) this.decide2 |= bit;
    else this.decide3 |= bit;
  }

  private clearRanks(): void {
    this.decide0 = 0;
    this.decide1 = 0;
    this.decide2 = 0;
    this.decide3 = 0;
  }

  /** How many of a suit's cards, from the top, decide: those from the lowest deciding card up. */
  private topOfRanks(suit: number, ranks: number): number {
    if (ranks === 0) return 0;
    return CARD_COUNT[(this.remaining[suit] as number) & ~((ranks & -ranks) - 1)] as number;
  }

  /** The inverse of topOfRanks in the present position: the lowest of the `top` highest cards. */
  private ranksOfTop(suit: number, top: number): number {
    if (top === 0) return 0;
    let present = this.remaining[suit] as number;
    for (let below = (CARD_COUNT[present] as number) - top; below > 0; below--) present &= present - 1;
    return present & -present;
  }

  /** N/S's trick (1 or 0) when each hand has one card left. */
  private lastTrick(leader: number): number {
    const hands = this.hands;
    let winSeat = leader;
    let winSuit = 0;
    while (hands[leader * 4 + winSuit] === 0) winSuit++;
    let winBit = hands[leader * 4 + winSuit] as number;
    let same = 1;
    for (let i = 1; i < 4; i++) {
      const seat = (leader + i) & 3;
      let suit = 0;
      while (hands[seat * 4 + suit] === 0) suit++;
      const bit = hands[seat * 4 + suit] as number;
      if (suit === winSuit) same++;
      if (suit === winSuit ? bit > winBit : suit === this.trump) {
        winSeat = seat;
        if (suit !== winSuit) same = 1;
        winSuit = suit;
        winBit = bit;
      }
    }
    this.clearRanks();
    if (same > 1) this.addRank(winSuit, winBit);
    return (winSeat & 1) === 0 ? 1 : 0;
  }

  /** The answer settledEarly found: whether N/S take their tricks. */
  private earlyAnswer = false;

  /**
   * Whether the question is settled before any card is tried: by the leader's quick tricks, or by a
   * side's sure trump tricks. Only the bound that settles it marks its deciding cards, so that the table's
   * entries stay as general as they can.
   */
  private settledEarly(leader: number, left: number, need: number, northSouth: boolean): boolean {
    // The leader's side's tricks settle it when they reach N/S's need, or leave N/S short of it.
    const enough = northSouth ? need : left - need + 1;
    this.clearRanks();
    const own = this.cashTricks(leader, 0);
    if (own >= enough) {
      this.cashTricks(leader, enough);
      this.earlyAnswer = northSouth;
      return true;
    }
    const partner = (leader + 2) & 3;
    const entry = this.entryTo(leader);
    if (entry >= 0) {
      const partners = this.cashTricks(partner, 0);
      // Without trumps the leader cashes first, then crosses; partner keeps every winner as long as
      // partner has as many other cards to play meanwhile.
      const noTrumps = this.trump === NO_TRUMP || this.remaining[this.trump] === 0;
      const both = noTrumps && own <= left - partners ? own + partners : partners;
      if (both >= enough) {
        this.clearRanks();
        const cashed = both === partners ? 0 : this.cashTricks(leader, enough);
        this.cashTricks(partner, enough - cashed);
        this.addRank(entry, highestBit(this.remaining[entry] as number));
        this.earlyAnswer = northSouth;
        return true;
      }
    }
    if (this.trump === NO_TRUMP || this.remaining[this.trump] === 0) {
      if (need === 1 && this.laterTrick(0, left)) {
        this.earlyAnswer = true;
        return true;
      }
      if (need === left && this.laterTrick(1, left)) {
        this.earlyAnswer = false;
        return true;
      }
      return false;
    }
    if (this.sureTrumps(0, false) >= need) {
      this.sureTrumps(0, true);
      this.earlyAnswer = true;
      return true;
    }
    if (left - this.sureTrumps(1, false) < need) {
      this.sureTrumps(1, true);
      this.earlyAnswer = false;
      return true;
    }
    return false;
  }

  /**
   * Tricks `seat`'s side takes by cashing `seat`'s top cards from `seat`'s hand: per suit, the cards
   * above every other hand's, no more than a defender holding trumps can follow, and in a suit contract
   * no more side-suit winners than partner can follow to or throw a side card on (a partner left with
   * only trumps would ruff and take the lead). Marks the cards that decide a count of `enough` (0 marks none).
   */
  private cashTricks(seat: number, enough: number): number {
    const hands = this.hands;
    const trump = this.trump;
    const partner = (seat + 2) & 3;
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    let sideCap = 13;
    if (trump !== NO_TRUMP && hands[partner * 4 + trump] !== 0) {
      sideCap = 0;
      for (let suit = 0; suit < 4; suit++)
        if (suit !== trump) sideCap += CARD_COUNT[hands[partner * 4 + suit] as number] as number;
    }
    let trumpTricks = 0;
    let sideTricks = 0;
    for (let suit = 0; suit < 4; suit++) {
      const holding = hands[seat * 4 + suit] as number;
      if (holding === 0) continue;
      const others = (this.remaining[suit] as number) & ~holding;
      let tops =
        others === 0
          ? (CARD_COUNT[holding] as number)
          : (CARD_COUNT[holding & ~((highestBit(others) << 1) - 1)] as number);
      if (tops === 0) continue;
      if (trump !== NO_TRUMP && suit !== trump) {
        if (hands[lho * 4 + trump] !== 0) tops = Math.min(tops, CARD_COUNT[hands[lho * 4 + suit] as number] as number);
        if (hands[rho * 4 + trump] !== 0) tops = Math.min(tops, CARD_COUNT[hands[rho * 4 + suit] as number] as number);
        if (tops === 0) continue;
      }
      // Only the cards needed to reach `enough` decide it (a side suit's winners all count, as partner's
      // discards may cap them); the rest stay free in the table's entry.
      const short = enough - trumpTricks - Math.min(sideTricks, sideCap);
      if (others !== 0 && short > 0) {
        let counted = trump === NO_TRUMP || suit === trump ? Math.min(tops, short) : tops;
        let lowest = holding;
        while (--counted > 0) lowest &= ~highestBit(lowest);
        this.addRank(suit, highestBit(lowest));
      }
      if (suit === trump) trumpTricks += tops;
      else sideTricks += tops;
    }
    return trumpTricks + Math.min(sideTricks, sideCap);
  }

  /**
   * A suit in which `seat` can lead to partner's top card and partner wins the trick (no defender
   * ruffs it), or -1: a way to partner's hand, from where partner's own winners are cashed.
   */
  private entryTo(seat: number): number {
    const hands = this.hands;
    const trump = this.trump;
    const partner = (seat + 2) & 3;
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    for (let suit = 0; suit < 4; suit++) {
      if (hands[seat * 4 + suit] === 0) continue;
      const present = this.remaining[suit] as number;
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
  private laterTrick(side: number, left: number): boolean {
    const hands = this.hands;
    const other = side ^ 1;
    let theirs = 0;
    let ours = false;
    for (let suit = 0; suit < 4; suit++) {
      const present = this.remaining[suit] as number;
      if (present === 0) continue;
      const top = highestBit(present);
      const a = hands[other * 4 + suit] as number;
      const b = hands[(other + 2) * 4 + suit] as number;
      if (((a | b) & top) !== 0) theirs += Math.max(CARD_COUNT[a] as number, CARD_COUNT[b] as number);
      else ours = true;
    }
    if (!ours || theirs >= left) return false;
    for (let suit = 0; suit < 4; suit++) {
      const present = this.remaining[suit] as number;
      if (present === 0) continue;
      const top = highestBit(present);
      const mine = (hands[side * 4 + suit] as number) | (hands[(side + 2) * 4 + suit] as number);
      if ((mine & top) !== 0 && present !== mine) this.addRank(suit, top);
    }
    return true;
  }

  /**
   * Trump tricks a side is sure of: each trump of one hand above all the other side's trumps wins the
   * trick it is played to (only partner could beat it), so the side takes at least the larger hand's
   * count. With `mark`, adds the other side's top trump as deciding.
   */
  private sureTrumps(side: number, mark: boolean): number {
    const trump = this.trump;
    const hands = this.hands;
    const theirs = (hands[(side + 1) * 4 + trump] as number) | (hands[((side + 3) & 3) * 4 + trump] as number);
    const mine = hands[side * 4 + trump] as number;
    const partners = hands[(side + 2) * 4 + trump] as number;
    if (theirs === 0) return Math.max(CARD_COUNT[mine] as number, CARD_COUNT[partners] as number);
    const above = ~((highestBit(theirs) << 1) - 1);
    const mineAbove = mine & above;
    const partnersAbove = partners & above;
    const count = Math.max(CARD_COUNT[mineAbove] as number, CARD_COUNT[partnersAbove] as number);
    // Every card above their top trump is this side's: from the lowest counted one up, they decide.
    if (mark && count > 0) {
      const counted = CARD_COUNT[mineAbove] === count ? mineAbove : partnersAbove;
      this.addRank(trump, counted & -counted);
    }
    return count;
  }

  /** Who holds each card of a suit, two bits a card (N 0, E 1, S 2, W 3), the lowest card in bits 0–1. */
  private owners(suit: number): number {
    const present = this.remaining[suit] as number;
    const hands = this.hands;
    const east = relative(hands[4 + suit] as number, present);
    const south = relative(hands[8 + suit] as number, present);
    const west = relative(hands[12 + suit] as number, present);
    return (SPREAD[east | west] as number) | ((SPREAD[south | west] as number) << 1);
  }
}
