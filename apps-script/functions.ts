/**
 * The custom functions. Each is a thin adapter: cells to the core's arguments and back. The build reads
 * each JSDoc below and writes it above a top-level wrapper in Code.js, where Sheets reads it for
 * autocomplete and help; a function is a custom function when its JSDoc has @customfunction.
 */
import {
  addRubberEvent,
  boardDealer,
  boardVulnerability,
  buggerPoints,
  butlerDatum,
  type ChicagoEvent,
  type ChicagoSettings,
  chicagoEngine,
  crossImpsAgainst,
  defaultChart,
  type Engine,
  type Honors,
  loadSession,
  type Matchpoints,
  matchpointsAgainst,
  newSession,
  type Pair,
  type PlayedHand,
  parseHonors,
  problemOf,
  type RubberEvent,
  resultToTricks,
  rubberEngine,
  type Session,
  SIDE_WORDS,
  type Side,
  scoreTotal,
  toImps,
  victoryPoints,
  vpInputProblem,
} from '../core/index';
import {
  type Arg,
  byRow,
  type Cell,
  cellNumber,
  cellText,
  isBlank,
  type Output,
  Problem,
  problem,
  readable,
  tableRows,
} from './cells';
import {
  declarerVulnerable,
  readBoard,
  readContract,
  readDeclarer,
  readResult,
  readSeat,
  readVulnerability,
} from './hands';

/** One row of BRIDGESCORE. */
function scoreRow(contractCell: Cell, resultCell: Cell, vulnerabilityCell: Cell, declarerCell: Cell): number | Problem {
  const contract = readContract(contractCell);
  if (contract instanceof Problem) return contract;
  if (contract === null) return 0;
  const hand = readResult(contract, resultCell, contractCell);
  if (hand instanceof Problem) return hand;
  const declarer = readDeclarer(contract, contractCell, declarerCell);
  if (declarer instanceof Problem) return declarer;
  const vulnerability = readVulnerability(vulnerabilityCell);
  if (vulnerability instanceof Problem) return vulnerability;
  const vulnerable = declarerVulnerable(vulnerability, declarer, vulnerabilityCell);
  if (vulnerable instanceof Problem) return vulnerable;
  const total = scoreTotal(hand.level, hand.strain, hand.doubling, vulnerable, resultToTricks(hand.level, hand.result));
  // With a declarer the sheet wants the N/S view; `0 - total` never yields −0.
  return declarer === 'E' || declarer === 'W' ? 0 - total : total;
}

/**
 * Scores a bridge contract. Without a declarer it gives the declaring side's score; with one (the 4th
 * argument, or in the contract as 3NT= E) it gives the N/S score, as a results sheet records it. Every
 * argument may be a range: rows are scored one by one, a blank row gives a blank cell, and a bad row
 * shows its problem in its own cell.
 * Examples: =BRIDGESCORE("4S", 10, FALSE) is 420; =BRIDGESCORE("4HX-2", , TRUE) is -500;
 * =BRIDGESCORE("3NT", 10, "NS", "E") is -430; =BRIDGESCORE(B2:B200, C2:C200, D2:D200, E2:E200).
 *
 * @param {string} contract The contract: 4S, 4♠X, 3NT+1, 6HXX-2, PASS (a result in it is optional).
 * @param {number} result Tricks declarer took (0–13), a negative number for down (-2), or "=", "+1", "-2"; blank when the contract has it.
 * @param {boolean} vulnerability TRUE or FALSE for the declaring side, or the board's None, NS, EW, All, or a board number.
 * @param {string} declarer N, E, S or W: the score is then from N/S's side.
 * @return The score.
 * @customfunction
 */
export function BRIDGESCORE(contract: Arg, result?: Arg, vulnerability?: Arg, declarer?: Arg): Output {
  return byRow([contract, result, vulnerability, declarer], (cells) =>
    scoreRow(cells[0], cells[1], cells[2], cells[3]),
  );
}

/**
 * IMPs for a points difference, or for two scores (the first minus the second), by the WBF IMP table.
 * Ranges go row by row. Examples: =IMPS(250) is 6; =IMPS(420, 170) is 6; =IMPS(-500) is -11;
 * =IMPS(B2:B30, C2:C30).
 *
 * @param {number} score1 A points difference, or table 1's N/S score.
 * @param {number} score2 Optional: table 2's N/S score, taken from the first.
 * @return The IMPs, signed.
 * @customfunction
 */
export function IMPS(score1: Arg, score2?: Arg): Output {
  return byRow([score1, score2], ([a, b]) => {
    const first = cellNumber(a, 'a score');
    if (first instanceof Problem) return first;
    if (isBlank(b)) return toImps(first);
    const second = cellNumber(b, 'a score');
    if (second instanceof Problem) return second;
    return toImps(first - second);
  });
}

/**
 * The dealer of a board: N, E, S, W in turn from board 1. Ranges go row by row.
 * Example: =BOARDDEALER(4) is "W".
 *
 * @param {number} board The board number, from 1.
 * @return The dealer.
 * @customfunction
 */
export function BOARDDEALER(board: Arg): Output {
  return byRow([board], ([cell]) => {
    const board = readBoard(cell);
    return board instanceof Problem ? board : boardDealer(board);
  });
}

/**
 * The vulnerability of a board in the 16-board cycle: None, NS, EW or All. Ranges go row by row.
 * Example: =BOARDVUL(2) is "NS".
 *
 * @param {number} board The board number, from 1.
 * @return None, NS, EW or All.
 * @customfunction
 */
export function BOARDVUL(board: Arg): Output {
  return byRow([board], ([cell]) => {
    const board = readBoard(cell);
    return board instanceof Problem ? board : boardVulnerability(board);
  });
}

/**
 * The numbers of a range argument (or a single value) in reading order, a blank cell ending the list
 * (`end`) or passed over (`skip`). A cell that is not a number is thrown, named with the argument: one
 * bad entry spoils every row, so no row's cell could say it alone.
 */
function numbersOf(arg: Arg, argument: string, what: string, blank: 'end' | 'skip'): number[] {
  const cells = (Array.isArray(arg) ? (arg as Cell[][]).flat() : [arg as Cell]).map(readable);
  const numbers: number[] = [];
  for (const cell of cells) {
    if (isBlank(cell)) {
      if (blank === 'end') break;
      continue;
    }
    const value = cellNumber(cell, what);
    if (value instanceof Problem) throw new Error(`${argument}: ${value.message}`);
    numbers.push(value);
  }
  return numbers;
}

/**
 * Bugger Bridge: the points for a bid, by the chart when the bid is made exactly, 0 otherwise. The
 * default chart is 10 + bid. Ranges go row by row. Examples: =BUGGERSCORE(3, 3) is 13;
 * =BUGGERSCORE(3, 2) is 0; =BUGGERSCORE(B2:B8, C2:C8, $H$2:$H$20).
 *
 * @param {number} bid The tricks bid (0 or more).
 * @param {number} tricks The tricks taken.
 * @param {number} chart Optional: a row or column of points for a bid of 0, 1, 2, …
 * @return The points.
 * @customfunction
 */
export function BUGGERSCORE(bid: Arg, tricks: Arg, chart?: Arg): Output {
  const points =
    isBlank(chart as Cell) || chart === undefined
      ? defaultChart(52)
      : numbersOf(chart, 'chart', 'a chart entry', 'end');
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

/** An honors cell, by the core's reading of honors: "We 150", "They 100", "NS 100", "150 EW", or blank. */
function readHonors<S extends string>(
  cell: Cell,
  words: { readonly [word: string]: S },
): Honors<S> | undefined | Problem {
  const text = cellText(cell, 'the honors');
  if (text instanceof Problem) return text;
  const held = parseHonors(text, words);
  return held.ok ? held.value : problem(cell, problemOf(held.error));
}

/** Reads a hand row's contract and result, or says which row is wrong. */
function readHandRow(contractCell: Cell, resultCell: Cell): PlayedHand | null | Problem {
  const contract = readContract(contractCell);
  if (contract instanceof Problem || contract === null) return contract;
  return readResult(contract, resultCell, contractCell);
}

const rowProblem = (row: number, p: Problem) => new Error(`row ${row}: ${p.message}`);

/**
 * The session of a table's rows, loaded in one replay: adding the rows' events one by one replayed the
 * whole session at each row, and 100,000 rows ran for minutes. A refusal names its row; a row that
 * cannot be read is reported after any earlier row whose event cannot happen, as a reader of the sheet
 * meets them.
 */
function sessionOfRows<S, E, St>(
  engine: Engine<S, E, St>,
  settings: S,
  table: Arg,
  readRow: (cells: readonly Cell[]) => E | Problem,
): { readonly session: Session<S, E>; readonly state: St } {
  const events: E[] = [];
  const rows: number[] = [];
  let unread: Error | undefined;
  for (const { row, cells } of tableRows(table)) {
    const event = readRow(cells);
    if (event instanceof Problem) {
      unread = rowProblem(row, event);
      break;
    }
    events.push(event);
    rows.push(row);
  }
  const loaded = loadSession(engine, { ...newSession(engine, settings), events });
  if (!loaded.ok) {
    const at = loaded.error.event;
    throw new Error(
      at === undefined ? loaded.error.message : `row ${rows[at]}: ${loaded.error.message.replace(/^event \d+: /, '')}`,
    );
  }
  if (unread !== undefined) throw unread;
  return loaded.value;
}

/**
 * Totals a rubber: one row per hand, columns: the declaring side (We or They; NS or EW), the contract
 * (4HX, or with its result, 4HX-2; PASS for a passed-out hand), the result when not in the contract
 * (tricks taken, or -2, or "=", "+1"), and the honors with the side that held them ("They 150"). Gives
 * We's total, They's total and the margin (We minus They), with the rubber bonus, or the
 * unfinished-rubber bonuses when nobody has two games yet. Example: =RUBBERTOTAL(A2:D20) for the worked
 * rubber of the rules gives 1830, 510, 1320; =RUBBERTOTAL(A2:D20, FALSE) leaves honors out.
 *
 * @param {string} hands The hands: side, contract, result, honors (4 columns, a row a hand).
 * @param {boolean} honors Optional: FALSE to leave honors out.
 * @return We, They and the margin.
 * @customfunction
 */
export function RUBBERTOTAL(hands: Arg, honors?: Arg): Output {
  const settings = { honors: honors !== false && String(honors).toUpperCase() !== 'FALSE' };
  const { session, state } = sessionOfRows(rubberEngine, settings, hands, (cells): RubberEvent | Problem => {
    const [sideCell, contractCell, resultCell, honorsCell] = cells;
    const contract = readHandRow(contractCell, resultCell);
    if (contract instanceof Problem) return contract;
    if (contract === null) return { type: 'passed-out' };
    const side =
      PAIR_WORDS[
        String(sideCell ?? '')
          .trim()
          .toUpperCase()
      ];
    if (side === undefined) return problem(sideCell, 'the declaring side must be We or They (or NS, EW)');
    const held = readHonors(honorsCell, PAIR_WORDS);
    if (held instanceof Problem) return held;
    return held === undefined ? { type: 'hand', side, contract } : { type: 'hand', side, contract, honors: held };
  });
  let final = state;
  if (!final.finished) {
    const settled = addRubberEvent(session, { type: 'settle' });
    if (settled.ok) final = settled.value.state;
  }
  return [[final.totals.We, final.totals.They, final.margin]];
}

/**
 * Totals a Chicago: one row per deal played (passed-out deals too), columns: the declarer (N, E, S, W),
 * the contract (4HX-2, or 4HX with the result apart; PASS), the result when not in the contract, and the
 * honors with the side that held them ("NS 100"). Gives the N/S total, the E/W total and the margin. By
 * default the dealer's opponents are vulnerable on deals 2 and 3, part scores carry, and N deals first.
 * Example: =CHICAGOTOTAL(A2:D7, FALSE, FALSE, TRUE, "N").
 *
 * @param {string} deals The deals: declarer, contract, result, honors (4 columns, a row a deal).
 * @param {boolean} dealer_side_vulnerable Optional: TRUE for the dealer's side vulnerable on deals 2 and 3.
 * @param {boolean} fifty_at_once Optional: TRUE for 50 at once for a part score, nothing carried.
 * @param {boolean} honors Optional: FALSE to leave honors out.
 * @param {string} first_dealer Optional: who deals first, N, E, S or W.
 * @return N/S, E/W and the margin.
 * @customfunction
 */
export function CHICAGOTOTAL(
  deals: Arg,
  dealer_side_vulnerable?: Arg,
  fifty_at_once?: Arg,
  honors?: Arg,
  first_dealer?: Arg,
): Output {
  const yes = (cell: Arg) => cell === true || String(cell ?? '').toUpperCase() === 'TRUE';
  const dealer = readSeat(first_dealer as Cell);
  if (dealer instanceof Problem) throw new Error(`first dealer: ${dealer.message}`);
  const settings: ChicagoSettings = {
    vulnerability: yes(dealer_side_vulnerable) ? 'dealer-side' : 'dealer-opponents',
    partScores: yes(fifty_at_once) ? 'fifty-at-once' : 'carry',
    honors: !(honors === false || String(honors ?? '').toUpperCase() === 'FALSE'),
    firstDealer: dealer ?? 'N',
  };
  const { state } = sessionOfRows(chicagoEngine, settings, deals, (cells): ChicagoEvent | Problem => {
    const [declarerCell, contractCell, resultCell, honorsCell] = cells;
    const contract = readHandRow(contractCell, resultCell);
    if (contract instanceof Problem) return contract;
    if (contract === null) return { type: 'passed-out' };
    const seat = readDeclarer(contract, contractCell, declarerCell);
    if (seat instanceof Problem) return seat;
    if (seat === undefined) return problem(declarerCell, 'the declarer must be N, E, S or W');
    const held = readHonors(honorsCell, CHICAGO_SIDE_WORDS);
    if (held instanceof Problem) return held;
    return held === undefined
      ? { type: 'deal', declarer: seat, contract }
      : { type: 'deal', declarer: seat, contract, honors: held };
  });
  const { totals, margin } = state;
  return [[totals.NS, totals.EW, margin]];
}

/** The numbers of a board's scores range: blanks skipped, anything else named. */
function boardScores(arg: Arg): number[] {
  const scores = numbersOf(arg, 'all_scores', 'a score', 'skip');
  if (scores.length === 0) throw new Error('all_scores: the board has no scores');
  return scores;
}

/**
 * Matchpoints for a N/S score on a board: 2 for each other score it beats and 1 for each tie (or 1 and
 * ½ with scale 1). Ranges of scores go row by row, each against the board's scores.
 * Example: =MATCHPOINTS(420, {620; 420; 170; -50}) is 4; =MATCHPOINTS(G2:G9, G2:G9).
 *
 * @param {number} score The N/S score (or a column of them).
 * @param {number} all_scores Every N/S score on the board, this one included.
 * @param {number} scale Optional: 2 (2 a win, 1 a tie; the default) or 1 (1 and ½).
 * @return The N/S matchpoints.
 * @customfunction
 */
export function MATCHPOINTS(score: Arg, all_scores: Arg, scale?: Arg): Output {
  const board = boardScores(all_scores);
  // The board is sorted once per scale, not once per row: a column against itself costs n log n.
  const against: { [scale: number]: (score: number) => Matchpoints } = {};
  return byRow([score, scale], ([cell, unit]) => {
    const value = cellNumber(cell, 'a score');
    if (value instanceof Problem) return value;
    const points = isBlank(unit) ? 2 : cellNumber(unit, 'the scale');
    if (points !== 1 && points !== 2) return problem(unit, 'the scale is 2 (2 and 1) or 1 (1 and ½)');
    against[points] ??= matchpointsAgainst(board, { scale: points === 1 ? 'one-half' : 'two-one' });
    return (against[points] as (score: number) => Matchpoints)(value).ns;
  });
}

/**
 * Cross-IMPs for a N/S score: its IMPs against every other score on the board, averaged.
 * Example: =CROSSIMPS(620, {620; 420; 420; 170; -50}) is 8.
 *
 * @param {number} score The N/S score (or a column of them).
 * @param {number} all_scores Every N/S score on the board, this one included.
 * @return The average IMPs.
 * @customfunction
 */
export function CROSSIMPS(score: Arg, all_scores: Arg): Output {
  const against = crossImpsAgainst(boardScores(all_scores));
  return byRow([score], ([cell]) => {
    const value = cellNumber(cell, 'a score');
    return value instanceof Problem ? value : against(value);
  });
}

/**
 * Butler IMPs for a N/S score: against the board's datum, the average score without the highest and the
 * lowest, rounded to 10. Example: =BUTLER(620, {620; 420; 420; 170; -50}) is 7 (datum 340).
 *
 * @param {number} score The N/S score (or a column of them).
 * @param {number} all_scores Every N/S score on the board.
 * @return The IMPs against the datum.
 * @customfunction
 */
export function BUTLER(score: Arg, all_scores: Arg): Output {
  const datum = butlerDatum(boardScores(all_scores));
  return byRow([score], ([cell]) => {
    const value = cellNumber(cell, 'a score');
    return value instanceof Problem ? value : toImps(value - datum);
  });
}

/**
 * Victory Points for an IMP margin by the WBF continuous scale of 2013 (two decimals; the loser has 20
 * minus the winner's). Example: =VP(0, 16) is 10; =VP(-200, 16) is 0.
 *
 * @param {number} imps The IMP margin, negative for a loss (or a column of them).
 * @param {number} boards The boards in the match.
 * @return The Victory Points.
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
