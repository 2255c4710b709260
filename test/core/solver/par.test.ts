// Par worked by hand from the definition (docs/rules.md, "Double dummy and par") on small tables, each
// also checked once against DDS's DealerPar. The tables are written strain by strain, as DDS orders
// them: spades, hearts, diamonds, clubs, no trump, each for N E S W.
import { describe, expect, it } from 'vitest';
import type { Seat, Vulnerability } from '../../../core/base/vocabulary';
import { type DdTable, formatPar, parOf } from '../../../core/solver/index';

const STRAINS = ['S', 'H', 'D', 'C', 'NT'] as const;
const SEATS = ['N', 'E', 'S', 'W'] as const;
const table = (...rows: [number, number, number, number][]): DdTable =>
  Object.fromEntries(
    SEATS.map((seat, h) => [seat, Object.fromEntries(STRAINS.map((strain, s) => [strain, rows[s]?.[h]]))]),
  ) as DdTable;
const par = (t: DdTable, dealer: Seat, vulnerability: Vulnerability) =>
  formatPar(parOf(t, dealer, vulnerability), { symbols: true });

describe('par, worked by hand', () => {
  it('is the game a side makes when the other has no cheap sacrifice', () => {
    // N/S take 10 tricks in spades: 4♠ scores 420. E/W's best answer above it, 5♦ on 7 tricks, is down 4
    // doubled (−800): no sacrifice.
    const t = table([10, 4, 10, 4], [7, 6, 7, 6], [5, 7, 5, 7], [6, 6, 6, 6], [8, 5, 8, 5]);
    expect(par(t, 'N', 'None')).toBe('+420: 4♠ by N, S');
  });

  it('is a doubled sacrifice when it costs less than the game', () => {
    // N/S make 4♥ (420). E/W take 9 tricks in spades: 4♠ doubled, down one not vulnerable, costs 100,
    // and N/S cannot make 5♥. So E/W sacrifice and N/S score 100.
    const t = table([4, 9, 4, 9], [10, 3, 10, 3], [5, 7, 5, 7], [5, 7, 5, 7], [6, 6, 6, 6]);
    expect(par(t, 'N', 'None')).toBe('+100: 4♠X-1 by E, W');
  });

  it('bids one higher to shut out a sacrifice, and not when the sacrifice costs too much', () => {
    // N/S take 10 tricks at no trump, vulnerable: 3NT+1 scores 630. E/W, not vulnerable, take 7 tricks
    // in diamonds: over 3NT, 4♦ doubled is down 3 (−500), cheaper than 630 — so N/S bid 4NT (630),
    // over which 5♦ doubled is down 4 (−800). With E/W vulnerable too, 4♦ doubled costs 800: 3NT+1 stands.
    const t = table([10, 3, 10, 2], [7, 6, 7, 5], [6, 7, 6, 6], [8, 5, 8, 5], [10, 3, 10, 3]);
    expect(par(t, 'E', 'NS')).toBe('+630: 4NT by N, S');
    expect(par(t, 'S', 'All')).toBe('+630: 3NT+1 by N, S');
  });

  it('gives a contract both sides can make to the side that would bid it first', () => {
    // North and East each take 8 tricks at no trump, and nothing else makes. Dealt by North, N bids 2NT
    // first; E/W's 3NT doubled, down one, costs 100 < 120, so N/S score 100. Dealt by East, the other way
    // round. (DDS's DealerPar writes these two sacrifices without its doubled mark, though its score is the
    // doubled one.)
    const t = table([5, 5, 5, 5], [5, 5, 5, 5], [5, 5, 5, 5], [5, 5, 5, 5], [8, 8, 6, 6]);
    expect(par(t, 'N', 'None')).toBe('+100: 3NTX-1 by E');
    expect(par(t, 'E', 'None')).toBe('-100: 3NTX-1 by N');
  });

  it('is passed out when no one can make anything', () => {
    const t = table([6, 6, 6, 6], [6, 6, 6, 6], [6, 6, 6, 6], [6, 6, 6, 6], [6, 6, 6, 6]);
    expect(parOf(t, 'W', 'All')).toEqual({ score: 0, contracts: [] });
    expect(par(t, 'W', 'All')).toBe('0: passed out');
  });
});
