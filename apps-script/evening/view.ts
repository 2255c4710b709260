/**
 * The evening as the sidebar shows it: the current round's tables with their deals, and the ranking so
 * far. Built from the evening the Deals sheet holds; it reads, and never writes.
 */
import {
  DEALS_A_ROUND,
  type ProgressiveRound,
  progressiveRanking,
  type Seat,
  type TableSeating,
} from '../../core/index';
import { say, sayContract, saySeat } from '../cells';
import { dealsMessage, type Evening, openEvening } from './evening';
import { type DealRow, type EveningSettings, PASSED_OUT_TEXT, roundDeals } from './layout';
import type { SpreadsheetLike } from './sheet-api';

export type Names = { readonly [S in Seat]: string };

/** A deal's entry as the sidebar shows it, and sends it back to say what it showed. */
export interface Entry {
  readonly declarer: Seat | 'passed';
  /** Contract and result together, as typed: `4SX-2`; '' when passed out. */
  readonly contract: string;
  readonly honors: string;
}

export interface DealView {
  readonly deal: number;
  readonly dealer: Seat;
  readonly vulnerable: string;
  readonly entered: null | (Entry & { readonly ns: number; readonly ew: number });
}

/**
 * A row's contract and result as the sidebar shows them to be typed again: text run together (`4S=`),
 * a number of tricks after a space (`4S 10`, the text form of tricks taken), a negative number as down.
 * A number the core cannot read one way stays as it is, so that it is refused again, never guessed.
 */
const entryText = (row: DealRow): string =>
  typeof row.result === 'number' && row.result >= 7 ? `${row.contract} ${row.result}` : `${row.contract}${row.result}`;

/** The entry a Deals row holds, or null while its deal is not entered. */
export const entryOf = (row: DealRow): Entry | null =>
  row.declarer === ''
    ? null
    : row.declarer === PASSED_OUT_TEXT
      ? { declarer: 'passed', contract: '', honors: '' }
      : { declarer: row.declarer, contract: entryText(row), honors: row.honors };

/** Whether two entries (or their absence) are the same. */
export const sameEntry = (a: Entry | null, b: Entry | null): boolean =>
  a === null || b === null ? a === b : a.declarer === b.declarer && a.contract === b.contract && a.honors === b.honors;

/** An entry in words: `4S= by N`, `4S= by N, honors EW 100`, `passed out`. */
export const describeEntry = (entry: Entry): string =>
  entry.declarer === 'passed'
    ? say('status.passedOut')
    : withHonors(say('status.by', { contract: sayContract(entry.contract), declarer: saySeat(entry.declarer) }), entry);

/** An entry's honors after its words (`, honors EW 100`), the side in the notation's seat letters. */
function withHonors(what: string, entry: Entry): string {
  if (entry.honors === '') return what;
  const held = /^([NE])([SW]) (\d+)$/.exec(entry.honors);
  const honors = held === null ? entry.honors : `${saySeat(held[1] as string)}${saySeat(held[2] as string)} ${held[3]}`;
  return say('status.honors', { what, honors });
}

export interface TableView {
  readonly table: number;
  readonly names: Names;
  readonly deals: readonly DealView[];
  readonly totals: { readonly NS: number; readonly EW: number };
}

export type EveningView =
  | { readonly stage: 'setup'; readonly problem?: string }
  | {
      readonly stage: 'evening';
      readonly settings: EveningSettings;
      readonly players: readonly string[];
      readonly round: number;
      readonly tables: readonly TableView[];
      readonly roundOver: boolean;
      readonly ranking: readonly { readonly rank: number; readonly name: string; readonly net: number }[];
    }
  | { readonly stage: 'broken'; readonly problem: string };

/** Who sits where at each table, by name. */
export const namesOf = (players: readonly string[], seating: readonly TableSeating[]): Names[] =>
  seating.map((s) => ({ N: players[s.N], E: players[s.E], S: players[s.S], W: players[s.W] }) as Names);

/** Whether every table of the round has played all its deals. */
export const roundOver = (round: ProgressiveRound): boolean =>
  round.tables.every((t) => t.deals.length === DEALS_A_ROUND);

/** What the sidebar shows: the current round's tables with their deals, and the ranking so far. */
export function viewOf(evening: Evening): EveningView {
  const { state, rows } = evening;
  const round = state.rounds[state.rounds.length - 1];
  if (round === undefined) return { stage: 'broken', problem: 'the evening has no rounds' };
  const players = state.settings.players;
  const seatedNames = namesOf(players, round.seating);
  const tables: TableView[] = round.seating.map((_, t) => {
    const scored = round.tables[t];
    const names = seatedNames[t] as Names;
    const deals: DealView[] = roundDeals(round.firstDealers[t] as Seat).map(({ deal, dealer, vulnerable }) => {
      const row = rows.find((r) => r.round === round.round && r.table === t + 1 && r.deal === deal);
      const record = scored?.deals[deal - 1];
      const entry = row === undefined ? null : entryOf(row);
      const entered = entry === null || record === undefined ? null : { ...entry, ns: record.NS, ew: record.EW };
      return { deal, dealer, vulnerable, entered };
    });
    return { table: t + 1, names, deals, totals: scored?.totals ?? { NS: 0, EW: 0 } };
  });
  return {
    stage: 'evening',
    settings: evening.settings,
    players,
    round: round.round,
    tables,
    roundOver: roundOver(round),
    ranking: progressiveRanking(state).map(({ rank, name, net }) => ({ rank, name, net })),
  };
}

/** The evening in the sheet, for the sidebar as it opens. */
export function eveningState(ss: SpreadsheetLike): EveningView {
  const opened = openEvening(ss);
  if (!opened.ok)
    return opened.error.code === 'no-evening'
      ? { stage: 'setup' }
      : { stage: 'broken', problem: dealsMessage(opened.error) };
  return viewOf(opened.value.evening);
}
