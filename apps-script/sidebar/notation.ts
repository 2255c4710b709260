/**
 * THE ONE PLACE the sidebar knows a notation: the spreadsheet's (server.getLanguage's `notation`), in
 * which scorers type contracts, calls and cards. The sidebar reads no contract itself — the server reads
 * what is typed in the same notation — so the notation shows only in the examples the fields offer.
 * The examples are written by the core in that notation: a French sidebar offers `4PX-2, 3SA=`.
 */
import { formatContract } from '../../core/hand/contract';
import type { Language } from '../../core/i18n/languages';
import { seatLetter } from '../../core/i18n/notation';

const example = (contract: Parameters<typeof formatContract>[0]) => formatContract(contract, { notation });

let notation: Language = 'en';

/** The notation contracts are typed in now. */
export const currentNotation = (): Language => notation;

/** Contracts typed and shown in `chosen`'s notation from now on. */
export const showNotation = (chosen: Language): void => {
  notation = chosen;
};

/** Examples of what a Progressive deal's contract field takes: a doubled contract down two, a game made. */
export const dealExamples = (): string =>
  `${example({ level: 4, strain: 'S', doubling: 'X', result: -2 })}, ${example({ level: 3, strain: 'NT', doubling: '', result: 0 })}`;

/** Examples of what a pairs board's field takes: as a deal's, a passed-out board and an adjusted score. */
export const boardExamples = (): string => `${dealExamples()}, ${example({ passedOut: true })}, 60/40`;

/** Examples of what a teams board's table result takes: a game made, a game down, a pass, an N/S score. */
export const tableExamples = (): string =>
  [
    `${example({ level: 4, strain: 'S', doubling: '', result: 0 })} ${seatLetter('N', notation)}`,
    `${example({ level: 3, strain: 'NT', doubling: '', result: -1 })} ${seatLetter('W', notation)}`,
    example({ passedOut: true }),
    '-100',
  ].join(', ');

/** Examples of cards drawn for partners, as the next round's draws are entered. */
export const cardExamples = (): string => 'SA, H10';
