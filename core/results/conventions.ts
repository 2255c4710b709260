/**
 * How each program that writes results files ranks a pairs session, so that a file is ranked as its
 * event published it. The conventions differ only where the Laws leave the choice to the organiser
 * (Law 78A: how a board played fewer times is scored); docs/rules.md, *Conventions by source*, gives the
 * evidence for each.
 */

import type { ResultsSource } from '../base/vocabulary.js';

export type { ResultsSource };

/** The ranking choices a source makes; RankingOptions takes them as they are. */
export interface SourceConvention {
  /**
   * Each board factored by Neuberg to the most-played board's count (true), or every board scored among
   * the results it has, its artificial scores left out of the comparison (false: BBO).
   */
  readonly neuberg: boolean;
  /** A pair's percentage: its matchpoints over its tops (`tops`), or the mean of its boards' percentages (`boards`: BBO). */
  readonly percentOf: 'tops' | 'boards';
  /** A record of two pairs with nothing played on it: average to both (BBO's `A==`), or no result (`none`). */
  readonly unplayed: 'average' | 'none';
  /** IMP pairs ranked by total IMPs, or by IMPs a board when the pairs played different numbers of boards. */
  readonly imps: 'total' | 'per-board-when-unequal';
}

/** Each source's conventions, as docs/rules.md's table gives them with their evidence. */
export const SOURCE_CONVENTIONS: { readonly [S in ResultsSource]: SourceConvention } = {
  // BBO's own board percentages and rankings, as published for two of its tournaments (test/fixtures/bbo-tournaments).
  bbo: { neuberg: false, percentOf: 'boards', unplayed: 'average', imps: 'total' },
  // Ruter and Magic Contest: Neuberg to the most-played board, matchpoints over tops, IMP pairs by total.
  club: { neuberg: true, percentOf: 'tops', unplayed: 'none', imps: 'total' },
  // Ours, as PAIRRANKING ranks a sheet.
  ours: { neuberg: true, percentOf: 'tops', unplayed: 'none', imps: 'per-board-when-unequal' },
};
