/**
 * The table page's words in every language the add-on speaks. All nine are bundled into Table.html:
 * the page is one file served as it is, with nothing beside it to load a language from.
 */
import type { Language } from '../../../core/i18n/languages';
import { DA } from './da';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { NL } from './nl';
import { PL } from './pl';
import { SV } from './sv';
import type { TableWords } from './words';

export type { TableKey, TableWords } from './words';

/** Each language's words for the table page. */
export const TABLE_WORDS: { readonly [L in Language]: TableWords } = {
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
