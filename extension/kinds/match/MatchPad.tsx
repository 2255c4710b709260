import { type ComponentChildren, Fragment } from 'preact';
import type { MatchTable, TeamMatchBoard, TeamMatchState } from '../../../core/index';
import { signed } from '../../lib/signed';
import { seatWord, vulnerabilityWord } from '../../lib/two-sides';
import { t } from '../../words/index';
import { matchSummary, shownResult, teamOf } from './match';

const boardRange = (state: TeamMatchState): string => {
  const { firstBoard, boards } = state.settings;
  return t('match.boardRange', { count: boards, first: firstBoard, last: firstBoard + boards - 1 });
};

/**
 * A team match as a sheet: a row a board with its dealer and vulnerability, each table's result and N/S
 * score, team A's IMPs and the running total; then, where it is typed (`live`), the line that sums it up.
 * Read-only as History and the print page show it; the popup's match passes `cell` and `deal` to put its
 * fields in their places.
 */
export function MatchPad(props: {
  state: TeamMatchState;
  /** What stands in a table's cell (a field); the result as typed when absent. */
  cell?: (board: TeamMatchBoard, table: MatchTable) => ComponentChildren;
  /** What stands under the board's number (its dealer and vulnerability); the two as text when absent. */
  deal?: (board: TeamMatchBoard) => ComponentChildren;
  /** A line under the board's row saying what is wrong with what was typed on it, if anything. */
  problem?: (board: TeamMatchBoard) => ComponentChildren;
  /**
   * The summary line, under the sheet and announced as it changes, where the match is being typed. History
   * and the print page say it above the sheet, as they say every kind's result.
   */
  live?: boolean;
}) {
  const { state } = props;
  const [a, b] = [teamOf(state.settings, 'A'), teamOf(state.settings, 'B')];
  return (
    <div class="stack">
      <table class="sheet match">
        <caption>{t('match.sheetCaption', { a, b, range: boardRange(state) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('match.col.board')}</th>
            <th scope="col" class="text">
              {t('match.col.table', { table: 1 })}
            </th>
            <th scope="col" class="text">
              {t('match.col.table', { table: 2 })}
            </th>
            <th scope="col">{t('imps.tab')}</th>
            <th scope="col">{t('match.col.total')}</th>
          </tr>
        </thead>
        <tbody>
          {state.boards.map((board) => {
            const problem = props.problem?.(board);
            return (
              <Fragment key={board.board}>
                <tr>
                  <th scope="row">
                    {board.board}
                    {props.deal ? (
                      props.deal(board)
                    ) : (
                      <small>
                        {' '}
                        {seatWord(board.dealer)} · {vulnerabilityWord(board.vulnerability)}
                      </small>
                    )}
                  </th>
                  {([1, 2] as const).map((table) => {
                    const held = board[`table${table}`];
                    return (
                      <td key={table} class="text">
                        {props.cell ? props.cell(board, table) : held && shownResult(held.text)}
                        {held && <small> {signed(held.ns)}</small>}
                      </td>
                    );
                  })}
                  <td>{board.result ? signed(board.result.imps) : ''}</td>
                  <td>{board.running === undefined ? '' : signed(board.running)}</td>
                </tr>
                {problem && (
                  <tr class="problem">
                    <td colSpan={5}>{problem}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {props.live && (
        <output aria-live="polite" class="status">
          {matchSummary(state)}
        </output>
      )}
    </div>
  );
}
