import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { toImps } from '../../../core/index';
import { IMP_TABLE as TABLE } from './imp-table';

describe('the IMP scale of Law 78B', () => {
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
