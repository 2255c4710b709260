/**
 * A movement's cards in words and cells, the same for the sheets and the page: the director's summary,
 * one card a table (its rounds, where its boards go) and one card a pair (its route).
 */
import {
  formatBoards,
  formatPair,
  guideCards,
  MOVEMENT_NAMES,
  type Movement,
  movementSummary,
  type PairRef,
  plural,
  SIDE_NAMES,
  tableCards,
} from '../../core/index';
import { movementRows } from '../movement-cells';

/** A card: its heading, its header row and its rows. */
export interface Card {
  readonly heading: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/** How the pairs and boards move, in the words a director reads out. */
function moves(movement: Movement): string {
  const { tables, kind } = movement;
  if (kind === 'howell')
    return `Pair ${2 * tables} stays N/S at table 1; every other pair follows its guide card, and the boards go where the table cards say.`;
  const base =
    'N/S stay at their tables; E/W move up one table (from the last to table 1), the boards down one (from table 1 to the last).';
  if (kind === 'mitchell-skip') return `${base} After round ${tables / 2}, E/W skip a table: they move up two, once.`;
  if (kind === 'mitchell-relay') {
    const [low, high] = movement.byeStand ?? [tables / 2, tables / 2 + 1];
    return `${base} Tables 1 and ${tables} share a set each round; the set that rests waits on a bye stand between tables ${low} and ${high}: table ${high}'s boards go to the stand, and the stand's to table ${low}.`;
  }
  return base;
}

/** Who a full or shortened movement leaves unmet. */
function meets(movement: Movement, unmet: number): string {
  if (unmet === 0)
    return movement.kind === 'howell' ? 'every pair meets every other' : 'every N/S pair meets every E/W pair';
  // Someone left or came late: the meetings missed are not alike for every pair.
  if (movement.changes.length > 0)
    return `${plural(unmet, 'meeting')} of the movement ${unmet === 1 ? 'is' : 'are'} not played`;
  if (movement.kind === 'howell')
    return `each pair meets ${plural(movement.rounds, 'other pair')} of ${movement.tables * 2 - 1}`;
  return `each pair meets ${plural(movement.rounds, 'pair')} of the other direction`;
}

/** The summary a director keeps: the movement's shape, how it moves, and the counts that make it fair. */
export function summaryRows(movement: Movement): [string, string | number][] {
  const summary = movementSummary(movement);
  const { min, max } = summary.playsEach;
  const rows: [string, string | number][] = [
    ['Movement', `${MOVEMENT_NAMES[movement.kind]}, ${movement.pairs} pairs at ${plural(movement.tables, 'table')}`],
    ['Rounds', movement.rounds],
    ['Boards a round', movement.boardsPerRound],
    ['Boards', `1-${summary.boards} (${plural(movement.sets, 'set')} of ${movement.setSize})`],
    ['Each board played', min === max ? plural(min, 'time') : `${min}${max - min === 1 ? ' or ' : '–'}${max} times`],
    ['Moves', moves(movement)],
    ['Meetings', meets(movement, summary.unmet)],
  ];
  if (movement.arrowSwitch.length > 0)
    rows.push([
      'Arrow switch',
      `rounds ${movement.arrowSwitch.join(', ')}: every pair plays the other direction's cards`,
    ]);
  for (const absence of movement.absent) {
    const change = movement.changes.find(
      (c) => c.pair.number === absence.pair.number && c.pair.direction === absence.pair.direction,
    );
    const name = formatPair(absence.pair);
    const when =
      change?.change === 'leaves'
        ? `leaves: from round ${absence.from}, whoever it would meet sits out`
        : absence.to < movement.rounds
          ? `comes late, for round ${absence.to + 1}: until then, whoever it would meet sits out`
          : 'is a phantom: whoever it would meet sits out';
    rows.push(['Sit-outs', `${name} ${when} (${plural(summary.sitOuts, 'sit-out')} in all)`]);
  }
  return rows;
}

/** The whole plan, a row a table a round, under its header: the movement sheet's second part. */
export const planRows = (movement: Movement): (string | number)[][] => movementRows(movement);

/** The card of every table: who sits where each round, its boards and where they go next. */
export function tableCardsOf(movement: Movement): Card[] {
  return tableCards(movement).map((card) => ({
    heading: `Table ${card.table}`,
    header: ['Round', 'N/S', 'E/W', 'Boards', 'Boards go to'],
    rows: card.rounds.map((r) => {
      const boards = formatBoards(movement, r.sets);
      const last = r.round === movement.rounds;
      return [
        r.round,
        r.ns ? formatPair(r.ns) : r.ew ? 'sits out' : '',
        r.ew ? formatPair(r.ew) : r.ns ? 'sits out' : '',
        r.sharedWith === undefined ? boards : `${boards} (shared with table ${r.sharedWith})`,
        last ? '' : r.boardsTo === undefined ? 'rest' : `table ${r.boardsTo}`,
      ];
    }),
  }));
}

/** A pair's heading: `Pair 3` in a Howell, `E/W 3` in a Mitchell. */
export const pairHeading = (pair: PairRef): string =>
  pair.direction === undefined ? `Pair ${pair.number}` : formatPair(pair);

/** The card of every pair that plays: each round's table, seat, opponents and boards. */
export function guideCardsOf(movement: Movement): Card[] {
  return guideCards(movement).map((card) => ({
    heading: pairHeading(card.pair),
    header: ['Round', 'Table', 'Seat', 'Against', 'Boards'],
    rows: card.rounds.map((r) => [
      r.round,
      r.table,
      SIDE_NAMES[r.seat],
      r.away ? 'away' : r.against ? formatPair(r.against) : 'sits out',
      r.away || !r.against ? '' : formatBoards(movement, r.sets),
    ]),
  }));
}
