/** The dictionary in Dutch, loaded when the language is chosen. */
export { PROBLEMS } from '../../core/i18n/problems/nl.js';

import { keepers } from './nl/keepers';
import { popup } from './nl/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };
