/** Calls of the auction as text: `Pass`, `X`, `XX`, `1S`, `3♥`, `2NT`. */

import { ok, parseError, type Result } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import { type Bid, type FormatOptions, formatBid, isPassedOut } from '../hand/contract.js';
import { parseContract } from '../hand/contract-reader.js';
import type { Language } from '../i18n/languages.js';
import { NOTATIONS } from '../i18n/notation.js';

/** A call in the auction: a bid, pass, double or redouble. */
export type Call =
  | { readonly type: 'pass' }
  | { readonly type: 'double' }
  | { readonly type: 'redouble' }
  | ({ readonly type: 'bid' } & Bid);

/** The call Pass. */
export const PASS: Call = Object.freeze({ type: 'pass' });
/** The call Double. */
export const DOUBLE: Call = Object.freeze({ type: 'double' });
/** The call Redouble. */
export const REDOUBLE: Call = Object.freeze({ type: 'redouble' });

const CALL_WORDS: ReadonlyMap<string, Call> = new Map<string, Call>([
  ['X', DOUBLE],
  ['D', DOUBLE],
  ['DBL', DOUBLE],
  ['DOUBLE', DOUBLE],
  ['XX', REDOUBLE],
  ['R', REDOUBLE],
  ['RDBL', REDOUBLE],
  ['REDOUBLE', REDOUBLE],
]);

const CALL_FORMS = 'a call is one bid (such as 1S), Pass, X or XX';

const notationCalls = new Map<Language, ReadonlyMap<string, Call>>();
/** A notation's words for pass, double and redouble in capitals, with X, XX and English's Pass. */
function callsOf(notation: Language): ReadonlyMap<string, Call> {
  let calls = notationCalls.get(notation);
  if (calls === undefined) {
    const words = NOTATIONS[notation].calls;
    const built = new Map<string, Call>([
      ['X', DOUBLE],
      ['XX', REDOUBLE],
      ['PASS', PASS],
      ['P', PASS],
    ]);
    for (const [list, call] of [
      [words.pass, PASS],
      [words.double, DOUBLE],
      [words.redouble, REDOUBLE],
    ] as const)
      for (const word of list) built.set(word.toUpperCase(), call);
    calls = built;
    notationCalls.set(notation, calls);
  }
  return calls;
}

/**
 * One call: a bid (`1S`, `3♥`, `2NT`), `Pass` / `P`, `X` (double) or `XX` (redouble). In another
 * notation its words and bids: `Passe`, `Contre`, `Surcontre`, `3SA` in French (X and XX always).
 * @example parseCall('2nt') // { ok: true, value: { type: 'bid', level: 2, strain: 'NT' } }
 * @example parseCall('contre', 'fr') // { ok: true, value: { type: 'double' } }
 */
export function parseCall(input: string, notation: Language = 'en'): Result<Call> {
  const word = withoutInvisible(String(input)).trim().toUpperCase();
  if (notation !== 'en') {
    const called = callsOf(notation).get(word.replace(/\s+/g, ' '));
    if (called !== undefined) return ok(called);
  } else {
    const named = CALL_WORDS.get(word);
    if (named !== undefined) return ok(named);
    if (word === 'P' || word === 'PASS' || word === 'NB' || word === 'NO BID') return ok(PASS);
  }
  const first = word.charCodeAt(0);
  if (!(first >= 48 && first <= 57)) return parseError('call', String(input), CALL_FORMS);
  // A bid is written like a contract without doubling, declarer or result: reuse that reader.
  const parsed = parseContract(String(input), notation);
  if (!parsed.ok) return parsed;
  const contract = parsed.value;
  if (isPassedOut(contract)) return ok(PASS);
  if (contract.doubling !== '' || contract.declarer !== undefined || contract.result !== undefined) {
    return parseError('call', String(input), CALL_FORMS);
  }
  return ok({ type: 'bid', level: contract.level, strain: contract.strain });
}

/**
 * `Pass`, `X`, `XX` or the bid: text `parseCall` reads back. In another notation its words and letters:
 * `Passe`, `Contre`, `Surcontre`, `3SA` in French.
 * @example formatCall({ type: 'bid', level: 3, strain: 'H' }, { symbols: true }) // '3♥'
 * @example formatCall({ type: 'double' }, { notation: 'de' }) // 'Kontra'
 */
export function formatCall(call: Call, options?: FormatOptions): string {
  const notation = options?.notation === undefined ? undefined : NOTATIONS[options.notation];
  switch (call.type) {
    case 'pass':
      return notation === undefined ? 'Pass' : (notation.calls.pass[0] as string);
    case 'double':
      return notation === undefined ? 'X' : (notation.calls.double[0] as string);
    case 'redouble':
      return notation === undefined ? 'XX' : (notation.calls.redouble[0] as string);
    case 'bid':
      return formatBid(call, options);
  }
}
