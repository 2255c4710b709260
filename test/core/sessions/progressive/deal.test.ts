// One Progressive deal on its own, apart from any evening, so that a wrong score is found before it is
// hidden in a table's totals: who deals and who is vulnerable at each place in the round, the part-score
// premium, and the 1,000 cap that only a slam bid and made escapes. Expected values are worked by hand.
import { describe, expect, it, test } from 'vitest';
import { DEALS_A_ROUND, roundDeal, type Seat, type Side, scoreProgressiveDeal } from '../../../../core/index';
import { contractOf } from '../../../support';

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

describe('per-deal scoring (docs/rules.md, Progressive Bridge)', () => {
  const score = (
    text: string,
    declarer: Seat,
    deal: number,
    extra: { premium?: 50 | 100; honors?: { side: Side; points: 100 | 150 } } = {},
  ) =>
    scoreProgressiveDeal({
      contract: contractOf(text),
      declarer,
      deal,
      // Rounds here start with North dealing: deal 2 is E's, deal 3 S's, deal 4 W's.
      dealer: (['N', 'E', 'S', 'W'] as const)[deal - 1] as Seat,
      partScorePremium: extra.premium ?? 50,
      ...(extra.honors ? { honors: extra.honors } : {}),
    });

  test.each([
    ['4S= on deal 1, nobody vulnerable', '4S=', 'N', 1, { NS: 420, EW: 0 }],
    ['4S= on deal 2 (dealer E, E/W vulnerable) by N', '4S=', 'N', 2, { NS: 420, EW: 0 }],
    ['4S= on deal 2 by E', '4S=', 'E', 2, { NS: 0, EW: 620 }],
    ['4S= on deal 4, both vulnerable', '4S=', 'N', 4, { NS: 620, EW: 0 }],
    ['a part score earns the premium: 2S= is 60 + 50', '2S=', 'N', 1, { NS: 110, EW: 0 }],
    ['no game premium for a game not bid: 2S+2 is 60 + 60 + 50', '2S+2', 'N', 1, { NS: 170, EW: 0 }],
    ['the defenders score the undertricks', '3NT-2', 'W', 4, { NS: 200, EW: 0 }],
  ] as const)('%s', (_, text, declarer, number, expected) => {
    expect(score(text, declarer, number)).toMatchObject(expected);
  });

  it('the part-score premium can be 100', () => {
    expect(score('2S=', 'N', 1, { premium: 100 })).toMatchObject({ NS: 160 });
  });

  it('caps a side at 1,000 on a deal without a slam: 4♠X+3 vulnerable would be 1,390', () => {
    expect(score('4SX+3', 'N', 4)).toMatchObject({ NS: 1000, EW: 0, cappedOff: { NS: 390, EW: 0 } });
  });

  it('counts honors toward the cap', () => {
    expect(score('4SX+2', 'N', 4, { honors: { side: 'NS', points: 100 } })).toMatchObject({
      NS: 1000,
      cappedOff: { NS: 290 },
    });
  });

  it('caps the defenders too: 4♠X down 4 vulnerable would be 1,100', () => {
    expect(score('4SX-4', 'E', 4)).toMatchObject({ NS: 1000, EW: 0, cappedOff: { NS: 100 } });
  });

  it('does not cap a slam bid and made: 7NTX= vulnerable is 2,490', () => {
    expect(score('7NTX=', 'N', 4)).toMatchObject({ NS: 2490, cappedOff: { NS: 0 } });
    expect(score('6S=', 'S', 4, { honors: { side: 'NS', points: 150 } })).toMatchObject({ NS: 1580 });
  });

  it('caps the defenders of a defeated slam: 6NTXX down 5 not vulnerable would be 2,200', () => {
    expect(score('6NTXX-5', 'N', 1)).toMatchObject({ NS: 0, EW: 1000 });
  });
});
