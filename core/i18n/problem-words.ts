/**
 * A problem worded in a language from its parts (code, values, place, the input quoted), never by
 * translating the English sentence: each language has a message a code (ICU, core/i18n/message.ts)
 * and the words of places. English's messages give back the core's own `reason` exactly.
 */
import { formatProblem, formatReason, type Problem } from '../base/problem.js';
import type { Language } from './languages.js';

/** One language's words for problems. */
export interface ProblemWords {
  readonly language: Language;
  /** A message a code, taking the problem's params: `level` → `level must be {min}–{max}`. */
  readonly codes: { readonly [code: string]: string };
}

/**
 * The problem in `words`' language, with its place: what `formatProblem` gives in English.
 * TODO(#30 helper): word from the parts; until then the English.
 */
export const wordProblem = (found: Problem, _words: ProblemWords): string => formatProblem(found);

/** The problem without its place, for a face that shows the place its own way: `formatReason` in a language. */
export const wordReason = (found: Problem, _words: ProblemWords): string => formatReason(found);
