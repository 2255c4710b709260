import { describe, expect, it } from 'vitest';
import { readDecimal } from '../../../core/index';

describe('readDecimal: numbers as people type them', () => {
  it('reads a sign (the typographic minus too), digits and a fraction, around spaces', () => {
    expect(readDecimal(' −40 ')).toBe(-40);
    expect(readDecimal('+12')).toBe(12);
    expect(readDecimal('12.5')).toBe(12.5);
    expect(readDecimal('.5')).toBe(0.5);
    expect(readDecimal('5.')).toBe(5);
  });

  it('refuses what Number() would take but nobody types as a score: hex, exponents, Infinity, a blank, an overflow', () => {
    for (const text of ['0x1A4', '1e1', 'Infinity', '', ' ', '4 20', '--4', '9'.repeat(400)])
      expect(readDecimal(text), JSON.stringify(text)).toBeUndefined();
  });
});
