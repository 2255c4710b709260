import { describe, expect, it } from 'vitest';
import { parseDecimal, parseHandRow, parseNumber, readDecimal, readHandRow, readNumber } from '../../../core/index';

describe('parseDecimal: numbers as people type them', () => {
  it('reads a sign (the typographic minus too), digits and a fraction, around spaces', () => {
    expect(parseDecimal(' −40 ')).toBe(-40);
    expect(parseDecimal('+12')).toBe(12);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('5.')).toBe(5);
  });

  it('refuses what Number() would take but nobody types as a score: hex, exponents, Infinity, a blank, an overflow', () => {
    for (const text of ['0x1A4', '1e1', 'Infinity', '', ' ', '4 20', '--4', '9'.repeat(400)])
      expect(parseDecimal(text), JSON.stringify(text)).toBeUndefined();
  });
});

describe('the names of earlier releases', () => {
  it('readNumber, readDecimal and readHandRow are still the parse… functions, under the old names', () => {
    expect(readNumber).toBe(parseNumber);
    expect(readDecimal).toBe(parseDecimal);
    expect(readHandRow).toBe(parseHandRow);
  });
});
