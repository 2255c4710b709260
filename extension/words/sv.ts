/** The dictionary in Swedish, loaded when the language is chosen. */
export { PROBLEMS } from '../../core/i18n/problems/sv.js';

import { keepers } from './sv/keepers';
import { popup } from './sv/popup';
import type { Words } from './words';

export const WORDS: Words = { ...popup, ...keepers };
