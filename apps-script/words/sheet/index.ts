/**
 * The add-on's words in the spreadsheet's language: every language bundled (Code.js is one script
 * the server loads whole), each typed after the English so that a missing or extra key does not
 * compile, and the core's problems worded from their parts in the same language.
 */

import { PROBLEMS as DA_PROBLEMS } from '../../../core/i18n/problems/da';
import { PROBLEMS as DE_PROBLEMS } from '../../../core/i18n/problems/de';
import { PROBLEMS as EN_PROBLEMS } from '../../../core/i18n/problems/en';
import { PROBLEMS as ES_PROBLEMS } from '../../../core/i18n/problems/es';
import { PROBLEMS as FR_PROBLEMS } from '../../../core/i18n/problems/fr';
import { PROBLEMS as IT_PROBLEMS } from '../../../core/i18n/problems/it';
import { PROBLEMS as NL_PROBLEMS } from '../../../core/i18n/problems/nl';
import { PROBLEMS as PL_PROBLEMS } from '../../../core/i18n/problems/pl';
import { PROBLEMS as SV_PROBLEMS } from '../../../core/i18n/problems/sv';
import { formatMessage, type Language, type MessageValues, type ProblemWords } from '../../../core/index';
import { SHEET as DA } from './da';
import { SHEET as DE } from './de';
import { SHEET as EN, type SheetKey, type SheetWords } from './en';
import { SHEET as ES } from './es';
import { SHEET as FR } from './fr';
import { SHEET as IT } from './it';
import { SHEET as NL } from './nl';
import { SHEET as PL } from './pl';
import { SHEET as SV } from './sv';

export type { SheetKey, SheetWords } from './en';

/** Each language's words for the add-on. */
export const SHEET_WORDS: { readonly [L in Language]: SheetWords } = {
  en: EN,
  fr: FR,
  de: DE,
  nl: NL,
  it: IT,
  es: ES,
  pl: PL,
  sv: SV,
  da: DA,
};

/** Each language's words for the core's problems. */
export const SHEET_PROBLEMS: { readonly [L in Language]: ProblemWords } = {
  en: EN_PROBLEMS,
  fr: FR_PROBLEMS,
  de: DE_PROBLEMS,
  nl: NL_PROBLEMS,
  it: IT_PROBLEMS,
  es: ES_PROBLEMS,
  pl: PL_PROBLEMS,
  sv: SV_PROBLEMS,
  da: DA_PROBLEMS,
};

/** One of the add-on's messages in `language`, its values put in. */
export const sheetSay = (language: Language, key: SheetKey, values: MessageValues = {}): string =>
  formatMessage(SHEET_WORDS[language][key], values, language);
