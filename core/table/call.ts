/** Calls of the auction as text: `Pass`, `X`, `XX`, `1S`, `3♥`, `2NT`. */

import { ok, parseError, type Result } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import { type Bid, type FormatOptions, formatBid, isPassedOut, parseContract } from '../hand/contract.js';

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

/**
 * One call: a bid (`1S`, `3♥`, `2NT`), `Pass` / `P`, `X` (double) or `XX` (redouble).
 * @example parseCall('2nt') // { ok: true, value: { type: 'bid', level: 2, strain: 'NT' } }
 */
export function parseCall(input: string): Result<Call> {
  const word = withoutInvisible(String(input)).trim().toUpperCase();
  const named = CALL_WORDS.get(word);
  if (named !== undefined) return ok(named);
  if (word === 'P' || word === 'PASS' || word === 'NB' || word === 'NO BID') return ok(PASS);
  const first = word.charCodeAt(0);
  if (!(first >= 48 && first <= 57)) return parseError('call', String(input), CALL_FORMS);
  // A bid is written like a contract without doubling, declarer or result: reuse that reader.
  const parsed = parseContract(String(input));
  if (!parsed.ok) return parsed;
  const contract = parsed.value;
  if (isPassedOut(contract)) return ok(PASS);
  if (contract.doubling !== '' || contract.declarer !== undefined || contract.result !== undefined) {
    return parseError('call', String(input), CALL_FORMS);
  }
  return ok({ type: 'bid', level: contract.level, strain: contract.strain });
}

/**
 * `Pass`, `X`, `XX` or the bid: text `parseCall` reads back.
 * @example formatCall({ type: 'bid', level: 3, strain: 'H' }, { symbols: true }) // '3♥'
 */
export function formatCall(call: Call, options?: FormatOptions): string {
  switch (call.type) {
    case 'pass':
      return 'Pass';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'bid':
      return formatBid(call, options);
  }
}
