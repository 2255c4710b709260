/**
 * A contract played double dummy: the tricks its declarer takes from the deal's table, and what that
 * scores. The Deal view's "what does 4♠ by N make?" — the score is the core's one, from Law 77.
 */
import {
  type Doubling,
  isVulnerable,
  type Level,
  type Seat,
  type Strain,
  type Vulnerability,
} from '../base/vocabulary.js';
import { type ContractScore, scoreContract } from '../hand/score.js';
import type { DdTable } from './dd-table.js';

/** What a contract comes to double dummy: declarer's tricks and the score for declarer's side. */
export interface DdResult {
  readonly declarer: Seat;
  readonly tricks: number;
  readonly vulnerable: boolean;
  readonly score: ContractScore;
}

/**
 * The tricks and score of `contract` by `declarer`, on a deal of this table and vulnerability.
 * @example scoreDoubleDummy(table, { level: 4, strain: 'S', doubling: '' }, 'N', 'None').score.total // 420 when N takes 10
 */
export function scoreDoubleDummy(
  table: DdTable,
  contract: { readonly level: Level; readonly strain: Strain; readonly doubling: Doubling },
  declarer: Seat,
  vulnerability: Vulnerability,
): DdResult {
  const tricks = table[declarer][contract.strain];
  const vulnerable = isVulnerable(vulnerability, declarer);
  return { declarer, tricks, vulnerable, score: scoreContract({ ...contract, vulnerable, tricks }) };
}
