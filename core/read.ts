/**
 * Readers of plain JSON values for saved sessions: each returns the value or a sentence-fragment saying
 * what is wrong with it, which the session loader places ("event 3: …").
 */
import type { PlayedContract } from './contract.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import { isRecord } from './session.js';
import { DOUBLINGS, type Doubling, type Level, STRAINS, type Strain } from './vocabulary.js';

export const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text;
};

/** `a`, `a or b`, `a, b or c`. */
export const orList = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

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

/** A played contract with its result, as events store it: `{ level, strain, doubling, result }`. */
export function readPlayedContract(value: unknown): Result<PlayedContract & { readonly result: number }, string> {
  if (!isRecord(value))
    return err(`contract must be an object with level, strain, doubling and result, not ${show(value)}`);
  const level = readInteger(value.level, 1, 7, 'level');
  if (!level.ok) return level;
  const strain = readOneOf<Strain>(value.strain, STRAINS, 'strain');
  if (!strain.ok) return strain;
  const doubling = readOneOf<Doubling>(value.doubling ?? '', DOUBLINGS, 'doubling');
  if (!doubling.ok) return doubling;
  const bid = `${level.value}${strain.value}${doubling.value}`;
  const result = readInteger(value.result, -(level.value + 6), 7 - level.value, `the result of ${bid}`);
  if (!result.ok) return result;
  return ok({ level: level.value as Level, strain: strain.value, doubling: doubling.value, result: result.value });
}
