/**
 * Hand records: the sheet a club hands out after the game, a board a box with its four hands, dealer,
 * vulnerability, double-dummy table and par. A results file repeats each deal once a table played it;
 * the record keeps each board once, in board order, with the file's own table when it has one.
 */
import { ok, type Result } from '../base/result.js';
import { SEATS, type Seat, type Strain, type Vulnerability } from '../base/vocabulary.js';
import { boardDealer, boardVulnerability } from '../hand/board.js';
import { type Deal, shortHand } from '../table/card.js';
import { type PbnBoard, readPbnBoard } from '../table/pbn/board.js';
import { type PbnGame, pbnTag } from '../table/pbn/text.js';
import { type DdTable, TABLE_STRAINS } from './dd-table.js';

/** One board of a hand record; `table` is the file's own (`OptimumResultTable`), when it gives one whole. */
export interface HandRecord {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly deal: Deal;
  readonly table?: DdTable;
}

/** A file's hand records: its event and date as it names them, and its boards. */
export interface HandRecords {
  readonly event?: string;
  readonly date?: string;
  readonly boards: readonly HandRecord[];
}

/** A file's `OptimumResultTable` as a table, when it names all 20 counts; else undefined. */
export function tableOfOptimum(optimum: PbnBoard['optimum']): DdTable | undefined {
  if (optimum === undefined) return undefined;
  const table: { [S in Seat]: { [T in Strain]?: number } } = { N: {}, E: {}, S: {}, W: {} };
  for (const row of optimum) table[row.declarer][row.strain] = row.tricks;
  return SEATS.every((seat) => TABLE_STRAINS.every((strain) => table[seat][strain] !== undefined))
    ? (table as DdTable)
    : undefined;
}

/**
 * The hand records of a PBN file's games: each board's first game with a deal of 52 cards; the dealer and
 * vulnerability its tags give, else those of its number by Law 2. A game that does not read is refused,
 * naming its line, as the import refuses it.
 */
export function readHandRecords(games: readonly PbnGame[]): Result<HandRecords> {
  const boards = new Map<number, HandRecord>();
  let unnumbered = 0;
  for (const game of games) {
    const read = readPbnBoard(game);
    if (!read.ok) return read;
    const { deal, optimum } = read.value;
    if (deal === undefined || shortHand(deal) !== undefined) continue;
    // A file of deals alone may leave out the board numbers: they are then its games' order.
    const board = read.value.board ?? ++unnumbered;
    if (boards.has(board)) continue;
    const table = tableOfOptimum(optimum);
    boards.set(board, {
      board,
      dealer: read.value.dealer ?? boardDealer(board),
      vulnerability: read.value.vulnerability ?? boardVulnerability(board),
      deal,
      ...(table === undefined ? {} : { table }),
    });
  }
  const first = (name: string) =>
    games.map((game) => pbnTag(game, name)).find((value) => value !== undefined && value !== '' && value !== '?');
  const event = first('Event');
  const date = first('Date');
  return ok({
    ...(event === undefined ? {} : { event }),
    ...(date === undefined ? {} : { date }),
    boards: [...boards.values()].sort((a, b) => a.board - b.board),
  });
}
