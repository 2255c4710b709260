/**
 * The par of each result of an imported file: the file's own where it states one, else its deal solved,
 * once a deal, until the import's time runs out; and each pair's average against it.
 */
import {
  boardDealer,
  boardVulnerability,
  formatDdTable,
  parOf,
  type pbn,
  readPbnBoard,
  type Seat,
  type SessionResult,
  tableOfOptimum,
  toHundredths,
  toImps,
  type Vulnerability,
} from '../core/index';
import { isProblem, sayPlaced } from './cells';
import { deadline, SOLVING_MS, type SolveBudget, tableKey, tablesOf } from './dd-tables';
import type { Value } from './evening/sheet-api';
import { pairKey } from './ranking-cells';

// Kept beside the tables (dd-tables.ts), where the evening's hand records read them too.
export { deadline, SOLVING_MS, TABLE_HEADER } from './dd-tables';

/** The par a game of the file gives its board: its [OptimumScore], else its [OptimumResultTable]'s. */
function fileParOf(
  game: pbn.PbnGame,
  dealer: Seat | undefined,
  vulnerability: Vulnerability | undefined,
): number | undefined {
  // Most files carry neither tag: read the game again only when it has one.
  if (!game.tags.some((tag) => tag.name === 'OptimumScore' || tag.name === 'OptimumResultTable')) return undefined;
  const board = readPbnBoard(game);
  if (!board.ok) return undefined;
  if (board.value.optimumScore !== undefined) return board.value.optimumScore;
  const table = tableOfOptimum(board.value.optimum);
  return table === undefined || dealer === undefined || vulnerability === undefined
    ? undefined
    : parOf(table, dealer, vulnerability).score;
}

/**
 * Each result's par for N/S: its game's own in the file, else its deal's table (solved once a deal, see
 * dd-tables.ts) within the budget; undefined for a result without either. The boards whose deals the
 * budget left unsolved are returned too, for the answer to name, and each result's table as
 * `[DoubleDummyTricks]` writes it, for its row to keep.
 */
export function parsOf(
  results: readonly SessionResult[],
  games: readonly pbn.PbnGame[],
  budget: SolveBudget = { stop: deadline(SOLVING_MS) },
): {
  readonly pars: readonly (number | undefined)[];
  readonly unsolved: readonly number[];
  /** Why a result whose deal the solver refused has no par (a hand of 14 cards), by result. */
  readonly refused: ReadonlyMap<number, string>;
  /** Each result's table as 20 digits, '' where its deal has none. */
  readonly tables: readonly string[];
} {
  // A result's game is the last that starts on or before its line: a game's traveller rows follow it.
  const starts = games.map((game) => game.line);
  const gameAt = (line: number): pbn.PbnGame | undefined => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= line) low = middle;
      else high = middle - 1;
    }
    return games[low];
  };
  const fromFile = new Map<pbn.PbnGame, number | undefined>();
  const boards = results.map((result) => {
    const dealer = result.dealer ?? (result.board === undefined ? undefined : boardDealer(result.board));
    const vulnerability =
      result.vulnerability ?? (result.board === undefined ? undefined : boardVulnerability(result.board));
    const game = gameAt(result.line);
    if (game !== undefined && !fromFile.has(game)) fromFile.set(game, fileParOf(game, dealer, vulnerability));
    return { dealer, vulnerability, given: game === undefined ? undefined : fromFile.get(game) };
  });
  // Only the deals whose par the file does not give are solved, all at once, each once.
  const wanted = results.flatMap((result, i) => {
    const { dealer, vulnerability, given } = boards[i] as (typeof boards)[number];
    return given === undefined && result.deal !== undefined && dealer !== undefined && vulnerability !== undefined
      ? [result.deal]
      : [];
  });
  const { found, unsolved: left } = tablesOf(wanted, budget);
  const refused = new Map<number, string>();
  const unsolved = new Set<number>();
  const boardPars = new Map<string, number>();
  const tables: string[] = [];
  const pars = results.map((result, i) => {
    const { dealer, vulnerability, given } = boards[i] as (typeof boards)[number];
    const key = result.deal === undefined ? undefined : tableKey(result.deal);
    const table = key === undefined ? undefined : found.get(key);
    tables.push(table !== undefined && !isProblem(table) ? formatDdTable(table) : '');
    if (given !== undefined || key === undefined || dealer === undefined || vulnerability === undefined) return given;
    if (left.has(key)) {
      if (result.board !== undefined) unsolved.add(result.board);
      return undefined;
    }
    if (table === undefined) return undefined;
    // A deal the solver refuses (a hand not dealt in full) has no par: its Par cell says why.
    if (isProblem(table)) {
      refused.set(i, sayPlaced(table));
      return undefined;
    }
    // A board's results share its par: worked out once.
    const board = `${key} ${dealer} ${vulnerability}`;
    if (!boardPars.has(board)) boardPars.set(board, parOf(table, dealer, vulnerability).score);
    return boardPars.get(board);
  });
  return { pars, unsolved: [...unsolved].sort((a, b) => a - b), refused, tables };
}

/**
 * A row's par cells: the par, and the N/S score against it in points and in IMPs; blank where unknown,
 * or why the deal has none in the Par cell.
 */
export function parCells(score: number | undefined, par: number | undefined, why?: string): Value[] {
  if (par === undefined) return [why ?? '', '', ''];
  if (score === undefined) return [par, '', ''];
  return [par, score - par, toImps(score - par)];
}

/**
 * Each pair's average of its N/S scores against par, from its own side (an E/W pair's par minus the
 * score); keyed as the names are. None at all unless every scored result has its par: averages over
 * different boards (some left unsolved) would rank pairs on unequal footing.
 */
export function vsParOf(
  results: readonly SessionResult[],
  pars: readonly (number | undefined)[],
  byDirection: boolean,
): Map<string, number> {
  if (results.some((result, i) => result.score !== undefined && pars[i] === undefined)) return new Map();
  const sums = new Map<string, { total: number; boards: number }>();
  results.forEach((result, i) => {
    const par = pars[i];
    if (par === undefined || result.score === undefined) return;
    for (const [side, pair, sign] of [
      ['NS', result.ns, 1],
      ['EW', result.ew, -1],
    ] as const) {
      if (pair === undefined) continue;
      const key = pairKey(pair, byDirection ? side : undefined);
      const sum = sums.get(key) ?? { total: 0, boards: 0 };
      sum.total += sign * (result.score - par);
      sum.boards++;
      sums.set(key, sum);
    }
  });
  return new Map([...sums].map(([key, { total, boards }]) => [key, toHundredths(total / boards)]));
}
