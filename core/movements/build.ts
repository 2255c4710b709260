/**
 * Setting a movement up: the director's kind, pairs, rounds, boards a round and arrow-switch rounds,
 * each checked against what the movement allows, the defaults filled in where one is left out.
 */
import type { Problem } from '../base/problem.js';
import { ok, type Result, refused } from '../base/result.js';
import { orList } from '../base/words.js';
import { type HowellDesign, howellRounds, howellSeatings } from './howell.js';
import { MENDS, mitchellSeatings } from './mitchell.js';
import { type Absence, MOVEMENT_NAMES, type Movement, type MovementKind, type PairRef } from './movement.js';

/** What a director chooses; what is left out takes the movement's default (movementLimits). */
export interface MovementSettings {
  readonly kind: MovementKind;
  /** Pairs present, phantom not counted: 5–30 for a Mitchell, 4–16 for a Howell. */
  readonly pairs: number;
  readonly rounds?: number;
  readonly boardsPerRound?: number;
  /** Mitchell only: the rounds (1-based) in which every pair plays the other direction's cards. */
  readonly arrowSwitch?: readonly number[];
  /** Howell only: which full Howell of 4 to 8 tables, the balanced one unless told (howell.ts). */
  readonly design?: HowellDesign;
}

/** What a movement of so many pairs allows: the kind it is played as, its rounds, its boards a round. */
export interface MovementLimits {
  readonly kind: MovementKind;
  readonly tables: number;
  /** Every round count offered, shortest first; `defaultRounds` is the longest, the whole movement. */
  readonly rounds: readonly number[];
  readonly defaultRounds: number;
  readonly minBoards: number;
  readonly maxBoards: number;
  /** Boards a round must be even when played in full (a 3-table Howell: two half sets a round). */
  readonly evenInFull: boolean;
  /** An odd number of pairs: one seat is a phantom's, and whoever meets it sits out. */
  readonly phantom: boolean;
}

const RELAY: MovementKind = 'mitchell-relay';

/** Pairs each kind takes. */
export const MOVEMENT_PAIRS = { mitchell: { min: 5, max: 30 }, howell: { min: 4, max: 16 } } as const;
/** Boards a round a director may set. */
export const MAX_BOARDS_PER_ROUND = 12;

/** The rounds, and boards a round, of a `kind` movement of `pairs` pairs; refused when the kind cannot seat them. */
export function movementLimits(kind: MovementKind, pairs: number): Result<MovementLimits, Problem> {
  const family = kind === 'howell' ? kind : 'mitchell';
  const { min, max } = MOVEMENT_PAIRS[family];
  if (!Number.isInteger(pairs) || pairs < min || pairs > max) {
    const name = MOVEMENT_NAMES[family];
    return refused('movement-pairs', `a ${name} is for ${min}–${max} pairs, not ${pairs}`, {
      name,
      min,
      max,
      given: pairs,
    });
  }
  const tables = Math.ceil(pairs / 2);
  const phantom = pairs % 2 === 1;
  if (family === 'howell') {
    const rounds = howellRounds(tables);
    const shared = tables === 2;
    return ok({
      kind,
      tables,
      rounds,
      defaultRounds: rounds.at(-1) as number,
      minBoards: shared ? 2 : 1,
      maxBoards: MAX_BOARDS_PER_ROUND,
      evenInFull: tables === 3,
      phantom,
    });
  }
  const even = tables % 2 === 0;
  if (!even && kind !== 'mitchell') {
    const mend = MENDS[kind];
    return refused(
      'mend-needs-even',
      `a ${mend} is for an even number of tables: ${tables} tables play a plain Mitchell`,
      {
        mend,
        tables,
      },
    );
  }
  // A skip needs no shared boards; but with a half table it leaves one set played once more than the
  // rest (the phantom's route misses it), where a relay's phantom misses none: then the relay.
  let played = kind;
  if (even && kind === 'mitchell') played = phantom ? RELAY : 'mitchell-skip';
  const most = played === 'mitchell-skip' ? tables - 1 : tables;
  // A relay is played in full: cut short, the set on the bye stand and the shared set would be played
  // unequally often (a skip is the way to play fewer rounds).
  const least = played === 'mitchell-relay' ? tables : 1;
  return ok({
    kind: played,
    tables,
    rounds: Array.from({ length: most - least + 1 }, (_, i) => least + i),
    defaultRounds: most,
    minBoards: played === 'mitchell-relay' ? 2 : 1,
    maxBoards: MAX_BOARDS_PER_ROUND,
    evenInFull: false,
    phantom,
  });
}

/** About 24 boards in all, within the limits: what a club evening plays. */
function defaultBoards(limits: MovementLimits, rounds: number): number {
  const near = Math.min(limits.maxBoards, Math.max(limits.minBoards, Math.round(24 / rounds)));
  return limits.evenInFull && rounds === limits.defaultRounds && near % 2 === 1 ? near + 1 : near;
}

function checkedRounds(limits: MovementLimits, rounds: number | undefined): Result<number, Problem> {
  if (rounds === undefined) return ok(limits.defaultRounds);
  if (limits.rounds.includes(rounds)) return ok(rounds);
  const name = MOVEMENT_NAMES[limits.kind];
  const { tables } = limits;
  if (limits.kind === 'howell')
    return refused(
      'howell-rounds',
      `a Howell of ${tables} tables plays ${orList(limits.rounds.map(String))} rounds, not ${rounds}`,
      {
        tables,
        offered: limits.rounds,
        given: rounds,
      },
    );
  const [min, max] = [limits.rounds[0] as number, limits.defaultRounds];
  if (min === max)
    return refused(
      'relay-rounds',
      `a ${name} of ${tables} tables is played in full, ${max} rounds, not ${rounds}: a Mitchell skip plays fewer`,
      {
        tables,
        name,
        max,
        given: rounds,
      },
    );
  return refused('mitchell-rounds', `a ${name} of ${tables} tables plays ${min}–${max} rounds, not ${rounds}`, {
    tables,
    name,
    min,
    max,
    given: rounds,
  });
}

function checkedBoards(limits: MovementLimits, rounds: number, boards: number): Result<number, Problem> {
  const { minBoards: min, maxBoards: max } = limits;
  if (!Number.isInteger(boards) || boards < min || boards > max)
    return refused('boards-per-round', `boards a round must be ${min}–${max}, not ${boards}`, {
      min,
      max,
      given: boards,
    });
  if (limits.evenInFull && rounds === limits.defaultRounds && boards % 2 === 1)
    return refused(
      'boards-even',
      `a Howell of ${limits.tables} tables in full plays two half sets a round: boards a round must be even, not ${boards}`,
      {
        tables: limits.tables,
        given: boards,
      },
    );
  return ok(boards);
}

function checkedSwitch(limits: MovementLimits, rounds: number, arrow: readonly number[]): Result<number[], Problem> {
  if (arrow.length === 0) return ok([]);
  if (limits.kind === 'howell')
    return refused(
      'arrow-switch-howell',
      'an arrow switch is for a Mitchell: a Howell’s pairs change direction already',
    );
  for (const round of arrow)
    if (!Number.isInteger(round) || round < 1 || round > rounds)
      return refused('movement-round', `round ${round} is not one of the ${rounds} rounds`, { round, rounds });
  return ok([...new Set(arrow)].sort((a, b) => a - b));
}

/** A movement as the settings ask, or the first setting it cannot take. */
export function newMovement(settings: MovementSettings): Result<Movement, Problem> {
  const limits = movementLimits(settings.kind, settings.pairs);
  if (!limits.ok) return limits;
  const rounds = checkedRounds(limits.value, settings.rounds);
  if (!rounds.ok) return rounds;
  const boards = checkedBoards(
    limits.value,
    rounds.value,
    settings.boardsPerRound ?? defaultBoards(limits.value, rounds.value),
  );
  if (!boards.ok) return boards;
  const arrow = checkedSwitch(limits.value, rounds.value, settings.arrowSwitch ?? []);
  if (!arrow.ok) return arrow;
  const { kind, tables, phantom } = limits.value;
  const howell = kind === 'howell';
  const mend = MENDS[kind];
  const seatings = howell
    ? howellSeatings(tables, rounds.value, settings.design ?? 'balanced')
    : mitchellSeatings(tables, rounds.value, mend, arrow.value);
  const sets = new Set(seatings.flatMap((s) => s.sets)).size;
  const halves = seatings.some((s) => s.sets.length > 1);
  // The phantom: the pair that stays in a Howell (2T), the last E/W pair in a Mitchell.
  const ghost: PairRef = howell ? { number: 2 * tables } : { number: tables, direction: 'EW' };
  const absent: Absence[] = phantom ? [{ pair: ghost, from: 1, to: rounds.value }] : [];
  return ok({
    kind,
    pairs: settings.pairs,
    tables,
    rounds: rounds.value,
    boardsPerRound: boards.value,
    sets,
    setSize: halves ? boards.value / 2 : boards.value,
    arrowSwitch: arrow.value,
    ...(mend === 'relay' ? { byeStand: [tables / 2, tables / 2 + 1] as const } : {}),
    seatings,
    ...(phantom ? { phantom: ghost } : {}),
    absent,
    changes: [],
  });
}
