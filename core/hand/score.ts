/**
 * Duplicate scoring of one hand, Law 77 (docs/rules.md, Duplicate scoring). Every score carries its breakdown so
 * that each face can show the arithmetic; the rubber pad reuses the same parts above and below the line.
 */

import { ok, parseError, type Result } from '../base/result.js';
import {
  type Doubling,
  isVulnerable,
  type Level,
  type Strain,
  sideOf,
  type Vulnerability,
} from '../base/vocabulary.js';
import { type Contract, formatContract, isPassedOut, resultToTricks, tricksToResult } from './contract.js';
import type { PlayedHand } from './played.js';

/** What a contract's score depends on: the contract, its result and the declarer's vulnerability. */
export interface ScoreInput {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubling: Doubling;
  /** Whether the declaring side is vulnerable. */
  readonly vulnerable: boolean;
  /** Total tricks declarer took, 0–13. */
  readonly tricks: number;
}

/** A made contract's score in its parts: trick score, overtricks, part-score or game bonus, slam bonus, insult. */
export interface ScoreBreakdown {
  /** The contracted tricks, doubled or redoubled: what a rubber pad writes below the line. */
  readonly trickScore: number;
  /** Points for all overtricks together. */
  readonly overtricks: number;
  readonly partScoreBonus: number;
  readonly gameBonus: number;
  readonly slamBonus: number;
  /** 50 for making a doubled contract, 100 redoubled. */
  readonly insult: number;
  /** What each undertrick costs, first to last, as a positive number the defenders earn. */
  readonly undertricks: readonly number[];
}

/** A contract's score for the declaring side, with its breakdown when made or its undertricks when not. */
export interface ContractScore {
  /** To the declaring side: positive when made, negative when defeated. */
  readonly total: number;
  readonly made: boolean;
  /** 0 made exactly, +n overtricks, −n down n. */
  readonly result: number;
  readonly breakdown: ScoreBreakdown;
}

const DOUBLING_FACTOR: { readonly [D in Doubling]: number } = { '': 1, X: 2, XX: 4 };
const NONE: readonly number[] = Object.freeze([]);

/** The value of the contracted tricks: 20 a minor, 30 a major, NT 40 then 30; ×2 doubled, ×4 redoubled. */
export const trickScore = (level: Level, strain: Strain, doubling: Doubling): number => {
  const base = strain === 'C' || strain === 'D' ? 20 * level : strain === 'NT' ? 30 * level + 10 : 30 * level;
  return base * DOUBLING_FACTOR[doubling];
};

/** What one overtrick earns: trick value undoubled, 100/200 doubled, 200/400 redoubled. */
export const overtrickValue = (strain: Strain, doubling: Doubling, vulnerable: boolean): number => {
  if (doubling === '') return strain === 'C' || strain === 'D' ? 20 : 30;
  return (vulnerable ? 200 : 100) * (doubling === 'XX' ? 2 : 1);
};

/** 500/750 for a small slam bid and made, 1,000/1,500 for a grand slam, 0 below the six level. */
export const slamBonus = (level: Level, vulnerable: boolean): number =>
  level === 6 ? (vulnerable ? 750 : 500) : level === 7 ? (vulnerable ? 1500 : 1000) : 0;

/** 50 for making a doubled contract, 100 redoubled. */
export const insultBonus = (doubling: Doubling): number => (doubling === 'XX' ? 100 : doubling === 'X' ? 50 : 0);

/** What the `n`-th undertrick (1-based) costs the declaring side. */
export const undertrickValue = (n: number, doubling: Doubling, vulnerable: boolean): number => {
  if (doubling === '') return vulnerable ? 100 : 50;
  const doubled = vulnerable ? (n === 1 ? 200 : 300) : n === 1 ? 100 : n <= 3 ? 200 : 300;
  return doubling === 'XX' ? doubled * 2 : doubled;
};

/** The cost of each undertrick in turn, for `down` undertricks. */
export const undertrickPenalties = (down: number, doubling: Doubling, vulnerable: boolean): readonly number[] => {
  const penalties: number[] = new Array(down);
  for (let n = 1; n <= down; n++) penalties[n - 1] = undertrickValue(n, doubling, vulnerable);
  return penalties;
};

/**
 * Scores one hand for the declaring side, with its breakdown.
 * Throws a RangeError on arguments outside the game (a programming error: user text goes through
 * `parseContract` first, which never yields them).
 * @example scoreContract({ level: 4, strain: 'S', doubling: '', vulnerable: false, tricks: 10 }).total // 420
 * @example scoreContract({ level: 4, strain: 'H', doubling: 'X', vulnerable: true, tricks: 8 }).total // -500
 */
export function scoreContract(input: ScoreInput): ContractScore {
  const { level, strain, doubling, vulnerable, tricks } = input;
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
    throw new RangeError(`tricks must be a whole number 0–13, not ${String(tricks)}`);
  }
  if (!Number.isInteger(level) || level < 1 || level > 7)
    throw new RangeError(`level must be 1–7, not ${String(level)}`);
  if (DOUBLING_FACTOR[doubling] === undefined)
    throw new RangeError(`doubling must be '', 'X' or 'XX', not ${String(doubling)}`);
  if (strain !== 'C' && strain !== 'D' && strain !== 'H' && strain !== 'S' && strain !== 'NT') {
    throw new RangeError(`strain must be C, D, H, S or NT, not ${String(strain)}`);
  }

  const result = tricksToResult(level, tricks);
  if (result < 0) {
    const undertricks = undertrickPenalties(-result, doubling, vulnerable);
    let total = 0;
    for (const penalty of undertricks) total -= penalty;
    return {
      total,
      made: false,
      result,
      breakdown: {
        trickScore: 0,
        overtricks: 0,
        partScoreBonus: 0,
        gameBonus: 0,
        slamBonus: 0,
        insult: 0,
        undertricks,
      },
    };
  }

  const contracted = trickScore(level, strain, doubling);
  const overtricks = result * overtrickValue(strain, doubling, vulnerable);
  const isGame = contracted >= 100;
  const gameBonus = isGame ? (vulnerable ? 500 : 300) : 0;
  const partScoreBonus = isGame ? 0 : 50;
  const slam = slamBonus(level, vulnerable);
  const insult = insultBonus(doubling);
  return {
    total: contracted + overtricks + gameBonus + partScoreBonus + slam + insult,
    made: true,
    result,
    breakdown: {
      trickScore: contracted,
      overtricks,
      partScoreBonus,
      gameBonus,
      slamBonus: slam,
      insult,
      undertricks: NONE,
    },
  };
}

/**
 * A played hand scored for its declaring side, vulnerable or not: as a pad or a Progressive deal
 * scores the hand the table reported, tricks taken from its result.
 * @example scorePlayedHand({ level: 3, strain: 'NT', doubling: '', result: 1 }, false).total // 430
 */
export const scorePlayedHand = (hand: PlayedHand, vulnerable: boolean): ContractScore =>
  scoreContract({
    level: hand.level,
    strain: hand.strain,
    doubling: hand.doubling,
    vulnerable,
    tricks: resultToTricks(hand.level, hand.result),
  });

const STRAIN_ORDER: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const DOUBLING_ORDER: readonly Doubling[] = ['', 'X', 'XX'];
// A strain's index from its first letter's code, -1 for anything else: no branch on random input.
const STRAIN_BY_CODE = /* @__PURE__ */ strainCodes();

function strainCodes(): Int8Array {
  const codes = new Int8Array(128).fill(-1);
  STRAIN_ORDER.forEach((strain, index) => {
    codes[strain.charCodeAt(0)] = index;
  });
  return codes;
}

// Held in a constant object: a module-level `let` costs a check on every read in a hot loop.
const cache: { totals: Int32Array | null } = { totals: null };

/** Every one of the 2,940 totals, computed once by scoreContract: the same rule, looked up. */
function allTotals(): Int32Array {
  const table = new Int32Array(2940);
  const doublings: Doubling[] = ['', 'X', 'XX'];
  const strains: Strain[] = ['C', 'D', 'H', 'S', 'NT'];
  for (let level = 1; level <= 7; level++)
    for (let s = 0; s < 5; s++)
      for (let d = 0; d < 3; d++)
        for (let v = 0; v < 2; v++)
          for (let tricks = 0; tricks <= 13; tricks++) {
            const index = ((((level - 1) * 5 + s) * 3 + d) * 2 + v) * 14 + tricks;
            table[index] = scoreContract({
              level: level as Level,
              strain: strains[s] as Strain,
              doubling: doublings[d] as Doubling,
              vulnerable: v === 1,
              tricks,
            }).total;
          }
  return table;
}

/**
 * The total of scoreContract without its breakdown, for the hot path of a spreadsheet column: the 2,940
 * totals are computed by scoreContract on first use and then looked up, with no allocation per call.
 * Throws the same RangeError as scoreContract on arguments outside the game.
 * @example scoreTotal(4, 'S', '', false, 10) // 420
 */
export function scoreTotal(
  level: Level,
  strain: Strain,
  doubling: Doubling,
  vulnerable: boolean,
  tricks: number,
): number {
  const s = STRAIN_BY_CODE[strain.charCodeAt(0) & 127] as number;
  // A doubling's index is its length; the comparisons confirm the exact text (and are always true in use).
  const d = doubling.length;
  if (
    s < 0 ||
    strain !== STRAIN_ORDER[s] ||
    doubling !== DOUBLING_ORDER[d] ||
    (level | 0) !== level ||
    level < 1 ||
    level > 7
  ) {
    return scoreContract({ level, strain, doubling, vulnerable, tricks }).total;
  }
  if ((tricks | 0) !== tricks || tricks < 0 || tricks > 13)
    return scoreContract({ level, strain, doubling, vulnerable, tricks }).total;
  let totals = cache.totals;
  if (totals === null) {
    totals = allTotals();
    cache.totals = totals;
  }
  return totals[((((level - 1) * 5 + s) * 3 + d) * 2 + (vulnerable ? 1 : 0)) * 14 + tricks] as number;
}

/** A table's result on a board: its score for N/S, and the declaring side's score behind it. */
export interface TableScore {
  /** The N/S view: positive when N/S earned the points. */
  readonly ns: number;
  /** Absent for a passed-out board. */
  readonly score?: ContractScore;
}

/**
 * Scores a contract with its declarer and result on a board of the given vulnerability, in the N/S view
 * a results sheet records.
 * @example scoreTable({ level: 3, strain: 'NT', doubling: '', declarer: 'E', result: -1 }, 'None') // ns 50
 */
export function scoreTable(contract: Contract, vulnerability: Vulnerability): Result<TableScore> {
  if (isPassedOut(contract)) return ok({ ns: 0 });
  const text = formatContract(contract);
  if (contract.declarer === undefined)
    return parseError('declarer', text, 'the declarer (N, E, S or W) is needed for a N/S score');
  if (contract.result === undefined)
    return parseError('needs-result', text, 'the result (=, +n or −n) is needed for a score');
  const tricks = resultToTricks(contract.level, contract.result);
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
    return parseError('impossible-tricks', text, `declarer cannot take ${tricks} tricks`, { tricks });
  }
  const score = scoreContract({
    level: contract.level,
    strain: contract.strain,
    doubling: contract.doubling,
    vulnerable: isVulnerable(vulnerability, contract.declarer),
    tricks,
  });
  // `0 - 0` would be fine, but `-0` from a negated zero must never reach a sheet.
  const ns = sideOf(contract.declarer) === 'NS' ? score.total : 0 - score.total;
  return ok({ ns, score });
}

/** One result a contract can have (made exactly, overtricks or down), scored not vulnerable and vulnerable. */
export interface ResultRow {
  /** 0 made exactly, +n overtricks, −n down n. */
  readonly result: number;
  readonly tricks: number;
  readonly notVulnerable: number;
  readonly vulnerable: number;
}

/**
 * Every result a contract can have, from the worst undertrick to all overtricks, scored for the
 * declaring side not vulnerable and vulnerable: the one-click answer of the popup.
 * @example resultsOf(3, 'NT', '').find((r) => r.result === 0) // { tricks: 9, notVulnerable: 400, vulnerable: 600, … }
 */
export function resultsOf(level: Level, strain: Strain, doubling: Doubling): ResultRow[] {
  const rows: ResultRow[] = [];
  for (let tricks = 0; tricks <= 13; tricks++) {
    rows.push({
      result: tricksToResult(level, tricks),
      tricks,
      notVulnerable: scoreContract({ level, strain, doubling, vulnerable: false, tricks }).total,
      vulnerable: scoreContract({ level, strain, doubling, vulnerable: true, tricks }).total,
    });
  }
  return rows;
}
