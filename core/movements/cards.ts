/**
 * What a movement tells each reader, as plain data a face lays out: the round by round plan for the
 * director (who sits out, which sets rest), a card for each table, a card for each pair (its route), and
 * the figures of a summary.
 */
import type { Side } from '../base/vocabulary.js';
import { seatsOf } from './changes.js';
import { isAbsent, type Movement, type PairRef, type Seating, samePair } from './movement.js';

/** A pair with no opponent this round: it sits out, in the seat its route gives it. */
export interface SitOut {
  readonly pair: PairRef;
  readonly seat: Side;
  /** The table and sets it would have played at. */
  readonly table: number;
  readonly sets: readonly number[];
}

/** One round as played: the tables where both pairs play, who sits out, and the sets nobody plays. */
export interface PlannedRound {
  readonly round: number;
  readonly tables: readonly Seating[];
  readonly sitOut: readonly SitOut[];
  readonly resting: readonly number[];
}

/** The rounds as played, the absences applied: a table with an absent pair is a sit-out, or empty. */
export function roundsOf(movement: Movement): PlannedRound[] {
  const rounds: PlannedRound[] = [];
  for (let round = 1; round <= movement.rounds; round++) {
    const tables: Seating[] = [];
    const sitOut: SitOut[] = [];
    for (const seating of movement.seatings.filter((s) => s.round === round)) {
      const nsAway = isAbsent(movement, seating.ns, round);
      const ewAway = isAbsent(movement, seating.ew, round);
      const { table, sets } = seating;
      if (!nsAway && !ewAway) tables.push(seating);
      else if (!nsAway) sitOut.push({ pair: seating.ns, seat: 'NS', table, sets });
      else if (!ewAway) sitOut.push({ pair: seating.ew, seat: 'EW', table, sets });
    }
    const played = new Set(tables.flatMap((t) => t.sets));
    const resting = Array.from({ length: movement.sets }, (_, i) => i + 1).filter((set) => !played.has(set));
    rounds.push({ round, tables, sitOut, resting });
  }
  return rounds;
}

/** One round on a table's card: who sits there, the boards, and where the boards go next. */
export interface TableCardRound {
  readonly round: number;
  /** Absent when the seat's pair is away (the other pair sits out, or nobody is there). */
  readonly ns?: PairRef;
  readonly ew?: PairRef;
  readonly sets: readonly number[];
  readonly sharedWith?: number;
  /** Where each set goes after this round, in the order of `sets`. */
  readonly boardsTo: readonly BoardsNext[];
}

/**
 * Where a set goes after a round: the next round that plays it and its tables (two for a relay), or
 * `rests` when it waits a round or more first (on a relay Mitchell's bye stand, `stand`); absent `round`:
 * the movement has no more rounds for it.
 */
export interface BoardsNext {
  readonly set: number;
  readonly round?: number;
  readonly tables: readonly number[];
  readonly rests?: 'stand' | 'aside';
}

/** A table's card: every round at that table. */
export interface TableCard {
  readonly table: number;
  readonly rounds: readonly TableCardRound[];
}

/** The card of every table: what a director sets on the tables before the first round. */
export function tableCards(movement: Movement): TableCard[] {
  // Every set's plays in round order: where it goes next is the first of them after the round.
  const plays = new Map<number, Seating[]>();
  for (const s of movement.seatings) for (const set of s.sets) plays.set(set, [...(plays.get(set) ?? []), s]);
  const next = (set: number, round: number): BoardsNext => {
    const later = (plays.get(set) ?? []).filter((s) => s.round > round);
    const first = later[0]?.round;
    if (first === undefined) return { set, tables: [] };
    const tables = later.filter((s) => s.round === first).map((s) => s.table);
    if (first === round + 1) return { set, round: first, tables };
    // A relay Mitchell's resting set waits on the bye stand; a Howell's is put aside.
    let rests: BoardsNext['rests'] = 'aside';
    if (movement.byeStand !== undefined) rests = 'stand';
    return { set, round: first, tables, rests };
  };
  return Array.from({ length: movement.tables }, (_, t) => ({
    table: t + 1,
    rounds: movement.seatings
      .filter((s) => s.table === t + 1)
      .map((s) => ({
        round: s.round,
        ...(isAbsent(movement, s.ns, s.round) ? {} : { ns: s.ns }),
        ...(isAbsent(movement, s.ew, s.round) ? {} : { ew: s.ew }),
        sets: s.sets,
        ...(s.sharedWith !== undefined ? { sharedWith: s.sharedWith } : {}),
        boardsTo: s.sets.map((set) => next(set, s.round)),
      })),
  }));
}

/** One round of a pair's route: where it sits and whom it meets, or that it sits out or is away. */
export interface GuideRound {
  readonly round: number;
  readonly table: number;
  readonly seat: Side;
  /** Absent when the pair sits out (its opponents are away) or is away itself (`away`). */
  readonly against?: PairRef;
  readonly sets: readonly number[];
  readonly away?: true;
}

/** A pair's guide card: its route, round by round. */
export interface GuideCard {
  readonly pair: PairRef;
  readonly rounds: readonly GuideRound[];
}

/** The guide card of every pair that plays (the phantom's seat has none until a late pair takes it). */
export function guideCards(movement: Movement): GuideCard[] {
  return seatsOf(movement)
    .filter((pair) =>
      Array.from({ length: movement.rounds }, (_, r) => r + 1).some((r) => !isAbsent(movement, pair, r)),
    )
    .map((pair) => ({
      pair,
      rounds: movement.seatings
        .filter((s) => samePair(s.ns, pair) || samePair(s.ew, pair))
        .map((s) => {
          const seat: Side = samePair(s.ns, pair) ? 'NS' : 'EW';
          const other = seat === 'NS' ? s.ew : s.ns;
          const away = isAbsent(movement, pair, s.round);
          return {
            round: s.round,
            table: s.table,
            seat,
            ...(away || isAbsent(movement, other, s.round) ? {} : { against: other }),
            sets: s.sets,
            ...(away ? { away: true as const } : {}),
          };
        }),
    }));
}

/** The figures a director's summary gives: boards, plays, meetings and sit-outs, counted from the plan. */
export interface MovementSummary {
  readonly boards: number;
  /** How often each board is played, fewest and most: equal in every movement offered, absences aside. */
  readonly playsEach: { readonly min: number; readonly max: number };
  /** How many pairs each pair meets, fewest and most, over the pairs that play. */
  readonly meetsEach: { readonly min: number; readonly max: number };
  readonly sitOuts: number;
  /** Meetings the movement leaves out: two pairs that could meet (a Howell's any two, a Mitchell's N/S and E/W) and do not. */
  readonly unmet: number;
}

/** The summary's figures, counted from the rounds as played. */
export function movementSummary(movement: Movement): MovementSummary {
  const rounds = roundsOf(movement);
  const plays = new Array<number>(movement.sets).fill(0);
  for (const table of rounds.flatMap((r) => r.tables))
    for (const set of table.sets) plays[set - 1] = (plays[set - 1] ?? 0) + 1;
  const played = rounds.flatMap((r) => r.tables);
  const met = new Set(played.map((t) => [key(t.ns), key(t.ew)].sort().join('|')));
  const pairs = guideCards(movement).map((card) => card.pair);
  const meetings = new Map(pairs.map((pair) => [key(pair), 0]));
  for (const t of played) for (const pair of [t.ns, t.ew]) meetings.set(key(pair), (meetings.get(key(pair)) ?? 0) + 1);
  const counts = [...meetings.values()];
  let could = 0;
  for (const [i, a] of pairs.entries())
    for (const b of pairs.slice(i + 1)) if (movement.kind === 'howell' || a.direction !== b.direction) could++;
  return {
    boards: movement.sets * movement.setSize,
    playsEach: { min: Math.min(...plays), max: Math.max(...plays) },
    meetsEach: { min: Math.min(...counts), max: Math.max(...counts) },
    sitOuts: rounds.reduce((n, r) => n + r.sitOut.length, 0),
    unmet: could - met.size,
  };
}

const key = (pair: PairRef): string => `${pair.direction ?? ''}${pair.number}`;
