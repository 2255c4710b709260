/**
 * A traveller sheet's columns read row by row into the core's results: the board (and a fouled board's
 * group), the pairs and the N/S score or the adjusted score given instead. BOARDMATCHPOINTS and
 * PAIRRANKING read them alike.
 */
import { type Adjusted, looksAdjusted, type PairsResult, parseAdjusted } from '../../core/index';
import {
  type Arg,
  asValue,
  type Cell,
  cellNumber,
  cellProblem,
  cellsOf,
  dateProblem,
  isBlank,
  isDate,
  isProblem,
  type Problem,
  problem,
  shapeOf,
  shapeParam,
  thrown,
  unquoted,
  withData,
} from '../cells';
import { readBoard } from '../hand-cells';

/** Columns that go row by row together: the same size, or the call is refused, saying both sizes. */
export function columnsOf(args: readonly (readonly [string, Arg])[]): Cell[][] {
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

/**
 * A name or a number as a cell holds it: a number's digits, text trimmed, '' when blank; a date is
 * refused, as what was `meant`. A pair here, a team in a matches sheet (teams-columns.ts).
 */
export function nameIn(cell: Cell, meant: Parameters<typeof dateProblem>[1]): string | Problem {
  if (isDate(cell)) return dateProblem(cell, meant);
  return typeof cell === 'number' ? String(cell) : String(cell ?? '').trim();
}

/** A pair number as written: a number cell's digits, or text trimmed. */
export function readPair(cell: Cell, side: string): string | Problem {
  if (typeof cell === 'boolean') {
    const found = problem(cell, `the ${side} pair must be a number or a name`, 'pair-cell');
    return { ...found, params: { ...found.params, side } };
  }
  const name = nameIn(cell, 'pair-number');
  if (isProblem(name) || name !== '') return name;
  return { ...unquoted('no-pair', `this row has a score but no ${side} pair`), params: { side } };
}

/** A score cell: a number, or an adjusted score written as the core reads one (60/40, Avg+, N/S 420, E/W -450). */
export function readScore(cell: Cell): { score: number } | { adjusted: Adjusted } | Problem {
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
export function readBoardCell(cell: Cell): { board: number; group?: string } | Problem {
  const fouled = typeof cell === 'string' ? /^\s*(\d{1,9})\s*([A-Za-z])\s*$/.exec(cell) : null;
  const board = readBoard(fouled === null ? cell : (fouled[1] as string));
  if (isProblem(board)) return board;
  return fouled === null ? { board } : { board, group: (fouled[2] as string).toLowerCase() };
}

/** A row's problem placed at its row of the range, for a message that names it. */
export const atRow = (found: Problem, row: number): Problem => ({ ...found, where: { ...found.where, row } });

/** A row of the range whose result is not read, with what is wrong with it: said in the ranking's note. */
export interface Unread {
  readonly row: number;
  readonly problem: Problem;
}

/**
 * The results of a traveller sheet's columns: the rows with a score. A row with a score that cannot be
 * read (no board or pair, a score that is none) is set aside with its problem, and the others are read:
 * one bad row never keeps the rest from being ranked. With the contracts beside the scores, a row with a
 * contract but no score is set aside too: its score was worked out and is not there, most often because
 * a value typed into the score column blocks the formula that fills it.
 */
export function readResults(
  boards: Arg,
  nsPairs: Arg,
  ewPairs: Arg,
  nsScores: Arg,
  contracts?: Arg,
): { results: PairsResult[]; rows: number[]; unread: Unread[] } {
  const withContracts = !isBlank(asValue(contracts ?? '') as Cell);
  const [boardCells = [], nsCells = [], ewCells = [], scoreCells = [], contractCells] = columnsOf([
    ['boards', boards],
    ['ns_pairs', nsPairs],
    ['ew_pairs', ewPairs],
    ['ns_scores', nsScores],
    ...(withContracts ? [['contracts', contracts as Arg] as const] : []),
  ]);
  const results: PairsResult[] = [];
  const rows: number[] = [];
  const unread: Unread[] = [];
  scoreCells.forEach((scoreCell, i) => {
    const row = i + 1;
    if (isBlank(scoreCell)) {
      // A row without a score is a result not in yet, or no row at all, unless a contract stands there.
      if (contractCells !== undefined && !isBlank(contractCells[i]))
        unread.push({
          row,
          problem: atRow(
            unquoted(
              'score-not-shown',
              'this row has a contract but no score: a value typed into the score column may be blocking its formula',
            ),
            row,
          ),
        });
      return;
    }
    const boardCell = boardCells[i];
    const board = isBlank(boardCell)
      ? unquoted('score-needs-board', 'this row has a score but no board number')
      : readBoardCell(boardCell);
    const ns = readPair(nsCells[i], 'N/S');
    const ew = readPair(ewCells[i], 'E/W');
    const score = readScore(scoreCell);
    if (isProblem(board) || isProblem(ns) || isProblem(ew) || isProblem(score)) {
      // The row's first problem, in the order its cells are read across.
      unread.push({ row, problem: atRow([board, ns, ew, score].find(isProblem) as Problem, row) });
      return;
    }
    results.push({ ...board, ns, ew, ...score });
    rows.push(row);
  });
  return { results, rows, unread };
}
