/**
 * The pairs' names PAIRRANKING shows, from a Pairs range: 2 columns (pair, names) or 3 (pair, direction,
 * names), as the results template and the PBN import's Pairs sheet lay them out. A direction written
 * there says the session is a Mitchell's, N/S and E/W numbered apart.
 */
import { pairId, type Side } from '../../core/index';
import {
  type Arg,
  asValue,
  type Cell,
  isBlank,
  isProblem,
  problem,
  readable,
  size,
  sizeParam,
  thrown,
  unquoted,
  withData,
} from '../cells';
import { type PairNames, pairKey } from '../ranking-cells';
import { atRow, readPair } from './traveller-columns';

/** A row of a Pairs range as typed: its pair, the direction beside it when one is read, and its names. */
export interface NameRow {
  readonly row: number;
  readonly pair: string;
  readonly direction: Side | undefined;
  /** The direction cell as typed, to quote when it is none. */
  readonly directionCell: Cell;
  readonly names: string;
}

/** The direction a cell gives: N/S (NS, N-S) or E/W (EW, E-W), in any case; undefined for anything else. */
function directionOf(cell: Cell): Side | undefined {
  const side = typeof cell === 'string' ? cell.trim().toUpperCase().replace('-', '/') : '';
  return side === 'N/S' || side === 'NS' ? 'NS' : side === 'E/W' || side === 'EW' ? 'EW' : undefined;
}

/** A Pairs range read: its rows, and whether it has a direction column (3 columns). */
export interface NameRows {
  readonly rows: readonly NameRow[];
  readonly directions: boolean;
}

/**
 * The rows of a Pairs range that hold anything, each with its pair; blank rows skipped. A range of
 * another width, or a row without its pair number, is refused.
 */
export function readNameRows(arg: Arg | undefined): NameRows {
  const value = asValue(arg);
  if (isBlank(value as Cell)) return { rows: [], directions: false };
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
  const rows: NameRow[] = [];
  range.forEach((line, i) => {
    const cells = line.map(readable);
    if (cells.every((cell) => isBlank(cell))) return;
    const pair = isBlank(cells[0])
      ? unquoted('no-pair', 'this row of names has no pair number')
      : readPair(cells[0], 'named');
    if (isProblem(pair)) throw thrown({ ...atRow(pair, i + 1), where: { argument: 'names', row: i + 1 } });
    const directionCell = width === 3 ? cells[1] : '';
    const text = cells[width - 1];
    rows.push({
      row: i + 1,
      pair,
      direction: directionOf(directionCell),
      directionCell,
      names: isBlank(text) ? '' : String(text).trim(),
    });
  });
  return { rows, directions: width === 3 };
}

/**
 * The names keyed as the ranking looks them up: by pair, or by direction and pair (`EW 3`) when ranked
 * by direction, where a row of a 3-column range must say its direction. A pair is keyed as the core
 * knows it (`pairId`), so that names typed against `01` show beside pair 1, and `01` and `1` named on
 * two rows are one pair named twice, which is refused.
 */
export function namesByKey({ rows, directions }: NameRows, byDirection: boolean): PairNames {
  const names = new Map<string, string>();
  const rowOf = new Map<string, number>();
  for (const { row, pair, direction, directionCell, names: text } of rows) {
    if (byDirection && directions && direction === undefined)
      throw thrown({
        ...withData(
          problem(directionCell, 'the direction must be N/S or E/W when pairs are ranked by direction', 'direction'),
          { ranked: 'yes' },
        ),
        where: { argument: 'names', row },
      });
    const key = byDirection && directions ? pairKey(pairId(pair), direction) : pairId(pair);
    const earlier = rowOf.get(key);
    if (earlier !== undefined)
      throw thrown(
        withData(
          unquoted('named-twice', `pair ${pair} is named on rows ${earlier} and ${row}; keep one`, {
            argument: 'names',
          }),
          { label: pair, earlier, row },
        ),
      );
    rowOf.set(key, row);
    names.set(key, text);
  }
  return names;
}
