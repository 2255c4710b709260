/** The dictionary in Spanish, loaded when the language is chosen. */
export { PROBLEMS } from '../../core/i18n/problems/es.js';

import { keepers } from './es/keepers';
import { popup } from './es/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };
