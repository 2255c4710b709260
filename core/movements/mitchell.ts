/**
 * Mitchell movements (docs/rules.md, "Movements"): N/S pairs stay at their tables, E/W pairs move up one
 * table and the boards down one each round. With an odd number of tables every E/W pair meets every
 * N/S pair and plays every set once. An even number needs one of two mends, because E/W would otherwise
 * meet, half way round, the boards they have played:
 * - a skip: after half the rounds E/W move up two tables, once; at most T − 1 rounds, each E/W pair
 *   missing one N/S pair;
 * - a relay and a bye stand: tables 1 and T share a set every round, and the set that rests waits on a
 *   stand between tables T/2 and T/2 + 1; T rounds, every pair meets every pair of the other direction.
 */
import type { MovementKind, Seating } from './movement.js';

/** How a Mitchell's E/W pairs and boards move. */
export type MitchellMend = 'none' | 'skip' | 'relay';

/** The mend each kind of movement plays with (a Howell, none: it is not a Mitchell). */
export const MENDS: { readonly [K in MovementKind]: MitchellMend } = {
  mitchell: 'none',
  'mitchell-skip': 'skip',
  'mitchell-relay': 'relay',
  howell: 'none',
};

/**
 * Where each set is in round 1, as a place on the boards' path: table t plays the set at its place.
 * In a relay Mitchell the last table plays table 1's set, and the bye stand takes a place of its own
 * between tables T/2 and T/2 + 1, so that the path is still T places long for T sets.
 */
function placeOf(table: number, tables: number, mend: MitchellMend): number {
  if (mend !== 'relay') return table;
  if (table === tables - 1) return 0;
  return table < tables / 2 ? table : table + 1;
}

/** The table (0-based) E/W pair `pair` (0-based) sits at in round `round` (0-based). */
function ewTable(pair: number, round: number, tables: number, mend: MitchellMend): number {
  const skipped = mend === 'skip' && round >= tables / 2 ? 1 : 0;
  return (pair + round + skipped) % tables;
}

/**
 * Every seating of a Mitchell of `tables` tables over `rounds` rounds, E/W and N/S pairs numbered as
 * their first table; in the `arrowSwitch` rounds each pair takes the other direction's seats.
 */
export function mitchellSeatings(
  tables: number,
  rounds: number,
  mend: MitchellMend,
  arrowSwitch: readonly number[],
): Seating[] {
  const seatings: Seating[] = [];
  for (let round = 0; round < rounds; round++) {
    const ewAt = new Map<number, number>();
    for (let pair = 0; pair < tables; pair++) ewAt.set(ewTable(pair, round, tables, mend), pair);
    const switched = arrowSwitch.includes(round + 1);
    for (let table = 0; table < tables; table++) {
      const ns = { number: table + 1, direction: 'NS' as const };
      const ew = { number: (ewAt.get(table) as number) + 1, direction: 'EW' as const };
      const set = ((placeOf(table, tables, mend) + round) % tables) + 1;
      const shared = mend === 'relay' && (table === 0 || table === tables - 1);
      seatings.push({
        round: round + 1,
        table: table + 1,
        ns: switched ? ew : ns,
        ew: switched ? ns : ew,
        sets: [set],
        ...(shared ? { sharedWith: table === 0 ? tables : 1 } : {}),
      });
    }
  }
  return seatings;
}
