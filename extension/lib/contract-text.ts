/**
 * Contracts as the popup shows them: in the notation in force (`currentNotation()`), with suit symbols,
 * and the words around them (`by`, the seats, `Pass`) in the reader's language. Light: the Score view
 * opens with it. Reading what a player types is lib/quick-score.ts's `readEntry`.
 */
import { type Bid, formatBid, formatContract, isPassedOut, type Strain } from '../../core/index';
import { t } from '../words/index';

/** A contract as the core reads it: played (its declarer, result and doubling) or passed out. */
export type Contract = Parameters<typeof formatContract>[0];
/** A contract that was played. */
export type PlayedContract = Exclude<Contract, { readonly passedOut: true }>;

/**
 * NOTATION (#30): how contracts are written out. Once the core's `formatContract` and `formatBid` take
 * a notation, this is the one spot that passes it: `{ symbols: true, notation: currentNotation() }`.
 */
const shownAs = (symbols = true) => ({ symbols }) as const;

/** `4♠`, `3NT`: a bid as the grid and the tables show it. */
export const showBid = (bid: Bid): string => formatBid(bid, shownAs());

/** `3♥`, `NT`: a strain alone, as a table's column heads show it. */
export const showStrain = (strain: Strain): string => formatBid({ level: 1, strain }, shownAs()).slice(1);

/**
 * `N`, `E`: a seat as a contract's declarer or a table's row is written, in the reader's language.
 * NOTATION (#30): the notation's own letter once the core has it: `seatLetter(seat, currentNotation())`.
 */
export const showSeat = (seat: string): string => t('common.seatLetter', { seat });

/**
 * `4♠X-2 by N`, `3NT=`, `Pass`: a contract read, its declarer in the reader's words; with `typed`, in
 * letters, as an example of what to type (`4S by N`).
 */
export function showContract(contract: Contract, typed = false): string {
  if (isPassedOut(contract)) return t('score.pass');
  const { declarer, ...played } = contract;
  const text = formatContract(played, shownAs(!typed));
  return declarer === undefined ? text : t('common.by', { contract: text, seat: showSeat(declarer) });
}
