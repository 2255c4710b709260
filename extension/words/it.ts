/**
 * The whole dictionary in Italian, and the core's problems worded in it: loaded just after the popup
 * first shows. The first view's words (./it/first-view.ts) come before, on their own.
 */
import type { Problem } from '../../core/base/problem';
import { wordProblem, wordReason } from '../../core/i18n/problem-words';
import { PROBLEMS } from '../../core/i18n/problems/it';
import { firstView } from './it/first-view';
import { keepers } from './it/keepers';
import { views } from './it/views';
import type { Words } from './words';

export const WORDS: Words = { ...firstView, ...views, ...keepers };

/** The core's problems in Italian, worded from their parts. */
export const sayProblem = (found: Problem): string => wordProblem(found, PROBLEMS);

/** A problem without its place, in Italian. */
export const sayReason = (found: Problem): string => wordReason(found, PROBLEMS);
