/**
 * Backup and move: everything the popup keeps (the history and the session in play of each kind) as one
 * file, and such a file merged back in. The core reads and checks the file; this module only decides
 * where each session goes, so that nothing already on this device is lost.
 */
import {
  type Backup,
  formatBackup,
  KEPT_KINDS,
  type KeptKind,
  type KeptSession,
  loadSession,
  MAX_BACKUP_LENGTH,
  mergeHistory,
  parseBackup,
  plural,
  type Result,
} from '../../core/index';
import { IN_PLAY, keptOf, readAbout, writeAbout } from './history';
import { readHistory, writeHistory } from './history-read';
import { KEPT_ENGINES } from './kept-engines';

/** The session in play of `kind` as a kept session, or null when there is none or it has no event yet. */
async function inPlay(kind: KeptKind): Promise<KeptSession | null> {
  const item = IN_PLAY[kind];
  const engine = KEPT_ENGINES[kind];
  if (item === undefined || engine === undefined) return null;
  const loaded = loadSession(engine, await item.getValue());
  if (!loaded.ok || loaded.value.session.events.length === 0) return null;
  return keptOf(kind, loaded.value.session, await readAbout(kind));
}

/** Everything kept on this device, as the text of a backup file. */
export async function exportBackup(exported = new Date().toISOString()): Promise<string> {
  const current: { [K in KeptKind]?: KeptSession } = {};
  for (const kind of KEPT_KINDS) {
    const kept = await inPlay(kind);
    if (kept !== null) current[kind] = kept;
  }
  const backup: Backup = { history: await readHistory(), current };
  return formatBackup(backup, exported);
}

/** The file name a backup is downloaded under: the day it was made. */
export const backupFileName = (exported: string): string => `bridge-scorer-${exported.slice(0, 10)}.json`;

/** A file too long to be a backup, refused before it is read into memory. */
export const tooLong = (size: number): string | null =>
  size > MAX_BACKUP_LENGTH ? `the file is ${(size / 1e6).toFixed(1)} MB; a backup is at most 10 MB` : null;

/** Same game: the same session and names (dates and ids aside, which a restore may not carry). */
const sameGame = (a: KeptSession, b: KeptSession): boolean =>
  JSON.stringify([a.session, a.names ?? []]) === JSON.stringify([b.session, b.names ?? []]);

/**
 * Merges a backup file into what is kept here and says what it did ("Imported 3 sessions; 2 were
 * already here."), or refuses it, with where and why, changing nothing. The history is merged; a
 * session in play of the file goes into an empty slot here, and into the history when this device has
 * another one in play, so nothing here is replaced.
 */
export async function importBackup(text: string): Promise<Result<string, string>> {
  const read = parseBackup(text, KEPT_ENGINES);
  if (!read.ok) return read;
  const incoming = read.value.history.slice();
  let restored = 0;
  let same = 0;
  for (const kind of KEPT_KINDS) {
    const theirs = read.value.current[kind];
    const item = IN_PLAY[kind];
    if (theirs === undefined || item === undefined) continue;
    const ours = await inPlay(kind);
    if (ours !== null && sameGame(ours, theirs)) {
      same++;
      continue;
    }
    if (ours !== null) {
      incoming.push(theirs);
      continue;
    }
    // An empty slot: nothing stored, or a session with no event yet (a fresh pad).
    // Names typed here for the pad not yet played stay, unless the file's session has its own.
    const names = theirs.names ?? (await readAbout(kind)).names;
    await item.setValue(theirs.session);
    await writeAbout(kind, {
      id: theirs.id,
      ...(theirs.started === undefined ? {} : { started: theirs.started }),
      ...(names === undefined ? {} : { names }),
    });
    restored++;
  }
  const merged = mergeHistory(await readHistory(), incoming);
  await writeHistory(merged.history);
  return { ok: true, value: importedMessage(merged.added + restored, merged.already + same) };
}

/** `Imported 3 sessions; 2 were already here.` */
export function importedMessage(added: number, already: number): string {
  const imported = `Imported ${plural(added, 'session')}`;
  if (already === 0) return `${imported}.`;
  return `${imported}; ${already} ${already === 1 ? 'was' : 'were'} already here.`;
}
