import { describe, expect, it } from 'vitest';
import { nextSeat, otherSide, partnerOf, seatAfter, sideOf, strainRank } from '../../../core/base/index';

describe('seats and sides', () => {
  it('turns pass clockwise: N, E, S, W', () => {
    expect([nextSeat('N'), nextSeat('E'), nextSeat('S'), nextSeat('W')]).toEqual(['E', 'S', 'W', 'N']);
    expect(seatAfter('W', 2)).toBe('E');
    expect(seatAfter('N', -1)).toBe('W');
  });
  it('partners sit opposite and share a side', () => {
    expect([partnerOf('N'), partnerOf('E')]).toEqual(['S', 'W']);
    expect([sideOf('N'), sideOf('S'), sideOf('E'), sideOf('W')]).toEqual(['NS', 'NS', 'EW', 'EW']);
    expect(otherSide('NS')).toBe('EW');
  });
  it('strains rank clubs, diamonds, hearts, spades, no trump', () => {
    expect(['C', 'D', 'H', 'S', 'NT'].map((s) => strainRank(s as 'C'))).toEqual([0, 1, 2, 3, 4]);
  });
});
