/**
 * A ranking as cells: the header and a line a pair, the same whether PAIRRANKING spills it or the PBN
 * import writes it. Figures to two decimals, since a custom function cannot set a number format.
 */
import { type PairsScoring, type RankedPair, type Ranking, SIDE_NAMES, type Side, toHundredths } from '../core/index';
import { type Problem, say, sayProblem } from './cells';

/** The names of the pairs, keyed by pair (and by `NS 3` / `EW 3` when ranked by direction). */
export type PairNames = ReadonlyMap<string, string>;

/** What the file itself ranked a pair, for the import's column beside ours. */
export type Published = (pair: RankedPair) => number | undefined;

/** How a pair is keyed among the names: its number, and by direction its direction too (`EW 3`). */
export const pairKey = (pair: string, direction?: Side): string =>
  direction === undefined ? pair : `${direction} ${pair}`;

/** A ranked pair's names: under its key, or under its number alone (names given without directions). */
export const nameOf = (named: PairNames, pair: RankedPair): string =>
  named.get(pairKey(pair.pair, pair.direction)) ?? named.get(pair.pair) ?? '';

/** The words of a ranking's header, English unless PAIRRANKING gives the sheet's. */
export interface RankingWords {
  readonly place: string;
  readonly pair: string;
  /** `N/S pair` from the direction's words: `{side} pair` with `N/S` or `E/W`. */
  readonly sidePair: (side: Side) => string;
  readonly mps: string;
  readonly max: string;
  readonly imps: string;
  readonly boards: string;
  readonly impsABoard: string;
  readonly names: string;
}

const ENGLISH_RANKING: RankingWords = {
  place: 'Place',
  pair: 'Pair',
  sidePair: (side) => `${SIDE_NAMES[side]} pair`,
  mps: 'MPs',
  max: 'Max',
  imps: 'IMPs',
  boards: 'Boards',
  impsABoard: 'IMPs a board',
  names: 'Names',
};

/** The ranking header's words in the sheet's language: PAIRRANKING's, and the published ranking's. */
export const sheetRankingWords = (): RankingWords => ({
  place: say('head.place'),
  pair: say('head.pair'),
  sidePair: (side) => say('head.sidePair', { side: say(side === 'NS' ? 'head.ns' : 'head.ew') }),
  mps: say('head.mps'),
  max: say('head.max'),
  imps: say('head.imps'),
  boards: say('head.boards'),
  impsABoard: say('head.impsABoard'),
  names: say('head.names'),
});

function header(scoring: PairsScoring, pairWord: string, words: RankingWords): string[] {
  return scoring === 'matchpoints'
    ? [words.place, pairWord, words.mps, words.max, '%']
    : [words.place, pairWord, words.imps, words.boards, words.impsABoard];
}

function figures(pair: RankedPair, scoring: PairsScoring): (string | number)[] {
  return scoring === 'matchpoints'
    ? [toHundredths(pair.total), toHundredths(pair.max ?? 0), toHundredths(pair.percent ?? 0)]
    : [toHundredths(pair.total), pair.boards, toHundredths(pair.perBoard ?? 0)];
}

/**
 * The ranking's cells: a block a direction (one without), each a header (`Place | Pair | MPs | Max | %`,
 * or `IMPs | Boards | IMPs a board`) and a line a pair, a blank row between blocks; a Names column when
 * names are given, a column of the file's own figures when `published` is, and Avg vs par when `vsPar` is.
 */
export function rankingCells(
  ranking: Ranking,
  options: {
    readonly names?: PairNames;
    readonly published?: { readonly header: string; readonly of: Published };
    /** A pair's average N/S score against par, from its own side: the import's Avg vs par column. */
    readonly vsPar?: Published;
    /** The header's words: the sheet's language for PAIRRANKING and a publication, English for an import. */
    readonly words?: RankingWords;
  } = {},
): (string | number)[][] {
  const words = options.words ?? ENGLISH_RANKING;
  const withNames = options.names !== undefined && options.names.size > 0;
  const out: (string | number)[][] = [];
  for (const block of ranking.blocks) {
    const pairWord = block.direction === undefined ? words.pair : words.sidePair(block.direction);
    const top = [
      ...header(ranking.scoring, pairWord, words),
      ...(withNames ? [words.names] : []),
      ...(options.published === undefined ? [] : [options.published.header]),
      ...(options.vsPar === undefined ? [] : ['Avg vs par']),
    ];
    if (out.length > 0) out.push(new Array<string>(top.length).fill(''));
    out.push(top);
    for (const pair of block.pairs) {
      const line: (string | number)[] = [pair.place, pair.pair, ...figures(pair, ranking.scoring)];
      if (withNames) line.push(nameOf(options.names as PairNames, pair));
      if (options.published !== undefined) line.push(options.published.of(pair) ?? '');
      if (options.vsPar !== undefined) line.push(options.vsPar(pair) ?? '');
      out.push(line);
    }
  }
  return out;
}

/** At most this many rows or runs of rows are listed in the note; the rest are counted. */
const LISTED = 6;

/** Rows in brief: sorted, runs joined (`3, 7–9, 12`), beyond LISTED pieces counted (`and 4 more`). */
function rowsInBrief(rows: readonly number[]): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const row of sorted) {
    const last = runs.at(-1);
    if (last !== undefined && row === last[1] + 1) last[1] = row;
    else runs.push([row, row]);
  }
  const pieces = runs.map(([from, to]) => (from === to ? String(from) : `${from}–${to}`));
  const listed = pieces.slice(0, LISTED).join(', ');
  const more = runs.slice(LISTED).reduce((count, [from, to]) => count + to - from + 1, 0);
  return more === 0 ? listed : say('ranking.rowsMore', { rows: listed, more });
}

/**
 * The note a ranking ends with when some results were not read: how many, their rows in brief and the
 * first one's problem, in the sheet's language (`1 result not read: row 14 (row 14: …)`). A ranking
 * that leaves results out says so, rather than rank a partial column without a word.
 */
export function unreadNote(unread: readonly { readonly row: number; readonly problem: Problem }[]): string {
  const first = [...unread].sort((a, b) => a.row - b.row)[0];
  return say('ranking.notRead', {
    count: unread.length,
    rows: rowsInBrief(unread.map((entry) => entry.row)),
    first: first === undefined ? '' : sayProblem(first.problem),
  });
}
