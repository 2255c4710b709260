/**
 * Worked examples that clubs, directors and scoring programs have published, each named where it
 * stands. The expected values are the sources' own figures; where a source leaves a score out, the
 * comment says which value stands in for it and why any such value gives the same answer.
 */
import { describe, expect, it } from 'vitest';
import { butler, butlerDatum, crossImps, matchpoints } from '../../../core/index';

const ns = (scores: readonly number[], scale?: 'one-half') =>
  matchpoints(scores, scale ? { scale } : {}).map((m) => m.ns);

describe('matchpoints, as published', () => {
  it('Beginner Bridge, “Match Pointing”, figure 7: 110, 120 and 140 get 0, 1 and 2', () => {
    // The page scores one point for each pair beaten: the 1 / ½ scale.
    expect(ns([120, 110, 140], 'one-half')).toEqual([1, 0, 2]);
  });

  it('Beginner Bridge, “Match Pointing”, figure 8: −730, −100 and +620 get 0, 1 and 2, the best plus score 3', () => {
    // The page gives N/S 4 the highest plus score without printing it here: any score above +620
    // gets the top, so +650 stands in for it.
    expect(ns([-730, -100, 620, 650], 'one-half')).toEqual([0, 1, 2, 3]);
  });

  it('Howick Bridge Club, “Matchpointing”: 15 tables, a top of 28, a three-way tie shares 24, 22 and 20, a passed-in board scores 0 and gets 14', () => {
    // The page's order: a top, a second, three equal scores, two more plus scores, the pass-out, then
    // seven minus scores. The scores themselves are stand-ins in that order.
    const board = [1100, 980, 620, 620, 620, 170, 140, 0, -50, -100, -110, -140, -200, -420, -800];
    expect(ns(board).slice(0, 8)).toEqual([28, 26, 22, 22, 22, 18, 16, 14]);
  });

  it('Bridge Maniacs, “Zero Matchpoints for +1430” (2011): +1430 among 1440 ×2, 1460 ×7, 1470, 2210 and 2220 is a zero', () => {
    const board = [1430, 1440, 1440, ...Array<number>(7).fill(1460), 1470, 2210, 2220];
    const [own] = matchpoints(board);
    expect(own).toEqual({ ns: 0, ew: 24, nsPercent: 0, ewPercent: 100 });
  });

  it('pjms.nl, quoting Law 78A before its Neuberg pages: three pairs sharing the bottom get (0 + 2 + 4) / 3 = 2 each', () => {
    expect(ns([-100, -100, -100, 50, 110]).slice(0, 3)).toEqual([2, 2, 2]);
  });
});

describe('cross-IMPs, as published', () => {
  it('EBU forum, “Pairs, XIMPs and Weighted & Split Scoring” (confirmed in the replies): −110, +50, +170, +120', () => {
    const imps = crossImps([-110, 50, 170, 120]);
    expect(imps.map((x) => Number(x.toFixed(3)))).toEqual([-5.667, -0.333, 4, 2]);
  });
});

describe('Butler, as published', () => {
  it('ilovebridge.nl, “Butler-regels uitgelegd”: without +450 and −800 the datum is 1210 / 4 = 302.5, so 300', () => {
    expect(butler([450, 420, -800, -50, 420, 420])).toEqual({ datum: 300, imps: [4, 3, -15, -8, 3, 3] });
  });

  it('the ACBLscore manual, “IMPs using computed datum”: a datum ending in 5 goes to the even ten, 425 → 420 and 435 → 440', () => {
    // The highest and the lowest are dropped, so the middle two make the average.
    expect(butlerDatum([0, 400, 450, 1000])).toBe(420);
    expect(butlerDatum([0, 420, 450, 1000])).toBe(440);
    // And E/W's view mirrors N/S's.
    expect(butlerDatum([-1000, -450, -400, 0])).toBe(-420);
    expect(butlerDatum([-1000, -450, -420, 0])).toBe(-440);
  });

  it('Ruter, as its files record the datum (test/fixtures/pairs): a datum ending in 5 goes away from zero', () => {
    // Board 9 of Ruter 7's evening of 24 January 2012: without +590 and −110, 630 / 6 = 105; the file's datum is 110.
    expect(butlerDatum([590, 200, 170, 170, 100, 100, -110, -110], { halves: 'away' })).toBe(110);
    // Board 1: without +120 and −150, −510 / 6 = −85; the file's datum is −90.
    expect(butlerDatum([120, 50, -80, -80, -110, -140, -150, -150], { halves: 'away' })).toBe(-90);
    expect(butlerDatum([590, 200, 170, 170, 100, 100, -110, -110])).toBe(100);
  });
});
