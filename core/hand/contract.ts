/**
 * Contract notation: `4S`, `4♠X`, `3nt+1`, `6HXX-2 by W`, `Pass`.
 * `parseContract` never throws on user text; `formatContract` is its inverse.
 */
import type { Result } from '../base/result.js';
import { type Doubling, type Level, type Seat, type Strain, SUIT_SYMBOLS } from '../base/vocabulary.js';
import type { Language } from '../i18n/languages.js';
import { NOTATIONS } from '../i18n/notation.js';
import { readContractText } from './contract-reader.js';

export { readContractText };

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

/**
 * Reads a contract as a player or a results sheet writes it: level 1–7; strain C D H S N NT or a suit
 * symbol, any case; X / XX (or * / **); an optional declarer N E S W (also `by N`); an optional result
 * `=`, `+n`, `-n`; or `Pass` / `P` / `AP` / `passed out`. Spaces between the parts are allowed.
 * @example parseContract('4sx-2') // { ok: true, value: { level: 4, strain: 'S', doubling: 'X', result: -2 } }
 * In another notation (`'fr'`, `'de'`, …) its strain letters and words, seats, doubling words and pass
 * are read instead (contract-reader.ts), X and XX always; a letter it uses for two strains is refused.
 * @example formatProblem(parseContract('8S').error) // '"8S": level must be 1–7' (code 'level', params { min: 1, max: 7 })
 * @example parseContract('3SA+1', 'fr') // { ok: true, value: { level: 3, strain: 'NT', doubling: '', result: 1 } }
 */
export function parseContract(input: string, notation: Language = 'en'): Result<Contract> {
  // A results column repeats the same few hundred contracts: their canonical forms are answered from a
  // table built once a notation by the reader itself, so the two can never disagree.
  // English, the default, keeps its table at hand: the common call looks nothing up to find it.
  const table = (notation === 'en' ? english : canonical[notation]) ?? canonicalContracts(notation);
  return table.get(input) ?? readContractText(input, notation);
}

const canonical: { [L in Language]?: Map<string, Result<Contract>> } = {};
let english: Map<string, Result<Contract>> | undefined;

/**
 * The results of reading every contract as formatContract writes it in a notation (letters and symbols,
 * with and without a result) and its pass, as written, in capitals and in lower case: frozen, since they
 * are shared. Kept in `canonical` (English's in `english` too) once built.
 */
function canonicalContracts(notation: Language): Map<string, Result<Contract>> {
  const forms = new Map<string, Result<Contract>>();
  const add = (text: string) => {
    const found = readContractText(text, notation);
    if (found.ok && !forms.has(text)) forms.set(text, Object.freeze({ ok: true, value: Object.freeze(found.value) }));
  };
  for (const pass of NOTATIONS[notation].calls.pass)
    for (const text of [pass, pass.toUpperCase(), pass.toLowerCase()]) add(text);
  for (let level = 1; level <= 7; level++)
    for (const strain of ['C', 'D', 'H', 'S', 'NT'] as const)
      for (const doubling of ['', 'X', 'XX'] as const)
        for (let result = tricksToResult(level as Level, 0); result <= allTricks(level as Level) + 1; result++) {
          // One step past the last overtrick stands for "no result".
          const contract: PlayedContract =
            result === allTricks(level as Level) + 1
              ? { level: level as Level, strain, doubling }
              : { level: level as Level, strain, doubling, result };
          for (const symbols of [false, true]) {
            const text = formatContract(contract, { symbols, notation });
            add(text);
            add(text.toLowerCase());
          }
        }
  canonical[notation] = forms;
  if (notation === 'en') english = forms;
  return forms;
}
