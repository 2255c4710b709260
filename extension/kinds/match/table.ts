/** A team match's table of rows, the same for its CSV file and its printed page. */
import { type CsvCell, formatVp, type TeamMatchState, type TeamMatchTable } from '../../../core/index';
import type { SessionTable } from '../../lib/session-rows';
import { seatWord, vulnerabilityWord } from '../../lib/two-sides';
import { t } from '../../words/index';
import { shownResult, teamOf } from './match';

/**
 * A table's result as typed, or the score itself when a score was typed: as text, `-620` or `+420` would
 * reach a spreadsheet as `'-620` (the CSV's guard against formulas), and `−620` as text it cannot add up.
 */
const typedResult = (table: TeamMatchTable | undefined): CsvCell =>
  table === undefined ? null : 'ns' in table.result ? table.result.ns : shownResult(table.text);

/** A team match: a row a board, each table's result and N/S score, team A's IMPs and the running total. */
export function matchTable(state: TeamMatchState): SessionTable {
  const [a, b] = [teamOf(state.settings, 'A'), teamOf(state.settings, 'B')];
  const body = state.boards.map((board): CsvCell[] => [
    board.board,
    seatWord(board.dealer),
    vulnerabilityWord(board.vulnerability),
    typedResult(board.table1),
    board.table1?.ns ?? null,
    typedResult(board.table2),
    board.table2?.ns ?? null,
    board.result?.difference ?? null,
    board.result?.imps ?? null,
    board.running ?? null,
  ]);
  const total: CsvCell[] = [t('keeper.total'), null, null, null, null, null, null, null, state.match.total, null];
  // Victory Points only once every board is in: a match is scored on its whole length. Each team's are
  // under its own table's columns, so the row lines up with the rest; written as everywhere else (17.40),
  // which a spreadsheet still reads as a number.
  const vp: CsvCell[][] = state.vp
    ? [[t('match.vp'), null, null, a, formatVp(state.vp.A), b, formatVp(state.vp.B), null, null, null]]
    : [];
  return {
    head: [
      t('match.col.board'),
      t('keeper.col.dealer'),
      t('keeper.col.vulnerable'),
      t('match.col.table', { table: 1 }),
      t('match.col.tableNs', { table: 1 }),
      t('match.col.table', { table: 2 }),
      t('match.col.tableNs', { table: 2 }),
      t('match.col.difference'),
      t('match.col.imps', { team: a }),
      t('match.col.running'),
    ],
    body,
    foot: [total, ...vp],
  };
}
