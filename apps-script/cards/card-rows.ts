/**
 * A movement's cards in words and cells, the same for the sheets and the page: the director's summary,
 * one card a table (its rounds, where its boards go) and one card a pair (its route).
 */
import {
  type BoardsNext,
  formatBoards,
  formatPair,
  guideCards,
  type Movement,
  type MovementSummary,
  movementSummary,
  type PairRef,
  tableCards,
} from '../../core/index';
import { say, sayAnd, sayPair } from '../cells';
import { movementName, movementRows } from '../movement-cells';

/** A card: its heading, its header row and its rows; a table's card its table's link, when the evening has them. */
export interface Card {
  readonly heading: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  readonly link?: TableLink;
}

/** A table's page, to open by its QR code: the table's number and the address. */
export interface TableLink {
  readonly table: number;
  readonly url: string;
}

/** How the pairs and boards move, in the words a director reads out. */
function moves(movement: Movement): string {
  const { tables, kind } = movement;
  if (kind === 'howell') {
    const stays =
      movement.phantom === undefined
        ? say('card.howellStays', { pair: 2 * tables })
        : say('card.howellPhantom', { pair: 2 * tables });
    return say('card.howellMoves', { stays });
  }
  const stay = say('card.mitchellStay');
  if (kind === 'mitchell-relay') {
    const [low, high] = movement.byeStand ?? [tables / 2, tables / 2 + 1];
    return say('card.relayMoves', { stay, tables, before: tables - 1, low, high });
  }
  const base = say('card.mitchellMoves', { stay });
  if (kind === 'mitchell-skip') return say('card.skipMoves', { base, round: tables / 2 });
  return base;
}

/** From `min` to `max`: one number, two next to each other (`3 or 4`), or a span (`3–5`). */
const span = (min: number, max: number): string =>
  min === max ? String(min) : max - min === 1 ? say('card.orNext', { min, max }) : `${min}–${max}`;

/** Whom each pair meets: everyone it could, or how many, fewest to most. */
function meets(movement: Movement, summary: MovementSummary): string {
  const howell = movement.kind === 'howell';
  if (summary.unmet === 0) return say(howell ? 'card.meetsEveryHowell' : 'card.meetsEveryMitchell');
  const { min, max } = summary.meetsEach;
  return say(howell ? 'card.meetsHowell' : 'card.meetsMitchell', { count: span(min, max), max });
}

/** Who is away when: the phantom, a pair that leaves, a late pair; then the sit-outs that makes. */
function absences(movement: Movement, sitOuts: number): string {
  const said = movement.absent.map((absence) => {
    const pair = sayPair(absence.pair);
    const left = movement.changes.some((c) => c.change === 'leaves' && formatPair(c.pair) === formatPair(absence.pair));
    if (left) return say('card.leaves', { pair, round: absence.from });
    if (absence.to < movement.rounds) return say('card.late', { pair, round: absence.to + 1 });
    return say('card.phantom', { pair });
  });
  return say('card.absences', { said: said.join('; '), count: sitOuts });
}

/** The summary a director keeps: the movement's shape, how it moves, and the counts that make it fair. */
export function summaryRows(movement: Movement): [string, string | number][] {
  const summary = movementSummary(movement);
  const { min, max } = summary.playsEach;
  const { pairs, tables } = movement;
  const rows: [string, string | number][] = [
    [say('cards.movement'), say('card.movementIs', { movement: movementName(movement.kind), pairs, tables })],
    [say('card.rounds'), movement.rounds],
    [say('card.boardsARound'), movement.boardsPerRound],
    [
      say('head.boards'),
      say('card.boardsAre', { boards: summary.boards, sets: movement.sets, size: movement.setSize }),
    ],
    [
      say('card.eachBoardPlayed'),
      min === max ? say('card.times', { count: min }) : say('card.timesSpan', { span: span(min, max) }),
    ],
    [say('card.moves'), moves(movement)],
    [say('card.meetings'), meets(movement, summary)],
  ];
  if (movement.arrowSwitch.length > 0)
    rows.push([say('card.arrowSwitch'), say('card.arrowRounds', { rounds: movement.arrowSwitch.join(', ') })]);
  if (movement.absent.length > 0) rows.push([say('card.sitOuts'), absences(movement, summary.sitOuts)]);
  return rows;
}

/** The whole plan, a row a table a round, under its header: the movement sheet's second part. */
export const planRows = (movement: Movement): (string | number)[][] => movementRows(movement, say('cell.sitOut'));

/** Where a set goes next, in a table card's words. */
function goesTo(next: BoardsNext, round: number): string {
  if (next.round === undefined) return '';
  const tables = say('card.toTables', { count: next.tables.length, tables: sayAnd(next.tables.map(String)) });
  if (next.round === round + 1) return tables;
  return next.rests === 'stand' ? say('card.byeStand', { tables }) : say('card.aside', { round: next.round, tables });
}

/** A table's link, as a card's field: none where `links` has no address for it. */
const linkOf = (table: number, links: ReadonlyMap<number, string> | undefined): { link?: TableLink } => {
  const url = links?.get(table);
  return url === undefined ? {} : { link: { table, url } };
};

/**
 * The card of every table: who sits where each round, its boards and where they go next; and its link,
 * where `links` (by table number) has one.
 */
export function tableCardsOf(movement: Movement, links?: ReadonlyMap<number, string>): Card[] {
  return tableCards(movement).map((card) => ({
    ...linkOf(card.table, links),
    heading: say('card.table', { table: card.table }),
    header: [say('head.round'), say('head.ns'), say('head.ew'), say('head.boards'), say('card.boardsGoTo')],
    rows: card.rounds.map((r) => {
      const boards = formatBoards(movement, r.sets);
      const played = r.ns !== undefined && r.ew !== undefined;
      // A pair alone sits out, its boards not played; the empty seat is a dash.
      const seat = (pair: PairRef | undefined) =>
        pair === undefined ? '—' : played ? sayPair(pair) : say('card.pairSitsOut', { pair: sayPair(pair) });
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
          ? say('card.notPlayed', { boards })
          : r.sharedWith === undefined
            ? boards
            : say('card.shared', { boards, table: r.sharedWith }),
        onward,
      ];
    }),
  }));
}

/** A pair's heading: `Pair 3` in a Howell, `E/W 3` in a Mitchell. */
export const pairHeading = (pair: PairRef): string =>
  pair.direction === undefined ? say('card.pair', { pair: pair.number }) : sayPair(pair);

/** The card of every pair that plays: each round's table, seat, opponents and boards. */
export function guideCardsOf(movement: Movement): Card[] {
  return guideCards(movement).map((card) => ({
    heading: pairHeading(card.pair),
    header: [say('head.round'), say('head.table'), say('card.seat'), say('col.against'), say('head.boards')],
    rows: card.rounds.map((r) => [
      r.round,
      r.table,
      say(r.seat === 'NS' ? 'head.ns' : 'head.ew'),
      r.away ? say('card.away') : r.against ? sayPair(r.against) : say('card.sitsOut'),
      r.away || !r.against ? '' : formatBoards(movement, r.sets),
    ]),
  }));
}

/** Cards headed with the evening they are for (`Table 1 · Tuesday Pairs`), when it has a name. */
export const forEvening = (cards: readonly Card[], event: string): Card[] =>
  cards.map((card) => (event === '' ? card : { ...card, heading: `${card.heading} · ${event}` }));
