/**
 * The contract reader for every notation but English (contract.ts keeps English's own, fast reader):
 * `3SA+1`, `4P= O`, `2CX-1` in French, `5K= ` in German, `3R=` in Dutch. It reads the notation's strain
 * letters and words, its seats and their names, its doubling words and its pass, and always the suit
 * symbols, X / XX (or * / **), NT and `by`. A letter the notation uses for two strains (Polish K) is
 * refused with the forms to write instead. Refusals have English's codes and wording, with the
 * notation's letters in their params, so that a message in the language can list them.
 */
import { quoteText } from '../base/quote.js';
import { ok, parseError, type Result } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import { type Doubling, type Level, type Seat, type Strain, SUIT_SYMBOLS } from '../base/vocabulary.js';
import { orList } from '../base/words.js';
import type { Language } from '../i18n/languages.js';
import { NOTATIONS, type Notation } from '../i18n/notation.js';
import {
  type Contract,
  canonicalContracts,
  formatBid,
  isDigit,
  MINUS_CHARS,
  PASSED_OUT,
  type PlayedContract,
  readSigned,
  skipSpaces,
} from './contract.js';

type Tokens<T> = readonly (readonly [string, T])[];

/** A notation's forms in capitals, longest first (so that `SA` is tried before `S`, `KIER` before `KI`). */
interface Lexicon {
  readonly notation: Language;
  readonly strains: Tokens<Strain>;
  readonly ambiguous: Tokens<readonly Strain[]>;
  readonly doublings: Tokens<Doubling>;
  readonly seats: Tokens<Seat>;
  readonly by: readonly string[];
  readonly passes: ReadonlySet<string>;
  /** The letters a message lists: each strain's first, in the order C D H S NT; each seat's. */
  readonly strainLetters: readonly string[];
  readonly seatLetters: readonly string[];
}

const SUIT_CHARS: Tokens<Strain> = [
  ['♣', 'C'],
  ['♧', 'C'],
  ['♦', 'D'],
  ['♢', 'D'],
  ['♥', 'H'],
  ['♡', 'H'],
  ['♠', 'S'],
  ['♤', 'S'],
];
const STRAIN_ORDER: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const SEAT_ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];
/** Read in every notation: what English players and results files write for a pass. */
const PASS_WORDS = ['PASS', 'P', 'AP', 'ALL PASS', 'PASSED OUT', 'PASSED-OUT', 'PASSOUT', 'PASS OUT'];

const upper = (text: string): string => text.toUpperCase();
const longestFirst = <T>(tokens: (readonly [string, T])[]): Tokens<T> =>
  tokens.sort((a, b) => b[0].length - a[0].length);

function lexiconOf(language: Language, notation: Notation): Lexicon {
  const strains: (readonly [string, Strain])[] = [...SUIT_CHARS];
  for (const strain of STRAIN_ORDER)
    for (const form of [...notation.strains[strain], ...notation.strainWords[strain]])
      strains.push([upper(form), strain]);
  const seats: (readonly [string, Seat])[] = [];
  for (const seat of SEAT_ORDER)
    seats.push([upper(notation.seats[seat]), seat], [upper(notation.seatWords[seat]), seat]);
  const doublings: (readonly [string, Doubling])[] = [
    ...notation.redoubled.map((word) => [upper(word), 'XX'] as const),
    ...notation.doubled.map((word) => [upper(word), 'X'] as const),
  ];
  return {
    notation: language,
    strains: longestFirst(strains),
    ambiguous: longestFirst(
      Object.entries(notation.ambiguous).map(([letter, which]) => [upper(letter), which] as const),
    ),
    doublings: longestFirst(doublings),
    seats: longestFirst(seats),
    by: ['BY', ...notation.by.map(upper)],
    passes: new Set([...PASS_WORDS, ...notation.calls.pass.map(upper)]),
    strainLetters: STRAIN_ORDER.map((strain) => notation.strains[strain][0] as string),
    seatLetters: SEAT_ORDER.map((seat) => notation.seats[seat]),
  };
}

/** The first of `tokens` that `text` has at `i`. */
const tokenAt = <T>(text: string, i: number, tokens: Tokens<T>): readonly [string, T] | undefined => {
  for (const token of tokens) if (text.startsWith(token[0], i)) return token;
  return undefined;
};

const lexicons = new Map<Language, Lexicon>();
const canonicals = new Map<Language, Map<string, Result<Contract>>>();

/** A notation's lexicon, built once. */
function lexicon(language: Language): Lexicon {
  let found = lexicons.get(language);
  if (found === undefined) {
    found = lexiconOf(language, NOTATIONS[language]);
    lexicons.set(language, found);
  }
  return found;
}

/**
 * parseContract in a notation other than English: its canonical forms (as formatContract writes them in
 * it, and in lower case) from a table built once a notation, like English's; anything else read.
 */
export function parseInNotation(input: string, language: Language): Result<Contract> {
  let table = canonicals.get(language);
  if (table === undefined) {
    const lex = lexicon(language);
    const passes = NOTATIONS[language].calls.pass.flatMap((word) => [word, upper(word), word.toLowerCase()]);
    table = canonicalContracts((text) => readInNotation(text, lex), passes, language);
    canonicals.set(language, table);
  }
  return table.get(input) ?? readInNotation(input, lexicon(language));
}

const SPACE_RUNS = /\s+/g;

/** The reader behind parseInNotation, for any text. */
function readInNotation(input: string, lex: Lexicon): Result<Contract> {
  if (typeof input !== 'string') return parseError('not-text', String(input), 'a contract must be text, such as 4S');
  // One space a run, so that a word of two (`sans atout`, `in zona`) reads however it was spaced.
  const shown = withoutInvisible(input).trim().replace(SPACE_RUNS, ' ');
  const text = upper(shown);
  if (text === '') return parseError('empty', input, 'enter a contract such as 4S, 3NTX or Pass');
  if (!isDigit(text[0])) {
    if (lex.passes.has(text)) return ok(PASSED_OUT);
    return parseError('no-level', input, 'a contract starts with its level 1–7, as in 4S', { min: 1, max: 7 });
  }
  let i = 0;
  let levelValue = 0;
  while (isDigit(text[i])) levelValue = Math.min(levelValue * 10 + (text.charCodeAt(i++) - 48), 1000);
  if (levelValue < 1 || levelValue > 7) return parseError('level', input, 'level must be 1–7', { min: 1, max: 7 });
  const level = levelValue as Level;

  i = skipSpaces(text, i);
  const strainToken = tokenAt(text, i, lex.strains);
  if (strainToken === undefined) return strainProblem(text, i, input, lex);
  const strain = strainToken[1];
  i += strainToken[0].length;

  i = skipSpaces(text, i);
  let doubling: Doubling = '';
  const word = tokenAt(text, i, lex.doublings);
  if (word !== undefined) {
    doubling = word[1];
    i += word[0].length;
  } else if (text[i] === 'X' || text[i] === '*') {
    const mark = text[i];
    i = skipSpaces(text, i + 1);
    doubling = 'X';
    if (text[i] === mark) {
      i++;
      doubling = 'XX';
    }
  }
  const label = () => formatBid({ level, strain }, { notation: lex.notation }) + doubling;

  let declarer: Seat | undefined;
  let result: number | undefined;
  // Declarer and result in either order, as in English: `4PO=`, `4P= O`, `4P= par O`.
  for (;;) {
    i = skipSpaces(text, i);
    if (i >= text.length) break;
    const char = text[i] as string;
    const by = declarer === undefined ? lex.by.find((w) => text.startsWith(`${w} `, i)) : undefined;
    const seat =
      declarer === undefined ? tokenAt(text, by === undefined ? i : i + by.length + 1, lex.seats) : undefined;
    if (by !== undefined && seat === undefined) {
      const seats = lex.seatLetters;
      return parseError('declarer-seat', input, `declarer must be ${orList(seats)}`, { seats });
    }
    if (seat !== undefined) {
      declarer = seat[1];
      i = (by === undefined ? i : i + by.length + 1) + seat[0].length;
    } else if (result === undefined && char === '=') {
      result = 0;
      i++;
    } else if (result === undefined && (char === '+' || MINUS_CHARS.has(char))) {
      const signed = readSigned(text, i, input, level, label);
      if (!signed.ok) return signed;
      result = signed.value;
      i = signed.end;
    } else {
      const rest = shown.length === text.length ? shown.slice(i) : text.slice(i);
      const bid = label();
      return parseError('unexpected', input, `unexpected ${quoteText(rest)} after ${bid}`, { rest, bid });
    }
  }
  const contract: { -readonly [K in keyof PlayedContract]: PlayedContract[K] } = { level, strain, doubling };
  if (declarer !== undefined) contract.declarer = declarer;
  if (result !== undefined) contract.result = result;
  return ok(contract);
}

/** No strain at `i`: a letter of two strains (Polish K), or none of the notation's. */
function strainProblem(text: string, i: number, input: string, lex: Lexicon): Result<never> {
  const ambiguous = tokenAt(text, i, lex.ambiguous);
  if (ambiguous !== undefined) {
    const [letter, strains] = ambiguous;
    const notation = NOTATIONS[lex.notation];
    const words = strains.map((strain) => notation.strainWords[strain][0] as string);
    const forms = strains.map((strain) => notation.strains[strain][0] as string);
    const symbols = strains.map((strain) => (strain === 'NT' ? strain : SUIT_SYMBOLS[strain]));
    return parseError(
      'strain-ambiguous',
      input,
      `"${letter}" could be ${orList(words)}: write ${orList(forms)}, or ${orList(symbols)}`,
      { letter, words, forms, symbols },
    );
  }
  const strains = lex.strainLetters;
  return parseError('strain', input, `strain must be ${orList(strains)} (or ♣ ♦ ♥ ♠)`, { strains });
}
