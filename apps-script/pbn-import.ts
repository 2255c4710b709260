/**
 * Importing a PBN file's results into a new `Results` sheet (`Results 2`, … beside an earlier one): one
 * row a record, with the N/S score and the matchpoints of each board among the file's results for it
 * (Neuberg-adjusted when a board has fewer results than the most-played board, so every board has the
 * same top). Takes the spreadsheet and lock
 * as parameters, like the evening's server code.
 */

import { problem } from '../core/base/problem';
import {
  err,
  formatContract,
  formatProblem,
  isPassedOut,
  matchpoints,
  ok,
  type PbnBoard,
  parsePbn,
  plural,
  type Result,
  readPbnBoard,
  scoreTable,
  tricksTaken,
} from '../core/index';
import type { Answer } from './evening/answer';
import {
  holdsAnything,
  type LockLike,
  mark,
  type SheetLike,
  type SpreadsheetLike,
  type Value,
  withLock,
  writeBlock,
} from './evening/sheet-api';

const RESULTS = 'Results';
const HEADERS: Value[] = [
  'Board',
  'Dealer',
  'Vulnerability',
  'Contract',
  'Declarer',
  'Tricks',
  'N/S score',
  'Matchpoints N/S',
  '% N/S',
  'Note',
];

/** The import dialog's answer: the sidebar's Answer, with nothing but its message to show. */
export type ImportAnswer = Answer<null>;

/**
 * The N/S score of a record: from its contract and result when complete, else its [Score] tag; and a
 * note when the file's own score differs from the rules' (the rules' is used, the file's is kept).
 */
function nsScore(board: PbnBoard): { readonly score?: number; readonly note: string } {
  if (board.contract !== undefined && board.vulnerability !== undefined) {
    const scored = scoreTable(board.contract, board.vulnerability);
    if (scored.ok) {
      const ns = scored.value.ns;
      const note =
        board.score === undefined || board.score === ns
          ? ''
          : `The file's score was NS ${board.score}; the rules give NS ${ns}.`;
      return { score: ns, note };
    }
  }
  return board.score === undefined ? { note: '' } : { score: board.score, note: '' };
}

/**
 * The sheet an import writes: `Results` when there is none or it holds nothing (no value, and no formula,
 * not even one that shows nothing yet), else the first of `Results 2`, `Results 3`, … that is. An import
 * never clears a sheet, not even its own earlier one: a scorer adds pair names and notes to it, and a
 * second file is more often another session than a correction. The names passed over are returned, to
 * say in the answer that they are left as they are.
 */
function freshSheet(ss: SpreadsheetLike): { name: string; sheet: SheetLike; kept: string[] } {
  const kept: string[] = [];
  for (let n = 1; ; n++) {
    const name = n === 1 ? RESULTS : `${RESULTS} ${n}`;
    const existing = ss.getSheetByName(name);
    if (existing === null) return { name, sheet: ss.insertSheet(name), kept };
    // An earlier import is known by its mark in A1, one cell read however big it is.
    const marked = String(existing.getRange(1, 1, 1, 1).getValues()[0]?.[0] ?? '') === mark(name);
    if (!marked && !holdsAnything(existing)) return { name, sheet: existing, kept };
    kept.push(name);
  }
}

/** That the sheets passed over are untouched, as the answer's last sentence. */
function keptSentence(kept: readonly string[]): string {
  if (kept.length === 0) return '';
  const names =
    kept.length === 1
      ? `"${kept[0]}" is`
      : kept.length === 2
        ? `"${kept[0]}" and "${kept[1]}" are`
        : `"${kept[0]}" to "${kept.at(-1)}" are`;
  return `${names} left as ${kept.length === 1 ? 'it is' : 'they are'}: an import never replaces a sheet.`;
}

/** The file's records, or what is wrong with it: the core's problem with a game, or a file of none. */
function readBoards(text: string): Result<PbnBoard[]> {
  const games = parsePbn(text);
  if (!games.ok) return games;
  const boards: PbnBoard[] = [];
  for (const game of games.value) {
    const board = readPbnBoard(game);
    if (!board.ok) return board;
    boards.push(board.value);
  }
  return boards.length === 0 ? err(problem('no-games', 'the file has no games.')) : ok(boards);
}

/** Reads the file, scores every record and writes them to a new Results sheet (see freshSheet). */
export function importPbnResults(ss: SpreadsheetLike, lock: LockLike, text: string): ImportAnswer {
  const read = readBoards(String(text ?? ''));
  if (!read.ok) return { ok: false, message: `Not imported: ${formatProblem(read.error)}` };
  const boards = read.value;

  const scored = boards.map(nsScore);
  const scores = scored.map((s) => s.score);
  // Matchpoints compare the results of the same board number within the file.
  const mp: (number | '')[] = boards.map(() => '');
  const percent: (number | '')[] = boards.map(() => '');
  const byBoard = new Map<number, number[]>();
  boards.forEach((board, i) => {
    if (board.board === undefined || scores[i] === undefined) return;
    const indexes = byBoard.get(board.board);
    if (indexes === undefined) byBoard.set(board.board, [i]);
    else indexes.push(i);
  });
  // A loop, not Math.max(...): a file of 130,000 boards would overflow the arguments a call can take.
  let most = 0;
  for (const indexes of byBoard.values()) most = Math.max(most, indexes.length);
  // With one result a board, there is nothing to compare: every row would read 0 of a top of 0, 50%.
  const compared = most > 1 ? byBoard.values() : [];
  for (const indexes of compared) {
    const points = matchpoints(
      indexes.map((i) => scores[i] as number),
      { expected: most },
    );
    indexes.forEach((row, k) => {
      mp[row] = Math.round((points[k]?.ns ?? 0) * 100) / 100;
      percent[row] = Math.round((points[k]?.nsPercent ?? 0) * 100) / 100;
    });
  }
  const rows: Value[][] = boards.map((board, i) => {
    const contract = board.contract;
    const played = contract !== undefined && !isPassedOut(contract) ? contract : undefined;
    return [
      board.board ?? '',
      board.dealer ?? '',
      board.vulnerability ?? '',
      contract === undefined
        ? ''
        : isPassedOut(contract)
          ? 'Pass'
          : formatContract({ level: contract.level, strain: contract.strain, doubling: contract.doubling }),
      played?.declarer ?? '',
      played === undefined ? '' : (tricksTaken(played) ?? ''),
      scores[i] ?? '',
      mp[i] ?? '',
      percent[i] ?? '',
      scored[i]?.note ?? '',
    ];
  });

  return withLock(lock, () => {
    const { name, sheet, kept } = freshSheet(ss);
    writeBlock(sheet, [[mark(name), ...HEADERS.slice(1).map(() => '')], HEADERS, ...rows]);
    const unscored = scores.filter((score) => score === undefined).length;
    const differing = scored.filter((s) => s.note !== '').length;
    return {
      ok: true,
      value: null,
      message: [
        most > 1
          ? `Imported ${plural(rows.length, 'record')} into "${name}"; ${plural(byBoard.size, 'board')} matchpointed.`
          : `Imported ${plural(rows.length, 'record')} into "${name}". No board has two results to compare, so none is matchpointed.`,
        unscored > 0 ? `${plural(unscored, 'record')} had no score.` : '',
        differing > 0 ? `${plural(differing, 'record')} gave a score the rules do not: see the Note column.` : '',
        keptSentence(kept),
      ]
        .filter((part) => part !== '')
        .join(' '),
    };
  });
}
