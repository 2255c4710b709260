/**
 * A deal's double-dummy table: the tricks each seat takes as declarer in each strain, found as DDS
 * finds them — one strain at a time, with one transposition table for its four declarers (a bound on
 * North–South's tricks holds whoever declares), and each declarer's count found by a few yes-or-no
 * searches that start from the last count found.
 */
import type { Problem } from '../base/problem.js';
import { ok, type Result, refused } from '../base/result.js';
import { SEATS, type Seat, type Strain } from '../base/vocabulary.js';
import type { Deal } from '../table/card.js';
import { holdingsOf, SOLVER_STRAINS, trumpIndex } from './holdings.js';
import { OutOfBudget, Search } from './search.js';

/** Tricks each seat takes as declarer, by strain: `table.N.S` is North's in spades. */
export type DdTable = { readonly [S in Seat]: { readonly [T in Strain]: number } };

/** The strains in the order a table is shown, as hand records print it: NT, then spades down to clubs. */
export const TABLE_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** How much a solve may spend, and who hears how far it got. */
export interface SolveOptions {
  /** Trick starts it may visit (npm run bench says how many a second). */
  readonly budget?: number;
  /** Asked every few thousand trick starts; true gives up (a deadline passed, the user cancelled). */
  readonly stop?: () => boolean;
  /** Told after each of the table's 20 counts (a declarer in a strain): `done` of `of`. */
  readonly progress?: (done: number, of: number) => void;
  /**
   * Only these strains (all five unless told), the others left 0: each strain's search is whole in
   * itself, so workers can share a table's strains out between them. `of` is then 4 a strain.
   */
  readonly strains?: readonly Strain[];
}

const FULL_HANDS = { N: 13, E: 13, S: 13, W: 13 } as const;
// The order DDS solves a strain's declarers in: each after one whose count is a near guess.
const DECLARERS = [0, 2, 1, 3] as const;

let shared: Search | undefined;
let sharedBits = 20;
/** One search kept between calls, so a column of deals does not allocate a table per deal. */
export const sharedSearch = (): Search => {
  shared ??= new Search(sharedBits);
  return shared;
};

/**
 * Gives the shared search a table of 2^`bits` entries (20 unless told; see Search.bytes), made anew on
 * the next solve when the size changes: several workers solving at once must share one memory budget.
 */
export function sizeSharedSearch(bits: number): void {
  if (bits === sharedBits) return;
  sharedBits = bits;
  shared = undefined;
}

/**
 * The double-dummy table of a full deal, or why not: a card twice, a hand not of 13 cards, or a deal
 * past the budget.
 * @example solveDeal(parseDeal('N:AKQJ.AKQ.AKQ.AKQ …').value).value.N.NT // 13
 */
export function solveDeal(deal: Deal, options: SolveOptions = {}): Result<DdTable> {
  const holdings = holdingsOf(deal, FULL_HANDS);
  if (!holdings.ok) return holdings;
  const search = sharedSearch();
  search.begin(options.budget, options.stop);
  let done = 0;
  const table: { [S in Seat]: { [T in Strain]: number } } = {
    N: { S: 0, H: 0, D: 0, C: 0, NT: 0 },
    E: { S: 0, H: 0, D: 0, C: 0, NT: 0 },
    S: { S: 0, H: 0, D: 0, C: 0, NT: 0 },
    W: { S: 0, H: 0, D: 0, C: 0, NT: 0 },
  };
  const strains = SOLVER_STRAINS.filter((strain) => options.strains?.includes(strain) ?? true);
  try {
    for (const strain of strains) {
      search.load(holdings.value, trumpIndex(strain));
      let guess = 7;
      for (const declarer of DECLARERS) {
        const northSouth = tricksFor(search, (declarer + 1) & 3, 13, guess);
        guess = northSouth;
        table[SEATS[declarer] as Seat][strain] = (declarer & 1) === 0 ? northSouth : 13 - northSouth;
        options.progress?.(++done, 4 * strains.length);
      }
    }
  } catch (error) {
    if (error instanceof OutOfBudget) return error.stopped ? STOPPED : OUT_OF_BUDGET(search.budget);
    throw error;
  }
  return ok(table);
}

/** The refusal of a solve its caller stopped (its `stop` said so). */
export const STOPPED: { readonly ok: false; readonly error: Problem } = refused(
  'dd-stopped',
  'the solve was stopped before the deal was solved',
);

/** The refusal of a solve that ran past its budget of trick starts. */
export const OUT_OF_BUDGET = (budget: number): { readonly ok: false; readonly error: Problem } =>
  refused('dd-budget', `the deal needs more than ${budget} steps to solve`, { budget });

/**
 * N/S's tricks of `left` with `leader` on lead, by yes-or-no searches from `guess`; `played` are cards
 * already on the table in the trick under way (suit, bit).
 */
export function tricksFor(
  search: Search,
  leader: number,
  left: number,
  guess: number,
  played: readonly (readonly [number, number])[] = [],
): number {
  let lower = 0;
  let upper = left;
  let target = Math.min(Math.max(guess, 1), left);
  while (lower < upper) {
    if (search.canTakeFrom(leader, left, target, played)) {
      lower = target;
      target++;
    } else {
      upper = target - 1;
      target--;
    }
  }
  return lower;
}
