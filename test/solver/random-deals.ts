// Seeded random deals, the same ones every run, as PBN text: for the comparisons with DDS and the bench.
import { seededRandom, shuffled } from '../../core/base/random';
import { RANKS } from '../../core/table/card';

const SUITS = ['S', 'H', 'D', 'C'] as const;

/** `count` random deals from `seed`, as PBN Deal text from North. */
export function randomDeals(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const cards = SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));
  return Array.from({ length: count }, () => {
    const dealt = shuffled(cards, random);
    const hands = [0, 1, 2, 3].map((h) => {
      const hand = dealt.slice(h * 13, h * 13 + 13);
      return SUITS.map((suit) =>
        hand
          .filter((card) => card.suit === suit)
          .map((card) => card.rank)
          .sort((a, b) => RANKS.indexOf(b) - RANKS.indexOf(a))
          .join(''),
      ).join('.');
    });
    return `N:${hands.join(' ')}`;
  });
}
