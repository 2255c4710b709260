/**
 * A hand from cells: the contract, its result, the vulnerability and the declarer, as BRIDGESCORE and
 * the session totals take them, turned into the core's one hand-row reader's fields (`readHandRow`).
 * The cells' problems are said here in the sheet's quoting: numbers bare, dates by the day shown.
 */
import {
  type HandFields,
  type HandRow,
  type HandRowOptions,
  parseBoardNumber,
  problemOf,
  RESULT_CONVENTIONS,
  type ResultConvention,
  readHandRow,
  SEAT_WORDS,
  type Seat,
  VULNERABILITY_CONVENTIONS,
  type VulnerabilityConvention,
} from '../core/index';
import { type Cell, dateProblem, isBlank, isDate, Problem, problem } from './cells';

export function readSeat(value: Cell): Seat | undefined | Problem {
  if (isBlank(value)) return undefined;
  const seat = typeof value === 'string' ? SEAT_WORDS[value.trim().toUpperCase()] : undefined;
  return seat ?? problem(value, 'the declarer must be N, E, S or W');
}

/** What a date in each field was meant to be, for the message that says Sheets made it a date. */
const MEANT: { readonly [F in keyof HandFields]-?: string } = {
  contract: 'the contract',
  result: 'a result such as -2',
  vulnerability: 'the vulnerability',
  declarer: 'the declarer',
};

/** The cells of a hand row, in the order BRIDGESCORE takes them. */
export interface HandCells {
  readonly contract: Cell;
  readonly result?: Cell;
  readonly vulnerability?: Cell;
  readonly declarer?: Cell;
}

/**
 * A hand row from its cells by the core's reader, or the problem quoting the cell it is in. A date is
 * refused before the core sees it: Sheets made it from something the scorer typed.
 */
export function readHandCells(cells: HandCells, options?: HandRowOptions): HandRow | Problem {
  for (const field of ['contract', 'result', 'vulnerability', 'declarer'] as const) {
    const cell = cells[field];
    if (isDate(cell)) return dateProblem(cell, MEANT[field]);
  }
  const fields = cells as HandFields;
  const read = readHandRow(fields, options);
  if (read.ok) return read.value;
  const cell = cells[read.error.field];
  // A cell left blank has nothing to quote: the message says what is missing.
  const said = isBlank(cell) ? new Problem(problemOf(read.error)) : problem(cell, problemOf(read.error));
  // Sheets made by an earlier template passed the board number: say how the call says the column holds boards.
  return read.error.code === 'yes-or-board-1'
    ? new Problem(`${said.message} (a column of board numbers: add vulnerability_is "board")`)
    : said;
}

/** The convention a call's `result_is` argument names: "tricks", "relative", or blank for neither. */
export function readResultConvention(value: Cell): ResultConvention | undefined | Problem {
  if (isBlank(value)) return undefined;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const known = RESULT_CONVENTIONS.find((convention) => convention === word);
  if (known !== undefined) return known;
  return problem(
    value,
    'result_is must be "tricks" (a number is the tricks taken) or "relative" (0 made, 1 one overtrick, -1 one down), or blank',
  );
}

/** The convention a call's `vulnerability_is` argument names: "board", "side", or blank for neither. */
export function readVulnerabilityConvention(value: Cell): VulnerabilityConvention | undefined | Problem {
  if (isBlank(value)) return undefined;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const known = VULNERABILITY_CONVENTIONS.find((convention) => convention === word);
  if (known !== undefined) return known;
  return problem(
    value,
    'vulnerability_is must be "board" (the column holds board numbers, or None, NS, EW, All) or "side" (yes or no for the declaring side), or blank',
  );
}

/** A board number from a number cell or text, by the core's one rule for board numbers. */
export function readBoard(value: Cell): number | Problem {
  if (isDate(value)) return dateProblem(value, 'a board number');
  if (typeof value !== 'number' && typeof value !== 'string')
    return problem(value, 'a board number must be a whole number from 1');
  const board = parseBoardNumber(value);
  return board.ok ? board.value : problem(value, problemOf(board.error));
}
