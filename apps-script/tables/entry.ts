/**
 * A result sent from a table's phone. Read and checked as the sidebar's entry is (one reader, one
 * write), then under the document lock: written once, whatever the number of times it is sent (an
 * entry carries an id; a retry, or a second phone with the same result, writes nothing); never over a
 * different result, which is the director's to settle.
 */
import { formatCard, parseCard } from '../../core/table/card';
import { say, sayReason } from '../cells';
import { type LockLike, type SpreadsheetLike, withLock } from '../evening/sheet-api';
import { describe, entryCells, entryOf, rowAt, writeEntry } from '../pairs-evening/entry';
import { openPairsEvening, type PairsEvening } from '../pairs-evening/evening';
import { tablesOf } from '../pairs-evening/progress';
import type { PairsEntry } from '../pairs-evening/view';
import { entryIds, isEntryId, keepEntryId, keyFits, type TableProperties } from './keys';
import type { TableAnswer, TableEntry } from './types';
import { tableViewOf } from './view';

/** A refusal with its reason for the page, and the table's view when the page should show it afresh. */
const refused = (
  message: string,
  reason: 'key' | 'entry' | 'conflict' | 'format',
  more: { field?: string; value?: ReturnType<typeof tableViewOf> } = {},
): TableAnswer => ({ ok: false, message, reason, ...more });

const sameEntry = (a: PairsEntry, b: PairsEntry): boolean =>
  a.declarer === b.declarer && a.contract === b.contract && String(a.ns) === String(b.ns);

/**
 * The evening, and the table if the key is its: the one gate both of the page's calls pass. The key is
 * checked before the sheet is read, so that a wrong link learns nothing of the evening.
 */
export function openTable(
  ss: SpreadsheetLike,
  properties: TableProperties | undefined,
  tableText: unknown,
  key: unknown,
): { ok: true; evening: PairsEvening; table: number } | { ok: false; answer: TableAnswer } {
  const table = Number(tableText);
  if (properties === undefined || !Number.isInteger(table) || !keyFits(properties, table, key))
    return {
      ok: false,
      answer: refused(say('table.wrongKey', { table: String(tableText ?? '').slice(0, 12) }), 'key'),
    };
  const opened = openPairsEvening(ss);
  if (!opened.ok)
    return {
      ok: false,
      answer: refused(sayReason(opened.error), opened.error.code === 'evening-format' ? 'format' : 'entry'),
    };
  // A key of a table this evening no longer has (the movement changed) opens nothing.
  if (!tablesOf(opened.value.movement).includes(table))
    return { ok: false, answer: refused(say('table.wrongKey', { table: String(table) }), 'key') };
  return { ok: true, evening: opened.value, table };
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

/** Enters one board's result from a table's page, and answers the table's view with what happened. */
export function enterAtTable(
  ss: SpreadsheetLike,
  lock: LockLike,
  properties: TableProperties | undefined,
  tableText: unknown,
  key: unknown,
  entry: TableEntry,
): TableAnswer {
  const gate = openTable(ss, properties, tableText, key);
  if (!gate.ok) return gate.answer;
  const table = gate.table;
  const { id } = entry ?? ({} as TableEntry);
  if (!isEntryId(id)) return refused(say('table.noId'), 'entry');
  const round = Number(entry.round);
  const board = Number(entry.board);
  // A board or round no movement has: said before anything reads the board's vulnerability from it.
  if (![round, board].every((n) => Number.isSafeInteger(n) && n >= 1))
    return refused(
      say('table.notHere', { board: String(entry.board).slice(0, 8), round: String(entry.round).slice(0, 8) }),
      'entry',
    );
  const cells = entryCells({ board, declarer: entry.declarer, contract: entry.contract, shown: null });
  if (!cells.ok)
    return { ok: false, message: cells.message, reason: 'entry', ...(cells.field ? { field: cells.field } : {}) };
  const lead = readLead(entry.lead);
  if (!lead.ok) return refused(lead.message, 'entry', { field: 'lead' });
  const kept = properties as TableProperties;
  return withLock(lock, () => {
    // Read again under the lock: another table's phone, or the director, may have written meanwhile.
    const opened = openPairsEvening(ss);
    if (!opened.ok)
      return refused(sayReason(opened.error), opened.error.code === 'evening-format' ? 'format' : 'entry');
    const evening = opened.value;
    const row = rowAt(evening, round, table, board);
    if (!row.ok)
      return refused(
        say('table.notHere', { board: String(entry.board).slice(0, 8), round: String(entry.round).slice(0, 8) }),
        'entry',
        { value: tableViewOf(evening, ss, table) },
      );
    const at = `${round}/${table}/${board}`;
    const wrote = entryIds(kept, table)[at] === id;
    const holds = entryOf(row.value);
    const sent: PairsEntry = {
      declarer: cells.value.declarer,
      contract: `${cells.value.contract}${cells.value.result}`,
      ns: typeof cells.value.score === 'number' ? cells.value.score : String(cells.value.score),
    };
    const view = () => tableViewOf(evening, ss, table);
    // This very entry was written before: sent again after a lost answer. Nothing is written twice,
    // and what the board holds now is said (the director may have changed or cleared it since).
    if (wrote) {
      const message =
        holds === null
          ? say('table.clearedSince', { board })
          : sameEntry(holds, sent)
            ? say('table.already', { board, what: describe(holds) })
            : say('table.changedSince', { board, what: describe(holds) });
      return { ok: true, value: view(), status: 'already', message };
    }
    if (holds !== null) {
      // The same result from a second phone at the table: in already, nothing to write.
      if (sameEntry(holds, sent) && !evening.flagged.has(row.value.sheetRow))
        return {
          ok: true,
          value: view(),
          status: 'already',
          message: say('table.already', { board, what: describe(holds) }),
        };
      return {
        ok: false,
        message: say('table.conflict', { board, holds: describe(holds), sent: describe(sent) }),
        reason: 'conflict',
        field: 'contract',
        conflict: { board, holds: describe(holds), sent: describe(sent) },
        value: view(),
      };
    }
    const after = writeEntry(evening, row.value, cells.value, lead.value);
    keepEntryId(kept, table, at, id);
    return {
      ok: true,
      value: tableViewOf(after, ss, table),
      status: 'written',
      message: say('table.written', { board, what: describe(sent) }),
    };
  });
}
