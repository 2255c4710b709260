/**
 * The custom functions of double dummy: a deal's table of tricks and its par, thin adapters over the
 * core's solver. A solve takes from a twentieth of a second to several seconds, and Sheets gives a
 * custom function 30 seconds in all: each call solves against one deadline, and a row it did not reach
 * says so.
 */

import {
  boardDealer,
  boardVulnerability,
  type DdTable,
  type Deal,
  formatStrain,
  type Par,
  parOf,
  parseDeal,
  parseVulnerability,
  SEAT_WORDS,
  SEATS,
  type Seat,
  solver,
  TABLE_STRAINS,
  type Vulnerability,
} from '../../core/index';
import {
  type Arg,
  asValue,
  byRow,
  type Cell,
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
  sayParContracts,
  size,
  sizeParam,
  thrown,
  unquoted,
  withData,
} from '../cells';
import { cachedTables, keepTables, scriptCache, tableKey } from '../dd-tables';
import { readBoard, withoutGroup } from '../hand-cells';

// Sheets stops a custom function at 30 seconds; the last few are left for it to take the cells back.
const SOLVING_MS = 25_000;

const OUT_OF_TIME = 'dd-out-of-time';

/** A deal from its cell: PBN's first seat, a colon and four hands (the solver counts their cards). */
function readDeal(cell: Cell): Deal | Problem {
  if (isDate(cell)) return dateProblem(cell, 'deal');
  if (typeof cell !== 'string')
    return problem(cell, 'a deal is text: the first seat and a colon, then four hands (N:AKQ2.J5.T98.K43 …)', 'deal');
  const read = parseDeal(cell);
  if (!read.ok) return cellProblem(cell, read.error);
  return read.value;
}

/**
 * A deal the call had no time for. What the call solved is kept (dd-tables.ts), so a recalculation goes on
 * from there; PAR's column can also be split, DDTABLE's one deal cannot.
 */
const outOfTime = (oneDeal: boolean): Problem =>
  withData(
    unquoted(
      OUT_OF_TIME,
      oneDeal
        ? 'not solved: the deal needs more than the 30 seconds Sheets allows a call'
        : 'not solved: the call ran out of the 30 seconds Sheets allows it; the deals it solved are kept, so the next recalculation goes on from there (or split the column into several calls)',
    ),
    { deals: oneDeal ? 'one' : 'column' },
  );

/** The table of a deal's cell, or why not: the deal's problem quoted, or the call's time run out. */
function solveCell(cell: Cell, stop: () => boolean, oneDeal: boolean): DdTable | Problem {
  const deal = readDeal(cell);
  if (isProblem(deal)) return deal;
  const table = solver.solveDeal(deal, { stop });
  if (table.ok) return table.value;
  return table.error.code === 'dd-stopped' ? outOfTime(oneDeal) : cellProblem(cell, table.error);
}

/**
 * The solver of one call over its deal cells: a deal's cell to its table, or why not. The tables the
 * script's cache keeps from earlier calls (and imports) are read at once, in one call, and not solved
 * again; each other deal is read and solved once however many rows hold it (a traveller's rows repeat
 * their board's deal), all against the call's one deadline; once it has passed, a deal not yet solved is
 * not even read, so that a long column ends in time. `keep` puts what was solved into the cache, for the
 * next call: a custom function cannot write to the sheet.
 */
function solverOfCall(
  cells: readonly Cell[],
  oneDeal = false,
): { readonly solve: (cell: Cell) => DdTable | Problem; readonly keep: () => void } {
  const deadline = Date.now() + SOLVING_MS;
  const stop = () => Date.now() > deadline;
  const cache = scriptCache();
  const keys = new Map<string, string>();
  for (const cell of cells) {
    if (typeof cell !== 'string' || keys.has(cell)) continue;
    const deal = parseDeal(cell);
    if (deal.ok) keys.set(cell, tableKey(deal.value));
  }
  const cached = cachedTables(cache, [...keys.values()]);
  const solved = new Map<string, DdTable | Problem>();
  const fresh = new Map<string, DdTable>();
  const solve = (cell: Cell): DdTable | Problem => {
    const text = typeof cell === 'string' ? cell : undefined;
    const known = text === undefined ? undefined : (solved.get(text) ?? cached.get(keys.get(text) ?? ''));
    if (known !== undefined) return known;
    if (stop()) return outOfTime(oneDeal);
    const found = solveCell(cell, stop, oneDeal);
    if (isProblem(found) && found.code === OUT_OF_TIME) return found;
    if (text === undefined) return found;
    solved.set(text, found);
    const key = keys.get(text);
    if (key !== undefined && !isProblem(found)) fresh.set(key, found);
    return found;
  };
  return { solve, keep: () => keepTables(cache, fresh) };
}

/**
 * The double-dummy table of one deal: the tricks each player takes as declarer in each strain, every
 * card seen and every card played as well as it can be. Fills 5 rows by 6 columns: a blank corner, then
 * NT, ♠, ♥, ♦, ♣ across and N, E, S, W down; or with headers FALSE only the 4 rows by 5 columns of
 * tricks, in that order. One deal a call: a table needs its own block of cells.
 * Examples: =DDTABLE("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432", FALSE) gives
 * 0, 13, 0, 13, 0, 0, 0, 13, 0, 13, 0, 13, 0, 13, 0, 0, 0, 13, 0, 13 (each hand holds a whole suit: the
 * side holding the trumps takes every trick, and in NT the side on lead); =DDTABLE(B2).
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {string} deal The deal as PBN writes it: the first hand's seat and a colon, then the four hands clockwise, each its spades.hearts.diamonds.clubs (N:AKQ2.J5.T98.K43 …); one cell, not a range.
 * @param {boolean} headers Optional: TRUE/FALSE, YES/NO, Y/N or 1/0; whether the seats and strains head the table (TRUE when blank).
 * @return The tricks: 5 rows of 6 cells with the headings, 4 rows of 5 cells without.
 * @customfunction
 */
export function DDTABLE(deal: Arg, headers?: Arg): Output {
  listen();
  const cell = asValue(deal);
  if (Array.isArray(cell))
    throw thrown(
      withData(
        unquoted('one-deal', `one deal a call, not a range of ${size(cell)}: use one DDTABLE for each deal`, {
          argument: 'deal',
        }),
        { size: sizeParam(cell) },
      ),
    );
  const headed = cellYesNo(oneValue(headers, 'headers', 'true-false'));
  if (isProblem(headed)) throw thrown({ ...headed, where: { argument: 'headers' } });
  if (isBlank(cell as Cell)) return '';
  const solver = solverOfCall([cell as Cell], true);
  const table = solver.solve(cell as Cell);
  solver.keep();
  if (isProblem(table)) throw thrown(table);
  const rows = SEATS.map((seat) => TABLE_STRAINS.map((strain) => table[seat][strain]));
  if (headed === false) return rows;
  return [
    ['', ...TABLE_STRAINS.map((strain) => formatStrain(strain, { symbols: true }))],
    ...rows.map((row, i) => [SEATS[i] as Seat, ...row]),
  ];
}

/**
 * A row's dealer and vulnerability: from the board number when the vulnerability is blank, else the
 * dealer and the vulnerability as given.
 */
function readBoardOrDealer(
  first: Cell,
  second: Cell,
): { readonly dealer: Seat; readonly vulnerability: Vulnerability } | Problem {
  const seat = typeof first === 'string' ? SEAT_WORDS[first.trim().toUpperCase()] : undefined;
  if (isBlank(second)) {
    if (isBlank(first))
      return unquoted('par-needs-board', 'no board number, and no dealer and vulnerability: par needs them');
    if (seat !== undefined)
      return problem(first, 'with the dealer, give the vulnerability too: None, NS, EW or All', 'no-vulnerability');
    const board = readBoard(withoutGroup(first));
    if (isProblem(board))
      return typeof first === 'string' && !/^\s*[\d.,+-]/.test(first)
        ? problem(
            first,
            'board_or_dealer must be a board number, or the dealer (N, E, S or W) and then the vulnerability',
          )
        : board;
    return { dealer: boardDealer(board), vulnerability: boardVulnerability(board) };
  }
  if (seat === undefined) return problem(first, 'the dealer must be N, E, S or W', 'dealer');
  if (isDate(second)) return dateProblem(second, 'vulnerability');
  const vulnerability = parseVulnerability(String(second));
  if (!vulnerability.ok) return cellProblem(second, vulnerability.error);
  return { dealer: seat, vulnerability: vulnerability.value };
}

/**
 * The par of a deal: the score for N/S when both sides know where every card is and bid perfectly, and
 * the contract that gives it (the lowest in each strain that does, its over- or undertricks after it,
 * doubled when it is a sacrifice; Pass when the deal is passed out). Give the board number, from which
 * the dealer and the vulnerability follow, or the dealer and the vulnerability. Every argument may be a
 * column: a row each, 2 cells a row, a blank deal giving blank cells and a bad row its problem. Sheets
 * gives a call 30 seconds; rows the call did not reach in time say so: split a long column into several
 * calls. Examples: =PAR("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432", 1) gives 1510, "7♠ by N, S";
 * =PAR("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432", "E", "All") gives 2210, "7♠ by N, S"; =PAR(B2:B, A2:A) with the boards' numbers in A.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {string} deal The deal as PBN writes it: the first hand's seat and a colon, then the four hands clockwise, each its spades.hearts.diamonds.clubs (N:AKQ2.J5.T98.K43 …); a cell or a column.
 * @param {number|string} board_or_dealer The board number (7, or 7a for a fouled board's group), with vulnerability left out; or the dealer, N, E, S or W; a cell or a column.
 * @param {string} vulnerability Optional: None, NS, EW or All, after the dealer; a cell or a column.
 * @return The par score for N/S and the par contracts: 2 cells a row, one row for each deal.
 * @customfunction
 */
export function PAR(deal: Arg, board_or_dealer: Arg, vulnerability?: Arg): Output {
  listen();
  const deals = asValue(deal);
  if (Array.isArray(deals) && (deals[0]?.length ?? 0) > 1)
    throw thrown(
      withData(
        unquoted('one-column', `one column of deals, not a range of ${size(deals)}: each deal fills 2 cells of a row`, {
          argument: 'deal',
        }),
        { size: sizeParam(deals) },
      ),
    );
  const { solve, keep } = solverOfCall(cellsOf(deal));
  // byRow keeps a cell a row: each row's par is kept here and the row given its index, then widened.
  const pars: Par[] = [];
  const parsOf = new Map<DdTable, Map<string, number>>();
  const found = byRow([deal, board_or_dealer, vulnerability], ([dealCell, first, second]) => {
    const board = readBoardOrDealer(first, second);
    if (isProblem(board)) return board;
    const table = solve(dealCell);
    if (isProblem(table)) return table;
    // A traveller's rows share their board's par: worked out once.
    const key = `${board.dealer} ${board.vulnerability}`;
    const known = parsOf.get(table) ?? new Map<string, number>();
    parsOf.set(table, known);
    const index = known.get(key);
    if (index !== undefined) return index;
    pars.push(parOf(table, board.dealer, board.vulnerability));
    known.set(key, pars.length - 1);
    return pars.length - 1;
  });
  keep();
  const widened = (cell: string | number): (string | number)[] => {
    if (typeof cell === 'string') return [cell, ''];
    const par = pars[cell] as Par;
    return [par.score, sayParContracts(par)];
  };
  if (!Array.isArray(found)) return found === '' ? '' : [widened(found)];
  return found.map((row) => widened(row[0] as string | number));
}
