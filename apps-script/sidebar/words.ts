/**
 * The words the sidebar shows, in the spreadsheet's language: asked of the server once as the page
 * opens (server.getLanguage: the add-on's setting, or the spreadsheet's locale), before the first render,
 * so that no English shows before its own language. Messages the server words (answers, refusals) come
 * worded already and are shown as given; `{problem}` puts one in.
 */
import { isLanguage, type Language } from '../../core/i18n/languages';
import { formatMessage, type MessageValues } from '../../core/i18n/message';
import { SIDEBAR_WORDS, type SidebarKey } from '../words/sidebar/index';
import { showNotation } from './notation';
import { server } from './server';

let language: Language = 'en';

/** The language the sidebar speaks now. */
export const currentLanguage = (): Language => language;

/** The sidebar's words in `language` from now on; the page's `lang` follows, for screen readers. */
export function showLanguage(chosen: Language): void {
  language = chosen;
  globalThis.document?.documentElement.setAttribute('lang', chosen);
}

/**
 * A word or a message in the sidebar's language, its values put in.
 * @example t('common.round', { round: 2 }) // 'Round 2' in English, 'Runde 2' in German
 */
export const t = (key: SidebarKey, values: MessageValues = {}): string =>
  formatMessage(SIDEBAR_WORDS[language][key], values, language);

/** Two names joined, `Ann and Bob`; one name alone. */
export const both = (names: readonly string[]): string =>
  names.reduce((joined, name) => (joined === '' ? name : t('common.both', { first: joined, second: name })), '');

/** A percentage with two decimals, as the language writes it (57.50, 57,50). */
export const percent = (value: number): string =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    value,
  );

/**
 * Asks the server which language and notation the spreadsheet speaks, and takes them. A server that
 * cannot answer leaves the sidebar in English: the page still works, its words as they always were.
 */
export async function chooseLanguage(): Promise<void> {
  try {
    const answer = await server.getLanguage();
    if (isLanguage(answer?.language)) showLanguage(answer.language);
    if (isLanguage(answer?.notation)) showNotation(answer.notation);
  } catch {
    // English, as before the add-on spoke other languages.
  }
}

const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;

/** Who is vulnerable (`None`, `NS`, `EW`, `All`, as the server gives it) in the sidebar's language. */
export const vulnerability = (given: string): string =>
  (VULNERABILITIES as readonly string[]).includes(given)
    ? t(`vul.${given as (typeof VULNERABILITIES)[number]}`)
    : given;
