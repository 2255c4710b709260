/**
 * A score's arithmetic in the reader's words, built from its breakdown's numbers (never from the core's
 * English sentence): what happened, the doubling, the vulnerability and the sum, as a scorer adds it up.
 */
import type { Doubling, describeScore } from '../../core/index';
import { t } from '../words/index';

type ContractScore = Parameters<typeof describeScore>[0];

/** The breakdown's parts in the order a scorer adds them, each worded with its points. */
function madeParts(score: ContractScore): string[] {
  const b = score.breakdown;
  const parts = [t('score.item.trick-score', { points: b.trickScore })];
  if (b.overtricks > 0) parts.push(t('score.item.overtricks', { points: b.overtricks, count: score.result }));
  if (b.partScoreBonus > 0) parts.push(t('score.item.part-score', { points: b.partScoreBonus }));
  if (b.gameBonus > 0) parts.push(t('score.item.game', { points: b.gameBonus }));
  if (b.slamBonus > 0)
    parts.push(t(b.slamBonus >= 1000 ? 'score.item.grand-slam' : 'score.item.small-slam', { points: b.slamBonus }));
  if (b.insult > 0) parts.push(t('score.item.insult', { points: b.insult }));
  return parts;
}

/**
 * One sentence: what happened, the vulnerability, and the sum.
 * @example sayScore(score of 4HX down 2 vulnerable, 'X', true)
 *   // 'Down 2 doubled, vulnerable: 200 + 300 = 500 to the defenders'
 */
export function sayScore(score: ContractScore, doubling: Doubling, vulnerable: boolean): string {
  const common = { doubling: doubling === '' ? 'none' : doubling, vulnerable: vulnerable ? 'yes' : 'no' };
  if (!score.made) {
    const costs = score.breakdown.undertricks;
    const sum = costs.length === 1 ? `${-score.total}` : `${costs.join(' + ')} = ${-score.total}`;
    return t('score.says.down', { ...common, down: -score.result, sum });
  }
  return t('score.says.made', {
    ...common,
    result: score.result,
    parts: madeParts(score).join(' + '),
    total: score.total,
  });
}
