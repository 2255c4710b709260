/**
 * The language a call of the add-on speaks, and its words in it: the spreadsheet's language read afresh
 * by `listen` at the start of every call, the add-on's messages (`say`), the seats and contracts in its
 * notation, and problems worded from their code and values. Apart from cells.ts, which reads and quotes
 * cells and re-exports these for the functions that use both.
 */

import { formatProblem, formatReason, type Problem } from '../core/base/problem';
import { wordList } from '../core/i18n/problem-words';
import {
  formatParContract,
  formatParContracts,
  inNotation,
  isSeat,
  type PairRef,
  type Par,
  seatLetter,
  wordProblem,
  wordReason,
} from '../core/index';
import {
  ENGLISH_SHEET,
  LANGUAGE_PROPERTY,
  NOTATION_PROPERTY,
  type SheetLanguage,
  sheetLanguage,
} from './words/language';
import { SHEET_PROBLEMS, SHEET_WORDS, type SheetKey, sheetSay } from './words/sheet/index';

/**
 * The spreadsheet's language as Apps Script says it now: the add-on's setting in the document
 * properties, else the spreadsheet's locale. A custom function may read both (read access); where
 * neither can be read (a test's bare context, a menu opened before the add-on is authorized) it is
 * English, so that nothing is refused for want of a language.
 */
export function spreadsheetLanguage(from?: { getSpreadsheetLocale(): string }): SheetLanguage {
  if (typeof SpreadsheetApp === 'undefined') return ENGLISH_SHEET;
  let locale = '';
  try {
    locale = (from ?? SpreadsheetApp.getActiveSpreadsheet())?.getSpreadsheetLocale() ?? '';
  } catch {
    // No spreadsheet to ask in this context: the setting alone, else English.
  }
  try {
    const properties = typeof PropertiesService === 'undefined' ? null : PropertiesService.getDocumentProperties();
    if (properties)
      return sheetLanguage(locale, {
        language: properties.getProperty(LANGUAGE_PROPERTY),
        notation: properties.getProperty(NOTATION_PROPERTY),
      });
  } catch {
    // Not allowed in this context: the locale decides.
  }
  return sheetLanguage(locale);
}

let speaking: SheetLanguage = ENGLISH_SHEET;

/**
 * Reads the spreadsheet's language afresh and speaks it until the next call: the first line of every
 * function Sheets calls, since a script may be reused from one call to the next and a language change
 * takes effect at the next recalculation.
 */
export function listen(from?: { getSpreadsheetLocale(): string }): SheetLanguage {
  // `from`: a spreadsheet opened by its ID, where there is no active one (a table's page).
  speaking = spreadsheetLanguage(from);
  return speaking;
}

/** The language and notation the current call speaks (English until `listen`). */
export const speaks = (): SheetLanguage => speaking;

/**
 * A contract the add-on keeps in English letters (`4S=`, as Deals holds it), as the current call's
 * notation writes it (`4P=` in French): for its messages. Text that is no contract is left as it is.
 */
export const sayContract = (kept: string): string => inNotation(kept, speaking.notation);

/** A seat as the current call's notation letters it (`O` for West in French). */
export const saySeat = (seat: string): string => (isSeat(seat) ? seatLetter(seat, speaking.notation) : seat);

/**
 * A pair as a reader sees it (`N/S 3`, `O/W 3` in German, `3` in a Howell), its side lettered as the
 * current call's notation letters the seats, as the sheet's headings are. Only for words that are read:
 * a label the add-on reads back (the sidebar's choice of pair, the pairs it sends with a result, a
 * change written on the Pairs evening sheet) is formatPair's, in the English letters parsePair takes.
 */
export const sayPair = (pair: PairRef): string => {
  if (pair.direction === undefined) return String(pair.number);
  const [first, second] = pair.direction === 'NS' ? (['N', 'S'] as const) : (['E', 'W'] as const);
  return `${saySeat(first)}/${saySeat(second)} ${pair.number}`;
};

/** One of the add-on's messages in the current call's language. */
export const say = (key: SheetKey, values?: Parameters<typeof sheetSay>[2]): string =>
  sheetSay(speaking.language, key, values);

/** Words that are all meant, joined as the current call's language lists them: `3 and 4`, `3, 4 et 5`. */
export const sayAnd = (items: readonly string[]): string =>
  wordList(items, SHEET_PROBLEMS[speaking.language].and ?? 'and');

/**
 * A problem's reason alone, in the current call's language, for `sayProblem` to frame: the core's own
 * words in English; in another, worded from the problem's code and params (its input quoted apart).
 */
export function reasonOf(found: Problem): string {
  if (speaking.language === 'en') return found.reason;
  const { input: _quotedApart, ...unquotedProblem } = found;
  return hinted(found, wordReason(inWords(unquotedProblem), SHEET_PROBLEMS[speaking.language]));
}

/** A problem as the sidebar shows it (`formatReason`), in the current call's language. */
export const sayReason = (found: Problem): string =>
  speaking.language === 'en'
    ? formatReason(found)
    : hinted(found, wordReason(inWords(found), SHEET_PROBLEMS[speaking.language]));

/**
 * A problem worded from its code, with the add-on's hint after it where the add-on gave one (`hint`, a
 * `hint.*` word): the English reason already ends with it.
 */
function hinted(found: Problem, worded: string): string {
  const hint = found.params?.hint;
  return hint === 'boardColumn' ? `${worded} ${say('hint.boardColumn')}` : worded;
}

/** A problem with the place the core gives it (`event 2: …`, as `formatProblem`), in the current call's language. */
export const sayPlaced = (found: Problem): string =>
  speaking.language === 'en' ? formatProblem(found) : wordProblem(inWords(found), SHEET_PROBLEMS[speaking.language]);

/**
 * What a cell was meant to hold, as a code (`score`), worded by each language's `meant.score`; `dealer`
 * is the seats alone, lettered as the notation letters them.
 */
export type Meant = { [K in SheetKey]: K extends `meant.${infer M}` ? M : never }[SheetKey] | 'dealer';

/** The params that hold a range's size as data (`3x1`, or `cell` for one cell), worded by `sizeIn`. */
const SIZES = ['size', 'otherSize'] as const;

/** A range's size as data, for a problem's params: `3x1`. */
export const sizeOf = (range: readonly (readonly unknown[])[]): string => `${range.length}x${range[0]?.length ?? 0}`;

/** What a cell was meant to hold, in `language`: the seats lettered as the current call's notation. */
export function meantIn(language: SheetLanguage['language'], meant: string): string {
  if (meant === 'dealer') return wordList(['N', 'E', 'S', 'W'].map(saySeat), SHEET_PROBLEMS[language].or ?? 'or');
  const key = `meant.${meant}`;
  return key in SHEET_WORDS.en ? sheetSay(language, key as SheetKey) : meant;
}

/** What a cell was meant to hold, in English: for the reason a problem keeps. */
export const meantInEnglish = (meant: Meant): string => meantIn('en', meant);

/** A size kept as data (`3x1`, `cell`) in `language`: `3 rows by 1 column`. */
export function sizeIn(language: SheetLanguage['language'], kept: string): string {
  const [rows, columns] = kept.split('x').map(Number);
  return kept === 'cell' ? sheetSay(language, 'size.cell') : sheetSay(language, 'size.range', { rows, columns });
}

/** A problem whose params are data (a meant code, a size) with those params in the current call's words. */
function inWords(found: Problem): Problem {
  const params = found.params;
  if (params === undefined) return found;
  const said: { [name: string]: string } = {};
  if (typeof params.meant === 'string') said.meant = meantIn(speaking.language, params.meant);
  for (const name of SIZES) {
    const kept = params[name];
    if (typeof kept === 'string') said[name] = sizeIn(speaking.language, kept);
  }
  return Object.keys(said).length === 0 ? found : { ...found, params: { ...params, ...said } };
}

/**
 * A par's contracts as a cell and a page show them: `4♠+1 by N, S`, several as formatPar joins them;
 * `Pass` for none. The DDPAR function and the evening's hand records both word them here.
 */
export const sayParContracts = (par: Par): string => {
  if (speaking.language === 'en')
    return par.contracts.length === 0 ? 'Pass' : formatParContracts(par, { symbols: true });
  if (par.contracts.length === 0) return say('cell.pass');
  // The core writes `4♠+1 by N, S`: its contract and seats, framed in the sheet's language.
  // NOTATION(#30): the seats stay N, E, S, W until the core formats seats in a notation.
  return par.contracts
    .map((contract) => {
      const [played, seats] = formatParContract(contract, { symbols: true }).split(' by ');
      return say('cell.parBy', { contract: played, seats });
    })
    .join('; ');
};
