/**
 * A pairs session written as a club program writes one: a game a board, its traveller in a
 * `[ScoreTable]` with each result's figures for both directions, and the ranking with the names in a
 * `[TotalScoreTable]` in the first game. `readPbnSession` reads it back to the same results and pairs.
 */
import { type Adjusted, formatAdjusted } from '../../hand/adjusted.js';
import { boardDealer, boardVulnerability } from '../../hand/board.js';
import { formatContract, isPassedOut, resultToTricks } from '../../hand/contract.js';
import { formatDeal } from '../card.js';
import type { PbnSession, RecordedScore, SessionPair, SessionResult } from './session.js';
import type { PbnGame, PbnTag, SectionLine } from './text.js';

// A line break typed into a name (Alt+Enter) has no place in a PBN entry or tag: a space stands for it.
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const quoted = (text: string): string => `"${oneLine(text).replace(/[\\"]/g, '\\$&')}"`;
// An entry written bare when it reads back as itself (a pair number, 4S), quoted when it holds a space or
// anything a section treats apart, or is `-`, which would read as none.
const BARE = /^[^\s"\\;{}[\]%-][^\s"\\;{}[\]]*$/;
const entry = (value: string | number | undefined): string =>
  value === undefined || value === ''
    ? '-'
    : typeof value === 'number'
      ? String(value)
      : BARE.test(oneLine(value))
        ? oneLine(value)
        : quoted(value);
const figure = (value: number | undefined): string =>
  value === undefined ? '-' : String(Math.round(value * 100) / 100);

/** A table tag: its columns, and its rows a line each. */
function table(name: string, columns: readonly string[], rows: readonly (readonly string[])[]): PbnTag {
  const section = rows.flat();
  const starts: SectionLine[] = rows.map((_, i) => ({ start: i * columns.length, line: 0 }));
  return { name, value: columns.join(';'), section, rows: starts };
}

const tag = (name: string, value: string): PbnTag => ({ name, value: oneLine(value), section: [] });

/** An artificial score as each side's average word where it is one (A+ A= A-), as club programs write it. */
const AVERAGE_WORDS: { readonly [percent: number]: string } = { 60: 'A+', 50: 'A=', 40: 'A-' };

function scoreEntries(result: SessionResult): [string, string] {
  const adjusted: Adjusted | undefined = result.adjusted;
  if (adjusted !== undefined) {
    const [ns, ew] =
      adjusted.kind === 'artificial'
        ? [AVERAGE_WORDS[adjusted.ns], AVERAGE_WORDS[adjusted.ew]]
        : [undefined, undefined];
    return ns !== undefined && ew !== undefined ? [quoted(ns), quoted(ew)] : [quoted(formatAdjusted(adjusted)), '-'];
  }
  if (result.unscored !== undefined) return [quoted(result.unscored), quoted(result.unscored)];
  const score = result.score;
  if (score === undefined) return ['-', '-'];
  return score >= 0 ? [quoted(String(score)), '-'] : ['-', quoted(String(0 - score))];
}

function contractEntries(result: SessionResult): [string, string, string] {
  const contract = result.contract;
  if (contract === undefined) return ['-', '-', '-'];
  if (isPassedOut(contract)) return ['Pass', '-', '-'];
  const text = formatContract({ level: contract.level, strain: contract.strain, doubling: contract.doubling });
  const tricks = contract.result === undefined ? '-' : String(resultToTricks(contract.level, contract.result));
  return [text, contract.declarer ?? '-', tricks];
}

const MATCHPOINT_COLUMNS = ['MP_NS', 'MP_EW', 'Percentage_NS', 'Percentage_EW'] as const;
const IMP_COLUMNS = ['IMP_NS', 'IMP_EW'] as const;

function recordedEntries(recorded: RecordedScore | undefined, imps: boolean): string[] {
  return imps
    ? [figure(recorded?.nsImps), figure(recorded?.ewImps)]
    : [figure(recorded?.nsMp), figure(recorded?.ewMp), figure(recorded?.nsPercent), figure(recorded?.ewPercent)];
}

function rankingTable(pairs: readonly SessionPair[], imps: boolean): PbnTag {
  const columns = ['Rank\\3R', 'PairId\\3R', 'Direction\\5R', imps ? 'TotalScoreIMP\\6R' : 'TotalScoreMP\\6R'];
  if (!imps) columns.push('TotalPercentage\\6R');
  columns.push('Names\\40L', 'NrBoards\\2R');
  const rows = pairs.map((pair) => [
    entry(pair.recorded?.rank === undefined ? undefined : Number.parseInt(pair.recorded.rank, 10)),
    entry(pair.pair),
    entry(pair.direction === undefined ? undefined : pair.direction === 'NS' ? 'N-S' : 'E-W'),
    figure(pair.recorded?.total),
    ...(imps ? [] : [figure(pair.recorded?.percent)]),
    entry(pair.names),
    entry(pair.recorded?.boards),
  ]);
  return table('TotalScoreTable', columns, rows);
}

/**
 * The session as PBN games, one a board in the order the boards first appear: each with its dealer and
 * vulnerability (by its number when the results do not say), the `[Scoring]` and its traveller; the
 * first with the ranking (`pairs` in the order given, their `recorded` figures as the ranking's).
 */
export function sessionToPbn(session: PbnSession): PbnGame[] {
  const imps = session.scoring !== undefined && session.scoring.scoring !== 'matchpoints';
  const scoring =
    session.scoring?.text ??
    (session.scoring?.scoring === 'butler'
      ? 'IMP;Butler'
      : session.scoring?.scoring === 'cross-imps'
        ? 'IMP;Cross'
        : 'MatchPoints');
  const boards = new Map<number, SessionResult[]>();
  for (const result of session.results) {
    if (result.board === undefined) continue;
    const held = boards.get(result.board);
    if (held === undefined) boards.set(result.board, [result]);
    else held.push(result);
  }
  const columns = [
    'PairId_NS\\3R',
    'PairId_EW\\3R',
    'Contract\\5L',
    'Declarer\\1R',
    'Result\\2R',
    'Score_NS\\6R',
    'Score_EW\\6R',
    ...(imps ? IMP_COLUMNS : MATCHPOINT_COLUMNS),
  ];
  const games: PbnGame[] = [];
  for (const [board, results] of boards) {
    const first = results[0] as SessionResult;
    const tags: PbnTag[] = [];
    if (session.event !== undefined) tags.push(tag('Event', session.event));
    // The roster's order: Event, Site, Date.
    if (session.site !== undefined) tags.push(tag('Site', session.site));
    if (session.date !== undefined) tags.push(tag('Date', session.date));
    tags.push(
      tag('Board', String(board)),
      tag('Dealer', first.dealer ?? boardDealer(board)),
      tag('Vulnerable', first.vulnerability ?? boardVulnerability(board)),
      ...(first.deal === undefined ? [] : [tag('Deal', formatDeal(first.deal))]),
      tag('Scoring', scoring),
      tag('Competition', 'Pairs'),
    );
    if (games.length === 0 && session.pairs.length > 0) tags.push(rankingTable(session.pairs, imps));
    const rows = results.map((result) => [
      entry(result.ns),
      entry(result.ew),
      ...contractEntries(result),
      ...scoreEntries(result),
      ...recordedEntries(result.recorded, imps),
    ]);
    tags.push(table('ScoreTable', columns, rows));
    games.push({ tags, line: 0 });
  }
  return games;
}
