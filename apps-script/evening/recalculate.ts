/**
 * Recalculating: after corrections by hand in Deals, every deal re-scored and everything derived
 * rewritten.
 */
import { say } from '../cells';
import { type Answer, refuse } from './answer';
import { type DealHeader, writeCells } from './deal-columns';
import { claimSheets, DERIVED, writeDerived } from './derived';
import { dealsMessage, openEvening } from './evening';
import { FIRST_DEAL_ROW } from './layout';
import { type LockLike, type SpreadsheetLike, type Value, withLock } from './sheet-api';
import { viewOf } from './view';

/** Re-reads Deals (after corrections by hand), re-scores every deal and rewrites everything derived. */
export function recalculate(ss: SpreadsheetLike, lock: LockLike): Answer {
  return withLock(lock, () => {
    const opened = openEvening(ss);
    if (!opened.ok) return refuse(dealsMessage(opened.error));
    const { deals, values, evening } = opened.value;
    const derived = claimSheets(ss, DERIVED);
    if (!derived.ok) return refuse(derived.error);
    // Only the points columns are derived: they alone are written back, so notes or extra columns a
    // director added to Deals stay as they are.
    const points: Partial<Record<DealHeader, Value>>[] = values.slice(FIRST_DEAL_ROW - 1).map(() => ({}));
    for (const row of evening.rows) {
      const scored = evening.state.rounds[row.round - 1]?.tables[row.table - 1]?.deals[row.deal - 1];
      if (scored !== undefined) points[row.sheetRow - FIRST_DEAL_ROW] = { 'N/S': scored.NS, 'E/W': scored.EW };
    }
    writeCells(deals, evening.columns, FIRST_DEAL_ROW, ['N/S', 'E/W'], points);
    writeDerived(derived.value, evening);
    return { ok: true, value: viewOf(evening), message: say('status.recalculated') };
  });
}
