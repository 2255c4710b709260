/**
 * Publishing a results sheet: the files to download (the results page, the PBN and USEBIO files) and the sheets
 * to print (Ranking, Travellers, Score cards), both from the sheet as it is now. The spreadsheet and lock
 * are parameters, as for the evening's code.
 */
import { firstOf, formatPbn, sessionToPbn } from '../../core/index';
import { formatUsebio } from '../../core/table/usebio/index';
import { say, sayPlaced } from '../cells';
import type { Answer } from '../evening/answer';
import { type LockLike, type SpreadsheetLike, withLock } from '../evening/sheet-api';
import { keptSentence } from '../import-sheets';
import { documentProperties, type PropertiesLike } from '../pairs-evening/about';
import { federationDetails } from '../pairs-evening/federation';
import { dealsOf, withDeals } from './hand-records-page';
import { resultsPage } from './page';
import { publish } from './publication';
import { readResultsSheet } from './read-sheet';
import { writePublished as writePublishedSheets } from './sheets';
import { usebioFileOf } from './usebio-file';

/** What the download dialog gets: the sheet read, a file name to save under, and the files' text. */
export interface ResultsFiles {
  readonly sheet: string;
  readonly fileName: string;
  readonly html: string;
  readonly pbn: string;
  /**
   * The USEBIO file, `<fileName>.xml`: absent while players lack a national number and the director has
   * not said to make it anyway, or when the Pairs sheet cannot be read (the message says why).
   */
  readonly usebio?: string;
  /** The players without a national number, by name: the file waits for them unless made anyway. */
  readonly unnumbered: readonly string[];
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
  const { imps, pairsSheet, ...session } = read.value;
  const published = publish(withDeals(ss, name, session), imps === undefined ? {} : { imps });
  if (!published.ok) return refused(sayPlaced(published.error));
  return { ok: true as const, value: published.value, pairsSheet };
}

/** Ten names, quoted, and `…` for more: a list an answer can hold. */
const listed = (names: readonly string[]): string =>
  firstOf(
    names.map((name) => `"${name}"`),
    10,
  );

/**
 * The results page, the PBN file and the USEBIO file of the session on the sheet `name` (the active one
 * in the dialog). While players lack a national number the USEBIO file is not made and the answer lists
 * them, unless `anyway`: then it is made with those numbers blank, and the answer says whose.
 */
export function resultsFiles(
  ss: SpreadsheetLike,
  name: string,
  anyway = false,
  properties: PropertiesLike | undefined = documentProperties(),
): Answer<ResultsFiles> {
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
  // The USEBIO file: the page and the PBN file are given whatever becomes of it.
  const usebio = usebioFileOf(ss, publication, federationDetails(ss, name, properties), found.pairsSheet);
  const unnumbered = usebio.ok ? usebio.value.unnumbered : [];
  const made = usebio.ok && (unnumbered.length === 0 || anyway === true);
  const aboutUsebio = !usebio.ok
    ? say('publish.noUsebio', { error: sayPlaced(usebio.error.error) })
    : unnumbered.length === 0
      ? ''
      : say(made ? 'publish.blankNumbers' : 'publish.noNumbers', {
          count: unnumbered.length,
          players: listed(unnumbered),
        });
  return {
    ok: true,
    value: {
      sheet: name,
      fileName: fileNameOf(title),
      html: resultsPage(publication, title, dealsOf(ss, name)),
      pbn,
      ...(made && usebio.ok ? { usebio: formatUsebio(usebio.value.event) } : {}),
      unnumbered,
    },
    message: [
      say('status.results', {
        sheet: name,
        boards: publication.travellers.length,
        pairs: publication.cards.length,
      }),
      aboutUsebio,
    ]
      .filter((part) => part !== '')
      .join(' '),
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
