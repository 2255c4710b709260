/**
 * A PBN file as a pairs session: every result with the pairs who played it, the pairs with their names,
 * and how the file says it is scored. Club programs write a board once with its traveller in a
 * `[ScoreTable]` and the ranking in a `[TotalScoreTable]`; BBO-style files write a game a result, who
 * sat where in the `[North]`…`[West]` tags. Both read to the same session.
 */
import { parseDecimal } from '../../base/decimal.js';
import { pairId, partnershipId } from '../../base/identity.js';
import { type Problem, problem } from '../../base/problem.js';
import { err, ok, type Result } from '../../base/result.js';
import { isSeat, SIDE_WORDS, type Side, type Vulnerability } from '../../base/vocabulary.js';
import { type Adjusted, parseAdjusted } from '../../hand/adjusted.js';
import { type Contract, isPassedOut, PASSED_OUT } from '../../hand/contract.js';
import { parseHandRow } from '../../hand/row.js';
import { scoreTable } from '../../hand/score.js';
import type { Deal } from '../card.js';
import { type PbnBoard, readPbnBoard } from './board.js';
import { type PairsScoringRule, parsePbnScoring } from './scoring.js';
import { type PbnTable, type PbnTableRow, readPbnTable } from './table.js';
import { at, type PbnGame, type PbnTag, pbnTag } from './text.js';

/** What the file itself says a result earned, kept to compare with ours. */
export interface RecordedScore {
  readonly nsMp?: number;
  readonly ewMp?: number;
  readonly nsPercent?: number;
  readonly ewPercent?: number;
  readonly nsImps?: number;
  readonly ewImps?: number;
}

/** One result of the session: a board at one table. */
export interface SessionResult {
  /** Absent only for a record that gives no board number (a game a result). */
  readonly board?: number;
  /** A fouled board's group (`a`, `b`), scored apart: a sheet marks it, a PBN file has no place for it. */
  readonly group?: string;
  readonly dealer?: PbnBoard['dealer'];
  readonly vulnerability?: Vulnerability;
  /** Pair numbers as the file writes them; absent for a side that sat out. */
  readonly ns?: string;
  readonly ew?: string;
  /** The board's cards, when the file deals them: kept for what is published and written back. */
  readonly deal?: Deal;
  /** With declarer and result when the file gives them; passed out for `Pass`. */
  readonly contract?: Contract;
  /**
   * The N/S score: the rules' score of a complete contract, else the file's own. Absent for a result the
   * file gives no score, and for an adjusted one.
   */
  readonly score?: number;
  /** The file's own N/S score when it differs from the rules' (the rules' is the one used). */
  readonly fileScore?: number;
  /** An artificial score the file gives in words (`A+` `A-`: 60 % to N/S, 40 % to E/W), scored as such. */
  readonly adjusted?: Adjusted;
  /** What the file writes instead of a score it does not score: `Bye` (a sit-out), `Pen`, or a word unknown. */
  readonly unscored?: string;
  readonly recorded?: RecordedScore;
  /** A contract the file writes that no rule reads (`42`), kept as written: the file's own score stands. */
  readonly unreadContract?: string;
  /** The opening lead as the file writes it, rank then suit (`KD`), when it gives one (USEBIO's LEAD). */
  readonly lead?: string;
  /** The line of the result in the file, for messages. */
  readonly line: number;
}

/** A pair of the session: its number, its direction in a Mitchell, its names, and what the file ranked it. */
export interface SessionPair {
  readonly pair: string;
  /** The direction the file gives the pair (a Howell's pairs change direction: it is then where they started). */
  readonly direction?: Side;
  readonly names?: string;
  /** The two players of a pair known only by them (a file without pair numbers), as the file names them. */
  readonly players?: readonly string[];
  /** Each player's national number, beside `players` ('' for one not known), as a USEBIO file gives them. */
  readonly numbers?: readonly string[];
  readonly recorded?: {
    readonly rank?: string;
    readonly total?: number;
    readonly percent?: number;
    readonly boards?: number;
  };
}

/** A PBN file read as a pairs session. */
export interface PbnSession {
  readonly event?: string;
  readonly date?: string;
  /** Where it was played, as `[Site]` names it: the club. */
  readonly site?: string;
  /** The `[Section]` of a file that holds several events, when it tells them apart. */
  readonly section?: string;
  /** The file's `[Scoring]` as the session is scored; absent when the file has none (matchpoints, then). */
  readonly scoring?: PairsScoringRule & { readonly text: string };
  readonly results: readonly SessionResult[];
  readonly pairs: readonly SessionPair[];
  /**
   * Points the director gave a pair outside any board: a traveller's `Pen` row (a procedural penalty, or
   * a redress), in the file's matchpoints or IMPs. A pair's direction is the one it sat on that row.
   */
  readonly points?: readonly { readonly pair: string; readonly direction: Side; readonly points: number }[];
}

type Failure = { readonly ok: false; readonly error: Problem };

/** Each side's average words in a traveller's score columns (Ruter's and Magic Contest's), as percentages. */
const SIDE_AVERAGES: { readonly [word: string]: number } = { 'A+': 60, 'A=': 50, A: 50, 'A-': 40 };

const tagOf = (game: PbnGame, name: string): PbnTag | undefined => game.tags.find((tag) => tag.name === name);

/** A table entry that is a number (`420`, `-13.1`), or undefined for none or a word (`A+`). */
const numberIn = (text: string | undefined): number | undefined =>
  text === undefined ? undefined : parseDecimal(text);

/** A problem in a table's row: the row's line and column, the entry quoted. */
const entryProblem = (row: PbnTableRow, tag: string, column: string, found: Problem): Failure =>
  err({
    ...found,
    code: 'pbn-table-entry',
    cause: found.code,
    reason: `${found.reason} ${at(row.line ?? 0, tag)}`,
    params: { ...found.params, part: found.reason, column, line: row.line ?? 0, tag },
  });

/** A contract of a traveller's row: Contract, Declarer and Result (the tricks taken), or none for `-`. */
function rowContract(row: PbnTableRow, tag: string): Result<Contract | undefined> | Failure {
  const { Contract: text, Declarer: declarer, Result: tricks } = row.entries;
  if (text === undefined) return ok(undefined);
  if (/^pass(ed)?$/i.test(text)) return ok(PASSED_OUT);
  const read = parseHandRow(
    {
      contract: text,
      ...(tricks === undefined ? {} : { result: tricks }),
      declarer: isSeat(declarer ?? '') ? declarer : undefined,
    },
    { resultIs: 'tricks' },
  );
  if (!read.ok) return entryProblem(row, tag, read.error.where.field === 'result' ? 'Result' : 'Contract', read.error);
  return ok(read.value.hand);
}

/** The N/S score of a result: the rules' for a complete contract, else the file's; the file's kept when they differ. */
function scored(
  contract: Contract | undefined,
  vulnerability: Vulnerability | undefined,
  file: number | undefined,
): { score?: number; fileScore?: number } {
  if (contract !== undefined && vulnerability !== undefined) {
    const rules = scoreTable(contract, vulnerability);
    if (rules.ok) {
      const ns = rules.value.ns;
      return file === undefined || file === ns ? { score: ns } : { score: ns, fileScore: file };
    }
  }
  return file === undefined ? {} : { score: file };
}

const recordedOf = (entries: PbnTableRow['entries']): RecordedScore | undefined => {
  const recorded: { -readonly [K in keyof RecordedScore]: number } = {};
  const keep = (key: keyof RecordedScore, column: string) => {
    const value = numberIn(entries[column]);
    if (value !== undefined) recorded[key] = value;
  };
  keep('nsMp', 'MP_NS');
  keep('ewMp', 'MP_EW');
  keep('nsPercent', 'Percentage_NS');
  keep('ewPercent', 'Percentage_EW');
  keep('nsImps', 'IMP_NS');
  keep('ewImps', 'IMP_EW');
  return Object.keys(recorded).length === 0 ? undefined : recorded;
};

/** The results of one board's traveller. */
function travellerResults(board: PbnBoard, game: PbnGame, tag: PbnTag, table: PbnTable): Result<SessionResult[]> {
  if (board.board === undefined)
    return err(
      problem(
        'pbn-traveller-board',
        `a [${tag.name}] needs the [Board] it is the traveller of ${at(tag.line ?? game.line, tag.name)}`,
        {
          params: { line: tag.line ?? game.line, tag: tag.name },
        },
      ),
    );
  const results: SessionResult[] = [];
  for (const row of table.rows) {
    const contract = rowContract(row, tag.name);
    if (!contract.ok) return contract;
    const { Score_NS: nsText, Score_EW: ewText } = row.entries;
    const [ns, ew] = [row.entries.PairId_NS, row.entries.PairId_EW].map((id) => (id === undefined ? id : pairId(id)));
    const nsNumber = numberIn(nsText);
    const ewNumber = numberIn(ewText);
    // A score is written on the side that earned it, the other side's entry `-`; a word in either is an adjustment.
    const file = nsNumber ?? (ewNumber === undefined ? undefined : 0 - ewNumber);
    const word = nsNumber === undefined && nsText !== undefined ? nsText : ewNumber === undefined ? ewText : undefined;
    // Each side's average word (A+, A=, A-), as Ruter and Magic Contest write an artificial score.
    const nsAverage = nsText === undefined ? undefined : SIDE_AVERAGES[nsText.toUpperCase()];
    const ewAverage = ewText === undefined ? undefined : SIDE_AVERAGES[ewText.toUpperCase()];
    // Or an adjusted score as our own files write one: in the N/S column, as a scorer types it.
    const written =
      file === undefined && nsText !== undefined && ewText === undefined ? parseAdjusted(nsText) : undefined;
    const adjusted: Adjusted | undefined =
      file === undefined && nsAverage !== undefined && ewAverage !== undefined
        ? { kind: 'artificial', ns: nsAverage, ew: ewAverage }
        : written?.ok
          ? written.value
          : undefined;
    const recorded = recordedOf(row.entries);
    results.push({
      board: board.board,
      ...(board.dealer === undefined ? {} : { dealer: board.dealer }),
      ...(board.vulnerability === undefined ? {} : { vulnerability: board.vulnerability }),
      ...(board.deal === undefined ? {} : { deal: board.deal }),
      ...(ns === undefined ? {} : { ns }),
      ...(ew === undefined ? {} : { ew }),
      ...(contract.value === undefined ? {} : { contract: contract.value }),
      ...(adjusted !== undefined
        ? { adjusted }
        : word !== undefined && file === undefined
          ? { unscored: word }
          : scored(contract.value, board.vulnerability, file)),
      ...(recorded === undefined ? {} : { recorded }),
      line: row.line ?? tag.line ?? game.line,
    });
  }
  return ok(results);
}

/** Who sat in a side's two seats, as one name: `Ann - Bob`, or one name when both tags say the same. */
const namesOf = (game: PbnGame, first: string, second: string): string | undefined => {
  const names = [pbnTag(game, first), pbnTag(game, second)].map((name) => name?.trim() ?? '').filter((n) => n !== '');
  if (names.length === 0) return undefined;
  return names[0] === names[1] ? names[0] : names.join(' - ');
};

/** The pairs of a `[TotalScoreTable]`: number, direction, names and what the file ranked each. */
function totalPairs(table: PbnTable): SessionPair[] {
  return table.rows.flatMap((row): SessionPair[] => {
    const { PairId: written, Direction: direction, Names: names, Rank: rank } = row.entries;
    if (written === undefined) return [];
    const pair = pairId(written);
    const side = direction === undefined ? undefined : SIDE_WORDS[direction.toUpperCase()];
    const total = numberIn(row.entries.TotalScoreMP ?? row.entries.TotalScoreIMP);
    const percent = numberIn(row.entries.TotalPercentage);
    const boards = numberIn(row.entries.NrBoards);
    const recorded = {
      ...(rank === undefined ? {} : { rank }),
      ...(total === undefined ? {} : { total }),
      ...(percent === undefined ? {} : { percent }),
      ...(boards === undefined ? {} : { boards }),
    };
    return [
      {
        pair,
        ...(side === undefined ? {} : { direction: side }),
        ...(names === undefined ? {} : { names }),
        ...(Object.keys(recorded).length === 0 ? {} : { recorded }),
      },
    ];
  });
}

/**
 * Reads a PBN file's games as a pairs session. A game with a `[ScoreTable]` gives a result a row of it;
 * a game without one is one result, its pairs known by the names in its seat tags (numbered in the order
 * they first appear, so the same partnership is the same pair). The pairs come from the
 * `[TotalScoreTable]` when there is one, else from the results. Never throws: a malformed tag, table or
 * entry is refused with its line, as readPbnBoard refuses one.
 */
export function readPbnSession(games: readonly PbnGame[]): Result<PbnSession> {
  const results: SessionResult[] = [];
  // Names a traveller gives beside its pairs (Names_NS, Names_EW), by direction and number.
  const travellerNames = new Map<string, string>();
  let pairs: SessionPair[] | undefined;
  let scoringText: string | undefined;
  // Partnerships of a file without pair numbers: their names, numbered as they first appear.
  const byNames = new Map<string, SessionPair>();
  // A partnership is its two players, in any case and either seat: `Cheryl O` and `cheryl o` are one.
  const numbered = (game: PbnGame, first: string, second: string): string | undefined => {
    const names = namesOf(game, first, second);
    if (names === undefined) return undefined;
    // JFR's pages, and PbnTools' files made from them, name both players of pair 7 "Para-7".
    const number = /^Para-(\d{1,9})$/i.exec(names)?.[1];
    if (number !== undefined) return String(Number(number));
    const players = [pbnTag(game, first)?.trim() ?? '', pbnTag(game, second)?.trim() ?? ''];
    const key = partnershipId(players[0] as string, players[1] as string);
    let pair = byNames.get(key);
    if (pair === undefined) {
      pair = { pair: String(byNames.size + 1), names, players };
      byNames.set(key, pair);
    }
    return pair.pair;
  };
  const points: { pair: string; direction: Side; points: number }[] = [];
  for (const game of games) {
    const board = readPbnBoard(game);
    if (!board.ok) return board;
    const scoring = pbnTag(game, 'Scoring')?.trim();
    if (scoringText === undefined && scoring !== undefined && scoring !== '') scoringText = scoring;
    const total = tagOf(game, 'TotalScoreTable');
    if (total !== undefined && pairs === undefined) {
      const table = readPbnTable(total);
      if (!table.ok) return table;
      pairs = totalPairs(table.value);
    }
    const traveller = tagOf(game, 'ScoreTable');
    if (traveller !== undefined) {
      const table = readPbnTable(traveller);
      if (!table.ok) return table;
      const read = travellerResults(board.value, game, traveller, table.value);
      if (!read.ok) return read;
      for (const row of table.value.rows) {
        const { PairId_NS: ns, PairId_EW: ew, Names_NS: nsNames, Names_EW: ewNames } = row.entries;
        if (ns !== undefined && nsNames !== undefined) travellerNames.set(`NS ${pairId(ns)}`, nsNames);
        if (ew !== undefined && ewNames !== undefined) travellerNames.set(`EW ${pairId(ew)}`, ewNames);
      }
      for (const result of read.value) {
        // A penalty row is no result: its matchpoints (or IMPs) go to its pairs' totals.
        if (result.unscored?.toUpperCase() === 'PEN') {
          const { nsMp, ewMp, nsImps, ewImps } = result.recorded ?? {};
          for (const [direction, pair, given] of [
            ['NS', result.ns, nsMp ?? nsImps],
            ['EW', result.ew, ewMp ?? ewImps],
          ] as const)
            if (pair !== undefined && given !== undefined && given !== 0)
              points.push({ pair, direction, points: given });
        }
        results.push(result);
      }
      continue;
    }
    // A game without a traveller is one record, kept even when nothing was played on it.
    const { board: number, contract } = board.value;
    const ns = numbered(game, 'North', 'South');
    const ew = numbered(game, 'East', 'West');
    results.push({
      ...(number === undefined ? {} : { board: number }),
      ...(board.value.dealer === undefined ? {} : { dealer: board.value.dealer }),
      ...(board.value.vulnerability === undefined ? {} : { vulnerability: board.value.vulnerability }),
      ...(board.value.deal === undefined ? {} : { deal: board.value.deal }),
      ...(ns === undefined ? {} : { ns }),
      ...(ew === undefined ? {} : { ew }),
      ...(contract === undefined ? {} : { contract }),
      ...scored(contract, board.value.vulnerability, board.value.score),
      line: game.line,
    });
  }
  let scoring: PbnSession['scoring'];
  if (scoringText !== undefined) {
    const read = parsePbnScoring(scoringText);
    if (!read.ok) return read;
    scoring = { ...read.value, text: scoringText };
  }
  const event = games.map((game) => pbnTag(game, 'Event')).find((value) => value !== undefined && value !== '');
  const date = games.map((game) => pbnTag(game, 'Date')).find((value) => value !== undefined && value !== '');
  return ok({
    ...(event === undefined ? {} : { event }),
    ...(date === undefined ? {} : { date }),
    ...(scoring === undefined ? {} : { scoring }),
    results,
    ...(points.length === 0 ? {} : { points }),
    pairs: pairs ?? (byNames.size > 0 ? [...byNames.values()] : travellerPairs(results, travellerNames)),
  });
}

/**
 * Whether the travellers number N/S and E/W apart, as a Mitchell's do: some number sits both N/S and E/W
 * on one board (against itself, or at two tables). Then N/S 3 and E/W 3 are two pairs.
 */
function numberedApart(results: readonly SessionResult[]): boolean {
  const seen = new Map<string, Side>();
  for (const result of results) {
    if (result.ns !== undefined && result.ns === result.ew) return true;
    for (const [side, pair] of [
      ['NS', result.ns],
      ['EW', result.ew],
    ] as const) {
      if (pair === undefined) continue;
      const key = `${result.board} ${pair}`;
      const earlier = seen.get(key);
      if (earlier !== undefined && earlier !== side) return true;
      seen.set(key, side);
    }
  }
  return false;
}

/**
 * The pairs of a file whose travellers number them but which has no [TotalScoreTable], in the order
 * they first sit: a Mitchell's by direction; otherwise each number once, with its direction when it only
 * ever sits one way; with its names when a traveller gives them (Names_NS, Names_EW).
 */
function travellerPairs(results: readonly SessionResult[], names: ReadonlyMap<string, string>): SessionPair[] {
  const apart = numberedApart(results);
  const sides = new Map<string, { pair: string; sides: Set<Side> }>();
  for (const result of results)
    for (const [side, pair] of [
      ['NS', result.ns],
      ['EW', result.ew],
    ] as const) {
      if (pair === undefined) continue;
      const key = apart ? `${side} ${pair}` : pair;
      const seen = sides.get(key) ?? { pair, sides: new Set<Side>() };
      seen.sides.add(side);
      sides.set(key, seen);
    }
  return [...sides.values()].map(({ pair, sides: seen }) => {
    const side = seen.size === 1 ? [...seen][0] : undefined;
    const named =
      side === undefined ? (names.get(`NS ${pair}`) ?? names.get(`EW ${pair}`)) : names.get(`${side} ${pair}`);
    return {
      pair,
      ...(side === undefined ? {} : { direction: side }),
      ...(named === undefined ? {} : { names: named }),
    };
  });
}

/** Whether a result is scored: its board and both pairs known, and a score or an artificial score (not a sit-out). */
export const isScoredResult = (
  result: SessionResult,
): result is SessionResult & { readonly board: number; readonly ns: string; readonly ew: string } =>
  result.board !== undefined &&
  result.ns !== undefined &&
  result.ew !== undefined &&
  (result.score !== undefined || result.adjusted !== undefined);

/** Whether the contract of a result is a board passed out. */
export const passedOut = (result: SessionResult): boolean =>
  result.contract !== undefined && isPassedOut(result.contract);
