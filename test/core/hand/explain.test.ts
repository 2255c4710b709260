import { describe, expect, it } from 'vitest';
import { scoreItems } from '../../../core/hand/index';
import { describeScore, scoreContract } from '../../../core/index';

describe('describeScore puts the breakdown into words', () => {
  it('a doubled contract down 2 vulnerable: 200 + 300 = 500 to the defenders', () => {
    const score = scoreContract({ level: 4, strain: 'H', doubling: 'X', vulnerable: true, tricks: 8 });
    expect(describeScore(score, 'X', true)).toBe('Down 2 doubled, vulnerable: 200 + 300 = 500 to the defenders');
  });

  it('one undertrick needs no sum', () => {
    const score = scoreContract({ level: 3, strain: 'NT', doubling: '', vulnerable: false, tricks: 8 });
    expect(describeScore(score, '', false)).toBe('Down 1, not vulnerable: 50 to the defenders');
  });

  it('3♠ with an overtrick: 90 + 30 + 50 = 170', () => {
    const score = scoreContract({ level: 3, strain: 'S', doubling: '', vulnerable: false, tricks: 10 });
    expect(describeScore(score, '', false)).toBe(
      'Made with 1 overtrick, not vulnerable: 90 trick score + 30 for 1 overtrick + 50 part score = 170',
    );
  });

  it('a redoubled slam names every part', () => {
    const score = scoreContract({ level: 6, strain: 'NT', doubling: 'XX', vulnerable: true, tricks: 12 });
    expect(describeScore(score, 'XX', true)).toBe(
      'Made exactly redoubled, vulnerable: 760 trick score + 500 game + 750 small slam + 100 insult = 2110',
    );
  });

  it('lists the items a face can lay out in a table', () => {
    const score = scoreContract({ level: 7, strain: 'C', doubling: '', vulnerable: false, tricks: 13 });
    expect(scoreItems(score)).toEqual([
      { kind: 'trick-score', label: 'trick score', points: 140 },
      { kind: 'game', label: 'game', points: 300 },
      { kind: 'slam', label: 'grand slam', points: 1000 },
    ]);
  });
});
