/**
 * Solving the evening's hand records: each dealt board's double-dummy table, from those kept (the sheet's
 * DoubleDummyTricks cells, the file's own tables, the script's cache) or solved until the budget runs
 * out, written with its par beside it. As often as needed: each call goes on from the last, as "Solve
 * the remaining boards" does for an import.
 */
import { problem } from '../../core/base/problem';
import { type DdTable, formatDdTable, parOf } from '../../core/index';
import { isProblem, say, sayParContracts, sayPlaced } from '../cells';
import { type SolveBudget, tableKey, tablesOf } from '../dd-tables';
import { type Answer, refuse } from '../evening/answer';
import { guard, type LockLike, type SpreadsheetLike, withLock } from '../evening/sheet-api';
import { HAND_RECORDS, type KeptRecords, RECORD_HEADERS, readRecordsSheet, sayBoards } from './records-sheet';

/** The hand records as the sidebar shows them. */
export interface RecordsView {
  /** The event the file named, or its file name. */
  readonly event: string;
  /** Boards with a deal. */
  readonly dealt: number;
  /** Boards with a deal and its table. */
  readonly solved: number;
  /** Boards with a deal still waiting for their table. */
  readonly waiting: readonly number[];
  /** Boards the movement plays that have no deal. */
  readonly noDeal: readonly number[];
  /** Boards dealt that the movement does not play. */
  readonly notPlayed: readonly number[];
}

/** Whether a row waits for its table: a deal, no table, and no refusal in its Par cell. */
const waits = (row: KeptRecords['rows'][number]) =>
  row.deal !== undefined && row.table === undefined && row.note === '';

/** The view of the hand records kept, against the boards the movement plays. */
export function recordsView(kept: KeptRecords, played: readonly number[]): RecordsView {
  const dealt = kept.rows.filter((row) => row.deal !== undefined);
  const boards = new Set(dealt.map((row) => row.board));
  return {
    event: kept.event,
    dealt: dealt.length,
    solved: dealt.filter((row) => row.table !== undefined).length,
    waiting: kept.rows.filter(waits).map((row) => row.board),
    noDeal: played.filter((board) => !boards.has(board)),
    notPlayed: [...boards].filter((board) => played.length > 0 && !played.includes(board)),
  };
}

// The table, Par and Par contract columns (1-based), side by side as the sheet is written.
const TABLE_COLUMN = RECORD_HEADERS.indexOf('DoubleDummyTricks') + 1;

/**
 * Solves the deals of every row still without its table, until the budget runs out, and writes each
 * row's table, par and par contracts (or, for a deal the solver refuses, why in its Par cell). `given`
 * are tables the file gave, by board. Says how many boards have their table and how many wait.
 */
export function solveRecords(
  ss: SpreadsheetLike,
  lock: LockLike,
  budget: SolveBudget,
  given: ReadonlyMap<number, DdTable> = new Map(),
  played: readonly number[] = [],
): Answer<RecordsView> {
  const kept = readRecordsSheet(ss);
  if (kept === undefined) return refuse(say('records.none'));
  if (kept === 'others')
    return refuse(
      problem('not-ours', `the sheet "${HAND_RECORDS}" was not made by Bridge Scorer`, {
        params: { sheet: HAND_RECORDS },
      }),
    );
  const known = new Map<string, DdTable>();
  for (const row of kept.rows) {
    if (row.deal === undefined) continue;
    const table = row.table ?? given.get(row.board);
    if (table !== undefined) known.set(tableKey(row.deal), table);
  }
  const waiting = kept.rows.filter(waits);
  const { found, unsolved } = tablesOf(
    waiting.flatMap((row) => (row.deal === undefined ? [] : [row.deal])),
    budget,
    known,
  );
  return withLock(lock, () => {
    // Read again under the lock: a row whose deal changed meanwhile (another attach) is left alone.
    const now = readRecordsSheet(ss);
    if (now === undefined || now === 'others') return refuse(say('records.none'));
    const last = Math.max(2, ...now.rows.map((row) => row.sheetRow));
    const range = now.sheet.getRange(3, TABLE_COLUMN, last - 2, 3);
    const block = range.getValues();
    let filled = 0;
    for (const row of now.rows.filter(waits)) {
      const table = row.deal === undefined ? undefined : found.get(tableKey(row.deal));
      if (table === undefined) continue;
      filled++;
      block[row.sheetRow - 3] = isProblem(table)
        ? ['', sayPlaced(table), '']
        : (() => {
            const par = parOf(table, row.dealer, row.vulnerability);
            return [formatDdTable(table), par.score, sayParContracts(par)];
          })();
    }
    if (filled > 0) range.setValues(guard(block));
    const after = readRecordsSheet(ss);
    if (after === undefined || after === 'others') return refuse(say('records.none'));
    const view = recordsView(after, played);
    const left = waiting.filter((row) => row.deal !== undefined && unsolved.has(tableKey(row.deal)));
    return {
      ok: true,
      value: view,
      message:
        left.length === 0
          ? say('records.solved', { solved: view.solved, dealt: view.dealt })
          : say('records.more', {
              solved: view.solved,
              dealt: view.dealt,
              boards: sayBoards(left.map((row) => row.board)),
              menu: say('menu.solveRest'),
            }),
    };
  });
}
