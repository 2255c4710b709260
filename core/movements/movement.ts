/**
 * A duplicate pairs movement as plain data: who sits where each round, which boards each table plays,
 * and who is absent when. Built by `newMovement` (Mitchell or Howell), changed by `pairLeaves` and
 * `latePair`, and read by the faces through `roundsOf` and the cards. docs/rules.md, "Movements", gives
 * each movement's source.
 */
import type { Side } from '../base/vocabulary.js';
import { SIDE_NAMES } from '../base/vocabulary.js';

/**
 * The movements a director can ask for. A plain `mitchell` of an even number of tables is played with a
 * skip, or with a relay when the number of pairs is odd (build.ts says why).
 */
export const MOVEMENT_KINDS = ['mitchell', 'mitchell-skip', 'mitchell-relay', 'howell'] as const;
/** A movement: a Mitchell (plain, with a skip, or with a relay and a bye stand) or a Howell. */
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** How each movement is written for a reader, and the words the custom function takes. */
export const MOVEMENT_NAMES: { readonly [K in MovementKind]: string } = {
  mitchell: 'Mitchell',
  'mitchell-skip': 'Mitchell skip',
  'mitchell-relay': 'Mitchell relay',
  howell: 'Howell',
};

/**
 * A pair as the movement knows it: its number, and in a Mitchell its direction (N/S 3 and E/W 3 are two
 * pairs, each numbered from 1 in its direction). A Howell's pairs are numbered 1… and change direction.
 */
export interface PairRef {
  readonly number: number;
  readonly direction?: Side;
}

/** One table in one round: the pairs whose seats these are, and the board sets played there. */
export interface Seating {
  /** 1-based. */
  readonly round: number;
  /** 1-based. */
  readonly table: number;
  /** The pair whose seat N/S is this round (in an arrow-switched round a Mitchell's E/W pair). */
  readonly ns: PairRef;
  readonly ew: PairRef;
  /** 1-based board sets, in the order played: one in every movement but a 3-table Howell's two half sets. */
  readonly sets: readonly number[];
  /** The other table playing the same sets this round (a relay: the two pass the boards between them). */
  readonly sharedWith?: number;
}

/** A pair that does not play some rounds: the phantom of an odd number, a pair that leaves, a late pair. */
export interface Absence {
  readonly pair: PairRef;
  /** 1-based, inclusive. */
  readonly from: number;
  readonly to: number;
}

/** A change the director made to a movement after it was set: a pair left or a late pair arrived. */
export interface MovementChange {
  readonly change: 'leaves' | 'arrives';
  readonly pair: PairRef;
  /** The first round the change holds for. */
  readonly round: number;
}

/** A movement, whole: its shape, every seating in round then table order, and who is absent when. */
export interface Movement {
  /** As played: a plain Mitchell of an even number of tables is recorded as the skip or relay it is. */
  readonly kind: MovementKind;
  /** The pairs it was set for, phantom not counted. */
  readonly pairs: number;
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  readonly sets: number;
  /** Boards in a set: boards a round, or half of it where a table plays two half sets a round. */
  readonly setSize: number;
  /** The rounds in which every Mitchell pair plays the other direction's cards. */
  readonly arrowSwitch: readonly number[];
  /** A relay Mitchell's bye stand: the two tables it stands between, where the resting set waits. */
  readonly byeStand?: readonly [number, number];
  readonly seatings: readonly Seating[];
  /** The seat of an odd number's missing pair, nobody's until a late pair takes it. */
  readonly phantom?: PairRef;
  readonly absent: readonly Absence[];
  readonly changes: readonly MovementChange[];
}

/** Whether two references name one pair. */
export const samePair = (a: PairRef, b: PairRef): boolean => a.number === b.number && a.direction === b.direction;

/** `3` in a Howell, `N/S 3` in a Mitchell: how a pair is named on a card. */
export const formatPair = (pair: PairRef): string =>
  pair.direction === undefined ? String(pair.number) : `${SIDE_NAMES[pair.direction]} ${pair.number}`;

/** `pair 3` in a Howell, `N/S 3` in a Mitchell: how a sentence names a pair. */
export const namePair = (pair: PairRef): string =>
  pair.direction === undefined ? `pair ${pair.number}` : formatPair(pair);

/** Whether `pair` is absent from `round`. */
export const isAbsent = (movement: Movement, pair: PairRef, round: number): boolean =>
  movement.absent.some((a) => samePair(a.pair, pair) && round >= a.from && round <= a.to);

/** The boards of some sets as a reader writes them: `1-3`, `5`, or `1-3, 16-18` for two half sets. */
export function formatBoards(movement: Pick<Movement, 'setSize'>, sets: readonly number[]): string {
  return sets
    .map((set) => {
      const first = (set - 1) * movement.setSize + 1;
      const last = set * movement.setSize;
      return first === last ? String(first) : `${first}-${last}`;
    })
    .join(', ');
}

/** The board numbers of some sets, in play order. */
export const boardsOfSets = (movement: Pick<Movement, 'setSize'>, sets: readonly number[]): number[] =>
  sets.flatMap((set) => Array.from({ length: movement.setSize }, (_, i) => (set - 1) * movement.setSize + i + 1));
