/**
 * A movement's cards in words and cells, the same for the sheets and the page: the director's summary,
 * one card a table (its rounds, where its boards go) and one card a pair (its route).
 */
import {
  andList,
  type BoardsNext,
  formatBoards,
  formatPair,
  guideCards,
  MOVEMENT_NAMES,
  type Movement,
  type MovementSummary,
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
  if (kind === 'howell') {
    const stays =
      movement.phantom === undefined
        ? `Pair ${2 * tables} stays N/S at table 1`
        : `Table 1 is the sit-out table (pair ${2 * tables} is the phantom)`;
    return `${stays}; every other pair follows its guide card, and the boards go where the table cards say.`;
  }
  const stay = 'N/S stay at their tables; E/W move up one table (from the last to table 1)';
  if (kind === 'mitchell-relay') {
    const [low, high] = movement.byeStand ?? [tables / 2, tables / 2 + 1];
    return `${stay}. Tables 1 and ${tables} share a set each round; the boards move down one (from table 1 to table ${tables - 1}), and the set that rests waits on a bye stand between tables ${low} and ${high}: table ${high}'s boards go to the stand, and the stand's to table ${low}.`;
  }
  const base = `${stay}, the boards down one (from table 1 to the last).`;
  if (kind === 'mitchell-skip') return `${base} After round ${tables / 2}, E/W skip a table: they move up two, once.`;
  return base;
}

/** Whom each pair meets: everyone it could, or how many, fewest to most. */
function meets(movement: Movement, summary: MovementSummary): string {
  if (summary.unmet === 0)
    return movement.kind === 'howell' ? 'every pair meets every other' : 'every N/S pair meets every E/W pair';
  const { min, max } = summary.meetsEach;
  const count = min === max ? String(min) : `${min}${max - min === 1 ? ' or ' : '–'}${max}`;
  const whom = movement.kind === 'howell' ? 'other pairs' : 'pairs of the other direction';
  return `each pair meets ${count} ${max === 1 ? whom.replace('pairs', 'pair') : whom}`;
}

/** Who is away when: the phantom, a pair that leaves, a late pair; then the sit-outs that makes. */
function absences(movement: Movement, sitOuts: number): string {
  const said = movement.absent.map((absence) => {
    const name = formatPair(absence.pair);
    const left = movement.changes.some((c) => c.change === 'leaves' && formatPair(c.pair) === name);
    if (left) return `${name} leaves: from round ${absence.from}, whoever it would meet sits out`;
    if (absence.to < movement.rounds)
      return `${name} comes late, for round ${absence.to + 1}: until then, whoever it would meet sits out`;
    return `${name} is a phantom: whoever it would meet sits out`;
  });
  return `${said.join('; ')} (${plural(sitOuts, 'sit-out')} in all)`;
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
    ['Meetings', meets(movement, summary)],
  ];
  if (movement.arrowSwitch.length > 0)
    rows.push([
      'Arrow switch',
      `rounds ${movement.arrowSwitch.join(', ')}: every pair plays the other direction's cards`,
    ]);
  if (movement.absent.length > 0) rows.push(['Sit-outs', absences(movement, summary.sitOuts)]);
  return rows;
}

/** The whole plan, a row a table a round, under its header: the movement sheet's second part. */
export const planRows = (movement: Movement): (string | number)[][] => movementRows(movement);

/** Where a set goes next, in a table card's words. */
function goesTo(next: BoardsNext, round: number): string {
  if (next.round === undefined) return '';
  const tables = next.tables.length === 1 ? `table ${next.tables[0]}` : `tables ${andList(next.tables.map(String))}`;
  if (next.round === round + 1) return tables;
  return next.rests === 'stand' ? `bye stand, then ${tables}` : `aside until round ${next.round}, ${tables}`;
}

/** The card of every table: who sits where each round, its boards and where they go next. */
export function tableCardsOf(movement: Movement): Card[] {
  return tableCards(movement).map((card) => ({
    heading: `Table ${card.table}`,
    header: ['Round', 'N/S', 'E/W', 'Boards', 'Boards go to'],
    rows: card.rounds.map((r) => {
      const boards = formatBoards(movement, r.sets);
      const played = r.ns !== undefined && r.ew !== undefined;
      // A pair alone sits out, its boards not played; the empty seat is a dash.
      const seat = (pair: PairRef | undefined) =>
        pair === undefined ? '—' : played ? formatPair(pair) : `${formatPair(pair)} sits out`;
      const where = r.boardsTo.map((next) => goesTo(next, r.round));
      const onward =
        r.sets.length === 1 || where.every((w) => w === where[0])
          ? (where[0] ?? '')
          : r.boardsTo.map((next, i) => `${formatBoards(movement, [next.set])}: ${where[i]}`).join('; ');
      return [
        r.round,
        seat(r.ns),
        seat(r.ew),
        !played
          ? `(${boards} not played)`
          : r.sharedWith === undefined
            ? boards
            : `${boards} (shared with table ${r.sharedWith})`,
        onward,
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
