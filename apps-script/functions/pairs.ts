/**
 * The custom functions that compare a board's scores: matchpoints, cross-IMPs,
 * Butler. Each is a thin adapter: cells to the core's arguments and back.
 * The build reads each JSDoc below and writes it above a top-level wrapper in Code.js, where Sheets
 * reads it for autocomplete and help; a function is a custom function when its JSDoc has the
 * customfunction tag.
 */
import {
  butlerDatum,
  crossImpsAgainst,
  type Matchpoints,
  matchpointsAgainst,
  SIDE_WORDS,
  type Side,
  toImps,
} from '../../core/index';
import {
  type Arg,
  asValue,
  byRow,
  type Cell,
  cellNumber,
  cellsOf,
  isBlank,
  isProblem,
  listen,
  numbersOf,
  type Output,
  type Problem,
  problem,
  readable,
  shapeOf,
  shapeParam,
  thrown,
  unquoted,
  withData,
} from '../cells';
import { readBoard } from '../hand-cells';

function boardScores(arg: Arg): number[] {
  const scores = numbersOf(arg, 'all_scores', 'score', 'skip');
  if (scores.length === 0) throw thrown(unquoted('no-scores', 'the board has no scores', { argument: 'all_scores' }));
  return scores;
}

/** Whose result a row asks for: N/S (blank, the default) or E/W, by the core's side words. */
function readDirection(cell: Cell): Side | Problem {
  if (isBlank(cell)) return 'NS';
  const side = typeof cell === 'string' ? SIDE_WORDS[cell.trim().toUpperCase()] : undefined;
  return side ?? withData(problem(cell, 'the direction must be NS or EW (N/S, E/W)', 'direction'), { ranked: 'no' });
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
        : problem(
            cell,
            `not among ${named}, which must hold every N/S score on the board, this one included`,
            'not-among-scores',
          );
    },
  };
}

/**
 * The boards of all_scores, told apart by the board number beside each score (`boards`, a range of the
 * same size): a row's board, read and sorted once for all its rows, so a whole column of an evening
 * costs n log n. A score whose board cell is blank or no board number belongs to no board (its own row
 * says why); a score that is no number spoils its own board, whose rows say so, and no other.
 */
function boardsOf(allScores: Arg, boards: Arg): (cell: Cell) => Board | Problem {
  const scores = asValue(allScores);
  const numbers = asValue(boards);
  if (shapeOf(scores) !== shapeOf(numbers))
    throw thrown(
      withData(
        unquoted(
          'argument-sizes',
          `all_scores and boards must be the same size: all_scores is ${shapeOf(scores)}, boards ${shapeOf(numbers)}`,
        ),
        { first: 'all_scores', second: 'boards', size: shapeParam(scores), otherSize: shapeParam(numbers) },
      ),
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
      if (isProblem(board)) return;
      const held = found.get(board) ?? [];
      if (isProblem(held)) return;
      const value = cellNumber(cell, 'score');
      if (isProblem(value)) found.set(board, { ...value, where: { argument: 'all_scores', board } });
      else {
        held.push(value);
        found.set(board, held);
      }
    });
    const out = new Map<number, Board | Problem>();
    for (const [board, held] of found)
      out.set(board, isProblem(held) ? held : boardOf(() => held, `all_scores of board ${board}`));
    return out;
  };
  return (cell) => {
    if (isBlank(cell))
      return unquoted(
        'matchpoints-needs-board',
        'no board number on this row: its board says which scores it is matchpointed against',
      );
    const board = readBoard(cell);
    if (isProblem(board)) return board;
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
  listen();
  const byBoard = isBlank(asValue(boards) as Cell) ? undefined : boardsOf(all_scores, boards as Arg);
  const whole = byBoard === undefined ? boardOf(() => boardScores(all_scores)) : undefined;
  // Each board is sorted once per scale, not once per row: a column against itself costs n log n.
  const against = new Map<Board, { [scale: number]: (score: number) => Matchpoints }>();
  return byRow([score, scale, direction, boards], ([cell, unit, side, boardCell]) => {
    const value = cellNumber(cell, 'score');
    if (isProblem(value)) return value;
    const points = isBlank(unit) ? 2 : cellNumber(unit, 'scale');
    if (points !== 1 && points !== 2) return problem(unit, 'the scale is 2 (2 and 1) or 1 (1 and ½)', 'scale');
    const whose = readDirection(side);
    if (isProblem(whose)) return whose;
    const board = byBoard === undefined ? (whole as Board) : byBoard(boardCell);
    if (isProblem(board)) return board;
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
  listen();
  const board = boardOf(() => boardScores(all_scores));
  let against: ((score: number) => number) | undefined;
  return byRow([score, direction], ([cell, side]) => {
    const value = cellNumber(cell, 'score');
    if (isProblem(value)) return value;
    const whose = readDirection(side);
    if (isProblem(whose)) return whose;
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
  listen();
  const board = boardOf(() => boardScores(all_scores));
  let datum: number | undefined;
  return byRow([score, direction], ([cell, side]) => {
    const value = cellNumber(cell, 'score');
    if (isProblem(value)) return value;
    const whose = readDirection(side);
    if (isProblem(whose)) return whose;
    datum ??= butlerDatum(board.scores());
    return forSide(toImps(value - datum), whose);
  });
}
