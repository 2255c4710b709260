/**
 * The end of a pairs evening: what is still to come, said before anything is published, unless the
 * director publishes anyway (a board not played, a table gone home).
 */
import { problem } from '../../core/base/problem';
import { plural } from '../../core/index';
import { type Answer, refuse } from '../evening/answer';
import type { SpreadsheetLike } from '../evening/sheet-api';
import { entryOf } from './entry';
import { openPairsEvening } from './evening';

/** Whether the evening can be published: every board in, or the director's say-so. */
export function readyToPublish(ss: SpreadsheetLike, anyway: boolean): Answer<null> {
  const opened = openPairsEvening(ss);
  if (!opened.ok) return refuse(opened.error);
  const flagged = [...opened.value.flagged];
  if (flagged.length > 0) {
    const [row, why] = flagged[0] as [number, string];
    return refuse(
      problem('evening-score', `row ${row} of the evening: ${why}, before it is published`, { params: { row, why } }),
    );
  }
  const missing = opened.value.rows.filter((row) => entryOf(row) === null);
  if (missing.length > 0 && !anyway) {
    const first = missing[0] as (typeof missing)[number];
    return refuse(
      problem(
        'boards-to-come',
        `${plural(missing.length, 'board')} ${missing.length === 1 ? 'is' : 'are'} still to come, the first board ${first.board} of round ${first.round} at table ${first.table}. Publish anyway?`,
        {
          params: { count: missing.length, board: first.board, round: first.round, table: first.table },
          where: { field: 'anyway' },
        },
      ),
    );
  }
  return { ok: true, value: null };
}
