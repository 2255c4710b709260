/**
 * The custom functions that total a session's rows: Bugger Bridge, a rubber, a
 * Chicago. Each is a thin adapter: cells to the core's arguments and back.
 * The build reads each JSDoc below and writes it above a top-level wrapper in Code.js, where Sheets
 * reads it for autocomplete and help; a function is a custom function when its JSDoc has the
 * customfunction tag.
 */

import { placed } from '../../core/base/problem';
import {
  buggerPoints,
  type ChicagoEvent,
  type ChicagoSettings,
  type ChicagoState,
  chicagoEngine,
  defaultChart,
  type Engine,
  formatProblem,
  formatReason,
  type Honors,
  isPassedOut,
  orList,
  type Pair,
  type PlayedHand,
  parseHonors,
  type ResultConvention,
  type RubberEvent,
  type RubberState,
  rubberEngine,
  SEATS,
  SIDE_WORDS,
  type Side,
  type Strain,
  sessionsInTurn,
} from '../../core/index';
import {
  type Arg,
  asValue,
  byRow,
  type Cell,
  cellNumber,
  cellProblem,
  cellText,
  cellYesNo,
  isBlank,
  isProblem,
  listen,
  numbersOf,
  type Output,
  oneValue,
  type Problem,
  problem,
  readable,
  say,
  sayPlaced,
  saySeat,
  speaks,
  tableRows,
  thrown,
  withData,
} from '../cells';
import { type HandCells, RESULT_IS, readConvention, readHandCells, readSeat } from '../hand-cells';

/**
 * Bugger Bridge: the points for a bid, by the chart when the bid is made exactly, 0 otherwise. The
 * default chart is 10 + bid. A chart's range may end in blank cells, but a blank inside it is an error
 * naming the entry. Fills one cell, or one a row for ranges.
 * Examples: =BUGGERSCORE(3, 3) is 13; =BUGGERSCORE(3, 2) is 0; =BUGGERSCORE(2, 2, {5; 11; 12}) is 12;
 * =BUGGERSCORE(B2:B8, C2:C8, $H$2:$H$20).
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} bid The tricks bid (0 or more): a number, numeric text, or a column of them.
 * @param {number} tricks The tricks taken: a number, numeric text, or a column of them.
 * @param {number} chart Optional: the points for a bid of 0, 1, 2, … as a row, a column or {…}; blank for 10 + bid.
 * @return The points: one cell, or one a row for ranges.
 * @customfunction
 */
export function BUGGERSCORE(bid: Arg, tricks: Arg, chart?: Arg): Output {
  listen();
  // A chart of one cell, {5} or a 1×1 range, is that cell: blank there is the default chart too.
  const given = asValue(chart);
  const points = isBlank(given as Cell)
    ? defaultChart(52)
    : numbersOf(given as Arg, 'chart', 'chart-entry', 'trailing');
  return byRow([bid, tricks], ([b, t]) => {
    const bidNumber = cellNumber(b, 'bid');
    if (isProblem(bidNumber)) return bidNumber;
    const taken = cellNumber(t, 'tricks');
    if (isProblem(taken)) return taken;
    const scored = buggerPoints(bidNumber, taken, points);
    if (scored.ok) return scored.value;
    // The cell is quoted here, so the reason is taken without the value the core quotes after it.
    return cellProblem(scored.error.code === 'tricks-whole' ? t : b, scored.error);
  });
}

/** The sides of a rubber as a sheet names them: We and They, or N/S and E/W as the core's side words. */
const PAIR_WORDS: { readonly [word: string]: Pair } = {
  WE: 'We',
  THEY: 'They',
  ...Object.fromEntries(Object.entries(SIDE_WORDS).map(([word, side]) => [word, side === 'NS' ? 'We' : 'They'])),
};
/** The sides of a Chicago: the core's side words, and We and They for N/S and E/W as the sheet has taken them. */
const CHICAGO_SIDE_WORDS: { readonly [word: string]: Side } = { ...SIDE_WORDS, WE: 'NS', THEY: 'EW' };

/**
 * An honors cell, by the core's reading of honors: "We 150", "They 100", "NS 100", "150 EW", or blank;
 * the points checked against the contract's strain as the engines check them (at no trump, 150 only).
 */
function readHonors<S extends string>(
  cell: Cell,
  words: { readonly [word: string]: S },
  strain: Strain,
): Honors<S> | undefined | Problem {
  const text = cellText(cell, 'honors');
  if (isProblem(text)) return text;
  const held = parseHonors(text, words, strain);
  return held.ok ? held.value : cellProblem(cell, held.error);
}

/** A session row's hand by the core's hand-row reader: the hand (with its declarer when given), or passed out. */
function readSessionHand(cells: HandCells, resultIs: ResultConvention | undefined): PlayedHand | null | Problem {
  const row = readHandCells(cells, {
    vulnerabilityKnownBy: 'the session',
    ...(resultIs === undefined ? {} : { resultIs }),
  });
  if (isProblem(row)) return row;
  return isPassedOut(row.hand) ? null : row.hand;
}

/**
 * The sessions played in turn in a table's rows (an evening of rubbers, or of Chicagos), each starting
 * at the row after the one before is over, loaded in one replay each: adding the rows' events one by one
 * replayed the whole session at each row, and 100,000 rows ran for minutes. A refusal names its row; a
 * row that cannot be read is reported after any earlier row whose event cannot happen, as a reader of
 * the sheet meets them. Each row's event passes the engine's own event check, as every event the popup
 * or a saved session adds does, so a sheet takes no hand the engines refuse elsewhere.
 */
function statesOfRows<S, E, St extends { readonly finished: boolean }>(
  engine: Engine<S, E, St>,
  settings: S,
  table: Arg,
  readRow: (cells: readonly Cell[]) => E | Problem,
): St[] {
  const events: E[] = [];
  const rows: number[] = [];
  let unread: Error | undefined;
  for (const { row, cells } of tableRows(table)) {
    const event = readRow(cells);
    if (isProblem(event)) {
      unread = thrown(placed(event, { row }));
      break;
    }
    const checked = engine.readEvent(event);
    if (!checked.ok) {
      // English as the core frames it; another language with the add-on's row and the core's words.
      unread = new Error(
        speaks().language === 'en'
          ? `row ${row}: ${formatProblem(checked.error)}`
          : `${say('problem.row', { row })}${sayPlaced(checked.error)}`,
      );
      break;
    }
    events.push(checked.value);
    rows.push(row);
  }
  const played = sessionsInTurn(engine, settings, events, (state) => state.finished);
  if (!played.ok) {
    const at = played.error.where?.event;
    throw new Error(at === undefined ? formatProblem(played.error) : `row ${rows[at]}: ${formatReason(played.error)}`);
  }
  if (unread !== undefined) throw unread;
  return played.value;
}

/** A yes/no option of a whole call: its default when blank, thrown with its name when it is neither. */
function option(arg: Arg | undefined, name: string, fallback: boolean): boolean {
  const value = cellYesNo(oneValue(arg, name, 'yes-no'));
  if (isProblem(value)) throw thrown(placed(value, { argument: name }));
  return value ?? fallback;
}

/**
 * One row of totals a session (We, They and the margin; or N/S, E/W), and with several sessions a row
 * each and then their sum.
 */
function totalRows(rows: readonly (readonly [number, number, number])[]): number[][] {
  const lines = rows.map((row) => [...row]);
  if (lines.length === 1) return lines;
  const sum = (i: 0 | 1 | 2) => rows.reduce((total, row) => total + row[i], 0);
  return [...lines, [sum(0), sum(1), sum(2)]];
}

/** A passed-out row's honors cell must be blank: nobody held honors in a hand not played. */
function passedOutHonors(honorsCell: Cell): Problem | undefined {
  return isBlank(readable(honorsCell))
    ? undefined
    : problem(
        honorsCell,
        'a passed-out hand has no honors; clear the honors or give the contract',
        'passed-out-honors',
      );
}

/**
 * Totals a rubber: one row per hand, columns: the declaring side (We or They; NS or EW), the contract
 * (4HX, or with its result, 4HX-2; PASS for a passed-out hand, its honors cell blank), the result when not
 * in the contract (tricks taken, or -2, or "=", "+1"), and the honors with the side that held them
 * ("They 150"). Fills 3 cells in a row: We's total, They's total and the margin (We minus They), with the
 * rubber bonus, or the unfinished-rubber bonuses when nobody has two games yet; keep the 2 cells to its
 * right empty (Sheets shows #REF! when they are taken). Rubbers played one after another in the range
 * give a row each and then a row of their totals, so keep the cells below empty too.
 * Examples: =RUBBERTOTAL({"We", "4S=", "", ""; "We", "4S=", "", ""}) gives 940, 0, 940;
 * =RUBBERTOTAL(A2:D40); =RUBBERTOTAL(A2:D40, "NO") leaves honors out.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {string} hands The hands: side, contract, result, honors (4 columns, a row a hand), a range or {…}.
 * @param {boolean|string} honors Optional: count honors, TRUE/FALSE, YES/NO, Y/N or 1/0; blank counts them.
 * @param {string} result_is Optional: how the result column writes a number: "tricks" (the tricks taken; -2 for down 2) or "relative" (0 made exactly, 1 one overtrick); blank reads only numbers that cannot mean two things.
 * @return We, They and the margin: 3 cells in a row, and a row a rubber plus a totals row for several.
 * @customfunction
 */
export function RUBBERTOTAL(hands: Arg, honors?: Arg, result_is?: Arg): Output {
  listen();
  const settings = { honors: option(honors, 'honors', true) };
  const resultIs = readConvention(result_is, RESULT_IS);
  const rubbers = statesOfRows(rubberEngine, settings, hands, (cells): RubberEvent | Problem => {
    const [sideCell, contractCell, resultCell, honorsCell] = cells;
    const read = readSessionHand({ contract: contractCell, result: resultCell }, resultIs);
    if (isProblem(read)) return read;
    // The rubber scores sides; a seat typed in the contract has nothing to agree with, so it is refused.
    if (read !== null && read.declarer !== undefined)
      return withData(
        problem(contractCell, `this sheet scores sides, not seats: leave out the ${read.declarer}`, 'seat-in-sides'),
        { seat: saySeat(read.declarer) },
      );
    const contract = read;
    if (contract === null) return passedOutHonors(honorsCell) ?? { type: 'passed-out' };
    const side =
      PAIR_WORDS[
        String(sideCell ?? '')
          .trim()
          .toUpperCase()
      ];
    if (side === undefined)
      return problem(sideCell, 'the declaring side must be We or They (or NS, EW)', 'rubber-side');
    const held = readHonors(honorsCell, PAIR_WORDS, contract.strain);
    if (isProblem(held)) return held;
    return held === undefined ? { type: 'hand', side, contract } : { type: 'hand', side, contract, honors: held };
  });
  // Only the last rubber can be unfinished: the players stopped, so its unfinished bonuses are scored.
  const settled = (state: RubberState): RubberState => {
    if (state.finished) return state;
    const after = rubberEngine.apply(state, { type: 'settle' });
    return after.ok ? after.value : state;
  };
  return totalRows(rubbers.map(settled).map((state) => [state.totals.We, state.totals.They, state.margin] as const));
}

/**
 * Totals a Chicago: one row per deal played (passed-out deals too, their honors cell blank), columns: the
 * declarer (N, E, S, W), the contract (4HX-2, or 4HX with the result apart; PASS), the result when not in
 * the contract, and the honors with the side that held them ("NS 100"). Fills 3 cells in a row: the N/S
 * total, the E/W total and the margin; keep the 2 cells to its right empty (else #REF!). Chicagos of
 * four deals played one after another in the range give a row each and then a row of their totals, so
 * keep the cells below empty too. By default the dealer's opponents are vulnerable on deals 2 and 3, part scores carry, and N
 * deals first. Examples: =CHICAGOTOTAL({"N", "4S=", "", ""}) gives 420, 0, 420;
 * =CHICAGOTOTAL(A2:D9); =CHICAGOTOTAL(A2:D9, "NO", "NO", "YES", "E").
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {string} deals The deals: declarer, contract, result, honors (4 columns, a row a deal), a range or {…}.
 * @param {boolean|string} dealer_side_vulnerable Optional: the dealer's side vulnerable on deals 2 and 3, TRUE/FALSE, YES/NO, Y/N or 1/0; blank is no.
 * @param {boolean|string} fifty_at_once Optional: 50 at once for a part score, nothing carried, TRUE/FALSE, YES/NO, Y/N or 1/0; blank is no.
 * @param {boolean|string} honors Optional: count honors, TRUE/FALSE, YES/NO, Y/N or 1/0; blank counts them.
 * @param {string} first_dealer Optional: who deals first, N, E, S or W (also North…West); blank is N.
 * @param {string} result_is Optional: how the result column writes a number: "tricks" (the tricks taken; -2 for down 2) or "relative" (0 made exactly, 1 one overtrick); blank reads only numbers that cannot mean two things.
 * @return N/S, E/W and the margin: 3 cells in a row, and a row a Chicago plus a totals row for several.
 * @customfunction
 */
export function CHICAGOTOTAL(
  deals: Arg,
  dealer_side_vulnerable?: Arg,
  fifty_at_once?: Arg,
  honors?: Arg,
  first_dealer?: Arg,
  result_is?: Arg,
): Output {
  listen();
  const first = oneValue(first_dealer, 'first_dealer', 'dealer');
  const dealer = readSeat(first);
  if (isProblem(dealer))
    throw thrown({
      ...problem(first, 'who deals first must be N, E, S or W', 'first-dealer'),
      where: { argument: 'first_dealer' },
    });
  const settings: ChicagoSettings = {
    vulnerability: option(dealer_side_vulnerable, 'dealer_side_vulnerable', false) ? 'dealer-side' : 'dealer-opponents',
    partScores: option(fifty_at_once, 'fifty_at_once', false) ? 'fifty-at-once' : 'carry',
    honors: option(honors, 'honors', true),
    firstDealer: dealer ?? 'N',
  };
  const resultIs = readConvention(result_is, RESULT_IS);
  const chicagos = statesOfRows(chicagoEngine, settings, deals, (cells): ChicagoEvent | Problem => {
    const [declarerCell, contractCell, resultCell, honorsCell] = cells;
    const read = readSessionHand({ contract: contractCell, result: resultCell, declarer: declarerCell }, resultIs);
    if (isProblem(read)) return read;
    if (read === null) return passedOutHonors(honorsCell) ?? { type: 'passed-out' };
    const { declarer: seat, ...contract } = read;
    if (seat === undefined) {
      // The core's code and words for a declarer that is no seat, the seats in the notation's letters.
      const seats = SEATS.map(saySeat);
      const found = problem(declarerCell, `the declarer must be ${orList(seats)}`, 'declarer-field');
      return { ...found, params: { ...found.params, seats } };
    }
    const held = readHonors(honorsCell, CHICAGO_SIDE_WORDS, contract.strain);
    if (isProblem(held)) return held;
    return held === undefined
      ? { type: 'deal', declarer: seat, contract }
      : { type: 'deal', declarer: seat, contract, honors: held };
  });
  return totalRows(chicagos.map(({ totals, margin }: ChicagoState) => [totals.NS, totals.EW, margin] as const));
}

/** The numbers of a board's scores range: blanks skipped, anything else named. */
