/**
 * The options of a whole call of BOARDMATCHPOINTS or PAIRRANKING: the matchpoint scale, yes/no options
 * and the scoring. Each is refused, quoted, when it cannot be read, never taken as its default.
 */
import type { PairsScoring } from '../../core/index';
import { type Arg, cellNumber, cellYesNo, isBlank, isProblem, oneValue, problem, thrown } from '../cells';

/** The matchpoint scale of a whole call: 2 (2 and 1, the default when blank) or 1 (1 and ½). */
export function readScale(arg: Arg | undefined): 'two-one' | 'one-half' {
  const cell = oneValue(arg, 'scale', 'scale-choice');
  if (isBlank(cell)) return 'two-one';
  const unit = cellNumber(cell, 'scale');
  if (unit === 2) return 'two-one';
  if (unit === 1) return 'one-half';
  throw thrown({ ...problem(cell, 'the scale is 2 (2 and 1) or 1 (1 and ½)', 'scale'), where: { argument: 'scale' } });
}

/** A yes/no option of the whole call, undefined when blank; anything else is refused, quoted, with its argument. */
export function readChoice(arg: Arg | undefined, name: string): boolean | undefined {
  const read = cellYesNo(oneValue(arg, name, 'true-false'));
  if (isProblem(read)) throw thrown({ ...read, where: { argument: name } });
  return read;
}

/** A yes/no option of the whole call, blank no. */
export const readYesNo = (arg: Arg | undefined, name: string): boolean => readChoice(arg, name) ?? false;

/** How PAIRRANKING scores and ranks: the method, and for IMPs whether by total whatever the boards played. */
export interface Scoring {
  readonly method: PairsScoring;
  readonly byTotal: boolean;
}

/**
 * The scoring words of PAIRRANKING, in capitals, spaces single. "IMP" and "Butler" rank by IMPs a board
 * when pairs played different numbers of boards, as they always have, so that no sheet changes; an
 * IMP-pairs event ranks by total, which the "total" words ask for.
 */
const SCORING_WORDS: { readonly [word: string]: Scoring } = {
  MP: { method: 'matchpoints', byTotal: false },
  MPS: { method: 'matchpoints', byTotal: false },
  MATCHPOINTS: { method: 'matchpoints', byTotal: false },
  IMP: { method: 'cross-imps', byTotal: false },
  IMPS: { method: 'cross-imps', byTotal: false },
  'CROSS-IMPS': { method: 'cross-imps', byTotal: false },
  CROSSIMPS: { method: 'cross-imps', byTotal: false },
  BUTLER: { method: 'butler', byTotal: false },
  'IMP TOTAL': { method: 'cross-imps', byTotal: true },
  'IMPS TOTAL': { method: 'cross-imps', byTotal: true },
  'CROSS-IMPS TOTAL': { method: 'cross-imps', byTotal: true },
  'BUTLER TOTAL': { method: 'butler', byTotal: true },
};

/** The scoring option: blank is matchpoints; a word not in SCORING_WORDS is refused, quoted, never a default. */
export function readScoring(arg: Arg | undefined): Scoring {
  const cell = oneValue(arg, 'scoring', 'scoring');
  if (isBlank(cell)) return { method: 'matchpoints', byTotal: false };
  const scoring = typeof cell === 'string' ? SCORING_WORDS[cell.trim().toUpperCase().replace(/\s+/g, ' ')] : undefined;
  if (scoring !== undefined) return scoring;
  throw thrown({
    ...problem(
      cell,
      'scoring must be "MP" (matchpoints), "IMP" or "IMP total" (cross-IMPs), "Butler" or "Butler total", or blank',
      'scoring',
    ),
    where: { argument: 'scoring' },
  });
}
