/**
 * A pair that leaves, and a late pair, from a given round on (docs/rules.md, "Movements"): the movement
 * itself never changes, so the boards already played stay where they were and every other pair's route
 * stays as printed. A pair that leaves becomes an empty seat, and whoever would have met it sits out; a
 * late pair takes the phantom's seat of an odd number, and whoever would have sat out plays it.
 */
import type { Problem } from '../base/problem.js';
import { ok, type Result, refused } from '../base/result.js';
import { type Absence, isAbsent, type Movement, namePair, type PairRef, samePair } from './movement.js';

/** Every pair whose seat the movement has, phantom included. */
export const seatsOf = (movement: Movement): PairRef[] => {
  const seen: PairRef[] = [];
  for (const seating of movement.seatings)
    for (const pair of [seating.ns, seating.ew]) if (!seen.some((p) => samePair(p, pair))) seen.push(pair);
  // N/S before E/W (a Howell's pairs have no direction), then by number.
  const order = (pair: PairRef) => (pair.direction === 'EW' ? 1 : 0);
  return seen.sort((a, b) => order(a) - order(b) || a.number - b.number);
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
  const howell = movement.kind === 'howell';
  if (!howell && pair.direction === undefined)
    return refused(
      'pair-direction',
      `a Mitchell's pairs are N/S or E/W: say N/S ${pair.number} or E/W ${pair.number}`,
      {
        number: pair.number,
      },
    );
  const name = namePair(howell ? { number: pair.number } : pair);
  const known = seatsOf(movement).find((p) => p.number === pair.number && (howell || p.direction === pair.direction));
  if (known === undefined) return refused('movement-pair', `there is no ${name} in this movement`, { pair: name });
  if (
    movement.phantom !== undefined &&
    samePair(known, movement.phantom) &&
    !arrivedPairs(movement).some((p) => samePair(p, known))
  )
    return refused('phantom-seat', `${name} is the phantom's seat, which nobody holds`, { pair: name });
  if (isAbsent(movement, known, round))
    return refused('already-absent', `${name} is already absent from round ${round}`, { pair: name, round });
  const absence: Absence = { pair: known, from: round, to: movement.rounds };
  return ok({
    ...movement,
    absent: [...movement.absent, absence],
    changes: [...movement.changes, { change: 'leaves', pair: known, round }],
  });
}

/** The pairs that came late, each in the phantom's seat. */
const arrivedPairs = (movement: Movement): PairRef[] =>
  movement.changes.filter((c) => c.change === 'arrives').map((c) => c.pair);

/**
 * The movement with a late pair in the phantom's seat from `round` on: the pair is known by the
 * phantom's number. Refused when there is no phantom (an even number: every seat is a pair's) or a late
 * pair has taken it already; a seat a pair left stays that pair's.
 */
export function latePair(movement: Movement, round: number): Result<Movement, Problem> {
  const from = checkedRound(movement, round);
  if (!from.ok) return from;
  const { phantom, pairs } = movement;
  if (phantom === undefined || arrivedPairs(movement).some((p) => samePair(p, phantom)))
    return refused(
      'no-empty-seat',
      `there is no phantom's seat: the movement was set for ${pairs} pairs, and a late pair needs one`,
      {
        pairs,
      },
    );
  const absent = movement.absent.flatMap((a) =>
    samePair(a.pair, phantom) && a.from === 1 ? (round > 1 ? [{ ...a, to: round - 1 }] : []) : [a],
  );
  return ok({ ...movement, absent, changes: [...movement.changes, { change: 'arrives', pair: phantom, round }] });
}
