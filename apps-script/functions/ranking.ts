/**
 * The custom functions of a pairs session's traveller sheet: every row's matchpoints for both
 * directions in one call, and the session's ranking in one call. Thin adapters: the columns read into
 * the core's results, scored and ranked by the core, and spilled back as cells.
 */
import {
  type Adjusted,
  looksAdjusted,
  type PairsResult,
  type PairsScoring,
  parseAdjusted,
  rankPairs,
  scoreTravellers,
  type TravellerEntry,
  toHundredths,
} from '../../core/index';
import {
  type Arg,
  asValue,
  type Cell,
  cellNumber,
  cellProblem,
  cellsOf,
  cellYesNo,
  dateProblem,
  isBlank,
  isDate,
  isProblem,
  listen,
  type Output,
  oneValue,
  type Problem,
  problem,
  readable,
  sayProblem,
  shapeOf,
  shapeParam,
  size,
  sizeParam,
  thrown,
  unquoted,
  withData,
} from '../cells';
import { readBoard } from '../hand-cells';
import { pairKey, rankingCells, sheetRankingWords } from '../ranking-cells';

/** Columns that go row by row together: the same size, or the call is refused, saying both sizes. */
function columnsOf(args: readonly (readonly [string, Arg])[]): Cell[][] {
  const [first, ...rest] = args;
  if (first === undefined) return [];
  for (const [name, arg] of rest)
    if (shapeOf(arg) !== shapeOf(first[1]))
      throw thrown(
        withData(
          unquoted(
            'argument-sizes',
            `${first[0]} and ${name} must be the same size: ${first[0]} is ${shapeOf(first[1])}, ${name} ${shapeOf(arg)}`,
          ),
          { first: first[0], second: name, size: shapeParam(first[1]), otherSize: shapeParam(arg) },
        ),
      );
  return args.map(([, arg]) => cellsOf(arg));
}

/** A pair number as written: a number cell's digits, or text trimmed. */
function readPair(cell: Cell, side: string): string | Problem {
  if (isDate(cell)) return dateProblem(cell, 'pair-number');
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'string' && cell.trim() !== '') return cell.trim();
  if (isBlank(cell) || typeof cell === 'string')
    return { ...unquoted('no-pair', `this row has a score but no ${side} pair`), params: { side } };
  const found = problem(cell, `the ${side} pair must be a number or a name`, 'pair-cell');
  return { ...found, params: { ...found.params, side } };
}

/** A score cell: a number, or an adjusted score written as the core reads one (60/40, Avg+, N/S 420, E/W -450). */
function readScore(cell: Cell): { score: number } | { adjusted: Adjusted } | Problem {
  const value = cellNumber(cell, 'score');
  if (!isProblem(value)) return { score: value };
  if (typeof cell !== 'string') return value;
  const adjusted = parseAdjusted(cell);
  if (adjusted.ok) return { adjusted: adjusted.value };
  return looksAdjusted(cell)
    ? cellProblem(cell, adjusted.error)
    : problem(cell, 'a score must be a number, or an adjusted score such as 60/40 or Avg+', 'not-a-score');
}

/** A board cell: its number, and the group of a fouled board written after it (7a, 7b), or its problem. */
function readBoardCell(cell: Cell): { board: number; group?: string } | Problem {
  const fouled = typeof cell === 'string' ? /^\s*(\d{1,9})\s*([A-Za-z])\s*$/.exec(cell) : null;
  const board = readBoard(fouled === null ? cell : (fouled[1] as string));
  if (isProblem(board)) return board;
  return fouled === null ? { board } : { board, group: (fouled[2] as string).toLowerCase() };
}

/** A row's problem placed at its row of the range, for a message that names it. */
const atRow = (found: Problem, row: number): Problem => ({ ...found, where: { ...found.where, row } });

/** The matchpoint scale of a whole call: 2 (2 and 1, the default when blank) or 1 (1 and ½). */
function readScale(arg: Arg | undefined): 'two-one' | 'one-half' {
  const cell = oneValue(arg, 'scale', 'scale-choice');
  if (isBlank(cell)) return 'two-one';
  const unit = cellNumber(cell, 'scale');
  if (unit === 2) return 'two-one';
  if (unit === 1) return 'one-half';
  throw thrown({ ...problem(cell, 'the scale is 2 (2 and 1) or 1 (1 and ½)', 'scale'), where: { argument: 'scale' } });
}

const rounded = (value: number): number => toHundredths(value);

/**
 * Scores every row of a traveller sheet in one call: each N/S score against the other scores of its own
 * board (the board number beside it), 2 for each beaten and 1 for each tie (or 1 and ½ with scale 1),
 * and a board played fewer times than the most-played board scaled up to it by Neuberg, so that every
 * board has the same top. Fills 4 cells a row: N/S matchpoints, E/W matchpoints, N/S %, E/W %, each to
 * two decimals; keep the 3 columns to its right and the rows below empty. A blank row stays blank; a
 * score that is neither a number nor an adjusted score spoils its own board, whose rows say so, and no
 * other. Adjusted scores go in the score cell: 60/40 (N/S first), Avg+ (60/40), Avg, Avg-, Avg+/Avg+,
 * scored apart while the rest of the board is factored up by Neuberg; an assigned score is a number; a
 * split one N/S 420, E/W -450 (each side in its own view); a weighted one 50% 620 + 50% 420. A fouled
 * board's groups are marked after its number (7a, 7b): each group is scored apart, factored to the board.
 * Examples: =BOARDMATCHPOINTS({1; 1; 1}, {620; 420; 170}) gives 4, 0, 100, 0, 2, 2, 50, 50, 0, 4, 0, 100;
 * =BOARDMATCHPOINTS(A2:A, H2:H) for a sheet with the boards in column A and the N/S scores in H.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} boards The board number of each row: a column (or range) beside ns_scores, the same size.
 * @param {number} ns_scores The N/S score of each row: a column the same size as boards.
 * @param {number} scale Optional: 2 (2 a win, 1 a tie; the default when blank) or 1 (1 and ½).
 * @return N/S MPs, E/W MPs, N/S %, E/W %: 4 cells a row, one row for each row of boards.
 * @customfunction
 */
export function BOARDMATCHPOINTS(boards: Arg, ns_scores: Arg, scale?: Arg): Output {
  listen();
  const unit = readScale(scale);
  const [boardCells = [], scoreCells = []] = columnsOf([
    ['boards', boards],
    ['ns_scores', ns_scores],
  ]);
  // Each row: its board and score, or its own problem; a bad score spoils its board's rows.
  const entries: (TravellerEntry & { row: number })[] = [];
  const rows: (Problem | number | undefined)[] = boardCells.map((boardCell, i) => {
    const scoreCell = scoreCells[i];
    if (isBlank(scoreCell)) return undefined;
    const board = isBlank(boardCell)
      ? unquoted('rank-needs-board', 'no board number on this row: its board says which scores it is compared with')
      : readBoardCell(boardCell);
    if (isProblem(board)) return atRow(board, i + 1);
    const score = readScore(scoreCell);
    if (isProblem(score)) return atRow(score, i + 1);
    entries.push({ ...board, ...score, row: i });
    return entries.length - 1;
  });
  const spoiled = new Map<number, Problem>();
  boardCells.forEach((boardCell, i) => {
    const found = rows[i];
    if (!isProblem(found) || found.code === 'rank-needs-board' || isBlank(boardCell)) return;
    const board = readBoardCell(boardCell);
    if (!isProblem(board) && !spoiled.has(board.board)) spoiled.set(board.board, found);
  });
  const kept = entries.filter((entry) => !spoiled.has(entry.board));
  const scored = scoreTravellers(kept, { scale: unit });
  const byEntry = new Map(kept.map((entry, k) => [entry, scored[k]]));
  const blank = ['', '', '', ''];
  const out = rows.map((found): (string | number)[] => {
    if (found === undefined) return blank;
    if (isProblem(found)) return [sayProblem(found), '', '', ''];
    const entry = entries[found] as (typeof entries)[number];
    const spoiler = spoiled.get(entry.board);
    if (spoiler !== undefined)
      return [`board ${entry.board} is not scored until its ${sayProblem(spoiler)}`, '', '', ''];
    const score = byEntry.get(entry);
    if (score?.scoring !== 'matchpoints') return blank;
    return [rounded(score.ns), rounded(score.ew), rounded(score.nsPercent), rounded(score.ewPercent)];
  });
  return out;
}

/** A yes/no option of the whole call, blank no; anything else is refused, quoted, with its argument. */
function readYesNo(arg: Arg | undefined, name: string): boolean {
  const read = cellYesNo(oneValue(arg, name, 'true-false'));
  if (isProblem(read)) throw thrown({ ...read, where: { argument: name } });
  return read ?? false;
}

/** How PAIRRANKING scores and ranks: the method, and for IMPs whether by total whatever the boards played. */
interface Scoring {
  readonly method: PairsScoring;
  readonly byTotal: boolean;
}

/**
 * The scoring words of PAIRRANKING, in capitals, spaces single. "IMP" and "Butler" rank by IMPs a board
 * when pairs played different numbers of boards, as they always have, so that no sheet changes; an
 * IMP-pairs event ranks by total, which the "total" words ask for.
 */
const SCORING_WORDS: { readonly [word: string]: Scoring } = {
  MP: { method: 'matchpoints', byTotal: false },
  MPS: { method: 'matchpoints', byTotal: false },
  MATCHPOINTS: { method: 'matchpoints', byTotal: false },
  IMP: { method: 'cross-imps', byTotal: false },
  IMPS: { method: 'cross-imps', byTotal: false },
  'CROSS-IMPS': { method: 'cross-imps', byTotal: false },
  CROSSIMPS: { method: 'cross-imps', byTotal: false },
  BUTLER: { method: 'butler', byTotal: false },
  'IMP TOTAL': { method: 'cross-imps', byTotal: true },
  'IMPS TOTAL': { method: 'cross-imps', byTotal: true },
  'CROSS-IMPS TOTAL': { method: 'cross-imps', byTotal: true },
  'BUTLER TOTAL': { method: 'butler', byTotal: true },
};

/** The scoring option: blank is matchpoints; a word not in SCORING_WORDS is refused, quoted, never a default. */
function readScoring(arg: Arg | undefined): Scoring {
  const cell = oneValue(arg, 'scoring', 'scoring');
  if (isBlank(cell)) return { method: 'matchpoints', byTotal: false };
  const scoring = typeof cell === 'string' ? SCORING_WORDS[cell.trim().toUpperCase().replace(/\s+/g, ' ')] : undefined;
  if (scoring !== undefined) return scoring;
  throw thrown({
    ...problem(
      cell,
      'scoring must be "MP" (matchpoints), "IMP" or "IMP total" (cross-IMPs), "Butler" or "Butler total", or blank',
      'scoring',
    ),
    where: { argument: 'scoring' },
  });
}

/** The names of a Pairs range: 2 columns (pair, names) or 3 (pair, direction, names); blank rows skipped. */
function readNames(arg: Arg | undefined, byDirection: boolean): Map<string, string> {
  const names = new Map<string, string>();
  const value = asValue(arg);
  if (isBlank(value as Cell)) return names;
  const range = Array.isArray(value) ? (value as readonly (readonly Cell[])[]) : [[value as Cell]];
  const width = range[0]?.length ?? 0;
  if (width !== 2 && width !== 3)
    throw thrown(
      withData(
        unquoted(
          'names-columns',
          `names is 2 columns (pair, names) or 3 (pair, direction, names), not ${size(range)}`,
          {
            argument: 'names',
          },
        ),
        { size: sizeParam(range) },
      ),
    );
  const rowOf = new Map<string, number>();
  range.forEach((line, i) => {
    const cells = line.map(readable);
    if (cells.every((cell) => isBlank(cell))) return;
    const pair = isBlank(cells[0])
      ? unquoted('no-pair', 'this row of names has no pair number')
      : readPair(cells[0], 'named');
    if (isProblem(pair)) throw thrown({ ...atRow(pair, i + 1), where: { argument: 'names', row: i + 1 } });
    let key = pair;
    if (byDirection && width === 3) {
      const side = typeof cells[1] === 'string' ? cells[1].trim().toUpperCase().replace('-', '/') : '';
      const direction = side === 'N/S' || side === 'NS' ? 'NS' : side === 'E/W' || side === 'EW' ? 'EW' : undefined;
      if (direction === undefined)
        throw thrown({
          ...withData(
            problem(cells[1], 'the direction must be N/S or E/W when pairs are ranked by direction', 'direction'),
            { ranked: 'yes' },
          ),
          where: { argument: 'names', row: i + 1 },
        });
      key = pairKey(pair, direction);
    }
    const earlier = rowOf.get(key);
    if (earlier !== undefined)
      throw thrown(
        withData(
          unquoted('named-twice', `pair ${pair} is named on rows ${earlier} and ${i + 1}; keep one`, {
            argument: 'names',
          }),
          { label: pair, earlier, row: i + 1 },
        ),
      );
    rowOf.set(key, i + 1);
    const text = cells[width - 1];
    names.set(key, isBlank(text) ? '' : String(text).trim());
  });
  return names;
}

/** The results of a traveller sheet's columns: rows with a score; a row with a score but no board or pair refuses the call. */
function readResults(
  boards: Arg,
  nsPairs: Arg,
  ewPairs: Arg,
  nsScores: Arg,
): { results: PairsResult[]; rows: number[] } {
  const [boardCells = [], nsCells = [], ewCells = [], scoreCells = []] = columnsOf([
    ['boards', boards],
    ['ns_pairs', nsPairs],
    ['ew_pairs', ewPairs],
    ['ns_scores', nsScores],
  ]);
  const results: PairsResult[] = [];
  const rows: number[] = [];
  scoreCells.forEach((scoreCell, i) => {
    // A row without a score is a result not in yet, or no row at all: the ranking is of the results in.
    if (isBlank(scoreCell)) return;
    const row = i + 1;
    const boardCell = boardCells[i];
    const board = isBlank(boardCell)
      ? unquoted('score-needs-board', 'this row has a score but no board number')
      : readBoardCell(boardCell);
    if (isProblem(board)) throw thrown(atRow(board, row));
    const ns = readPair(nsCells[i], 'N/S');
    if (isProblem(ns)) throw thrown(atRow(ns, row));
    const ew = readPair(ewCells[i], 'E/W');
    if (isProblem(ew)) throw thrown(atRow(ew, row));
    const score = readScore(scoreCell);
    if (isProblem(score)) throw thrown(atRow(score, row));
    results.push({ ...board, ns, ew, ...score });
    rows.push(row);
  });
  return { results, rows };
}

/**
 * Ranks a pairs session from its traveller sheet, in one call: the board, N/S pair, E/W pair and N/S
 * score columns, a row a result (rows without a score are skipped: results not in yet). Matchpoints by
 * default: fills a header row Place | Pair | MPs | Max | % (and Names with a names range), then a row a
 * pair, best first; MPs on the 2-a-pair-beaten scale, Neuberg for a board played fewer times than the
 * most-played one, Max the tops of the boards the pair played, % from 0 to 100 to two decimals. Place is
 * text: equal percentages share it (3=). IMPs ("IMP": cross-IMPs, each result against every other on
 * its board, averaged; "Butler": against the datum, a 5 going to the even ten) fill Place | Pair | IMPs |
 * Boards | IMPs a board, ranked by IMPs (by IMPs a board when pairs played different numbers of
 * boards); "IMP total" and "Butler total" rank by total IMPs however many boards each pair played, as an
 * IMP-pairs event ranks. Pair numbers are taken as written: in a Mitchell, where N/S 3 and E/W 3 are two pairs, set
 * by_direction TRUE for two blocks, N/S then E/W, each with its own header. Adjusted scores and fouled
 * boards are read as BOARDMATCHPOINTS reads them; a pair written Phantom is not ranked, its opponents
 * scored by the row's artificial score, or not at all when it is blank (a sit-out). Keep the cells to its
 * right and below empty.
 * Examples: =PAIRRANKING({1; 1}, {1; 3}, {2; 4}, {420; 170}) gives "Place", "Pair", "MPs", "Max", "%", "1=", "1",
 * 2, 2, 100, "1=", "4", 2, 2, 100, "3=", "2", 0, 2, 0, "3=", "3", 0, 2, 0 (one board: N/S 1 made 420 against
 * E/W 2, N/S 3 made 170 against E/W 4);
 * =PAIRRANKING(A2:A, C2:C, D2:D, H2:H, U2:W) with the names of a Pairs range (pair, direction, names); =PAIRRANKING(A2:A, C2:C, D2:D, H2:H, , TRUE) for a Mitchell; =PAIRRANKING(A2:A, C2:C, D2:D, H2:H, , , "Butler").
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} boards The board number of each row: a column (or range), the same size as the others.
 * @param {number} ns_pairs The N/S pair of each row: a column of pair numbers (or names), the same size.
 * @param {number} ew_pairs The E/W pair of each row: a column of pair numbers (or names), the same size.
 * @param {number} ns_scores The N/S score of each row: a column the same size; a blank score skips its row.
 * @param {string} names Optional: a range of the pairs' names, 2 columns (pair, names) or 3 (pair, direction N/S or E/W, names).
 * @param {boolean|string} by_direction Optional: rank N/S and E/W apart (a Mitchell), TRUE/FALSE, YES/NO, Y/N or 1/0; blank is no.
 * @param {string} scoring Optional: "MP" (matchpoints, the default when blank), "IMP" or "IMP total" (cross-IMPs), "Butler" or "Butler total" (by total IMPs).
 * @param {boolean|string} session_if_higher Optional: a side given average plus gets its percentage on its other boards when higher (Law 12C2), TRUE/FALSE, YES/NO, Y/N or 1/0; blank is no.
 * @return The ranking: a header row and a row a pair, 5 cells wide (6 with names); two blocks by direction.
 * @customfunction
 */
export function PAIRRANKING(
  boards: Arg,
  ns_pairs: Arg,
  ew_pairs: Arg,
  ns_scores: Arg,
  names?: Arg,
  by_direction?: Arg,
  scoring?: Arg,
  session_if_higher?: Arg,
): Output {
  listen();
  const byDirection = readYesNo(by_direction, 'by_direction');
  const ifHigher = readYesNo(session_if_higher, 'session_if_higher');
  const { method, byTotal } = readScoring(scoring);
  const named = readNames(names, byDirection);
  const { results, rows } = readResults(boards, ns_pairs, ew_pairs, ns_scores);
  const imps = byTotal ? 'total' : 'per-board-when-unequal';
  const ranking = rankPairs(results, { scoring: method, imps, byDirection, sessionIfHigher: ifHigher });
  if (!ranking.ok) {
    const entry = ranking.error.params?.entry;
    throw thrown(typeof entry === 'number' ? atRow(ranking.error, rows[entry] as number) : ranking.error);
  }
  return rankingCells(ranking.value, { names: named, words: sheetRankingWords() });
}
