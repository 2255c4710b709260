import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { type Call, formatCall, parseCall } from '../../../core/table/index';
import { worded } from '../../support';

describe('parseCall', () => {
  test.each<[string, Call]>([
    ['Pass', { type: 'pass' }],
    ['p', { type: 'pass' }],
    ['No bid', { type: 'pass' }],
    ['NB', { type: 'pass' }],
    ['2♥\uFE0F', { type: 'bid', level: 2, strain: 'H' }],
    ['X', { type: 'double' }],
    ['Dbl', { type: 'double' }],
    ['XX', { type: 'redouble' }],
    ['rdbl', { type: 'redouble' }],
    ['1S', { type: 'bid', level: 1, strain: 'S' }],
    ['2nt', { type: 'bid', level: 2, strain: 'NT' }],
    ['3♥', { type: 'bid', level: 3, strain: 'H' }],
  ])('%j', (text, call) => {
    expect(parseCall(text)).toEqual({ ok: true, value: call });
  });

  test.each([
    ['8C', '"8C": level must be 1–7'],
    ['1SX', '"1SX": a call is one bid (such as 1S), Pass, X or XX'],
    ['4S=', '"4S=": a call is one bid (such as 1S), Pass, X or XX'],
    ['hello', '"hello": a call is one bid (such as 1S), Pass, X or XX'],
  ])('refuses %j', (text, message) => {
    expect(worded(parseCall(text))).toMatchObject({ ok: false, error: { message } });
  });
});

describe('formatCall', () => {
  it('writes each kind of call', () => {
    expect(formatCall({ type: 'pass' })).toBe('Pass');
    expect(formatCall({ type: 'double' })).toBe('X');
    expect(formatCall({ type: 'redouble' })).toBe('XX');
    expect(formatCall({ type: 'bid', level: 4, strain: 'S' }, { symbols: true })).toBe('4♠');
  });

  it('is read back by parseCall', () => {
    const call: fc.Arbitrary<Call> = fc.oneof(
      fc.constantFrom<Call>({ type: 'pass' }, { type: 'double' }, { type: 'redouble' }),
      fc.record({
        type: fc.constant('bid' as const),
        level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7),
        strain: fc.constantFrom('C', 'D', 'H', 'S', 'NT'),
      }),
    );
    fc.assert(
      fc.property(call, fc.boolean(), (c, symbols) => {
        expect(parseCall(formatCall(c, { symbols }))).toEqual({ ok: true, value: c });
      }),
    );
  });
});
