/**
 * Readers of plain JSON values for saved sessions: each returns the value or the problem with it, which
 * the session loader places ("event 3: …").
 */
import { quoteValue } from './quote.js';
import type { Result } from './result.js';
import { ok, refused } from './result.js';
import { orList } from './words.js';

/** A JSON object (not null, not an array): what every saved session, setting and event is. */
export const isRecord = (value: unknown): value is { readonly [key: string]: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` if it is one of `allowed`, or why not in words that name the field and list what it may be. */
export function readOneOf<T extends string | number | boolean>(
  value: unknown,
  allowed: readonly T[],
  name: string,
): Result<T> {
  return (allowed as readonly unknown[]).includes(value)
    ? ok(value as T)
    : refused('not-one-of', `${name} must be ${orList(allowed.map((a) => quoteValue(a)))}, not ${quoteValue(value)}`, {
        name,
        allowed: allowed.map((a) => quoteValue(a)),
        value: quoteValue(value),
      });
}

/**
 * Players' names from saved settings: each a name that is not blank, kept trimmed. With `distinct`, two
 * names alike but for case and spaces are refused too, for a list that must tell its players apart.
 */
export function readNames(names: readonly unknown[], distinct: boolean): Result<string[]> {
  const trimmed: string[] = [];
  const keys = new Set<string>();
  for (const [i, name] of names.entries()) {
    if (typeof name !== 'string' || name.trim() === '') {
      return refused('player-needs-name', `player ${i + 1} needs a name, not ${quoteValue(name)}`, {
        player: i + 1,
        value: quoteValue(name),
      });
    }
    const key = name.trim().toLowerCase();
    if (distinct && keys.has(key))
      return refused('same-name', `two players are called ${quoteValue(name.trim())}; give each a different name`, {
        name: name.trim(),
      });
    keys.add(key);
    trimmed.push(name.trim());
  }
  return ok(trimmed);
}

/** `value` if it is a whole number from `min` to `max`, or why not, naming the field. */
export function readInteger(value: unknown, min: number, max: number, name: string): Result<number> {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? ok(value)
    : refused('whole-number-range', `${name} must be a whole number ${min}–${max}, not ${quoteValue(value)}`, {
        name,
        min,
        max,
        value: quoteValue(value),
      });
}
