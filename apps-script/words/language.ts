/**
 * The language a spreadsheet speaks: the add-on's setting for this spreadsheet when one is made, or
 * its locale (`fr_FR`, as Sheets names it). Its words and its notation for contracts follow.
 */
import { type Language, languageOfTags } from '../../core/index';

/** What the add-on speaks in one spreadsheet: the words' language and the notation contracts are read in. */
export interface SheetLanguage {
  readonly language: Language;
  readonly notation: Language;
}

/** The language of a spreadsheet whose locale is `locale` (`de_DE`): English for one we do not speak. */
export const sheetLanguage = (locale: string): SheetLanguage => {
  const language = languageOfTags([locale]);
  return { language, notation: language };
};
