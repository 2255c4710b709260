/**
 * The custom functions that score one row: a hand, IMPs, a board's dealer and
 * vulnerability, VPs. Each is a thin adapter: cells to the core's arguments and back.
 * The build reads each JSDoc below and writes it above a top-level wrapper in Code.js, where Sheets
 * reads it for autocomplete and help; a function is a custom function when its JSDoc has the
 * customfunction tag.
 */
import {
  boardDealer,
  boardVulnerability,
  formatAdjusted,
  type HandRowOptions,
  looksAdjusted,
  parseAdjusted,
  recordedScore,
  toImps,
  victoryPoints,
  vpInputProblem,
} from '../../core/index';
import {
  type Arg,
  byRow,
  type Cell,
  cellNumber,
  cellProblem,
  isBlank,
  isProblem,
  listen,
  type Output,
  type Problem,
  problem,
} from '../cells';
import {
  type HandCells,
  RESULT_IS,
  readBoard,
  readConvention,
  readHandCells,
  VULNERABILITY_IS,
  withoutGroup,
} from '../hand-cells';

/**
 * One row of BRIDGESCORE: the core's hand-row reader, then the number a results sheet records. An
 * adjusted score typed as the contract (60/40, Avg+, N/S 420, E/W -450), its result blank, is passed
 * through as the functions that rank read it; one that is meant as such but mistyped says how to write it.
 */
function scoreRow(cells: HandCells, options: HandRowOptions): number | string | Problem {
  // The hand first: a column of contracts is the hot path, and no contract reads as an adjusted score.
  const row = readHandCells(cells, options);
  if (!isProblem(row)) return recordedScore(row);
  const text = typeof cells.contract === 'string' ? cells.contract : undefined;
  if (text === undefined || !looksAdjusted(text)) return row;
  const adjusted = parseAdjusted(text);
  if (!adjusted.ok) return cellProblem(text, adjusted.error);
  if (!isBlank(cells.result))
    return problem(cells.result, 'an adjusted score takes no result: clear the result', 'adjusted-result');
  return formatAdjusted(adjusted.value);
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
 * An adjusted score typed as the contract, its result blank, is given back as BOARDMATCHPOINTS and
 * PAIRRANKING read it: =BRIDGESCORE("Avg+") is "60/40".
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
  listen();
  const resultIs = readConvention(result_is, RESULT_IS);
  const vulnerabilityIs = readConvention(vulnerability_is, VULNERABILITY_IS);
  const options: HandRowOptions = {
    ...(resultIs === undefined ? {} : { resultIs }),
    ...(vulnerabilityIs === undefined ? {} : { vulnerabilityIs }),
  };
  // A fouled board's group (7a) says nothing of who is vulnerable: its number does.
  const board = (cell: Cell) => (vulnerabilityIs === 'board' ? withoutGroup(cell) : cell);
  return byRow([contract, result, vulnerability, declarer], (cells) =>
    scoreRow({ contract: cells[0], result: cells[1], vulnerability: board(cells[2]), declarer: cells[3] }, options),
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
  listen();
  // A second score given, a cell or a column, is table 2's: blank there is a board not yet in, never a
  // score of 0. Sheets passes an argument left out as undefined and a blank cell as "".
  const tables = score2 !== undefined;
  return byRow([score1, score2], ([a, b]) => {
    if (tables && isBlank(b)) return '';
    const first = cellNumber(a, 'score');
    if (isProblem(first)) return first;
    if (isBlank(b)) return toImps(first);
    const second = cellNumber(b, 'score');
    if (isProblem(second)) return second;
    return toImps(first - second);
  });
}

/**
 * The dealer of a board: N, E, S, W in turn from board 1. Fills one cell, or one a row for a range.
 * A fouled board's group after its number (7a) is that board's. Examples: =BOARDDEALER(4) is "W";
 * =BOARDDEALER(A2:A30).
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} board The board number from 1: a number, numeric text, or a column of them.
 * @return The dealer: one cell, or one a row for a range.
 * @customfunction
 */
export function BOARDDEALER(board: Arg): Output {
  listen();
  return byRow([board], ([cell]) => {
    const board = readBoard(withoutGroup(cell));
    return isProblem(board) ? board : boardDealer(board);
  });
}

/**
 * The vulnerability of a board in the 16-board cycle: None, NS, EW or All. Fills one cell, or one a row
 * for a range; a fouled board's group after its number (7a) is that board's. Examples: =BOARDVUL(2) is
 * "NS"; =BOARDVUL("7a") is "All"; =BOARDVUL(A2:A30).
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} board The board number from 1: a number, numeric text, or a column of them.
 * @return None, NS, EW or All: one cell, or one a row for a range.
 * @customfunction
 */
export function BOARDVUL(board: Arg): Output {
  listen();
  return byRow([board], ([cell]) => {
    const board = readBoard(withoutGroup(cell));
    return isProblem(board) ? board : boardVulnerability(board);
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
  listen();
  return byRow([imps, boards], ([margin, count]) => {
    const m = cellNumber(margin, 'imp-margin');
    if (isProblem(m)) return m;
    const n = cellNumber(count, 'boards');
    if (isProblem(n)) return n;
    const bad = vpInputProblem(m, n);
    if (!bad.ok) return cellProblem(bad.error.where.argument === 'imps' ? margin : count, bad.error);
    return victoryPoints(m, n);
  });
}
