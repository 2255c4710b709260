/**
 * The language a spreadsheet speaks: the add-on's setting for this spreadsheet when one is made, or
 * its locale (`fr_FR`, as Sheets names it). Its words and its notation for contracts follow.
 */
import { isLanguage, type Language, languageOfTags } from '../../core/index';

/** What the add-on speaks in one spreadsheet: the words' language and the notation contracts are read in. */
export interface SheetLanguage {
  readonly language: Language;
  readonly notation: Language;
}

/**
 * The document properties that hold the setting (Language and notation… in the add-on's menu). Absent,
 * or anything but a language code, is no setting: the locale decides, and the notation follows the
 * language. The store is the spreadsheet's own, so everyone who opens it reads the same contracts alike.
 */
export const LANGUAGE_PROPERTY = 'bridgeScorer.language';
export const NOTATION_PROPERTY = 'bridgeScorer.notation';

/** The setting as the document properties hold it: a language code each, or nothing. */
export interface LanguageSetting {
  readonly language?: string | null;
  readonly notation?: string | null;
}

/**
 * The language of a spreadsheet whose locale is `locale` (`de_DE`), the setting first when it names a
 * language: English for a locale we do not speak.
 * @example sheetLanguage('de_DE', { language: 'fr' }) // { language: 'fr', notation: 'fr' }
 */
export const sheetLanguage = (locale: string, setting: LanguageSetting = {}): SheetLanguage => {
  const language = isLanguage(setting.language) ? setting.language : languageOfTags([locale]);
  return { language, notation: isLanguage(setting.notation) ? setting.notation : language };
};

/** English words and notation: where no spreadsheet can be asked (a test, a context without access). */
export const ENGLISH_SHEET: SheetLanguage = { language: 'en', notation: 'en' };
