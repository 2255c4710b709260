/**
 * Readers of plain JSON values for saved sessions: each returns the value or a sentence-fragment saying
 * what is wrong with it, which the session loader places ("event 3: …").
 */
import type { Result } from './result.js';
import { err, ok, QUOTED_LENGTH, quoteText } from './result.js';
import { orList } from './words.js';

/** A JSON object (not null, not an array): what every saved session, setting and event is. */
export const isRecord = (value: unknown): value is { readonly [key: string]: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A piece of punctuation waiting on show's stack, told apart from the values beside it. */
class Punctuation {
  constructor(readonly text: string) {}
}

/**
 * A JSON value as a message quotes it: as JSON, cut after about QUOTED_LENGTH characters with an
 * ellipsis. Written with a stack of its own, not by recursion or JSON.stringify, so that a value nested
 * thousands deep or millions long is quoted as quickly as a small one and never overflows the stack.
 * @example show({ level: 8 }) // '{"level":8}'
 */
export function show(value: unknown): string {
  let out = '';
  const todo: unknown[] = [value];
  // Each value written adds at least one character, so the first QUOTED_LENGTH + 1 of a list suffice.
  const most = QUOTED_LENGTH + 1;
  while (todo.length > 0 && out.length <= QUOTED_LENGTH) {
    const item = todo.pop();
    if (item instanceof Punctuation) out += item.text;
    else if (Array.isArray(item)) {
      todo.push(new Punctuation(']'));
      for (let i = Math.min(item.length, most) - 1; i >= 0; i--) {
        todo.push(item[i]);
        if (i > 0) todo.push(new Punctuation(','));
      }
      todo.push(new Punctuation('['));
    } else if (typeof item === 'object' && item !== null) {
      const keys: string[] = [];
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        keys.push(key);
        if (keys.length === most) break;
      }
      todo.push(new Punctuation('}'));
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        todo.push((item as Record<string, unknown>)[key]);
        todo.push(new Punctuation(`${quoteText(key)}:`));
        if (i > 0) todo.push(new Punctuation(','));
      }
      todo.push(new Punctuation('{'));
    } else if (typeof item === 'string') out += quoteText(item);
    else out += typeof item === 'number' && !Number.isFinite(item) ? 'null' : String(item);
  }
  if (todo.length === 0 && out.length <= QUOTED_LENGTH) return out;
  return `${Array.from(out.slice(0, 2 * QUOTED_LENGTH))
    .slice(0, QUOTED_LENGTH)
    .join('')}…`;
}

/** `value` if it is one of `allowed`, or why not in words that name the field and list what it may be. */
export function readOneOf<T extends string | number | boolean>(
  value: unknown,
  allowed: readonly T[],
  name: string,
): Result<T, string> {
  return (allowed as readonly unknown[]).includes(value)
    ? ok(value as T)
    : err(`${name} must be ${orList(allowed.map((a) => show(a)))}, not ${show(value)}`);
}

/**
 * Players' names from saved settings: each a name that is not blank, kept trimmed. With `distinct`, two
 * names alike but for case and spaces are refused too, for a list that must tell its players apart.
 */
export function readNames(names: readonly unknown[], distinct: boolean): Result<string[], string> {
  const trimmed: string[] = [];
  const keys = new Set<string>();
  for (const [i, name] of names.entries()) {
    if (typeof name !== 'string' || name.trim() === '') return err(`player ${i + 1} needs a name, not ${show(name)}`);
    const key = name.trim().toLowerCase();
    if (distinct && keys.has(key))
      return err(`two players are called ${show(name.trim())}; give each a different name`);
    keys.add(key);
    trimmed.push(name.trim());
  }
  return ok(trimmed);
}

/** `value` if it is a whole number from `min` to `max`, or why not, naming the field. */
export function readInteger(value: unknown, min: number, max: number, name: string): Result<number, string> {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? ok(value)
    : err(`${name} must be a whole number ${min}–${max}, not ${show(value)}`);
}
