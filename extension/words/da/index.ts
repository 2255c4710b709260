/** The dictionary in Danish, loaded when the language is chosen. */
export { PROBLEMS } from '../../../core/i18n/problems/da.js';

import type { Words } from '../words';
import { keepers } from './keepers';
import { popup } from './popup';

export const WORDS: Words = { ...popup, ...keepers };
