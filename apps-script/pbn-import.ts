/**
 * Importing a PBN file's session: its results into a new `Results` sheet (`Results 2`, … beside an
 * earlier one), a row a result with the pairs who played it and each board scored as the file's
 * `[Scoring]` says (matchpoints Neuberg-scaled to the most-played board, or IMPs) for both directions;
 * its pairs and names into `Pairs`; its ranking into `Ranking`, beside the file's own figures. Takes the
 * spreadsheet and lock as parameters, like the evening's server code.
 */

import { problem } from '../core/base/problem';
import { err, ok } from '../core/base/result';
import {
  averageUnplayed,
  byBoard,
  bytesOfBinary,
  comparePairs,
  creditSubstitutes,
  decodeFileText,
  firstOf,
  formatAdjusted,
  formatContract,
  formatDeal,
  isPassedOut,
  isScoredResult,
  mostPlayed,
  numberedByDirection,
  type PbnSession,
  parsePbn,
  type pbn,
  type RankedPair,
  type Ranking,
  type Result,
  type ResultsSource,
  rankPairs,
  readPbnSessions,
  recognisePbnSource,
  type SessionPair,
  type SessionResult,
  SIDE_NAMES,
  SOURCE_CONVENTIONS,
  scoreTravellers,
  type TravellerEntry,
  type TravellerScore,
  toHundredths,
  tricksTaken,
} from '../core/index';
import { say, sayAnd, sayPlaced } from './cells';
import type { SolveBudget } from './dd-tables';
import type { Answer } from './evening/answer';
import {
  cellName,
  type LockLike,
  mark,
  type SpreadsheetLike,
  type Value,
  withLock,
  writeBlock,
} from './evening/sheet-api';
import { deadline, parCells, parsOf, SOLVING_MS, TABLE_HEADER, vsParOf } from './import-pars';
import { freshSheet, IMPS_RANKED_LABEL, IMPS_RANKED_WORDS, keptSentence, SCORING_LABEL } from './import-sheets';
import { PLAYER_HEADERS } from './members/pair-players';
import { pairKey, rankingCells } from './ranking-cells';

const RESULTS = 'Results';
/**
 * A pair's two players and their numbers, in PLAYER_HEADERS' order: writeBlock writes every text as text,
 * so a number keeps its leading zeros (`0555002`).
 */
const playerCells = (pair: SessionPair): Value[] =>
  [0, 1].flatMap((k) => [pair.players?.[k] ?? '', pair.numbers?.[k] ?? '']);
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
// After the deal, so that no column a reader finds by its place moves; the deal's table last, as
// `[DoubleDummyTricks]` writes it, so that "Solve the remaining boards" and a later import solve it no more.
const PAR_COLUMNS: Value[] = ['Par', 'Vs par', 'IMPs vs par', TABLE_HEADER];
/** The import dialog's answer: the sidebar's Answer, with nothing but its message to show. */
export type ImportAnswer = Answer<null>;

/** The file's sessions (one an event) and its games, or what is wrong with it: the core's problem, or no games. */
function readSessions(
  text: string,
): Result<{ readonly sessions: readonly PbnSession[]; readonly games: readonly pbn.PbnGame[] }> {
  const games = parsePbn(text);
  if (!games.ok) return games;
  if (games.value.length === 0) return err(problem('no-games', 'the file has no games.'));
  const sessions = readPbnSessions(games.value);
  return sessions.ok ? ok({ sessions: sessions.value, games: games.value }) : sessions;
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
  if (result.unreadContract !== undefined)
    return `The file's contract "${result.unreadContract}" cannot be read: its score stands.`;
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
  // A Mitchell ranks N/S 2 and E/W 2 apart: the file's figures are keyed by direction too, or E/W 2's
  // would stand for N/S 2's.
  const byDirection = ranking.blocks.some((block) => block.pairs.some((pair) => pair.direction !== undefined));
  const recorded = new Map(
    session.pairs.map((pair) => [pairKey(pair.pair, byDirection ? pair.direction : undefined), pair.recorded]),
  );
  const figure = (key: string) =>
    ranking.scoring === 'matchpoints' ? recorded.get(key)?.percent : recorded.get(key)?.total;
  const of = (pair: RankedPair) => figure(pairKey(pair.pair, pair.direction));
  return [...recorded.keys()].some((key) => figure(key) !== undefined) ? of : undefined;
}

/** How our ranking compares with the file's own, as a sentence; empty when the file ranks no one. */
function agreement(ranking: Ranking, published: ((pair: RankedPair) => number | undefined) | undefined): string {
  if (published === undefined) return '';
  const pairs = ranking.blocks.flatMap((block) => block.pairs).filter((pair) => published(pair) !== undefined);
  const ours = (pair: RankedPair) =>
    ranking.scoring === 'matchpoints' ? toHundredths(pair.percent ?? 0) : toHundredths(pair.total);
  const differing = pairs.filter((pair) => ours(pair) !== published(pair));
  const what = ranking.scoring === 'matchpoints' ? 'percentage' : 'IMPs';
  const named = firstOf(
    differing.map((pair) => pair.pair),
    5,
  );
  return differing.length === 0
    ? say('import.agrees', { what, count: pairs.length })
    : say('import.differs', { what, count: differing.length, total: pairs.length, pairs: named });
}

/**
 * Reads the file and writes each event's results, pairs and ranking, each to a new sheet (see
 * freshSheet); a file of several events is imported as that many sessions, each said, never scored
 * together.
 */
export function importPbnResults(
  ss: SpreadsheetLike,
  lock: LockLike,
  text: string,
  budget: SolveBudget = { stop: deadline(SOLVING_MS) },
): ImportAnswer {
  const read = readSessions(String(text ?? ''));
  if (!read.ok) return { ok: false, message: say('pbn.failed', { error: sayPlaced(read.error) }) };
  const { sessions, games } = read.value;
  const source = recognisePbnSource(String(text), games);
  // Everything worked out (and solved) before the lock is taken: the lock is held only to write.
  const writers = sessions.map((session) => prepareSession(session, games, source, budget));
  return withLock(lock, () => {
    const said = writers.map((write) => write(ss));
    const several = sessions.length > 1;
    const message = several
      ? [
          say('import.events', { count: sessions.length }),
          ...said.map((words, k) => `${eventName(sessions[k] as PbnSession)}: ${words}`),
        ]
      : said;
    return { ok: true, value: null, message: message.join(' ') };
  });
}

/** An event as the answer names it: its name, date and section as the file gives them. */
const eventName = (session: PbnSession): string =>
  `"${[session.event, session.date, session.section].filter((part) => part !== undefined && part !== '').join(', ')}"`;

/**
 * One session's sheets worked out, and the writing of them (under the caller's lock) returning its
 * sentences: a PBN file's, or a USEBIO file's read to the same session shape, whose club and event
 * `details` go in row 1 beside the mark, labelled cells as an evening keeps them.
 */
export function prepareSession(
  read: PbnSession,
  games: readonly pbn.PbnGame[],
  source: ResultsSource,
  budget: SolveBudget,
  details: readonly Value[] = [],
): (ss: SpreadsheetLike) => string {
  // Shaped as the source's event was: BBO's substitutes credited to the pair, its unplayed boards averaged.
  const convention = SOURCE_CONVENTIONS[source];
  const averaged = convention.unplayed === 'average' ? averageUnplayed(read) : read;
  const session = source === 'bbo' ? creditSubstitutes(averaged) : averaged;
  const ranks = { neuberg: convention.neuberg, percentOf: convention.percentOf, imps: convention.imps };
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
  const scored = most > 1 ? scoreTravellers(compared, { ...rule, expected: most, neuberg: ranks.neuberg }) : [];
  const byRow = new Map<number, TravellerScore>();
  compared.forEach((entry, k) => {
    const score = scored[k];
    if (score !== undefined) byRow.set(entry.i, score);
  });
  const figureColumns = rule.scoring === 'matchpoints' ? MATCHPOINT_COLUMNS : IMP_COLUMNS;
  const { pars, unsolved, refused, tables } = parsOf(results, games, budget);
  const withPar = results.some((result) => result.deal !== undefined) || pars.some((par) => par !== undefined);
  // The deal beside the note: kept so that what is published and written back carries it.
  // The opening lead last, when the file gives one (USEBIO's LEAD): kept so a file written back carries it.
  const withLead = results.some((result) => result.lead !== undefined);
  const headers = [
    ...COLUMNS,
    ...figureColumns,
    'Note',
    'Deal',
    ...(withPar ? PAR_COLUMNS : []),
    ...(withLead ? ['Lead'] : []),
  ];
  // A Pen row's points stand in its figure columns, where publishing the sheet finds them again.
  const penPoints = (result: SessionResult): Value[] | undefined => {
    if (result.unscored?.toUpperCase() !== 'PEN') return undefined;
    const { nsMp, ewMp, nsImps, ewImps } = result.recorded ?? {};
    const [ns, ew] = rule.scoring === 'matchpoints' ? [nsMp, ewMp] : [nsImps, ewImps];
    return [ns ?? '', ew ?? '', ...new Array<Value>(figureColumns.length - 2).fill('')];
  };
  const rows = results.map((result, i) => [
    ...rowOf(result, penPoints(result) ?? figuresOf(byRow.get(i), figureColumns.length)),
    ...(withPar ? [...parCells(result.score, pars[i], refused.get(i)), tables[i] ?? ''] : []),
    ...(withLead ? [result.lead ?? ''] : []),
  ]);

  // The ranking, when the file says who played every result compared.
  const ranked = results.filter(isScoredResult);
  const byDirection = numberedByDirection(ranked);
  const ranking =
    most > 1 && ranked.length === compared.length
      ? rankPairs(ranked, {
          ...rule,
          ...ranks,
          byDirection,
          points: session.points ?? [],
        })
      : undefined;
  const names = new Map<string, string>();
  for (const pair of session.pairs) {
    if (pair.names === undefined) continue;
    names.set(pairKey(pair.pair, byDirection ? pair.direction : undefined), pair.names);
  }
  // The players and their numbers beside the names, when the file numbers them (USEBIO): numbers as text.
  const numbered = session.pairs.some((pair) => pair.numbers !== undefined);
  const pairRows: Value[][] = [...session.pairs]
    .sort((a, b) => comparePairs(a.pair, b.pair))
    .map((pair) => [
      pairCell(pair.pair),
      byDirection && pair.direction !== undefined ? SIDE_NAMES[pair.direction] : '',
      pair.names ?? '',
      ...(numbered ? playerCells(pair) : []),
    ]);

  return (ss) => {
    const target = freshSheet(ss, RESULTS);
    // Cells longer than Sheets holds, cut to fit: named in the answer.
    const cut: string[] = [];
    const kept: string[][] = [];
    const written: string[] = [];
    let pairsName = '';
    if (pairRows.length > 0) {
      const pairs = freshSheet(ss, PAIRS);
      for (const cell of writeBlock(pairs.sheet, [
        [mark(pairs.name), '', '', ...(numbered ? PLAYER_HEADERS.map(() => '') : [])],
        ['Pair', 'Direction', 'Names', ...(numbered ? PLAYER_HEADERS : [])],
        ...pairRows,
      ]))
        cut.push(`${pairs.name}!${cellName(cell)}`);
      pairsName = pairs.name;
      written.push(say('import.pairsInto', { sheet: pairs.name }));
      kept.push(pairs.kept);
    }
    // Beside the mark, the event and its date as the file names them and the sheet of its pairs' names,
    // for what is published from it; an IMP session's scoring (the file's [Scoring], which the IMPs
    // columns do not tell) and how its pairs are ranked, as publishing reads them back.
    const about = [
      session.event ?? '',
      session.date ?? '',
      pairsName,
      // The file's own text, which reads back to the same rule (an IMP rule comes only from a [Scoring]).
      ...(rule.scoring === 'matchpoints' || session.scoring === undefined
        ? []
        : [`${SCORING_LABEL} ${session.scoring.text}`, `${IMPS_RANKED_LABEL} ${IMPS_RANKED_WORDS[ranks.imps]}`]),
      // What else the file says of its event, labelled as an evening's row 1 (a USEBIO file's club).
      ...details,
    ];
    for (const cell of writeBlock(target.sheet, [
      [mark(target.name), ...about, ...new Array<Value>(Math.max(headers.length - 1 - about.length, 0)).fill('')],
      headers,
      ...rows,
    ]))
      cut.push(`${target.name}!${cellName(cell)}`);
    kept.unshift(target.kept);
    let ranked = '';
    if (ranking?.ok) {
      const published = publishedOf(session, ranking.value);
      const vsPar = vsParOf(results, pars, byDirection);
      const cells = rankingCells(ranking.value, {
        names,
        ...(vsPar.size === 0 ? {} : { vsPar: (pair) => vsPar.get(pairKey(pair.pair, pair.direction)) }),
        ...(published === undefined
          ? {}
          : { published: { header: rule.scoring === 'matchpoints' ? "File's %" : "File's IMPs", of: published } }),
      });
      const sheet = freshSheet(ss, RANKING);
      const width = cells[0]?.length ?? 1;
      writeBlock(sheet.sheet, [[mark(sheet.name), ...new Array<Value>(width - 1).fill('')], ...cells]);
      kept.push(sheet.kept);
      written.push(say('import.rankingInto', { sheet: sheet.name }));
      ranked = agreement(ranking.value, published);
    }
    // Points given outside a board's scoring (a Pen row) are not a record without a score.
    const unscored = results.filter(
      (result) =>
        result.score === undefined && result.adjusted === undefined && result.unscored?.toUpperCase() !== 'PEN',
    ).length;
    const artificial = results.filter((result) => result.adjusted !== undefined).length;
    const differing = session.results.filter((result) => result.fileScore !== undefined).length;
    const substitutes = averaged.pairs.length - session.pairs.length;
    const imported = { records: rows.length, sheet: target.name, boards: boards.size, scoring: rule.scoring };
    const boardsUnsolved = firstOf(unsolved.map(String), 10);
    return [
      say(most > 1 ? 'import.done' : 'import.noCompare', imported),
      written.length > 0 ? say('status.wrote', { sheets: sayAnd(written) }) : '',
      ranked,
      ranking?.ok ? say('import.convention', { source }) : '',
      substitutes > 0 ? say('import.substitutes', { count: substitutes }) : '',
      ranking !== undefined && !ranking.ok ? say('import.notRanked', { problem: sayPlaced(ranking.error) }) : '',
      artificial > 0 ? say('import.adjusted', { count: artificial }) : '',
      unscored > 0 ? say('import.unscored', { count: unscored }) : '',
      differing > 0 ? say('import.differing', { count: differing }) : '',
      unsolved.length > 0 ? say('import.noPar', { count: unsolved.length, boards: boardsUnsolved }) : '',
      unsolved.length > 0 ? say('import.solveRest', { menu: say('menu.solveRest') }) : '',
      cut.length > 0 ? say('import.cut', { count: cut.length, cells: firstOf(cut, 5) }) : '',
      keptSentence(kept),
    ]
      .filter((part) => part !== '')
      .join(' ');
  };
}

/**
 * The import dialog's file: its bytes one character a byte (as the page reads them), decoded line by line
 * (UTF-8, else Windows-1252, core/base/file-text.ts) and imported by `importText` (the dialog's reader of
 * either kind of file, usebio-import.ts; PBN by default); the answer names the lines read as
 * Windows-1252, so that a garbled name can be traced to its line.
 */
export function importPbnBytes(
  ss: SpreadsheetLike,
  lock: LockLike,
  binary: string,
  budget: SolveBudget = { stop: deadline(SOLVING_MS) },
  importText: typeof importPbnResults = importPbnResults,
): ImportAnswer {
  const { text, windows1252Lines: lines } = decodeFileText(bytesOfBinary(String(binary ?? '')));
  const answer = importText(ss, lock, text, budget);
  if (lines.length === 0) return answer;
  const named = firstOf(lines.map(String), 10);
  return {
    ...answer,
    message: `${answer.message} ${say('import.windows1252', { count: lines.length, lines: named })}`,
  };
}
