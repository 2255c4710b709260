/** The dictionary in German, loaded when the language is chosen. */
import type { Problem } from '../../core/base/problem';
import { wordProblem, wordReason } from '../../core/i18n/problem-words';
import { PROBLEMS } from '../../core/i18n/problems/de';

import { keepers } from './de/keepers';
import { popup } from './de/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };

/** The core's problems in German, worded from their parts. */
export const sayProblem = (found: Problem): string => wordProblem(found, PROBLEMS);

/** A problem without its place, in German. */
export const sayReason = (found: Problem): string => wordReason(found, PROBLEMS);
