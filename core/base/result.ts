/**
 * Parsers of user text return a Result instead of throwing, so that a face can show the problem next to
 * what the user typed and keep the text.
 */
import { type Problem, type ProblemParams, problem } from './problem.js';

/** A value, or the Problem that kept a reader from giving one. */
export type Result<T, E = Problem> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/**
 * A problem with some text.
 * @deprecated Use `Problem` (core/base/problem.ts): the same shape, under its one name.
 */
export type ParseError = Problem;

/** A successful Result carrying `value`. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** A refused Result carrying `error`, the reason. */
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/** Builds the refusal of every parser, so that every message quotes the input the same way. */
export const parseError = (
  code: string,
  input: string,
  reason: string,
  params?: ProblemParams,
): { readonly ok: false; readonly error: Problem } =>
  err(problem(code, reason, params === undefined ? { input } : { input, params }));

/** A refusal of something that is not one text a user typed (a saved value, a count): its reason alone. */
export const refused = (
  code: string,
  reason: string,
  params?: ProblemParams,
): { readonly ok: false; readonly error: Problem } =>
  err(problem(code, reason, params === undefined ? {} : { params }));

/**
 * What a problem says is wrong, without the quoted input.
 * @deprecated Read `problem.reason`.
 */
export const problemOf = (error: Problem): string => error.reason;
