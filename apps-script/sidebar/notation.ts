/**
 * THE ONE PLACE the sidebar knows a notation: the spreadsheet's (server.getLanguage's `notation`), in
 * which scorers type contracts, calls and cards. The sidebar reads no contract itself — the server reads
 * what is typed in the same notation — so the notation shows only in the examples the fields offer.
 *
 * TODO(#30 integrator): once the core has `formatContract(c, { notation })` (the NOTATION helper's work),
 * word the examples from contracts rather than the English letters below, so that a French sidebar
 * offers `4PX-2, 3SA=` and a German one its own; and the cards example from the notation's suit letters.
 */
import type { Language } from '../../core/i18n/languages';

let notation: Language = 'en';

/** The notation contracts are typed in now. */
export const currentNotation = (): Language => notation;

/** Contracts typed and shown in `chosen`'s notation from now on. */
export const showNotation = (chosen: Language): void => {
  notation = chosen;
};

/** Examples of what a Progressive deal's contract field takes: a doubled contract down two, a game made. */
export const dealExamples = (): string => '4SX-2, 3NT=';

/** Examples of what a pairs board's field takes: as a deal's, a passed-out board and an adjusted score. */
export const boardExamples = (): string => '4SX-2, 3NT=, Pass, 60/40';

/** Examples of cards drawn for partners, as the next round's draws are entered. */
export const cardExamples = (): string => 'SA, H10';
