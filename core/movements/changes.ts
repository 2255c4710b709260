/**
 * A pair that leaves, and a late pair, from a given round on (docs/rules.md, "Movements"): the movement
 * itself never changes, so the boards already played stay where they were and every other pair's route
 * stays as printed. A pair that leaves becomes an empty seat, and whoever would have met it sits out; a
 * late pair takes the phantom's seat of an odd number, and whoever would have sat out plays it.
 */
import type { Problem } from '../base/problem.js';
import { ok, type Result, refused } from '../base/result.js';
import { type Absence, formatPair, isAbsent, type Movement, type PairRef, samePair } from './movement.js';

/** Every pair whose seat the movement has, phantom included. */
export const seatsOf = (movement: Movement): PairRef[] => {
  const seen: PairRef[] = [];
  for (const seating of movement.seatings)
    for (const pair of [seating.ns, seating.ew]) if (!seen.some((p) => samePair(p, pair))) seen.push(pair);
  return seen.sort((a, b) => (a.direction ?? '').localeCompare(b.direction ?? '') * -1 || a.number - b.number);
};

function checkedRound(movement: Movement, round: number): Result<number, Problem> {
  const { rounds } = movement;
  return Number.isInteger(round) && round >= 1 && round <= rounds
    ? ok(round)
    : refused('movement-round', `round ${round} is not one of the ${rounds} rounds`, { round, rounds });
}

/** The movement with `pair` absent from `round` on: its opponents then sit out. */
export function pairLeaves(movement: Movement, pair: PairRef, round: number): Result<Movement, Problem> {
  const from = checkedRound(movement, round);
  if (!from.ok) return from;
  const name = formatPair(pair);
  if (!seatsOf(movement).some((p) => samePair(p, pair)))
    return refused('movement-pair', `there is no pair ${name} in this movement`, { pair: name });
  if (isAbsent(movement, pair, round))
    return refused('already-absent', `${name} is already absent from round ${round}`, { pair: name, round });
  const absence: Absence = { pair, from: round, to: movement.rounds };
  return ok({
    ...movement,
    absent: [...movement.absent, absence],
    changes: [...movement.changes, { change: 'leaves', pair, round }],
  });
}

/**
 * The movement with a late pair in the phantom's seat from `round` on: the pair is known by the
 * phantom's number. Refused when every seat is a real pair's (an even number, or a late pair already in).
 */
export function latePair(movement: Movement, round: number): Result<Movement, Problem> {
  const from = checkedRound(movement, round);
  if (!from.ok) return from;
  const arrived = movement.changes.filter((c) => c.change === 'arrives').map((c) => c.pair);
  const phantom = movement.absent.find(
    (a) => a.from === 1 && a.to === movement.rounds && !arrived.some((p) => samePair(p, a.pair)),
  );
  if (phantom === undefined) {
    const { pairs } = movement;
    return refused(
      'no-empty-seat',
      `there is no empty seat: the movement was set for ${pairs} pairs, and every seat is taken`,
      {
        pairs,
      },
    );
  }
  const absent = movement.absent.flatMap((a) => (a === phantom ? (round > 1 ? [{ ...a, to: round - 1 }] : []) : [a]));
  return ok({ ...movement, absent, changes: [...movement.changes, { change: 'arrives', pair: phantom.pair, round }] });
}
