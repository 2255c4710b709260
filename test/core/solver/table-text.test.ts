// The table's short text, `[DoubleDummyTricks]`: the order of its digits is the one public programs write
// (bridge-craftwork/bridge-solver's encode_ddt: declarers N, S, E, W, each NT, S, H, D, C; docs/rules.md).
// The expected tables are written down from that source's own example and from the rules, not from our solver.
import { describe, expect, it } from 'vitest';
import type { DdTable } from '../../../core/solver/index';
import { formatDdTable, parseDdTable } from '../../../core/solver/index';

// bridge-solver's guide prints this deal's table a row a strain, columns N, S, E, W:
// NT 5 5 6 6 · ♠ 6 6 7 7 · ♥ 8 8 5 5 · ♦ 6 6 7 7 · ♣ 5 5 8 8.
const GUIDE: DdTable = {
  N: { NT: 5, S: 6, H: 8, D: 6, C: 5 },
  S: { NT: 5, S: 6, H: 8, D: 6, C: 5 },
  E: { NT: 6, S: 7, H: 5, D: 7, C: 8 },
  W: { NT: 6, S: 7, H: 5, D: 7, C: 8 },
};

// Each hand a whole suit (N spades, E hearts, S diamonds, W clubs): a declarer takes 13 in his own suit
// and in his partner's, and in NT the side on lead (declarer's left) takes all 13.
const SUITS: DdTable = {
  N: { NT: 0, S: 13, H: 0, D: 13, C: 0 },
  S: { NT: 0, S: 13, H: 0, D: 13, C: 0 },
  E: { NT: 0, S: 0, H: 13, D: 0, C: 13 },
  W: { NT: 0, S: 0, H: 13, D: 0, C: 13 },
};

describe('a table as [DoubleDummyTricks] writes it', () => {
  it("gives North's five strains, then South's, East's and West's", () => {
    expect(formatDdTable(GUIDE)).toBe('56865568656757867578');
  });

  it('writes 10 to 13 tricks as the hexadecimal digits A to D', () => {
    expect(formatDdTable(SUITS)).toBe('0D0D00D0D000D0D00D0D');
  });

  it('reads back what it writes, and the lower case other programs write', () => {
    expect(parseDdTable('56865568656757867578')).toEqual(GUIDE);
    expect(parseDdTable(' 0d0d00d0d000d0d00d0d ')).toEqual(SUITS);
  });

  it('reads nothing from text that is not 20 digits of 0 to D', () => {
    for (const text of ['', '5686556865675786757', '568655686567578675789', '5686556865675786757E', 'N:AKQ…'])
      expect(parseDdTable(text), text).toBeUndefined();
  });
});
