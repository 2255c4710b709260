/** The dictionary in Spanish, loaded when the language is chosen. */
export { PROBLEMS } from '../../../core/i18n/problems/es.js';

import type { Words } from '../words';
import { keepers } from './keepers';
import { popup } from './popup';

export const WORDS: Words = { ...popup, ...keepers };
