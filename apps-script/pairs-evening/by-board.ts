/**
 * A board's traveller, as the sidebar's "by board" view lists it: every table that plays the board, in
 * order of round then table, with the pairs there and the board's entry at that table. A scorer holding
 * the paper travellers enters a board's whole traveller at once; each line is entered as the table view
 * enters it (server.enterPairsResult, entry.ts), with the round, table and pairs the line names.
 *
 * Pure, over the rounds of the pairs view (view.ts) the sidebar already holds, and importing nothing:
 * the sidebar runs it too (test/core/core-boundary.test.ts, SHARED), so that every answer's view lists
 * the traveller as the sheet is then, and listing it asks nothing of the server.
 */

/** A board as the view shows it at one table: the sidebar's BoardView has more, kept as it is. */
export interface BoardAtTable {
  readonly board: number;
  /** The entry there, or null while the board is still to come. */
  readonly entered: unknown;
  /** Why the entry does not stand (its score typed over in the sheet): still to come. */
  readonly problem?: string;
}

/** The rounds of the view, as much of them as a traveller reads. */
export type Rounds<B extends BoardAtTable> = readonly {
  readonly round: number;
  readonly tables: readonly {
    readonly table: number;
    readonly pairs: { readonly ns: string; readonly ew: string };
    readonly ns: string;
    readonly ew: string;
    readonly boards: readonly B[];
  }[];
}[];

/** One line of a traveller: a table that plays the board in a round, its pairs, and the board there. */
export interface TravellerLine<B extends BoardAtTable> {
  readonly round: number;
  readonly table: number;
  /** The pairs as the movement names them (`N/S 3`), sent back with an entry to be checked. */
  readonly pairs: { readonly ns: string; readonly ew: string };
  /** `N/S 3 · Ann & Bob`, as the table view shows them. */
  readonly ns: string;
  readonly ew: string;
  readonly board: B;
}

/** Every table that plays `board`, in order of round, then table; none for a board nobody plays. */
export function travellerOf<B extends BoardAtTable>(rounds: Rounds<B>, board: number): TravellerLine<B>[] {
  const lines: TravellerLine<B>[] = [];
  for (const { round, tables } of rounds)
    for (const { table, pairs, ns, ew, boards } of tables)
      for (const at of boards) if (at.board === board) lines.push({ round, table, pairs, ns, ew, board: at });
  return lines.sort((a, b) => a.round - b.round || a.table - b.table);
}

/** The boards the evening plays, each once, from the lowest. */
export function boardsPlayed(rounds: Rounds<BoardAtTable>): number[] {
  const boards = new Set(rounds.flatMap((r) => r.tables.flatMap((t) => t.boards.map((b) => b.board))));
  return [...boards].sort((a, b) => a - b);
}

/** A line whose board is not in: not entered, or its entry does not stand. */
export const toCome = (line: TravellerLine<BoardAtTable>): boolean =>
  line.board.entered === null || line.board.problem !== undefined;

/** The first board with a line still to come, where a scorer with the travellers starts; else the first. */
export function firstToCome(rounds: Rounds<BoardAtTable>): number | undefined {
  const boards = boardsPlayed(rounds);
  return boards.find((board) => travellerOf(rounds, board).some(toCome)) ?? boards[0];
}
