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

/** The prefix of the add-on's own problems among its words: `refusal.no-contract` words code `no-contract`. */
const REFUSAL = 'refusal.';

/**
 * The add-on's own problems (the sidebar's refusals), a code each, worded from their params like the
 * core's: the dictionary's `refusal.<code>` messages, English's giving back the reason the code builds.
 */
export const refusalCodes = (words: SheetWords): { readonly [code: string]: string } =>
  Object.fromEntries(
    Object.entries(words)
      .filter(([key]) => key.startsWith(REFUSAL))
      .map(([key, message]) => [key.slice(REFUSAL.length), message]),
  );

/** The core's problems in a language, and the add-on's own beside them. */
const withRefusals = (core: ProblemWords, language: Language): ProblemWords => ({
  ...core,
  codes: { ...core.codes, ...refusalCodes(SHEET_WORDS[language]) },
});

/** Each language's words for problems: the core's and the add-on's. */
export const SHEET_PROBLEMS: { readonly [L in Language]: ProblemWords } = {
  en: withRefusals(EN_PROBLEMS, 'en'),
  fr: withRefusals(FR_PROBLEMS, 'fr'),
  de: withRefusals(DE_PROBLEMS, 'de'),
  nl: withRefusals(NL_PROBLEMS, 'nl'),
  it: withRefusals(IT_PROBLEMS, 'it'),
  es: withRefusals(ES_PROBLEMS, 'es'),
  pl: withRefusals(PL_PROBLEMS, 'pl'),
  sv: withRefusals(SV_PROBLEMS, 'sv'),
  da: withRefusals(DA_PROBLEMS, 'da'),
};

/** One of the add-on's messages in `language`, its values put in. */
export const sheetSay = (language: Language, key: SheetKey, values: MessageValues = {}): string =>
  formatMessage(SHEET_WORDS[language][key], values, language);
