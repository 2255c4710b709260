/**
 * A problem worded in a language from its parts (code, values, place, the input quoted), never by
 * translating the English sentence: each language has a message a code (ICU, core/i18n/message.ts)
 * and the words of places. English's messages give back the core's own `reason` exactly.
 */
import type { Problem, ProblemParams } from '../base/problem.js';
import { quoteText } from '../base/quote.js';
import type { Language } from './languages.js';
import { formatMessage, type MessageValues, messageValues } from './message.js';
// English's messages, against which a part told from a whole's values is checked (a type import back).
import { PROBLEMS as ENGLISH } from './problems/en.js';

/**
 * Where a problem is and how its input is quoted, as messages taking the text they wrap: `{problem}` a
 * problem with its input, `{reason}` what is wrong, `{quoted}` the input in quotes.
 */
export interface ProblemPlaces {
  /** An event of a session, 1-based: `event {event}: {problem}`. */
  readonly event: string;
  /** The session's settings: `settings: {problem}`. */
  readonly settings: string;
  /** An event as the pad names it (`hand 5`, put through `terms`): `{named} {problem}`. */
  readonly named: string;
  /** The input quoted in front of what is wrong: `{input}: {reason}`. */
  readonly quoted: string;
  /** A call's input, the call 1-based: `{quoted} by {seat} (call {call})`. */
  readonly call: string;
  /** A card's input, trick and card 1-based: `{quoted} (trick {trick}, card {card})`. */
  readonly card: string;
  /** A card's problem names who played it first: `{seat} {reason}`. */
  readonly seat: string;
  /** The value given, quoted last (the `not` param): `{reason}, not {not}`. */
  readonly not: string;
}

/** One language's words for problems. */
export interface ProblemWords {
  readonly language: Language;
  /**
   * The last joint of a choice and of a list (`a, b or c`, `a, b and c`) and the words of places;
   * every language has its own (a test checks), English's stand in for a dictionary still being written.
   */
  readonly or?: string;
  readonly and?: string;
  readonly places?: ProblemPlaces;
  /**
   * English words the core gives as values (`knownBy: 'the pad'`, `named: 'hand 5'`), in this
   * language, by their English with each number written `#`: `{ 'hand #': 'donne #' }`. A value a list
   * of such words (`table 1 (0–0), table 2 (0–0)`) is put through item by item.
   */
  readonly terms?: { readonly [english: string]: string };
  /**
   * A message a code, taking the problem's params: `level` → `level must be {min}–{max}`. A list param
   * `xs` is also `xs_or` (`a, b or c`), `xs_and` and `xs_count`; a text param `x` also `x_quoted`, quoted
   * as the core quotes input; `part` is the part's problem worded in the same language.
   */
  readonly codes: { readonly [code: string]: string };
}

/** The codes of a whole worded by its part's own message (`within`): its cause is the message's key. */
const IN_PART_WORDS = new Set(['bad-settings', 'bad-event', 'impossible-event']);

/** The code whose message words a problem. */
export const messageKey = (found: Problem): string =>
  IN_PART_WORDS.has(found.code) && found.cause !== undefined ? found.cause : found.code;

/** The words joined by commas, the last by `last`: `a, b or c` with the language's `or`. */
export const wordList = (items: readonly (string | number)[], last: string): string =>
  items.length <= 1 ? String(items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${String(items.at(-1))}`;

/** An English word a value carries, in the language's terms (numbers kept); as it is when it has none. */
function termOf(text: string, words: ProblemWords): string {
  const terms = words.terms;
  if (terms === undefined) return text;
  const one = (item: string): string | undefined => {
    const exact = terms[item];
    if (exact !== undefined) return exact;
    const numbers = item.match(/\d+/g) ?? [];
    const shape = terms[item.replace(/\d+/g, '#')];
    if (shape === undefined || numbers.length === 0) return undefined;
    let i = 0;
    return shape.replace(/#/g, () => numbers[i++] ?? '#');
  };
  const whole = one(text);
  if (whole !== undefined) return whole;
  const items = text.split(', ');
  return items.length > 1 ? items.map((item) => one(item) ?? item).join(', ') : text;
}

/**
 * The params the core gives as English words of its own (`name: "round 2's cards"`, `pair: 'pair 3'`):
 * put through `terms`. Others are what a user gave, or a word a message chooses by (`kind`, `select`).
 */
const WORDS = new Set(['name', 'named', 'knownBy', 'asked', 'pair', 'ties', 'at', 'mend']);

/** The values a message takes from a problem's params, lists and quoting spelt out, the part worded. */
function valuesOf(found: Problem, words: ProblemWords, part: string | undefined): MessageValues {
  const values: { [name: string]: string | number | boolean | null } = {};
  const params: ProblemParams = found.params ?? {};
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      values[name] = value.join(', ');
      values[`${name}_or`] = wordList(value, words.or ?? ENGLISH.or ?? 'or');
      values[`${name}_and`] = wordList(value, words.and ?? ENGLISH.and ?? 'and');
      values[`${name}_count`] = value.length;
    } else if (typeof value === 'string') {
      values[name] = WORDS.has(name) ? termOf(value, words) : value;
      values[`${name}_quoted`] = quoteText(value);
    } else values[name] = value as string | number | boolean | null;
  }
  if (part !== undefined) values.part = part;
  return values;
}

/**
 * The part a whole is worded around, worded in the language: its own problem when the whole keeps it;
 * else told from the whole's cause and values (the input the one the English part quotes), checked
 * against the English it must give back — and that English when it cannot be told.
 */
function partWords(found: Problem, words: ProblemWords): string | undefined {
  if (found.part !== undefined) return wordProblem(found.part, words);
  const english = found.params?.part;
  if (typeof english !== 'string') return undefined;
  if (words.language === 'en') return english;
  const { part: _words, ...values } = found.params ?? {};
  const inputs = [undefined, ...['given', 'hand'].map((name) => values[name])].filter(
    (input): input is string | undefined => input === undefined || typeof input === 'string',
  );
  const codes = found.cause !== undefined && found.cause !== messageKey(found) ? [found.cause] : [];
  for (const code of [...codes, ...Object.keys(ENGLISH.codes)]) {
    if (code === messageKey(found)) continue;
    for (const input of inputs) {
      // No reason of its own: a message lacking values must not give the English back by itself.
      const part: Problem = { code, reason: '', params: values, ...(input === undefined ? {} : { input }) };
      if (ENGLISH.codes[code] !== undefined && wordProblem(part, ENGLISH) === english) return wordProblem(part, words);
    }
    // Only the cause is tried for a whole that names it; a whole without one is matched by its words.
    if (codes.length > 0) break;
  }
  return english;
}

/** The language's words of places, English's while it has none. */
const placesOf = (words: ProblemWords): ProblemPlaces => words.places ?? (ENGLISH.places as ProblemPlaces);

/** What is wrong, in the language: the code's message, with the value quoted last. */
function whatIsWrong(found: Problem, words: ProblemWords): string {
  const message = words.codes[messageKey(found)];
  const part = partWords(found, words);
  // A message taking a value the problem lacks would read with a hole: the core's own words are better.
  const lacking = (text: string) =>
    messageValues(text).some((name) => {
      const param = name.replace(/_(or|and|count|quoted)$/, '');
      return param === 'part' ? part === undefined : found.params?.[param] === undefined;
    });
  const reason =
    message === undefined || lacking(message)
      ? found.reason
      : formatMessage(message, valuesOf(found, words, part), words.language);
  const not = found.params?.not;
  return not === undefined ? reason : formatMessage(placesOf(words).not, { reason, not: String(not) }, words.language);
}

/**
 * The problem in `words`' language, with its place: what `formatProblem` gives in English.
 * @example wordProblem(problem('level', 'level must be 1–7', { input: '8S', params: { min: 1, max: 7 } }), PROBLEMS) // '"8S": level must be 1–7'
 */
export const wordProblem = (found: Problem, words: ProblemWords): string => {
  const problem = wordReason(found, words);
  const where = found.where;
  const { language } = words;
  const places = placesOf(words);
  if (where?.settings) return formatMessage(places.settings, { problem }, language);
  if (where?.named !== undefined)
    return formatMessage(places.named, { named: termOf(where.named, words), problem }, language);
  return where?.event === undefined
    ? problem
    : formatMessage(places.event, { event: where.event + 1, problem }, language);
};

/** The problem without its place, for a face that shows the place its own way: `formatReason` in a language. */
export const wordReason = (found: Problem, words: ProblemWords): string => {
  const { language } = words;
  const places = placesOf(words);
  const where = found.where;
  const said = whatIsWrong(found, words);
  const reason =
    where?.trick !== undefined && where.seat !== undefined
      ? formatMessage(places.seat, { seat: where.seat, reason: said }, language)
      : said;
  if (found.input === undefined) return reason;
  const quoted = quoteText(found.input);
  const input =
    where?.call !== undefined
      ? formatMessage(places.call, { quoted, seat: where.seat, call: where.call + 1 }, language)
      : where?.trick !== undefined
        ? formatMessage(places.card, { quoted, trick: where.trick + 1, card: (where.card ?? 0) + 1 }, language)
        : quoted;
  return formatMessage(places.quoted, { input, reason }, language);
};
