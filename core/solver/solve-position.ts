/**
 * A position part way through the play, solved: how many of the tricks left the side to play takes,
 * and the same for each card it may play — what a hand viewer shows beside each card.
 */
import { ok, type Result, refused } from '../base/result.js';
import { SEATS, type Seat, type Side, type Strain, seatAfter, sideOf } from '../base/vocabulary.js';
import { type Card, type Deal, formatCard } from '../table/card.js';
import { OUT_OF_BUDGET, type SolveOptions, STOPPED, sharedSearch, tricksFor } from './dd-table.js';
import { cardAt, cardBits, cardProblem, holdingsOf, SOLVER_STRAINS, trumpIndex } from './holdings.js';
import { OutOfBudget } from './search.js';

/** Cards left in each hand, the strain, who led the trick under way and what has been played to it. */
export interface Position {
  /** The cards each hand still holds (not those on the table). */
  readonly hands: Deal;
  readonly trump: Strain;
  /** Who led the trick under way, or leads the next one when `played` is empty. */
  readonly leader: Seat;
  /** The cards played to the trick so far, from the leader round: at most three. */
  readonly played?: readonly Card[];
}

/** Tricks for the side to play, of those left (the one under way included), best play and after each card. */
export interface PositionSolution {
  /** Whose turn it is. */
  readonly player: Seat;
  readonly side: Side;
  /** The tricks `side` takes with best play by both sides. */
  readonly tricks: number;
  /** Every card the player may play, with the tricks `side` takes after it, highest first by suit. */
  readonly cards: readonly { readonly card: Card; readonly tricks: number }[];
}

/**
 * The tricks the side to play takes from a position, and after each card it may play; or why not (a
 * strain, seat or card that is none, a card twice or on the table and in a hand, hands of sizes no
 * trick can leave, more than three cards or a revoke on the table).
 * @example solvePosition({ hands, trump: 'S', leader: 'W' }).value.tricks
 */
export function solvePosition(position: Position, options: SolveOptions = {}): Result<PositionSolution> {
  const played = position.played ?? [];
  if (!SOLVER_STRAINS.includes(position.trump))
    return refused('dd-strain', `"${String(position.trump)}" is not a strain (S, H, D, C or NT)`, {
      strain: String(position.trump),
    });
  if (!SEATS.includes(position.leader))
    return refused('dd-seat', `"${String(position.leader)}" is not a seat (N, E, S or W)`, {
      seat: String(position.leader),
    });
  if (played.length > 3)
    return refused(
      'dd-trick-full',
      `a trick holds four cards, so at most three are on the table, not ${played.length}`,
      {
        count: played.length,
      },
    );
  const player = seatAfter(position.leader, played.length);
  const left = position.hands[player]?.length ?? 0;
  if (left === 0) return refused('dd-no-cards', `${player} is to play and holds no cards`, { seat: player });
  const sizes = { N: left, E: left, S: left, W: left };
  for (let i = 0; i < played.length; i++) sizes[seatAfter(position.leader, i)] = left - 1;
  const holdings = holdingsOf(position.hands, sizes);
  if (!holdings.ok) return holdings;
  const table = tableCards(position, played, holdings.value);
  if (!table.ok) return table;

  const search = sharedSearch();
  search.begin(options.budget, options.stop);
  search.load(holdings.value, trumpIndex(position.trump), table.value);
  const seat = SEATS.indexOf(player);
  const leader = SEATS.indexOf(position.leader);
  try {
    let guess = Math.ceil(left / 2);
    const cards = legalCards(holdings.value, seat, table.value[0]?.[0]).map((bits) => {
      const hands = search.hands;
      const at = seat * 4 + bits[0];
      hands[at] = (hands[at] as number) ^ bits[1];
      const northSouth = tricksFor(search, leader, left, guess, [...table.value, bits]);
      guess = northSouth;
      hands[at] = (hands[at] as number) ^ bits[1];
      return { card: cardAt(bits[0], bits[1]), tricks: sideOf(player) === 'NS' ? northSouth : left - northSouth };
    });
    return ok({ player, side: sideOf(player), tricks: Math.max(...cards.map((c) => c.tricks)), cards });
  } catch (error) {
    if (error instanceof OutOfBudget) return error.stopped ? STOPPED : OUT_OF_BUDGET(search.budget);
    throw error;
  }
}

/** The cards on the table as (suit, bit), checked: in no hand, none twice, and no revoke among them. */
function tableCards(
  position: Position,
  played: readonly Card[],
  holdings: Int32Array,
): Result<(readonly [number, number])[]> {
  for (const card of played) {
    const problem = cardProblem(card);
    if (problem !== undefined) return problem;
  }
  const bits = played.map(cardBits);
  for (let i = 0; i < bits.length; i++) {
    const [suit, bit] = bits[i] as readonly [number, number];
    const name = formatCard(played[i] as Card);
    const seat = seatAfter(position.leader, i);
    if (SEATS.some((_, s) => ((holdings[s * 4 + suit] as number) & bit) !== 0))
      return refused('dd-played-held', `${name} is on the table and in a hand`, { card: name });
    if (bits.slice(0, i).some(([s, b]) => s === suit && b === bit))
      return refused('dd-played-twice', `${name} is on the table twice`, { card: name });
    const led = (bits[0] as readonly [number, number])[0];
    if (i > 0 && suit !== led && holdings[SEATS.indexOf(seat) * 4 + led] !== 0)
      return refused('dd-revoke', `${seat} played ${name} while holding a card of the suit led`, { card: name, seat });
  }
  return ok(bits);
}

/** A player's legal cards as (suit, bit): the suit led when they hold it, else any. */
function legalCards(holdings: Int32Array, seat: number, led: number | undefined): (readonly [number, number])[] {
  const follows = led !== undefined && holdings[seat * 4 + led] !== 0;
  const cards: (readonly [number, number])[] = [];
  for (let suit = 0; suit < 4; suit++) {
    if (follows && suit !== led) continue;
    const holding = holdings[seat * 4 + suit] as number;
    for (let bit = 1 << 12; bit > 0; bit >>= 1) if ((holding & bit) !== 0) cards.push([suit, bit]);
  }
  return cards;
}
