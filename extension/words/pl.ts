/** The dictionary in Polish, loaded when the language is chosen. */
export { PROBLEMS } from '../../core/i18n/problems/pl.js';

import { keepers } from './pl/keepers';
import { popup } from './pl/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };
