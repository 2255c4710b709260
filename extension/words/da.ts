/** The dictionary in Danish, loaded when the language is chosen. */
import type { Problem } from '../../core/base/problem';
import { wordProblem, wordReason } from '../../core/i18n/problem-words';
import { PROBLEMS } from '../../core/i18n/problems/da';

import { keepers } from './da/keepers';
import { popup } from './da/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };

/** The core's problems in Danish, worded from their parts. */
export const sayProblem = (found: Problem): string => wordProblem(found, PROBLEMS);

/** A problem without its place, in Danish. */
export const sayReason = (found: Problem): string => wordReason(found, PROBLEMS);
