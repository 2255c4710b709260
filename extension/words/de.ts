/** The dictionary in German, loaded when the language is chosen. */
export { PROBLEMS } from '../../core/i18n/problems/de.js';

import { keepers } from './de/keepers';
import { popup } from './de/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };
