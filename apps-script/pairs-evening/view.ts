/**
 * The pairs evening as the sidebar shows it: every round's tables with their boards and entries, who sits
 * out, what is still to come, and the ranking of the results in so far. It reads, and never writes.
 */
import {
  boardDealer,
  boardsOfSets,
  boardVulnerability,
  formatPair,
  type PairRef,
  type PairsResult,
  parseAdjusted,
  rankPairs,
  roundsOf,
  type Seat,
  toHundredths,
} from '../../core/index';
import { say, sayPair } from '../cells';
import type { SpreadsheetLike, Value } from '../evening/sheet-api';
import { movementName } from '../movement-cells';
import {
  aboutLine,
  documentProperties,
  type EveningAbout,
  eveningTitle,
  readAboutParts,
  rememberedClub,
  withRemembered,
} from './about';
import { entryOf } from './entry';
import { type BoardRow, boardKey, type PairsEvening } from './evening';
import { pairText } from './layout';
import { type TableProgress, tablesProgress } from './progress';

/** A board's entry as the sidebar shows it and sends back: declarer, contract with result, N/S score. */
export interface PairsEntry {
  /** N, E, S or W; '' for an adjusted score or a board passed out. */
  readonly declarer: string;
  readonly contract: string;
  /** The N/S score, or the adjusted score as written (`60/40`). */
  readonly ns: number | string;
}

export interface BoardView {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerable: string;
  readonly entered: PairsEntry | null;
  /** Why the entry does not stand (its score typed over in the sheet): the board is still to come. */
  readonly problem?: string;
}

export interface PairsTableView {
  readonly table: number;
  /** The pairs as the movement names them (`N/S 3`), sent back with an entry to be checked. */
  readonly pairs: { readonly ns: string; readonly ew: string };
  /** `N/S 3 · Ann & Bob`. */
  readonly ns: string;
  readonly ew: string;
  readonly boards: readonly BoardView[];
}

export interface PairsRoundView {
  readonly round: number;
  readonly tables: readonly PairsTableView[];
  readonly sitOut: readonly string[];
  /** Boards of the round not entered yet. */
  readonly toCome: number;
}

export interface RankingLine {
  readonly place: string;
  readonly pair: string;
  readonly names: string;
  /** The percentage to two decimals. */
  readonly percent: number;
}

export interface PairsView {
  readonly stage: 'pairs';
  /**
   * The evening's name and place as set up, the club's remembered details in the cells an older evening
   * lacks (its form starts from them); null for an evening set up before they were kept.
   */
  readonly about: EveningAbout | null;
  /** `Tuesday Pairs · A`, or the words for an untitled evening; and `2026-12-03 · Exeter BC` beneath. */
  readonly heading: string;
  readonly headingLine: string;
  /** `Mitchell, 14 pairs at 7 tables · 7 rounds of 3 boards`. */
  readonly title: string;
  readonly rounds: readonly PairsRoundView[];
  /** The first round with a board still to come (the last when all are in). */
  readonly current: number;
  readonly entered: number;
  readonly total: number;
  /** The ranking so far, a block a direction in a Mitchell. */
  readonly ranking: readonly { readonly heading: string; readonly lines: readonly RankingLine[] }[];
  /** The pairs that could still leave, as the sidebar names them (`E/W 3`). */
  readonly playing: readonly string[];
  /** Whether a late pair could take the phantom's seat. */
  readonly lateSeat: boolean;
  /** Each table's progress: the round it plays, its boards in, whether it is behind (from its phone or the sidebar). */
  readonly tables: readonly TableProgress[];
}

/** The names of the Pairs sheet (Pair, Direction, Names; or Pair, Names), by pair as the movement names it. */
export function namesOf(ss: SpreadsheetLike): Map<string, string> {
  const names = new Map<string, string>();
  const sheet = ss.getSheetByName('Pairs');
  if (sheet === null) return names;
  const rows = sheet.getDataRange().getValues();
  const text = (value: Value | undefined) => String(value ?? '').trim();
  const header = rows.findIndex((row) => row.some((c) => text(c).toLowerCase() === 'pair'));
  if (header < 0) return names;
  const at = (name: string) => (rows[header] ?? []).findIndex((c) => text(c).toLowerCase() === name);
  const [pair, direction, named] = [at('pair'), at('direction'), at('names')];
  if (pair < 0 || named < 0) return names;
  for (const row of rows.slice(header + 1)) {
    const number = Number(text(row[pair]));
    if (!Number.isInteger(number) || number < 1) continue;
    const side =
      direction < 0
        ? ''
        : text(row[direction])
            .toUpperCase()
            .replace(/[^NSEW]/g, '');
    const key = side === 'NS' || side === 'EW' ? formatPair({ number, direction: side }) : String(number);
    names.set(key, text(row[named]));
  }
  return names;
}

/** A pair as the sidebar shows it, lettered in the notation, its names found by the key the Pairs sheet is read by. */
export const pairLabel = (pair: PairRef, names: ReadonlyMap<string, string>): string => {
  const name = names.get(formatPair(pair)) ?? '';
  return `${sayPair(pair)}${name === '' ? '' : ` · ${name}`}`;
};

/** The results entered, as the core ranks them: adjusted scores as such, the rest as N/S scores. */
function resultsOf(rows: readonly BoardRow[], oneField: boolean): PairsResult[] {
  const results: PairsResult[] = [];
  for (const row of rows) {
    const entry = entryOf(row);
    if (entry === null) continue;
    const [ns, ew] = [String(pairText(row.ns, oneField)), String(pairText(row.ew, oneField))];
    if (typeof entry.ns === 'number') results.push({ board: row.board, ns, ew, score: entry.ns });
    else {
      const adjusted = parseAdjusted(entry.ns);
      if (adjusted.ok) results.push({ board: row.board, ns, ew, adjusted: adjusted.value });
    }
  }
  return results;
}

/**
 * A board at one table as the sidebar and the table pages show it: its dealer and vulnerability, and the
 * entry its row holds (none while the row is still to come).
 */
export function boardView(evening: PairsEvening, board: number, row: BoardRow | undefined): BoardView {
  const problem = row === undefined ? undefined : evening.flagged.get(row.sheetRow);
  return {
    board,
    dealer: boardDealer(board),
    vulnerable: boardVulnerability(board),
    entered: row === undefined ? null : entryOf(row),
    ...(problem === undefined ? {} : { problem }),
  };
}

/** The view of an evening: every round, the progress, the ranking so far. */
export function pairsView(evening: PairsEvening, ss: SpreadsheetLike): PairsView {
  const { movement, rows, oneField } = evening;
  const names = namesOf(ss);
  const byKey = new Map(rows.map((row) => [boardKey(row.round, row.table, row.board), row]));
  const rounds = roundsOf(movement).map((round): PairsRoundView => {
    const tables = round.tables.map((t) => ({
      table: t.table,
      pairs: { ns: formatPair(t.ns), ew: formatPair(t.ew) },
      ns: pairLabel(t.ns, names),
      ew: pairLabel(t.ew, names),
      boards: boardsOfSets(movement, t.sets).map((board: number) =>
        boardView(evening, board, byKey.get(boardKey(round.round, t.table, board))),
      ),
    }));
    const toCome = tables.reduce((n, t) => n + t.boards.filter((b) => b.entered === null || b.problem).length, 0);
    return { round: round.round, tables, sitOut: round.sitOut.map((s) => pairLabel(s.pair, names)), toCome };
  });
  const stands = rows.filter((row) => entryOf(row) !== null && !evening.flagged.has(row.sheetRow));
  const entered = stands.length;
  const current = rounds.find((r) => r.toCome > 0)?.round ?? movement.rounds;
  const results = resultsOf(stands, oneField);
  const byDirection = movement.kind !== 'howell' && !oneField;
  const ranked = results.length === 0 ? undefined : rankPairs(results, { byDirection });
  const ranking =
    ranked?.ok === true
      ? ranked.value.blocks.map((block) => ({
          heading: say(
            block.direction === undefined ? 'page.ranking' : block.direction === 'NS' ? 'head.ns' : 'head.ew',
          ),
          lines: block.pairs.map((p) => {
            const ref: PairRef =
              p.direction === undefined
                ? { number: Number(p.pair) }
                : { number: Number(p.pair), direction: p.direction };
            const named = oneField || Number.isNaN(ref.number);
            const key = named ? p.pair : formatPair(ref);
            const pair = named ? p.pair : sayPair(ref);
            return { place: p.place, pair, names: names.get(key) ?? '', percent: toHundredths(p.percent ?? 0) };
          }),
        }))
      : [];
  const playing = movement.seatings
    .flatMap((s) => [s.ns, s.ew])
    .filter((p, i, all) => all.findIndex((q) => formatPair(q) === formatPair(p)) === i)
    .filter((p) => !movement.absent.some((a) => formatPair(a.pair) === formatPair(p) && a.to === movement.rounds))
    .map(formatPair);
  const lateSeat = movement.phantom !== undefined && !movement.changes.some((c) => c.change === 'arrives');
  const read = readAboutParts(evening.firstRow);
  // The document properties are read only for an evening that lacks some of the cells.
  const about =
    read === undefined
      ? null
      : read.absent.length === 0
        ? read.about
        : withRemembered(read, rememberedClub(documentProperties()));
  return {
    stage: 'pairs',
    about,
    heading: eveningTitle(evening.about),
    headingLine: aboutLine(evening.about),
    title: say('view.pairsTitle', {
      movement: movementName(movement.kind),
      pairs: movement.pairs,
      tables: movement.tables,
      rounds: movement.rounds,
      boards: movement.boardsPerRound,
    }),
    rounds,
    current,
    entered,
    total: rows.length,
    ranking,
    playing,
    lateSeat,
    tables: tablesProgress(evening),
  };
}
