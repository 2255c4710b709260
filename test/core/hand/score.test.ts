import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { scorePlayedHand } from '../../../core/hand/index';
import {
  type Doubling,
  formatProblem,
  type Level,
  resultsOf,
  type Strain,
  scoreContract,
  scoreTable,
  scoreTotal,
} from '../../../core/index';
import { expected, TRICK_SCORE } from './law77';

const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const DOUBLINGS: readonly Doubling[] = ['', 'X', 'XX'];

const outcomes: [Level, Strain, Doubling, boolean, number][] = [];
for (const level of LEVELS)
  for (const strain of STRAINS)
    for (const doubling of DOUBLINGS)
      for (const vulnerable of [false, true])
        for (let tricks = 0; tricks <= 13; tricks++) outcomes.push([level, strain, doubling, vulnerable, tricks]);

describe('every outcome of the Law 77 table', () => {
  it('covers 7 levels × 5 strains × 3 doublings × 2 vulnerabilities × 14 trick counts', () => {
    expect(outcomes).toHaveLength(2940);
  });

  it('scores all 2,940 outcomes as the table says', () => {
    const wrong: string[] = [];
    for (const [level, strain, doubling, vulnerable, tricks] of outcomes) {
      const got = scoreContract({ level, strain, doubling, vulnerable, tricks }).total;
      const want = expected(level, strain, doubling, vulnerable, tricks);
      if (got !== want)
        wrong.push(`${level}${strain}${doubling} ${vulnerable ? 'vul' : 'nv'} ${tricks} tricks: ${got} ≠ ${want}`);
    }
    expect(wrong).toEqual([]);
  });

  it('splits every made outcome into the parts the table names', () => {
    for (const [level, strain, doubling, vulnerable, tricks] of outcomes) {
      const score = scoreContract({ level, strain, doubling, vulnerable, tricks });
      const b = score.breakdown;
      const parts = b.trickScore + b.overtricks + b.partScoreBonus + b.gameBonus + b.slamBonus + b.insult;
      const penalty = b.undertricks.reduce((sum, p) => sum + p, 0);
      expect(parts - penalty).toBe(score.total);
      if (score.made) expect(b.trickScore).toBe(TRICK_SCORE[strain][doubling][level - 1]);
    }
  });
});

// Well-known totals, each checkable by hand against Law 77 (docs/rules.md, Duplicate scoring).
test.each([
  ['1NT=', 1, 'NT', '', false, 7, 90],
  ['2C=', 2, 'C', '', false, 8, 90],
  ['3NT= nv', 3, 'NT', '', false, 9, 400],
  ['3NT= vul', 3, 'NT', '', true, 9, 600],
  ['4H= vul', 4, 'H', '', true, 10, 620],
  ['5D= nv', 5, 'D', '', false, 11, 400],
  ['6S= nv', 6, 'S', '', false, 12, 980],
  ['6S= vul', 6, 'S', '', true, 12, 1430],
  ['7NT= vul', 7, 'NT', '', true, 13, 2220],
  ['1CX=', 1, 'C', 'X', false, 7, 140],
  ['2HX= makes game', 2, 'H', 'X', false, 8, 470],
  ['1NTX+1 vul', 1, 'NT', 'X', true, 8, 380],
  ['1NTXX= nv', 1, 'NT', 'XX', false, 7, 560],
  ['7NTXX= vul', 7, 'NT', 'XX', true, 13, 2980],
  ['4S+2 nv (12 tricks, no slam)', 4, 'S', '', false, 12, 480],
  ['3NT-1 vul', 3, 'NT', '', true, 8, -100],
  ['3NTX-3 nv', 3, 'NT', 'X', false, 6, -500],
  ['3NTX-3 vul', 3, 'NT', 'X', true, 6, -800],
  ['7NTXX-13 vul', 7, 'NT', 'XX', true, 0, -7600],
] as const)('%s scores %i', (_, level, strain, doubling, vulnerable, tricks, total) => {
  expect(scoreContract({ level, strain, doubling, vulnerable, tricks }).total).toBe(total);
});

describe('the worked examples of docs/rules.md (Duplicate scoring)', () => {
  it('4♠ made exactly, not vulnerable: 4×30 + 300 = 420', () => {
    const score = scoreContract({ level: 4, strain: 'S', doubling: '', vulnerable: false, tricks: 10 });
    expect(score.total).toBe(420);
    expect(score.breakdown).toMatchObject({ trickScore: 120, gameBonus: 300, overtricks: 0, partScoreBonus: 0 });
  });

  it('3♠ with an overtrick, not vulnerable: 3×30 + 30 + 50 = 170', () => {
    const score = scoreContract({ level: 3, strain: 'S', doubling: '', vulnerable: false, tricks: 10 });
    expect(score.total).toBe(170);
    expect(score.breakdown).toMatchObject({ trickScore: 90, overtricks: 30, partScoreBonus: 50, gameBonus: 0 });
  });

  it('4♥ doubled, vulnerable, down 2: 200 + 300 = 500 to the defenders', () => {
    const score = scoreContract({ level: 4, strain: 'H', doubling: 'X', vulnerable: true, tricks: 8 });
    expect(score.total).toBe(-500);
    expect(score.made).toBe(false);
    expect(score.result).toBe(-2);
    expect(score.breakdown.undertricks).toEqual([200, 300]);
  });
});

describe('scoreContract refuses arguments outside the game', () => {
  test.each([
    [{ level: 4, strain: 'S', doubling: '', vulnerable: false, tricks: 14 }, /tricks/],
    [{ level: 4, strain: 'S', doubling: '', vulnerable: false, tricks: 9.5 }, /tricks/],
    [{ level: 8, strain: 'S', doubling: '', vulnerable: false, tricks: 10 }, /level/],
    [{ level: 4, strain: 'Z', doubling: '', vulnerable: false, tricks: 10 }, /strain/],
    [{ level: 4, strain: 'S', doubling: 'XXX', vulnerable: false, tricks: 10 }, /doubling/],
  ])('%o', (input, message) => {
    expect(() => scoreContract(input as never)).toThrow(message);
  });
});

describe('properties', () => {
  const outcome = fc.record({
    level: fc.constantFrom(...LEVELS),
    strain: fc.constantFrom(...STRAINS),
    doubling: fc.constantFrom(...DOUBLINGS),
    vulnerable: fc.boolean(),
  });

  it('a made contract scores more than 0 and a defeated one less than 0', () => {
    fc.assert(
      fc.property(outcome, fc.integer({ min: 0, max: 13 }), (c, tricks) => {
        const score = scoreContract({ ...c, tricks });
        return tricks >= c.level + 6 ? score.total > 0 && score.made : score.total < 0 && !score.made;
      }),
    );
  });

  it('each extra overtrick adds the same amount', () => {
    fc.assert(
      fc.property(outcome, (c) => {
        const made = c.level + 6;
        if (made + 2 > 13) return true;
        const at = (tricks: number) => scoreContract({ ...c, tricks }).total;
        return at(made + 2) - at(made + 1) === at(made + 1) - at(made);
      }),
    );
  });

  it('each extra undertrick costs at least as much as the one before', () => {
    fc.assert(
      fc.property(outcome, (c) => {
        const { undertricks } = scoreContract({ ...c, tricks: 0 }).breakdown;
        return undertricks.every((p, i) => i === 0 || p >= (undertricks[i - 1] as number));
      }),
    );
  });

  it('vulnerability never makes a result better for the declaring side when defeated, nor worse when made', () => {
    fc.assert(
      fc.property(outcome, fc.integer({ min: 0, max: 13 }), (c, tricks) => {
        const nv = scoreContract({ ...c, vulnerable: false, tricks }).total;
        const vul = scoreContract({ ...c, vulnerable: true, tricks }).total;
        return nv < 0 ? vul <= nv : vul >= nv;
      }),
    );
  });
});

// Law 77, worked by hand: 3NT+1 is 100 + 30 + 300 (game, not vulnerable); 4HX-2 vulnerable is 200 + 300.
test.each([
  [{ level: 3, strain: 'NT', doubling: '', result: 1 }, false, 430],
  [{ level: 4, strain: 'H', doubling: 'X', result: -2 }, true, -500],
  [{ level: 7, strain: 'C', doubling: '', result: -13 }, false, -650],
] as const)('scorePlayedHand(%o, vulnerable %s) is %i', (hand, vulnerable, total) => {
  expect(scorePlayedHand(hand, vulnerable).total).toBe(total);
});

describe('scoreTable gives the N/S view', () => {
  it('is positive when N/S earn the points', () => {
    const table = scoreTable({ level: 4, strain: 'S', doubling: '', declarer: 'N', result: 0 }, 'None');
    expect(table).toMatchObject({ ok: true, value: { ns: 420 } });
  });

  it('is negative when E/W declare and make, using E/W vulnerability', () => {
    expect(scoreTable({ level: 3, strain: 'NT', doubling: '', declarer: 'E', result: 1 }, 'EW')).toMatchObject({
      ok: true,
      value: { ns: -630 },
    });
  });

  it('is positive when E/W are defeated', () => {
    expect(scoreTable({ level: 4, strain: 'H', doubling: 'X', declarer: 'W', result: -2 }, 'All')).toMatchObject({
      ok: true,
      value: { ns: 500 },
    });
  });

  it('scores a passed-out board 0', () => {
    expect(scoreTable({ passedOut: true }, 'All')).toEqual({ ok: true, value: { ns: 0 } });
  });

  it('asks for the declarer and the result it needs', () => {
    const noDeclarer = scoreTable({ level: 4, strain: 'S', doubling: '', result: 0 }, 'None');
    expect(noDeclarer.ok || formatProblem(noDeclarer.error)).toBe(
      '"4S=": the declarer (N, E, S or W) is needed for a N/S score',
    );
    const noResult = scoreTable({ level: 4, strain: 'S', doubling: '', declarer: 'N' }, 'None');
    expect(noResult.ok || formatProblem(noResult.error)).toMatch(/^"4S by N": the result/);
  });
});

describe('resultsOf lists every result of a contract', () => {
  it('3NT: 14 rows from down 9 to +4; making exactly is 400 / 600', () => {
    const rows = resultsOf(3, 'NT', '');
    expect(rows.map((r) => r.result)).toEqual([-9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4]);
    expect(rows[9]).toEqual({ result: 0, tricks: 9, notVulnerable: 400, vulnerable: 600 });
    expect(rows[0]).toEqual({ result: -9, tricks: 0, notVulnerable: -450, vulnerable: -900 });
  });

  it('agrees with the table for every contract and doubling', () => {
    for (const level of LEVELS)
      for (const strain of STRAINS)
        for (const doubling of DOUBLINGS)
          for (const row of resultsOf(level, strain, doubling)) {
            expect(row.notVulnerable).toBe(expected(level, strain, doubling, false, row.tricks));
            expect(row.vulnerable).toBe(expected(level, strain, doubling, true, row.tricks));
          }
  });
});

describe('scoreTotal, the table behind a spreadsheet column', () => {
  it('gives the Law 77 total for every outcome', () => {
    for (const level of LEVELS)
      for (const strain of STRAINS)
        for (const doubling of DOUBLINGS)
          for (const vulnerable of [false, true])
            for (let tricks = 0; tricks <= 13; tricks++) {
              expect(scoreTotal(level, strain, doubling, vulnerable, tricks)).toBe(
                expected(level, strain, doubling, vulnerable, tricks),
              );
            }
  });

  it('refuses arguments outside the game as scoreContract does', () => {
    expect(() => scoreTotal(8 as Level, 'S', '', false, 10)).toThrow(/level/);
    expect(() => scoreTotal(4, 'N' as Strain, '', false, 10)).toThrow(/strain/);
    expect(() => scoreTotal(4, 'S', 'x' as Doubling, false, 10)).toThrow(/doubling/);
    expect(() => scoreTotal(4, 'S', '', false, 14)).toThrow(/tricks/);
    expect(() => scoreTotal(4, 'S', '', false, 9.5)).toThrow(/tricks/);
  });
});
