/**
 * Every word the extension shows, in the reader's language. `chrome.i18n` cannot switch language while
 * the popup is open and reads only the browser's, so the words are a typed dictionary of our own, each
 * section typed after the English one so that a missing or extra key does not compile. A language comes
 * in two parts: its first view's words (`<language>/first-view.ts`, English's bundled with the page),
 * loaded before a page's first render, and the rest with its wording of the core's problems
 * (`<language>.ts`), loaded just after, so that the popup opens on what its first view alone needs. Messages are ICU (core/i18n/message.ts):
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
import { firstView as ENGLISH_FIRST_VIEW } from './en/first-view';
import type { FirstViewWords, Words } from './words';

export type { WordKey, Words } from './words';

type Other = Exclude<Language, 'en'>;

/** Each language's first view: the words a page needs to open, loaded before its first render. */
const FIRST_VIEWS: { readonly [L in Other]: () => Promise<{ readonly firstView: FirstViewWords }> } = {
  fr: () => import('./fr/first-view'),
  de: () => import('./de/first-view'),
  nl: () => import('./nl/first-view'),
  it: () => import('./it/first-view'),
  es: () => import('./es/first-view'),
  pl: () => import('./pl/first-view'),
  sv: () => import('./sv/first-view'),
  da: () => import('./da/first-view'),
};

/**
 * A language's whole dictionary, and how it words the core's problems, loaded together. English words
 * them as the core does (`formatProblem`, which the English messages give back exactly), so no page
 * carries any language's problem messages that does not show them.
 */
interface Dictionary {
  readonly WORDS: Words;
  readonly sayProblem: (found: Problem) => string;
  readonly sayReason: (found: Problem) => string;
}

const DICTIONARIES: { readonly [L in Language]: () => Promise<Dictionary> } = {
  en: () => import('./en').then(({ EN }) => ({ WORDS: EN, sayProblem: formatProblem, sayReason: formatReason })),
  fr: () => import('./fr'),
  de: () => import('./de'),
  nl: () => import('./nl'),
  it: () => import('./it'),
  es: () => import('./es'),
  pl: () => import('./pl'),
  sv: () => import('./sv'),
  da: () => import('./da'),
};

/** The dictionaries loaded so far, and those on their way: each is loaded once, and a failed load is tried again. */
const loaded: { [L in Language]?: Dictionary } = {};
const loading: { [L in Language]?: Promise<Dictionary> } = {};

function dictionaryOf(language: Language): Promise<Dictionary> {
  const whole = loaded[language];
  if (whole) return Promise.resolve(whole);
  const pending =
    loading[language] ??
    DICTIONARIES[language]().then(
      (dictionary) => {
        loaded[language] = dictionary;
        return dictionary;
      },
      (failure: unknown) => {
        // Not loaded (a chunk the browser would not read): the next one to ask tries again.
        delete loading[language];
        throw failure;
      },
    );
  loading[language] = pending;
  return pending;
}

/**
 * The words shown: the first view's until the whole dictionary is in. Problems are worded as the core
 * does until then; a page that can show one waits for `wordsReady` first.
 */
let shown: {
  readonly language: Language;
  readonly words: FirstViewWords | Words;
  readonly sayProblem: (found: Problem) => string;
  readonly sayReason: (found: Problem) => string;
} = { language: 'en', words: ENGLISH_FIRST_VIEW, sayProblem: formatProblem, sayReason: formatReason };

const show = (next: typeof shown) => {
  shown = next;
  // Screen readers and hyphenation follow the page's language.
  globalThis.document?.documentElement.setAttribute('lang', next.language);
};

/** A language's first-view words alone: problems are worded as the core does until the rest is in. */
const showFirstView = (language: Language, words: FirstViewWords) =>
  show({ language, words, sayProblem: formatProblem, sayReason: formatReason });

/** A language's whole dictionary, with its wording of problems. */
const showWhole = (language: Language, whole: Dictionary) =>
  show({ language, words: whole.WORDS, sayProblem: whole.sayProblem, sayReason: whole.sayReason });

/**
 * How many languages were asked for: a load that comes back after a later ask is dropped, so two
 * choices in quick succession end on the second, whichever loads first.
 */
let asked = 0;

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
 * The words of `language` from now on: its first view's, loaded first when they are not the English
 * bundled with the page. A page awaits this before its first render, so no English shows before its
 * own language; every view but the first also awaits `wordsReady`.
 */
export async function showLanguage(language: Language): Promise<void> {
  const ask = ++asked;
  if (language === shown.language) return;
  const whole = loaded[language];
  if (whole) {
    showWhole(language, whole);
    return;
  }
  const words = language === 'en' ? ENGLISH_FIRST_VIEW : (await FIRST_VIEWS[language]()).firstView;
  if (ask === asked) showFirstView(language, words);
}

/**
 * The words of `language` from now on, all of them: switched to only once its whole dictionary is in,
 * so a page already showing any view never shows a key, nor two languages at once. Resolves whether it
 * took effect: false when a later ask overtook it. When the words will not load, the ones shown stay.
 */
export async function switchLanguage(language: Language): Promise<boolean> {
  const ask = ++asked;
  const whole = await dictionaryOf(language);
  if (ask !== asked) return false;
  showWhole(language, whole);
  return true;
}

/**
 * The whole dictionary of the language shown, and its wording of problems: loaded once, just after
 * the first view, so the first view opens on what it alone needs. A view that shows more awaits it.
 * Resolves once the language shown has its whole dictionary, even if the language changed meanwhile.
 */
export async function wordsReady(): Promise<void> {
  for (;;) {
    const { language } = shown;
    const whole = await dictionaryOf(language);
    if (shown.language === language) {
      if (shown.words !== whole.WORDS) showWhole(language, whole);
      return;
    }
  }
}

/**
 * A word or a message in the current language, its values put in.
 * @example t('score.made', { count: 2 }) // '2 overtricks' in English
 */
export const t = (key: keyof Words, values: MessageValues = {}): string => {
  const message = (shown.words as Partial<Words>)[key];
  // A key outside the first view asked before `wordsReady`: shown as the key, which a test catches,
  // rather than a word in another language.
  return message === undefined ? key : formatMessage(message, values, shown.language);
};

/** A problem of the core in the current language, with its place (what `formatProblem` gives in English). */
export const sayProblem = (found: Problem): string => shown.sayProblem(found);

/** A problem of the core without its place, in the current language (`formatReason` in English). */
export const sayReason = (found: Problem): string => shown.sayReason(found);
