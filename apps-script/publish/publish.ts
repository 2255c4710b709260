/**
 * Publishing a results sheet: the files to download (the results page and the PBN file) and the sheets
 * to print (Ranking, Travellers, Score cards), both from the sheet as it is now. The spreadsheet and lock
 * are parameters, as for the evening's code.
 */
import { formatPbn, sessionToPbn } from '../../core/index';
import { say, sayPlaced } from '../cells';
import type { Answer } from '../evening/answer';
import { type LockLike, type SpreadsheetLike, withLock } from '../evening/sheet-api';
import { keptSentence } from '../import-sheets';
import { dealsOf, withDeals } from './hand-records-page';
import { resultsPage } from './page';
import { publish } from './publication';
import { readResultsSheet } from './read-sheet';
import { writePublished as writePublishedSheets } from './sheets';

/** What the download dialog gets: the sheet read, a file name to save under, and both files' text. */
export interface ResultsFiles {
  readonly sheet: string;
  readonly fileName: string;
  readonly html: string;
  readonly pbn: string;
}

/** A file name from a sheet's name: letters, digits and dashes, so that any system saves it as it is. */
const fileNameOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'results';

function publicationOf(ss: SpreadsheetLike, name: string) {
  const sheet = ss.getSheetByName(name);
  const refused = (error: string) => ({ ok: false as const, message: `${say('publish.failed', { error })}.` });
  if (sheet === null) return refused(say('publish.noSheet', { sheet: name }));
  const read = readResultsSheet(ss, sheet);
  if (!read.ok) return refused(sayPlaced(read.error));
  const { imps, ...session } = read.value;
  const published = publish(withDeals(ss, name, session), imps === undefined ? {} : { imps });
  if (!published.ok) return refused(sayPlaced(published.error));
  return { ok: true as const, value: published.value };
}

/** The results page and the PBN file of the session on the sheet `name` (the active one in the dialog). */
export function resultsFiles(ss: SpreadsheetLike, name: string): Answer<ResultsFiles> {
  const found = publicationOf(ss, name);
  if (!found.ok) return found;
  const publication = found.value;
  const { event, date } = publication.session;
  const title = [event ?? name, date].filter((part) => part !== undefined && part !== '').join(' · ');
  let pbn: string;
  try {
    pbn = formatPbn(sessionToPbn(publication.session));
  } catch (error) {
    return { ok: false, message: say('publish.noPbn', { error: (error as Error).message }) };
  }
  return {
    ok: true,
    value: {
      sheet: name,
      fileName: fileNameOf(title),
      html: resultsPage(publication, title, dealsOf(ss, name)),
      pbn,
    },
    message: say('status.results', {
      sheet: name,
      boards: publication.travellers.length,
      pairs: publication.cards.length,
    }),
  };
}

/** Writes the Ranking, Travellers and Score cards sheets of the session on the sheet `name`. */
export function writeResultSheets(ss: SpreadsheetLike, lock: LockLike, name: string): Answer<null> {
  return withLock(lock, () => {
    const found = publicationOf(ss, String(name ?? ''));
    if (!found.ok) return found;
    const { written, kept } = writePublishedSheets(ss, found.value);
    return {
      ok: true,
      value: null,
      message: [say('status.wrote', { sheets: written.map((sheet) => `"${sheet}"`).join(', ') }), keptSentence(kept)]
        .filter((part) => part !== '')
        .join(' '),
    };
  });
}
