/**
 * Numbers as people type them into a field or a plain-text cell. Number() also takes hex (`0x1A4` is
 * 420), exponents, `Infinity` and a blank (0), none of which a player means by a score or a margin.
 */

// An optional sign (the typographic minus too), digits, an optional fraction.
const DECIMAL = /^[+\-−]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The number in `text`, or undefined when it is not written in plain decimal digits or is too long to
 * be a finite number.
 * @example readDecimal(' −40 ') // -40
 * @example readDecimal('0x1A4') // undefined
 */
export function readDecimal(text: string): number | undefined {
  const trimmed = String(text).trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const value = Number(trimmed.replace('−', '-'));
  return Number.isFinite(value) ? value : undefined;
}
