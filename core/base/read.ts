/**
 * Readers of plain JSON values for saved sessions: each returns the value or a sentence-fragment saying
 * what is wrong with it, which the session loader places ("event 3: …").
 */
import type { Result } from './result.js';
import { err, ok } from './result.js';
import { orList } from './words.js';

/** A JSON object (not null, not an array): what every saved session, setting and event is. */
export const isRecord = (value: unknown): value is { readonly [key: string]: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text;
};

export function readOneOf<T extends string | number | boolean>(
  value: unknown,
  allowed: readonly T[],
  name: string,
): Result<T, string> {
  return (allowed as readonly unknown[]).includes(value)
    ? ok(value as T)
    : err(`${name} must be ${orList(allowed.map((a) => show(a)))}, not ${show(value)}`);
}

export function readInteger(value: unknown, min: number, max: number, name: string): Result<number, string> {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? ok(value)
    : err(`${name} must be a whole number ${min}–${max}, not ${show(value)}`);
}
