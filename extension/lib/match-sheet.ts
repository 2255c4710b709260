/**
 * The popup's four-board team match sheet (docs/rules.md, IMPs and team matches), apart from its view:
 * its typed cells turned into the core's `scoreMatch` input, and the line that sums the match up. What
 * storage holds is read in storage.ts (`openMatchSheet`), which sets aside a sheet it cannot read.
 */
import {
  err,
  type MatchBoard,
  type MatchBoardResult,
  type MatchResult,
  ok,
  parseTableResult,
  plural,
  type Result,
  scoreMatch,
  victoryPoints,
} from '../../core/index';
import type { MatchSheet } from '../storage';
import { signedCount } from './quick-score';

/** Boards 1–4 of the cycle: the default match for eight players at two tables. */
export const SHEET_BOARDS = 4;

export type SheetTable = keyof MatchSheet;
export const SHEET_TABLES: readonly SheetTable[] = ['table1', 'table2'];

/** The sheet with one cell changed. */
export const withCell = (sheet: MatchSheet, table: SheetTable, index: number, text: string): MatchSheet => ({
  ...sheet,
  [table]: sheet[table].map((cell, i) => (i === index ? text : cell)),
});

/**
 * One board's two cells as the core's `scoreMatch` input, or what is wrong with them, each table's
 * problem named; undefined while a cell is blank.
 */
export function matchBoard(board: number, cells: readonly [string, string]): Result<MatchBoard, string> | undefined {
  if (cells.some((cell) => cell.trim() === '')) return undefined;
  const [table1, table2] = cells.map(parseTableResult) as [
    ReturnType<typeof parseTableResult>,
    ReturnType<typeof parseTableResult>,
  ];
  if (table1.ok && table2.ok) return ok({ board, table1: table1.value, table2: table2.value });
  const problems = [table1, table2].flatMap((t, n) => (t.ok ? [] : [`Table ${n + 1}: ${t.error.message}`]));
  return err(problems.join('; '));
}

export interface SheetRow {
  readonly board: number;
  readonly result?: MatchBoardResult;
  readonly problem?: string;
}

export interface SheetScore {
  /** One row a board, with its result, its problem, or neither while a cell is blank. */
  readonly rows: readonly SheetRow[];
  /** The match over the boards that scored; null before the first. */
  readonly match: MatchResult | null;
}

/** Scores the typed sheet: each board on its own (so one bad cell spoils only its row), then the match. */
export function scoreSheet(sheet: MatchSheet): SheetScore {
  const rows: SheetRow[] = [];
  const complete: MatchBoard[] = [];
  for (let i = 0; i < SHEET_BOARDS; i++) {
    const board = i + 1;
    const entry = matchBoard(board, [sheet.table1[i] ?? '', sheet.table2[i] ?? '']);
    if (entry === undefined) rows.push({ board });
    else if (!entry.ok) rows.push({ board, problem: entry.error });
    else {
      const scored = scoreMatch([entry.value]);
      if (!scored.ok) rows.push({ board, problem: `Table ${scored.error.table}: ${scored.error.message}` });
      else {
        rows.push({ board, result: scored.value.boards[0] as MatchBoardResult });
        complete.push(entry.value);
      }
    }
  }
  // Every board in `complete` scored on its own, so together they score too.
  const match = scoreMatch(complete);
  return { rows, match: match.ok && complete.length > 0 ? match.value : null };
}

/** The VPs of the side with this margin, then its opponents'. */
export const vpPair = (imps: number, boards: number): [number, number] => [
  victoryPoints(imps, boards),
  victoryPoints(-imps, boards),
];

/**
 * `Total +6 IMPs to team A over 4 boards. Team A wins.`, and once every board is in, both teams' Victory
 * Points for a match of that length (extra information: the match is won on IMPs).
 */
export function sheetSummary(score: SheetScore): string {
  const { match } = score;
  if (match === null) return 'No board scored yet.';
  const played = match.boards.length;
  const winner = match.winner === 'draw' ? 'A draw' : `Team ${match.winner} wins`;
  const total = `Total ${signedCount(match.total, 'IMP')} to team A over ${plural(played, 'board')}. ${winner}.`;
  if (played < SHEET_BOARDS) return total;
  const [a, b] = vpPair(match.total, played).map((vp) => vp.toFixed(2));
  return `${total} Victory Points: team A ${a}, team B ${b}.`;
}
