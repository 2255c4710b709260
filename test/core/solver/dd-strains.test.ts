// A table solved a few strains at a time, as the popup's workers share it out, and in a smaller table of
// bounds. Expected counts are DDS's, as BBO recorded them for board 2 of Ben & Friends Daily, 2 June 2024
// (test/e2e/deals.ts): NT, ♠, ♥, ♦, ♣ for N, E, S, W.
import { afterEach, describe, expect, it } from 'vitest';
import { sharedSearch, sizeSharedSearch, solveDeal } from '../../../core/solver/dd-table';
import { parseDeal } from '../../../core/table/card';

const deal = parseDeal('N:K.AQ82.9853.K953 T92.KJ5.J64.AT64 AQJ8653.T76.KT.2 74.943.AQ72.QJ87');
const DDS = {
  N: { NT: 6, S: 8, H: 7, D: 5, C: 4 },
  E: { NT: 5, S: 5, H: 6, D: 8, C: 9 },
  S: { NT: 6, S: 8, H: 6, D: 4, C: 4 },
  W: { NT: 5, S: 5, H: 6, D: 8, C: 9 },
};

afterEach(() => sizeSharedSearch(20));

describe('a table solved in parts', () => {
  it('solves only the strains asked for, leaving the others 0, and counts progress of their 8 counts', () => {
    if (!deal.ok) throw new Error('the deal does not read');
    const told: string[] = [];
    const table = solveDeal(deal.value, { strains: ['NT', 'H'], progress: (done, of) => told.push(`${done}/${of}`) });
    expect(table).toEqual({
      ok: true,
      value: {
        N: { NT: 6, S: 0, H: 7, D: 0, C: 0 },
        E: { NT: 5, S: 0, H: 6, D: 0, C: 0 },
        S: { NT: 6, S: 0, H: 6, D: 0, C: 0 },
        W: { NT: 5, S: 0, H: 6, D: 0, C: 0 },
      },
    });
    expect(told).toEqual(['1/8', '2/8', '3/8', '4/8', '5/8', '6/8', '7/8', '8/8']);
  });

  it('solves the whole table in a table of bounds a sixteenth the size, and goes back to the full size', () => {
    if (!deal.ok) throw new Error('the deal does not read');
    const full = sharedSearch().bytes;
    sizeSharedSearch(16);
    expect(sharedSearch().bytes).toBeLessThan(full / 8);
    expect(solveDeal(deal.value)).toEqual({ ok: true, value: DDS });
    sizeSharedSearch(20);
    expect(sharedSearch().bytes).toBe(full);
  });
});
