/**
 * Importing a PBN file's session: its results into a new `Results` sheet (`Results 2`, … beside an
 * earlier one), a row a result with the pairs who played it and each board scored as the file's
 * `[Scoring]` says (matchpoints Neuberg-scaled to the most-played board, or IMPs) for both directions;
 * its pairs and names into `Pairs`; its ranking into `Ranking`, beside the file's own figures. Takes the
 * spreadsheet and lock as parameters, like the evening's server code.
 */

import { problem } from '../core/base/problem';
import { err } from '../core/base/result';
import {
  byBoard,
  comparePairs,
  formatAdjusted,
  formatContract,
  formatDeal,
  formatProblem,
  isPassedOut,
  isScoredResult,
  mostPlayed,
  numberedByDirection,
  type PbnSession,
  parsePbn,
  plural,
  type RankedPair,
  type Ranking,
  type Result,
  rankPairs,
  readPbnSession,
  type SessionResult,
  SIDE_NAMES,
  scoreTravellers,
  type TravellerEntry,
  type TravellerScore,
  toHundredths,
  tricksTaken,
} from '../core/index';
import type { Answer } from './evening/answer';
import { type LockLike, mark, type SpreadsheetLike, type Value, withLock, writeBlock } from './evening/sheet-api';
import { freshSheet, keptSentence } from './import-sheets';
import { pairKey, rankingCells } from './ranking-cells';

const RESULTS = 'Results';
const PAIRS = 'Pairs';
const RANKING = 'Ranking';

const COLUMNS: Value[] = [
  'Board',
  'Dealer',
  'Vulnerability',
  'N/S pair',
  'E/W pair',
  'Contract',
  'Declarer',
  'Tricks',
  'N/S score',
];
const MATCHPOINT_COLUMNS: Value[] = ['N/S MPs', 'E/W MPs', 'N/S %', 'E/W %'];
const IMP_COLUMNS: Value[] = ['N/S IMPs', 'E/W IMPs'];

/** The import dialog's answer: the sidebar's Answer, with nothing but its message to show. */
export type ImportAnswer = Answer<null>;

/** The file's session, or what is wrong with it: the core's problem, or a file of no games. */
function readSession(text: string): Result<PbnSession> {
  const games = parsePbn(text);
  if (!games.ok) return games;
  if (games.value.length === 0) return err(problem('no-games', 'the file has no games.'));
  return readPbnSession(games.value);
}

/** Why a row has no score, in its Note: the file's own word for it, quoted. */
function noteOf(result: SessionResult): string {
  if (result.adjusted !== undefined)
    return result.adjusted.kind === 'artificial'
      ? `An artificial score: ${formatAdjusted(result.adjusted)}.`
      : `An assigned score: ${formatAdjusted(result.adjusted)}.`;
  if (result.unscored?.toUpperCase() === 'PEN')
    return `"${result.unscored}": points the director gave outside any board, added to the pairs' totals in the ranking.`;
  if (result.unscored !== undefined)
    return /^bye$/i.test(result.unscored)
      ? `"${result.unscored}": a pair sat out, so there is no result.`
      : `The file gives "${result.unscored}" instead of a score: not scored here.`;
  if (result.fileScore !== undefined)
    return `The file's score was NS ${result.fileScore}; the rules give NS ${result.score}.`;
  return '';
}

/** A pair number as the sheet shows it: digits as a number, as Sheets would read them typed; else the text. */
const pairCell = (pair: string | undefined): Value =>
  pair === undefined ? '' : /^\d{1,9}$/.test(pair) ? Number(pair) : pair;

/** A result's row: who played, what, the N/S score, its figures (blank when the board is not scored) and its note. */
function rowOf(result: SessionResult, figures: readonly Value[]): Value[] {
  const contract = result.contract;
  const played = contract !== undefined && !isPassedOut(contract) ? contract : undefined;
  return [
    result.board ?? '',
    result.dealer ?? '',
    result.vulnerability ?? '',
    pairCell(result.ns),
    pairCell(result.ew),
    contract === undefined
      ? ''
      : isPassedOut(contract)
        ? 'Pass'
        : formatContract({ level: contract.level, strain: contract.strain, doubling: contract.doubling }),
    played?.declarer ?? '',
    played === undefined ? '' : (tricksTaken(played) ?? ''),
    // An artificial score in the N/S score cell, as a scorer types it (60/40): the functions read it so.
    result.score ?? (result.adjusted === undefined ? '' : formatAdjusted(result.adjusted)),
    ...figures,
    noteOf(result),
    result.deal === undefined ? '' : formatDeal(result.deal),
  ];
}

const figuresOf = (score: TravellerScore | undefined, width: number): Value[] => {
  if (score === undefined) return new Array<Value>(width).fill('');
  return score.scoring === 'matchpoints'
    ? [toHundredths(score.ns), toHundredths(score.ew), toHundredths(score.nsPercent), toHundredths(score.ewPercent)]
    : [toHundredths(score.ns), toHundredths(score.ew)];
};

/** What the file itself ranked a pair: its percentage, or its IMPs. */
function publishedOf(session: PbnSession, ranking: Ranking): ((pair: RankedPair) => number | undefined) | undefined {
  const recorded = new Map(session.pairs.map((pair) => [pair.pair, pair.recorded]));
  const of = (pair: RankedPair) =>
    ranking.scoring === 'matchpoints' ? recorded.get(pair.pair)?.percent : recorded.get(pair.pair)?.total;
  return session.pairs.some((pair) => of({ pair: pair.pair } as RankedPair) !== undefined) ? of : undefined;
}

/** How our ranking compares with the file's own, as a sentence; empty when the file ranks no one. */
function agreement(ranking: Ranking, published: ((pair: RankedPair) => number | undefined) | undefined): string {
  if (published === undefined) return '';
  const pairs = ranking.blocks.flatMap((block) => block.pairs).filter((pair) => published(pair) !== undefined);
  const ours = (pair: RankedPair) =>
    ranking.scoring === 'matchpoints' ? toHundredths(pair.percent ?? 0) : toHundredths(pair.total);
  const differing = pairs.filter((pair) => ours(pair) !== published(pair));
  const what = ranking.scoring === 'matchpoints' ? 'percentage' : 'IMPs';
  return differing.length === 0
    ? `Every pair's ${what} is the one the file gives (${plural(pairs.length, 'pair')}).`
    : `${plural(differing.length, 'pair')} of ${pairs.length} differ from the file's own ${what} (${differing
        .slice(0, 5)
        .map((pair) => pair.pair)
        .join(', ')}${differing.length > 5 ? ', …' : ''}): see the Ranking sheet.`;
}

/** Reads the file and writes its results, pairs and ranking, each to a new sheet (see freshSheet). */
export function importPbnResults(ss: SpreadsheetLike, lock: LockLike, text: string): ImportAnswer {
  const read = readSession(String(text ?? ''));
  if (!read.ok) return { ok: false, message: `Not imported: ${formatProblem(read.error)}` };
  const session = read.value;
  const rule = session.scoring ?? { scoring: 'matchpoints' as const };
  const results = session.results;

  // Every result with a board and a score (or an artificial one) is scored with its board's others,
  // pairs known or not.
  const compared = results.flatMap((result, i): (TravellerEntry & { readonly i: number })[] =>
    result.board === undefined
      ? []
      : result.score !== undefined
        ? [{ board: result.board, score: result.score, i }]
        : result.adjusted !== undefined
          ? [{ board: result.board, adjusted: result.adjusted, i }]
          : [],
  );
  const boards = byBoard(compared);
  const most = mostPlayed(boards);
  // With one result a board, there is nothing to compare: every row would read 0 of a top of 0, 50%.
  const scored = most > 1 ? scoreTravellers(compared, { ...rule, expected: most }) : [];
  const byRow = new Map<number, TravellerScore>();
  compared.forEach((entry, k) => {
    const score = scored[k];
    if (score !== undefined) byRow.set(entry.i, score);
  });
  const figureColumns = rule.scoring === 'matchpoints' ? MATCHPOINT_COLUMNS : IMP_COLUMNS;
  // The deal last, beside the note: kept so that what is published and written back carries it.
  const headers = [...COLUMNS, ...figureColumns, 'Note', 'Deal'];
  // A Pen row's points stand in its figure columns, where publishing the sheet finds them again.
  const penPoints = (result: SessionResult): Value[] | undefined => {
    if (result.unscored?.toUpperCase() !== 'PEN') return undefined;
    const { nsMp, ewMp, nsImps, ewImps } = result.recorded ?? {};
    const [ns, ew] = rule.scoring === 'matchpoints' ? [nsMp, ewMp] : [nsImps, ewImps];
    return [ns ?? '', ew ?? '', ...new Array<Value>(figureColumns.length - 2).fill('')];
  };
  const rows = results.map((result, i) =>
    rowOf(result, penPoints(result) ?? figuresOf(byRow.get(i), figureColumns.length)),
  );

  // The ranking, when the file says who played every result compared.
  const ranked = results.filter(isScoredResult);
  const byDirection = numberedByDirection(ranked);
  const ranking =
    most > 1 && ranked.length === compared.length
      ? rankPairs(ranked, { ...rule, byDirection, points: session.points ?? [] })
      : undefined;
  const names = new Map<string, string>();
  for (const pair of session.pairs) {
    if (pair.names === undefined) continue;
    names.set(pairKey(pair.pair, byDirection ? pair.direction : undefined), pair.names);
  }
  const pairRows: Value[][] = [...session.pairs]
    .sort((a, b) => comparePairs(a.pair, b.pair))
    .map((pair) => [
      pairCell(pair.pair),
      byDirection && pair.direction !== undefined ? SIDE_NAMES[pair.direction] : '',
      pair.names ?? '',
    ]);

  return withLock(lock, () => {
    const target = freshSheet(ss, RESULTS);
    const kept: string[][] = [];
    const written: string[] = [];
    let pairsName = '';
    if (pairRows.length > 0) {
      const pairs = freshSheet(ss, PAIRS);
      writeBlock(pairs.sheet, [[mark(pairs.name), '', ''], ['Pair', 'Direction', 'Names'], ...pairRows]);
      pairsName = pairs.name;
      written.push(`the pairs into "${pairs.name}"`);
      kept.push(pairs.kept);
    }
    // Beside the mark, the event and its date as the file names them and the sheet of its pairs' names,
    // for what is published from it.
    const about = [session.event ?? '', session.date ?? '', pairsName];
    writeBlock(target.sheet, [[mark(target.name), ...about, ...headers.slice(4).map(() => '')], headers, ...rows]);
    kept.unshift(target.kept);
    let ranked = '';
    if (ranking?.ok) {
      const published = publishedOf(session, ranking.value);
      const cells = rankingCells(ranking.value, {
        names,
        ...(published === undefined
          ? {}
          : { published: { header: rule.scoring === 'matchpoints' ? "File's %" : "File's IMPs", of: published } }),
      });
      const sheet = freshSheet(ss, RANKING);
      const width = cells[0]?.length ?? 1;
      writeBlock(sheet.sheet, [[mark(sheet.name), ...new Array<Value>(width - 1).fill('')], ...cells]);
      kept.push(sheet.kept);
      written.push(`the ranking into "${sheet.name}"`);
      ranked = agreement(ranking.value, published);
    }
    const unscored = results.filter((result) => result.score === undefined && result.adjusted === undefined).length;
    const artificial = results.filter((result) => result.adjusted !== undefined).length;
    const differing = session.results.filter((result) => result.fileScore !== undefined).length;
    const scoring =
      rule.scoring === 'matchpoints'
        ? 'matchpointed'
        : rule.scoring === 'butler'
          ? 'scored in Butler IMPs'
          : 'scored in cross-IMPs';
    return {
      ok: true,
      value: null,
      message: [
        most > 1
          ? `Imported ${plural(rows.length, 'record')} into "${target.name}"; ${plural(boards.size, 'board')} ${scoring}.`
          : `Imported ${plural(rows.length, 'record')} into "${target.name}". No board has two results to compare, so none is ${scoring}.`,
        written.length > 0 ? `Wrote ${written.join(' and ')}.` : '',
        ranked,
        ranking !== undefined && !ranking.ok ? `Not ranked: ${formatProblem(ranking.error)}.` : '',
        artificial > 0
          ? `${plural(artificial, 'adjusted score')} scored as the director gave ${artificial === 1 ? 'it' : 'them'}.`
          : '',
        unscored > 0 ? `${plural(unscored, 'record')} had no score.` : '',
        differing > 0 ? `${plural(differing, 'record')} gave a score the rules do not: see the Note column.` : '',
        keptSentence(kept),
      ]
        .filter((part) => part !== '')
        .join(' '),
    };
  });
}
