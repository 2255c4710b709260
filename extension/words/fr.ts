/**
 * The whole dictionary in French, and the core's problems worded in it: loaded just after the popup
 * first shows. The first view's words (./fr/first-view.ts) come before, on their own.
 */
import type { Problem } from '../../core/base/problem';
import { wordProblem, wordReason } from '../../core/i18n/problem-words';
import { PROBLEMS } from '../../core/i18n/problems/fr';
import { firstView } from './fr/first-view';
import { keepers } from './fr/keepers';
import { views } from './fr/views';
import type { Words } from './words';

export const WORDS: Words = { ...firstView, ...views, ...keepers };

/** The core's problems in French, worded from their parts. */
export const sayProblem = (found: Problem): string => wordProblem(found, PROBLEMS);

/** A problem without its place, in French. */
export const sayReason = (found: Problem): string => wordReason(found, PROBLEMS);
