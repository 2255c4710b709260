/**
 * A played hand: a contract with the result the table recorded. Every pad, tally and score sheet keeps
 * hands in this one shape; the hand-row reader (row.ts) reads one as a player types it,
 * `readPlayedContract` as a saved session stores it.
 */

import { quoteValue } from '../base/quote.js';
import { isRecord, readInteger, readOneOf } from '../base/read.js';
import { ok, parseError, type Result, refused } from '../base/result.js';
import { DOUBLINGS, type Doubling, type Level, type Seat, STRAINS, type Strain } from '../base/vocabulary.js';
import { type PlayedContract, tricksToResult } from './contract.js';
import { type Honors, readHonors } from './honors.js';

/** A contract with its result: 0 made exactly, +n overtricks, −n down n. */
export type PlayedHand = PlayedContract & { readonly result: number };

/** A played contract with its result, as events store it: `{ level, strain, doubling, result }`. */
export function readPlayedContract(value: unknown): Result<PlayedHand> {
  if (!isRecord(value)) {
    const given = quoteValue(value);
    return refused(
      'contract-not-object',
      `contract must be an object with level, strain, doubling and result, not ${given}`,
      {
        value: given,
      },
    );
  }
  const level = readInteger(value.level, 1, 7, 'level');
  if (!level.ok) return level;
  const strain = readOneOf<Strain>(value.strain, STRAINS, 'strain');
  if (!strain.ok) return strain;
  const doubling = readOneOf<Doubling>(value.doubling ?? '', DOUBLINGS, 'doubling');
  if (!doubling.ok) return doubling;
  const bid = `${level.value}${strain.value}${doubling.value}`;
  const bidLevel = level.value as Level;
  // From taking no trick to taking all thirteen.
  const result = readInteger(
    value.result,
    tricksToResult(bidLevel, 0),
    tricksToResult(bidLevel, 13),
    `the result of ${bid}`,
  );
  if (!result.ok) return result;
  return ok({ level: bidLevel, strain: strain.value, doubling: doubling.value, result: result.value });
}

/**
 * A played hand and the honors held on it, as session events store them: `contract`, and `honors` when
 * someone held them. Honors are checked against the contract's strain and the holders the session names.
 */
export function readHandWithHonors<Holder extends string>(
  event: { readonly [key: string]: unknown },
  holders: readonly Holder[],
): Result<{ contract: PlayedHand; honors?: Honors<Holder> }> {
  const contract = readPlayedContract(event.contract);
  if (!contract.ok) return contract;
  if (event.honors === undefined) return ok({ contract: contract.value });
  const honors = readHonors(event.honors, holders, contract.value.strain);
  return honors.ok ? ok({ contract: contract.value, honors: honors.value }) : honors;
}

/**
 * The one rule for a declarer given twice, in the contract (`4S= E`) and apart from it (a declarer
 * field, button or cell): they must agree. Either alone is the declarer; neither, none.
 */
export function agreeingDeclarer(
  input: string,
  inContract: Seat | undefined,
  apart: Seat | undefined,
): Result<Seat | undefined> {
  if (inContract !== undefined && apart !== undefined && inContract !== apart)
    return parseError(
      'declarer-twice',
      input,
      `the contract says declarer ${inContract} but the declarer given is ${apart}; make them agree`,
      { inContract, apart },
    );
  return ok(inContract ?? apart);
}
