// A Bugger Bridge count stepped by a tap (issue 51): docs/rules.md, Bugger Bridge, has every bid "a whole
// number from 0 up to the cards in the round", and the tricks a player takes are as many at most.
import { describe, expect, it } from 'vitest';
import { canStep, stepCount } from '../../extension/kinds/bugger/count-step';

describe('a count stepped by a tap', () => {
  it.each([
    // Inside the range, a tap moves one.
    { text: '3', step: 1, cards: 10, after: '4' },
    { text: '3', step: -1, cards: 10, after: '2' },
    { text: '0', step: 1, cards: 1, after: '1' },
    { text: '1', step: -1, cards: 1, after: '0' },
    // At the ends of 0…cards it stays.
    { text: '0', step: -1, cards: 13, after: '0' },
    { text: '13', step: 1, cards: 13, after: '13' },
    { text: '7', step: 1, cards: 7, after: '7' },
    // Typed with spaces or a leading zero, it is still the number it reads as.
    { text: ' 2 ', step: 1, cards: 5, after: '3' },
    { text: '04', step: -1, cards: 5, after: '3' },
    // Typed over the cards: − brings it to the most there can be, + leaves it to be corrected.
    { text: '20', step: -1, cards: 10, after: '10' },
    { text: '20', step: 1, cards: 10, after: '20' },
  ] as const)('$text with $step in a round of $cards cards is $after', ({ text, step, cards, after }) => {
    expect(stepCount(text, step, cards)).toBe(after);
  });

  it.each([
    // No number yet: − enters a bid of nothing, + a bid of one.
    { text: '', step: -1, after: '0' },
    { text: '', step: 1, after: '1' },
    { text: '  ', step: 1, after: '1' },
    // Something that is not a whole number is replaced the same way.
    { text: 'x', step: -1, after: '0' },
    { text: '2.5', step: 1, after: '1' },
    { text: '-1', step: 1, after: '1' },
  ] as const)('"$text" with $step is $after', ({ text, step, after }) => {
    expect(stepCount(text, step, 8)).toBe(after);
  });

  it('lets a button act only where its tap changes the field', () => {
    expect(canStep('0', -1, 5)).toBe(false);
    expect(canStep('0', 1, 5)).toBe(true);
    expect(canStep('5', 1, 5)).toBe(false);
    expect(canStep('5', -1, 5)).toBe(true);
    expect(canStep('', -1, 5)).toBe(true);
    expect(canStep('', 1, 5)).toBe(true);
    expect(canStep('9', 1, 5)).toBe(false);
    expect(canStep('9', -1, 5)).toBe(true);
  });
});
