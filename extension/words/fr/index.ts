/** The dictionary in French, loaded when the language is chosen. */
export { PROBLEMS } from '../../../core/i18n/problems/fr.js';

import type { Words } from '../words';
import { keepers } from './keepers';
import { popup } from './popup';

export const WORDS: Words = { ...popup, ...keepers };
