/**
 * Moving players between rounds of Progressive Bridge (docs/rules.md, Progressive Bridge): the standard method with
 * partner draws, the pair-contest variant, and the fixed N/S variant. A tie at a table is never settled
 * here: it is reported, and the director's decision comes in as input.
 */

import type { Problem } from '../../base/problem.js';
import { type Random, seededRandom, shuffled } from '../../base/random.js';
import type { Result } from '../../base/result.js';
import { err, ok } from '../../base/result.js';
import { type BySide, type Seat, type Side, SUITS } from '../../base/vocabulary.js';
import { type Card, RANKS, rankOrder } from '../../table/card.js';

/** The ways players move between rounds: standard, as pairs, or with N/S fixed. */
export const PROGRESSIONS = ['standard', 'pairs', 'fixed-ns'] as const;
/** How players move between rounds of a Progressive evening. */
export type Progression = (typeof PROGRESSIONS)[number];

/** Who sits where at one table: player numbers (0-based indexes into the player list). */
export type TableSeating = { readonly [S in Seat]: number };

/** Two partners: `first` sat N or E, `second` S or W. */
export interface Partnership {
  readonly first: number;
  readonly second: number;
  readonly side: Side;
}

/** Who stays at a table for the next round and who arrives there. */
export interface TableMove {
  readonly stayers: Partnership;
  readonly arrivals: Partnership;
}

/** Why the next round cannot be worked out: a tie the director must decide (its tables in `params`), … */
export interface MovementProblem extends Problem {
  readonly code: 'needs-director' | 'round-not-over' | 'draws' | 'draws-same-card';
}

/** Who won at a table: the side with more points, or at a tie the director's decision (if any yet). */
export const tableWinner = (totals: BySide<number>, decision: Side | undefined): Side | undefined =>
  totals.NS !== totals.EW ? (totals.NS > totals.EW ? 'NS' : 'EW') : decision;

const pairOf = (seating: TableSeating, side: Side): Partnership =>
  side === 'NS' ? { first: seating.N, second: seating.S, side } : { first: seating.E, second: seating.W, side };

/**
 * Who stays and who arrives at each table. `totals` are each table's round totals; `decisions` name the
 * winning side at a tied table (1-based table number → side). Ties without a decision are the problem.
 */
export function planMovement(
  progression: Progression,
  seating: readonly TableSeating[],
  totals: readonly BySide<number>[],
  decisions: { readonly [table: number]: Side } = {},
): Result<TableMove[], MovementProblem> {
  const count = seating.length;
  if (progression === 'fixed-ns') {
    // N/S stay put; E/W move one table toward table 1, and from table 1 to the last.
    return ok(
      seating.map((table, t) => ({
        stayers: pairOf(table, 'NS'),
        arrivals: pairOf(seating[(t + 1) % count] as TableSeating, 'EW'),
      })),
    );
  }
  const winners: Side[] = [];
  const tied: number[] = [];
  totals.forEach((total, t) => {
    const winner = tableWinner(total, decisions[t + 1]);
    if (winner === undefined) tied.push(t + 1);
    else winners.push(winner);
  });
  if (tied.length > 0) {
    const which = tied.map((t) => `table ${t} (${totals[t - 1]?.NS}–${totals[t - 1]?.EW})`).join(', ');
    return err({
      code: 'needs-director',
      reason: `a tie at ${which}: the director must decide which pair won`,
      // Each tied table and its points (both sides have them), and the list as the sentence words it.
      params: { tables: tied, points: tied.map((t) => totals[t - 1]?.NS ?? 0), ties: which },
    });
  }
  const win = (t: number) => pairOf(seating[t] as TableSeating, winners[t] as Side);
  const lose = (t: number) => pairOf(seating[t] as TableSeating, winners[t] === 'NS' ? 'EW' : 'NS');
  // Table 1's winners stay and its losers go to the last table; elsewhere winners move up one table and
  // losers stay. With one table the losers "move" to table 1 itself.
  return ok(
    seating.map((_, t) => {
      if (t === 0) return { stayers: win(0), arrivals: count > 1 ? win(1) : lose(0) };
      if (t === count - 1) return { stayers: lose(t), arrivals: lose(0) };
      return { stayers: lose(t), arrivals: win(t + 1) };
    }),
  );
}

/** Whether `a` beats `b` in a draw: rank first, then suit (spades highest). */
export const drawsHigher = (a: Card, b: Card): boolean =>
  rankOrder(a.rank) !== rankOrder(b.rank)
    ? rankOrder(a.rank) > rankOrder(b.rank)
    : SUITS.indexOf(a.suit) > SUITS.indexOf(b.suit);

const sameCard = (a: Card, b: Card) => a.suit === b.suit && a.rank === b.rank;

/**
 * The seating for the next round. Standard method: at each table the arrivals draw and the higher takes
 * North and deals first, the lower sits East, at the dealer's left; then the stayers draw and the higher
 * sits South, the dealer's partner. Pair contest: pairs keep together, stayers keep their direction and
 * arrivals take the other. Fixed N/S: N/S stay and E/W arrive in E/W. Without draws, North deals first.
 * `draws` holds each player's drawn card by player number; only the standard method needs them.
 */
export function seatTables(
  progression: Progression,
  moves: readonly TableMove[],
  draws: readonly (Card | null | undefined)[] = [],
): Result<{ seating: TableSeating[]; firstDealers: Seat[] }, MovementProblem> {
  const seating: TableSeating[] = [];
  const firstDealers: Seat[] = [];
  for (let t = 0; t < moves.length; t++) {
    const { stayers, arrivals } = moves[t] as TableMove;
    firstDealers.push('N');
    if (progression !== 'standard') {
      const [ns, ew] = stayers.side === 'NS' ? [stayers, arrivals] : [arrivals, stayers];
      seating.push({ N: ns.first, S: ns.second, E: ew.first, W: ew.second });
      continue;
    }
    const players = [arrivals.first, arrivals.second, stayers.first, stayers.second];
    const cards = players.map((p) => draws[p]);
    const missing = players.filter((_, i) => cards[i] == null);
    if (missing.length > 0) {
      return err({
        code: 'draws',
        reason: `table ${t + 1}: no draw for player ${missing.map((p) => p + 1).join(', ')}`,
        params: { table: t + 1, players: missing.map((p) => p + 1) },
      });
    }
    const [a1, a2, s1, s2] = cards as [Card, Card, Card, Card];
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++)
        if (sameCard(cards[i] as Card, cards[j] as Card)) {
          return err({
            code: 'draws-same-card',
            reason: `table ${t + 1}: two players drew the same card; draw again`,
            params: { table: t + 1 },
          });
        }
    const [highArrival, lowArrival] = drawsHigher(a1, a2)
      ? [arrivals.first, arrivals.second]
      : [arrivals.second, arrivals.first];
    const [highStayer, lowStayer] = drawsHigher(s1, s2)
      ? [stayers.first, stayers.second]
      : [stayers.second, stayers.first];
    seating.push({ N: highArrival, E: lowArrival, S: highStayer, W: lowStayer });
  }
  return ok({ seating, firstDealers });
}

const DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));

/**
 * Draws from a seeded random source: at each table, four different cards from one shuffled pack.
 * Recorded in the next-round event, they replay the same way anywhere.
 */
export function randomDraws(moves: readonly TableMove[], playerCount: number, seed: number): Card[] {
  const random: Random = seededRandom(seed);
  const draws: Card[] = new Array(playerCount);
  for (const { stayers, arrivals } of moves) {
    const pack = shuffled(DECK, random);
    [arrivals.first, arrivals.second, stayers.first, stayers.second].forEach((player, i) => {
      draws[player] = pack[i] as Card;
    });
  }
  return draws;
}
