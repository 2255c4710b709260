/**
 * The table page's words and letters: its words in the sheet's language (the phone's own language
 * until the server's first answer names the sheet's), and seats, strains and contracts in the sheet's
 * notation, in which the table types and the server reads. Suits show as symbols; a contract the
 * server gives in English letters (a traveller's) is shown in the notation.
 */

import type { Contract } from '../../core/hand/contract';
import { isLanguage, type Language } from '../../core/i18n/languages';
import { formatMessage, type MessageValues } from '../../core/i18n/message';
import {
  formatContract,
  formatStrain,
  NOTATIONS,
  parseContract,
  type Seat,
  type Strain,
  SUIT_SYMBOLS,
  type Suit,
  strainWord,
} from '../../core/index';
import type { Rank } from '../../core/table/card';
import { TABLE_WORDS, type TableKey } from '../words/table/index';

let language: Language = 'en';
let notation: Language = 'en';

/** The language the page speaks now. */
export const currentLanguage = (): Language => language;
/** The notation contracts are typed and shown in now. */
export const currentNotation = (): Language => notation;

/** The page's words in `chosen` from now on, and contracts in `written` (the language's own by default). */
export function showLanguage(chosen: string, written: string = chosen): void {
  if (isLanguage(chosen)) language = chosen;
  notation = isLanguage(written) ? written : language;
  globalThis.document?.documentElement.setAttribute('lang', language);
}

/**
 * A word or a message in the page's language, its values put in.
 * @example t('head.round', { round: 3, rounds: 7 }) // 'Round 3 of 7'
 */
export const t = (key: TableKey, values: MessageValues = {}): string =>
  formatMessage(TABLE_WORDS[language][key], values, language);

/** A seat's letter in the notation (`O` for West in French). */
export const seatShown = (seat: Seat): string => NOTATIONS[notation].seats[seat];

/** A seat's name in the page's language (`Ouest`). */
export const seatName = (seat: Seat): string => NOTATIONS[language].seatWords[seat];

/** A side as the notation letters it: `N/S`, `E/O` in French. */
export const sideShown = (side: 'NS' | 'EW'): string =>
  side === 'NS' ? `${seatShown('N')}/${seatShown('S')}` : `${seatShown('E')}/${seatShown('W')}`;

/** A strain as a button shows it: a suit's symbol, no trump in the notation's letters (`SA`). */
export const strainShown = (strain: Strain): string => formatStrain(strain, { symbols: true, notation });

/** A strain's name in the page's language, for a screen reader (`pique`). */
export const strainName = (strain: Strain): string => strainWord(strain, language);

/** A contract as the page shows it: `4♠X-2`, `3SA=`, `Passe`. */
export const contractShown = (contract: Contract): string => formatContract(contract, { symbols: true, notation });

/** A contract the server gives in English letters (`4SX-2`), shown in the notation; as given when it is no contract (`60/40`). */
export function keptContractShown(text: string): string {
  const read = parseContract(text, 'en');
  return read.ok ? contractShown(read.value) : text;
}

/** A seat the server gives as an English letter, in the notation; as given when it is none. */
export const keptSeatShown = (text: string): string =>
  text === 'N' || text === 'E' || text === 'S' || text === 'W' ? seatShown(text) : text;

/** A score with its sign, as the language writes numbers: `+420`, `−100`, `0`. */
export const signed = (score: number): string =>
  new Intl.NumberFormat(language, { signDisplay: 'exceptZero', useGrouping: false }).format(score);

/** Who is vulnerable (`None`, `NS`, `EW`, `All`, as the server gives it), in the page's words and letters. */
export function vulnerability(given: string): string {
  if (given === 'NS' || given === 'EW') return sideShown(given);
  if (given === 'None') return t('vul.None');
  if (given === 'All') return t('vul.All');
  return given;
}

/** A suit's symbol. */
export const suitShown = (suit: Suit): string => SUIT_SYMBOLS[suit];

/** A card's rank as the notation writes it (`R` for the king in French), the ten as `10`. */
export const rankShown = (rank: Rank): string =>
  rank === 'T'
    ? '10'
    : rank === 'A' || rank === 'K' || rank === 'Q' || rank === 'J'
      ? (NOTATIONS[notation].honors[rank][0] as string)
      : rank;

/** A lead the server gives in English letters (`HK`) as the page shows it (`♥K`, `♥R` in French); '' for none. */
export function leadShown(text: string): string {
  const card = /^([CDHS])(10|[2-9TJQKA])$/i.exec(text.trim());
  if (card === null) return text;
  const rank = (card[2] as string).toUpperCase();
  return `${suitShown((card[1] as string).toUpperCase() as Suit)}${rankShown((rank === '10' ? 'T' : rank) as Rank)}`;
}

/** What the contract field takes, in the notation: a doubled contract down two, a game made. */
export const typedExamples = (): string =>
  `${formatContract({ level: 4, strain: 'S', doubling: 'X', result: -2 }, { notation })}, ${formatContract({ level: 3, strain: 'NT', doubling: '', result: 0 }, { notation })}`;

/** A contract the table typed in the notation (an entry waiting), as the page shows it. */
export function typedContractShown(text: string): string {
  const read = parseContract(text, notation);
  return read.ok ? contractShown(read.value) : text;
}
