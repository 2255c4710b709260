// Adjusted scores (Law 12), each form with a hand-worked example: the arithmetic is in the comments.
import { describe, expect, it } from 'vitest';
import { formatAdjusted, looksAdjusted, parseAdjusted } from '../../../core/hand/index';
import { formatProblem } from '../../../core/index';
import { rankPairs } from '../../../core/results/ranking';
import { scoreTravellers, type TravellerEntry } from '../../../core/results/travellers';

const read = (text: string) => {
  const parsed = parseAdjusted(text);
  if (!parsed.ok) throw new Error(formatProblem(parsed.error));
  return parsed.value;
};

describe('parseAdjusted: what a director writes in the N/S score cell', () => {
  it.each([
    ['60/40', { kind: 'artificial', ns: 60, ew: 40 }],
    ['50/50', { kind: 'artificial', ns: 50, ew: 50 }],
    ['40/60', { kind: 'artificial', ns: 40, ew: 60 }],
    ['60/60', { kind: 'artificial', ns: 60, ew: 60 }],
    ['40/40', { kind: 'artificial', ns: 40, ew: 40 }],
    ['Avg+', { kind: 'artificial', ns: 60, ew: 40 }],
    ['avg', { kind: 'artificial', ns: 50, ew: 50 }],
    ['Avg-', { kind: 'artificial', ns: 40, ew: 60 }],
    ['Avg+/Avg-', { kind: 'artificial', ns: 60, ew: 40 }],
    ['Ave+/Ave+', { kind: 'artificial', ns: 60, ew: 60 }],
    ['A60', { kind: 'artificial', ns: 60, ew: 40 }],
    ['A+', { kind: 'artificial', ns: 60, ew: 40 }],
    // An event's own split with decimals (issue 45), and with a decimal comma as most of Europe writes it.
    ['61.8/38.2', { kind: 'artificial', ns: 61.8, ew: 38.2 }],
    ['61,8/38,2', { kind: 'artificial', ns: 61.8, ew: 38.2 }],
    ['A57.5', { kind: 'artificial', ns: 57.5, ew: 42.5 }],
    // One part of 10 or more is a percentage a director may give: 10 % to N/S, 5 % to E/W.
    ['10/5', { kind: 'artificial', ns: 10, ew: 5 }],
    // Each side in its own view: +420 to N/S, −450 to E/W, which is +450 in N/S's view.
    ['N/S 420, E/W -450', { kind: 'split', ns: 420, ew: 450 }],
    ['NS 420 EW -450', { kind: 'split', ns: 420, ew: 450 }],
    [
      '50% 620 + 50% 420',
      {
        kind: 'weighted',
        parts: [
          { weight: 0.5, score: 620 },
          { weight: 0.5, score: 420 },
        ],
      },
    ],
  ])('%s', (text, adjusted) => {
    expect(read(text)).toEqual(adjusted);
    // Written back as it reads.
    expect(read(formatAdjusted(read(text)))).toEqual(adjusted);
  });

  it('refuses what is none, saying how one is written', () => {
    const refusal = (text: string) => {
      const parsed = parseAdjusted(text);
      return parsed.ok ? '' : formatProblem(parsed.error);
    };
    expect(refusal('Avg++')).toMatch(/^"Avg\+\+": an adjusted score is written 60\/40 \(N\/S first\), Avg\+/);
    expect(refusal('160/40')).toBe('"160/40": an artificial score is a percentage, 0–100, for each side');
    expect(refusal('60% 620 + 30% 420')).toBe('"60% 620 + 30% 420": the parts of a weighted score add up to 100%');
  });

  it('refuses a split whose parts are both under 10 (3/4 is no 3 % and 4 %), naming the forms it reads', () => {
    for (const text of ['3/4', '0/5', '9.9/9'])
      expect(parseAdjusted(text)).toEqual({
        ok: false,
        error: expect.objectContaining({
          code: 'adjusted-small',
          input: text,
          reason: expect.stringMatching(/^both parts are under 10: an adjusted score is written 60\/40 \(N\/S first\)/),
        }),
      });
  });

  it('is told from a contract by its percentages, decimals included', () => {
    expect(['61.8/38.2', '61,8/38,2', '60/40'].map(looksAdjusted)).toEqual([true, true, true]);
    expect(['6NT', '4S=', '-50'].map(looksAdjusted)).toEqual([false, false, false]);
  });
});

describe('an adjusted score on a board', () => {
  it('an artificial score is scored apart and the rest of the board factored up by Neuberg', () => {
    // Four tables: three played (620, 420, 170), one given 60/40. The three are matchpointed among
    // themselves (top 4: 620 4, 420 2, 170 0) and factored to four results: (M + 1)·4/3 − 1, so 5.67,
    // 3 and 0.33 of a top of 6. The artificial table: 60 % of 6 = 3.6 to N/S, 40 % = 2.4 to E/W.
    const scored = scoreTravellers([
      { board: 1, score: 620 },
      { board: 1, score: 420 },
      { board: 1, score: 170 },
      { board: 1, adjusted: read('60/40') },
    ]);
    expect(scored.map((s) => (s.scoring === 'matchpoints' ? [round(s.ns), round(s.ew), s.top] : []))).toEqual([
      [5.67, 0.33, 6],
      [3, 3, 6],
      [0.33, 5.67, 6],
      [3.6, 2.4, 6],
    ]);
  });

  it('an assigned score is a score: matchpointed with the field', () => {
    // 450 assigned among 620 and 170: it beats one (2 of 4), as a played 450 would.
    const scored = scoreTravellers([
      { board: 1, score: 620 },
      { board: 1, score: 450 },
      { board: 1, score: 170 },
    ]);
    expect(scored[1]).toMatchObject({ ns: 2, ew: 2 });
  });

  it('a split score: each side matchpointed against the field in its own view, the others against each side', () => {
    // Tables: 620, 170, and a split N/S +420 / E/W −450 (450 in N/S's view). N/S pairs compare N/S
    // scores: 620, 170 and the split table's 420. E/W pairs compare E/W's N/S-view scores: 620, 170 and
    // 450 (E/W wins where it is lower). The 620 table: N/S beats 420 and 170 (4); E/W's 620 is above 170
    // and 450 (0). The 170 table: N/S beats neither (0); E/W's 170 is below both (4). The split table:
    // N/S's 420 beats 170 (2); E/W's 450 is below 620 (2).
    const scored = scoreTravellers([
      { board: 1, score: 620 },
      { board: 1, score: 170 },
      { board: 1, adjusted: read('N/S 420, E/W -450') },
    ]);
    expect(scored.map((s) => [s.ns, s.ew])).toEqual([
      [4, 0],
      [0, 4],
      [2, 2],
    ]);
  });

  it('a weighted score: each part matchpointed and weighted, never the points averaged', () => {
    // Tables 620, 520, 420, and 50% 620 + 50% 170 at the fourth. Its 620 part ties 620 and beats 520 and
    // 420 (1 + 2 + 2 = 5), its 170 part beats nobody (0): ½·5 + ½·0 = 2.5. The points averaged (395)
    // would beat nobody: 0. Against it, 620 gets ½·1 + ½·2 = 1.5 (5.5 in all), 520 and 420 each ½·0 + ½·2 = 1
    // (3 and 1 in all).
    const scored = scoreTravellers([
      { board: 1, score: 620 },
      { board: 1, score: 520 },
      { board: 1, score: 420 },
      { board: 1, adjusted: read('50% 620 + 50% 170') },
    ]);
    expect(scored.map((s) => s.ns)).toEqual([5.5, 3, 1, 2.5]);
    expect(scored.map((s) => s.ns + s.ew)).toEqual([6, 6, 6, 6]);
  });

  it('a fouled board: each group scored apart and factored to the whole board', () => {
    // Board 1 played six times, but fouled after three: group a (620, 420, 170) and group b (100, -50,
    // -50). Each group is matchpointed alone (top 4) and factored to six results: (M + 1)·6/3 − 1.
    // Group a: 620 4 → 9, 420 2 → 5, 170 0 → 1. Group b: 100 4 → 9, the two −50s 1 each → 3.
    const scored = scoreTravellers([
      { board: 1, score: 620, group: 'a' },
      { board: 1, score: 420, group: 'a' },
      { board: 1, score: 170, group: 'a' },
      { board: 1, score: 100, group: 'b' },
      { board: 1, score: -50, group: 'b' },
      { board: 1, score: -50, group: 'b' },
    ]);
    expect(scored.map((s) => s.ns)).toEqual([9, 5, 1, 9, 3, 3]);
    expect(scored.every((s) => s.scoring === 'matchpoints' && s.top === 10)).toBe(true);
  });

  it('in IMP pairs, average plus and minus are ±3 IMPs (Law 86A), the rest of the board without that table', () => {
    // 620, 420 played, 60/40 at the third: the two played compare with each other only (200 = 5 IMPs).
    const scored = scoreTravellers(
      [
        { board: 1, score: 620 },
        { board: 1, score: 420 },
        { board: 1, adjusted: read('Avg+/Avg-') },
      ],
      { scoring: 'cross-imps' },
    );
    expect(scored.map((s) => [s.ns, s.ew])).toEqual([
      [5, -5],
      [-5, 5],
      [3, -3],
    ]);
  });
});

describe('average plus, or the session percentage if higher (Law 12C2)', () => {
  it('gives a side given 60 % its percentage on the boards it played, when that is higher', () => {
    // Pair 1 (N/S) wins board 1 (2 of 2) and board 2 (2 of 2) and is given Avg+ on board 3: 60 %, or with
    // the option its 100 % on the other boards. Pair 2 beats nobody anywhere and gets Avg- on board 3.
    const results = [
      { board: 1, ns: '1', ew: '2', score: 420 },
      { board: 1, ns: '3', ew: '4', score: 170 },
      { board: 2, ns: '1', ew: '4', score: 140 },
      { board: 2, ns: '3', ew: '2', score: 110 },
      { board: 3, ns: '1', ew: '2', adjusted: read('Avg+/Avg-') },
      { board: 3, ns: '3', ew: '4', score: 100 },
    ];
    const percent = (options: object) => {
      const ranking = rankPairs(results, options);
      if (!ranking.ok) throw new Error(formatProblem(ranking.error));
      return ranking.value.blocks[0]?.pairs.find((pair) => pair.pair === '1')?.percent;
    };
    // Without: 2 + 2 + 60 % of 2 (1.2) = 5.2 of 6. With: 2 + 2 + 100 % of 2 = 6 of 6.
    expect(round(percent({}) as number)).toBe(86.67);
    expect(percent({ sessionIfHigher: true })).toBe(100);
  });

  it('adds a penalty or a redress outside any board to the pair’s total, its tops unchanged', () => {
    const ranking = rankPairs(
      [
        { board: 1, ns: '1', ew: '2', score: 420 },
        { board: 1, ns: '3', ew: '4', score: 170 },
      ],
      { points: [{ pair: '1', points: -1 }] },
    );
    // Pair 1: 2 of 2, less a 1-matchpoint penalty: 1 of 2, 50 %.
    expect(ranking.ok && ranking.value.blocks[0]?.pairs.find((pair) => pair.pair === '1')).toMatchObject({
      total: 1,
      max: 2,
      percent: 50,
    });
  });
});

const round = (value: number) => Math.round(value * 100) / 100;

describe('a pair that sat out a board', () => {
  it('has no score there: its percentage is over the boards it played, neither helped nor hurt', () => {
    // Three pairs of N/S, two boards: N/S 3 sat out board 2. Board 1 (three results, top 4): 420 for
    // N/S 1 beats both (4), 170 for N/S 2 one (2), −50 for N/S 3 none (0). Board 2 (two results, factored
    // to three): N/S 1 −100 against N/S 2's −50 loses, 0 → (0 + 1)·3/2 − 1 = 0.5; N/S 2 wins, 2 → 3.5.
    // N/S 3: 0 of 4 on the one board it played, 0 %; N/S 2: 5.5 of 8, 68.75 %.
    const ranking = rankPairs(
      [
        { board: 1, ns: '1', ew: '4', score: 420 },
        { board: 1, ns: '2', ew: '5', score: 170 },
        { board: 1, ns: '3', ew: '6', score: -50 },
        { board: 2, ns: '1', ew: '5', score: -100 },
        { board: 2, ns: '2', ew: '6', score: -50 },
      ],
      { byDirection: true },
    );
    const ns = ranking.ok ? ranking.value.blocks[0]?.pairs : [];
    expect(ns?.map((pair) => [pair.pair, pair.total, pair.max, pair.boards, pair.percent])).toEqual([
      ['2', 5.5, 8, 2, 68.75],
      ['1', 4.5, 8, 2, 56.25],
      ['3', 0, 4, 1, 0],
    ]);
  });
});

describe('edges found in review', () => {
  it('reads thirds, a score’s own plus sign, and refuses A4 and a part weighing nothing', () => {
    expect(read('33.33% 620 + 33.33% 420 + 33.33% 100')).toMatchObject({ kind: 'weighted' });
    expect(read('50% +620 + 50% 420')).toMatchObject({ parts: [{ score: 620 }, { score: 420 }] });
    expect(read('N/S +420, E/W -450')).toEqual({ kind: 'split', ns: 420, ew: 450 });
    expect(parseAdjusted('A4').ok).toBe(false);
    const zero = parseAdjusted('0% 620 + 100% 420');
    expect(zero.ok || zero.error.code).toBe('adjusted-weight');
  });

  it('weighs a weighted result once in a Butler datum: 50% 600 + 50% 600 is one 600', () => {
    // Four 100s and one 600: without the highest (600) and a lowest (100), the datum is 100; the 100s
    // score 0. The same with the 600 written as two halves must give the same.
    const board = (last: TravellerEntry) =>
      scoreTravellers([...[1, 2, 3, 4].map((): TravellerEntry => ({ board: 1, score: 100 })), last], {
        scoring: 'butler',
      });
    expect(board({ board: 1, score: 600 }).map((s) => s.ns)).toEqual([0, 0, 0, 0, 11]);
    expect(board({ board: 1, adjusted: read('50% 600 + 50% 600') }).map((s) => s.ns)).toEqual([0, 0, 0, 0, 11]);
  });

  it('refuses points for a pair that played no board, or without its direction when ranked by direction', () => {
    const results = [
      { board: 1, ns: '1', ew: '2', score: 420 },
      { board: 1, ns: '3', ew: '4', score: 170 },
    ];
    const unknown = rankPairs(results, { points: [{ pair: '9', points: -1 }] });
    expect(unknown.ok || unknown.error.code).toBe('points-pair');
    const directionless = rankPairs(results, { byDirection: true, points: [{ pair: '1', points: -1 }] });
    expect(directionless.ok || directionless.error.code).toBe('points-direction');
    // On the 1 / ½ scale, 2 points on the 2 / 1 scale are 1: pair 1's 1 of 1 less 1, 0 %.
    const half = rankPairs(results, { scale: 'one-half', points: [{ pair: '1', points: -2 }] });
    expect(half.ok && half.value.blocks[0]?.pairs.find((pair) => pair.pair === '1')?.percent).toBe(0);
  });

  it('never ranks a pair written Phantom', () => {
    const ranking = rankPairs([
      { board: 1, ns: '1', ew: '2', score: 420 },
      { board: 1, ns: '4', ew: '5', score: 170 },
      { board: 1, ns: '3', ew: 'Phantom', adjusted: read('60/40') },
    ]);
    // Two played results (top 2): 420 is 100 % to N/S 1, 170 100 % to E/W 5; pair 3 sat out, given 60 %.
    expect(ranking.ok && ranking.value.blocks[0]?.pairs.map((pair) => [pair.pair, pair.percent])).toEqual([
      ['1', 100],
      ['5', 100],
      ['3', 60],
      ['2', 0],
      ['4', 0],
    ]);
  });
});
