/**
 * The evening as the core sees it, rebuilt from the Deals sheet alone: the players and seating of each
 * round come from who sat where on each table's first deal, the deals from the rows entered. Any row the
 * core refuses is named by its row number, so a hand edit that went wrong can be found.
 */
import {
  type Honors,
  honorsProblem,
  isPassedOut,
  loadProgressive,
  type PlayedContract,
  PROGRESSIVE_FORMAT,
  type ProgressiveEvent,
  type ProgressiveSettings,
  type ProgressiveState,
  parseContract,
  quoteText,
  SEATS,
  type Seat,
  type Side,
  type TableSeating,
} from '../../core/index';
import { type DealRow, type EveningSettings, PASSED_OUT_TEXT, readDealRows, readSettingsRow } from './layout';
import type { Value } from './sheet-api';

export interface Evening {
  readonly settings: EveningSettings;
  readonly rows: readonly DealRow[];
  readonly players: readonly string[];
  readonly state: ProgressiveState;
}

const HONORS = /^(NS|EW|N\/S|E\/W)\s*(100|150)$/i;

/** A deal's contract and result cells (`4SX` and `-2`, or `4SX-2` in one), checked by the core. */
export function readDealContract(
  contractText: string,
  resultText: string,
): (PlayedContract & { result: number }) | string {
  const parsed = parseContract(`${contractText}${resultText}`);
  if (!parsed.ok) return parsed.error.message;
  if (isPassedOut(parsed.value))
    return `${quoteText(contractText)}: choose "${PASSED_OUT_TEXT}" as the declarer for a deal nobody bid`;
  const { level, strain, doubling, result } = parsed.value;
  if (result === undefined)
    return `${quoteText(contractText)}: add the result, as in ${contractText}= or ${contractText}-1`;
  return { level, strain, doubling, result };
}

/** Honors as the sheet writes them: `NS 100`, `EW 150`, or blank. */
export function readDealHonors(text: string, strain: PlayedContract['strain']): Honors<Side> | undefined | string {
  if (text === '') return undefined;
  const match = HONORS.exec(text.trim());
  if (match === null) return `${quoteText(text)}: honors are written NS 100, NS 150, EW 100 or EW 150`;
  const points = Number(match[2]) as 100 | 150;
  const problem = honorsProblem(strain, points);
  if (problem !== undefined) return `${quoteText(text)}: ${problem}`;
  return { side: (match[1] as string).replace('/', '').toUpperCase() as Side, points };
}

const key = (name: string) => name.trim().toLowerCase();

export function eveningFromValues(values: readonly (readonly Value[])[]): Evening | string {
  const settings = readSettingsRow(values[0] ?? []);
  if (typeof settings === 'string') return settings;
  const read = readDealRows(values);
  if (typeof read === 'string') return read;
  const rows = [...read].sort((a, b) => a.round - b.round || a.table - b.table || a.deal - b.deal);
  const rounds = [...new Set(rows.map((r) => r.round))];
  if (rows.length === 0) return 'the Deals sheet has no deals: set the evening up again';
  const gap = rounds.findIndex((round, i) => round !== i + 1);
  if (gap >= 0) return `the Deals sheet has round ${rounds[gap]} but no round ${gap + 1}`;
  const byRound = rounds.map((round) => rows.filter((r) => r.round === round));
  // Each round seats every table on its first deal's row; the other rows of the table must agree.
  const seatingOf = (roundRows: readonly DealRow[]) => {
    const tables = [...new Set(roundRows.map((r) => r.table))].sort((a, b) => a - b);
    return tables.map((table) => roundRows.find((r) => r.table === table && r.deal === 1));
  };
  const first = seatingOf(byRound[0] ?? []);
  const players: string[] = [];
  for (const row of first) {
    if (row === undefined) return 'round 1: a table has no row for deal 1';
    for (const seat of SEATS) players.push(row.names[seat]);
  }
  const index = new Map(players.map((name, i) => [key(name), i]));
  const toSeating = (row: DealRow): TableSeating | string => {
    const seating: Partial<Record<Seat, number>> = {};
    for (const seat of SEATS) {
      const player = index.get(key(row.names[seat]));
      if (player === undefined)
        return `Deals row ${row.sheetRow}: ${quoteText(row.names[seat])} is not one of the evening's players`;
      seating[seat] = player;
    }
    return seating as TableSeating;
  };

  const round1 = first.map((row) => toSeating(row as DealRow));
  const bad1 = round1.find((s) => typeof s === 'string');
  if (bad1 !== undefined) return bad1 as string;
  const progressive: ProgressiveSettings = {
    players,
    seating: round1 as TableSeating[],
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
      const seating: TableSeating[] = [];
      for (const row of firsts) {
        if (row === undefined) return `round ${r + 1}: a table has no row for deal 1`;
        const seats = toSeating(row);
        if (typeof seats === 'string') return seats;
        seating.push(seats);
      }
      events.push({ type: 'next-round', seating, firstDealers: firsts.map((row) => (row as DealRow).dealer) });
      eventRows.push((firsts[0] as DealRow).sheetRow);
    }
    const tables = [...new Set(roundRows.map((row) => row.table))];
    for (const table of tables) {
      let open = false;
      for (const row of roundRows.filter((x) => x.table === table)) {
        for (const seat of SEATS) {
          const deal1 = roundRows.find((x) => x.table === table && x.deal === 1) as DealRow;
          if (key(row.names[seat]) !== key(deal1.names[seat])) {
            return `Deals row ${row.sheetRow}: ${seat} is ${quoteText(row.names[seat])} here but ${quoteText(deal1.names[seat])} on deal 1 of the table`;
          }
        }
        if (row.declarer === '') {
          open = true;
          continue;
        }
        if (open)
          return `Deals row ${row.sheetRow}: deal ${row.deal} is entered but an earlier deal of table ${table} is not`;
        eventRows.push(row.sheetRow);
        if (row.declarer === PASSED_OUT_TEXT) {
          events.push({ type: 'passed-out', table });
          continue;
        }
        const contract = readDealContract(row.contract, row.result);
        if (typeof contract === 'string') return `Deals row ${row.sheetRow}: ${contract}`;
        const honors = readDealHonors(row.honors, contract.strain);
        if (typeof honors === 'string') return `Deals row ${row.sheetRow}: ${honors}`;
        const deal = { type: 'deal' as const, table, declarer: row.declarer, contract };
        events.push(honors === undefined ? deal : { ...deal, honors });
      }
    }
  }
  const loaded = loadProgressive({ format: PROGRESSIVE_FORMAT, version: 1, settings: progressive, events });
  if (!loaded.ok) {
    const row = loaded.error.event === undefined ? undefined : eventRows[loaded.error.event];
    const message = loaded.error.message.replace(/^(event \d+|settings): /, '');
    return row === undefined ? message : `Deals row ${row}: ${message}`;
  }
  return { settings, rows, players, state: loaded.value.state };
}
