/**
 * The sidebar's deal entry: the declarer, the contract and result, and the honors of one deal, read by
 * the core's rules for a hand and scored as part of the whole evening before anything is written.
 */

import { placed, problem } from '../../core/base/problem';
import { formatHonors, isSeat, ok, parseHonors, SEATS, type Seat, SIDE_WORDS } from '../../core/index';
import { say, sayContract, sayReason, saySeat, speaks } from '../cells';
import { type Answer, passOn, refuse } from './answer';
import { type DealHeader, placeCells, writeCells } from './deal-columns';
import { claimSheets, talliesFor, writeTallies } from './derived';
import { dealsMessage, openEvening, readDealContract, readEvening } from './evening';
import { contractCells, type DealRow, dealCells, PASSED_OUT_TEXT } from './layout';
import { type LockLike, type SpreadsheetLike, withLock } from './sheet-api';
import { describeEntry, type Entry, entryOf, roundOver, sameEntry, viewOf } from './view';

export interface DealEntry {
  readonly round: number;
  readonly table: number;
  readonly deal: number;
  /** A seat, or 'passed' for a deal nobody bid. */
  readonly declarer: Seat | 'passed';
  /** Contract and result in the popup's notation: `4SX-2`, `3NT=`; a declarer in it must be `declarer`. */
  readonly contract: string;
  /** '' or `NS 100`, `EW 150`. */
  readonly honors: string;
  /**
   * What the sidebar showed for this deal when the scorer typed (null: not entered). The entry is
   * written only if the sheet still holds that, so a scorer never replaces an entry they have not seen.
   */
  readonly shown: Entry | null;
}

/** The cells an entry writes: the rest of the row (who sat where, the deal) is left as it is. */
const ENTRY_HEADERS: readonly DealHeader[] = ['Declarer', 'Contract', 'Result', 'Honors', 'N/S', 'E/W', 'Entered at'];

/** The contract, result and honors cells of an entry, or the refusal naming the field that is wrong. */
function entryCells(entry: DealEntry): Answer<{ contract: string; result: string; honors: string }> {
  if (!isSeat(entry.declarer)) return ok({ contract: '', result: '', honors: '' });
  const text = String(entry.contract ?? '').trim();
  if (text === '') {
    const examples = ['4SX-2', '3NT='].map(sayContract);
    return refuse(
      problem('no-contract', `Enter the contract and result, such as ${examples.join(' or ')}.`, {
        params: { examples },
        where: { field: 'contract' },
      }),
    );
  }
  const hand = readDealContract({ contract: text }, entry.declarer, speaks().notation);
  // The sidebar types contract and result in one box: every problem of either is shown beside it.
  if (!hand.ok) return refuse(placed(hand.error, { field: 'contract' }));
  const held = parseHonors(String(entry.honors ?? ''), SIDE_WORDS, hand.value.strain);
  if (!held.ok) return refuse(placed(held.error, { field: 'honors' }));
  return ok({ ...contractCells(hand.value), honors: held.value === undefined ? '' : formatHonors(held.value) });
}

/**
 * Enters (or corrects) one deal of the current round, under the document lock: one read of Deals, one
 * of Tallies' A1 (that it is still the add-on's own), one write of the deal's row and one of Tallies.
 */
export function enterDeal(ss: SpreadsheetLike, lock: LockLike, entry: DealEntry): Answer {
  if (!isSeat(entry.declarer) && entry.declarer !== 'passed') {
    const seats = SEATS.map(saySeat).join(', ');
    return refuse(
      problem('declarer-or-passed', `the declarer must be ${seats} or passed out`, {
        input: entry.declarer,
        params: { seats },
        where: { field: 'declarer' },
      }),
    );
  }
  const cells = entryCells(entry);
  if (!cells.ok) return passOn(cells);
  return withLock(lock, () => {
    const opened = openEvening(ss);
    if (!opened.ok)
      return refuse(
        opened.error.code === 'no-evening'
          ? opened.error
          : say('deals.correct', { problem: dealsMessage(opened.error) }),
      );
    const { deals, values, evening: before } = opened.value;
    const current = before.state.rounds.length;
    if (entry.round !== current)
      return refuse(
        problem(
          'round-over',
          `Round ${entry.round} is over; the evening is in round ${current}. Correct earlier rounds in the Deals sheet, then Recalculate.`,
          { params: { round: entry.round, current } },
        ),
      );
    const row = before.rows.find((r) => r.round === entry.round && r.table === entry.table && r.deal === entry.deal);
    if (row === undefined)
      return refuse(
        problem('no-such-deal', `There is no deal ${entry.deal} at table ${entry.table} in round ${entry.round}.`, {
          params: { round: entry.round, table: entry.table, deal: entry.deal },
        }),
      );
    // Another scorer (or a hand edit) changed the deal since this sidebar showed it: the lock orders
    // the writes, this stops a stale view from replacing an entry unseen.
    const now = entryOf(row);
    const shown = entry.shown ?? null;
    if (!sameEntry(now, shown)) {
      const { table, deal } = entry;
      return {
        ok: false,
        message:
          now === null
            ? say('conflict.cleared', { table, deal, shown: describeEntry(shown as Entry) })
            : say(shown === null ? 'conflict.entered' : 'conflict.changed', { table, deal, now: describeEntry(now) }),
        field: 'contract',
        value: viewOf(before),
      };
    }
    const earlier = before.rows.find(
      (r) => r.round === entry.round && r.table === entry.table && r.deal === entry.deal - 1,
    );
    if (earlier !== undefined && earlier.declarer === '')
      return refuse(
        problem('enter-earlier-first', `Enter deal ${earlier.deal} of table ${entry.table} first.`, {
          params: { deal: earlier.deal, table: entry.table },
        }),
      );
    const declarer = isSeat(entry.declarer) ? entry.declarer : PASSED_OUT_TEXT;
    const updated: Omit<DealRow, 'sheetRow'> = { ...row, declarer, ...cells.value };
    // Checked by the core as the whole evening, before anything is written.
    const next = values.map((line) => [...line]);
    // As Sheets will store it: the text as typed (its guarding apostrophe is not kept).
    next[row.sheetRow - 1] = placeCells(before.columns, dealCells(updated, null, ''), values[row.sheetRow - 1]);
    const after = readEvening(next);
    // Its row is the deal being entered, which the sidebar shows: the reason alone, beside the contract.
    if (!after.ok) return refuse(placed(after.error, { field: 'contract' }));
    const { state } = after.value;
    const scored = state.rounds[entry.round - 1]?.tables[entry.table - 1]?.deals[entry.deal - 1];
    const points = scored === undefined ? { NS: 0, EW: 0 } : { NS: scored.NS, EW: scored.EW };
    // The round's last deal: the printable cards are brought up to date too (their size is the same).
    const round = state.rounds[entry.round - 1];
    const tallies = claimSheets(ss, talliesFor(round !== undefined && roundOver(round)));
    if (!tallies.ok) return refuse(say('deals.saveAgain', { problem: sayReason(tallies.error) }));
    writeCells(deals, before.columns, row.sheetRow, ENTRY_HEADERS, [dealCells(updated, points, new Date())]);
    writeTallies(tallies.value, state);
    const written = entryOf({ ...row, ...updated }) as Entry;
    const what = isSeat(entry.declarer)
      ? say('status.by', { contract: sayContract(written.contract), declarer: saySeat(declarer) })
      : say('status.passedOut');
    const replaced =
      now === null || sameEntry(now, written) ? '' : say('status.replaces', { what: describeEntry(now) });
    return {
      ok: true,
      value: viewOf(after.value),
      message:
        say('status.dealSaved', { table: entry.table, deal: entry.deal, what, ns: points.NS, ew: points.EW }) +
        replaced,
    };
  });
}
