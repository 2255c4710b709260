/**
 * The fields of a hand row, one at a time: what a contract line, a result, a vulnerability and a
 * declarer each read as, and the problems each can have. `parseHandRow` (row.ts) puts them together;
 * docs/rules.md, "Reading a hand row", says the rules.
 */
import type { Problem } from '../base/problem.js';
import { ok, type Result } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import { isVulnerable, SEAT_WORDS, type Seat, type Vulnerability } from '../base/vocabulary.js';
import { orList } from '../base/words.js';
import { yesNoWord } from '../base/yes-no.js';
import type { Language } from '../i18n/languages.js';
import { NOTATIONS } from '../i18n/notation.js';
import { boardVulnerability, parseBoardNumber, vulnerabilityWord } from './board.js';
import {
  formatContract,
  isPassedOut,
  type PassedOut,
  type PlayedContract,
  resultToTricks,
  tricksNeeded,
  tricksToResult,
} from './contract.js';
import { parseContract } from './contract-reader.js';

/** What a cell or a field can hold: text, a number or a boolean as a sheet passes it, or nothing. */
export type HandCell = string | number | boolean | null | undefined;

/** A hand row as a face holds it. Only the contract is needed; it may carry the other fields itself. */
export interface HandFields {
  readonly contract: HandCell;
  /** `=`, `+1`, `-2` as text, or a number: see `ResultConvention`. */
  readonly result?: HandCell;
  /** The declaring side's (TRUE, `v`, `nv`), or the board's (None, NS, EW, All), or a board number. */
  readonly vulnerability?: HandCell;
  /** N, E, S or W (North … West). */
  readonly declarer?: HandCell;
}

/**
 * How a column writes a result as a number. Sheets turns a typed `+1` into the number 1, so a bare number
 * from 0 to 6 could be the tricks taken or the result: `tricks` says the column holds the tricks taken
 * (and negative numbers for undertricks), `relative` that it holds results (0 made exactly, 1 one
 * overtrick, −1 one down). Without one, only a reading that cannot be wrong is taken.
 */
export type ResultConvention = 'tricks' | 'relative';
/** The ways a hand row may write its result: tricks taken, or relative to the contract. */
export const RESULT_CONVENTIONS: readonly ResultConvention[] = ['tricks', 'relative'];

/**
 * How a column writes the vulnerability, where a bare 1 could be yes or board 1: `board` says the column
 * holds each row's board (its number, 1 included, or None, NS, EW, All; a blank is a board missing),
 * `side` that it holds the declaring side's yes or no (1 and 0 too).
 */
export type VulnerabilityConvention = 'board' | 'side';
/** The ways a hand row may say who was vulnerable: by the board number, or for the declaring side. */
export const VULNERABILITY_CONVENTIONS: readonly VulnerabilityConvention[] = ['board', 'side'];

/** A hand row's problem: the core's problem with that field's text, and which field (`where.field`). */
export interface HandRowError extends Problem {
  readonly input: string;
  readonly where: { readonly field: keyof HandFields };
}

/** A refusal of one field of a hand row, its text quoted: for the row readers' own use. */
export const fail = (
  field: keyof HandFields,
  input: string,
  code: string,
  reason: string,
  params?: Problem['params'],
): Result<never, HandRowError> => ({
  ok: false,
  error: { code, reason, input, ...(params === undefined ? {} : { params }), where: { field } },
});

const ONLY_SPACE = /^\s*$/;
/** Nothing in the field; a number or a boolean never is (tested without building a string: a column asks it often). */
export const isBlank = (cell: HandCell): boolean =>
  cell === null || cell === undefined || (typeof cell === 'string' && ONLY_SPACE.test(cell));

/** A cell as text: invisible formatting characters dropped, numbers as their digits. */
export const textOf = (cell: HandCell): string => withoutInvisible(String(cell ?? '')).trim();

/** The declaring side's vulnerability, as score sheets and players write it. */
const DECLARER_WORDS: { readonly [word: string]: boolean } = {
  V: true,
  VUL: true,
  VULN: true,
  VULNERABLE: true,
  NV: false,
  NONVUL: false,
  'NON-VUL': false,
  'NON VUL': false,
  'NOT VUL': false,
  NONVULNERABLE: false,
  'NON-VULNERABLE': false,
  'NON VULNERABLE': false,
  'NOT VULNERABLE': false,
};

/** What a vulnerability field said: the declaring side's vulnerability, or a board's. */
export type Said = { readonly vulnerable: boolean } | { readonly board: Vulnerability };

// Shared answers for what a column asks a hundred thousand times: a blank field, TRUE, FALSE.
const BLANK = ok(undefined);
const VULNERABLE = ok({ vulnerable: true });
const NOT_VULNERABLE = ok({ vulnerable: false });

const AMBIGUOUS_ONE =
  'could be yes (vulnerable) or board 1 (nobody vulnerable); write TRUE or FALSE for the declaring side, or the board’s None, NS, EW or All, or say which the column holds';

/** A vulnerability field: the declaring side's, the board's, or a board number (from 2: 1 could be yes). */
export function readVulnerabilityField(
  cell: HandCell,
  convention: VulnerabilityConvention | undefined,
): Result<Said | undefined, HandRowError> {
  if (isBlank(cell)) return BLANK;
  if (typeof cell === 'boolean' && convention !== 'board') return cell ? VULNERABLE : NOT_VULNERABLE;
  const text = textOf(cell);
  const word = text.toUpperCase().replace(/\s+/g, ' ');
  const numeric = typeof cell === 'number' || /^\d+$/.test(word);
  if (convention === 'board') {
    if (numeric) return boardOf(cell, word, text);
    const board = vulnerabilityWord(word);
    return board !== undefined
      ? ok({ board })
      : fail('vulnerability', text, 'board', 'this column holds the board: its number, or None, NS, EW or All');
  }
  const declaring = DECLARER_WORDS[word];
  if (declaring !== undefined) return ok({ vulnerable: declaring });
  if (convention === 'side') {
    const yes = yesNoWord(word);
    return yes !== undefined
      ? ok({ vulnerable: yes })
      : fail(
          'vulnerability',
          text,
          'side',
          'this column holds the declaring side’s: yes or no (TRUE/FALSE, YES/NO, Y/N, 1/0, VUL/NV)',
        );
  }
  // Digits first: the yes/no reader's 1 would be yes, where a board number could be meant.
  if (numeric) {
    // 0 is no, and None, and no board at all: every reading says not vulnerable.
    if (cell === 0 || /^0+$/.test(word)) return ok({ vulnerable: false });
    if (cell === 1 || word === '1') return fail('vulnerability', text, 'yes-or-board-1', AMBIGUOUS_ONE);
    return boardOf(cell, word, text);
  }
  // N alone is no to the yes/no reader, and reads as N/S to a scorer who means the board.
  if (word === 'N')
    return fail('vulnerability', text, 'no-or-ns', 'could be no or N/S; write NO (or FALSE), or NS for the board');
  // Looked up, not parsed: a column of None, NS, EW and All must not build a refusal a cell.
  const yesNo = yesNoWord(word);
  if (yesNo !== undefined) return ok({ vulnerable: yesNo });
  const board = vulnerabilityWord(word);
  if (board !== undefined) return ok({ board });
  return fail(
    'vulnerability',
    text,
    'vulnerability-word',
    'vulnerability must be yes or no for the declaring side (TRUE/FALSE, YES/NO, Y/N, VUL/NV), None, NS, EW, All, or a board number',
  );
}

/** A board number's vulnerability, by the core's one rule for board numbers. */
function boardOf(cell: HandCell, word: string, text: string): Result<Said, HandRowError> {
  const board = parseBoardNumber(typeof cell === 'number' ? cell : word);
  if (!board.ok) return fail('vulnerability', text, board.error.code, board.error.reason, board.error.params);
  return ok({ board: boardVulnerability(board.value) });
}

/** A hand row's declarer field read as a seat (blank when none), or why it cannot be read. */
export function readDeclarerField(cell: HandCell, notation: Language = 'en'): Result<Seat | undefined, HandRowError> {
  if (isBlank(cell)) return BLANK;
  const text = textOf(cell);
  const seat = (notation === 'en' ? SEAT_WORDS : seatWordsOf(notation))[text.toUpperCase()];
  if (seat !== undefined) return ok(seat);
  const seats = seatLetters(notation);
  return fail('declarer', text, 'declarer-field', `the declarer must be ${orList(seats)}`, { seats });
}

/** The four seats as `notation` letters them, N E S W in order: what a message asking for a seat lists. */
export const seatLetters = (notation: Language): string[] =>
  (['N', 'E', 'S', 'W'] as const).map((one) => NOTATIONS[notation].seats[one]);

const seatWords = new Map<Language, { readonly [word: string]: Seat }>();
/** A notation's seat letters and names in capitals, by the seat each names. */
function seatWordsOf(notation: Language): { readonly [word: string]: Seat } {
  let words = seatWords.get(notation);
  if (words === undefined) {
    const { seats, seatWords: names } = NOTATIONS[notation];
    const built: { [word: string]: Seat } = {};
    for (const seat of ['N', 'E', 'S', 'W'] as const) {
      built[seats[seat].toUpperCase()] = seat;
      built[names[seat].toUpperCase()] = seat;
    }
    words = built;
    seatWords.set(notation, words);
  }
  return words;
}

/** `v`, `vul`, `vulnerable`, `nv`, `non-vul`, `not vul` at the end of a line. */
const TRAILING_DECLARER_WORDS = /\s+(not\s+|non[-\s]?|n)?v(?:ul(?:n|nerable)?)?\s*$/i;
/** The last word, when it is a vulnerability word (digits are tricks there, never `0` for None). */
const LAST_WORD = /\s+([^\s\d]\S*)\s*$/;
/** Words that end a line as the board's or the declaring side's vulnerability, or as yes or no. */
const LINE_WORDS: readonly string[] = ['TRUE', 'FALSE', 'YES', 'NO'];
/**
 * A line's last word as a vulnerability. Not a lone seat letter (`4S= N` names the declarer), nor `-`
 * or `O`, which a half-typed `4S -` would turn into None.
 */
function lineVulnerability(word: string): Said | undefined {
  const upper = word.toUpperCase();
  if (/^[NESW]$|^[-O]$/.test(upper)) return undefined;
  if (LINE_WORDS.includes(upper)) return { vulnerable: yesNoWord(upper) === true };
  const board = vulnerabilityWord(upper);
  return board === undefined ? undefined : { board };
}
/** The tricks taken: an unsigned number after the bid, before or after the declarer (`3NT 9 by S`). */
const TRICKS = /\s+(\d+)(?=(?:\s+(?:by\s+)?[nesw](?:orth|ast|outh|est)?)?\s*$)/i;

const HAS_SPACE = /\s/;
const SPACE_RUNS = /\s+/g;

/** How a line in a notation other than English ends: its vulnerability words, its seats after the tricks. */
interface LinePatterns {
  /** The notation's words for the declaring side's vulnerability at the end of a line. */
  readonly trailing: RegExp;
  readonly words: { readonly [word: string]: boolean };
  /** Its seat letters, which a line's last word names the declarer with, never a vulnerability. */
  readonly seats: ReadonlySet<string>;
  readonly tricks: RegExp;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const alternatives = (words: readonly string[]): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join('|');

const linePatterns = new Map<Language, LinePatterns>();
function patternsOf(notation: Language): LinePatterns {
  let patterns = linePatterns.get(notation);
  if (patterns === undefined) {
    const { vulnerable, notVulnerable, seats, seatWords: names, by } = NOTATIONS[notation];
    const words: { [word: string]: boolean } = {};
    for (const word of vulnerable) words[word.toUpperCase()] = true;
    for (const word of notVulnerable) words[word.toUpperCase()] = false;
    const seatForms = [...Object.values(seats), ...Object.values(names)];
    patterns = {
      trailing: new RegExp(`\\s+(${alternatives([...vulnerable, ...notVulnerable])})\\s*$`, 'iu'),
      words,
      seats: new Set(Object.values(seats).map((seat) => seat.toUpperCase())),
      tricks: new RegExp(
        `\\s+(\\d+)(?=(?:\\s+(?:(?:${alternatives(['by', ...by])})\\s+)?(?:${alternatives(seatForms)}))?\\s*$)`,
        'iu',
      ),
    };
    linePatterns.set(notation, patterns);
  }
  return patterns;
}

/** The last word of a line in a notation as a vulnerability: not one of its seat letters, nor `-` or `O`. */
function notationVulnerability(word: string, patterns: LinePatterns): Said | undefined {
  const upper = word.toUpperCase();
  if (patterns.seats.has(upper) || upper === '-' || upper === 'O') return undefined;
  return lineVulnerability(upper);
}

interface LineRead {
  readonly contract: PlayedContract | PassedOut;
  readonly said?: Said;
  readonly tricks?: number;
}

/**
 * One line of text: the contract (with its declarer and result, as parseContract reads them), then the
 * tricks taken after a space (`4S 10`, read by the same rule as a number in a result cell), then the
 * vulnerability. Problems quote the whole line.
 */
export function readLine(line: string, notation: Language = 'en'): Result<LineRead, HandRowError> {
  // A results column is mostly `4S=` or `4SX`: with no space there are no words to take off.
  if (!HAS_SPACE.test(line)) {
    const parsed = parseContract(line, notation);
    return parsed.ok
      ? ok({ contract: parsed.value })
      : { ok: false, error: { ...parsed.error, input: line, where: { field: 'contract' } } };
  }
  // One space for each run: the patterns below then scan a pasted run of spaces once, not once a space.
  let rest = line.replace(SPACE_RUNS, ' ');
  let said: Said | undefined;
  const patterns = notation === 'en' ? undefined : patternsOf(notation);
  const words = (patterns?.trailing ?? TRAILING_DECLARER_WORDS).exec(rest);
  if (words) {
    said = {
      vulnerable:
        patterns === undefined
          ? words[1] === undefined
          : patterns.words[(words[1] as string).toUpperCase().replace(SPACE_RUNS, ' ')] === true,
    };
    rest = rest.slice(0, words.index);
  } else {
    const last = LAST_WORD.exec(rest);
    const word =
      last?.[1] === undefined
        ? undefined
        : patterns === undefined
          ? lineVulnerability(last[1])
          : notationVulnerability(last[1], patterns);
    if (last !== null && word !== undefined) {
      said = word;
      rest = rest.slice(0, last.index);
    }
  }
  let tricks: number | undefined;
  const counted = (patterns?.tricks ?? TRICKS).exec(rest);
  if (counted) {
    tricks = Math.min(Number(counted[1]), 1000);
    rest = rest.slice(0, counted.index) + rest.slice(counted.index + counted[0].length);
  }
  const parsed = parseContract(rest, notation);
  // Quote the line as typed, not the part left once the vulnerability and tricks are taken off.
  if (!parsed.ok) return fail('contract', line, parsed.error.code, parsed.error.reason, parsed.error.params);
  const contract = parsed.value;
  if (tricks !== undefined && isPassedOut(contract))
    return fail('contract', line, 'passed-out-result', 'a passed-out hand has no tricks or result');
  if (tricks !== undefined && !isPassedOut(contract) && contract.result !== undefined)
    return fail('contract', line, 'result-and-tricks', 'give the result or the tricks taken, not both');
  return ok({ contract, ...(said === undefined ? {} : { said }), ...(tricks === undefined ? {} : { tricks }) });
}

const WHOLE = /^[+\-−]?\d+$/;
const RESULT_TEXT = /^([=+\-−‐‑–—])\s*(\d*)$/;
const RESULT_WORDS = 'a result is the tricks taken (0–13), or =, +1, -2';

const tricksWord = (n: number): string => (n === 1 ? '1 trick' : `${n} tricks`);

/**
 * A result field: signed text is the result (`=`, `+1`, `-2`); a number (or digits) is read by the
 * column's convention, or without one only where it can mean one thing: 7–13 the tricks taken, a
 * negative number the undertricks, 0–6 the tricks taken only when the result it would also be is
 * impossible (7NT with 1). Otherwise it is refused, naming both readings.
 */
export function readResultField(
  cell: HandCell,
  bid: PlayedContract,
  convention: ResultConvention | undefined,
  notation: Language = 'en',
): Result<number, HandRowError> {
  const text = typeof cell === 'number' ? String(cell) : textOf(cell);
  const asResult = (written: string) => resultAgainst(bid, written, text, notation);
  if (typeof cell === 'boolean') return fail('result', text, 'result', RESULT_WORDS);
  const signed = typeof cell === 'string' && /^[+=]/.test(text);
  if (!signed && (typeof cell === 'number' || WHOLE.test(text))) {
    const n = typeof cell === 'number' ? cell : Number(text.replace('−', '-'));
    if (!Number.isInteger(n)) return fail('result', text, 'result', RESULT_WORDS);
    if (n < 0 || (n === 0 && /^[-−]/.test(text))) return asResult(`-${-n}`);
    if (convention === 'relative') return asResult(n === 0 ? '=' : `+${n}`);
    if (n > 13)
      return fail(
        'result',
        text,
        'tricks',
        `the tricks taken must be 0–13, or down 1 to ${tricksNeeded(bid.level)} as a negative number`,
        { max: tricksNeeded(bid.level) },
      );
    const asTricks = tricksToResult(bid.level, n);
    // As a result, n is at most the overtricks the contract can make.
    const relativePossible = n <= 13 - tricksNeeded(bid.level);
    if (convention === 'tricks' || n >= 7 || !relativePossible) return ok(asTricks);
    const made = resultToTricks(bid.level, n);
    const label = labelOf(bid, notation);
    const tricksReading = `${tricksWord(n)} taken (${label} down ${-asTricks})`;
    const resultReading = n === 0 ? `the result = (made exactly, ${made} tricks)` : `the result +${n} (${made} tricks)`;
    const written = n === 0 ? '=' : `+${n}`;
    // Made exactly is its own sentence: `=` where a number of overtricks would be.
    return fail(
      'result',
      text,
      n === 0 ? 'ambiguous-made' : 'ambiguous',
      `could be ${tricksReading} or ${resultReading}; write ${written} as text ('${written} in a sheet) or ${made} for the result, or ${asTricks} for down ${-asTricks}`,
      { tricks: n, bid: label, down: -asTricks, made, asTricks },
    );
  }
  if (RESULT_TEXT.test(text)) return asResult(text);
  return fail('result', text, 'result', RESULT_WORDS);
}

/** The bid as a message writes it; only text and messages need it, never the common numeric path. */
const labelOf = (bid: PlayedContract, notation: Language = 'en'): string =>
  formatContract(
    { level: bid.level, strain: bid.strain, doubling: bid.doubling },
    notation === 'en' ? undefined : { notation },
  );

/** A result written out (`+1`, `-2`, `=`) against the bid, bounded and worded by the core (`4S can make at most 3 overtricks`). */
function resultAgainst(
  bid: PlayedContract,
  written: string,
  text: string,
  notation: Language,
): Result<number, HandRowError> {
  const parsed = parseContract(`${labelOf(bid, notation)}${written}`, notation);
  if (!parsed.ok) return fail('result', text, parsed.error.code, parsed.error.reason, parsed.error.params);
  if (isPassedOut(parsed.value) || parsed.value.result === undefined)
    return fail('result', text, 'result', RESULT_WORDS);
  return ok(parsed.value.result);
}

/** Whether the declaring side is vulnerable, when the row says; a board's NS or EW needs the declarer. */
export function vulnerableOf(
  said: Said,
  declarer: Seat | undefined,
  field: keyof HandFields,
  input: string,
  notation: Language,
) {
  if ('vulnerable' in said) return ok(said.vulnerable);
  // With nobody or everybody vulnerable, who declared does not matter.
  if (said.board === 'None' || said.board === 'All') return ok(said.board === 'All');
  if (declarer === undefined) {
    // The seats as the row is read, so that the message names letters the reader takes.
    const seats = seatLetters(notation);
    return fail(
      field,
      input,
      'needs-declarer',
      `a board’s vulnerability needs the declarer (${orList(seats)}) to say who is vulnerable`,
      { seats },
    );
  }
  return ok(isVulnerable(said.board, declarer));
}
