/**
 * The custom functions of a pairs session's traveller sheet: every row's matchpoints for both
 * directions in one call, and the session's ranking in one call. Thin adapters: the columns read into
 * the core's results, scored and ranked by the core, and spilled back as cells.
 */
import {
  numberedByDirection,
  type PairsResult,
  type Ranking,
  rankPairs,
  scoreTravellers,
  type TravellerEntry,
  toHundredths,
} from '../../core/index';
import {
  type Arg,
  isBlank,
  isProblem,
  listen,
  type Output,
  type Problem,
  sayProblem,
  thrown,
  unquoted,
} from '../cells';
import { rankingCells, sheetRankingWords, unreadNote } from '../ranking-cells';
import { type NameRows, namesByKey, readNameRows } from './pair-names';
import { readChoice, readScale, readScoring, readYesNo } from './ranking-options';
import { atRow, columnsOf, readBoardCell, readResults, readScore, type Unread } from './traveller-columns';

const rounded = (value: number): number => toHundredths(value);

/**
 * Scores every row of a traveller sheet in one call: each N/S score against the other scores of its own
 * board (the board number beside it), 2 for each beaten and 1 for each tie (or 1 and ½ with scale 1),
 * and a board played fewer times than the most-played board scaled up to it by Neuberg, so that every
 * board has the same top. Fills 4 cells a row: N/S matchpoints, E/W matchpoints, N/S %, E/W %, each to
 * two decimals; keep the 3 columns to its right and the rows below empty. A blank row stays blank; a
 * score that is neither a number nor an adjusted score spoils its own board, whose rows say so, and no
 * other. Adjusted scores go in the score cell: 60/40 (N/S first), Avg+ (60/40), Avg, Avg-, Avg+/Avg+,
 * scored apart while the rest of the board is factored up by Neuberg; an assigned score is a number; a
 * split one N/S 420, E/W -450 (each side in its own view); a weighted one 50% 620 + 50% 420. A fouled
 * board's groups are marked after its number (7a, 7b): each group is scored apart, factored to the board.
 * Examples: =BOARDMATCHPOINTS({1; 1; 1}, {620; 420; 170}) gives 4, 0, 100, 0, 2, 2, 50, 50, 0, 4, 0, 100;
 * =BOARDMATCHPOINTS(A2:A, H2:H) for a sheet with the boards in column A and the N/S scores in H.
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} boards The board number of each row: a column (or range) beside ns_scores, the same size.
 * @param {number} ns_scores The N/S score of each row: a column the same size as boards.
 * @param {number} scale Optional: 2 (2 a win, 1 a tie; the default when blank) or 1 (1 and ½).
 * @return N/S MPs, E/W MPs, N/S %, E/W %: 4 cells a row, one row for each row of boards.
 * @customfunction
 */
export function BOARDMATCHPOINTS(boards: Arg, ns_scores: Arg, scale?: Arg): Output {
  listen();
  const unit = readScale(scale);
  const [boardCells = [], scoreCells = []] = columnsOf([
    ['boards', boards],
    ['ns_scores', ns_scores],
  ]);
  // Each row: its board and score, or its own problem; a bad score spoils its board's rows.
  const entries: (TravellerEntry & { row: number })[] = [];
  const rows: (Problem | number | undefined)[] = boardCells.map((boardCell, i) => {
    const scoreCell = scoreCells[i];
    if (isBlank(scoreCell)) return undefined;
    const board = isBlank(boardCell)
      ? unquoted('rank-needs-board', 'no board number on this row: its board says which scores it is compared with')
      : readBoardCell(boardCell);
    if (isProblem(board)) return atRow(board, i + 1);
    const score = readScore(scoreCell);
    if (isProblem(score)) return atRow(score, i + 1);
    entries.push({ ...board, ...score, row: i });
    return entries.length - 1;
  });
  const spoiled = new Map<number, Problem>();
  boardCells.forEach((boardCell, i) => {
    const found = rows[i];
    if (!isProblem(found) || found.code === 'rank-needs-board' || isBlank(boardCell)) return;
    const board = readBoardCell(boardCell);
    if (!isProblem(board) && !spoiled.has(board.board)) spoiled.set(board.board, found);
  });
  const kept = entries.filter((entry) => !spoiled.has(entry.board));
  const scored = scoreTravellers(kept, { scale: unit });
  const byEntry = new Map(kept.map((entry, k) => [entry, scored[k]]));
  const blank = ['', '', '', ''];
  const out = rows.map((found): (string | number)[] => {
    if (found === undefined) return blank;
    if (isProblem(found)) return [sayProblem(found), '', '', ''];
    const entry = entries[found] as (typeof entries)[number];
    const spoiler = spoiled.get(entry.board);
    if (spoiler !== undefined)
      return [`board ${entry.board} is not scored until its ${sayProblem(spoiler)}`, '', '', ''];
    const score = byEntry.get(entry);
    if (score?.scoring !== 'matchpoints') return blank;
    return [rounded(score.ns), rounded(score.ew), rounded(score.nsPercent), rounded(score.ewPercent)];
  });
  return out;
}

/**
 * Past this many results set aside for their seating, the session is not one a pair number mistyped
 * here and there explains (a Mitchell read as one field, say): the core's refusal is given instead, and
 * each round of setting aside, which checks the whole session's seating again, stays bounded.
 */
const MOST_SET_ASIDE = 50;

/**
 * Ranks the results that can be ranked: results whose seating the core refuses (a pair against itself,
 * a pair twice on a board) are set aside, each conflicting row, and the rest ranked, so that one
 * mistyped pair number never blanks the ranking. Undefined when nothing is left to rank.
 */
function rankReadable(
  results: readonly PairsResult[],
  rows: readonly number[],
  options: Parameters<typeof rankPairs>[1],
  unread: Unread[],
): Ranking | undefined {
  let kept = results.map((result, i) => ({ result, row: rows[i] as number }));
  for (let setAside = 0; ; ) {
    const ranking = rankPairs(
      kept.map((entry) => entry.result),
      options,
    );
    if (ranking.ok) return ranking.value;
    const { entry, earlier } = ranking.error.params ?? {};
    if (ranking.error.code === 'no-results' && unread.length > 0) return undefined;
    if (typeof entry !== 'number' || setAside >= MOST_SET_ASIDE) {
      const at = typeof entry === 'number' ? kept[entry]?.row : undefined;
      throw thrown(at === undefined ? ranking.error : atRow(ranking.error, at));
    }
    const conflicting = new Set(typeof earlier === 'number' ? [entry, earlier] : [entry]);
    for (const i of conflicting) {
      const row = (kept[i] as (typeof kept)[number]).row;
      unread.push({ row, problem: atRow(ranking.error, row) });
    }
    setAside += conflicting.size;
    kept = kept.filter((_, i) => !conflicting.has(i));
  }
}

/**
 * Whether a session is ranked by direction when by_direction is blank: as its names say, when they give
 * any pair its direction (N/S or E/W beside a number: a Mitchell's) or give none (a Howell's, where a
 * pair number on both sides of a board is a slip to note, not a sign); without names, by the core's
 * rule, a pair number on both sides of the same board, which a Mitchell shows from its first round.
 */
function byDirectionOf(names: NameRows, results: readonly PairsResult[]): boolean {
  if (names.rows.some((row) => row.direction !== undefined)) return true;
  return names.rows.length === 0 && numberedByDirection(results);
}

/**
 * Ranks a pairs session from its traveller sheet, in one call: the board, N/S pair, E/W pair and N/S
 * score columns, a row a result (rows without a score are skipped: results not in yet). Matchpoints by
 * default: fills a header row Place | Pair | MPs | Max | % (and Names with a names range), then a row a
 * pair, best first; MPs on the 2-a-pair-beaten scale, Neuberg for a board played fewer times than the
 * most-played one, Max the tops of the boards the pair played, % from 0 to 100 to two decimals. Place is
 * text: equal percentages share it (3=). IMPs ("IMP": cross-IMPs, each result against every other on
 * its board, averaged; "Butler": against the datum, a 5 going to the even ten) fill Place | Pair | IMPs |
 * Boards | IMPs a board, ranked by IMPs (by IMPs a board when pairs played different numbers of
 * boards); "IMP total" and "Butler total" rank by total IMPs however many boards each pair played, as an
 * IMP-pairs event ranks. Pair numbers are taken as written: a Mitchell, where N/S 3 and E/W 3 are two pairs, is
 * ranked in two blocks, N/S then E/W, each with its own header, when by_direction is TRUE, or when it is
 * blank and the names give directions (N/S, E/W) or, without names, a pair number sits on both sides of
 * a board; FALSE ranks one field. Adjusted scores and fouled
 * boards are read as BOARDMATCHPOINTS reads them; a pair written Phantom is not ranked, its opponents
 * scored by the row's artificial score, or not at all when it is blank (a sit-out). A row it cannot read
 * (a score but no board or pair, a score that is none, a pair typed twice on a board) never blanks the
 * ranking: the others are ranked, and a note after the last pair says how many were not read and on
 * which rows. Given the contracts beside the scores (as the results template gives them), a row with a
 * contract but no score is noted too, never taken for a result not in yet: a value typed into a score
 * column that a formula fills blocks the formula, and every other score of the column vanishes. Keep
 * the cells to its right and below empty.
 * Examples: =PAIRRANKING({1; 1}, {1; 3}, {2; 4}, {420; 170}) gives "Place", "Pair", "MPs", "Max", "%", "1=", "1",
 * 2, 2, 100, "1=", "4", 2, 2, 100, "3=", "2", 0, 2, 0, "3=", "3", 0, 2, 0 (one board: N/S 1 made 420 against
 * E/W 2, N/S 3 made 170 against E/W 4);
 * =PAIRRANKING(A2:A, C2:C, D2:D, H2:H, U2:W) with the names of a Pairs range (pair, direction, names); =PAIRRANKING(A2:A, C2:C, D2:D, H2:H, , TRUE) for a Mitchell; =PAIRRANKING(A2:A, C2:C, D2:D, H2:H, , , "Butler").
 * Where decimals are written with a comma, Sheets wants ; between arguments (and \ between the columns of {…}).
 *
 * @param {number} boards The board number of each row: a column (or range), the same size as the others.
 * @param {number} ns_pairs The N/S pair of each row: a column of pair numbers (or names), the same size.
 * @param {number} ew_pairs The E/W pair of each row: a column of pair numbers (or names), the same size.
 * @param {number} ns_scores The N/S score of each row: a column the same size; a blank score skips its row.
 * @param {string} names Optional: a range of the pairs' names, 2 columns (pair, names) or 3 (pair, direction N/S or E/W, names).
 * @param {boolean|string} by_direction Optional: rank N/S and E/W apart (a Mitchell), TRUE/FALSE, YES/NO, Y/N or 1/0; blank follows the names' directions, or without names the pair numbers.
 * @param {string} scoring Optional: "MP" (matchpoints, the default when blank), "IMP" or "IMP total" (cross-IMPs), "Butler" or "Butler total" (by total IMPs).
 * @param {boolean|string} session_if_higher Optional: a side given average plus gets its percentage on its other boards when higher (Law 12C2), TRUE/FALSE, YES/NO, Y/N or 1/0; blank is no.
 * @param {string} contracts Optional: the contract of each row, a column the same size, where the scores are worked out from it (the results template's): a row with a contract but no score is noted as not read, never taken for a result not in yet.
 * @return The ranking: a header row and a row a pair, 5 cells wide (6 with names); two blocks by direction; a note row when a result is not read.
 * @customfunction
 */
export function PAIRRANKING(
  boards: Arg,
  ns_pairs: Arg,
  ew_pairs: Arg,
  ns_scores: Arg,
  names?: Arg,
  by_direction?: Arg,
  scoring?: Arg,
  session_if_higher?: Arg,
  contracts?: Arg,
): Output {
  listen();
  const asked = readChoice(by_direction, 'by_direction');
  const ifHigher = readYesNo(session_if_higher, 'session_if_higher');
  const { method, byTotal } = readScoring(scoring);
  const nameRows = readNameRows(names);
  const { results, rows, unread } = readResults(boards, ns_pairs, ew_pairs, ns_scores, contracts);
  const byDirection = asked ?? byDirectionOf(nameRows, results);
  const named = namesByKey(nameRows, byDirection);
  const options: Parameters<typeof rankPairs>[1] = {
    scoring: method,
    imps: byTotal ? 'total' : 'per-board-when-unequal',
    byDirection,
    sessionIfHigher: ifHigher,
  };
  const ranking = rankReadable(results, rows, options, unread);
  const cells = ranking === undefined ? [] : rankingCells(ranking, { names: named, words: sheetRankingWords() });
  if (unread.length === 0) return cells;
  const width = cells[0]?.length ?? 1;
  return [...cells, [unreadNote(unread), ...new Array<string>(width - 1).fill('')]];
}
