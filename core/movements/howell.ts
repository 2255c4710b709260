/**
 * Howell movements of 2 to 8 tables (docs/rules.md, "Movements"): every pair plays every round, meets each
 * other pair at most once and every set of boards at most once, and every set is played equally often.
 * - In full (2T − 1 rounds) every pair meets every other. From 4 tables that is a Room square
 *   (room-square.ts). There is none of side 3 or 5, so the 2-table Howell has both tables share one set
 *   each round (a relay), and the 3-table Howell gives each table two half sets a round, ten half sets
 *   in all, so that every pair plays every board (as English clubs play it: sets of 3, 30 boards).
 * - Shortened to R rounds (T ≤ R < 2T − 1), it is a Howell design H(R, 2T): R rounds and R sets, each
 *   pair playing every set once. They were found by a search (scripts/howell-designs.mjs) and are kept
 *   in howell-designs.ts; some do not exist (H(5,6), H(5,8)) and the longest ones were not found: the
 *   round counts offered are those listed there.
 * - In full from 4 to 8 tables, the balanced design (balanced-howells.ts, scripts/balanced-howells.mjs)
 *   also says who sits N/S at each meeting, so that every two pairs play about equally many sets in the
 *   same direction, the pairs their scores are compared with; the earlier design (the Room square of
 *   room-square.ts, N/S given as `howellSeatings` says) is kept for evenings set up with it.
 */
import { BALANCED_HOWELLS } from './balanced-howells.js';
import { HOWELL_DESIGNS } from './howell-designs.js';
import type { Seating } from './movement.js';
import { type Meeting, roomSquare } from './room-square.js';

/** One table of a round as a Howell is built: two pairs (0-based, the last number for the pair that stays) and its sets. */
interface Cell {
  readonly pairs: readonly [number, number];
  readonly sets: readonly number[];
}

const mod = (x: number, m: number): number => ((x % m) + m) % m;

/** The 1-factorisation every small Howell uses: in round r the pair that stays meets r, and r + k meets r − k. */
const cyclicPairs = (tables: number, round: number): [number, number][] => {
  const m = 2 * tables - 1;
  return Array.from({ length: tables }, (_, k) => (k === 0 ? [m, round] : [mod(round + k, m), mod(round - k, m)]));
};

/** 2 tables: three rounds, both tables playing round r's set, passing the boards between them. */
const twoTables = (rounds: number): Cell[][] =>
  Array.from({ length: rounds }, (_, r) => cyclicPairs(2, r).map((pairs) => ({ pairs, sets: [r] })));

/**
 * 3 tables in full: ten half sets in two families of five, each table two a round, none shared. Table 1
 * plays half sets r of both families, table 2 family B's r + 2 and r + 3, table 3 family A's r + 1 and
 * r + 4: each pair then meets each half set of both families once (the shifts 0, ±1, ±2 cover the five).
 */
const threeTables = (): Cell[][] =>
  Array.from({ length: 5 }, (_, r) => {
    const [stays, second, third] = cyclicPairs(3, r) as [[number, number], [number, number], [number, number]];
    const a = (shift: number) => mod(r + shift, 5);
    const b = (shift: number) => 5 + mod(r + shift, 5);
    return [
      { pairs: stays, sets: [a(0), b(0)] },
      { pairs: second, sets: [b(2), b(3)] },
      { pairs: third, sets: [a(1), a(4)] },
    ];
  });

/** A stored design, decoded: each round a space-separated list of meetings, each three base-36 digits a, b, set. */
function decoded(design: string): Cell[][] {
  return design.split(' ').map((round) =>
    Array.from({ length: round.length / 3 }, (_, i) => ({
      pairs: [parseInt(round[3 * i] as string, 36), parseInt(round[3 * i + 1] as string, 36)] as const,
      sets: [parseInt(round[3 * i + 2] as string, 36)],
    })),
  );
}

/** The round counts offered for a Howell of `tables` tables, shortest first; the last plays in full. */
export function howellRounds(tables: number): number[] {
  const shortened = Object.keys(HOWELL_DESIGNS)
    .map((key) => key.split(':').map(Number) as [number, number])
    .filter(([t]) => t === tables)
    .map(([, rounds]) => rounds);
  const full = 2 * tables - 1;
  return [...(tables === 2 ? [2] : []), ...shortened, full].sort((a, b) => a - b);
}

/**
 * Which full Howell of 4 to 8 tables: `balanced` (the default), or `earlier`, the one every evening set up
 * before the balanced ones were played. Every other Howell is the same in both.
 */
export const HOWELL_DESIGN_NAMES = ['balanced', 'earlier'] as const;
/** A full Howell's design (HOWELL_DESIGN_NAMES). */
export type HowellDesign = (typeof HOWELL_DESIGN_NAMES)[number];

/** The balanced design of `tables` tables in `rounds` rounds, when it is one: its meetings list N/S first. */
const balancedOf = (tables: number, rounds: number): string | undefined =>
  rounds === 2 * tables - 1 ? BALANCED_HOWELLS[tables] : undefined;

/** The cells of a Howell of `tables` tables and `rounds` rounds (one of `howellRounds`). */
function cellsOf(tables: number, rounds: number): Cell[][] {
  if (tables === 2) return twoTables(rounds);
  if (tables === 3 && rounds === 5) return threeTables();
  const stored = HOWELL_DESIGNS[`${tables}:${rounds}`];
  if (stored !== undefined) return decoded(stored);
  const square = roomSquare(2 * tables - 1) as Meeting[][];
  return square.map((round) => round.map((meeting) => ({ pairs: meeting.pairs, sets: [meeting.set] })));
}

/**
 * Turns meetings round until no pair sits N/S two times more than its opponent at any of its tables: each
 * turn brings the two counts closer, so it ends; the pair that stays keeps N/S.
 */
function balance(seatings: Seating[], nsCount: number[], pairs: number): void {
  for (let turned = true; turned; ) {
    turned = false;
    seatings.forEach((seating, i) => {
      const [ns, ew] = [seating.ns.number - 1, seating.ew.number - 1];
      if (ns === pairs - 1 || (nsCount[ns] as number) - (nsCount[ew] as number) < 2) return;
      nsCount[ns] = (nsCount[ns] as number) - 1;
      nsCount[ew] = (nsCount[ew] as number) + 1;
      seatings[i] = { ...seating, ns: seating.ew, ew: seating.ns };
      turned = true;
    });
  }
}

/**
 * Every seating of a Howell: pairs numbered 1…2T (the pair that stays, at table 1, is 2T: the phantom of
 * an odd number), sets numbered in the order they first come to a table, and each meeting's N/S seat
 * given to the pair that has sat N/S less often so far (the lower number on a tie), then balanced, so
 * that each pair sits each way about half the time; a balanced design's meetings keep the N/S it lists.
 */
export function howellSeatings(tables: number, rounds: number, design: HowellDesign = 'balanced'): Seating[] {
  const pairs = 2 * tables;
  const balanced = design === 'balanced' ? balancedOf(tables, rounds) : undefined;
  const cells = balanced === undefined ? cellsOf(tables, rounds) : decoded(balanced);
  const setNumber = new Map<number, number>();
  const nsCount = new Array<number>(pairs).fill(0);
  const seatings: Seating[] = [];
  cells.forEach((round, r) => {
    // The table holding the pair that stays comes first (stored designs list it anywhere).
    const ordered = [...round].sort(
      (x, y) => Number(y.pairs.includes(pairs - 1)) - Number(x.pairs.includes(pairs - 1)),
    );
    const tablesOf = new Map<string, number>();
    ordered.forEach((cell, t) => {
      const sets = cell.sets.map((set) => {
        if (!setNumber.has(set)) setNumber.set(set, setNumber.size + 1);
        return setNumber.get(set) as number;
      });
      const [x, y] = cell.pairs;
      const stays = x === pairs - 1 || y === pairs - 1;
      const [ns, ew] = balanced
        ? [x, y]
        : stays
          ? [pairs - 1, x === pairs - 1 ? y : x]
          : (nsCount[x] as number) < (nsCount[y] as number) || (nsCount[x] === nsCount[y] && x < y)
            ? [x, y]
            : [y, x];
      nsCount[ns] = (nsCount[ns] as number) + 1;
      const key = sets.join(',');
      const sharedWith = tablesOf.get(key);
      tablesOf.set(key, t + 1);
      seatings.push({
        round: r + 1,
        table: t + 1,
        ns: { number: ns + 1 },
        ew: { number: ew + 1 },
        sets,
        ...(sharedWith !== undefined ? { sharedWith } : {}),
      });
    });
  });
  if (balanced === undefined) balance(seatings, nsCount, pairs);
  // A relay is two tables: the first of the two learns its partner too.
  return seatings.map((seating) => {
    const partner = seatings.find((other) => other.round === seating.round && other.sharedWith === seating.table);
    return partner ? { ...seating, sharedWith: partner.table } : seating;
  });
}
