// Every OptimumResultTable in the BBO records (a real solver's output, written into the files by BBO)
// against our solver's table of the same deal, and the position solver against the table.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Seat, Strain } from '../../core/base/vocabulary';
import { solveDeal, solvePosition } from '../../core/solver/index';
import { parseDeal } from '../../core/table/card';

const DIR = join(import.meta.dirname, '../fixtures/bbo');
const TABLE = /\[OptimumResultTable[^\]]*\]\r?\n((?:[NESW] +(?:NT|[SHDC]) +\d+\r?\n?){20})/;

const records = readdirSync(DIR).flatMap((file) =>
  readFileSync(join(DIR, file), 'utf8')
    .split(/\n(?=\[Event )/)
    .flatMap((game) => {
      const table = TABLE.exec(game);
      const deal = /\[Deal "([^"]+)"\]/.exec(game);
      if (table === null || deal === null) return [];
      const rows = (table[1] as string)
        .trim()
        .split(/\r?\n/)
        .map((row) => row.trim().split(/ +/) as [Seat, Strain, string]);
      return [{ file, deal: deal[1] as string, rows }];
    }),
);

describe('the BBO records’ double-dummy tables', () => {
  it('finds the 73 tables the fixtures hold', () => {
    expect(records.length).toBe(73);
  });

  it.each(records.map((record, i) => [i + 1, record] as const))('equals table %i', (_, record) => {
    const deal = parseDeal(record.deal);
    expect(deal.ok).toBe(true);
    if (!deal.ok) return;
    const table = solveDeal(deal.value);
    expect(table.ok).toBe(true);
    if (!table.ok) return;
    const ours = record.rows.map(([seat, strain]) => `${seat} ${strain} ${table.value[seat][strain]}`);
    expect(ours).toEqual(record.rows.map((row) => row.join(' ')));
  });

  it('agrees with the table at a trick’s start: the leader’s side takes what declarer leaves', () => {
    const record = records[0];
    const deal = record && parseDeal(record.deal);
    expect(deal?.ok).toBe(true);
    if (!record || !deal?.ok) return;
    const north = Number(record.rows.find(([seat, strain]) => seat === 'N' && strain === 'H')?.[2]);
    const lead = solvePosition({ hands: deal.value, trump: 'H', leader: 'E' });
    expect(lead.ok && lead.value.tricks).toBe(13 - north);
    expect(lead.ok && Math.max(...lead.value.cards.map((c) => c.tricks))).toBe(13 - north);
  });
});
