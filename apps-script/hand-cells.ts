/**
 * A hand from cells: the contract, its result, the vulnerability and the declarer, as BRIDGESCORE and
 * the session totals take them, turned into the core's one hand-row reader's fields (`parseHandRow`).
 * The cells' problems are said here in the sheet's quoting: numbers bare, dates by the day shown.
 */
import {
  type HandFields,
  type HandRow,
  type HandRowOptions,
  orList,
  parseBoardNumber,
  parseHandRow,
  RESULT_CONVENTIONS,
  type ResultConvention,
  SEAT_WORDS,
  SEATS,
  type Seat,
  VULNERABILITY_CONVENTIONS,
  type VulnerabilityConvention,
} from '../core/index';
import {
  type Arg,
  type Cell,
  cellProblem,
  dateProblem,
  isBlank,
  isDate,
  type Meant,
  oneValue,
  type Problem,
  problem,
  speaks,
  thrown,
  unquoted,
  withData,
} from './cells';
import { sheetSay } from './words/sheet/index';

export function readSeat(value: Cell): Seat | undefined | Problem {
  if (isBlank(value)) return undefined;
  const seat = typeof value === 'string' ? SEAT_WORDS[value.trim().toUpperCase()] : undefined;
  if (seat !== undefined) return seat;
  // The core's code and words for a declarer that is no seat: the seats as SEAT_WORDS takes them.
  const found = problem(value, `the declarer must be ${orList(SEATS)}`, 'declarer-field');
  return { ...found, params: { ...found.params, seats: SEATS } };
}

/** What a date in each field was meant to be, for the message that says Sheets made it a date. */
const MEANT: { readonly [F in keyof HandFields]-?: Meant } = {
  contract: 'contract',
  result: 'result',
  vulnerability: 'vulnerability',
  declarer: 'declarer',
};

/** The cells of a hand row, in the order BRIDGESCORE takes them. */
export interface HandCells {
  readonly contract: Cell;
  readonly result?: Cell;
  readonly vulnerability?: Cell;
  readonly declarer?: Cell;
}

/**
 * The one place the sheet's notation reaches the core's reader: every contract a custom function reads
 * comes through readHandCells, in the notation the current call speaks (the setting, else the language
 * of the spreadsheet's locale). English is the reader's own, passed as nothing so that English sheets
 * are read exactly as before.
 */
function inNotation(options: HandRowOptions | undefined): HandRowOptions | undefined {
  const { notation } = speaks();
  if (notation === 'en') return options;
  return { ...options, notation };
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
  const read = parseHandRow(fields, inNotation(options));
  if (read.ok) return read.value;
  const cell = cells[read.error.where.field];
  // A cell left blank has nothing to quote: the message says what is missing.
  const code = read.error.code;
  const quoted = isBlank(cell) ? unquoted(code, read.error.reason) : problem(cell, read.error.reason, code);
  // The core's params too, so that the problem can be worded in the sheet's language from its parts.
  const said =
    read.error.params === undefined ? quoted : { ...quoted, params: { ...read.error.params, ...quoted.params } };
  // Sheets made by an earlier template passed the board number: say how the call says the column holds boards.
  // The English reason carries the hint; another language words it from the `hint` param (speaking.ts).
  return code === 'yes-or-board-1'
    ? {
        ...said,
        reason: `${said.reason} ${sheetSay('en', 'hint.boardColumn')}`,
        params: { ...said.params, hint: 'boardColumn' },
      }
    : said;
}

/** A whole-call option that says how a column is written: its name, its words and what they mean. */
export interface ConventionOption<C extends string> {
  readonly name: string;
  readonly conventions: readonly C[];
  readonly meaning: string;
  /** Its words, as a cell is said to be meant for them: `"tricks" or "relative"`. */
  readonly meant: Meant;
}

export const RESULT_IS: ConventionOption<ResultConvention> = {
  name: 'result_is',
  conventions: RESULT_CONVENTIONS,
  meant: 'result-is',
  meaning: '"tricks" (a number is the tricks taken) or "relative" (0 made, 1 one overtrick, -1 one down)',
};

export const VULNERABILITY_IS: ConventionOption<VulnerabilityConvention> = {
  name: 'vulnerability_is',
  conventions: VULNERABILITY_CONVENTIONS,
  meant: 'vulnerability-is',
  meaning:
    '"board" (the column holds board numbers, or None, NS, EW, All) or "side" (yes or no for the declaring side)',
};

/**
 * The convention a whole-call option names, or undefined when it is blank; anything else is thrown,
 * quoted and named, since it would read every row of the call.
 */
export function readConvention<C extends string>(arg: Arg | undefined, option: ConventionOption<C>): C | undefined {
  const value = oneValue(arg, option.name, option.meant);
  if (isBlank(value)) return undefined;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const known = option.conventions.find((convention) => convention === word);
  if (known !== undefined) return known;
  const reason = `${option.name} must be ${option.meaning}, or blank`;
  throw thrown({
    ...withData(problem(value, reason, 'convention'), { argument: option.name }),
    where: { argument: option.name },
  });
}

/** A fouled board's group after its number (`7a`): the number alone, for what its board number says. */
export const withoutGroup = (value: Cell): Cell =>
  typeof value === 'string' ? (/^\s*(\d{1,9})\s*[a-z]\s*$/i.exec(value)?.[1] ?? value) : value;

/** A board number from a number cell or text, by the core's one rule for board numbers. */
export function readBoard(value: Cell): number | Problem {
  if (isDate(value)) return dateProblem(value, 'board');
  if (typeof value !== 'number' && typeof value !== 'string')
    return problem(value, 'a board number must be a whole number from 1', 'board-whole');
  const board = parseBoardNumber(value);
  return board.ok ? board.value : cellProblem(value, board.error);
}
