/** The dictionary in Spanish, loaded when the language is chosen. */
import type { Problem } from '../../core/base/problem';
import { wordProblem, wordReason } from '../../core/i18n/problem-words';
import { PROBLEMS } from '../../core/i18n/problems/es';

import { keepers } from './es/keepers';
import { popup } from './es/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };

/** The core's problems in Spanish, worded from their parts. */
export const sayProblem = (found: Problem): string => wordProblem(found, PROBLEMS);

/** A problem without its place, in Spanish. */
export const sayReason = (found: Problem): string => wordReason(found, PROBLEMS);
