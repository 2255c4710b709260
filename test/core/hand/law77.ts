import type { Doubling, Level, Strain } from '../../../core/index';

// Law 77 of the Laws of Duplicate Bridge 2017, cell by cell, written out here rather than computed by the code.
// Value of the contracted tricks, by strain, doubling and level 1–7.
export const TRICK_SCORE: Record<Strain, Record<Doubling, readonly number[]>> = {
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

/** The expected score, looked up in the tables above. */
export function expected(
  level: Level,
  strain: Strain,
  doubling: Doubling,
  vulnerable: boolean,
  tricks: number,
): number {
  const v = vulnerable ? 1 : 0;
  const needed = level + 6;
  if (tricks < needed) return -(PENALTY[doubling][v][needed - tricks - 1] as number);
  const trick = TRICK_SCORE[strain][doubling][level - 1] as number;
  const bonus = trick >= 100 ? GAME_BONUS[v] : PART_SCORE_BONUS;
  const slam = level === 6 ? SMALL_SLAM[v] : level === 7 ? GRAND_SLAM[v] : 0;
  return trick + (tricks - needed) * OVERTRICK[strain][doubling][v] + bonus + slam + INSULT[doubling];
}
