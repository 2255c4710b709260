/**
 * Contract notation: `4S`, `4♠X`, `3nt+1`, `6HXX-2 by W`, `Pass`: what a contract is, its tricks, and
 * `formatContract`, which writes one. Reading one (`parseContract`, which never throws on user text and
 * reads back what `formatContract` writes) is contract-reader.ts's, apart: the popup opens showing
 * contracts and reads one only once a player types.
 */
import { type Doubling, type Level, type Seat, type Strain, SUIT_SYMBOLS } from '../base/vocabulary.js';
import type { Language } from '../i18n/languages.js';
import { NOTATIONS } from '../i18n/notation.js';

/** A bid: a level and a strain, as in the auction. */
export interface Bid {
  readonly level: Level;
  readonly strain: Strain;
}

/** A contract that was played, with what the table may have recorded of it. */
export interface PlayedContract extends Bid {
  readonly doubling: Doubling;
  readonly declarer?: Seat;
  /** Tricks against the contract: 0 made exactly, +n overtricks, −n down n. */
  readonly result?: number;
}

/** All four players passed: nothing was played and the deal scores 0. */
export interface PassedOut {
  readonly passedOut: true;
}

/** A hand's outcome as written on a score sheet: a contract played, or passed out. */
export type Contract = PlayedContract | PassedOut;

/** The one passed-out hand, shared so that no two differ. */
export const PASSED_OUT: PassedOut = Object.freeze({ passedOut: true });

/** Whether a hand was passed out rather than played. */
export const isPassedOut = (contract: Contract): contract is PassedOut => 'passedOut' in contract;

/** Tricks declarer must take: six plus the level. */
export const tricksNeeded = (level: Level): number => level + 6;

/** The tricks declarer took, for a result against `level` (0 made exactly, +1 an overtrick, −2 down two). */
export const resultToTricks = (level: Level, result: number): number => tricksNeeded(level) + result;

/** The result against `level` of taking `tricks`: the inverse of `resultToTricks`. */
export const tricksToResult = (level: Level, tricks: number): number => tricks - tricksNeeded(level);

/** The result of taking all thirteen tricks: the most overtricks a contract of `level` can make. */
export const allTricks = (level: Level): number => tricksToResult(level, 13);

/** The total tricks declarer took, when the contract carries its result. */
export const tricksTaken = (contract: { readonly level: Level; readonly result?: number }): number | undefined =>
  contract.result === undefined ? undefined : resultToTricks(contract.level, contract.result);

/** How a contract is written out: with suit symbols or letters, in a language's notation. */
export interface FormatOptions {
  /** ♣ ♦ ♥ ♠ instead of C D H S. */
  readonly symbols?: boolean;
  /** The notation's letters, seats and pass (`3SA+1 O`, `Passe`); English when absent. */
  readonly notation?: Language;
}

/** A strain as players write it (`S` or `♠`, `NT`; `P` or `♠`, `SA` in French). */
export const formatStrain = (strain: Strain, options?: FormatOptions): string =>
  strain !== 'NT' && options?.symbols
    ? SUIT_SYMBOLS[strain]
    : options?.notation === undefined
      ? strain
      : (NOTATIONS[options.notation].strains[strain][0] as string);

/** A bid as players write it, level and strain: `4S`, `3NT`. */
export const formatBid = (bid: Bid, options?: FormatOptions): string =>
  `${bid.level}${formatStrain(bid.strain, options)}`;

/** A result relative to the contract as written on a sheet: `=`, `+1`, `-2`. */
export const formatResult = (result: number): string => (result === 0 ? '=' : result > 0 ? `+${result}` : `${result}`);

/**
 * `4SX-2 by N`, `3NT=`, `Pass`; in another notation the declarer is its seat letter after a space and a
 * pass is its word (`3SA+1 O`, `Passe`). The text parses back to the same contract in that notation.
 * @example formatContract({ level: 4, strain: 'H', doubling: 'X', result: -2 }, { symbols: true }) // '4♥X-2'
 * @example formatContract({ level: 3, strain: 'NT', doubling: '', result: 1 }, { notation: 'fr' }) // '3SA+1'
 */
export function formatContract(contract: Contract, options?: FormatOptions): string {
  // English, named or not, writes `by N` and `Pass`, as it always has.
  const notation =
    options?.notation === undefined || options.notation === 'en' ? undefined : NOTATIONS[options.notation];
  if (isPassedOut(contract)) return notation === undefined ? 'Pass' : (notation.calls.pass[0] as string);
  let text = formatBid(contract, options) + contract.doubling;
  if (contract.result !== undefined) text += formatResult(contract.result);
  if (contract.declarer !== undefined)
    text += notation === undefined ? ` by ${contract.declarer}` : ` ${notation.seats[contract.declarer]}`;
  return text;
}
