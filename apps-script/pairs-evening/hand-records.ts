/**
 * The evening's hand records: a PBN file of the deals (a dealing machine's, a hand generator's) kept in
 * the sheet `Hand records`, a row a board: its number, dealer, vulnerability and deal, and once solved
 * its double-dummy table (as DoubleDummyTricks writes it), par and par contracts. Attaching never
 * replaces a sheet someone else made, or one holding other deals, unless the director says to.
 */
import { problem } from '../../core/base/problem';
import {
  boardDealer,
  boardVulnerability,
  type Deal,
  formatDeal,
  type HandRecord,
  parsePbn,
  plural,
  readHandRecords,
} from '../../core/index';
import { say, sayReason } from '../cells';
import { deadline, SOLVING_MS, type SolveBudget } from '../dd-tables';
import { type Answer, refuse } from '../evening/answer';
import { type LockLike, mark, type SpreadsheetLike, type Value, withLock, writeBlock } from '../evening/sheet-api';
import { openPairsEvening, type PairsEvening } from './evening';
import { seatedBoards } from './layout';
import { HAND_RECORDS, RECORD_HEADERS, readRecordsSheet, sayBoards } from './records-sheet';
import { type RecordsView, recordsView, solveRecords } from './records-solve';

/** The boards the evening's movement plays, in order. */
const playedBoards = (evening: PairsEvening): number[] =>
  [...new Set(seatedBoards(evening.movement).map((seated) => seated.board))].sort((a, b) => a - b);

/** A board's row as written: its deal from its dealer's seat as PBN writes it, the table left to solve. */
function rowOf(board: number, record: HandRecord | undefined): Value[] {
  if (record === undefined)
    return [board, boardDealer(board), boardVulnerability(board), '', '', say('records.noDeal'), ''];
  return [board, record.dealer, record.vulnerability, formatDeal(record.deal, record.dealer), '', '', ''];
}

/** What the director sends: the file's text, its name, and whether to replace the hand records there. */
export interface RecordsInput {
  readonly text: string;
  readonly name?: string;
  readonly replace?: boolean;
}

/**
 * Why the sheet there may not be written without the director's say-so: someone else's sheet, or hand
 * records of other deals (a board dealt otherwise, or boards the new file does not deal).
 */
function wouldReplace(ss: SpreadsheetLike, records: ReadonlyMap<number, HandRecord>) {
  const kept = readRecordsSheet(ss);
  if (kept === undefined) return undefined;
  const why = (reason: 'others' | 'deals', count = 0) =>
    problem(
      'would-replace-records',
      `The sheet "${HAND_RECORDS}" would be replaced: ${reason === 'others' ? 'it was not made by Bridge Scorer' : `it holds the deals of ${plural(count, 'board')}, not those of this file`}. Replace it?`,
      { params: { sheet: HAND_RECORDS, why: reason, count }, where: { field: 'replace' } },
    );
  if (kept === 'others') return why('others');
  const dealt = kept.rows.filter((row) => row.deal !== undefined);
  const same = dealt.every((row) => {
    const now = records.get(row.board);
    return now !== undefined && formatDeal(now.deal) === formatDeal(row.deal as Deal);
  });
  return same ? undefined : why('deals', dealt.length);
}

/**
 * Attaches a PBN file's deals to the evening: read, checked against the movement (boards it does not play
 * and boards it lacks are said, not refused), written to the Hand records sheet, then solved until the
 * budget runs out; what is left is solved by "Solve the remaining boards".
 */
export function attachRecords(
  ss: SpreadsheetLike,
  lock: LockLike,
  input: RecordsInput,
  budget: SolveBudget = { stop: deadline(SOLVING_MS) },
): Answer<RecordsView> {
  const opened = openPairsEvening(ss);
  if (!opened.ok) return refuse(opened.error);
  const played = playedBoards(opened.value);
  const games = parsePbn(String(input?.text ?? ''));
  if (!games.ok)
    return refuse(
      problem('records-not-pbn', `the file is not a PBN file: ${sayReason(games.error)}`, {
        params: { problem: sayReason(games.error) },
        where: { field: 'file' },
      }),
    );
  const read = readHandRecords(games.value);
  if (!read.ok)
    return refuse(
      problem('records-unreadable', `the file's deals could not be read: ${sayReason(read.error)}`, {
        params: { problem: sayReason(read.error) },
        where: { field: 'file' },
      }),
    );
  if (read.value.boards.length === 0)
    return refuse(problem('records-no-deal', 'the file has no deal of four full hands', { where: { field: 'file' } }));
  const records = new Map(read.value.boards.map((record) => [record.board, record]));
  // Tables known for these deals: the file's own, and those the sheet kept for the same deal.
  const given = new Map(
    read.value.boards.flatMap((record) => (record.table === undefined ? [] : [[record.board, record.table] as const])),
  );
  const written = withLock(lock, () => {
    const refused = input.replace === true ? undefined : wouldReplace(ss, records);
    if (refused !== undefined) return refuse(refused);
    const before = readRecordsSheet(ss);
    for (const row of before === undefined || before === 'others' ? [] : before.rows) {
      const now = records.get(row.board);
      if (row.table !== undefined && row.deal !== undefined && now !== undefined && !given.has(row.board))
        if (formatDeal(now.deal) === formatDeal(row.deal)) given.set(row.board, row.table);
    }
    const boards = [...new Set([...played, ...records.keys()])].sort((a, b) => a - b);
    const sheet = ss.getSheetByName(HAND_RECORDS) ?? ss.insertSheet(HAND_RECORDS);
    const event = read.value.event ?? String(input.name ?? '');
    const width = RECORD_HEADERS.length;
    const first = [mark(HAND_RECORDS), event, ...new Array<Value>(width - 2).fill('')];
    sheet.clear();
    writeBlock(sheet, [first, [...RECORD_HEADERS], ...boards.map((board) => rowOf(board, records.get(board)))]);
    sheet.setFrozenRows(2);
    return { ok: true as const, value: null };
  });
  if (!written.ok) return written;
  const solved = solveRecords(ss, lock, budget, given, played);
  const missing = played.filter((board) => !records.has(board));
  const extra = [...records.keys()].filter((board) => !played.includes(board));
  // The evening scores a board by its number's dealer and vulnerability: a file that says otherwise is named.
  const unlike = [...records.values()]
    .filter((r) => r.dealer !== boardDealer(r.board) || r.vulnerability !== boardVulnerability(r.board))
    .map((r) => r.board);
  const message = [
    say('records.attached', { count: records.size }),
    missing.length > 0 ? say('records.missing', { boards: sayBoards(missing), count: missing.length }) : '',
    extra.length > 0 ? say('records.notPlayed', { boards: sayBoards(extra), count: extra.length }) : '',
    unlike.length > 0 ? say('records.unlike', { boards: sayBoards(unlike), count: unlike.length }) : '',
    solved.message ?? '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  return solved.ok ? { ok: true, value: solved.value, message } : solved;
}

/** The evening's hand records as the sidebar shows them, or null when none are attached. */
export function recordsState(ss: SpreadsheetLike): RecordsView | null {
  const kept = readRecordsSheet(ss);
  if (kept === undefined || kept === 'others') return null;
  const opened = openPairsEvening(ss);
  return recordsView(kept, opened.ok ? playedBoards(opened.value) : []);
}

/** Solves the boards still waiting for their table, from where the last call stopped. */
export function solveEveningRecords(
  ss: SpreadsheetLike,
  lock: LockLike,
  budget: SolveBudget = { stop: deadline(SOLVING_MS) },
): Answer<RecordsView> {
  const opened = openPairsEvening(ss);
  return solveRecords(ss, lock, budget, new Map(), opened.ok ? playedBoards(opened.value) : []);
}
