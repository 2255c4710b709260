/** The dictionary in French, loaded when the language is chosen. */
export { PROBLEMS } from '../../core/i18n/problems/fr.js';

import { keepers } from './fr/keepers';
import { popup } from './fr/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };
