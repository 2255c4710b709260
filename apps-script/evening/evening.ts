/**
 * The evening as the core sees it, rebuilt from the Deals sheet alone: the players and seating of each
 * round come from who sat where on each table's first deal, the deals from the rows entered. Any row the
 * core refuses is named by its row number, so a hand edit that went wrong can be found.
 */
import { type Problem, placed, problem } from '../../core/base/problem';
import {
  andList,
  DEALS_A_ROUND,
  err,
  isPassedOut,
  type Language,
  loadSession,
  ok,
  type PlayedHand,
  PROGRESSIVE_FORMAT,
  type ProgressiveEvent,
  type ProgressiveSettings,
  type ProgressiveState,
  parseHandRow,
  parseHonors,
  plural,
  progressiveEngine,
  quoteText,
  type Result,
  SEATS,
  type Seat,
  SIDE_WORDS,
  type TableSeating,
} from '../../core/index';
import { say, sayReason, saySeat } from '../cells';
import { type DealColumns, HEADER_ROW, readDealColumns } from './deal-columns';
import { type DealRow, type EveningSettings, PASSED_OUT_TEXT, readDealRows, readSettingsRow } from './layout';
import type { SheetLike, SpreadsheetLike, Value } from './sheet-api';

export interface Evening {
  readonly settings: EveningSettings;
  /** Where each of Deals' columns is, found by its header. */
  readonly columns: DealColumns;
  readonly rows: readonly DealRow[];
  readonly players: readonly string[];
  readonly state: ProgressiveState;
}

/**
 * A deal's contract and result, as typed in the sidebar (`4SX-2`, `4S 10`) or as Deals' Contract and
 * Result cells hold them, by the core's one hand-row reader: a declarer in the text must agree with the
 * row's, and a number in the Result cell is read by the core's rule for numbers that could mean two
 * things (a typed +1 that Sheets made 1 is refused, not read as one trick or as +1).
 */
export function readDealContract(
  cells: { readonly contract: string; readonly result?: string | number },
  declarer: Seat,
  // What the sidebar sends is typed in the sheet's notation; Deals holds English letters, as written.
  notation: Language = 'en',
): Result<PlayedHand, Problem> {
  const read = parseHandRow(
    { contract: cells.contract, result: cells.result, declarer },
    { vulnerabilityKnownBy: 'the evening', notation },
  );
  if (!read.ok) return err(read.error);
  const hand = read.value;
  if (isPassedOut(hand.hand))
    return err(
      problem('passed-out-contract', `choose "${PASSED_OUT_TEXT}" as the declarer for a deal nobody bid`, {
        input: cells.contract,
        params: { passed: PASSED_OUT_TEXT },
        where: { field: 'contract' },
      }),
    );
  // The declarer is the row's own: the event takes the hand without it.
  const { level, strain, doubling, result } = hand.hand;
  return ok({ level, strain, doubling, result });
}

const key = (name: string) => name.trim().toLowerCase();

/** Sheet rows in words: `4`, `4 and 5`, `3, 4 and 6`. */
const rowList = (rows: readonly DealRow[]): string => andList(rows.map((r) => String(r.sheetRow)));

/**
 * Whether each round's rows are tables 1 to T (T as in round 1), each with deals 1 to 4 once: a deal is
 * scored by its number (its vulnerability, its place on the tally), never by where its row sits, so a
 * row copied, deleted or renumbered by hand is refused, by its row, rather than scored as another deal.
 */
function checkNumbering(byRound: readonly (readonly DealRow[])[]): Problem | null {
  const tableCount = new Set(byRound[0]?.map((r) => r.table)).size;
  for (const roundRows of byRound) {
    const round = (roundRows[0] as DealRow).round;
    const beyond = roundRows.find((r) => r.table > tableCount);
    if (beyond !== undefined)
      return problem(
        'round-no-table',
        `round ${round} has no table ${beyond.table}; the evening has ${plural(tableCount, 'table')}`,
        { params: { round, table: beyond.table, tables: tableCount }, where: { row: beyond.sheetRow } },
      );
    for (let table = 1; table <= tableCount; table++) {
      const tableRows = roundRows.filter((r) => r.table === table);
      if (tableRows.length === 0)
        return problem('no-table-rows', `Deals: round ${round} has no rows for table ${table}`, {
          params: { round, table },
        });
      for (let deal = 1; deal <= DEALS_A_ROUND; deal++) {
        const found = tableRows.filter((r) => r.deal === deal);
        if (found.length > 1)
          return problem(
            'same-deal',
            `Deals rows ${rowList(found)} are the same deal (round ${round}, table ${table}, deal ${deal}): renumber or delete all but one`,
            { params: { rows: found.map((r) => r.sheetRow), round, table, deal } },
          );
        if (found.length === 0)
          return problem(
            'no-deal-row',
            `Deals: round ${round}, table ${table} has no row for deal ${deal} (its rows are ${rowList(tableRows)})`,
            { params: { round, table, deal, rows: tableRows.map((r) => r.sheetRow) } },
          );
      }
    }
  }
  return null;
}

/**
 * A Deals problem in the words the sheet's messages have always had, its row first: `Deals row 7: …`.
 * Said where the sidebar is answered; a caller that shows the row its own way (the deal being entered)
 * takes `formatReason` alone.
 */
export const dealsMessage = (found: Problem): string =>
  found.where?.row === undefined
    ? sayReason(found)
    : say('deals.row', { row: found.where.row, problem: sayReason(found) });

/** The evening a Deals sheet's values hold, or what is wrong with them, placed at its row (`where.row`). */
export function readEvening(values: readonly (readonly Value[])[]): Result<Evening, Problem> {
  const refused = (found: Problem) => ({ ok: false, error: found }) as const;
  const at = (row: DealRow) => ({ row: row.sheetRow });
  const readSettings = readSettingsRow(values[0] ?? []);
  if (!readSettings.ok) return readSettings;
  const settings = readSettings.value;
  const columns = readDealColumns(values[HEADER_ROW - 1] ?? []);
  if (!columns.ok) return columns;
  const read = readDealRows(values, columns.value);
  if (!read.ok) return read;
  const rows = [...read.value].sort((a, b) => a.round - b.round || a.table - b.table || a.deal - b.deal);
  const rounds = [...new Set(rows.map((r) => r.round))];
  if (rows.length === 0) return refused(problem('no-deals', 'the Deals sheet has no deals: set the evening up again'));
  const gap = rounds.findIndex((round, i) => round !== i + 1);
  if (gap >= 0)
    return refused(
      problem('missing-round', `the Deals sheet has round ${rounds[gap]} but no round ${gap + 1}`, {
        params: { round: rounds[gap] as number, missing: gap + 1 },
      }),
    );
  const byRound = rounds.map((round) => rows.filter((r) => r.round === round));
  const numbering = checkNumbering(byRound);
  if (numbering !== null) return refused(numbering);
  const noDeal1 = (round: number) =>
    refused(problem('no-deal-1', `round ${round}: a table has no row for deal 1`, { params: { round } }));
  // Each round seats every table on its first deal's row; the other rows of the table must agree.
  const seatingOf = (roundRows: readonly DealRow[]) => {
    const tables = [...new Set(roundRows.map((r) => r.table))].sort((a, b) => a - b);
    return tables.map((table) => roundRows.find((r) => r.table === table && r.deal === 1));
  };
  const first = seatingOf(byRound[0] ?? []);
  const players: string[] = [];
  for (const row of first) {
    if (row === undefined) return noDeal1(1);
    for (const seat of SEATS) players.push(row.names[seat]);
  }
  const index = new Map(players.map((name, i) => [key(name), i]));
  const toSeating = (row: DealRow): Result<TableSeating, Problem> => {
    const seating: Partial<Record<Seat, number>> = {};
    for (const seat of SEATS) {
      const name = row.names[seat] ?? '';
      const player = index.get(key(name));
      if (player === undefined)
        return refused(
          problem('not-a-player', `${quoteText(name)} is not one of the evening's players`, {
            params: { name },
            where: at(row),
          }),
        );
      seating[seat] = player;
    }
    return ok(seating as TableSeating);
  };
  /** Each table's seating from its first deal's row, or the first row that cannot be seated. */
  const seatingFrom = (firsts: readonly (DealRow | undefined)[], round: number): Result<TableSeating[], Problem> => {
    const seating: TableSeating[] = [];
    for (const row of firsts) {
      if (row === undefined) return noDeal1(round);
      const seats = toSeating(row);
      if (!seats.ok) return seats;
      seating.push(seats.value);
    }
    return ok(seating);
  };

  const round1 = seatingFrom(first, 1);
  if (!round1.ok) return round1;
  const progressive: ProgressiveSettings = {
    players,
    seating: round1.value,
    firstDealers: first.map((row) => (row as DealRow).dealer),
    partScorePremium: settings.partScorePremium,
    honors: settings.honors,
    progression: settings.progression,
  };

  const events: ProgressiveEvent[] = [];
  const eventRows: number[] = [];
  for (const [r, roundRows] of byRound.entries()) {
    if (r > 0) {
      const firsts = seatingOf(roundRows);
      const seating = seatingFrom(firsts, r + 1);
      if (!seating.ok) return seating;
      events.push({
        type: 'next-round',
        seating: seating.value,
        firstDealers: firsts.map((row) => (row as DealRow).dealer),
      });
      eventRows.push((firsts[0] as DealRow).sheetRow);
    }
    const tables = [...new Set(roundRows.map((row) => row.table))];
    for (const table of tables) {
      let open = false;
      for (const row of roundRows.filter((x) => x.table === table)) {
        for (const seat of SEATS) {
          const deal1 = roundRows.find((x) => x.table === table && x.deal === 1) as DealRow;
          if (key(row.names[seat]) !== key(deal1.names[seat])) {
            const [name, first] = [row.names[seat] ?? '', deal1.names[seat] ?? ''];
            return refused(
              problem(
                'seat-changed',
                `${saySeat(seat)} is ${quoteText(name)} here but ${quoteText(first)} on deal 1 of the table`,
                { params: { seat: saySeat(seat), name, first }, where: at(row) },
              ),
            );
          }
        }
        if (row.declarer === '') {
          open = true;
          continue;
        }
        if (open)
          return refused(
            problem('earlier-not-entered', `deal ${row.deal} is entered but an earlier deal of table ${table} is not`, {
              params: { deal: row.deal, table },
              where: at(row),
            }),
          );
        eventRows.push(row.sheetRow);
        if (row.declarer === PASSED_OUT_TEXT) {
          events.push({ type: 'passed-out', table });
          continue;
        }
        const contract = readDealContract(row, row.declarer);
        if (!contract.ok) return refused(placed(contract.error, at(row)));
        const honors = parseHonors(row.honors, SIDE_WORDS, contract.value.strain);
        if (!honors.ok) return refused(placed(honors.error, { ...at(row), field: 'honors' }));
        const deal = { type: 'deal' as const, table, declarer: row.declarer, contract: contract.value };
        events.push(honors.value === undefined ? deal : { ...deal, honors: honors.value });
      }
    }
  }
  const loaded = loadSession(progressiveEngine, {
    format: PROGRESSIVE_FORMAT,
    version: 1,
    settings: progressive,
    events,
  });
  if (!loaded.ok) {
    // The core names the event; the director finds it by its row.
    const event = loaded.error.where?.event;
    const row = event === undefined ? undefined : eventRows[event];
    return refused(row === undefined ? loaded.error : placed(loaded.error, { row }));
  }
  return ok({ settings, columns: columns.value, rows, players, state: loaded.value.state });
}

/**
 * The Deals sheet, its values (one read) and the evening they hold, or what is wrong: `no-evening` when
 * there is no Deals sheet, which the sidebar answers by offering to set one up.
 */
export function openEvening(
  ss: SpreadsheetLike,
): Result<{ deals: SheetLike; values: Value[][]; evening: Evening }, Problem> {
  const deals = ss.getSheetByName('Deals');
  if (deals === null) return err(problem('no-evening', 'There is no evening yet: set one up first.'));
  const values = deals.getDataRange().getValues();
  const evening = readEvening(values);
  return evening.ok ? ok({ deals, values, evening: evening.value }) : evening;
}
