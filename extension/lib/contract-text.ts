/**
 * Contracts as the popup shows them: in the notation in force (`currentNotation()`), with suit symbols,
 * and the words around them (`by`, the seats, `Pass`) in the reader's language. Light: the Score view
 * opens with it. Reading what a player types is lib/quick-score.ts's `readEntry`.
 */
import { type Bid, formatBid, formatContract, isPassedOut, isSeat, type Strain, seatLetter } from '../../core/index';
import { currentNotation, t } from '../words/index';

/** A contract as the core reads it: played (its declarer, result and doubling) or passed out. */
export type Contract = Parameters<typeof formatContract>[0];
/** A contract that was played. */
export type PlayedContract = Exclude<Contract, { readonly passedOut: true }>;

/** How contracts are written out: the one spot that passes the notation in force (French NT is SA). */
const shownAs = (symbols = true) => ({ symbols, notation: currentNotation() }) as const;

/** `4♠`, `3NT`: a bid as the grid and the tables show it. */
export const showBid = (bid: Bid): string => formatBid(bid, shownAs());

/** `3♥`, `NT`: a strain alone, as a table's column heads show it. */
export const showStrain = (strain: Strain): string => formatBid({ level: 1, strain }, shownAs()).slice(1);

/** `N`, `O`: a seat as a contract's declarer or a table's row is written, in the notation in force. */
export const showSeat = (seat: string): string => (isSeat(seat) ? seatLetter(seat, currentNotation()) : seat);

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
