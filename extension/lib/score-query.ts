/**
 * What a player types in the Score field: a contract in the core's notation, optionally with the tricks
 * taken instead of the result (`4S 10`, as BRIDGESCORE reads a result column), then optionally the
 * vulnerability: the declarer's (`4SX-2 v`, `6♥= vul`, `2DXX= nv`) or the board's (`4SX-2 by N NS`),
 * which needs the declarer to say who is vulnerable. A contract without a result is scored as made.
 */
import {
  isPassedOut,
  isVulnerable,
  ok,
  type ParseError,
  type PlayedContract,
  parseContract,
  parseError,
  parseVulnerability,
  quoteText,
  type Result,
  tricksToResult,
  type Vulnerability,
} from '../../core/index';

export interface ScoreQuery {
  readonly contract: PlayedContract | null;
  /** Undefined when the text does not say; the toggle decides then. */
  readonly vulnerable?: boolean;
}

/** `v`, `vul`, `vulnerable`; with `n`, `non`, `non-` or `not ` before it, not vulnerable. */
const TRAILING_WORDS = /\s+(not\s+|non-?|n)?v(?:ul(?:nerable)?)?\s*$/i;
/** The last word: a board's vulnerability when the core reads it as one (digits are tricks, not `0` = None). */
const LAST_WORD = /\s+([^\s\d]\S*)\s*$/;
/** The tricks taken: a whole number after the bid, before or after the declarer (`3NT 9 by S`, `3NT by S 9`). */
const TRICKS = /\s+(\d+)(?=(?:\s+(?:by\s+)?[nesw])?\s*$)/i;

const problem = (text: string, message: string): Result<never, ParseError> => parseError('score-query', text, message);

export function parseScoreQuery(text: string): Result<ScoreQuery, ParseError> {
  let rest = text;
  let vulnerable: boolean | undefined;
  let board: { readonly word: string; readonly vulnerability: Vulnerability } | undefined;
  const words = TRAILING_WORDS.exec(rest);
  if (words) {
    vulnerable = words[1] === undefined;
    rest = rest.slice(0, words.index);
  } else {
    const last = LAST_WORD.exec(rest);
    const read = last?.[1] === undefined ? undefined : parseVulnerability(last[1]);
    if (last?.[1] && read?.ok) {
      board = { word: last[1], vulnerability: read.value };
      rest = rest.slice(0, last.index);
    }
  }
  let tricks: number | undefined;
  const counted = TRICKS.exec(rest);
  if (counted) {
    tricks = Number(counted[1]);
    rest = rest.slice(0, counted.index) + rest.slice(counted.index + counted[0].length);
  }
  const parsed = parseContract(rest);
  // Quote what the user typed, not the part left after taking the vulnerability or the tricks off.
  if (!parsed.ok) return problem(text, parsed.error.message.slice(quoteText(rest).length + 2));
  if (isPassedOut(parsed.value)) return ok({ contract: null });
  let contract: PlayedContract = parsed.value;
  if (tricks !== undefined) {
    if (contract.result !== undefined) return problem(text, 'give the result or the tricks taken, not both');
    if (tricks > 13) return problem(text, 'the tricks taken must be 0–13');
    contract = { ...contract, result: tricksToResult(contract.level, tricks) };
  }
  if (board !== undefined) {
    if (contract.declarer === undefined)
      return problem(text, `a board's vulnerability needs the declarer, as in ${rest.trim()} by N ${board.word}`);
    vulnerable = isVulnerable(board.vulnerability, contract.declarer);
  }
  return ok(vulnerable === undefined ? { contract } : { contract, vulnerable });
}
