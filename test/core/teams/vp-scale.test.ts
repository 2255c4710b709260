// A teams event's VP scale: the WBF scale for the match's length, or a club's own table as clubs print
// it. The table here is the 20-point scale for matches of 6–8 boards long used at North American clubs,
// as bridgehands.com's glossary prints it ("Victory Points"), typed from that page.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatVpTable, matchVps, parseVpTable, type VpTable } from '../../../core/teams/index';
import { must, worded } from '../../support';

const CLUB =
  '0 10-10\n1-2 11-9\n3-4 12-8\n5-7 13-7\n8-10 14-6\n11-13 15-5\n14-16 16-4\n17-19 17-3\n20-23 18-2\n24-27 19-1\n28+ 20-0';

const TAU = (Math.sqrt(5) - 1) / 2;
/** The WBF formula, written here from its definition, rounded to two decimals (docs/rules.md, Victory Points). */
const wbf = (imps: number, boards: number) =>
  Math.round(Math.min(20, 10 + (10 * (1 - TAU ** ((3 * imps) / (15 * Math.sqrt(boards))))) / (1 - TAU ** 3)) * 100) /
  100;

describe('a club’s table of margins', () => {
  const table = must(parseVpTable(CLUB));

  it('reads each band: its first margin and both sides’ VPs', () => {
    expect(table.bands).toHaveLength(11);
    expect(table.bands.slice(0, 3)).toEqual([
      { from: 0, winner: 10, loser: 10 },
      { from: 1, winner: 11, loser: 9 },
      { from: 3, winner: 12, loser: 8 },
    ]);
    expect(table.bands.at(-1)).toEqual({ from: 28, winner: 20, loser: 0 });
  });

  it.each([
    [0, 10, 10],
    [2, 11, 9],
    [-2, 9, 11],
    [7, 13, 7],
    [8, 14, 6],
    [-23, 2, 18],
    [27, 19, 1],
    [28, 20, 0],
    [75, 20, 0],
  ])('a margin of %i scores %d–%d', (margin, home, away) => {
    expect(matchVps(margin, 8, table)).toEqual({ home, away });
  });

  it('reads bands on one line, with colons, typographic dashes and decimal VPs', () => {
    expect(must(parseVpTable('0: 15–15; 1-3: 16.5–13,5; 4+: 30-0'))).toEqual({
      bands: [
        { from: 0, winner: 15, loser: 15 },
        { from: 1, winner: 16.5, loser: 13.5 },
        { from: 4, winner: 30, loser: 0 },
      ],
    });
  });

  it('is written on one line, the last band open, and read back the same', () => {
    expect(formatVpTable(table)).toBe(CLUB.replaceAll('\n', '; '));
    // Tables as a club could type them: bands from 0, each a draw or better for the winner.
    const tables = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 3 })), { minLength: 0, maxLength: 12 })
      .map((steps): VpTable => {
        const bands = [{ from: 0, winner: 10, loser: 10 }];
        for (const [width, gain] of steps) {
          const last = bands.at(-1) as (typeof bands)[number];
          const step = Math.min(gain, last.loser);
          bands.push({ from: last.from + width, winner: last.winner + step, loser: last.loser - step });
        }
        return { bands };
      });
    fc.assert(
      fc.property(tables, (made) => {
        expect(must(parseVpTable(formatVpTable(made)))).toEqual(made);
      }),
    );
  });

  it.each([
    ['', 'vp-table-empty', '"": a VP table has a band a line, such as 0 10-10, then 1-2 11-9'],
    [
      '0 10-10; 1 to 2 11-9',
      'vp-table-band',
      `"1 to 2 11-9": a band is an IMP margin or a range of them, low to high, then the winner's and the loser's VPs, such as 3-6 11-9`,
    ],
    ['0 10-10; 3-1 11-9', 'vp-table-band', expect.stringContaining('"3-1 11-9": a band is')],
    [
      '1-2 11-9; 3+ 12-8',
      'vp-table-from',
      '"1-2 11-9": this band must start at a margin of 0 (the first at 0, each after the end of the band before)',
    ],
    [
      '0 10-10; 1-2 11-9; 4+ 12-8',
      'vp-table-from',
      '"4+ 12-8": this band must start at a margin of 3 (the first at 0, each after the end of the band before)',
    ],
    ['0 10-10; 1+ 11-9; 5+ 12-8', 'vp-table-open', '"1+ 11-9": only the last band is open-ended (such as 28+)'],
    ['0 10-10; 1+ 9-11', 'vp-table-winner', `"1+ 9-11": the winner's VPs must be at least the loser's`],
    ['0 11-9; 1+ 12-8', 'vp-table-draw', '"0 11-9": the first band holds a drawn match: both sides score the same VPs'],
    [
      '0 10-10; 1-3 12-8; 4+ 11-9',
      'vp-table-order',
      '"4+ 11-9": a bigger margin never gives the winner fewer VPs, nor the loser more, than the band before',
    ],
  ])('refuses %j, quoting the band', (text, code, message) => {
    expect(worded(parseVpTable(text))).toMatchObject({ ok: false, error: { code, message } });
  });
});

describe('the WBF scale in an event', () => {
  it('gives both sides the WBF scale’s VPs for the match’s length, the loser 20 − VP', () => {
    for (const [margin, boards] of [
      [0, 16],
      [20, 16],
      [-7, 8],
      [13, 12],
      [-45, 10],
      [3, 24],
    ] as const) {
      // The scale's concavity correction may lift a rounded value by a hundredth at these lengths.
      const winner = wbf(Math.abs(margin), boards);
      const got = matchVps(margin, boards, 'wbf');
      const [won, lost] = margin < 0 ? [got.away, got.home] : [got.home, got.away];
      expect([margin, boards, Math.abs(won - winner) <= 0.0100001]).toEqual([margin, boards, true]);
      expect(Math.round((won + lost) * 100)).toBe(2000);
    }
  });
});
