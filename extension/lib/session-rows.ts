/**
 * Each kind of kept session as one table of rows, the same for its CSV file and its printed page: a
 * kind shapes its replayed state (stored events only, never stored numbers) into a head, a row an event
 * and a foot of totals. Which kind is which is in kept-kinds.tsx.
 */
import {
  type BuggerState,
  type ChicagoEvent,
  type ChicagoState,
  type CsvCell,
  formatContract,
  formatHonors,
  formatVulnerability,
  PAIRS,
  type RubberEvent,
  type RubberState,
  SIDES,
  type TeamMatchState,
  type TeamMatchTable,
  teamName,
  vulnerabilityOf,
} from '../../core/index';

/** A table as a spreadsheet or a page lays it out: column names, a row an event, then the totals. */
export interface SessionTable {
  readonly head: readonly string[];
  readonly body: readonly (readonly CsvCell[])[];
  readonly foot: readonly (readonly CsvCell[])[];
}

/** The sum of the points, or null (an empty cell) when there are none. */
const sumOf = (points: readonly number[]): number | null =>
  points.length === 0 ? null : points.reduce((sum, p) => sum + p, 0);

/** A rubber: a row an event with its points above and below the line for each side. */
export function rubberTable(state: RubberState, events: readonly RubberEvent[]): SessionTable {
  const body = events.map((event, i): CsvCell[] => {
    const mine = state.entries.filter((e) => e.hand === i + 1);
    const points = PAIRS.flatMap((side) =>
      (['above', 'below'] as const).map((line) =>
        sumOf(mine.filter((e) => e.side === side && e.line === line).map((e) => e.points)),
      ),
    );
    const sides = PAIRS.map((side) => sumOf(mine.filter((e) => e.side === side).map((e) => e.points)));
    if (event.type === 'hand') {
      const honors = event.honors === undefined ? null : formatHonors(event.honors);
      return [i + 1, event.side, formatContract(event.contract), honors, ...points, ...sides];
    }
    return [i + 1, null, event.type === 'passed-out' ? 'Passed out' : 'Settled unfinished', null, ...points, ...sides];
  });
  return {
    head: ['Hand', 'Declarer', 'Contract', 'Honors', 'We above', 'We below', 'They above', 'They below', 'We', 'They'],
    body,
    foot: [
      [
        'Total',
        null,
        null,
        null,
        state.above.We,
        state.below.We,
        state.above.They,
        state.below.They,
        state.totals.We,
        state.totals.They,
      ],
    ],
  };
}

/** A Chicago: a row a deal dealt (a passed-out one too), with its dealer, vulnerability and points. */
export function chicagoTable(state: ChicagoState, events: readonly ChicagoEvent[]): SessionTable {
  const body = events.map((event, i): CsvCell[] => {
    const deal = state.deals[i];
    if (deal === undefined) return [];
    const start = [deal.deal, deal.dealer, vulnerabilityOf(deal.vulnerable)];
    if (event.type === 'passed-out') return [...start, null, 'Passed out', null, null, null];
    // A deal passed out is dealt again under its number: the points are the played deal's alone.
    const mine = state.entries.filter((e) => e.deal === deal.deal);
    const honors = event.honors === undefined ? null : formatHonors(event.honors);
    return [
      ...start,
      event.declarer,
      formatContract(event.contract),
      honors,
      ...SIDES.map((side) => sumOf(mine.filter((e) => e.side === side).map((e) => e.points))),
    ];
  });
  return {
    head: ['Deal', 'Dealer', 'Vulnerable', 'Declarer', 'Contract', 'Honors', 'NS', 'EW'],
    body,
    foot: [['Total', null, null, null, null, null, state.totals.NS, state.totals.EW]],
  };
}

/** A Bugger Bridge game: a row a round, and each player's bid, tricks, points and running total. */
export function buggerTable(state: BuggerState): SessionTable {
  const players = state.settings.players;
  const body = state.rounds.map((round): CsvCell[] => [
    round.round,
    round.cards,
    players[round.dealer] ?? null,
    round.trump,
    ...players.flatMap((_, p) => [
      round.bids[p] ?? null,
      round.tricks?.[p] ?? null,
      round.points?.[p] ?? null,
      round.totals?.[p] ?? null,
    ]),
  ]);
  return {
    head: [
      'Round',
      'Cards',
      'Dealer',
      'Trump',
      ...players.flatMap((name) => [`${name} bid`, `${name} tricks`, `${name} points`, `${name} total`]),
    ],
    body,
    foot: [['Total', null, null, null, ...players.flatMap((_, p) => [null, null, null, state.totals[p] ?? null])]],
  };
}

/**
 * A table's result as typed, or the score itself when a score was typed: as text, `-620` or `+420` would
 * reach a spreadsheet as `'-620` (the CSV's guard against formulas), and `−620` as text it cannot add up.
 */
const typedResult = (table: TeamMatchTable | undefined): CsvCell =>
  table === undefined ? null : 'ns' in table.result ? table.result.ns : table.text;

/** A team match: a row a board, each table's result and N/S score, team A's IMPs and the running total. */
export function matchTable(state: TeamMatchState): SessionTable {
  const [a, b] = [teamName(state.settings, 'A'), teamName(state.settings, 'B')];
  const body = state.boards.map((board): CsvCell[] => [
    board.board,
    board.dealer,
    formatVulnerability(board.vulnerability),
    typedResult(board.table1),
    board.table1?.ns ?? null,
    typedResult(board.table2),
    board.table2?.ns ?? null,
    board.result?.difference ?? null,
    board.result?.imps ?? null,
    board.running ?? null,
  ]);
  const total: CsvCell[] = ['Total', null, null, null, null, null, null, null, state.match.total, null];
  // Victory Points only once every board is in: a match is scored on its whole length. Each team's are
  // under its own table's columns, so the row lines up with the rest.
  const vp: CsvCell[][] = state.vp
    ? [['Victory Points', null, null, a, state.vp.A, b, state.vp.B, null, null, null]]
    : [];
  return {
    head: [
      'Board',
      'Dealer',
      'Vulnerable',
      'Table 1',
      'Table 1 N/S',
      'Table 2',
      'Table 2 N/S',
      'Difference',
      `IMPs ${a}`,
      'Running',
    ],
    body,
    foot: [total, ...vp],
  };
}

/** The table as rows, head and foot included: what a CSV file holds. */
export const rowsOf = (table: SessionTable): (readonly CsvCell[])[] => [table.head, ...table.body, ...table.foot];
