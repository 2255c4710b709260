import { type ComponentChildren, Fragment } from 'preact';
import {
  formatVulnerability,
  type MatchTable,
  type TeamMatchBoard,
  type TeamMatchState,
  teamName,
} from '../../../core/index';
import { signed } from '../../lib/signed';
import { matchSummary } from './match';

const boardRange = (state: TeamMatchState): string => {
  const { firstBoard, boards } = state.settings;
  return boards === 1 ? `board ${firstBoard}` : `boards ${firstBoard}–${firstBoard + boards - 1}`;
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
  const [a, b] = [teamName(state.settings, 'A'), teamName(state.settings, 'B')];
  return (
    <div class="stack">
      <table class="sheet match">
        <caption>
          {a} v {b}, {boardRange(state)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Board</th>
            <th scope="col" class="text">
              Table 1
            </th>
            <th scope="col" class="text">
              Table 2
            </th>
            <th scope="col">IMPs</th>
            <th scope="col">Total</th>
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
                        {board.dealer} · {formatVulnerability(board.vulnerability)}
                      </small>
                    )}
                  </th>
                  {([1, 2] as const).map((table) => {
                    const held = board[`table${table}`];
                    return (
                      <td key={table} class="text">
                        {props.cell ? props.cell(board, table) : held?.text}
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
