/**
 * A session out of the popup: onto a printable page in a tab of its own, or into a CSV file for a
 * spreadsheet. Both take a KeptSession, whoever holds it (a keeper's current session, the history), and
 * neither needs a permission beyond `storage`: the page is the app's own (lib/pages.ts), the file an `<a download>`.
 */
import { err, formatCsv, type KeptKind, type KeptSession, ok, type Result, type Session } from '../../core/index';
import { dayOf, timeOf } from '../lib/local-time';
import { openPage } from '../lib/pages';
import { rowsOf } from '../lib/session-rows';
import { dateLocale } from '../lib/two-sides';
import { keptInPlayOf, readAbout, storedHistory } from '../storage/history';
import { printJobItem } from '../storage/items';
import { currentLanguage, t } from '../words/index';
import { kindOfFormat, loadKinds } from './load';
import { readKept, resultOf, tableOf } from './read-kept';

/**
 * A keeper's session in play as the history would keep it (its id, start and the players' names), to
 * print or export now; null for a kind the popup does not keep.
 */
export async function keptInPlay(session: Session<unknown, unknown>): Promise<KeptSession | null> {
  const kind = kindOfFormat(session.format, await loadKinds());
  return kind === undefined ? null : keptInPlayOf(kind, session);
}

/** Shows the session on the print page: stored as the print job, then the page opened in a new tab. */
export async function openPrint(kept: KeptSession): Promise<void> {
  await printJobItem.setValue(kept);
  await openPage('print');
}

/** What a file's name needs of a session: which it is, its kind, and when it was played. */
export type Dated = Pick<KeptSession, 'id' | 'kind' | 'started' | 'ended'>;

/**
 * When a session's file is named for: its start, which stays put from its first event on, in play or
 * put away (its end, for one kept without a start; now, for one with neither).
 */
const whenOf = (kept: Dated, now: Date): Date => {
  const when = new Date(kept.started ?? kept.ended ?? now.toISOString());
  return Number.isNaN(when.getTime()) ? now : when;
};

/** `rubber-2026-12-01-2130`: the kind, the day and the minute. */
const stemOf = (kept: Dated, now: Date) => {
  const when = whenOf(kept, now);
  return `${kept.kind}-${dayOf(when)}-${timeOf(when)}`;
};

/**
 * `rubber-2026-12-01-2130.csv`: the kind, then the day and time the session started. Where `others` (the
 * other sessions this device holds) has sessions of the same minute, they take `-2`, `-3`… in the order
 * they started: two sessions never share a name, and a session keeps its name whenever it is saved.
 */
export function csvFileName(kept: Dated, others: readonly Dated[] = [], now = new Date()): string {
  const stem = stemOf(kept, now);
  const alike = [kept, ...others.filter((other) => other.id !== kept.id && stemOf(other, now) === stem)];
  const order = (x: Dated) => `${whenOf(x, now).toISOString()} ${x.id}`;
  const place = alike.filter((other) => order(other) < order(kept)).length;
  return `${stem}${place === 0 ? '' : `-${place + 1}`}.csv`;
}

/** The sessions of `kind` this device holds, put away or in play, as far as a file's name needs them. */
async function datedOfKind(kind: KeptKind): Promise<Dated[]> {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  // Read with care, and without the engines: only the dates and ids are wanted, whatever the events.
  const history = (await storedHistory()).flatMap((entry): Dated[] => {
    const {
      id,
      kind: of,
      started,
      ended,
    } = (typeof entry === 'object' && entry !== null ? entry : {}) as {
      [key: string]: unknown;
    };
    if (typeof id !== 'string' || of !== kind) return [];
    const [start, end] = [text(started), text(ended)];
    return [
      { id, kind, ...(start === undefined ? {} : { started: start }), ...(end === undefined ? {} : { ended: end }) },
    ];
  });
  // The session in play has no name before its first event, when its start is noted.
  const { id, started } = await readAbout(kind);
  return started === undefined ? history : [...history, { id, kind, started }];
}

/** The session's table as CSV text, or why the session cannot be read. */
export async function csvOf(kept: KeptSession): Promise<Result<string, string>> {
  const read = readKept(kept, await loadKinds());
  return read.ok ? ok(formatCsv(rowsOf(tableOf(read.value)))) : read;
}

/**
 * Saves the session's table as a CSV file through an `<a download>`: the file's name, or why the
 * session cannot be read. The file starts with a byte-order mark, so Excel reads its UTF-8 (names,
 * suit symbols) as such; Sheets and LibreOffice skip it.
 */
export async function downloadCsv(kept: KeptSession): Promise<Result<string, string>> {
  const csv = await csvOf(kept);
  if (!csv.ok) return err(csv.error);
  const name = csvFileName(kept, await datedOfKind(kept.kind));
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv.value], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the browser reads the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return ok(name);
}

/**
 * `1 Dec 2026`: a day as a message can carry it anywhere, never read month-first or day-first; in the
 * language shown (English as in Britain, whose order is the day's).
 */
const messageDay = (): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(currentLanguage() === 'en' ? 'en-GB' : dateLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/**
 * The session's result as a line to paste into a message, `Rubber, 1 Dec 2026: Nora & Sam 1830, Tom & Uma
 * 510; Nora & Sam win by 1320`: its kind, the day it was played, and who won as History says it. Or why
 * the session cannot be read.
 */
export async function resultText(kept: KeptSession): Promise<Result<string, string>> {
  const read = readKept(kept, await loadKinds());
  if (!read.ok) return read;
  const day = new Date(kept.started ?? kept.ended ?? Number.NaN);
  const when = Number.isNaN(day.getTime()) ? '' : `, ${messageDay().format(day)}`;
  return ok(t('keeper.resultText', { title: read.value.kind.entry.label.title, when, result: resultOf(read.value) }));
}
