/**
 * Importing a PBN file's results into a `Results` sheet: one row a record, with the N/S score and the
 * matchpoints of each board among the file's results for it (Neuberg-adjusted when a board has fewer
 * results than the most-played board, so every board has the same top). Takes the spreadsheet and lock
 * as parameters, like the evening's server code.
 */
import {
  formatContract,
  isPassedOut,
  matchpoints,
  type PbnBoard,
  parsePbn,
  readPbnBoard,
  scoreTable,
} from '../core/index';
import { guard, type LockLike, type SpreadsheetLike, type Value, withLock } from './evening/sheet-api';

const RESULTS = 'Results';
const MARK = 'Bridge Scorer · Results';
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

export type ImportAnswer =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly message: string };

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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Reads the file, scores every record and writes the Results sheet (replacing only the add-on's own). */
export function importPbnResults(ss: SpreadsheetLike, lock: LockLike, text: string): ImportAnswer {
  const games = parsePbn(String(text ?? ''));
  if (!games.ok) return { ok: false, message: `Not imported: ${games.error.message}` };
  const boards: PbnBoard[] = [];
  for (const game of games.value) {
    const board = readPbnBoard(game);
    if (!board.ok) return { ok: false, message: `Not imported: ${board.error.message}` };
    boards.push(board.value);
  }
  if (boards.length === 0) return { ok: false, message: 'Not imported: the file has no games.' };

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
      played?.result === undefined ? '' : played.level + 6 + played.result,
      scores[i] ?? '',
      mp[i] ?? '',
      percent[i] ?? '',
      scored[i]?.note ?? '',
    ];
  });

  return withLock(lock, () => {
    const existing = ss.getSheetByName(RESULTS);
    if (existing !== null) {
      const values = existing.getDataRange().getValues();
      const used = values.some((row) => row.some((cell) => String(cell) !== ''));
      if (used && String(values[0]?.[0] ?? '') !== MARK) {
        return {
          ok: false,
          message: `Not imported: the sheet "${RESULTS}" was not made by Bridge Scorer; rename it and import again.`,
        };
      }
      existing.clear();
    }
    const sheet = existing ?? ss.insertSheet(RESULTS);
    const block = [[MARK, ...HEADERS.slice(1).map(() => '')], HEADERS, ...rows];
    sheet.getRange(1, 1, block.length, HEADERS.length).setValues(guard(block));
    const unscored = scores.filter((score) => score === undefined).length;
    const differing = scored.filter((s) => s.note !== '').length;
    return {
      ok: true,
      message: [
        most > 1
          ? `Imported ${plural(rows.length, 'record')} into "${RESULTS}"; ${plural(byBoard.size, 'board')} matchpointed.`
          : `Imported ${plural(rows.length, 'record')} into "${RESULTS}". No board has two results to compare, so none is matchpointed.`,
        unscored > 0 ? `${plural(unscored, 'record')} had no score.` : '',
        differing > 0 ? `${plural(differing, 'record')} gave a score the rules do not: see the Note column.` : '',
      ]
        .filter((part) => part !== '')
        .join(' '),
    };
  });
}
