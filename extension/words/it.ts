/** The dictionary in Italian, loaded when the language is chosen. */
export { PROBLEMS } from '../../core/i18n/problems/it.js';

import { keepers } from './it/keepers';
import { popup } from './it/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };
