/**
 * Every word the extension shows, in the reader's language. `chrome.i18n` cannot switch language while
 * the popup is open and reads only the browser's, so the words are a typed dictionary of our own: one
 * module a language (`en/` is bundled, the others are loaded when chosen), each section typed after the
 * English one so that a missing or extra key does not compile. Messages are ICU (core/i18n/message.ts):
 * plurals by each language's rules, values put in as text.
 */
import {
  formatMessage,
  formatProblem,
  formatReason,
  type Language,
  type MessageValues,
  type Problem,
} from '../../core/index';
import { EN } from './en';
import type { Words } from './words';

export type { WordKey, Words } from './words';

const LOADERS: { readonly [L in Exclude<Language, 'en'>]: () => Promise<Dictionary> } = {
  fr: () => import('./fr'),
  de: () => import('./de'),
  nl: () => import('./nl'),
  it: () => import('./it'),
  es: () => import('./es'),
  pl: () => import('./pl'),
  sv: () => import('./sv'),
  da: () => import('./da'),
};

/**
 * A language's words, and how it words the core's problems, loaded together. English words them as the
 * core does (`formatProblem`, which the English messages give back exactly): the page opens without
 * any language's problem messages, which only another language needs.
 */
interface Dictionary {
  readonly WORDS: Words;
  readonly sayProblem: (found: Problem) => string;
  readonly sayReason: (found: Problem) => string;
}

const ENGLISH: Dictionary = { WORDS: EN, sayProblem: formatProblem, sayReason: formatReason };

let shown: { readonly language: Language } & Dictionary = { language: 'en', ...ENGLISH };

let notation: Language = 'en';

/** The language whose notation contracts are read and shown in (core/i18n/notation.ts). */
export const currentNotation = (): Language => notation;

/** Contracts read and shown in `language`'s notation from now on. */
export const showNotation = (language: Language): void => {
  notation = language;
};

/** The language the words are in now. */
export const currentLanguage = (): Language => shown.language;

/**
 * The words of `language` from now on, loaded first when they are not the English bundled with the
 * page. A page awaits this before its first render, so no English shows before its own language.
 */
export async function showLanguage(language: Language): Promise<void> {
  if (language === shown.language) return;
  const loaded = language === 'en' ? ENGLISH : await LOADERS[language]();
  shown = { language, WORDS: loaded.WORDS, sayProblem: loaded.sayProblem, sayReason: loaded.sayReason };
  // Screen readers and hyphenation follow the page's language.
  globalThis.document?.documentElement.setAttribute('lang', language);
}

/**
 * A word or a message in the current language, its values put in.
 * @example t('score.made', { count: 2 }) // '2 overtricks' in English
 */
export const t = (key: keyof Words, values: MessageValues = {}): string =>
  formatMessage(shown.WORDS[key], values, shown.language);

/** A problem of the core in the current language, with its place (what `formatProblem` gives in English). */
export const sayProblem = (found: Problem): string => shown.sayProblem(found);

/** A problem of the core without its place, in the current language (`formatReason` in English). */
export const sayReason = (found: Problem): string => shown.sayReason(found);
