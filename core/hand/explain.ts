/**
 * A score's arithmetic in words, from its breakdown: the same sentence in the popup and in a sheet.
 */

import type { Doubling } from '../base/vocabulary.js';
import { plural } from '../base/words.js';
import type { ContractScore } from './score.js';

/** The kind of a line in a score's breakdown, as `describeScore` words it. */
export type ScoreItemKind = 'trick-score' | 'overtricks' | 'part-score' | 'game' | 'slam' | 'insult' | 'undertrick';

/** One labelled amount of a score's breakdown, as a scorer adds it up. */
export interface ScoreItem {
  readonly kind: ScoreItemKind;
  readonly label: string;
  readonly points: number;
}

/**
 * The parts of a made contract's score as labelled amounts, in the order a scorer adds them; for a
 * defeated contract, each undertrick's cost in turn.
 */
export function scoreItems(score: ContractScore): ScoreItem[] {
  const b = score.breakdown;
  if (!score.made)
    return b.undertricks.map((points, i) => ({ kind: 'undertrick', label: `undertrick ${i + 1}`, points }));
  const items: ScoreItem[] = [{ kind: 'trick-score', label: 'trick score', points: b.trickScore }];
  if (b.overtricks > 0)
    items.push({ kind: 'overtricks', label: plural(score.result, 'overtrick'), points: b.overtricks });
  if (b.partScoreBonus > 0) items.push({ kind: 'part-score', label: 'part score', points: b.partScoreBonus });
  if (b.gameBonus > 0) items.push({ kind: 'game', label: 'game', points: b.gameBonus });
  if (b.slamBonus > 0)
    items.push({ kind: 'slam', label: b.slamBonus >= 1000 ? 'grand slam' : 'small slam', points: b.slamBonus });
  if (b.insult > 0) items.push({ kind: 'insult', label: 'insult', points: b.insult });
  return items;
}

const DOUBLING_WORDS: { readonly [D in Doubling]: string } = { '': '', X: ' doubled', XX: ' redoubled' };

/**
 * One sentence: what happened, the vulnerability, and the sum.
 * @example describeScore(score of 4HX down 2 vulnerable, 'X', true)
 *   // 'Down 2 doubled, vulnerable: 200 + 300 = 500 to the defenders'
 * @example describeScore(score of 3S+1 not vulnerable, '', false)
 *   // 'Made with 1 overtrick, not vulnerable: 90 trick score + 30 for 1 overtrick + 50 part score = 170'
 */
export function describeScore(score: ContractScore, doubling: Doubling, vulnerable: boolean): string {
  const vul = vulnerable ? 'vulnerable' : 'not vulnerable';
  const items = scoreItems(score);
  if (!score.made) {
    const sum =
      items.length === 1 ? `${-score.total}` : `${items.map((item) => item.points).join(' + ')} = ${-score.total}`;
    return `Down ${-score.result}${DOUBLING_WORDS[doubling]}, ${vul}: ${sum} to the defenders`;
  }
  const what = score.result === 0 ? 'Made exactly' : `Made with ${plural(score.result, 'overtrick')}`;
  const parts = items.map((item) => `${item.points} ${item.kind === 'overtricks' ? 'for ' : ''}${item.label}`);
  return `${what}${DOUBLING_WORDS[doubling]}, ${vul}: ${parts.join(' + ')} = ${score.total}`;
}
