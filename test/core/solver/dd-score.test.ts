// A contract played double dummy: declarer's tricks read from the table, scored by Law 77. The values
// are the Law's: 4♠ with 10 tricks 420 not vulnerable; 4♠X with 9 tricks vulnerable 200 to the defenders.
import { describe, expect, it } from 'vitest';
import { type DdTable, scoreDoubleDummy } from '../../../core/solver/index';

const row = (S: number, H: number, D: number, C: number, NT: number) => ({ S, H, D, C, NT });
const TABLE: DdTable = { N: row(10, 6, 7, 8, 9), E: row(3, 7, 6, 5, 4), S: row(9, 6, 7, 8, 9), W: row(3, 7, 6, 5, 4) };

describe('a contract played double dummy', () => {
  it("takes declarer's tricks from the table and scores them for declarer's side", () => {
    const north = scoreDoubleDummy(TABLE, { level: 4, strain: 'S', doubling: '' }, 'N', 'None');
    expect([north.tricks, north.vulnerable, north.score.total]).toEqual([10, false, 420]);
    const south = scoreDoubleDummy(TABLE, { level: 4, strain: 'S', doubling: 'X' }, 'S', 'NS');
    expect([south.tricks, south.vulnerable, south.score.total, south.score.result]).toEqual([9, true, -200, -1]);
    const east = scoreDoubleDummy(TABLE, { level: 1, strain: 'H', doubling: '' }, 'E', 'NS');
    expect([east.tricks, east.vulnerable, east.score.total]).toEqual([7, false, 80]);
  });
});
