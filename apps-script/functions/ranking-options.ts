/**
 * The options of a whole call of BOARDMATCHPOINTS or PAIRRANKING: the matchpoint scale, yes/no options,
 * the scoring and the pairs' names. Each is refused, quoted, when it cannot be read, never taken as its
 * default.
 */
import type { PairsScoring } from '../../core/index';
import {
  type Arg,
  asValue,
  type Cell,
  cellNumber,
  cellYesNo,
  isBlank,
  isProblem,
  oneValue,
  problem,
  readable,
  size,
  sizeParam,
  thrown,
  unquoted,
  withData,
} from '../cells';
import { pairKey } from '../ranking-cells';
import { atRow, readPair } from './traveller-columns';

/** The matchpoint scale of a whole call: 2 (2 and 1, the default when blank) or 1 (1 and ½). */
export function readScale(arg: Arg | undefined): 'two-one' | 'one-half' {
  const cell = oneValue(arg, 'scale', 'scale-choice');
  if (isBlank(cell)) return 'two-one';
  const unit = cellNumber(cell, 'scale');
  if (unit === 2) return 'two-one';
  if (unit === 1) return 'one-half';
  throw thrown({ ...problem(cell, 'the scale is 2 (2 and 1) or 1 (1 and ½)', 'scale'), where: { argument: 'scale' } });
}

/** A yes/no option of the whole call, blank no; anything else is refused, quoted, with its argument. */
export function readYesNo(arg: Arg | undefined, name: string): boolean {
  const read = cellYesNo(oneValue(arg, name, 'true-false'));
  if (isProblem(read)) throw thrown({ ...read, where: { argument: name } });
  return read ?? false;
}

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

/** The names of a Pairs range: 2 columns (pair, names) or 3 (pair, direction, names); blank rows skipped. */
export function readNames(arg: Arg | undefined, byDirection: boolean): Map<string, string> {
  const names = new Map<string, string>();
  const value = asValue(arg);
  if (isBlank(value as Cell)) return names;
  const range = Array.isArray(value) ? (value as readonly (readonly Cell[])[]) : [[value as Cell]];
  const width = range[0]?.length ?? 0;
  if (width !== 2 && width !== 3)
    throw thrown(
      withData(
        unquoted(
          'names-columns',
          `names is 2 columns (pair, names) or 3 (pair, direction, names), not ${size(range)}`,
          {
            argument: 'names',
          },
        ),
        { size: sizeParam(range) },
      ),
    );
  const rowOf = new Map<string, number>();
  range.forEach((line, i) => {
    const cells = line.map(readable);
    if (cells.every((cell) => isBlank(cell))) return;
    const pair = isBlank(cells[0])
      ? unquoted('no-pair', 'this row of names has no pair number')
      : readPair(cells[0], 'named');
    if (isProblem(pair)) throw thrown({ ...atRow(pair, i + 1), where: { argument: 'names', row: i + 1 } });
    let key = pair;
    if (byDirection && width === 3) {
      const side = typeof cells[1] === 'string' ? cells[1].trim().toUpperCase().replace('-', '/') : '';
      const direction = side === 'N/S' || side === 'NS' ? 'NS' : side === 'E/W' || side === 'EW' ? 'EW' : undefined;
      if (direction === undefined)
        throw thrown({
          ...withData(
            problem(cells[1], 'the direction must be N/S or E/W when pairs are ranked by direction', 'direction'),
            { ranked: 'yes' },
          ),
          where: { argument: 'names', row: i + 1 },
        });
      key = pairKey(pair, direction);
    }
    const earlier = rowOf.get(key);
    if (earlier !== undefined)
      throw thrown(
        withData(
          unquoted('named-twice', `pair ${pair} is named on rows ${earlier} and ${i + 1}; keep one`, {
            argument: 'names',
          }),
          { label: pair, earlier, row: i + 1 },
        ),
      );
    rowOf.set(key, i + 1);
    const text = cells[width - 1];
    names.set(key, isBlank(text) ? '' : String(text).trim());
  });
  return names;
}
