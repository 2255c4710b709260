import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { type Doubling, type Level, resultsOf, type Strain, scoreContract, scoreTable } from '../core/index';

// Law 77 as `001` §06–07 state it, cell by cell, written out here rather than computed by the code.
// Value of the contracted tricks, by strain, doubling and level 1–7.
const TRICK_SCORE: Record<Strain, Record<Doubling, readonly number[]>> = {
  C: {
    '': [20, 40, 60, 80, 100, 120, 140],
    X: [40, 80, 120, 160, 200, 240, 280],
    XX: [80, 160, 240, 320, 400, 480, 560],
  },
  D: {
    '': [20, 40, 60, 80, 100, 120, 140],
    X: [40, 80, 120, 160, 200, 240, 280],
    XX: [80, 160, 240, 320, 400, 480, 560],
  },
  H: {
    '': [30, 60, 90, 120, 150, 180, 210],
    X: [60, 120, 180, 240, 300, 360, 420],
    XX: [120, 240, 360, 480, 600, 720, 840],
  },
  S: {
    '': [30, 60, 90, 120, 150, 180, 210],
    X: [60, 120, 180, 240, 300, 360, 420],
    XX: [120, 240, 360, 480, 600, 720, 840],
  },
  NT: {
    '': [40, 70, 100, 130, 160, 190, 220],
    X: [80, 140, 200, 260, 320, 380, 440],
    XX: [160, 280, 400, 520, 640, 760, 880],
  },
};
// Each overtrick: [not vulnerable, vulnerable].
const OVERTRICK: Record<Strain, Record<Doubling, readonly [number, number]>> = {
  C: { '': [20, 20], X: [100, 200], XX: [200, 400] },
  D: { '': [20, 20], X: [100, 200], XX: [200, 400] },
  H: { '': [30, 30], X: [100, 200], XX: [200, 400] },
  S: { '': [30, 30], X: [100, 200], XX: [200, 400] },
  NT: { '': [30, 30], X: [100, 200], XX: [200, 400] },
};
const GAME_BONUS = [300, 500] as const;
const PART_SCORE_BONUS = 50;
const SMALL_SLAM = [500, 750] as const;
const GRAND_SLAM = [1000, 1500] as const;
const INSULT: Record<Doubling, number> = { '': 0, X: 50, XX: 100 };
// Total penalty for down 1…13: [not vulnerable, vulnerable].
const PENALTY: Record<Doubling, readonly [readonly number[], readonly number[]]> = {
  '': [
    [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650],
    [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300],
  ],
  X: [
    [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
    [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
  ],
  XX: [
    [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
    [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
  ],
};

const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const DOUBLINGS: readonly Doubling[] = ['', 'X', 'XX'];

/** The expected score, looked up in the tables above. */
function expected(level: Level, strain: Strain, doubling: Doubling, vulnerable: boolean, tricks: number): number {
  const v = vulnerable ? 1 : 0;
  const needed = level + 6;
  if (tricks < needed) return -(PENALTY[doubling][v][needed - tricks - 1] as number);
  const trick = TRICK_SCORE[strain][doubling][level - 1] as number;
  const bonus = trick >= 100 ? GAME_BONUS[v] : PART_SCORE_BONUS;
  const slam = level === 6 ? SMALL_SLAM[v] : level === 7 ? GRAND_SLAM[v] : 0;
  return trick + (tricks - needed) * OVERTRICK[strain][doubling][v] + bonus + slam + INSULT[doubling];
}

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

// Well-known totals, each checkable by hand against `001` §06–07.
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

describe('the worked examples of 001 §09', () => {
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
    expect(noDeclarer.ok || noDeclarer.error.message).toBe(
      '"4S=": the declarer (N, E, S or W) is needed for a N/S score',
    );
    const noResult = scoreTable({ level: 4, strain: 'S', doubling: '', declarer: 'N' }, 'None');
    expect(noResult.ok || noResult.error.message).toMatch(/^"4S by N": the result/);
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
