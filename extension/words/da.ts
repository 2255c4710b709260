/** The dictionary in Danish, loaded when the language is chosen. */
export { PROBLEMS } from '../../core/i18n/problems/da.js';

import { keepers } from './da/keepers';
import { popup } from './da/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };
