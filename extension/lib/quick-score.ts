import { describeScore, formatContract, plural, resultToTricks, scoreContract } from '../../core/index';
import { parseScoreQuery } from './score-query';

export type QuickScore =
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'score'; readonly contract: string; readonly total: number; readonly words: string };

/**
 * What the status line shows for the text in the Contract field: nothing yet, the parser's message, or
 * the score with its arithmetic. A vulnerability typed after the contract overrides the toggle.
 */
export function quickScore(text: string, vulnerableToggle: boolean): QuickScore {
  if (text.trim() === '') return { kind: 'empty' };
  const parsed = parseScoreQuery(text);
  if (!parsed.ok) return { kind: 'error', message: parsed.error.message };
  const { contract } = parsed.value;
  if (contract === null) return { kind: 'score', contract: 'Pass', total: 0, words: 'Passed out: no score' };
  const vulnerable = parsed.value.vulnerable ?? vulnerableToggle;
  const result = contract.result ?? 0;
  const score = scoreContract({ ...contract, vulnerable, tricks: resultToTricks(contract.level, result) });
  return {
    kind: 'score',
    contract: formatContract(
      { level: contract.level, strain: contract.strain, doubling: contract.doubling, result },
      { symbols: true },
    ),
    total: score.total,
    words: describeScore(score, contract.doubling, vulnerable),
  };
}

/** `+420`, `−500`, `0`: signed as a score sheet writes it. */
export const signed = (points: number): string => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0');

/** `+6 IMPs`, `−1 IMP`, `0 IMPs`: a signed count of `word`, spelt by the core's `plural`. */
export const signedCount = (count: number, word: string): string =>
  `${count > 0 ? '+' : count < 0 ? '−' : ''}${plural(Math.abs(count), word)}`;
