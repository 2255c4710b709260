/** The dictionary in French, loaded when the language is chosen. */
import type { Problem } from '../../core/base/problem';
import { wordProblem, wordReason } from '../../core/i18n/problem-words';
import { PROBLEMS } from '../../core/i18n/problems/fr';

import { keepers } from './fr/keepers';
import { popup } from './fr/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };

/** The core's problems in French, worded from their parts. */
export const sayProblem = (found: Problem): string => wordProblem(found, PROBLEMS);

/** A problem without its place, in French. */
export const sayReason = (found: Problem): string => wordReason(found, PROBLEMS);
