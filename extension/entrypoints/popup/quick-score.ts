import { describeScore, formatContract, isPassedOut, parseContract, scoreContract } from '../../../core/index';

export type QuickScore =
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly message: string }
  | {
      readonly kind: 'score';
      readonly contract: string;
      readonly total: number;
      readonly words: string;
    };

/**
 * What the status line shows for the text in the Contract field: nothing yet, the parser's message, or
 * the score with its arithmetic. A contract typed without a result is scored as made exactly.
 */
export function quickScore(text: string, vulnerable: boolean): QuickScore {
  if (text.trim() === '') return { kind: 'empty' };
  const parsed = parseContract(text);
  if (!parsed.ok) return { kind: 'error', message: parsed.error.message };
  const contract = parsed.value;
  if (isPassedOut(contract)) return { kind: 'score', contract: 'Pass', total: 0, words: 'Passed out: no score' };
  const result = contract.result ?? 0;
  const score = scoreContract({ ...contract, vulnerable, tricks: contract.level + 6 + result });
  return {
    kind: 'score',
    contract: formatContract({ ...contract, result }, { symbols: true }),
    total: score.total,
    words: describeScore(score, contract.doubling, vulnerable),
  };
}
