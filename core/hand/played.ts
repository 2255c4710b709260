/**
 * A played hand: a contract with the result the table recorded. Every pad, tally and score sheet keeps
 * hands in this one shape, and reads them back from saved JSON with `readPlayedContract`.
 */
import { isRecord, readInteger, readOneOf, show } from '../base/read.js';
import { err, ok, type Result } from '../base/result.js';
import { DOUBLINGS, type Doubling, type Level, STRAINS, type Strain } from '../base/vocabulary.js';
import { type PlayedContract, tricksNeeded } from './contract.js';

/** A contract with its result: 0 made exactly, +n overtricks, −n down n. */
export type PlayedHand = PlayedContract & { readonly result: number };

/** A played contract with its result, as events store it: `{ level, strain, doubling, result }`. */
export function readPlayedContract(value: unknown): Result<PlayedHand, string> {
  if (!isRecord(value))
    return err(`contract must be an object with level, strain, doubling and result, not ${show(value)}`);
  const level = readInteger(value.level, 1, 7, 'level');
  if (!level.ok) return level;
  const strain = readOneOf<Strain>(value.strain, STRAINS, 'strain');
  if (!strain.ok) return strain;
  const doubling = readOneOf<Doubling>(value.doubling ?? '', DOUBLINGS, 'doubling');
  if (!doubling.ok) return doubling;
  const bid = `${level.value}${strain.value}${doubling.value}`;
  const down = tricksNeeded(level.value as Level);
  const result = readInteger(value.result, -down, 13 - down, `the result of ${bid}`);
  if (!result.ok) return result;
  return ok({ level: level.value as Level, strain: strain.value, doubling: doubling.value, result: result.value });
}
