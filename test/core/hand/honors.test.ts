import { describe, expect, it, test } from 'vitest';
import { formatHonors, parseHonors, SIDE_WORDS } from '../../../core/index';
import { worded } from '../../support';

const PAIRS = { WE: 'We', THEY: 'They' } as const;

describe('honors as text: the side and the points', () => {
  test.each([
    ['NS 100', { side: 'NS', points: 100 }],
    ['150 EW', { side: 'EW', points: 150 }],
    ['n/s150', { side: 'NS', points: 150 }],
    ['  E-W 100 ', { side: 'EW', points: 100 }],
  ] as const)('%s', (text, honors) => {
    expect(parseHonors(text, SIDE_WORDS)).toEqual({ ok: true, value: honors });
  });

  it('is blank for none', () => {
    expect(parseHonors('  ', SIDE_WORDS)).toEqual({ ok: true, value: undefined });
  });

  it('formats as it reads, for the sides given', () => {
    for (const honors of [
      { side: 'NS', points: 100 },
      { side: 'EW', points: 150 },
    ] as const)
      expect(parseHonors(formatHonors(honors), SIDE_WORDS)).toEqual({ ok: true, value: honors });
    expect(formatHonors({ side: 'They', points: 150 })).toBe('They 150');
    expect(parseHonors('they 150', PAIRS)).toEqual({ ok: true, value: { side: 'They', points: 150 } });
  });

  it('refuses other sides, other points, and points that cannot be held in the strain', () => {
    expect(worded(parseHonors('NS 100', PAIRS))).toMatchObject({
      ok: false,
      error: { message: '"NS 100": honors are the side and the points, such as We 150' },
    });
    expect(parseHonors('NS 120', SIDE_WORDS)).toMatchObject({ ok: false });
    // At no trump only the four aces count (docs/rules.md, Rubber bridge: honors).
    expect(worded(parseHonors('NS 100', SIDE_WORDS, 'NT'))).toMatchObject({
      ok: false,
      error: { message: '"NS 100": at no trump only four aces count, for 150' },
    });
    expect(parseHonors('NS 150', SIDE_WORDS, 'NT')).toEqual({ ok: true, value: { side: 'NS', points: 150 } });
  });
});
