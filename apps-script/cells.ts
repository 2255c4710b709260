/**
 * Cells in, cells out: how a custom function sees what Sheets passes (numbers, text, booleans, dates,
 * "" for a blank cell, 2-D arrays for ranges) and what it may return. One call over a whole column is
 * far cheaper than a call per cell, so every function here maps ranges row by row.
 */

import { problem as coreProblem, type Problem, type ProblemParams, placed, type Where } from '../core/base/problem';
import { AMBIGUOUS_SEPARATOR, OUT_OF_RANGE, parseNumber, parseYesNo, quoteText, withoutInvisible } from '../core/index';
import { type Meant, meantIn, reasonOf, say, sizeIn, sizeOf, speaks } from './speaking';

export {
  listen,
  type Meant,
  meantInEnglish,
  say,
  sayAnd,
  sayContract,
  sayPair,
  sayParContracts,
  sayPlaced,
  sayReason,
  saySeat,
  speaks,
  spreadsheetLanguage,
} from './speaking';

export type Cell = string | number | boolean | Date | null | undefined;
/** One argument of a custom function: a single value or a range. */
export type Arg = Cell | readonly (readonly Cell[])[];
export type Output = string | number | (string | number)[][];

/**
 * The add-on's problems are the core's one shape, plain data: a row's is returned rather than thrown so
 * that the other rows of a range still compute; its place is `where.row` or `where.argument` (with
 * `where.board` for a board's scores). A cell's problem holds the cell as the sheet shows it in
 * `input`, and what kind of cell it was in `params.cell`, so that `sayProblem` quotes it as `quote` does.
 */
export type { Problem };

/** Whether a reader gave its problem rather than its value (no value a reader gives has a code and a reason). */
export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as Problem).code === 'string' &&
  typeof (value as Problem).reason === 'string';

export const isBlank = (value: Cell): boolean => value === '' || value === null || value === undefined;

/** A date from Sheets; tested by its tag, not instanceof, so that a Date from another realm counts too. */
export const isDate = (value: unknown): value is Date =>
  typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Date]';

const isRange = (arg: Arg): arg is readonly (readonly Cell[])[] => Array.isArray(arg);

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * The day a date cell shows. Sheets passes a date as its midnight in the spreadsheet's time zone, which
 * the script's own (UTC, by appsscript.json) need not share: east of Greenwich, 4 March arrives as
 * 23:00 on 3 March UTC. So the day is read in the spreadsheet's zone when Apps Script can say it (a
 * custom function may read it), else in the zone the script runs in.
 */
function shownDay(date: Date): string {
  try {
    const zone =
      typeof SpreadsheetApp === 'undefined'
        ? undefined
        : SpreadsheetApp.getActiveSpreadsheet()?.getSpreadsheetTimeZone();
    if (zone && typeof Utilities !== 'undefined') return Utilities.formatDate(date, zone, 'yyyy-MM-dd');
  } catch {
    // Not allowed in this context: the local day below is the best that is left.
  }
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/**
 * How a cell is quoted in a message: text in quotes and cut short as the core quotes it, numbers bare,
 * dates by the day the sheet shows.
 */
export const quote = (value: Cell): string => quoted(shown(value), kindOf(value));

type CellKind = 'text' | 'number' | 'boolean' | 'date';

const kindOf = (value: Cell): CellKind =>
  isDate(value) ? 'date' : typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'number' : 'text';

/** A cell as the sheet shows it: a date by its day, a boolean as TRUE or FALSE, a blank as nothing. */
const shown = (value: Cell): string =>
  isDate(value) ? shownDay(value) : typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value ?? '');

function quoted(text: string, kind: CellKind): string {
  if (kind === 'date') return `"${text}"`;
  return kind === 'text' ? quoteText(text) : text;
}

/** A cell as it is read: text without the invisible formatting characters that may have come with it. */
export const readable = (value: Cell): Cell => (typeof value === 'string' ? withoutInvisible(value) : value);

/** A range's size as messages give it: `3 rows by 1 column`. */
export const size = (range: readonly (readonly Cell[])[]): string => sizeIn('en', sizeOf(range));

/** A range's size as a problem's params keep it (`3x1`), worded in the language when said. */
export const sizeParam = sizeOf;

/**
 * An argument as it is read: a 1×1 range is its one cell, which is how Sheets passes a single cell
 * reference in some calls (and how `{"E"}` arrives); a larger range is left a range.
 */
export const asValue = (arg: Arg): Arg =>
  isRange(arg) && arg.length === 1 && arg[0]?.length === 1
    ? readable(arg[0][0] as Cell)
    : isRange(arg)
      ? arg
      : readable(arg);

/** The cells of an argument in reading order, a single value as one cell, each as it is read. */
export function cellsOf(arg: Arg): Cell[] {
  const value = asValue(arg);
  return isRange(value) ? value.flat().map(readable) : [value as Cell];
}

/** An argument's size as messages give it: `3 rows by 1 column`, or `1 cell`. */
export const shapeOf = (arg: Arg): string => sizeIn('en', shapeParam(arg));

/** An argument's size as a problem's params keep it: `3x1`, or `cell`. */
export const shapeParam = (arg: Arg): string => {
  const value = asValue(arg);
  return isRange(value) ? sizeOf(value) : 'cell';
};

/**
 * An argument of the whole call that is one value (an option, the first dealer): a 1×1 range is its
 * cell; a larger range is thrown with its size, since no one of its cells could be the one meant.
 */
export function oneValue(arg: Arg | undefined, name: string, meant: Meant): Cell {
  const value = asValue(arg);
  if (isRange(value))
    throw thrown(
      withData(
        unquoted('one-cell', `one cell, ${meantIn('en', meant)}, not a range of ${size(value)}`, { argument: name }),
        { meant, size: sizeOf(value) },
      ),
    );
  return value;
}

/** A problem with data beside its params (a meant code, a size, a number), for its words in another language. */
export const withData = (found: Problem, params: ProblemParams): Problem => ({
  ...found,
  params: { ...found.params, ...params },
});

/** A problem with a cell: the cell, and what is wrong with it (`code` names it for programs). */
export const problem = (value: Cell, what: string, code = 'bad-cell'): Problem =>
  coreProblem(code, what, { input: shown(value), params: { cell: kindOf(value) } });

/**
 * The core's problem with a cell, quoting the cell as `problem` does: its code, values, part and cause
 * kept, so that another language words it as the core's own (its English reason is the core's).
 */
export const cellProblem = (value: Cell, found: Problem): Problem => {
  const { where: _placedByTheAddOn, input: _quotedAsTheCell, ...kept } = found;
  return { ...kept, input: shown(value), params: { ...found.params, cell: kindOf(value) } };
};

/** A problem that quotes no one cell: a range, an argument or a row as a whole. */
export const unquoted = (code: string, reason: string, where?: Where): Problem =>
  coreProblem(code, reason, where === undefined ? {} : { where });

/**
 * A problem in the add-on's words, the one place they are put together: its argument (`all_scores of
 * board 3: `) or its row (`row 4: `), the cell quoted as `quote` quotes it, and what is wrong.
 */
export function sayProblem(found: Problem): string {
  if (speaks().language !== 'en') return sayProblemIn(found);
  const { where, input, params } = found;
  const argument =
    where?.argument === undefined
      ? ''
      : `${where.argument}${where.board === undefined ? '' : ` of board ${where.board}`}: `;
  const row = where?.row === undefined ? '' : `row ${where.row}: `;
  const cell = input === undefined ? '' : `${quoted(input, (params?.cell as CellKind | undefined) ?? 'text')}: `;
  return `${argument}${row}${cell}${found.reason}`;
}

/** `sayProblem` in a language other than English: the same parts, framed and worded in it. */
function sayProblemIn(found: Problem): string {
  const { where, input, params } = found;
  const argument =
    where?.argument === undefined
      ? ''
      : where.board === undefined
        ? say('problem.argument', { argument: where.argument })
        : say('problem.argumentOfBoard', { argument: where.argument, board: where.board });
  const row = where?.row === undefined ? '' : say('problem.row', { row: where.row });
  const cell =
    input === undefined
      ? ''
      : say('problem.cell', { cell: quoted(input, (params?.cell as CellKind | undefined) ?? 'text') });
  return `${argument}${row}${cell}${reasonOf(found)}`;
}

/**
 * A problem of the whole call, as Sheets shows it: thrown, so that the cell holds #ERROR! with the
 * words on hover, since no one row's cell could say it alone.
 */
export const thrown = (found: Problem): Error => new Error(sayProblem(found));

/** Sheets turns some typed entries into dates; say so, since the user never typed a date. */
export const dateProblem = (value: Date, meant: Meant): Problem =>
  withData(
    problem(
      value,
      `Sheets read this cell as a date; type ${meantIn('en', meant)} as text (start it with an apostrophe)`,
      'date-cell',
    ),
    { meant },
  );

/**
 * Calls `row` with the cells of each row of the range arguments (single values broadcast to every row)
 * and returns the results in the ranges' shape. A row is blank, and gives a blank cell, when its first
 * argument (the value being scored) is blank: results not yet entered beside a filled column of boards
 * or vulnerabilities, or =VP(A9, 16) filled down, show nothing rather than errors. When the first
 * argument is one fixed value, a row is blank when all its range cells are. A problem is thrown when
 * there is no range, so Sheets shows it on #ERROR!; in a range, it becomes the text of that row's cell.
 */
export function byRow(args: readonly Arg[], row: (cells: Cell[]) => string | number | Problem): Output {
  let shape: readonly (readonly Cell[])[] | undefined;
  for (const arg of args) {
    if (!isRange(arg) || (arg.length === 1 && arg[0]?.length === 1)) continue;
    if (shape === undefined) shape = arg;
    else if (arg.length !== shape.length || arg[0]?.length !== shape[0]?.length) {
      throw thrown(
        withData(
          unquoted('range-sizes', `the ranges must be the same size: one is ${size(shape)}, another ${size(arg)}`),
          { size: sizeOf(shape), otherSize: sizeOf(arg) },
        ),
      );
    }
  }
  const single = args.map(asValue);
  if (shape === undefined) {
    if (isBlank(single[0] as Cell)) return '';
    const result = row(single as Cell[]);
    if (isProblem(result)) throw thrown(result);
    return result;
  }
  const rows = shape.length;
  const columns = shape[0]?.length ?? 0;
  const out: (string | number)[][] = new Array(rows);
  const cells: Cell[] = new Array(single.length);
  // Decided once, not per cell: which arguments are ranges.
  const ranged = single.map(isRange);
  for (let r = 0; r < rows; r++) {
    const line: (string | number)[] = new Array(columns);
    for (let c = 0; c < columns; c++) {
      let allRangesBlank = true;
      for (let a = 0; a < single.length; a++) {
        if (ranged[a]) {
          const cell = readable(((single[a] as readonly (readonly Cell[])[])[r] as readonly Cell[])[c]);
          cells[a] = cell;
          if (!isBlank(cell)) allRangesBlank = false;
        } else cells[a] = single[a] as Cell;
      }
      if ((ranged[0] && isBlank(cells[0])) || allRangesBlank) {
        line[c] = '';
        continue;
      }
      const result = row(cells);
      line[c] = isProblem(result) ? sayProblem(result) : result;
    }
    out[r] = line;
  }
  return out;
}

/** The non-blank rows of a table argument (a range, or a single row), for functions that read a table. */
export function tableRows(arg: Arg): { readonly row: number; readonly cells: readonly Cell[] }[] {
  const table: readonly (readonly Cell[])[] = isRange(arg) ? arg : [[arg]];
  const rows: { row: number; cells: readonly Cell[] }[] = [];
  table.forEach((row, i) => {
    const cells = row.map(readable);
    if (cells.some((cell) => !isBlank(cell))) rows.push({ row: i + 1, cells });
  });
  return rows;
}

/** Text of a cell, or a problem for a date. Numbers become their digits. */
export function cellText(value: Cell, meant: Meant): string | Problem {
  if (isDate(value)) return dateProblem(value, meant);
  if (isBlank(value)) return '';
  return String(value).trim();
}

/**
 * A number from a number cell or numeric text (decimal digits, as the core's parseNumber takes them),
 * within the range where sums and differences stay exact.
 */
export function cellNumber(value: Cell, meant: Meant): number | Problem {
  const what = meantIn('en', meant);
  if (typeof value === 'number' || typeof value === 'string') {
    const read = parseNumber(value);
    if (read.ok) return read.value;
    if (read.error.code === 'out-of-range')
      return withData(problem(value, `${what} ${OUT_OF_RANGE}`, 'cell-out-of-range'), {
        ...read.error.params,
        meant,
      });
    if (read.error.code === 'ambiguous-separator')
      return withData(problem(value, `${what} ${AMBIGUOUS_SEPARATOR}`, 'cell-separator'), { meant });
  }
  if (isDate(value)) return dateProblem(value, meant);
  return withData(problem(value, `${what} must be a number`, 'cell-not-a-number'), { meant });
}

/**
 * A yes/no option by the core's one reader (TRUE/FALSE, YES/NO, Y/N, 1/0), undefined when blank so that
 * the caller applies its default; anything else is a problem quoting the cell, never read as the default.
 */
export function cellYesNo(value: Cell): boolean | undefined | Problem {
  if (isBlank(value)) return undefined;
  if (isDate(value)) return dateProblem(value, 'yes-no');
  const read = parseYesNo(value as string | number | boolean);
  return read.ok ? read.value : cellProblem(value, read.error);
}

/**
 * The numbers of a range argument (or a single value) in reading order, a blank cell passed over
 * (`skip`) or allowed only after the last number (`trailing`: a chart's range may run past its end, but
 * a gap inside it would cut the chart short without a word). A cell that is not a number is thrown,
 * named with the argument: one bad entry spoils every row, so no row's cell could say it alone.
 */
export function numbersOf(arg: Arg, argument: string, meant: Meant, blank: 'trailing' | 'skip'): number[] {
  const cells = (Array.isArray(arg) ? (arg as Cell[][]).flat() : [arg as Cell]).map(readable);
  const numbers: number[] = [];
  let gap: number | undefined;
  cells.forEach((cell, i) => {
    if (isBlank(cell)) {
      gap ??= i;
      return;
    }
    if (gap !== undefined && blank === 'trailing') {
      const reason = `entry ${gap + 1} (for a bid of ${gap}) is blank; fill it, or end the ${argument} there`;
      throw thrown(withData(unquoted('blank-entry', reason, { argument }), { entry: gap + 1, bid: gap, argument }));
    }
    const value = cellNumber(cell, meant);
    if (isProblem(value)) throw thrown(placed(value, { argument }));
    numbers.push(value);
  });
  return numbers;
}
