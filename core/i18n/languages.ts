/**
 * The languages the product speaks, by their BCP 47 primary subtag, and how a browser's or a
 * spreadsheet's language tags choose one. English is the fallback: the language every text was first
 * written in and the one the Laws and PBN use.
 */
import { ok, parseError, type Result } from '../base/result.js';
import { orList } from '../base/words.js';

/** The languages, English first (the fallback), then as the issue lists them. */
export const LANGUAGES = ['en', 'fr', 'de', 'nl', 'it', 'es', 'pl', 'sv', 'da'] as const;
/** A language the product speaks: `en`, `fr`, `de`, `nl`, `it`, `es`, `pl`, `sv` or `da`. */
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, as a language menu lists it (a reader finds their own in any language). */
export const LANGUAGE_NAMES: { readonly [L in Language]: string } = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  nl: 'Nederlands',
  it: 'Italiano',
  es: 'Español',
  pl: 'Polski',
  sv: 'Svenska',
  da: 'Dansk',
};

/** Whether a stored or received value is one of our language codes. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a tag names (`fr-CA`, `de_DE` as Sheets writes a locale, `nb` for none of ours), by its
 * primary subtag; undefined for one the product does not speak.
 */
export const languageOfTag = (tag: string): Language | undefined => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
};

/**
 * The first of a user's preferred language tags the product speaks (a browser lists them in order),
 * or English.
 * @example languageOfTags(['fr-CA', 'en-US']) // 'fr'
 */
export const languageOfTags = (tags: readonly string[]): Language => {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language !== undefined) return language;
  }
  return 'en';
};

/**
 * A language code as a setting stores it: one of ours, or a tag whose primary subtag is (`fr-CA`).
 * @example parseLanguage('xx') // err: `"xx": language must be en, fr, de, nl, it, es, pl, sv or da`
 */
export const parseLanguage = (input: string): Result<Language> => {
  const language = languageOfTag(input);
  return language === undefined
    ? parseError('language', input, `language must be ${orList([...LANGUAGES])}`, { allowed: [...LANGUAGES] })
    : ok(language);
};
