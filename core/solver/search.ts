/**
 * The search: does North–South take at least `need` of the tricks left? A null-window alpha-beta over
 * the cards, one question at a time, with bounds kept per position at each trick's start (see
 * transposition.ts), quick tricks cashed before any card is tried (quick-tricks.ts), and the last
 * trick counted outright. Everything lives in typed arrays made once, so a search allocates nothing.
 */
import { CARD_COUNT } from './bits.js';
import { generateMoves } from './moves.js';
import { type BoundState, secondHandWins, settledByRuns, settledEarly } from './quick-tricks.js';
import { MAX_MOVES, type MoveState, NO_TRUMP } from './state.js';
import { Transposition } from './transposition.js';
import { countCards, type KeyState, returnCard, takeCard } from './trick-key.js';

// A turn's lists are indexed by tricks left (0–13) × 4 + the turn in the trick.
const TURNS = 14 * 4;
// Above every card: no card of the suit decided.
const ALL_SMALL = 1 << 13;

/** Why a search gave up: it ran past its budget of nodes, or its caller asked it to stop. */
export class OutOfBudget extends Error {
  constructor(readonly stopped: boolean) {
    super(stopped ? 'stopped' : 'out of budget');
  }
}

// How many trick starts pass between two calls of a search's `stop`: a clock read costs more than a node.
const STOP_EVERY = 16384;

/** A search over one deal's cards in one strain; `hands` is seat × 4 + suit, bit 0 the two. */
export class Search implements MoveState, BoundState, KeyState {
  readonly hands = new Int32Array(16);
  readonly remaining = new Int32Array(4);
  readonly owners = new Int32Array(4);
  readonly counts = new Int32Array(3);
  trump = NO_TRUMP;
  readonly moveSuit = new Int8Array(TURNS * MAX_MOVES);
  readonly moveBit = new Int32Array(TURNS * MAX_MOVES);
  readonly moveGroup = new Int32Array(TURNS * MAX_MOVES);
  readonly weight = new Int32Array(MAX_MOVES);
  readonly killerSuit = new Int8Array(TURNS);
  readonly killerBit = new Int32Array(TURNS);
  readonly marks = new Int32Array(4);
  private readonly trickSuit = new Int8Array(TURNS);
  private readonly trickBit = new Int32Array(TURNS);
  private readonly table: Transposition;
  /**
   * The cards that decided the last answer, by suit, as card bits: cards that won a trick by their rank,
   * the winners a quick trick counted, the lowest card of a run that reaches into them. Only each
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
  /** Asked now and then whether to give up (a deadline, a cancelled job); undefined: never. */
  stop: (() => boolean) | undefined = undefined;
  // The node count at which the search next looks at its budget and `stop`: one comparison a node.
  private limit = Number.POSITIVE_INFINITY;

  /** Starts counting for a new solve: its budget of trick starts and its `stop`. */
  begin(budget = Number.POSITIVE_INFINITY, stop?: () => boolean): void {
    this.nodes = 0;
    this.budget = budget;
    this.stop = stop;
    this.limit = stop === undefined ? budget : Math.min(budget, STOP_EVERY);
  }

  private overLimit(): void {
    if (this.nodes > this.budget) throw new OutOfBudget(false);
    if (this.stop?.() === true) throw new OutOfBudget(true);
    this.limit = Math.min(this.budget, this.nodes + STOP_EVERY);
  }

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
    countCards(this, leader, played);
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
    played.forEach(([suit, bit], i) => {
      takeCard(this, suit, bit, (leader + i) & 3);
    });
    const made = this.trickStart(winSeat, left - 1, (winSeat & 1) === 0 ? need - 1 : need);
    for (let i = 3; i >= 0; i--) {
      const [suit, bit] = played[i] as readonly [number, number];
      returnCard(this, suit, bit, (leader + i) & 3);
    }
    return made;
  }

  private trickStart(leader: number, left: number, need: number): boolean {
    if (need <= 0 || need > left) {
      this.clearRanks();
      return need <= 0;
    }
    if (left === 1) return this.lastTrick(leader) >= need;
    if (++this.nodes > this.limit) this.overLimit();
    const early = settledEarly(this, leader, left, need);
    if (early >= 0) {
      this.takeMarks();
      return early === 1;
    }

    const counts = this.counts;
    const lengths0 = counts[0] as number;
    const lengths1 = counts[1] as number;
    const present = counts[2] as number;
    const owners = this.owners;
    const o0 = owners[0] as number;
    const o1 = owners[1] as number;
    const o2 = owners[2] as number;
    const o3 = owners[3] as number;
    const table = this.table;
    const known = table.find(lengths0, lengths1, leader, o0, o1, o2, o3, present, need);
    if (known >= 0) {
      this.decide0 = this.ranksOfTop(0, table.foundTop(0));
      this.decide1 = this.ranksOfTop(1, table.foundTop(1));
      this.decide2 = this.ranksOfTop(2, table.foundTop(2));
      this.decide3 = this.ranksOfTop(3, table.foundTop(3));
      // The lead that decided the entry found is the likeliest to decide the next search at this depth.
      const lead = table.foundLead;
      if (lead !== 0) {
        this.killerSuit[left * 4] = lead >> 16;
        this.killerBit[left * 4] = lead & 0xffff;
      }
      return known === 1;
    }
    const runs = settledByRuns(this, leader, left, need);
    if (runs >= 0) {
      this.takeMarks();
      return runs === 1;
    }

    const made = this.turn(0, leader, left, need, -1, 0, 0, 0);
    // The lead that cut this search off, if one did, is kept with the bound.
    const at = left * 4;
    const lead =
      made === ((leader & 1) === 0) ? ((this.killerSuit[at] as number) << 16) | (this.killerBit[at] as number) : 0;
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
      lead,
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
    if (position === 1 && (maximizing ? need <= 1 : need >= left) && secondHandWins(this, player, led, winBit)) {
      this.takeMarks();
      return maximizing;
    }
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
          takeCard(this, trickSuit[first + k] as number, trickBit[first + k] as number, (leader + k) & 3);
        made = this.trickStart(seat, left - 1, (seat & 1) === 0 ? need - 1 : need);
        for (let k = 3; k >= 0; k--)
          returnCard(this, trickSuit[first + k] as number, trickBit[first + k] as number, (leader + k) & 3);
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

  /** The deciding cards a quick-trick bound marked become the answer's. */
  private takeMarks(): void {
    const marks = this.marks;
    this.decide0 = marks[0] as number;
    this.decide1 = marks[1] as number;
    this.decide2 = marks[2] as number;
    this.decide3 = marks[3] as number;
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
}
