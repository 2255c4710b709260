/**
 * A result sent from a table's phone. Read and checked as the sidebar's entry is (one reader, one
 * write), then under the evening's lock: written once, whatever the number of times it is sent (an
 * entry carries an id; a retry, or a second phone with the same result, writes nothing); never over a
 * different result, which is the director's to settle; never an adjusted score, a round the table has
 * not reached, or an entry typed for another evening.
 */
import { looksAdjusted } from '../../core/index';
import { formatCard, parseCard } from '../../core/table/card';
import { say, sayReason } from '../cells';
import { type LockLike, type SpreadsheetLike, withLock } from '../evening/sheet-api';
import { describe, entryCells, entryOf, rowAt, writeEntry } from '../pairs-evening/entry';
import { openPairsEvening, type PairsEvening } from '../pairs-evening/evening';
import { tablesOf } from '../pairs-evening/progress';
import type { PairsEntry } from '../pairs-evening/view';
import { keepConflict } from './conflicts';
import { entryIds, isEntryId, keepEntryId, keyFits, type TableProperties, tableEvening } from './keys';
import type { TableAnswer, TableEntry, TableView } from './types';
import { tableViewOf } from './view';

type Reason = NonNullable<Extract<TableAnswer, { ok: false }>['reason']>;

/** A refusal with its reason for the page, and the table's view when the page should show it afresh. */
const refused = (message: string, reason: Reason, more: { field?: string; value?: TableView } = {}): TableAnswer => ({
  ok: false,
  message,
  reason,
  ...(more.field === undefined ? {} : { field: more.field }),
  ...(more.value === undefined ? {} : { value: more.value }),
});

const sameEntry = (a: PairsEntry, b: PairsEntry): boolean =>
  a.declarer === b.declarer && a.contract === b.contract && String(a.ns) === String(b.ns);

/**
 * The table, if the key is its: checked first, from the properties alone, so that a wrong link learns
 * nothing of the evening, not even whether its spreadsheet can be reached.
 */
export function tableOfKey(
  properties: TableProperties | undefined,
  tableText: unknown,
  key: unknown,
): number | TableAnswer {
  const table = Number(tableText);
  if (properties === undefined || !Number.isInteger(table) || !keyFits(properties, table, key))
    return refused(say('table.wrongKey', { table: String(tableText ?? '').slice(0, 12) }), 'key');
  return table;
}

/**
 * The evening and its page for `table`: a sheet that cannot be read now (the director putting a row
 * right) is a wait, the entries kept on the phone; one of a later format is refused by name.
 */
export function openTable(
  ss: SpreadsheetLike,
  properties: TableProperties,
  table: number,
): { ok: true; evening: PairsEvening; view: TableView } | { ok: false; answer: TableAnswer } {
  const opened = openPairsEvening(ss);
  if (!opened.ok)
    return {
      ok: false,
      answer: refused(sayReason(opened.error), opened.error.code === 'evening-format' ? 'format' : 'wait'),
    };
  const view = tablesOf(opened.value.movement).includes(table)
    ? tableViewOf(opened.value, ss, table, tableEvening(properties))
    : undefined;
  // A key of a table where nobody plays this evening (the movement changed) opens nothing.
  if (view === undefined) return { ok: false, answer: refused(say('table.wrongKey', { table: String(table) }), 'key') };
  return { ok: true, evening: opened.value, view };
}

/** The lead as the sheet keeps it (`HK`), '' for none, or the words of why it is not a card. */
function readLead(lead: unknown): { ok: true; value: string } | { ok: false; message: string } {
  const typed = String(lead ?? '').trim();
  if (typed === '') return { ok: true, value: '' };
  const card = parseCard(typed);
  return card.ok
    ? { ok: true, value: formatCard(card.value) }
    : { ok: false, message: say('table.badLead', { lead: typed.slice(0, 12) }) };
}

/** What a phone may not send, whatever its key: an adjusted score, a board or round no movement has. */
function entryProblem(entry: TableEntry): { message: string; field?: string } | undefined {
  const round = Number(entry.round);
  const board = Number(entry.board);
  if (![round, board].every((n) => Number.isSafeInteger(n) && n >= 1))
    return {
      message: say('table.notHere', { board: String(entry.board).slice(0, 8), round: String(entry.round).slice(0, 8) }),
    };
  // An adjusted score is the director's to give (Law 12), from the sidebar: a phone sends what was played.
  if (looksAdjusted(String(entry.contract ?? '').trim()))
    return { message: say('table.noAdjusted', { typed: String(entry.contract).slice(0, 20) }), field: 'contract' };
  return undefined;
}

/** Enters one board's result from a table's page, and answers the table's view with what happened. */
export function enterAtTable(
  ss: SpreadsheetLike,
  lock: LockLike,
  properties: TableProperties,
  table: number,
  entry: TableEntry,
): TableAnswer {
  const { id } = entry ?? ({} as TableEntry);
  if (!isEntryId(id)) return refused(say('table.noId'), 'entry');
  const wrong = entryProblem(entry);
  if (wrong !== undefined)
    return refused(wrong.message, 'entry', wrong.field === undefined ? {} : { field: wrong.field });
  const round = Number(entry.round);
  const board = Number(entry.board);
  const cells = entryCells({ board, declarer: entry.declarer, contract: entry.contract, shown: null });
  if (!cells.ok) return refused(cells.message, 'entry', cells.field === undefined ? {} : { field: cells.field });
  const lead = readLead(entry.lead);
  if (!lead.ok) return refused(lead.message, 'entry', { field: 'lead' });
  return withLock(lock, () => {
    // Read under the lock: another table's phone, or the director, may have written meanwhile, and the
    // keys may have been made anew.
    const evening = tableEvening(properties);
    if (typeof entry.evening === 'string' && entry.evening !== evening)
      return refused(say('table.otherEvening', { board }), 'stale');
    const opened = openTable(ss, properties, table);
    if (!opened.ok) return opened.answer;
    const { view } = opened;
    const row = rowAt(opened.evening, round, table, board);
    if (!row.ok) return refused(say('table.notHere', { board, round }), 'entry', { value: view });
    // A round the table has not reached: its boards are not on the table yet.
    if (round > view.round) return refused(say('table.notYet', { board, round }), 'entry', { value: view });
    const at = `${round}/${table}/${board}`;
    const wrote = entryIds(properties, table)[at] === id;
    const holds = entryOf(row.value);
    const sent: PairsEntry = {
      declarer: cells.value.declarer,
      contract: `${cells.value.contract}${cells.value.result}`,
      ns: typeof cells.value.score === 'number' ? cells.value.score : String(cells.value.score),
    };
    // This very entry was written before: sent again after a lost answer. Nothing is written twice,
    // and what the board holds now is said (the director may have changed or cleared it since).
    if (wrote) {
      const message =
        holds === null
          ? say('table.clearedSince', { board })
          : sameEntry(holds, sent)
            ? say('table.already', { board, what: describe(holds) })
            : say('table.changedSince', { board, what: describe(holds) });
      return { ok: true, value: view, status: 'already', message };
    }
    if (holds !== null) {
      // The same result from a second phone at the table: in already, nothing to write.
      if (sameEntry(holds, sent) && !opened.evening.flagged.has(row.value.sheetRow))
        return {
          ok: true,
          value: view,
          status: 'already',
          message: say('table.already', { board, what: describe(holds) }),
        };
      const conflict = { board, holds: describe(holds), sent: describe(sent) };
      // Kept for the director, who settles it in the sidebar.
      keepConflict(properties, { table, round, board, holds: conflict.holds, sent: conflict.sent, id });
      return {
        ok: false,
        message: say('table.conflict', conflict),
        reason: 'conflict',
        field: 'contract',
        conflict,
        value: view,
      };
    }
    const after = writeEntry(opened.evening, row.value, cells.value, lead.value);
    keepEntryId(properties, table, at, id);
    const next = tableViewOf(after, ss, table, evening) ?? view;
    return { ok: true, value: next, status: 'written', message: say('table.written', { board, what: describe(sent) }) };
  });
}
