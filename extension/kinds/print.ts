/**
 * A session out of the popup: onto a printable page in a tab of its own, or into a CSV file for a
 * spreadsheet. Both take a KeptSession, whoever holds it (a keeper's current session, the history), and
 * neither needs a permission beyond `storage`: the page is the extension's own, the file an `<a download>`.
 */
import { browser } from 'wxt/browser';
import { err, formatCsv, type KeptSession, ok, type Result, type Session } from '../../core/index';
import { rowsOf } from '../lib/session-rows';
import { keptInPlayOf } from '../storage/history';
import { printJobItem } from '../storage/items';
import { kindOfFormat, loadKinds } from './load';
import { readKept, tableOf } from './read-kept';

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
  await browser.tabs.create({ url: browser.runtime.getURL('/print.html') });
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The day, on this device's calendar, as YYYY-MM-DD. */
const dayOf = (date: Date) => `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

/** `rubber-2026-11-30.csv`: the kind and the day it ended (or started; today for one in play). */
export function csvFileName(kept: KeptSession, now = new Date()): string {
  const when = new Date(kept.ended ?? kept.started ?? now.toISOString());
  return `${kept.kind}-${dayOf(Number.isNaN(when.getTime()) ? now : when)}.csv`;
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
  const name = csvFileName(kept);
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
