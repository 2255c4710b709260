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

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/**
 * How many characters of the input a message quotes: enough to recognise it, and short enough that the
 * message fits where it is shown (a spreadsheet cell holds at most 50,000 characters).
 */
export const QUOTED_LENGTH = 40;

/**
 * Text as every message quotes it: in JSON quotes, cut after QUOTED_LENGTH characters (code points,
 * so an emoji is never split) with an ellipsis.
 * @example quoteText('8S') // '"8S"'
 */
export function quoteText(text: string): string {
  // Only the head is looked at, so a huge input costs no more than a short one.
  const head = Array.from(text.slice(0, 2 * QUOTED_LENGTH + 2));
  return head.length > QUOTED_LENGTH
    ? JSON.stringify(`${head.slice(0, QUOTED_LENGTH).join('')}…`)
    : JSON.stringify(text);
}

/** Builds the error every parser returns, so that every message quotes the input the same way. */
export const parseError = (
  code: string,
  input: string,
  problem: string,
): { readonly ok: false; readonly error: ParseError } =>
  err({ code, input, message: `${quoteText(input)}: ${problem}` });

/** What a parse error says is wrong, without the quoted input: for a face that quotes the input its own way. */
export const problemOf = (error: ParseError): string => error.message.slice(quoteText(error.input).length + 2);
