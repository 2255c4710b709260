/**
 * Yes or no, as a scorer types an option: one reader for every face, so that an option is never read
 * silently as its default. Blank means "the default", which only the caller knows.
 */
import { ok, parseError, type Result } from './result.js';
import { withoutInvisible } from './text.js';

const WORDS: { readonly [word: string]: boolean } = {
  TRUE: true,
  FALSE: false,
  YES: true,
  NO: false,
  Y: true,
  N: false,
  '1': true,
  '0': false,
};

/** Yes or no for a word in capitals, or undefined: for a reader that tries several meanings. */
export const yesNoWord = (word: string): boolean | undefined => WORDS[word];

/** The accepted words, for messages and help. */
export const YES_NO_WORDS = 'TRUE or FALSE, YES or NO, Y or N, 1 or 0';

/**
 * Yes (true), no (false), or blank (undefined: the caller's default), from TRUE/FALSE, YES/NO, Y/N or
 * 1/0 in any case, as text, a number or a boolean. Anything else is refused, quoted.
 * @example parseYesNo('no') // { ok: true, value: false }
 */
export function parseYesNo(input: string | number | boolean): Result<boolean | undefined> {
  if (typeof input === 'boolean') return ok(input);
  const text = withoutInvisible(String(input)).trim();
  if (text === '') return ok(undefined);
  const value = WORDS[text.toUpperCase()];
  return value === undefined ? parseError('not-yes-no', text, `must be yes or no: ${YES_NO_WORDS}`) : ok(value);
}

/** The word a face shows for an option: the first of parseYesNo's pairs, which it reads back. */
export const formatYesNo = (value: boolean): string => (value ? 'YES' : 'NO');
