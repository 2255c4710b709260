/**
 * What a player types in the Score field: a contract in the core's notation, optionally followed by the
 * vulnerability (`4SX-2 v`, `6♥= vul`, `2DXX= nv`). A contract without a result is scored as made.
 */
import { type ParseError, type PlayedContract, parseContract, quoteText, type Result } from '../../core/index';

export interface ScoreQuery {
  readonly contract: PlayedContract | null;
  /** Undefined when the text does not say; the toggle decides then. */
  readonly vulnerable?: boolean;
}

const VUL_WORDS: ReadonlyMap<string, boolean> = new Map([
  ['v', true],
  ['vul', true],
  ['vulnerable', true],
  ['nv', false],
  ['nonvul', false],
  ['non-vul', false],
  ['not vul', false],
  ['not vulnerable', false],
  ['non-vulnerable', false],
]);
const TRAILING_WORDS = /\s+((?:not\s+|non-?)?v(?:ul(?:nerable)?)?|nv)\s*$/i;

export function parseScoreQuery(text: string): Result<ScoreQuery, ParseError> {
  const match = TRAILING_WORDS.exec(text);
  const word = match?.[1]?.toLowerCase().replace(/\s+/g, ' ');
  const vulnerable = word === undefined ? undefined : VUL_WORDS.get(word);
  const contractText = match && vulnerable !== undefined ? text.slice(0, match.index) : text;
  const parsed = parseContract(contractText);
  if (!parsed.ok) {
    // Quote what the user typed, not the part left after taking the vulnerability off.
    return contractText === text
      ? parsed
      : {
          ok: false,
          error: {
            ...parsed.error,
            input: text,
            message: parsed.error.message.replace(quoteText(contractText), quoteText(text)),
          },
        };
  }
  const contract = 'passedOut' in parsed.value ? null : parsed.value;
  return { ok: true, value: vulnerable === undefined ? { contract } : { contract, vulnerable } };
}
