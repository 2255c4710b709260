/**
 * Backup and move: everything the popup keeps (the history and the session in play of each kind) as one
 * file, and such a file merged back in. The core reads and checks the file; this module only decides
 * where each session goes, so that nothing already on this device is lost.
 */
import {
  type Backup,
  err,
  formatBackup,
  KEPT_KINDS,
  type KeptKind,
  type KeptSession,
  keptContent,
  MAX_BACKUP_LENGTH,
  mergeHistory,
  newTeamMatch,
  ok,
  parseBackup,
  plural,
  type Result,
  type SetAsideEntry,
} from '../../core/index';
import { matchSheetItem, setAside, setAsideItem } from '../storage';
import { IN_PLAY, type InPlay, putAwaySince, readAbout, readInPlay, writeAbout } from './history';
import { readHistory, writeHistory } from './history-read';
import { KEPT_ENGINES } from './kept-engines';
import { localItem } from './local-item';
import { adoptOldSheet, readCellDrafts } from './match';

/** The session in play of `kind`, read by the one reader the history uses. */
async function inPlay(kind: KeptKind): Promise<InPlay> {
  const item = IN_PLAY[kind];
  return item === undefined ? { status: 'empty' } : readInPlay(kind, item, KEPT_ENGINES[kind]);
}

// The old sheet's key read without its fallback: null when no earlier build left one.
const oldSheetItem = localItem<unknown>(matchSheetItem.key, null);

/**
 * The four-board sheet of an earlier build becomes the match first, as opening the IMPs tab would do:
 * otherwise a backup would leave it out, and an import that fills the match would stop it ever being
 * adopted. A device with no old sheet is left as it is.
 */
async function adoptStoredSheet(): Promise<void> {
  if ((await oldSheetItem.getValue()) !== null) await adoptOldSheet();
}

/** What is set aside here, as a list (a stored value that is not one is kept as one entry of it). */
async function storedAside(): Promise<SetAsideEntry[]> {
  const stored = await setAsideItem.getValue();
  if (Array.isArray(stored)) return stored as SetAsideEntry[];
  return [{ key: setAsideItem.key, when: '', problem: 'the set-aside data was not a list', value: stored }];
}

/**
 * Everything kept on this device, as the text of a backup file: the history, the sessions in play, and
 * what was set aside (a session in play that cannot be read goes with those, as it is).
 */
export async function exportBackup(exported = new Date().toISOString()): Promise<string> {
  await adoptStoredSheet();
  const current: { [K in KeptKind]?: KeptSession } = {};
  const aside = await storedAside();
  for (const kind of KEPT_KINDS) {
    const now = await inPlay(kind);
    if (now.status === 'kept') current[kind] = now.kept;
    if (now.status === 'unreadable')
      aside.push({ key: IN_PLAY[kind]?.key ?? kind, when: exported, problem: now.problem, value: now.stored });
  }
  const backup: Backup = { history: await readHistory(), current, aside };
  return formatBackup(backup, exported);
}

/** The file name a backup is downloaded under: the day it was made. */
export const backupFileName = (exported: string): string => `bridge-scorer-${exported.slice(0, 10)}.json`;

/** A file too long to be a backup, refused before it is read into memory. */
export const tooLong = (size: number): string | null =>
  size > MAX_BACKUP_LENGTH ? `the file is ${(size / 1e6).toFixed(1)} MB; a backup is at most 10 MB` : null;

const messageOf = (problem: unknown): string => (problem instanceof Error ? problem.message : String(problem));

/**
 * Merges a backup file into what is kept here and says what it did ("Imported 3 sessions; 2 were
 * already here."), or refuses it, with where and why, changing nothing. The history is merged; a
 * session in play of the file goes into an empty slot here, and into the history when this device has
 * another one in play, so nothing here is replaced. A session here that cannot be read is set aside
 * before the file's takes its slot; the file's set-aside data is added to what is set aside here.
 * The history is written first: if storage refuses it (full), nothing here has changed, and the
 * error says so.
 */
export async function importBackup(text: string): Promise<Result<string, string>> {
  const read = parseBackup(text, KEPT_ENGINES);
  if (!read.ok) return read;
  let wrote = false;
  try {
    await adoptStoredSheet();
    const incoming = read.value.history.slice();
    const slots: { kind: KeptKind; theirs: KeptSession; ours: InPlay }[] = [];
    const here = await readHistory();
    let same = 0;
    for (const kind of KEPT_KINDS) {
      const theirs = read.value.current[kind];
      if (theirs === undefined || IN_PLAY[kind] === undefined) continue;
      const ours = await inPlay(kind);
      if (ours.status === 'kept' && keptContent(ours.kept) === keptContent(theirs)) same++;
      // The file's game in play was put away here since the file was made (New): it is here already.
      else if (here.some((kept) => putAwaySince(kept, theirs))) same++;
      else if (ours.status === 'kept' || (ours.status === 'empty' && (await setUpHere(kind)))) incoming.push(theirs);
      else slots.push({ kind, theirs, ours });
    }
    const merged = mergeHistory(here, incoming);
    await writeHistory(merged.history);
    wrote = true;
    const asideHere = await storedAside();
    const seen = new Set(asideHere.map((entry) => JSON.stringify(entry)));
    const asideNew = (read.value.aside ?? []).filter((entry) => !seen.has(JSON.stringify(entry)));
    if (asideNew.length > 0) await setAsideItem.setValue([...asideHere, ...asideNew]);
    const notices: string[] = [];
    for (const { kind, theirs, ours } of slots) {
      const item = IN_PLAY[kind];
      if (item === undefined) continue;
      if (ours.status === 'unreadable') {
        await setAside(item.key, ours.stored, ours.problem);
        notices.push(`Your ${kind} here could not be read (${ours.problem}); it was set aside, not deleted.`);
      }
      // Names typed here for the pad not yet played stay, unless the file's session has its own.
      const names = theirs.names ?? (await readAbout(kind)).names;
      await item.setValue(theirs.session);
      await writeAbout(kind, {
        id: theirs.id,
        ...(theirs.started === undefined ? {} : { started: theirs.started }),
        ...(names === undefined ? {} : { names }),
      });
    }
    const said = importedMessage(merged.added + slots.length, merged.already + same);
    return ok([said, ...notices].join(' '));
  } catch (problem) {
    return err(
      wrote
        ? `it was only partly stored (${messageOf(problem)}); the history was merged, and nothing here was deleted`
        : `it could not be stored (${messageOf(problem)}); nothing here was changed`,
    );
  }
}

/**
 * Whether the slot of `kind`, with nothing played in it yet, holds what a player set up and would lose:
 * a Bugger game's players (a Bugger game has no session until they are chosen), a match's length, first
 * board or team names, or a match cell typed that did not read yet. A fresh rubber or Chicago holds
 * nothing but the options.
 */
async function setUpHere(kind: KeptKind): Promise<boolean> {
  const stored = await IN_PLAY[kind]?.getValue();
  if (stored === null || stored === undefined) return false;
  if (kind === 'bugger') return true;
  if (kind !== 'match') return false;
  const settings = (stored as { settings?: unknown }).settings;
  return (
    JSON.stringify(settings) !== JSON.stringify(newTeamMatch().settings) ||
    Object.keys(await readCellDrafts()).length > 0
  );
}

/** `Imported 3 sessions; 2 were already here.` */
export function importedMessage(added: number, already: number): string {
  const imported = `Imported ${plural(added, 'session')}`;
  if (already === 0) return `${imported}.`;
  return `${imported}; ${already} ${already === 1 ? 'was' : 'were'} already here.`;
}
