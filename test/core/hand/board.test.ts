import { describe, expect, it, test } from 'vitest';
import { parseVulnerability } from '../../../core/hand/index';
import {
  boardDealer,
  boardVulnerability,
  formatVulnerability,
  isVulnerable,
  parseBoardNumber,
  vulnerabilityOf,
} from '../../../core/index';
import { worded } from '../../support';

// The 16-board cycle of Law 2, written out.
// biome-ignore format: the cycle reads best four boards to a row
const CYCLE = [
  [1, 'N', 'None'], [2, 'E', 'NS'], [3, 'S', 'EW'], [4, 'W', 'All'],
  [5, 'N', 'NS'], [6, 'E', 'EW'], [7, 'S', 'All'], [8, 'W', 'None'],
  [9, 'N', 'EW'], [10, 'E', 'All'], [11, 'S', 'None'], [12, 'W', 'NS'],
  [13, 'N', 'All'], [14, 'E', 'None'], [15, 'S', 'NS'], [16, 'W', 'EW'],
] as const;

describe('dealer and vulnerability by board number', () => {
  test.each(CYCLE)('board %i: dealer %s, vulnerable %s', (board, dealer, vulnerability) => {
    expect(boardDealer(board)).toBe(dealer);
    expect(boardVulnerability(board)).toBe(vulnerability);
  });

  it('repeats every 16 boards', () => {
    for (const [board, dealer, vulnerability] of CYCLE) {
      expect(boardDealer(board + 16)).toBe(dealer);
      expect(boardVulnerability(board + 32)).toBe(vulnerability);
    }
  });

  it('boards 1–4: N None, E NS, S EW, W All', () => {
    expect([1, 2, 3, 4].map((b) => [boardDealer(b), boardVulnerability(b)])).toEqual([
      ['N', 'None'],
      ['E', 'NS'],
      ['S', 'EW'],
      ['W', 'All'],
    ]);
  });

  it('refuses a board number below 1 or not whole', () => {
    expect(() => boardDealer(0)).toThrow(RangeError);
    expect(() => boardVulnerability(1.5)).toThrow(/whole number/);
  });
});

describe('isVulnerable', () => {
  test.each([
    ['None', 'N', false],
    ['None', 'E', false],
    ['NS', 'N', true],
    ['NS', 'S', true],
    ['NS', 'E', false],
    ['NS', 'W', false],
    ['EW', 'N', false],
    ['EW', 'E', true],
    ['EW', 'W', true],
    ['All', 'S', true],
    ['All', 'W', true],
  ] as const)('%s, declarer %s → %s', (vulnerability, seat, expected) => {
    expect(isVulnerable(vulnerability, seat)).toBe(expected);
  });
});

describe('parseVulnerability / formatVulnerability', () => {
  test.each([
    ['None', 'None'],
    ['-', 'None'],
    ['love', 'None'],
    ['NS', 'NS'],
    ['n/s', 'NS'],
    ['EW', 'EW'],
    ['E-W', 'EW'],
    ['All', 'All'],
    ['Both', 'All'],
    [' both ', 'All'],
  ] as const)('%j → %s', (text, vulnerability) => {
    expect(parseVulnerability(text)).toEqual({ ok: true, value: vulnerability });
    expect(parseVulnerability(formatVulnerability(vulnerability))).toEqual({ ok: true, value: vulnerability });
  });

  it('names a bad vulnerability', () => {
    expect(worded(parseVulnerability('NE'))).toMatchObject({
      ok: false,
      error: { message: '"NE": vulnerability must be None, NS, EW or All' },
    });
  });
});

describe('parseBoardNumber', () => {
  it('reads a whole number from 1', () => {
    expect(parseBoardNumber(' 17 ')).toEqual({ ok: true, value: 17 });
  });
  test.each(['0', '-3', '2.5', 'seven', ''])('refuses %j', (text) => {
    expect(worded(parseBoardNumber(text))).toMatchObject({
      ok: false,
      error: { message: `${JSON.stringify(text)}: a board number must be a whole number from 1` },
    });
  });
});

describe("vulnerabilityOf: who is vulnerable, from each side's flag", () => {
  test.each([
    [false, false, 'None'],
    [true, false, 'NS'],
    [false, true, 'EW'],
    [true, true, 'All'],
  ] as const)('NS %s, EW %s: %s', (NS, EW, vulnerability) => {
    expect(vulnerabilityOf({ NS, EW })).toBe(vulnerability);
  });
});
