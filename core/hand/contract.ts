/**
 * Contract notation: `4S`, `4♠X`, `3nt+1`, `6HXX-2 by W`, `Pass`.
 * `parseContract` never throws on user text; `formatContract` is its inverse.
 */
import { quoteText } from '../base/quote.js';
import { ok, parseError, type Result } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import { type Doubling, type Level, type Seat, type Strain, SUIT_SYMBOLS } from '../base/vocabulary.js';
import { plural } from '../base/words.js';
import type { Language } from '../i18n/languages.js';
import { NOTATIONS } from '../i18n/notation.js';
import { parseInNotation } from './contract-notation.js';

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

// Compiled once: parsing sits on the hot path of a spreadsheet column.
const SPACES = /\s+/g;
const PASS_WORDS: ReadonlySet<string> = new Set([
  'P',
  'PASS',
  'AP',
  'ALL PASS',
  'PASSED',
  'PASSED OUT',
  'PASSOUT',
  'PASS OUT',
  'PASSED-OUT',
  'NO BID',
  'NB',
]);
const STRAIN_CHARS: { readonly [char: string]: Strain } = {
  C: 'C',
  D: 'D',
  H: 'H',
  S: 'S',
  N: 'NT',
  '♣': 'C',
  '♧': 'C',
  '♦': 'D',
  '♢': 'D',
  '♥': 'H',
  '♡': 'H',
  '♠': 'S',
  '♤': 'S',
};
const SEAT_CHARS: { readonly [char: string]: Seat } = { N: 'N', E: 'E', S: 'S', W: 'W' };
/** The signs a result may start with: pasted text brings typographic minus signs and dashes. */
export const MINUS_CHARS: ReadonlySet<string> = new Set(['-', '−', '–', '—', '‐', '‑']);
const SPACE_CHAR = /\s/;
// Whole words a player may write after the first letter: `4 spades`, `by North`, `4H doubled`.
const STRAIN_WORDS: { readonly [S in Strain]: readonly string[] } = {
  C: ['LUBS', 'LUB'],
  D: ['IAMONDS', 'IAMOND'],
  H: ['EARTS', 'EART'],
  S: ['PADES', 'PADE'],
  NT: ['O TRUMPS', 'O TRUMP', 'O-TRUMPS', 'O-TRUMP', 'OTRUMPS', 'OTRUMP', 'T'],
};
const SEAT_WORDS: { readonly [S in Seat]: string } = { N: 'ORTH', E: 'AST', S: 'OUTH', W: 'EST' };
// Longest first: `REDOUBLED` must not be read as `REDOUBLE` and a stray `D`.
const DOUBLING_WORDS: readonly (readonly [string, Doubling])[] = [
  ['REDOUBLED', 'XX'],
  ['REDOUBLE', 'XX'],
  ['REDBL', 'XX'],
  ['RDBL', 'XX'],
  ['DOUBLED', 'X'],
  ['DOUBLE', 'X'],
  ['DBL', 'X'],
];

/** The index after `words`' first match at `i`, or `i`. */
const skipWord = (text: string, i: number, words: readonly string[]): number => {
  // Nearly every contract ends its strain with a digit, X or sign: no word to skip.
  const next = text.charCodeAt(i);
  if (!(next >= 65 && next <= 90)) return i;
  for (const word of words) if (text.startsWith(word, i)) return i + word.length;
  return i;
};

/** Whether a character is a digit 0–9. */
export const isDigit = (char: string | undefined): boolean => char !== undefined && char >= '0' && char <= '9';

// Only messages need this text, so the hot path never builds it.
const bidLabel = (level: Level, strain: Strain, doubling: Doubling): string => `${level}${strain}${doubling}`;

const isSpace = (text: string, j: number): boolean => {
  const code = text.charCodeAt(j);
  // Plain spaces and tabs are decided at once; the regular expression only sees the rare others.
  return code === 32 || code === 9 || (code > 126 && SPACE_CHAR.test(text[j] as string));
};

/** The index of the first character at or after `i` that is not a space (pasted text brings tabs and NBSPs). */
export const skipSpaces = (text: string, i: number): number => {
  let j = i;
  while (j < text.length && isSpace(text, j)) j++;
  return j;
};

const ENGLISH_STRAINS: readonly string[] = ['C', 'D', 'H', 'S', 'NT'];
const ENGLISH_SEATS: readonly string[] = ['N', 'E', 'S', 'W'];

/** A result read from its sign at `i` (`+1`, `-2`), and where it ends; `bid` labels a refusal. */
type Signed = { readonly ok: true; readonly value: number; readonly end: number } | ReturnType<typeof parseError>;

/**
 * The result after a sign (`+1`, `−2`), bounded by the level: the one rule of every notation's reader.
 * `bid` is asked only for a refusal's text.
 */
export function readSigned(text: string, at: number, input: string, level: Level, bid: () => string): Signed {
  const char = text[at] as string;
  let i = skipSpaces(text, at + 1);
  if (!isDigit(text[i])) {
    return parseError('result-number', input, `a result needs a number after ${char}, as in ${char}1`, {
      sign: char,
    });
  }
  let count = 0;
  // Capped so that a run of digits cannot grow past any sensible number.
  while (isDigit(text[i])) count = Math.min(count * 10 + (text.charCodeAt(i++) - 48), 1000);
  if (char === '+') {
    if (count > allTricks(level)) {
      const label = bid();
      return level === 7
        ? parseError('no-overtricks', input, `${label} has no overtricks to make`, { bid: label })
        : parseError('overtricks', input, `${label} can make at most ${plural(allTricks(level), 'overtrick')}`, {
            bid: label,
            max: allTricks(level),
          });
    }
    return { ok: true, value: count, end: i };
  }
  if (count === 0) return parseError('down-zero', input, 'down must be 1 or more; write = for made exactly');
  if (count > tricksNeeded(level)) {
    const label = bid();
    return parseError('undertricks', input, `${label} can go down at most ${tricksNeeded(level)}`, {
      bid: label,
      max: tricksNeeded(level),
    });
  }
  return { ok: true, value: -count, end: i };
}

/**
 * Reads a contract as a player or a results sheet writes it: level 1–7; strain C D H S N NT or a suit
 * symbol, any case; X / XX (or * / **); an optional declarer N E S W (also `by N`); an optional result
 * `=`, `+n`, `-n`; or `Pass` / `P` / `AP` / `passed out`. Spaces between the parts are allowed.
 * @example parseContract('4sx-2') // { ok: true, value: { level: 4, strain: 'S', doubling: 'X', result: -2 } }
 * In another notation (`'fr'`, `'de'`, …) its strain letters and words, seats, doubling words and pass
 * are read instead (contract-notation.ts), X and XX always; a letter it uses for two strains is refused.
 * @example formatProblem(parseContract('8S').error) // '"8S": level must be 1–7' (code 'level', params { min: 1, max: 7 })
 * @example parseContract('3SA+1', 'fr') // { ok: true, value: { level: 3, strain: 'NT', doubling: '', result: 1 } }
 */
export function parseContract(input: string, notation: Language = 'en'): Result<Contract> {
  if (notation !== 'en') return parseInNotation(input, notation);
  // A results column repeats the same few hundred contracts: their canonical forms are answered from a
  // table built once by the reader below, so the two can never disagree.
  if (canonical === undefined) canonical = canonicalContracts();
  return canonical.get(input) ?? readContractText(input);
}

let canonical: Map<string, Result<Contract>> | undefined;

/**
 * The results of reading every contract as formatContract writes it (letters and symbols, with and
 * without a result), and its lower-case form: frozen, since they are shared.
 */
export function canonicalContracts(
  read: (text: string) => Result<Contract> = readContractText,
  passes: readonly string[] = ['Pass', 'PASS', 'pass', 'P', 'AP'],
  notation?: Language,
): Map<string, Result<Contract>> {
  const table = new Map<string, Result<Contract>>();
  const add = (text: string) => {
    const found = read(text);
    if (found.ok && !table.has(text)) table.set(text, Object.freeze({ ok: true, value: Object.freeze(found.value) }));
  };
  for (const pass of passes) add(pass);
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
            const text = formatContract(contract, notation === undefined ? { symbols } : { symbols, notation });
            add(text);
            add(text.toLowerCase());
          }
        }
  return table;
}

/** The reader behind parseContract, for any text. */
export function readContractText(input: string): Result<Contract> {
  if (typeof input !== 'string') return parseError('not-text', String(input), 'a contract must be text, such as 4S');
  // Emoji pickers follow ♥ with an invisible variation selector, pasted text brings zero-width marks:
  // the core's one rule (text.ts) drops them all.
  const text = withoutInvisible(input).trim().toUpperCase();
  if (text === '') return parseError('empty', input, 'enter a contract such as 4S, 3NTX or Pass');
  // Only text starting with a letter can be a pass; the common case, a digit, skips the extra string.
  if (!isDigit(text[0]) && PASS_WORDS.has(text.replace(SPACES, ' '))) return ok(PASSED_OUT);

  let i = 0;
  if (!isDigit(text[0])) {
    return parseError('no-level', input, 'a contract starts with its level 1–7, as in 4S', { min: 1, max: 7 });
  }
  let levelValue = 0;
  while (isDigit(text[i])) levelValue = Math.min(levelValue * 10 + (text.charCodeAt(i++) - 48), 1000);
  if (levelValue < 1 || levelValue > 7) return parseError('level', input, 'level must be 1–7', { min: 1, max: 7 });
  const level = levelValue as Level;

  i = skipSpaces(text, i);
  const strainChar = text[i];
  const strain = strainChar === undefined ? undefined : STRAIN_CHARS[strainChar];
  if (strain === undefined) {
    return parseError('strain', input, 'strain must be C, D, H, S or NT (or ♣ ♦ ♥ ♠)', { strains: ENGLISH_STRAINS });
  }
  i++;
  i = skipWord(text, i, STRAIN_WORDS[strain]);

  i = skipSpaces(text, i);
  let doubling: Doubling = '';
  // Words only start with R or D, so the common `4SX` never looks them up.
  const word = text[i] === 'R' || text[i] === 'D' ? DOUBLING_WORDS.find(([w]) => text.startsWith(w, i)) : undefined;
  if (word !== undefined) {
    doubling = word[1];
    i += word[0].length;
  } else if (text[i] === 'X' || text[i] === '*') {
    const mark = text[i];
    i++;
    doubling = 'X';
    i = skipSpaces(text, i);
    if (text[i] === mark) {
      i++;
      doubling = 'XX';
    }
  }

  let declarer: Seat | undefined;
  let result: number | undefined;
  // Declarer and result may come in either order: `4SN=` and `4S= by N` both occur in the wild.
  for (;;) {
    i = skipSpaces(text, i);
    if (i >= text.length) break;
    const char = text[i] as string;
    if (declarer === undefined && text.startsWith('BY', i)) {
      i = skipSpaces(text, i + 2);
      const seat = SEAT_CHARS[text[i] ?? ''];
      if (seat === undefined)
        return parseError('declarer-seat', input, 'declarer must be N, E, S or W', { seats: ENGLISH_SEATS });
      declarer = seat;
      i = skipWord(text, i + 1, [SEAT_WORDS[seat]]);
    } else if (declarer === undefined && SEAT_CHARS[char] !== undefined) {
      const seat = SEAT_CHARS[char] as Seat;
      declarer = seat;
      i = skipWord(text, i + 1, [SEAT_WORDS[seat]]);
    } else if (result === undefined && char === '=') {
      result = 0;
      i++;
    } else if (result === undefined && (char === '+' || MINUS_CHARS.has(char))) {
      const signed = readSigned(text, i, input, level, () => bidLabel(level, strain, doubling));
      if (!signed.ok) return signed;
      result = signed.value;
      i = signed.end;
    } else {
      // Quote the rest as typed, unless upper-casing changed the length (as it does for ß).
      const trimmed = input.trim();
      const rest = trimmed.length === text.length ? trimmed.slice(i) : text.slice(i);
      return parseError(
        'unexpected',
        input,
        `unexpected ${quoteText(rest)} after ${bidLabel(level, strain, doubling)}`,
        { rest, bid: bidLabel(level, strain, doubling) },
      );
    }
  }

  const contract: { -readonly [K in keyof PlayedContract]: PlayedContract[K] } = { level, strain, doubling };
  if (declarer !== undefined) contract.declarer = declarer;
  if (result !== undefined) contract.result = result;
  return ok(contract);
}
