/**
 * Numbers as people type them into a field or a plain-text cell. Number() also takes hex (`0x1A4` is
 * 420), exponents, `Infinity` and a blank (0), none of which a player means by a score or a margin.
 */
import type { Problem } from './problem.js';
import { ok, parseError, type Result } from './result.js';
import { withoutInvisible } from './text.js';

// An optional sign (the typographic minus too), digits, an optional fraction after a decimal point or
// comma: most of Europe writes 12,5, and the problems in its languages advise a decimal comma (1,1).
const DECIMAL = /^[+\-−]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * The largest size a number read here may have. Beyond it whole numbers stop being exact and a
 * difference of two of them can overflow to Infinity, so such a number is refused as out of range
 * rather than scored wrong.
 */
export const LARGEST_NUMBER = Number.MAX_SAFE_INTEGER;

/**
 * What is wrong with a number, its problem's code: not one, out of range, or written with a separator
 * that reads two ways (each face words its own refusal around it).
 */
export type NumberProblem = 'not-a-number' | 'out-of-range' | 'ambiguous-separator';

/** A number's problem: its code one of NumberProblem. */
export interface NumberError extends Problem {
  readonly code: NumberProblem;
}

/**
 * Digits grouped in threes after a point or a comma: `1.100` is 1,100 where the point groups thousands
 * (most of Europe) and 1.1 where it is the decimal point, so it is read neither way.
 */
const GROUPED = /^[+\-−]?[1-9]\d{0,2}(?:[.,]\d{3})+$/;

/** The sentence-fragment every face uses for such a number. */
export const AMBIGUOUS_SEPARATOR =
  'could be a number with a thousands separator or with a decimal point; write it without the separator (1100), or with fewer than three decimals (1.1)';

/** The sentence-fragment every face uses for a number out of range. */
export const OUT_OF_RANGE = `is out of range: a number here is at most ${LARGEST_NUMBER} either way`;

/**
 * A number typed in plain decimal digits (a decimal point or comma), or a number already read, within ±LARGEST_NUMBER. The one
 * reader of numbers from people and files, so that every face refuses the same ones.
 * @example parseNumber(' −40 ') // { ok: true, value: -40 }
 * @example parseNumber('1e3').error.code // 'not-a-number'
 * @example parseNumber(1e20).error.code // 'out-of-range'
 * @example parseNumber('12,5') // { ok: true, value: 12.5 }
 * @example parseNumber('1.100').error.code // 'ambiguous-separator'
 */
export function parseNumber(input: string | number): Result<number, NumberError> {
  let value: number;
  if (typeof input === 'number') value = input;
  else {
    const trimmed = withoutInvisible(String(input)).trim();
    if (GROUPED.test(trimmed)) return refuse('ambiguous-separator', input, AMBIGUOUS_SEPARATOR);
    if (!DECIMAL.test(trimmed)) return refuse('not-a-number', input, NOT_A_NUMBER);
    value = Number(trimmed.replace('−', '-').replace(',', '.'));
  }
  if (Number.isNaN(value)) return refuse('not-a-number', input, NOT_A_NUMBER);
  return value >= -LARGEST_NUMBER && value <= LARGEST_NUMBER
    ? ok(value)
    : refuse('out-of-range', input, OUT_OF_RANGE, { max: LARGEST_NUMBER });
}

const NOT_A_NUMBER = 'is not a number in decimal digits';

const refuse = (code: NumberProblem, input: string | number, reason: string, params?: Problem['params']) =>
  parseError(code, String(input), reason, params) as { readonly ok: false; readonly error: NumberError };

/**
 * The number in `text`, or undefined when it is not written in plain decimal digits or is out of range.
 * @example parseDecimal(' −40 ') // -40
 * @example parseDecimal('0x1A4') // undefined
 */
export function parseDecimal(text: string): number | undefined {
  const read = parseNumber(String(text));
  return read.ok ? read.value : undefined;
}
