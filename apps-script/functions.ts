/**
 * The custom functions. Each is a thin adapter: cells to the core's arguments and back. The build reads
 * each JSDoc below and writes it above a top-level wrapper in Code.js, where Sheets reads it for
 * autocomplete and help; a function is a custom function when its JSDoc has @customfunction.
 */
import {
  boardDealer,
  boardVulnerability,
  buggerPoints,
  butlerDatum,
  type ChicagoEvent,
  type ChicagoSettings,
  type ChicagoState,
  chicagoEngine,
  crossImpsAgainst,
  defaultChart,
  type Engine,
  type HandRowOptions,
  type Honors,
  isPassedOut,
  type Matchpoints,
  matchpointsAgainst,
  type Pair,
  type PlayedHand,
  parseHonors,
  problemOf,
  type ResultConvention,
  type RubberEvent,
  type RubberState,
  recordedScore,
  rubberEngine,
  SIDE_WORDS,
  type Side,
  type Strain,
  sessionsInTurn,
  toImps,
  victoryPoints,
  vpInputProblem,
} from '../core/index';
import {
  type Arg,
  asValue,
  byRow,
  type Cell,
  cellNumber,
  cellText,
  cellYesNo,
  isBlank,
  type Output,
  oneValue,
  Problem,
  problem,
  quote,
  readable,
  size,
  tableRows,
} from './cells';
import {
  type HandCells,
  RESULT_IS,
  readBoard,
  readConvention,
  readHandCells,
  readSeat,
  VULNERABILITY_IS,
} from './hands';

/** One row of BRIDGESCORE: the core's hand-row reader, then the number a results sheet records. */
function scoreRow(cells: HandCells, options: HandRowOptions): number | Problem {
  const row = readHandCells(cells, options);
  return row instanceof Problem ? row : recordedScore(row);
}

/**
 * Scores a bridge contract. Without a declarer it gives the declaring side's score; with one (the 4th
 * argument, or in the contract as 3NT= E) it gives the N/S score, as a results sheet records it (and as
 * the popup's Copy score gives it). Every argument may be a range: rows are scored one by one, a blank
 * row gives a blank cell, and a bad row shows its problem in its own cell. Fills one cell, or one a row
 * for ranges.
 * A result typed as +1 becomes the number 1 in Sheets, which could be 1 trick taken or one overtrick:
 * a number 7–13 is the tricks taken and a negative number the undertricks, but 0–6 is refused unless
 * only one reading is possible (7NT with 1) or result_is says how the column is written. Type '+1 (with
 * the apostrophe) to keep it as text, or give the tricks taken.
 * Examples: =BRIDGESCORE("4S", 10, FALSE) is 420; =BRIDGESCORE("4HX-2", , "YES") is -500;
 * =BRIDGESCORE("3NT", 10, "NS", "E") is -430; =BRIDGESCORE("3NT", "+1", 5, "S") is 630;
 * =BRIDGESCORE("3NT= by E NS") is -400; =BRIDGESCORE(B2:B, C2:C, D2:D, E2:E, "tricks");
 * =BRIDGESCORE(E2:E, G2:G, A2:A, F2:F, "", "board") with the board numbers in A.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {string} contract The contract: 4S, 4♠X, 3NT+1, 6HXX-2, 3NT= E (with its declarer), 4S 10 (the tricks taken), 4SX-2 v or 3NT= by E NS (with the vulnerability), or PASS; a cell or a column.
 * @param {number|string} result Optional: the tricks declarer took (7–13, or 0–6 with result_is "tricks"), a negative number for down (-2), or "=", "+1", "-2" as text; blank when the contract has it; a cell or a column.
 * @param {boolean|string|number} vulnerability Optional: for the declaring side TRUE/FALSE, YES/NO, Y/N or VUL/NV (blank is not vulnerable); or the board's None, NS, EW, All; or a board number from 2 (board 1 is None: 1 alone could be yes); a cell or a column.
 * @param {string} declarer Optional: N, E, S or W (also North…West), a cell or a column; the score is then from N/S's side.
 * @param {string} result_is Optional: how the result column writes a number: "tricks" (the tricks taken, 0–13; -2 for down 2) or "relative" (0 made exactly, 1 one overtrick, -1 one down); blank reads only numbers that cannot mean two things.
 * @param {string} vulnerability_is Optional: what the vulnerability column holds: "board" (each row's board number, 1 included, or None, NS, EW, All; a row without one is refused) or "side" (yes or no for the declaring side, 1 and 0 too); blank reads only what cannot mean two things.
 * @return The score: one cell, or one a row for ranges.
 * @customfunction
 */
export function BRIDGESCORE(
  contract: Arg,
  result?: Arg,
  vulnerability?: Arg,
  declarer?: Arg,
  result_is?: Arg,
  vulnerability_is?: Arg,
): Output {
  const resultIs = readConvention(result_is, RESULT_IS);
  const vulnerabilityIs = readConvention(vulnerability_is, VULNERABILITY_IS);
  const options: HandRowOptions = {
    ...(resultIs === undefined ? {} : { resultIs }),
    ...(vulnerabilityIs === undefined ? {} : { vulnerabilityIs }),
  };
  return byRow([contract, result, vulnerability, declarer], (cells) =>
    scoreRow({ contract: cells[0], result: cells[1], vulnerability: cells[2], declarer: cells[3] }, options),
  );
}

/**
 * IMPs for a points difference, or for two scores (the first minus the second), by the WBF IMP table.
 * Ranges go row by row; with a second score given (a column, or one cell), a row where either score is
 * blank stays blank (a board one table has not reported). Fills one cell, or one a row for ranges.
 * Examples: =IMPS(250) is 6; =IMPS(420, 170) is 6; =IMPS(-500) is -11; =IMPS(F2:F30, J2:J30).
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} score1 A points difference, or table 1's N/S score: a number, numeric text, or a column of them.
 * @param {number} score2 Optional: table 2's N/S score, taken from the first: a number, numeric text, or a column of them.
 * @return The IMPs, signed: one cell, or one a row for ranges.
 * @customfunction
 */
export function IMPS(score1: Arg, score2?: Arg): Output {
  // A second score given, a cell or a column, is table 2's: blank there is a board not yet in, never a
  // score of 0. Sheets passes an argument left out as undefined and a blank cell as "".
  const tables = score2 !== undefined;
  return byRow([score1, score2], ([a, b]) => {
    if (tables && isBlank(b)) return '';
    const first = cellNumber(a, 'a score');
    if (first instanceof Problem) return first;
    if (isBlank(b)) return toImps(first);
    const second = cellNumber(b, 'a score');
    if (second instanceof Problem) return second;
    return toImps(first - second);
  });
}

/**
 * The dealer of a board: N, E, S, W in turn from board 1. Fills one cell, or one a row for a range.
 * Examples: =BOARDDEALER(4) is "W"; =BOARDDEALER(A2:A30).
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} board The board number from 1: a number, numeric text, or a column of them.
 * @return The dealer: one cell, or one a row for a range.
 * @customfunction
 */
export function BOARDDEALER(board: Arg): Output {
  return byRow([board], ([cell]) => {
    const board = readBoard(cell);
    return board instanceof Problem ? board : boardDealer(board);
  });
}

/**
 * The vulnerability of a board in the 16-board cycle: None, NS, EW or All. Fills one cell, or one a row
 * for a range. Examples: =BOARDVUL(2) is "NS"; =BOARDVUL(A2:A30).
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} board The board number from 1: a number, numeric text, or a column of them.
 * @return None, NS, EW or All: one cell, or one a row for a range.
 * @customfunction
 */
export function BOARDVUL(board: Arg): Output {
  return byRow([board], ([cell]) => {
    const board = readBoard(cell);
    return board instanceof Problem ? board : boardVulnerability(board);
  });
}

/**
 * The numbers of a range argument (or a single value) in reading order, a blank cell passed over
 * (`skip`) or allowed only after the last number (`trailing`: a chart's range may run past its end, but
 * a gap inside it would cut the chart short without a word). A cell that is not a number is thrown,
 * named with the argument: one bad entry spoils every row, so no row's cell could say it alone.
 */
function numbersOf(arg: Arg, argument: string, what: string, blank: 'trailing' | 'skip'): number[] {
  const cells = (Array.isArray(arg) ? (arg as Cell[][]).flat() : [arg as Cell]).map(readable);
  const numbers: number[] = [];
  let gap: number | undefined;
  cells.forEach((cell, i) => {
    if (isBlank(cell)) {
      gap ??= i;
      return;
    }
    if (gap !== undefined && blank === 'trailing') {
      throw new Error(
        `${argument}: entry ${gap + 1} (for a bid of ${gap}) is blank; fill it, or end the ${argument} there`,
      );
    }
    const value = cellNumber(cell, what);
    if (value instanceof Problem) throw new Error(`${argument}: ${value.message}`);
    numbers.push(value);
  });
  return numbers;
}

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
  // A chart of one cell, {5} or a 1×1 range, is that cell: blank there is the default chart too.
  const given = asValue(chart);
  const points = isBlank(given as Cell)
    ? defaultChart(52)
    : numbersOf(given as Arg, 'chart', 'a chart entry', 'trailing');
  return byRow([bid, tricks], ([b, t]) => {
    const bidNumber = cellNumber(b, 'a bid');
    if (bidNumber instanceof Problem) return bidNumber;
    const taken = cellNumber(t, 'the tricks taken');
    if (taken instanceof Problem) return taken;
    const scored = buggerPoints(bidNumber, taken, points);
    if (scored.ok) return scored.value;
    return problem(scored.error.startsWith('the tricks') ? t : b, scored.error.replace(/, not .*$/, ''));
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
  const text = cellText(cell, 'the honors');
  if (text instanceof Problem) return text;
  const held = parseHonors(text, words, strain);
  return held.ok ? held.value : problem(cell, problemOf(held.error));
}

/** A session row's hand by the core's hand-row reader: the hand (with its declarer when given), or passed out. */
function readSessionHand(cells: HandCells, resultIs: ResultConvention | undefined): PlayedHand | null | Problem {
  const row = readHandCells(cells, {
    vulnerabilityKnownBy: 'the session',
    ...(resultIs === undefined ? {} : { resultIs }),
  });
  if (row instanceof Problem) return row;
  return isPassedOut(row.hand) ? null : row.hand;
}

const rowProblem = (row: number, p: Problem) => new Error(`row ${row}: ${p.message}`);

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
    if (event instanceof Problem) {
      unread = rowProblem(row, event);
      break;
    }
    const checked = engine.readEvent(event);
    if (!checked.ok) {
      unread = new Error(`row ${row}: ${checked.error}`);
      break;
    }
    events.push(checked.value);
    rows.push(row);
  }
  const played = sessionsInTurn(engine, settings, events, (state) => state.finished);
  if (!played.ok) {
    const at = played.error.event;
    throw new Error(
      at === undefined ? played.error.message : `row ${rows[at]}: ${played.error.message.replace(/^event \d+: /, '')}`,
    );
  }
  if (unread !== undefined) throw unread;
  return played.value;
}

/** A yes/no option of a whole call: its default when blank, thrown with its name when it is neither. */
function option(arg: Arg | undefined, name: string, fallback: boolean): boolean {
  const value = cellYesNo(oneValue(arg, name, 'yes or no'));
  if (value instanceof Problem) throw new Error(`${name}: ${value.message}`);
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
    : problem(honorsCell, 'a passed-out hand has no honors; clear the honors or give the contract');
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
  const settings = { honors: option(honors, 'honors', true) };
  const resultIs = readConvention(result_is, RESULT_IS);
  const rubbers = statesOfRows(rubberEngine, settings, hands, (cells): RubberEvent | Problem => {
    const [sideCell, contractCell, resultCell, honorsCell] = cells;
    const read = readSessionHand({ contract: contractCell, result: resultCell }, resultIs);
    if (read instanceof Problem) return read;
    // The rubber scores sides; a seat typed in the contract has nothing to agree with, so it is refused.
    if (read !== null && read.declarer !== undefined)
      return problem(contractCell, `this sheet scores sides, not seats: leave out the ${read.declarer}`);
    const contract = read;
    if (contract === null) return passedOutHonors(honorsCell) ?? { type: 'passed-out' };
    const side =
      PAIR_WORDS[
        String(sideCell ?? '')
          .trim()
          .toUpperCase()
      ];
    if (side === undefined) return problem(sideCell, 'the declaring side must be We or They (or NS, EW)');
    const held = readHonors(honorsCell, PAIR_WORDS, contract.strain);
    if (held instanceof Problem) return held;
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
  const first = oneValue(first_dealer, 'first_dealer', 'N, E, S or W');
  const dealer = readSeat(first);
  if (dealer instanceof Problem) throw new Error(`first_dealer: ${quote(first)}: who deals first must be N, E, S or W`);
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
    if (read instanceof Problem) return read;
    if (read === null) return passedOutHonors(honorsCell) ?? { type: 'passed-out' };
    const { declarer: seat, ...contract } = read;
    if (seat === undefined) return problem(declarerCell, 'the declarer must be N, E, S or W');
    const held = readHonors(honorsCell, CHICAGO_SIDE_WORDS, contract.strain);
    if (held instanceof Problem) return held;
    return held === undefined
      ? { type: 'deal', declarer: seat, contract }
      : { type: 'deal', declarer: seat, contract, honors: held };
  });
  return totalRows(chicagos.map(({ totals, margin }: ChicagoState) => [totals.NS, totals.EW, margin] as const));
}

/** The numbers of a board's scores range: blanks skipped, anything else named. */
function boardScores(arg: Arg): number[] {
  const scores = numbersOf(arg, 'all_scores', 'a score', 'skip');
  if (scores.length === 0) throw new Error('all_scores: the board has no scores');
  return scores;
}

/** Whose result a row asks for: N/S (blank, the default) or E/W, by the core's side words. */
function readDirection(cell: Cell): Side | Problem {
  if (isBlank(cell)) return 'NS';
  const side = typeof cell === 'string' ? SIDE_WORDS[cell.trim().toUpperCase()] : undefined;
  return side ?? problem(cell, 'the direction must be NS or EW (N/S, E/W)');
}

/** A board's scores, read when first needed, and whether a score is one of them. */
interface Board {
  readonly scores: () => number[];
  readonly missing: (score: number, cell: Cell) => Problem | undefined;
}

/**
 * A board's scores, read on the first row that needs them (so that a blank row, or a column of
 * formulas not yet filled, gives a blank cell), and whether a score is one of them. A score that is not
 * is refused rather than added: all_scores is every score on the board, so a score missing from it is a
 * range that is too short or a score mistyped, and adding it would give a top no other row shares.
 */
function boardOf(read: () => number[], named = 'all_scores'): Board {
  let scores: number[] | undefined;
  let present: Set<number> | undefined;
  const once = () => {
    scores ??= read();
    return scores;
  };
  return {
    scores: once,
    missing(score, cell) {
      present ??= new Set(once());
      return present.has(score)
        ? undefined
        : problem(cell, `not among ${named}, which must hold every N/S score on the board, this one included`);
    },
  };
}

/** The cells of an argument in reading order, a single value as one cell. */
const cellsOf = (arg: Arg): readonly Cell[] => {
  const value = asValue(arg);
  return Array.isArray(value) ? (value as readonly (readonly Cell[])[]).flat() : [value as Cell];
};

/**
 * The boards of all_scores, told apart by the board number beside each score (`boards`, a range of the
 * same size): a row's board, read and sorted once for all its rows, so a whole column of an evening
 * costs n log n. A score whose board cell is blank or no board number belongs to no board (its own row
 * says why); a score that is no number spoils its own board, whose rows say so, and no other.
 */
function boardsOf(allScores: Arg, boards: Arg): (cell: Cell) => Board | Problem {
  const scores = asValue(allScores);
  const numbers = asValue(boards);
  const shape = (arg: Arg) => (Array.isArray(arg) ? size(arg as readonly (readonly Cell[])[]) : '1 cell');
  if (shape(scores) !== shape(numbers))
    throw new Error(
      `all_scores and boards must be the same size: all_scores is ${shape(scores)}, boards ${shape(numbers)}`,
    );
  let grouped: Map<number, Board | Problem> | undefined;
  const group = (): Map<number, Board | Problem> => {
    const found = new Map<number, number[] | Problem>();
    const boardCells = cellsOf(numbers);
    cellsOf(scores).forEach((raw, i) => {
      const cell = readable(raw);
      const boardCell = readable(boardCells[i]);
      if (isBlank(cell) || isBlank(boardCell)) return;
      const board = readBoard(boardCell);
      if (board instanceof Problem) return;
      const held = found.get(board) ?? [];
      if (held instanceof Problem) return;
      const value = cellNumber(cell, 'a score');
      if (value instanceof Problem) found.set(board, new Problem(`all_scores of board ${board}: ${value.message}`));
      else {
        held.push(value);
        found.set(board, held);
      }
    });
    const out = new Map<number, Board | Problem>();
    for (const [board, held] of found)
      out.set(board, held instanceof Problem ? held : boardOf(() => held, `all_scores of board ${board}`));
    return out;
  };
  return (cell) => {
    if (isBlank(cell))
      return new Problem('no board number on this row: its board says which scores it is matchpointed against');
    const board = readBoard(cell);
    if (board instanceof Problem) return board;
    grouped ??= group();
    return grouped.get(board) ?? boardOf(() => [], `all_scores of board ${board}`);
  };
}

/**
 * Matchpoints for a N/S score on a board: 2 for each other score it beats and 1 for each tie (or 1 and
 * ½ with scale 1); E/W's are the top less N/S's. The score must be one of all_scores (it is refused, not
 * added, when it is not). A column of scores goes row by row, each against the board's scores, and
 * fills as many cells as it has rows; a single score fills one cell. With boards, the board number of
 * each row, one call does a whole evening: each score is matchpointed against the all_scores of its own
 * board, blank rows stay blank, and a row with no board number says so.
 * Examples: =MATCHPOINTS(420, {620; 420; 170; -50}) is 4; =MATCHPOINTS(420, {620; 420; 170; -50}, 2, "EW")
 * is 2; =MATCHPOINTS({420; 170; 620; 600}, {420; 170; 620; 600}, 2, "NS", {1; 1; 2; 2}) gives 2, 0, 2, 0;
 * =MATCHPOINTS(H2:H, H2:H, 2, "NS", A2:A) for a results sheet with the board numbers in column A;
 * =MATCHPOINTS(G2, FILTER(G$2:G$200, A$2:A$200 = A2)) for the board of row 2.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} score The N/S score: a number, or a column of them. The N/S score for E/W too.
 * @param {number} all_scores Every N/S score on the board, this one included: a range, a column, or {…}; with boards, every N/S score of the evening.
 * @param {number} scale Optional: 2 (2 a win, 1 a tie; the default when blank) or 1 (1 and ½).
 * @param {string} direction Optional: NS (the default when blank) or EW, whose matchpoints to give; also N/S, E/W.
 * @param {number} boards Optional: the board number of each row, a column beside score and all_scores (the same size); blank for one board.
 * @return The matchpoints: one cell, or one for each row of score.
 * @customfunction
 */
export function MATCHPOINTS(score: Arg, all_scores: Arg, scale?: Arg, direction?: Arg, boards?: Arg): Output {
  const byBoard = isBlank(asValue(boards) as Cell) ? undefined : boardsOf(all_scores, boards as Arg);
  const whole = byBoard === undefined ? boardOf(() => boardScores(all_scores)) : undefined;
  // Each board is sorted once per scale, not once per row: a column against itself costs n log n.
  const against = new Map<Board, { [scale: number]: (score: number) => Matchpoints }>();
  return byRow([score, scale, direction, boards], ([cell, unit, side, boardCell]) => {
    const value = cellNumber(cell, 'a score');
    if (value instanceof Problem) return value;
    const points = isBlank(unit) ? 2 : cellNumber(unit, 'the scale');
    if (points !== 1 && points !== 2) return problem(unit, 'the scale is 2 (2 and 1) or 1 (1 and ½)');
    const whose = readDirection(side);
    if (whose instanceof Problem) return whose;
    const board = byBoard === undefined ? (whole as Board) : byBoard(boardCell);
    if (board instanceof Problem) return board;
    const missing = board.missing(value, cell);
    if (missing) return missing;
    const sorted = against.get(board) ?? {};
    against.set(board, sorted);
    sorted[points] ??= matchpointsAgainst(board.scores(), { scale: points === 1 ? 'one-half' : 'two-one' });
    const scored = (sorted[points] as (score: number) => Matchpoints)(value);
    return whose === 'NS' ? scored.ns : scored.ew;
  });
}

/** A N/S result as the direction asks: E/W's IMPs are N/S's negated (`0 - x` never gives −0). */
const forSide = (ns: number, side: Side): number => (side === 'NS' ? ns : 0 - ns);

/**
 * Cross-IMPs for a N/S score: its IMPs against every other score on the board, averaged and not rounded
 * (2.75 stays 2.75; wrap it in ROUND(…, 1) if the club rounds). E/W's are N/S's negated. The score must be
 * one of all_scores (it is refused, not added, when it is not). A column of scores fills a cell a row.
 * Examples: =CROSSIMPS(620, {620; 420; 420; 170; -50}) is 8; =CROSSIMPS(620, {620; 420; 420; 170; -50}, "EW")
 * is -8.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} score The N/S score: a number, or a column of them. The N/S score for E/W too.
 * @param {number} all_scores Every N/S score on the board, this one included: a range, a column, or {…}.
 * @param {string} direction Optional: NS (the default when blank) or EW, whose IMPs to give; also N/S, E/W.
 * @return The average IMPs: one cell, or one for each row of score.
 * @customfunction
 */
export function CROSSIMPS(score: Arg, all_scores: Arg, direction?: Arg): Output {
  const board = boardOf(() => boardScores(all_scores));
  let against: ((score: number) => number) | undefined;
  return byRow([score, direction], ([cell, side]) => {
    const value = cellNumber(cell, 'a score');
    if (value instanceof Problem) return value;
    const whose = readDirection(side);
    if (whose instanceof Problem) return whose;
    const missing = board.missing(value, cell);
    if (missing) return missing;
    against ??= crossImpsAgainst(board.scores());
    return forSide(against(value), whose);
  });
}

/**
 * Butler IMPs for a N/S score against the board's datum: the average N/S score without the single
 * highest and the single lowest (of all the scores when there are fewer than 3), rounded to the nearest
 * 10, a 5 going to the even ten (425 to 420, 435 to 440). E/W's are N/S's negated. The score need not be
 * one of all_scores. A column of scores fills a cell a row.
 * Examples: =BUTLER(620, {620; 420; 420; 170; -50}) is 7 (datum 340); =BUTLER(620, {620; 420; 420; 170; -50}, "EW")
 * is -7.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} score The N/S score: a number, or a column of them. The N/S score for E/W too.
 * @param {number} all_scores Every N/S score on the board: a range, a column, or {…}.
 * @param {string} direction Optional: NS (the default when blank) or EW, whose IMPs to give; also N/S, E/W.
 * @return The IMPs against the datum: one cell, or one for each row of score.
 * @customfunction
 */
export function BUTLER(score: Arg, all_scores: Arg, direction?: Arg): Output {
  const board = boardOf(() => boardScores(all_scores));
  let datum: number | undefined;
  return byRow([score, direction], ([cell, side]) => {
    const value = cellNumber(cell, 'a score');
    if (value instanceof Problem) return value;
    const whose = readDirection(side);
    if (whose instanceof Problem) return whose;
    datum ??= butlerDatum(board.scores());
    return forSide(toImps(value - datum), whose);
  });
}

/**
 * Victory Points for an IMP margin by the WBF continuous scale of 2013 (two decimals; the loser has 20
 * minus the winner's). Fills one cell, or one a row for ranges.
 * Examples: =VP(0, 16) is 10; =VP(-200, 16) is 0; =VP(20, 16) is 15.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} imps The IMP margin, negative for a loss: a number, numeric text, or a column of them.
 * @param {number} boards The boards in the match: a number, numeric text, or a column of them.
 * @return The Victory Points: one cell, or one a row for ranges.
 * @customfunction
 */
export function VP(imps: Arg, boards: Arg): Output {
  return byRow([imps, boards], ([margin, count]) => {
    const m = cellNumber(margin, 'an IMP margin');
    if (m instanceof Problem) return m;
    const n = cellNumber(count, 'the number of boards');
    if (n instanceof Problem) return n;
    const bad = vpInputProblem(m, n);
    if (bad) return problem(bad.which === 'imps' ? margin : count, bad.problem);
    return victoryPoints(m, n);
  });
}
