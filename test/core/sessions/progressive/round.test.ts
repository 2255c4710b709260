import { expect, test } from 'vitest';
import { DEALS_A_ROUND, roundDeal } from '../../../../core/index';

// docs/rules.md, Progressive Bridge: four deals a round, the deal passing to the left; deal 1 nobody
// vulnerable, deals 2 and 3 the dealer's side, deal 4 both.
test('a round is four deals', () => {
  expect(DEALS_A_ROUND).toBe(4);
});

test.each([
  ['N', 1, 'N', { NS: false, EW: false }],
  ['N', 2, 'E', { NS: false, EW: true }],
  ['N', 3, 'S', { NS: true, EW: false }],
  ['N', 4, 'W', { NS: true, EW: true }],
  ['W', 2, 'N', { NS: true, EW: false }],
  ['W', 3, 'E', { NS: false, EW: true }],
] as const)('first dealer %s, deal %i: %s deals, vulnerable %o', (first, deal, dealer, vulnerable) => {
  expect(roundDeal(first, deal)).toEqual({ deal, dealer, vulnerable });
});
