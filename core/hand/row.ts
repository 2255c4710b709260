/**
 * THE reader of a hand row: a contract, its result or the tricks taken, the vulnerability and the
 * declarer, however a face holds them (one line of text in the popup, cells in a sheet, a keeper's
 * field). Every face turns its text or cells into `HandFields` and calls `parseHandRow`, then
 * `scoreHandRow`, so that the same hand reads and scores the same everywhere (docs/rules.md, "Reading a
 * hand row").
 *
 * One line of text may carry every field (`3NT= by E NS`, `4S 10 v`); fields given apart as well must
 * agree with it.
 */
import { quoteText } from '../base/quote.js';
import { ok, type Result } from '../base/result.js';
import { type Level, type Seat, sideOf } from '../base/vocabulary.js';
import type { Language } from '../i18n/languages.js';
import { formatBid, formatContract, formatResult, isPassedOut, type PassedOut, resultToTricks } from './contract.js';
import { parseContract } from './contract-reader.js';
import { agreeingDeclarer, type PlayedHand } from './played.js';
import {
  fail,
  type HandFields,
  type HandRowError,
  isBlank,
  type ResultConvention,
  readDeclarerField,
  readLine,
  readResultField,
  readVulnerabilityField,
  textOf,
  type VulnerabilityConvention,
  vulnerableOf,
} from './row-fields.js';
import { type ContractScore, scoreContract, scoreTotal } from './score.js';

export type { HandCell, HandFields, HandRowError, ResultConvention, VulnerabilityConvention } from './row-fields.js';
export { RESULT_CONVENTIONS, VULNERABILITY_CONVENTIONS } from './row-fields.js';

/** How a sheet's hand rows are written: its result and vulnerability conventions. */
export interface HandRowOptions {
  readonly resultIs?: ResultConvention;
  readonly vulnerabilityIs?: VulnerabilityConvention;
  /** A contract without a result is read as made exactly (the popup's look-up), not refused. */
  readonly assumeMade?: boolean;
  /**
   * Who already knows the vulnerability (`the pad`, `the board`): a row that says it too could only
   * disagree, so it is refused, naming them.
   */
  readonly vulnerabilityKnownBy?: string;
  /**
   * The notation the row is written in (docs/notation.md): its strain letters, seats, doubling words and
   * vulnerability words (`3SA+1 O v` in French, `4S= z` in Swedish, where V is West). English when absent.
   */
  readonly notation?: Language;
}

/** A hand row read: the hand (its declarer in it when known), or passed out. */
export interface HandRow {
  readonly hand: PlayedHand | PassedOut;
  /** Whether the declaring side was vulnerable; absent when the row does not say. */
  readonly vulnerable?: boolean;
}

/**
 * Reads a hand row, or says which field is wrong and why (each message quotes that field).
 * @example parseHandRow({ contract: '3NT= by E NS' }) // 3NT= by E, not vulnerable
 * @example parseHandRow({ contract: '3NT', result: 1 }) // refused: 1 trick taken, or +1?
 * @example parseHandRow({ contract: '3SA+1 O v' }, { notation: 'fr' }) // 3NT+1 by W, vulnerable
 */
export function parseHandRow(fields: HandFields, options: HandRowOptions = {}): Result<HandRow, HandRowError> {
  const line = textOf(fields.contract);
  if (line === '' || typeof fields.contract === 'boolean')
    return fail('contract', line, 'empty', 'enter a contract such as 4S, 3NTX or Pass');
  const notation = options.notation ?? 'en';
  const read = readLine(line, notation);
  if (!read.ok) return read;
  const apart = readDeclarerField(fields.declarer, notation);
  if (!apart.ok) return apart;
  const saidApart = readVulnerabilityField(fields.vulnerability, options.vulnerabilityIs);
  if (!saidApart.ok) return saidApart;
  const { contract, said: saidInLine, tricks } = read.value;
  if (options.vulnerabilityKnownBy !== undefined && (saidInLine !== undefined || saidApart.value !== undefined)) {
    const [field, input] =
      saidInLine === undefined ? ['vulnerability' as const, textOf(fields.vulnerability)] : ['contract' as const, line];
    return fail(
      field,
      input,
      'vulnerability-known',
      `leave the vulnerability out: ${options.vulnerabilityKnownBy} says who is vulnerable`,
      { knownBy: options.vulnerabilityKnownBy },
    );
  }
  if (isPassedOut(contract)) {
    // A result beside a pass is a row mistyped, not a detail to drop.
    if (!isBlank(fields.result))
      return fail('result', textOf(fields.result), 'passed-out-result', 'a passed-out hand has no tricks or result');
    const vulnerable = saidApart.value ?? saidInLine;
    return ok(
      vulnerable !== undefined && 'vulnerable' in vulnerable
        ? { hand: contract, vulnerable: vulnerable.vulnerable }
        : { hand: contract },
    );
  }
  // A column of boards with this row's board missing would score it as nobody vulnerable.
  if (options.vulnerabilityIs === 'board' && saidApart.value === undefined && saidInLine === undefined)
    return fail('vulnerability', '', 'no-board', 'no board number on this row: its number says who is vulnerable');
  const declarer = agreeingDeclarer(line, contract.declarer, apart.value);
  // Quoted as the contract: the declarer in it is what the cell apart contradicts.
  if (!declarer.ok) return fail('contract', line, declarer.error.code, declarer.error.reason, declarer.error.params);
  let result = contract.result;
  if (tricks !== undefined) {
    // The number typed after the bid obeys the same rule as a number in a result cell; quoted as the line.
    const counted = readResultField(tricks, contract, options.resultIs, notation);
    if (!counted.ok) return fail('contract', line, counted.error.code, counted.error.reason, counted.error.params);
    result = counted.value;
  }
  if (!isBlank(fields.result)) {
    const apartResult = readResultField(fields.result, contract, options.resultIs, notation);
    if (!apartResult.ok) return apartResult;
    if (result !== undefined && result !== apartResult.value)
      return fail(
        'result',
        textOf(fields.result),
        'result-twice',
        `the contract ${quoteText(line)} gives ${formatResult(result)}, this gives ${formatResult(apartResult.value)}; fill one of them`,
        { contract: line, given: formatResult(result), apart: formatResult(apartResult.value) },
      );
    result = apartResult.value;
  }
  if (result === undefined) {
    if (!options.assumeMade) {
      const bid = formatBid(contract, notation === 'en' ? undefined : { notation }) + contract.doubling;
      return fail(
        'contract',
        line,
        'no-result',
        `no result: add it to the contract (${bid}=, ${bid}-1) or give the tricks taken`,
        { bid },
      );
    }
    result = 0;
  }
  const hand: { -readonly [K in keyof PlayedHand]: PlayedHand[K] } = {
    level: contract.level,
    strain: contract.strain,
    doubling: contract.doubling,
    result,
  };
  if (declarer.value !== undefined) hand.declarer = declarer.value;
  let vulnerable: boolean | undefined;
  for (const [said, field, input] of [
    [saidInLine, 'contract', line],
    [saidApart.value, 'vulnerability', textOf(fields.vulnerability)],
  ] as const) {
    if (said === undefined) continue;
    const one = vulnerableOf(said, declarer.value, field, input, notation);
    if (!one.ok) return one;
    if (vulnerable !== undefined && vulnerable !== one.value)
      return fail(
        'vulnerability',
        input,
        'vulnerability-twice',
        `the contract ${quoteText(line)} says ${vulnerable ? 'vulnerable' : 'not vulnerable'}; say it once`,
        { contract: line, vulnerable },
      );
    vulnerable = one.value;
  }
  return ok(vulnerable === undefined ? { hand } : { hand, vulnerable });
}

/** A hand row in one line, as a player types it: `parseHandRow` with the line as its contract. */
export const parseHandLine = (line: string, options?: HandRowOptions): Result<HandRow, HandRowError> =>
  parseHandRow({ contract: line }, options);

/**
 * A contract kept in English letters, as a face stores it (`4S=`, `3NT+1 by W`, a team match's `4S 10 N`),
 * as a notation writes it (`4P=`, `3SA+1 O`, `4P= N` in French). Text that reads as no contract, or says
 * more than one (a vulnerability), is left as it is; so is everything in English, kept as typed.
 * @example inNotation('5D=', 'de') // '5K='
 */
export function inNotation(text: string, notation: Language): string {
  if (notation === 'en') return text;
  const contract = parseContract(text);
  if (contract.ok) return formatContract(contract.value, { notation });
  const line = parseHandLine(text);
  return line.ok && line.value.vulnerable === undefined ? formatContract(line.value.hand, { notation }) : text;
}

/** A hand row's score: the breakdown, and the number a score sheet records for it. */
export interface HandScore {
  /** Absent when the hand was passed out. */
  readonly score?: ContractScore;
  readonly vulnerable: boolean;
  /** The declaring side's total; 0 when passed out. */
  readonly total: number;
  /** N/S's score, when the declarer is known (and for a passed-out hand: 0). */
  readonly ns?: number;
  /**
   * The number a score sheet records: N/S's score when the declarer is known, else the declaring side's.
   * BRIDGESCORE gives it, and the popup copies it.
   */
  readonly recorded: number;
}

/**
 * Scores a hand row read by `parseHandRow`; `vulnerable` is the face's default when the row does not say
 * (a sheet's blank: not vulnerable; the popup's toggle).
 */
export function scoreHandRow(row: HandRow, vulnerable = false): HandScore {
  const { hand } = row;
  const isVul = row.vulnerable ?? vulnerable;
  if (isPassedOut(hand)) return { vulnerable: isVul, total: 0, ns: 0, recorded: 0 };
  const score = scoreContract({
    level: hand.level as Level,
    strain: hand.strain,
    doubling: hand.doubling,
    vulnerable: isVul,
    tricks: resultToTricks(hand.level, hand.result),
  });
  if (hand.declarer === undefined) return { score, vulnerable: isVul, total: score.total, recorded: score.total };
  const ns = nsOf(score.total, hand.declarer);
  return { score, vulnerable: isVul, total: score.total, ns, recorded: ns };
}

/** The declaring side's total from N/S's side; `0 - total` never yields −0. */
const nsOf = (total: number, declarer: Seat): number => (sideOf(declarer) === 'NS' ? total : 0 - total);

/**
 * `scoreHandRow(row, vulnerable).recorded` without the breakdown: what a column of a hundred thousand
 * rows needs, and all it needs (the breakdown's arrays cost more than the scoring).
 */
export function recordedScore(row: HandRow, vulnerable = false): number {
  const { hand } = row;
  if (isPassedOut(hand)) return 0;
  const total = scoreTotal(
    hand.level,
    hand.strain,
    hand.doubling,
    row.vulnerable ?? vulnerable,
    resultToTricks(hand.level, hand.result),
  );
  return hand.declarer === undefined ? total : nsOf(total, hand.declarer);
}
