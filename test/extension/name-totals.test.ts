import { describe, expect, it } from 'vitest';
import { nameKey, totalsByName } from '../../extension/kinds/name-totals';

describe('totalsByName', () => {
  it('adds up games played, won and margins, names compared ignoring case and spaces', () => {
    const totals = totalsByName([
      [
        { name: 'Nora & Sam', won: true, margin: 470 },
        { name: 'Tom & Uma', won: false, margin: -470 },
      ],
      [
        { name: 'nora &sam', won: false, margin: -200 },
        { name: 'Tom & Uma', won: true, margin: 200 },
      ],
      [{ name: 'NORA & SAM', won: true, margin: 100 }],
    ]);
    expect(totals).toEqual([
      // The spelling of the first game met, the newest in History's order.
      { name: 'Nora & Sam', played: 3, won: 2, margin: 370 },
      { name: 'Tom & Uma', played: 2, won: 1, margin: -270 },
    ]);
  });

  it('adds Bugger points, and leaves out a blank name', () => {
    const totals = totalsByName([
      [
        { name: 'Ann', won: true, points: 60 },
        { name: 'Bob', won: false, points: 41 },
        { name: '  ', won: false, points: 12 },
      ],
      [
        { name: 'Bob', won: true, points: 70 },
        { name: 'ann', won: false, points: 33 },
      ],
    ]);
    expect(totals).toEqual([
      { name: 'Bob', played: 2, won: 1, points: 111 },
      { name: 'Ann', played: 2, won: 1, points: 93 },
    ]);
  });

  it('keys a name without case or spaces', () => {
    expect(nameKey(' Nora  & Sam ')).toBe(nameKey('nora&sam'));
    expect(nameKey('Nora')).not.toBe(nameKey('Norah'));
  });
});
