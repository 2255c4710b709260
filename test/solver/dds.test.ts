// Our tables and par against DDS itself (Debian's libdds-dev, one thread) on seeded random deals and on
// freak shapes. Par is checked on DDS's own tables for every dealer and vulnerability, so that par is
// tested apart from the solver. CI installs the library; without it these tests say why they cannot run.
import { describe, expect, it } from 'vitest';
import { SEATS, type Seat, type Vulnerability } from '../../core/base/vocabulary';
import { type DdTable, type ParContract, parOf, solveDeal } from '../../core/solver/index';
import { parseDeal } from '../../core/table/card';
import { STATED } from '../fixtures/records-stated';
import { buildDds, runDds } from './dds-reference';
import { FREAK_DEALS } from './freak-deals';
import { randomDeals } from './random-deals';

const dds = buildDds();
if (process.env.CI && 'missing' in dds) throw new Error(`CI must compare with DDS: ${dds.missing}`);

// DDS's orders: strains S H D C NT, seats N E S W, dealer 0–3 from N, vulnerability none, both, NS, EW.
const STRAIN_ORDER = ['S', 'H', 'D', 'C', 'NT'] as const;
const VULNERABILITY: readonly Vulnerability[] = ['None', 'All', 'NS', 'EW'];

const flat = (table: DdTable): number[] => STRAIN_ORDER.flatMap((strain) => SEATS.map((seat) => table[seat][strain]));
const tableOf = (numbers: readonly number[]): DdTable =>
  Object.fromEntries(
    SEATS.map((seat, h) => [seat, Object.fromEntries(STRAIN_ORDER.map((strain, s) => [strain, numbers[s * 4 + h]]))]),
  ) as DdTable;
/** A par contract as DDS's DealerPar writes it: `4S-NS`, `3N-N+1`, `5H*-EW-2`. */
const ddsText = (c: ParContract): string =>
  `${c.level}${c.strain === 'NT' ? 'N' : c.strain}${c.doubled ? '*' : ''}-${c.declarers.join('')}${
    c.result === 0 ? '' : c.result > 0 ? `+${c.result}` : c.result
  }`;

describe.runIf('program' in dds)('DDS as the reference', () => {
  const program = 'program' in dds ? dds.program : '';

  it('gives the same tables on seeded random deals and on freaks', () => {
    const deals = [...randomDeals(30, 28), ...FREAK_DEALS];
    const theirs = runDds(
      program,
      deals.map((deal) => `${deal}|0|0`),
    );
    deals.forEach((text, i) => {
      const deal = parseDeal(text);
      expect(deal.ok).toBe(true);
      if (!deal.ok) return;
      const ours = solveDeal(deal.value);
      expect(ours.ok, text).toBe(true);
      if (ours.ok) expect(flat(ours.value), text).toEqual(theirs[i]?.table);
    });
  }, 900_000);

  it('gives the same par for every dealer and vulnerability, sacrifices included', () => {
    const tables = runDds(
      program,
      randomDeals(40, 29).map((deal) => `${deal}|0|0`),
    ).map((line) => line.table);
    const lines = tables.flatMap((table) =>
      [0, 1, 2, 3].flatMap((dealer) => [0, 1, 2, 3].map((vul) => `T ${table.join(' ')}|${dealer}|${vul}`)),
    );
    const theirs = runDds(program, lines);
    let sacrifices = 0;
    lines.forEach((_, i) => {
      const table = tableOf(tables[Math.floor(i / 16)] as number[]);
      const par = parOf(table, SEATS[Math.floor(i / 4) % 4] as Seat, VULNERABILITY[i % 4] as Vulnerability);
      const expected = theirs[i];
      expect([par.score, par.contracts.map(ddsText).sort()], lines[i]).toEqual([
        expected?.par,
        expected?.contracts.filter((c) => c !== 'pass'),
      ]);
      if (par.contracts.some((c) => c.doubled)) sacrifices++;
    });
    expect(sacrifices).toBeGreaterThan(20);
  });

  it("agrees with the 28 hand records' tables and pars another program wrote (the club evening's test)", () => {
    const boards = [...STATED.values()];
    const theirs = runDds(
      program,
      boards.map(
        (b) =>
          `${b.deal}|${['N', 'E', 'S', 'W'].indexOf(b.dealer)}|${['None', 'All', 'NS', 'EW'].indexOf(b.vulnerable)}`,
      ),
    );
    expect(boards).toHaveLength(28);
    boards.forEach((board, i) => {
      const stated = STRAIN_ORDER.flatMap((strain) => SEATS.map((seat) => board.tricks.get(`${seat}${strain}`)));
      expect([theirs[i]?.table, theirs[i]?.par], board.deal).toEqual([stated, board.par]);
    });
  });
});

describe('the reference itself', () => {
  it('is built where libdds-dev is installed, and says what is missing where it is not', () => {
    if ('program' in dds) expect(dds.program).toMatch(/dds-table$/);
    else expect(dds.missing).toMatch(/libdds-dev|cc/);
  });
});
