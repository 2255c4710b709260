// The solver against the plainest search there is: every card of every hand tried, no table, no
// bounds, written here from the rules of play alone. On small random endings both must agree, for
// every strain and every leader, and card by card part way through a trick.
import { describe, expect, it } from 'vitest';
import { seededRandom, shuffled } from '../../../core/base/random';
import type { Seat, Strain } from '../../../core/base/vocabulary';
import { solvePosition } from '../../../core/solver/index';
import { type Card, RANKS } from '../../../core/table/card';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const SUITS = ['S', 'H', 'D', 'C'] as const;
const STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];
const next = (seat: Seat): Seat => SEATS[(SEATS.indexOf(seat) + 1) % 4] as Seat;
const beats = (card: Card, best: Card, trump: Strain): boolean =>
  card.suit === best.suit ? RANKS.indexOf(card.rank) > RANKS.indexOf(best.rank) : card.suit === trump;

/** The tricks the side of the player to move takes from here, trying every legal card. */
function minimax(hands: Record<Seat, Card[]>, trump: Strain, leader: Seat, played: Card[]): number {
  const player = SEATS[(SEATS.indexOf(leader) + played.length) % 4] as Seat;
  const hand = hands[player];
  if (hand.length === 0) return 0;
  const led = played[0]?.suit;
  const legal = led !== undefined && hand.some((c) => c.suit === led) ? hand.filter((c) => c.suit === led) : hand;
  let best = -1;
  for (const card of legal) {
    hands[player] = hand.filter((c) => c !== card);
    const trick = [...played, card];
    let mine: number;
    if (trick.length < 4) {
      // The next player is an opponent: what that side does not take of the tricks left is ours.
      mine = hands[player].length + 1 - minimax(hands, trump, leader, trick);
    } else {
      let winner = 0;
      for (let i = 1; i < 4; i++) if (beats(trick[i] as Card, trick[winner] as Card, trump)) winner = i;
      let seat = leader;
      for (let i = 0; i < winner; i++) seat = next(seat);
      const won = (SEATS.indexOf(seat) - SEATS.indexOf(player) + 4) % 2 === 0;
      const rest = minimax(hands, trump, seat, []);
      const restMine = won ? rest : hands[player].length - rest;
      mine = (won ? 1 : 0) + restMine;
    }
    hands[player] = hand;
    best = Math.max(best, mine);
  }
  return best;
}

const ALL: Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));

describe('the solver agrees with a plain search on small endings', () => {
  it('at a trick’s start, for every strain and leader', () => {
    const random = seededRandom(2026);
    let checked = 0;
    for (let game = 0; game < 60; game++) {
      const size = 2 + (game % 3);
      const dealt = shuffled(ALL, random).slice(0, 4 * size);
      const hands = Object.fromEntries(
        SEATS.map((seat, s) => [seat, dealt.slice(s * size, s * size + size)]),
      ) as Record<Seat, Card[]>;
      for (const trump of STRAINS)
        for (const leader of SEATS) {
          const solved = solvePosition({ hands, trump, leader });
          expect(solved.ok && solved.value.tricks, `${JSON.stringify(hands)} ${trump} ${leader}`).toBe(
            minimax(hands, trump, leader, []),
          );
          checked++;
        }
    }
    expect(checked).toBe(60 * 20);
  }, 60_000);

  it('when the top trump faces a guarded king, or a king and queen, of the other side', () => {
    // The later-trick bound that gives the king's side a trump trick: endings built around it, the
    // ace in one hand, the king with a small trump and often the queen on the other side.
    const random = seededRandom(4646);
    for (let game = 0; game < 48; game++) {
      const size = 3 + (game % 2);
      const trumps = ALL.filter((card) => card.suit === 'S');
      const ace = trumps.find((card) => card.rank === 'A') as Card;
      const king = trumps.find((card) => card.rank === 'K') as Card;
      const queen = trumps.find((card) => card.rank === 'Q') as Card;
      const small = shuffled(
        trumps.filter((card) => !['A', 'K', 'Q'].includes(card.rank)),
        random,
      );
      const aceSeat = SEATS[game % 4] as Seat;
      const kingSeat = SEATS[(SEATS.indexOf(aceSeat) + (game % 8 < 4 ? 1 : 3)) % 4] as Seat;
      const hands = { N: [], E: [], S: [], W: [] } as Record<Seat, Card[]>;
      hands[aceSeat].push(ace);
      hands[kingSeat].push(king, small.pop() as Card);
      if (game % 3 === 0) hands[SEATS[(SEATS.indexOf(kingSeat) + 2) % 4] as Seat].push(queen);
      const rest = shuffled(
        ALL.filter((card) => card.suit !== 'S'),
        random,
      );
      for (const seat of SEATS) while (hands[seat].length < size) hands[seat].push(rest.pop() as Card);
      for (const leader of SEATS) {
        const solved = solvePosition({ hands, trump: 'S', leader });
        expect(solved.ok && solved.value.tricks, `${JSON.stringify(hands)} ${leader}`).toBe(
          minimax(hands, 'S', leader, []),
        );
      }
    }
  }, 120_000);

  it('part way through a trick, card by card', () => {
    const random = seededRandom(12);
    for (let game = 0; game < 80; game++) {
      const size = 3 + (game % 3);
      const dealt = shuffled(ALL, random).slice(0, 4 * size);
      const hands = Object.fromEntries(
        SEATS.map((seat, s) => [seat, dealt.slice(s * size, s * size + size)]),
      ) as Record<Seat, Card[]>;
      const trump = STRAINS[game % 5] as Strain;
      const leader = SEATS[game % 4] as Seat;
      // Play one to three cards: each the first legal card of its hand.
      const played: Card[] = [];
      let seat = leader;
      for (let i = 0; i < 1 + (game % 3); i++) {
        const led = played[0]?.suit;
        const hand = hands[seat];
        const card = (led !== undefined && hand.find((c) => c.suit === led)) || (hand[0] as Card);
        hands[seat] = hand.filter((c) => c !== card);
        played.push(card);
        seat = next(seat);
      }
      const solved = solvePosition({ hands, trump, leader, played });
      expect(solved.ok, JSON.stringify({ hands, played })).toBe(true);
      if (!solved.ok) continue;
      for (const { card, tricks } of solved.value.cards) {
        const after = { ...hands, [seat]: hands[seat].filter((c) => c.suit !== card.suit || c.rank !== card.rank) };
        const trick = [...played, card];
        // The plain search from after this card, as the tricks of the side that played it.
        const expected = minimaxAfter(after, trump, leader, trick, seat);
        expect(tricks, `${JSON.stringify({ hands, played, card })}`).toBe(expected);
      }
    }
  });
});

/** The tricks `player`'s side takes once `player` has added the last card of `trick` (not yet complete or just complete). */
function minimaxAfter(hands: Record<Seat, Card[]>, trump: Strain, leader: Seat, trick: Card[], player: Seat): number {
  const copy = Object.fromEntries(SEATS.map((s) => [s, [...hands[s]]])) as Record<Seat, Card[]>;
  if (trick.length < 4) {
    return copy[player].length + 1 - minimax(copy, trump, leader, trick);
  }
  let winner = 0;
  for (let i = 1; i < 4; i++) if (beats(trick[i] as Card, trick[winner] as Card, trump)) winner = i;
  let seat = leader;
  for (let i = 0; i < winner; i++) seat = next(seat);
  const won = (SEATS.indexOf(seat) - SEATS.indexOf(player) + 4) % 2 === 0;
  const rest = minimax(copy, trump, seat, []);
  return (won ? 1 : 0) + (won ? rest : copy[player].length - rest);
}
