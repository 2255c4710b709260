/**
 * Importing a results file of either kind: a USEBIO file (recognised by its root element) read to the
 * same session a PBN file reads to and written to the same sheets, its pairs' players and national
 * numbers beside their names, ranked as the club programs that write it rank; anything else as PBN.
 */
import { parseUsebio, usebioSession } from '../core/table/usebio/index';
import { looksLikeUsebio } from '../core/table/usebio/read';
import { say, sayPlaced } from './cells';
import type { SolveBudget } from './dd-tables';
import { type LockLike, type SpreadsheetLike, withLock } from './evening/sheet-api';
import { deadline, SOLVING_MS } from './import-pars';
import { type ImportAnswer, importPbnResults, prepareSession } from './pbn-import';

/** Reads a USEBIO file and writes its results, pairs and ranking, each to a new sheet. */
export function importUsebioResults(
  ss: SpreadsheetLike,
  lock: LockLike,
  text: string,
  budget: SolveBudget = { stop: deadline(SOLVING_MS) },
): ImportAnswer {
  const event = parseUsebio(String(text ?? ''));
  const session = event.ok ? usebioSession(event.value) : event;
  if (!session.ok) return { ok: false, message: say('pbn.failed', { error: sayPlaced(session.error) }) };
  // Compscore, EBUScore and the other club programs rank as club programs do; a line's points the
  // director changed stand as the file gives them.
  const write = prepareSession(session.value, [], 'club', budget, { filePoints: true });
  return withLock(lock, () => ({ ok: true, value: null, message: write(ss) }));
}

/** A results file's text imported as what it is: USEBIO by its root element, else PBN. */
export function importResultsText(
  ss: SpreadsheetLike,
  lock: LockLike,
  text: string,
  budget: SolveBudget = { stop: deadline(SOLVING_MS) },
): ImportAnswer {
  const given = String(text ?? '');
  return looksLikeUsebio(given)
    ? importUsebioResults(ss, lock, given, budget)
    : importPbnResults(ss, lock, given, budget);
}
