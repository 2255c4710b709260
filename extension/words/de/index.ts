/** The dictionary in German, loaded when the language is chosen. */
export { PROBLEMS } from '../../../core/i18n/problems/de.js';

import type { Words } from '../words';
import { keepers } from './keepers';
import { popup } from './popup';

export const WORDS: Words = { ...popup, ...keepers };
