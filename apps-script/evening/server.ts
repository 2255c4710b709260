/**
 * The sidebar's server calls. Each takes the spreadsheet and the document lock as parameters (the real
 * services in Code.js, in-memory ones in tests), holds the lock around every read-modify-write, and
 * answers with the evening as the sidebar shows it, or a message saying what is wrong.
 */
import {
  type Card,
  newProgressive,
  parseCard,
  pendingMovement,
  progressiveRanking,
  progressiveVulnerability,
  quoteText,
  randomDraws,
  SEATS,
  type Seat,
  type Side,
  seatAfter,
  seatTables,
  seededRandom,
  shuffled,
  type TableMove,
  type TableSeating,
} from '../../core/index';
import { type Evening, eveningFromValues, readDealContract, readDealHonors } from './evening';
import {
  contractCells,
  DEAL_COLUMNS,
  DEAL_HEADERS,
  type DealRow,
  dealRowValues,
  type EveningSettings,
  FIRST_DEAL_ROW,
  mark,
  PASSED_OUT_TEXT,
  PLAYER_HEADERS,
  SEATING_HEADERS,
  SHEET_NAMES,
  type SheetName,
  seatingValues,
  settingsCells,
  settingsRow,
  talliesValues,
  tallyCardValues,
} from './layout';
import { guard, type LockLike, type SheetLike, type SpreadsheetLike, type Value, withLock } from './sheet-api';

export type Names = { readonly [S in Seat]: string };

export interface DealView {
  readonly deal: number;
  readonly dealer: Seat;
  readonly vulnerable: string;
  readonly entered: null | {
    readonly declarer: Seat | 'passed';
    readonly contract: string;
    readonly honors: string;
    readonly ns: number;
    readonly ew: number;
  };
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

export type Answer<T = EveningView> =
  | { readonly ok: true; readonly value: T; readonly message?: string }
  | { readonly ok: false; readonly message: string; readonly field?: string };

const refuse = (message: string, field?: string): Answer<never> =>
  field === undefined ? { ok: false, message } : { ok: false, message, field };

const sheet = (ss: SpreadsheetLike, name: SheetName): SheetLike => ss.getSheetByName(name) ?? ss.insertSheet(name);

const readDeals = (ss: SpreadsheetLike): Value[][] | null =>
  ss.getSheetByName('Deals')?.getDataRange().getValues() ?? null;

const NO_EVENING = 'There is no evening yet: set one up first.';

/** The Deals sheet, its values (one read) and the evening they hold, or the refusal to answer with. */
function openEvening(ss: SpreadsheetLike): { deals: SheetLike; values: Value[][]; evening: Evening } | Answer<never> {
  const deals = ss.getSheetByName('Deals');
  if (deals === null) return refuse(NO_EVENING);
  const values = deals.getDataRange().getValues();
  const evening = eveningFromValues(values);
  return typeof evening === 'string' ? refuse(evening) : { deals, values, evening };
}

/** Who sits where at each table, by name. */
const namesOf = (players: readonly string[], seating: readonly TableSeating[]): Names[] =>
  seating.map((s) => ({ N: players[s.N], E: players[s.E], S: players[s.S], W: players[s.W] }) as Names);

const vulnerableText = (deal: number, dealer: Seat): string => {
  const v = progressiveVulnerability(deal, dealer);
  return v.NS && v.EW ? 'All' : v.NS ? 'NS' : v.EW ? 'EW' : 'None';
};

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
    const deals: DealView[] = [1, 2, 3, 4].map((deal) => {
      const dealer = seatAfter(round.firstDealers[t] as Seat, deal - 1);
      const row = rows.find((r) => r.round === round.round && r.table === t + 1 && r.deal === deal);
      const record = scored?.deals[deal - 1];
      const entered =
        row === undefined || row.declarer === '' || record === undefined
          ? null
          : {
              declarer: row.declarer === PASSED_OUT_TEXT ? ('passed' as const) : row.declarer,
              contract: row.declarer === PASSED_OUT_TEXT ? '' : `${row.contract}${row.result}`,
              honors: row.honors,
              ns: record.NS,
              ew: record.EW,
            };
      return { deal, dealer, vulnerable: vulnerableText(deal, dealer), entered };
    });
    return { table: t + 1, names, deals, totals: scored?.totals ?? { NS: 0, EW: 0 } };
  });
  const ranking = tallyRanking(evening);
  return {
    stage: 'evening',
    settings: evening.settings,
    players,
    round: round.round,
    tables,
    roundOver: round.tables.every((t) => t.deals.length === 4),
    ranking,
  };
}

const tallyRanking = (evening: Evening) =>
  progressiveRanking(evening.state).map(({ rank, name, net }) => ({ rank, name, net }));

/** The evening in the sheet, for the sidebar as it opens. */
export function eveningState(ss: SpreadsheetLike): EveningView {
  const values = readDeals(ss);
  if (values === null) return { stage: 'setup' };
  const evening = eveningFromValues(values);
  return typeof evening === 'string' ? { stage: 'broken', problem: evening } : viewOf(evening);
}

export interface SetupForm {
  readonly players: readonly string[];
  /** 'listed': table by table in the order given, N E S W; 'random': drawn like tally cards. */
  readonly seating: 'listed' | 'random';
  readonly seed?: number;
  readonly partScorePremium: 50 | 100;
  readonly honors: boolean;
  readonly progression: EveningSettings['progression'];
  /** Set when the director agreed to replace sheets of the same names. */
  readonly replace?: boolean;
}

/** Rows for one round in Deals: four a table, entered later. */
function roundRows(round: number, tables: readonly Names[], firstDealers: readonly Seat[]): Value[][] {
  const rows: Value[][] = [];
  tables.forEach((names, t) => {
    for (let deal = 1; deal <= 4; deal++) {
      const dealer = seatAfter(firstDealers[t] as Seat, deal - 1);
      const row = {
        round,
        table: t + 1,
        deal,
        dealer,
        vulnerable: vulnerableText(deal, dealer),
        names,
        declarer: '' as const,
        contract: '',
        result: '',
        honors: '',
      };
      rows.push(dealRowValues(row, null, ''));
    }
  });
  return rows;
}

const write = (target: SheetLike, values: Value[][]) => {
  if (values.length === 0) return;
  target.getRange(1, 1, values.length, values[0]?.length ?? 1).setValues(guard(values));
};

/**
 * The sheet of that name to write, if it is the add-on's own (its mark in A1) or new or empty; a sheet
 * of the same name that someone else made is never cleared.
 */
function ownSheet(ss: SpreadsheetLike, name: SheetName): SheetLike | string {
  const existing = ss.getSheetByName(name);
  if (existing === null) return ss.insertSheet(name);
  const values = existing.getDataRange().getValues();
  const used = values.some((row) => row.some((cell) => String(cell) !== ''));
  if (used && String(values[0]?.[0] ?? '') !== mark(name)) {
    return `the sheet "${name}" was not made by Bridge Scorer; rename it so the add-on can write its own`;
  }
  return existing;
}

/** Rewrites the sheets derived from Deals: Seating, Tallies and Tally cards. */
function writeDerived(ss: SpreadsheetLike, evening: Evening): string | undefined {
  const { state } = evening;
  const players = state.settings.players;
  const seating: Value[][] = [[mark('Seating')], SEATING_HEADERS];
  for (const round of state.rounds) {
    // One push a row: a spread's length would be the evening's table count, which comes from the sheet.
    for (const row of seatingValues(round.round, namesOf(players, round.seating), round.firstDealers))
      seating.push(row);
  }
  const blocks = [
    ['Seating', padRows(seating, 7)],
    ['Tallies', talliesValues(state)],
    ['Tally cards', tallyCardValues(state)],
  ] as const;
  const targets: SheetLike[] = [];
  for (const [name] of blocks) {
    const target = ownSheet(ss, name);
    if (typeof target === 'string') return target;
    targets.push(target);
  }
  blocks.forEach(([, values], i) => {
    const target = targets[i] as SheetLike;
    target.clear();
    write(target, values);
  });
  return undefined;
}

const padRows = (rows: Value[][], width: number): Value[][] =>
  rows.map((row) => [...row, ...new Array(width - row.length).fill('')]);

/**
 * Starts an evening: Players, Deals (round 1's rows), Seating, Tallies and Tally cards. Sheets of those
 * names that Bridge Scorer did not make, or an evening already under way, are replaced only when the
 * director has said yes (`replace`).
 */
export function setupEvening(ss: SpreadsheetLike, lock: LockLike, form: SetupForm): Answer {
  const names = form.players.map((name) => String(name).trim()).filter((name) => name !== '');
  const order = form.seating === 'random' ? shuffled(names, seededRandom(form.seed ?? Date.now())) : names;
  const created = newProgressive({
    players: order,
    partScorePremium: form.partScorePremium,
    honors: form.honors,
    progression: form.progression,
  });
  if (!created.ok) return refuse(created.error.message.replace(/^settings: /, ''), 'players');
  return withLock(lock, () => {
    if (!form.replace) {
      const foreign: string[] = [];
      for (const name of SHEET_NAMES) {
        const existing = ss.getSheetByName(name);
        if (existing === null) continue;
        const values = existing.getDataRange().getValues();
        const a1 = String(values[0]?.[0] ?? '');
        const used = values.some((row) => row.some((cell) => String(cell) !== ''));
        if (a1 !== mark(name) && used) foreign.push(`"${name}" (not made by Bridge Scorer)`);
        else if (name === 'Deals' && values.slice(2).some((row) => String(row[9] ?? '') !== ''))
          foreign.push('"Deals" (an evening with deals entered)');
      }
      if (foreign.length > 0)
        return refuse(`These sheets would be replaced: ${foreign.join(', ')}. Replace them?`, 'replace');
    }
    const settings = { partScorePremium: form.partScorePremium, honors: form.honors, progression: form.progression };
    const session = created.value;
    const tables = namesOf(order, session.settings.seating);
    const firstDealers = tables.map((): Seat => 'N');
    // Agreed (or nothing of anyone else's there): the five sheets start empty.
    for (const name of SHEET_NAMES) ss.getSheetByName(name)?.clear();
    const players = sheet(ss, 'Players');
    write(
      players,
      padRows(
        [
          [mark('Players')],
          settingsCells(settings),
          PLAYER_HEADERS,
          ...order.map((name, i) => {
            const t = Math.floor(i / 4);
            return [i + 1, name, t + 1, SEATS[i % 4] as Seat];
          }),
        ],
        6,
      ),
    );
    const deals = sheet(ss, 'Deals');
    write(deals, [
      padRows([settingsRow(settings)], DEAL_COLUMNS)[0] as Value[],
      [...DEAL_HEADERS],
      ...roundRows(1, tables, firstDealers),
    ]);
    const evening = eveningFromValues(deals.getDataRange().getValues());
    if (typeof evening === 'string') return refuse(evening);
    const problem = writeDerived(ss, evening);
    if (problem !== undefined) return refuse(problem);
    return {
      ok: true,
      value: viewOf(evening),
      message: `Evening set up: ${tables.length} table${tables.length === 1 ? '' : 's'}, ${order.length} players.`,
    };
  });
}

export interface DealEntry {
  readonly round: number;
  readonly table: number;
  readonly deal: number;
  /** A seat, or 'passed' for a deal nobody bid. */
  readonly declarer: Seat | 'passed';
  /** Contract and result in the popup's notation: `4SX-2`, `3NT=`. */
  readonly contract: string;
  /** '' or `NS 100`, `EW 150`. */
  readonly honors: string;
}

/**
 * Enters (or corrects) one deal of the current round: one read of Deals, one write of its row, one
 * write of Tallies, all under the document lock.
 */
export function enterDeal(ss: SpreadsheetLike, lock: LockLike, entry: DealEntry): Answer {
  const isSeat = (SEATS as readonly string[]).includes(entry.declarer);
  if (!isSeat && entry.declarer !== 'passed')
    return refuse(`${quoteText(entry.declarer)}: the declarer must be N, E, S, W or passed out`, 'declarer');
  let cells = { contract: '', result: '' };
  let honors = '';
  if (isSeat) {
    const text = String(entry.contract ?? '').trim();
    if (text === '') return refuse('Enter the contract and result, such as 4SX-2 or 3NT=.', 'contract');
    const contract = readDealContract(text, '');
    if (typeof contract === 'string') return refuse(contract, 'contract');
    const held = readDealHonors(String(entry.honors ?? ''), contract.strain);
    if (typeof held === 'string') return refuse(held, 'honors');
    cells = contractCells(contract);
    honors = held === undefined ? '' : `${held.side} ${held.points}`;
  }
  return withLock(lock, () => {
    const opened = openEvening(ss);
    if ('ok' in opened)
      return opened.message === NO_EVENING
        ? opened
        : refuse(`${opened.message}. Correct the Deals sheet, then Recalculate.`);
    const { deals, values, evening: before } = opened;
    const current = before.state.rounds.length;
    if (entry.round !== current)
      return refuse(
        `Round ${entry.round} is over; the evening is in round ${current}. Correct earlier rounds in the Deals sheet, then Recalculate.`,
      );
    const row = before.rows.find((r) => r.round === entry.round && r.table === entry.table && r.deal === entry.deal);
    if (row === undefined)
      return refuse(`There is no deal ${entry.deal} at table ${entry.table} in round ${entry.round}.`);
    const earlier = before.rows.find(
      (r) => r.round === entry.round && r.table === entry.table && r.deal === entry.deal - 1,
    );
    if (earlier !== undefined && earlier.declarer === '')
      return refuse(`Enter deal ${entry.deal - 1} of table ${entry.table} first.`);
    const declarer = isSeat ? (entry.declarer as Seat) : PASSED_OUT_TEXT;
    const updated: Omit<DealRow, 'sheetRow'> = {
      ...row,
      declarer,
      contract: cells.contract,
      result: cells.result,
      honors,
    };
    // Checked by the core as the whole evening, before anything is written.
    const next = values.map((cells_) => [...cells_]);
    next[row.sheetRow - 1] = dealRowValues(updated, { NS: 0, EW: 0 }, '').map((v) =>
      typeof v === 'string' && v.startsWith("'") ? v.slice(1) : v,
    );
    const after = eveningFromValues(next);
    if (typeof after === 'string') return refuse(after.replace(/^Deals row \d+: /, ''), 'contract');
    const scored = after.state.rounds[entry.round - 1]?.tables[entry.table - 1]?.deals[entry.deal - 1];
    const points = scored === undefined ? { NS: 0, EW: 0 } : { NS: scored.NS, EW: scored.EW };
    deals.getRange(row.sheetRow, 1, 1, DEAL_COLUMNS).setValues(guard([dealRowValues(updated, points, new Date())]));
    write(sheet(ss, 'Tallies'), talliesValues(after.state));
    // The round's last deal: the printable cards are brought up to date too (their size is the same).
    if (after.state.rounds[entry.round - 1]?.tables.every((t) => t.deals.length === 4)) {
      write(sheet(ss, 'Tally cards'), tallyCardValues(after.state));
    }
    const what = isSeat ? `${cells.contract}${cells.result} by ${declarer}` : 'passed out';
    return {
      ok: true,
      value: viewOf(after),
      message: `Table ${entry.table}, deal ${entry.deal}: ${what}, N/S ${points.NS}, E/W ${points.EW}.`,
    };
  });
}

export interface MovementInput {
  /** The director's word at a tied table: table number → winning side. */
  readonly decisions?: { readonly [table: number]: Side };
  /** Drawn cards by player name (`SA`), or a seed to draw at random. */
  readonly draws?: { readonly [name: string]: string };
  readonly seed?: number;
}

export interface MovementView {
  readonly moves: readonly {
    readonly table: number;
    readonly stayers: readonly string[];
    readonly arrivals: readonly string[];
  }[];
  readonly needsDraws: boolean;
  /** Set when the next round is seated: who sits where. */
  readonly seating?: readonly Names[];
}

function planFor(evening: Evening, input: MovementInput): { moves: TableMove[] } | { problem: string; field: string } {
  const moves = pendingMovement(evening.state, input.decisions ?? {});
  if (!moves.ok)
    return { problem: moves.error.message, field: moves.error.code === 'needs-director' ? 'decisions' : 'round' };
  return { moves: moves.value };
}

function drawsFor(evening: Evening, moves: readonly TableMove[], input: MovementInput): (Card | null)[] | string {
  const players = evening.state.settings.players;
  if (input.draws === undefined) return randomDraws(moves, players.length, input.seed ?? Date.now());
  const draws: (Card | null)[] = players.map(() => null);
  for (const [name, text] of Object.entries(input.draws)) {
    const player = players.findIndex((p) => p.toLowerCase() === name.trim().toLowerCase());
    if (player < 0) return `${quoteText(name)} is not one of the evening's players`;
    const card = parseCard(text);
    if (!card.ok) return `${name}: ${card.error.message}`;
    draws[player] = card.value;
  }
  return draws;
}

/** Who stays and who arrives at each table after the current round; ties are put to the director. */
export function previewNextRound(ss: SpreadsheetLike, input: MovementInput): Answer<MovementView> {
  const opened = openEvening(ss);
  if ('ok' in opened) return opened;
  const { evening } = opened;
  const plan = planFor(evening, input);
  if ('problem' in plan) return refuse(plan.problem, plan.field);
  const players = evening.state.settings.players;
  const name = (p: number) => players[p] as string;
  return {
    ok: true,
    value: {
      moves: plan.moves.map((m, t) => ({
        table: t + 1,
        stayers: [name(m.stayers.first), name(m.stayers.second)],
        arrivals: [name(m.arrivals.first), name(m.arrivals.second)],
      })),
      needsDraws: evening.settings.progression === 'standard',
    },
  };
}

/** Seats the next round by the evening's method and writes its rows to Deals, and Seating and tallies. */
export function startNextRound(ss: SpreadsheetLike, lock: LockLike, input: MovementInput): Answer {
  return withLock(lock, () => {
    const opened = openEvening(ss);
    if ('ok' in opened) return opened;
    const { deals, values, evening } = opened;
    const plan = planFor(evening, input);
    if ('problem' in plan) return refuse(plan.problem, plan.field);
    const draws = evening.settings.progression === 'standard' ? drawsFor(evening, plan.moves, input) : [];
    if (typeof draws === 'string') return refuse(draws, 'draws');
    const seated = seatTables(evening.settings.progression, plan.moves, draws);
    if (!seated.ok) return refuse(seated.error.message, 'draws');
    const round = evening.state.rounds.length + 1;
    const rows = roundRows(
      round,
      namesOf(evening.state.settings.players, seated.value.seating),
      seated.value.firstDealers,
    );
    // Checked as the whole evening before anything is written.
    const after = eveningFromValues([...values, ...rows]);
    if (typeof after === 'string') return refuse(after);
    deals.getRange(values.length + 1, 1, rows.length, DEAL_COLUMNS).setValues(guard(rows));
    const problem = writeDerived(ss, after);
    const seated_ = `Round ${round} seated.`;
    return { ok: true, value: viewOf(after), message: problem === undefined ? seated_ : `${seated_} But ${problem}.` };
  });
}

/** Re-reads Deals (after corrections by hand), re-scores every deal and rewrites everything derived. */
export function recalculate(ss: SpreadsheetLike, lock: LockLike): Answer {
  return withLock(lock, () => {
    const opened = openEvening(ss);
    if ('ok' in opened) return opened;
    const { deals, values, evening } = opened;
    // Only the points columns are derived: they alone are written back, so notes or extra columns a
    // director added to Deals stay as they are.
    const points: Value[][] = values.slice(FIRST_DEAL_ROW - 1).map(() => ['', '']);
    for (const row of evening.rows) {
      const scored = evening.state.rounds[row.round - 1]?.tables[row.table - 1]?.deals[row.deal - 1];
      if (scored !== undefined) points[row.sheetRow - FIRST_DEAL_ROW] = [scored.NS, scored.EW];
    }
    if (points.length > 0) deals.getRange(FIRST_DEAL_ROW, 14, points.length, 2).setValues(points);
    const problem = writeDerived(ss, evening);
    if (problem !== undefined) return refuse(`Deals re-scored, but ${problem}.`);
    return { ok: true, value: viewOf(evening), message: 'Recalculated from the Deals sheet.' };
  });
}
