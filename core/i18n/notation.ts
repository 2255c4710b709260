/**
 * A notation: how players of one language write a contract, a call, a seat and an honor, and how a line
 * of a score sheet says that the declaring side was vulnerable. Plain JSON data, one entry a language
 * (notation-table.ts; docs/notation.md gives each entry's sources). The contract and hand-row readers
 * take a notation's name (`parseContract('3SA+1', 'fr')`) and read and write in it; English is the
 * default and reads exactly as it always has. PBN is always English.
 *
 * Every form is written as a player writes it (`SA`, `Passe`, `Kn`); the readers compare in capitals.
 * The first form of each list is the one the writers use.
 */
import type { Seat, Strain } from '../base/vocabulary.js';
import type { Language } from './languages.js';
import { NOTATION_TABLE } from './notation-table.js';

/** The honor cards, by the core's rank letters: ace, king, queen, jack, ten. */
export type Honor = 'A' | 'K' | 'Q' | 'J' | 'T';
/** The honors in rank order. */
export const HONORS: readonly Honor[] = ['A', 'K', 'Q', 'J', 'T'];

/** One language's notation. */
export interface Notation {
  /** The letters of each strain, the one a contract is written with first (`SA` for NT in French). */
  readonly strains: { readonly [S in Strain]: readonly string[] };
  /** Each strain's name as a word, singular first (`pique`, `piques`): a contract may spell it out. */
  readonly strainWords: { readonly [S in Strain]: readonly string[] };
  /**
   * A letter that players of this language use for two strains (Polish K: kier and karo): refused, with
   * the forms to write instead. Each strain's own forms stay in `strains`.
   */
  readonly ambiguous: { readonly [letter: string]: readonly Strain[] };
  /** The calls of the auction: the word written first, then others read. X and XX are always read. */
  readonly calls: {
    readonly pass: readonly string[];
    readonly double: readonly string[];
    readonly redouble: readonly string[];
  };
  /** Words after a bid that say it was doubled or redoubled (`contré`, `surcontré`); X and XX are always read. */
  readonly doubled: readonly string[];
  readonly redoubled: readonly string[];
  /** Each seat's letter (O is West in French, East in German). */
  readonly seats: { readonly [S in Seat]: string };
  /** Each seat's name (`Ouest`). */
  readonly seatWords: { readonly [S in Seat]: string };
  /** Words that may come before the declarer (`par O`); `by` is always read. */
  readonly by: readonly string[];
  /** Each honor's letters as this language writes a card (`R` for roi), the usual one first. */
  readonly honors: { readonly [H in Honor]: readonly string[] };
  /**
   * What the end of a line may say of the declaring side: vulnerable, or not. The first of each is what
   * a face writes. Swedish and Danish write West `V`, so their marker is `z` (i zonen).
   */
  readonly vulnerable: readonly string[];
  readonly notVulnerable: readonly string[];
}

/** Every language's notation, in the core's naming: `NOTATIONS.fr.strains.NT[0]` is `SA`. */
export const NOTATIONS: { readonly [L in Language]: Notation } = NOTATION_TABLE;

/** The letter a notation writes a strain with: `strainLetter('NT', 'fr')` is `SA`. */
export const strainLetter = (strain: Strain, notation: Language = 'en'): string =>
  NOTATIONS[notation].strains[strain][0] as string;

/** The letter a notation writes a seat with: `seatLetter('W', 'fr')` is `O`. */
export const seatLetter = (seat: Seat, notation: Language = 'en'): string => NOTATIONS[notation].seats[seat];

/** A strain's name in a notation: `strainWord('S', 'fr')` is `pique`. */
export const strainWord = (strain: Strain, notation: Language = 'en'): string =>
  NOTATIONS[notation].strainWords[strain][0] as string;

/** An honor's letter in a notation: `honorLetter('Q', 'de')` is `D`. */
export const honorLetter = (honor: Honor, notation: Language = 'en'): string =>
  NOTATIONS[notation].honors[honor][0] as string;

/** The word a notation writes a call with: `callWord('double', 'fr')` is `Contre`. */
export const callWord = (call: 'pass' | 'double' | 'redouble', notation: Language = 'en'): string =>
  NOTATIONS[notation].calls[call][0] as string;
