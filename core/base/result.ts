/**
 * Parsers of user text return a Result instead of throwing, so that a face can show the message next to
 * what the user typed and keep the text.
 */
export type Result<T, E = ParseError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** A problem with some text: the text itself, a stable code for programs and a sentence for people. */
export interface ParseError {
  readonly code: string;
  readonly input: string;
  /** Always starts with the quoted input: `"8S": level must be 1–7`. */
  readonly message: string;
}

// Quoting moved to quote.js; re-exported here for the modules that still import it from here.
export { QUOTED_LENGTH, quoteText } from './quote.js';

import { quoteText } from './quote.js';

/** A successful Result carrying `value`. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** A refused Result carrying `error`, the reason. */
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/** Builds the error every parser returns, so that every message quotes the input the same way. */
export const parseError = (
  code: string,
  input: string,
  problem: string,
): { readonly ok: false; readonly error: ParseError } =>
  err({ code, input, message: `${quoteText(input)}: ${problem}` });

/** What a parse error says is wrong, without the quoted input: for a face that quotes the input its own way. */
export const problemOf = (error: ParseError): string => error.message.slice(quoteText(error.input).length + 2);
