import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { toImps } from '../core/index';

// `001` §08, range by range as the document writes it: [lowest difference, highest difference, IMPs].
// biome-ignore format: the table reads best in rows
const TABLE: readonly [number, number, number][] = [
  [0, 10, 0], [20, 40, 1], [50, 80, 2], [90, 120, 3], [130, 160, 4], [170, 210, 5], [220, 260, 6], [270, 310, 7],
  [320, 360, 8], [370, 420, 9], [430, 490, 10], [500, 590, 11], [600, 740, 12], [750, 890, 13], [900, 1090, 14],
  [1100, 1290, 15], [1300, 1490, 16], [1500, 1740, 17], [1750, 1990, 18], [2000, 2240, 19], [2250, 2490, 20],
  [2500, 2990, 21], [3000, 3490, 22], [3500, 3990, 23], [4000, 8000, 24],
];

describe('the IMP table of 001 §08', () => {
  test.each(TABLE)('%i–%i → %i', (low, high, imps) => {
    for (let difference = low; difference <= high; difference += 10) {
      expect(toImps(difference)).toBe(imps);
      expect(toImps(-difference)).toBe(imps === 0 ? 0 : -imps);
    }
  });

  it('gives 6 IMPs for the worked swing of §09: 420 − 170 = 250', () => {
    expect(toImps(420 - 170)).toBe(6);
  });

  it('never gives −0', () => {
    expect(Object.is(toImps(-10), 0)).toBe(true);
    expect(Object.is(toImps(-0), 0)).toBe(true);
  });

  it('refuses a difference that is not a finite number', () => {
    expect(() => toImps(Number.NaN)).toThrow(RangeError);
    expect(() => toImps(Number.POSITIVE_INFINITY)).toThrow(/finite/);
  });
});

describe('properties', () => {
  const difference = fc.integer({ min: -10_000, max: 10_000 }).map((n) => n * 10);

  it('is odd-symmetric', () => {
    fc.assert(fc.property(difference, (d) => toImps(-d) === (toImps(d) === 0 ? 0 : -toImps(d))));
  });

  it('is non-decreasing', () => {
    fc.assert(
      fc.property(difference, difference, (a, b) => (a <= b ? toImps(a) <= toImps(b) : toImps(a) >= toImps(b))),
    );
  });

  it('is at most 24 either way', () => {
    fc.assert(fc.property(fc.integer(), (d) => Math.abs(toImps(d)) <= 24));
  });
});
