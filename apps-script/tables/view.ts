/**
 * A table's page as the server builds it from the evening's sheet: the round the table plays now, its
 * pairs and boards, each board's traveller once the table has entered it (never before: a table must
 * not see how a board it has still to play went elsewhere), and where everyone went after the round before.
 */
import {
  boardsOfSets,
  formatBoards,
  type Movement,
  type PairRef,
  roundsOf,
  type Seating,
  tableCards,
} from '../../core/index';
import { sayPair, spreadsheetLanguage } from '../cells';
import type { SpreadsheetLike } from '../evening/sheet-api';
import { aboutLine, eveningTitle } from '../pairs-evening/about';
import { entryOf } from '../pairs-evening/entry';
import { type BoardRow, boardKey, type PairsEvening } from '../pairs-evening/evening';
import { rowsByKey, tableRounds } from '../pairs-evening/progress';
import { boardView, namesOf, pairLabel } from '../pairs-evening/view';
import type { TableBoard, TableMoves, TableView, TravellerLine } from './types';

/** Where a pair sits in a round: its table and the direction it plays there, or null when it does not play. */
function placeOf(movement: Movement, round: number, pair: PairRef): TableMoves['ns'] {
  const same = (p: PairRef) => p.number === pair.number && p.direction === pair.direction;
  for (const round_ of roundsOf(movement).filter((r) => r.round === round))
    for (const t of round_.tables) {
      if (same(t.ns)) return { pair: sayPair(pair), table: t.table, direction: 'NS' };
      if (same(t.ew)) return { pair: sayPair(pair), table: t.table, direction: 'EW' };
    }
  return null;
}

/**
 * Where the pairs and boards of `seating` go in the next round; null after the last. The boards go as the
 * table cards say (the core's tableCards): a relay's pair of tables, a bye stand, a 3-table Howell's two
 * half sets each its own way, a sit-out table's boards all counted.
 */
function movesAfter(movement: Movement, seating: Seating): TableMoves | null {
  const next = seating.round + 1;
  if (next > movement.rounds) return null;
  const card = tableCards(movement)
    .find((c) => c.table === seating.table)
    ?.rounds.find((r) => r.round === seating.round);
  const boards = (card?.boardsTo ?? []).map((to) => ({
    boards: formatBoards(movement, [to.set]),
    tables: to.round === undefined ? [] : to.tables,
    ...(to.rests === undefined ? {} : { rests: to.rests }),
  }));
  return {
    round: seating.round,
    ns: placeOf(movement, next, seating.ns),
    ew: placeOf(movement, next, seating.ew),
    boards,
  };
}

/** A board's traveller: every result entered on it so far, N/S pair by N/S pair. */
function travellerOf(evening: PairsEvening, board: number, mine: BoardRow): TravellerLine[] {
  return evening.rows
    .filter((row) => row.board === board && entryOf(row) !== null && !evening.flagged.has(row.sheetRow))
    .sort((a, b) => a.ns.number - b.ns.number || a.round - b.round)
    .map((row) => {
      const entry = entryOf(row) as NonNullable<ReturnType<typeof entryOf>>;
      return {
        ns: sayPair(row.ns),
        ew: sayPair(row.ew),
        declarer: entry.declarer,
        contract: entry.contract,
        lead: row.lead,
        nsScore: entry.ns,
        mine: row === mine,
      };
    });
}

/**
 * The page of `table` (which the evening has: the caller checked), at the round it plays now: the first
 * with a board still to enter there, or its last when all are in.
 */
export function tableViewOf(
  evening: PairsEvening,
  ss: SpreadsheetLike,
  table: number,
  eveningId: string,
): TableView | undefined {
  const { movement } = evening;
  const byKey = rowsByKey(evening);
  const { seatings, at, finished } = tableRounds(evening, byKey, table);
  // A table where nobody plays this evening (a Howell's phantom table): no page to show.
  const seating = seatings[at];
  if (seating === undefined) return undefined;
  const before = at > 0 ? (seatings[at - 1] as Seating) : undefined;
  const names = namesOf(ss);
  const boardsOf = (played: Seating): TableBoard[] =>
    boardsOfSets(movement, played.sets).map((board): TableBoard => {
      const row = byKey.get(boardKey(played.round, table, board));
      const { dealer, vulnerable, entered } = boardView(evening, board, row);
      return {
        board,
        dealer,
        vulnerable,
        entered,
        lead: row?.lead ?? '',
        traveller: row === undefined || entered === null ? null : travellerOf(evening, board, row),
      };
    });
  const boards = boardsOf(seating);
  return {
    stage: 'table',
    evening: eveningId,
    language: spreadsheetLanguage(),
    heading: eveningTitle(evening.about),
    headingLine: aboutLine(evening.about),
    table,
    round: seating.round,
    rounds: movement.rounds,
    pairs: { ns: sayPair(seating.ns), ew: sayPair(seating.ew) },
    ns: pairLabel(seating.ns, names),
    ew: pairLabel(seating.ew, names),
    boards,
    moves: before === undefined ? null : movesAfter(movement, before),
    played: before === undefined ? [] : boardsOf(before),
    finished,
    leads: evening.leadColumn !== undefined,
  };
}
