/**
 * How far each table has got: the round it plays now (the first with a board still to enter there) and
 * its boards in. One rule for the table's own page and the director's view of every table.
 */
import { boardsOfSets, type Movement, type PlannedRound, roundsOf, type Seating } from '../../core/index';
import { entryOf } from './entry';
import { type BoardRow, boardKey, type PairsEvening } from './evening';

/** A table's rounds and where it stands in them. */
export interface TableRounds {
  /** Its seating in each round it plays, in round order (a table may stand idle in some). */
  readonly seatings: readonly Seating[];
  /** The index in `seatings` of the round it plays now; the last when every board is in. */
  readonly at: number;
  readonly finished: boolean;
  /** Boards of that round entered, and how many it has. */
  readonly entered: number;
  readonly boards: number;
}

/**
 * Every table where a board is played at least once, in order: the ones that get a key, a link and a
 * line of progress (a Howell's phantom table, where nobody ever plays, gets none).
 */
export const tablesOf = (movement: Movement): number[] =>
  [...new Set(roundsOf(movement).flatMap((round) => round.tables.map((t) => t.table)))].sort((a, b) => a - b);

/** The evening's rows by `round/table/board`. */
export const rowsByKey = (evening: PairsEvening): Map<string, BoardRow> =>
  new Map(evening.rows.map((row) => [boardKey(row.round, row.table, row.board), row]));

/** A board's row holds a result that stands (entered, its score its entry's). */
const stands = (evening: PairsEvening, row: BoardRow | undefined): boolean =>
  row !== undefined && entryOf(row) !== null && !evening.flagged.has(row.sheetRow);

/**
 * Where `table` stands: its rounds, the one it plays now, and that round's boards in. `rounds` is the
 * movement's, passed in by a caller that asks for every table, so they are worked out once.
 */
export function tableRounds(
  evening: PairsEvening,
  byKey: ReadonlyMap<string, BoardRow>,
  table: number,
  rounds: readonly PlannedRound[] = roundsOf(evening.movement),
): TableRounds {
  const { movement } = evening;
  const seatings = rounds.flatMap((round) => round.tables.filter((t) => t.table === table));
  const inOf = (seating: Seating) =>
    boardsOfSets(movement, seating.sets).filter((board) =>
      stands(evening, byKey.get(boardKey(seating.round, table, board))),
    ).length;
  const now = seatings.findIndex((s) => inOf(s) < boardsOfSets(movement, s.sets).length);
  const at = now < 0 ? seatings.length - 1 : now;
  const seating = seatings[at];
  return {
    seatings,
    at,
    finished: now < 0,
    entered: seating === undefined ? 0 : inOf(seating),
    boards: seating === undefined ? 0 : boardsOfSets(movement, seating.sets).length,
  };
}

/** A table's progress as the director's sidebar shows it. */
export interface TableProgress {
  readonly table: number;
  /** The round it plays now (its last when finished). */
  readonly round: number;
  readonly entered: number;
  readonly boards: number;
  readonly finished: boolean;
  /** It plays a round before the furthest table's: the room waits for it. */
  readonly behind: boolean;
}

/** Every table's progress: the round it plays, its boards in, and whether it is behind the others. */
export function tablesProgress(evening: PairsEvening): TableProgress[] {
  const byKey = rowsByKey(evening);
  const all = roundsOf(evening.movement);
  const lines = tablesOf(evening.movement).map((table) => {
    const rounds = tableRounds(evening, byKey, table, all);
    const round = rounds.seatings[rounds.at]?.round ?? 1;
    return { table, round, entered: rounds.entered, boards: rounds.boards, finished: rounds.finished };
  });
  const furthest = Math.max(0, ...lines.map((line) => line.round));
  return lines.map((line) => ({ ...line, behind: !line.finished && line.round < furthest }));
}
