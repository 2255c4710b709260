/**
 * The contract reader, one for every notation: `4S=`, `3nt+1 by W`, `4♠X-2` in English, `3SA+1`, `4P= O`
 * in French, `5K=` in German, `3R=` in Dutch. A lexicon built from the notation's entry in the notation
 * table drives it, English's like any other's, so that a rule is mended once for all of them. It reads
 * the notation's strain letters and words, its seats and their names, its doubling words and its pass,
 * and always the suit symbols, X / XX (or * / **) and `by`. A letter the notation uses for two strains
 * (Polish K) is refused with the forms to write instead. Refusals have English's codes and wording, with
 * the notation's letters in their params, so that a message in the language can list them.
 */
import { quoteText } from '../base/quote.js';
import { ok, parseError, type Result } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import { type Doubling, type Level, type Seat, type Strain, SUIT_SYMBOLS } from '../base/vocabulary.js';
import { orList, plural } from '../base/words.js';
import type { Language } from '../i18n/languages.js';
import { NOTATIONS } from '../i18n/notation.js';
import {
  allTricks,
  type Contract,
  formatBid,
  formatContract,
  PASSED_OUT,
  type PlayedContract,
  tricksNeeded,
  tricksToResult,
} from './contract.js';

/** A form as players write it, in capitals, what it stands for, and whether it has a space. */
type Token<T> = readonly [form: string, value: T, spaced: boolean];
/**
 * Forms by their first character, longest first: the character at hand picks the few worth trying, and
 * `SA` is tried before `S`, `KIER` before `KI`, `REDOUBLED` before `REDOUBLE`.
 */
type Tokens<T> = { readonly [firstCode: number]: readonly Token<T>[] };

/** What a notation's contracts are read with. */
interface Lexicon {
  readonly notation: Language;
  readonly strains: Tokens<Strain>;
  readonly ambiguous: Tokens<readonly Strain[]>;
  readonly doublings: Tokens<Doubling>;
  readonly seats: Tokens<Seat>;
  readonly by: Tokens<string>;
  readonly passes: ReadonlySet<string>;
  /** The letters a message lists: each strain's first, in the order C D H S NT; each seat's. */
  readonly strainLetters: readonly string[];
  readonly seatLetters: readonly string[];
}

const SUIT_CHARS: readonly (readonly [string, Strain])[] = [
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
const PASS_WORDS = ['PASS', 'P', 'AP', 'ALL PASS', 'PASSED', 'PASSED OUT', 'PASSED-OUT', 'PASSOUT', 'PASS OUT'];
const SPACE_RUNS = /\s+/g;
const SPACE_CHAR = /\s/;

const upper = (text: string): string => text.toUpperCase();

function tokens<T>(forms: (readonly [string, T])[]): Tokens<T> {
  // Keyed by character code: the reader looks a character up without making a string of it.
  const byFirst: { [firstCode: number]: Token<T>[] } = {};
  for (const [form, value] of forms.sort((a, b) => b[0].length - a[0].length)) {
    const token: Token<T> = [form, value, form.includes(' ')];
    const first = form.charCodeAt(0);
    const found = byFirst[first];
    if (found === undefined) byFirst[first] = [token];
    else found.push(token);
  }
  return byFirst;
}

function lexiconOf(language: Language): Lexicon {
  const notation = NOTATIONS[language];
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
    strains: tokens(strains),
    ambiguous: tokens(Object.entries(notation.ambiguous).map(([letter, which]) => [upper(letter), which] as const)),
    doublings: tokens(doublings),
    seats: tokens(seats),
    by: tokens(['BY', ...notation.by.map(upper)].map((word) => [word, word] as const)),
    passes: new Set([...PASS_WORDS, ...notation.calls.pass.map(upper)]),
    strainLetters: STRAIN_ORDER.map((strain) => notation.strains[strain][0] as string),
    seatLetters: SEAT_ORDER.map((seat) => notation.seats[seat]),
  };
}

const lexicons: { [L in Language]?: Lexicon } = {};

/** A notation's lexicon, built once, on first use. */
function lexiconFor(notation: Language): Lexicon {
  const built = lexiconOf(notation);
  lexicons[notation] = built;
  return built;
}

const isSpace = (text: string, j: number): boolean => {
  const code = text.charCodeAt(j);
  // Plain spaces and tabs are decided at once; the regular expression only sees the rare others.
  return code === 32 || code === 9 || (code > 126 && SPACE_CHAR.test(text[j] as string));
};

/** The index of the first character at or after `i` that is not a space (pasted text brings tabs and NBSPs). */
const skipSpaces = (text: string, i: number): number => {
  let j = i;
  while (j < text.length && isSpace(text, j)) j++;
  return j;
};

/** Whether a character is a digit 0–9. */
const isDigit = (char: string | undefined): boolean => char !== undefined && char >= '0' && char <= '9';

/** Where `form` ends if `text` has it at `i`, or −1: a space in a form (`sans atout`) stands for any run of them. */
function spacedFormEnd(text: string, i: number, form: string): number {
  let j = i;
  for (let k = 0; k < form.length; k++) {
    const code = form.charCodeAt(k);
    if (code !== 32) {
      if (text.charCodeAt(j) !== code) return -1;
      j++;
    } else if (isSpace(text, j)) j = skipSpaces(text, j);
    else return -1;
  }
  return j;
}

// Where the last token found by tokenAt ends: kept aside so that the hot path allocates nothing.
let tokenEnd = 0;

/** The first of `tokens` that `text` has at `i`; `tokenEnd` is where it ends. */
function tokenAt<T>(text: string, i: number, tokens: Tokens<T>): Token<T> | undefined {
  const candidates = tokens[text.charCodeAt(i)];
  if (candidates === undefined) return undefined;
  for (const token of candidates) {
    const form = token[0];
    // The first character is the bucket's: a one-letter form has matched, and a longer one is tried
    // whole only when its second character is there too (a strain is mostly followed by a sign).
    if (form.length === 1) {
      tokenEnd = i + 1;
      return token;
    }
    const second = form.charCodeAt(1);
    if (second !== 32 && text.charCodeAt(i + 1) !== second) continue;
    const end = token[2] ? spacedFormEnd(text, i, form) : text.startsWith(form, i) ? i + form.length : -1;
    if (end >= 0) {
      tokenEnd = end;
      return token;
    }
  }
  return undefined;
}

/** A result read from its sign, and where it ends. */
type Signed = { readonly ok: true; readonly value: number; readonly end: number } | ReturnType<typeof parseError>;

/** The result after a sign (`+1`, `−2`), bounded by the level. `bid` is asked only for a refusal's text. */
function readSigned(text: string, at: number, input: string, level: Level, bid: () => string): Signed {
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

// Only messages need this text, so the hot path never builds it.
const bidLabel = (level: Level, strain: Strain, doubling: Doubling, notation: Language): string =>
  formatBid({ level, strain }, { notation }) + doubling;

/** The signs a result may start with: pasted text brings typographic minus signs and dashes. */
const MINUS_CHARS: ReadonlySet<string> = new Set(['-', '−', '–', '—', '‐', '‑']);

/**
 * Reads a contract in a notation, whatever its form: level 1–7; a strain as the notation writes it or a
 * suit symbol, any case; X / XX (or * / **) or a doubling word; an optional declarer, its seat letter or
 * name, after `by` or not; an optional result `=`, `+n`, `-n`; or a pass. Spaces between the parts are
 * allowed. parseContract answers the canonical forms from a table this reader builds.
 */
export function readContractText(input: string, notation: Language = 'en'): Result<Contract> {
  if (typeof input !== 'string') return parseError('not-text', String(input), 'a contract must be text, such as 4S');
  const lex = lexicons[notation] ?? lexiconFor(notation);
  // Emoji pickers follow ♥ with an invisible variation selector, pasted text brings zero-width marks:
  // the core's one rule (text.ts) drops them all.
  const shown = withoutInvisible(input).trim();
  const text = upper(shown);
  if (text === '') return parseError('empty', input, 'enter a contract such as 4S, 3NTX or Pass');
  // Only text starting with a letter can be a pass; the common case, a digit, skips the extra string.
  if (!isDigit(text[0])) {
    // One space a run, so that a pass of two words (`all pass`) reads however it was spaced.
    if (lex.passes.has(text.replace(SPACE_RUNS, ' '))) return ok(PASSED_OUT);
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
  i = skipSpaces(text, tokenEnd);

  let doubling: Doubling = '';
  const word = tokenAt(text, i, lex.doublings);
  if (word !== undefined) {
    doubling = word[1];
    i = tokenEnd;
  } else if (text[i] === 'X' || text[i] === '*') {
    const mark = text[i];
    i = skipSpaces(text, i + 1);
    doubling = 'X';
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
    let seat: Token<Seat> | undefined;
    if (declarer === undefined) {
      const by = tokenAt(text, i, lex.by);
      seat = tokenAt(text, by === undefined ? i : skipSpaces(text, tokenEnd), lex.seats);
      if (by !== undefined && seat === undefined) {
        const seats = lex.seatLetters;
        return parseError('declarer-seat', input, `declarer must be ${orList(seats)}`, { seats });
      }
    }
    if (seat !== undefined) {
      declarer = seat[1];
      i = tokenEnd;
    } else if (result === undefined && char === '=') {
      result = 0;
      i++;
    } else if (result === undefined && (char === '+' || MINUS_CHARS.has(char))) {
      const signed = readSigned(text, i, input, level, () => bidLabel(level, strain, doubling, lex.notation));
      if (!signed.ok) return signed;
      result = signed.value;
      i = signed.end;
    } else {
      // Quote the rest as typed, unless upper-casing changed the length (as it does for ß).
      const rest = shown.length === text.length ? shown.slice(i) : text.slice(i);
      const bid = bidLabel(level, strain, doubling, lex.notation);
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
