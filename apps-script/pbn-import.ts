/**
 * Importing a PBN file's results into a `Results` sheet: one row a record, with the N/S score and the
 * matchpoints of each board among the file's results for it. Takes the spreadsheet and lock as
 * parameters, like the evening's server code.
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
];

export type ImportAnswer =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly message: string };

/** The N/S score of a record: from its contract and result when complete, else its [Score] tag. */
function nsScore(board: PbnBoard): number | undefined {
  if (board.contract !== undefined && board.vulnerability !== undefined) {
    const scored = scoreTable(board.contract, board.vulnerability);
    if (scored.ok) return scored.value.ns;
  }
  return board.score;
}

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

  const scores = boards.map(nsScore);
  // Matchpoints compare the results of the same board number within the file.
  const mp: (number | '')[] = boards.map(() => '');
  const percent: (number | '')[] = boards.map(() => '');
  const byBoard = new Map<number, number[]>();
  boards.forEach((board, i) => {
    if (board.board === undefined || scores[i] === undefined) return;
    byBoard.set(board.board, [...(byBoard.get(board.board) ?? []), i]);
  });
  for (const indexes of byBoard.values()) {
    const points = matchpoints(indexes.map((i) => scores[i] as number));
    indexes.forEach((row, k) => {
      mp[row] = points[k]?.ns ?? '';
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
    const block = [[MARK, '', '', '', '', '', '', '', ''], HEADERS, ...rows];
    sheet.getRange(1, 1, block.length, HEADERS.length).setValues(guard(block));
    return {
      ok: true,
      message: `Imported ${rows.length} result${rows.length === 1 ? '' : 's'} of ${byBoard.size} board${byBoard.size === 1 ? '' : 's'} into "${RESULTS}".`,
    };
  });
}
