/**
 * The one shape of everything the core refuses: what is wrong (a stable code and the values its wording
 * takes), where it happened, and what the user gave. A face composes its own sentence from those parts —
 * the popup beside the field, the add-on after a row number, a translation from the code — and never
 * takes a message apart; `formatProblem` words it in English, as the core always has.
 */
import { quoteText } from './quote.js';

/** Where in what a user gave a problem happened, as the core knows it; a face adds what it knows (its row). */
export interface Where {
  /** 0-based index of the event in a session's list. */
  readonly event?: number;
  /**
   * What the player calls that event (`hand 5`), for a problem worded around the event as the pad names
   * it: the message then opens with this name instead of `event N: `.
   */
  readonly named?: string;
  /** The session's settings, not one of its events. */
  readonly settings?: true;
  /** The field of a hand row or a form: `contract`, `result`, `vulnerability`, `players`. */
  readonly field?: string;
  /** 1-based board of a match or a session, and 1-based table of a match or of a teams event's round. */
  readonly board?: number;
  readonly table?: number;
  /** 1-based round of a teams event. */
  readonly round?: number;
  /** 0-based position of the call in an auction, and who made it. */
  readonly call?: number;
  readonly seat?: string;
  /** 0-based trick of the play, and the card's 0-based position in it (`seat` then says who played it). */
  readonly trick?: number;
  readonly card?: number;
  /** A face's own places: the spreadsheet row (1-based) and the function argument. */
  readonly row?: number;
  readonly argument?: string;
}

/**
 * The values a problem's wording takes, as plain JSON: `{ min: 1, max: 7 }`. One has a meaning of its
 * own: `not`, the value given as the message quotes it last (`a bid is a whole number, 0 or more, not
 * 3.5`), so that a face quoting the value its own way takes the reason without it.
 */
export type ProblemParams = {
  readonly [name: string]: string | number | boolean | null | readonly (string | number)[];
};

/** What went wrong, as parts a face words in its own sentence: a code, its parameters, where, and the input quoted. */
export interface Problem {
  /** Stable, for programs and for other languages: `level`, `bad-event`, `later-impossible`. */
  readonly code: string;
  /** What is wrong, in English, without the input or the place: `level must be 1–7`. */
  readonly reason: string;
  /** What the user gave, as given (formatProblem quotes it); absent when no one text is at fault. */
  readonly input?: string;
  readonly params?: ProblemParams;
  readonly where?: Where;
  /** When a whole is refused for a part (a session for one of its events), the part's own code. */
  readonly cause?: string;
  /**
   * The part's own problem, for a whole worded around it (`under`, `within`) when its code, values and
   * input cannot be told from `cause` and `params` alone: so another language can word the part itself.
   */
  readonly part?: Problem;
}

/**
 * A problem, with its input and values when it has them.
 * @example problem('level', 'level must be 1–7', { input: '8S', params: { min: 1, max: 7 } })
 */
export const problem = (
  code: string,
  reason: string,
  parts: { readonly input?: string; readonly params?: ProblemParams; readonly where?: Where } = {},
): Problem => ({ code, reason, ...parts });

/** The same problem placed further out (an event's problem placed at its event), its own place kept. */
export const placed = (found: Problem, where: Where): Problem => ({ ...found, where: { ...found.where, ...where } });

/**
 * A whole refused for one of its parts: the part's problem under the whole's code, the part's code kept
 * as its cause, placed where the part is.
 * @example within(eventProblem, 'bad-event', { event: 2 }) // "event 3: …"
 */
export const within = (part: Problem, code: string, where: Where): Problem => ({
  ...placed(part, where),
  code,
  cause: part.code,
  // A whole worded around a part of its own (`under`) loses that part's code here: keep the part.
  ...(part.cause !== undefined && part.part === undefined && typeof part.params?.part === 'string'
    ? { part: partOf(part) }
    : {}),
});

/** The part a whole from `under` is worded around, as far as its cause, values and `given` tell it. */
const partOf = (whole: Problem): Problem => {
  const { part: _words, given, ...values } = whole.params ?? {};
  return {
    code: whole.cause ?? whole.code,
    reason: typeof whole.params?.part === 'string' ? whole.params.part : whole.reason,
    ...(typeof given === 'string' ? { input: given } : {}),
    params: values,
  };
};

/**
 * A part's problem as the whole it is in words it (`board 3: …`, `entry 2: …`): its code and values
 * kept, the part named in front of its whole message (its place and quoted input become words too).
 * With `whole`, the sentence is the whole's own: under its code, the part's code kept as its cause, and
 * its values beside the part's (the part's input as `given`, its message as `part`), so that one code
 * keeps one wording whatever the part's.
 * @example under(drawProblem, "player 3's draw", { code: 'draw', params: { player: 3 } }) // `player 3's draw: "S1": …`
 */
export const under = (
  part: Problem,
  words: string,
  whole?: { readonly code: string; readonly params?: ProblemParams },
): Problem => {
  const { input: _quoted, where: _place, ...kept } = part;
  const reason = `${words}: ${formatProblem(part)}`;
  if (whole === undefined) return { ...kept, reason };
  const given = part.input === undefined ? {} : { given: part.input };
  // A value the part gives last (`not`) is inside the part's words here, not after the whole's.
  const { not: _last, ...values } = part.params ?? {};
  // The part itself goes along when its code, values and input alone would not give its words back.
  const told = part.where === undefined && _last === undefined && part.cause === undefined && part.part === undefined;
  return {
    ...kept,
    code: whole.code,
    cause: part.code,
    reason,
    params: { ...values, ...given, part: formatProblem(part), ...whole.params },
    ...(told ? {} : { part }),
  };
};

/** Where a problem is, in the words the core's English messages have always opened with. */
function placeWords(where: Where | undefined): string {
  if (where?.settings) return 'settings: ';
  if (where?.named !== undefined) return `${where.named} `;
  return where?.event === undefined ? '' : `event ${where.event + 1}: `;
}

/** The quoted input with the position the play or the auction gives it: `"4S" by N (call 3)`. */
function inputWords(input: string, where: Where | undefined): string {
  const quoted = quoteText(input);
  if (where?.call !== undefined) return `${quoted} by ${where.seat} (call ${where.call + 1})`;
  if (where?.trick !== undefined) return `${quoted} (trick ${where.trick + 1}, card ${(where.card ?? 0) + 1})`;
  return quoted;
}

/**
 * The problem in English: its place, the quoted input and what is wrong.
 * @example formatProblem({ code: 'level', input: '8S', reason: 'level must be 1–7' }) // '"8S": level must be 1–7'
 */
export const formatProblem = (found: Problem): string => placeWords(found.where) + formatReason(found);

/**
 * The problem without its place, for a face that shows the place its own way (beside the event it
 * names, after its row): `"8S": level must be 1–7`.
 */
export const formatReason = (found: Problem): string => {
  const not = found.params?.not;
  const said = not === undefined ? found.reason : `${found.reason}, not ${not}`;
  // A card's problem names who played it first, as a player says it: `E does not hold it`.
  const reason =
    found.where?.trick !== undefined && found.where.seat !== undefined ? `${found.where.seat} ${said}` : said;
  return found.input === undefined ? reason : `${inputWords(found.input, found.where)}: ${reason}`;
};
