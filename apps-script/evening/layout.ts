/**
 * The evening's sheets and how they read: `Deals` is the record (one row a deal, with who sat where),
 * and `Players`, `Seating`, `Tallies` and `Tally cards` are written from it. Every sheet the add-on
 * makes carries its mark in A1, so it never overwrites a sheet it did not make without asking.
 */
import { type Problem, problem } from '../../core/base/problem';
import {
  DEALS_A_ROUND,
  err,
  formatContract,
  formatResult,
  formatVulnerability,
  ok,
  type PlayedHand,
  PROGRESSIONS,
  type Progression,
  type ProgressiveState,
  progressiveRanking,
  quoteText,
  type Result,
  roundDeal,
  SEATS,
  type Seat,
  tallyCards,
  vulnerabilityOf,
} from '../../core/index';
import { cellOf, columnLetters, DEAL_HEADERS, type DealColumns, type DealHeader } from './deal-columns';
import { mark, pad, type Value } from './sheet-api';

export const SHEET_NAMES = ['Players', 'Deals', 'Seating', 'Tallies', 'Tally cards'] as const;
export type SheetName = (typeof SHEET_NAMES)[number];

/** Deals: the mark and the settings on row 1, headers on row 2, deals from row 3. */
export const FIRST_DEAL_ROW = 3;
export const PASSED_OUT_TEXT = 'Passed out';

export interface EveningSettings {
  readonly partScorePremium: 50 | 100;
  readonly honors: boolean;
  readonly progression: Progression;
}

export interface DealRow {
  /** 1-based row in the Deals sheet. */
  readonly sheetRow: number;
  readonly round: number;
  readonly table: number;
  readonly deal: number;
  readonly dealer: Seat;
  readonly vulnerable: string;
  readonly names: { readonly [S in Seat]: string };
  /** A seat, passed out, or '' while the deal is not entered. */
  readonly declarer: Seat | typeof PASSED_OUT_TEXT | '';
  readonly contract: string;
  /** As the cell holds it: text as written, or the number Sheets made of a typed `+1` or `10`. */
  readonly result: string | number;
  readonly honors: string;
}

/** The evening's options as a row of labels and values, as Players and Deals show them. */
export const settingsCells = (settings: EveningSettings): Value[] => [
  'Part-score premium',
  settings.partScorePremium,
  'Honors',
  settings.honors,
  'Progression',
  settings.progression,
];

/** Deals' first row: its mark, then the options it is scored with. */
export const settingsRow = (settings: EveningSettings): Value[] => [mark('Deals'), ...settingsCells(settings)];

const text = (value: Value | undefined): string =>
  value instanceof Date ? value.toISOString() : String(value ?? '').trim();

/** Row 1's labels, each followed by its value (a column inserted between them is read past). */
const SETTING_LABELS = ['Part-score premium', 'Honors', 'Progression'] as const;

/**
 * The evening's options from Deals' first row, each found by its label and read from the first cell
 * after it that holds anything, so a column the director inserts moves nothing that is read.
 */
export function readSettingsRow(row: readonly Value[]): Result<EveningSettings, Problem> {
  if (text(row[0]) !== mark('Deals')) {
    // The mark moved right: a column was inserted at A. Said so, rather than called someone else's sheet.
    const moved = row.findIndex((cell) => text(cell) === mark('Deals'));
    if (moved <= 0)
      return err(
        problem('deals-not-ours', 'the Deals sheet was not made by Bridge Scorer (its A1 is not its mark)', {
          params: { sheet: 'Deals' },
        }),
      );
    const column = columnLetters(moved + 1);
    return err(
      problem(
        'mark-moved',
        `Deals has a column before "Round": its mark belongs in A1 but is in ${column}1; move that column after "Round", or undo the change`,
        { params: { column } },
      ),
    );
  }
  const labels = SETTING_LABELS.map((label) => row.findIndex((cell) => text(cell) === label));
  type Setting = { cell: string; value: Value | undefined };
  const found: Setting[] = [];
  for (const [n, label] of labels.entries()) {
    if (label < 0) {
      const missing = SETTING_LABELS[n] as string;
      return err(
        problem('no-label', `Deals row 1 has no "${missing}" label; put it back or undo the change`, {
          params: { label: missing },
        }),
      );
    }
    let i = label + 1;
    while (i < row.length && text(row[i]) === '' && !labels.includes(i)) i++;
    found.push({ cell: `Deals ${columnLetters(i + 1)}1`, value: labels.includes(i) ? '' : row[i] });
  }
  const [premiumCell, honorsCell, progressionCell] = found as [Setting, Setting, Setting];
  const premium = Number(premiumCell.value);
  const honors = text(honorsCell.value).toUpperCase();
  const progression = text(progressionCell.value) as Progression;
  // The cell is named in front, as the sheet names it; the value given is quoted last (`not`).
  const refused = (code: string, setting: Setting, reason: string, allowed: readonly (string | number)[]) =>
    err(
      problem(code, `${setting.cell}: ${reason}`, {
        params: { cell: setting.cell, allowed, not: quoteText(text(setting.value)) },
      }),
    );
  if (premium !== 50 && premium !== 100)
    return refused('premium', premiumCell, 'the part-score premium must be 50 or 100', [50, 100]);
  if (honors !== 'TRUE' && honors !== 'FALSE')
    return refused('deals-honors', honorsCell, 'honors must be TRUE or FALSE', ['TRUE', 'FALSE']);
  if (!PROGRESSIONS.includes(progression))
    return refused('progression', progressionCell, `the progression must be ${PROGRESSIONS.join(', ')}`, PROGRESSIONS);
  return ok({ partScorePremium: premium, honors: honors === 'TRUE', progression });
}

/**
 * A Result cell as it is held: text as written (`=`, `+1`, `-2`), or a number, which is what Sheets
 * makes of a typed `+1`, `-2` or `10`; the core's hand-row reader decides what a number means.
 */
const resultCell = (value: Value | undefined): string | number => (typeof value === 'number' ? value : text(value));

/**
 * Whether a row holds any of the evening's own cells. A director's column (checkboxes or a formula
 * filled down, a note) may reach far below the deals: a row with nothing but those is not a deal.
 */
export const holdsOwnCells = (columns: DealColumns, cells: readonly Value[]): boolean =>
  DEAL_HEADERS.some((header) => text(cellOf(columns, cells, header)) !== '');

/** Reads the deal rows, each cell from its header's column, naming the row of anything that cannot be read. */
export function readDealRows(values: readonly (readonly Value[])[], columns: DealColumns): Result<DealRow[], Problem> {
  const rows: DealRow[] = [];
  for (let i = FIRST_DEAL_ROW - 1; i < values.length; i++) {
    const cells = values[i] as readonly Value[];
    if (!holdsOwnCells(columns, cells)) continue;
    const cell = (header: DealHeader) => cellOf(columns, cells, header);
    const sheetRow = i + 1;
    const [round, table, deal] = [Number(cell('Round')), Number(cell('Table')), Number(cell('Deal'))];
    const where = { row: sheetRow };
    if (![round, table, deal].every((n) => Number.isInteger(n) && n >= 1) || deal > DEALS_A_ROUND) {
      return err(
        problem('deal-number', `round, table and deal must be whole numbers (deal 1–${DEALS_A_ROUND})`, {
          params: { min: 1, max: DEALS_A_ROUND },
          where,
        }),
      );
    }
    const dealer = text(cell('Dealer')).toUpperCase() as Seat;
    if (!SEATS.includes(dealer))
      return err(problem('dealer', 'the dealer must be N, E, S or W', { params: { allowed: SEATS }, where }));
    const names = {
      N: text(cell('North')),
      E: text(cell('East')),
      S: text(cell('South')),
      W: text(cell('West')),
    };
    const declarerText = text(cell('Declarer'));
    const declarer =
      declarerText === ''
        ? ''
        : declarerText.toLowerCase() === PASSED_OUT_TEXT.toLowerCase()
          ? PASSED_OUT_TEXT
          : (declarerText.toUpperCase() as Seat);
    if (declarer !== '' && declarer !== PASSED_OUT_TEXT && !SEATS.includes(declarer)) {
      return err(
        problem('deals-declarer', `the declarer must be N, E, S, W or "${PASSED_OUT_TEXT}"`, {
          params: { allowed: [...SEATS, PASSED_OUT_TEXT], passed: PASSED_OUT_TEXT, not: quoteText(declarerText) },
          where,
        }),
      );
    }
    rows.push({
      sheetRow,
      round,
      table,
      deal,
      dealer,
      vulnerable: text(cell('Vulnerable')),
      names,
      declarer,
      contract: text(cell('Contract')),
      result: resultCell(cell('Result')),
      honors: text(cell('Honors')),
    });
  }
  return ok(rows);
}

/** A deal row's cells by header (text is guarded against formulas where it is written, by `guard`). */
export function dealCells(
  row: Omit<DealRow, 'sheetRow'>,
  points: { NS: number; EW: number } | null,
  enteredAt: Date | '',
): Record<DealHeader, Value> {
  return {
    Round: row.round,
    Table: row.table,
    Deal: row.deal,
    Dealer: row.dealer,
    Vulnerable: row.vulnerable,
    North: row.names.N,
    East: row.names.E,
    South: row.names.S,
    West: row.names.W,
    Declarer: row.declarer,
    Contract: row.contract,
    Result: row.result,
    Honors: row.honors,
    'N/S': points === null ? '' : points.NS,
    'E/W': points === null ? '' : points.EW,
    'Entered at': enteredAt,
  };
}

/** The contract and result cells of an entered deal, in the popup's notation. */
export const contractCells = (hand: PlayedHand): { contract: string; result: string } => ({
  contract: formatContract({ level: hand.level, strain: hand.strain, doubling: hand.doubling }),
  result: formatResult(hand.result),
});

/** The deals of a round at a table whose first dealer is given: who deals each, and who is vulnerable. */
export const roundDeals = (firstDealer: Seat): { deal: number; dealer: Seat; vulnerable: string }[] =>
  Array.from({ length: DEALS_A_ROUND }, (_, i) => {
    const { deal, dealer, vulnerable } = roundDeal(firstDealer, i + 1);
    return { deal, dealer, vulnerable: formatVulnerability(vulnerabilityOf(vulnerable)) };
  });

/** Rows for one round in Deals, by header: one a deal at each table, entered later. */
export function roundRowCells(
  round: number,
  tables: readonly { readonly [S in Seat]: string }[],
  firstDealers: readonly Seat[],
): Record<DealHeader, Value>[] {
  return tables.flatMap((names, t) =>
    roundDeals(firstDealers[t] as Seat).map(({ deal, dealer, vulnerable }) =>
      dealCells(
        { round, table: t + 1, deal, dealer, vulnerable, names, declarer: '', contract: '', result: '', honors: '' },
        null,
        '',
      ),
    ),
  );
}

/** The Tallies sheet: the ranking, then every player's rounds. Its size depends only on players and rounds. */
export function talliesValues(state: ProgressiveState): Value[][] {
  const cards = tallyCards(state);
  const ranking = progressiveRanking(state);
  const rows: Value[][] = [
    [mark('Tallies')],
    ['Rank', 'Player', 'My total', "Opponents' total", 'Net'],
    ...ranking.map((r) => {
      const card = cards[r.player];
      return [r.rank, r.name, card?.myTotal ?? 0, card?.opponentsTotal ?? 0, r.net];
    }),
    [''],
    ['Player', 'Round', 'Table', 'Seat', 'Partner', 'My Score', "Opponents' Score"],
  ];
  for (const card of cards) {
    for (const round of card.rounds) {
      rows.push([card.name, round.round, round.table, round.seat, round.partner, round.myScore, round.opponentsScore]);
    }
  }
  return pad(rows, 7);
}

/** The Tally cards sheet: one printable card per player, with My Score and Opponents' Score each round (docs/rules.md, Progressive Bridge). */
export function tallyCardValues(state: ProgressiveState): Value[][] {
  const rows: Value[][] = [[mark('Tally cards')]];
  const ranking = progressiveRanking(state);
  for (const card of tallyCards(state)) {
    const rank = ranking.find((r) => r.player === card.player)?.rank ?? '';
    rows.push(
      [''],
      [card.name, '', '', '', `Rank ${rank}`],
      ['Round', 'Table', 'Seat', 'Partner', 'My Score', "Opponents' Score"],
    );
    for (const round of card.rounds)
      rows.push([round.round, round.table, round.seat, round.partner, round.myScore, round.opponentsScore]);
    rows.push(
      ['Total', '', '', '', card.myTotal, card.opponentsTotal],
      ['Net score', '', '', '', card.net >= 0 ? `+${card.net}` : `${card.net}`],
    );
  }
  return pad(rows, 6);
}

/** Seating rows for one round: table by table, with the first dealer. */
export const seatingValues = (
  round: number,
  tables: readonly { readonly [S in Seat]: string }[],
  firstDealers: readonly Seat[],
): Value[][] => tables.map((names, t) => [round, t + 1, names.N, names.E, names.S, names.W, firstDealers[t] ?? 'N']);

export const SEATING_HEADERS: Value[] = ['Round', 'Table', 'North', 'East', 'South', 'West', 'First dealer'];
export const PLAYER_HEADERS: Value[] = ['Player', 'Name', 'Round 1 table', 'Round 1 seat'];
