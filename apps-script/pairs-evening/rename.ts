/**
 * Changing an evening's name and place after it is set up: row 1's labelled cells rewritten in place, and
 * nothing else. An evening set up before they were kept gets them in row 1's first blank cells, never
 * over a note the director wrote there.
 */
import { say } from '../cells';
import { type Answer, refuse } from '../evening/answer';
import { guard, type LockLike, type SpreadsheetLike, type Value, withLock } from '../evening/sheet-api';
import { type AboutForm, aboutCells, documentProperties, parseAbout, rememberClub } from './about';
import { openPairsEvening } from './evening';
import { type PairsView, pairsView } from './view';

/** The label of a row 1 cell (`Event` of `Event: Tuesday Pairs`), or '' for a cell without one. */
const labelOf = (cell: Value | undefined): string => {
  const text = typeof cell === 'string' ? cell : '';
  const at = text.indexOf(':');
  return at > 0 ? text.slice(0, at) : '';
};

/** Sidebar: the evening's name, date, club and section, changed. */
export function renamePairsEvening(ss: SpreadsheetLike, lock: LockLike, form: AboutForm): Answer<PairsView> {
  const about = parseAbout(form ?? {});
  if (!about.ok) return refuse(about.error);
  return withLock(lock, () => {
    const opened = openPairsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    // Row 1 as the evening was read under this lock: no second read of the sheet.
    const { sheet, firstRow: first } = opened.value;
    const cells = aboutCells(about.value);
    // Each part where its label is; else the next blank cell after the settings.
    const taken = new Set<number>();
    const columns = cells.map((cell) => {
      const at = first.findIndex((value, c) => !taken.has(c) && labelOf(value) === labelOf(cell));
      if (at >= 0) taken.add(at);
      return at;
    });
    let next = 2;
    const placed = columns.map((at) => {
      if (at >= 0) return at;
      while (taken.has(next) || String(first[next] ?? '').trim() !== '') next++;
      taken.add(next);
      return next;
    });
    placed.forEach((column, i) => {
      sheet.getRange(1, column + 1, 1, 1).setValues(guard([[cells[i] as Value]]));
    });
    rememberClub(documentProperties(), about.value);
    const after = openPairsEvening(ss);
    if (!after.ok) return refuse(after.error);
    return { ok: true, value: pairsView(after.value, ss), message: say('status.renamed') };
  });
}
