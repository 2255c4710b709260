/**
 * Backup and move: everything the popup keeps (the history and the session in play of each kind) as one
 * file, and such a file merged back in. The core reads and checks the file; this module only decides
 * where each session goes, so that nothing already on this device is lost.
 */
import {
  type Backup,
  err,
  formatBackup,
  type KeptKind,
  type KeptSession,
  keptContent,
  MAX_BACKUP_LENGTH,
  mergeHistory,
  ok,
  parseBackup,
  type Result,
  type Session,
  type SetAsideEntry,
} from '../../core/index';
import { storageFailure } from '../storage/failures';
import { type InPlay, keptInPlayOf, putAwaySince, readAbout, readInPlay, writeAbout } from '../storage/history';
import { optionsItem, readOptions, setAsideItem } from '../storage/items';
import { setAside } from '../storage/set-aside';
import { withSessionLocks, writeNextVersion } from '../storage/versioned';
import { currentLanguage, sayProblem, t } from '../words/index';
import { readHistory, writeHistory } from './history-read';
import type { Kind } from './kind';
import { enginesOf, loadEveryKind } from './load';

/**
 * The session in play of `kind`, read by the one reader the history uses. A tab whose pad is named by
 * its players (a rubber, a Chicago), opened on a fresh device, stores nothing until its first hand, but
 * the names typed there are kept (under its about): that is the pad the tab shows, fresh from the
 * options, with those names.
 */
async function inPlay(kind: Kind): Promise<InPlay> {
  const { key, item } = kind.entry;
  const now = await readInPlay(key, item, kind.engine);
  if (now.status !== 'empty' || kind.named.length === 0) return now;
  const session = kind.fresh(readOptions(await optionsItem.getValue()));
  if (session === null) return now;
  const kept = await keptInPlayOf(key, session as Session<unknown, unknown>);
  return kept.names === undefined ? now : { status: 'unplayed', kept };
}

/** What an earlier build of each kind left, made its session in play first (the kind's `adopt`). */
async function adoptEarlier(kinds: readonly Kind[]): Promise<void> {
  for (const kind of kinds) await kind.adopt?.();
}

/** What is set aside here, as a list (a stored value that is not one is kept as one entry of it). */
async function storedAside(): Promise<SetAsideEntry[]> {
  const stored = await setAsideItem.getValue();
  if (Array.isArray(stored)) return stored as SetAsideEntry[];
  return [{ key: setAsideItem.key, when: '', problem: 'the set-aside data was not a list', value: stored }];
}

/**
 * Whether a session not yet played holds what a player set up, as its kind says (a Bugger game's
 * players, a match's length, first board or team names), else the names typed for it (a rubber's or a
 * Chicago's settings are the options): a pad with no names holds nothing else.
 */
const isSetUp = (kind: Kind, kept: KeptSession): boolean => kind.setUp?.(kept) ?? kept.names !== undefined;

/** The session in play of `kind` as a backup holds it: played, or set up and not yet played. */
const inBackup = (kind: Kind, now: InPlay): KeptSession | undefined =>
  now.status === 'kept' || (now.status === 'unplayed' && isSetUp(kind, now.kept)) ? now.kept : undefined;

/**
 * Everything kept on this device, as the text of a backup file: the history, the sessions in play
 * (played or set up), and what was set aside (a session in play that cannot be read goes with those, as
 * it is).
 */
export async function exportBackup(exported = new Date().toISOString()): Promise<string> {
  const kinds = await loadEveryKind();
  await adoptEarlier(kinds);
  const current: { [K in KeptKind]?: KeptSession } = {};
  const aside = await storedAside();
  for (const kind of kinds) {
    const now = await inPlay(kind);
    const kept = inBackup(kind, now);
    if (kept !== undefined) current[kind.entry.key] = kept;
    if (now.status === 'unreadable')
      aside.push({ key: kind.entry.item.key, when: exported, problem: now.problem, value: now.stored });
  }
  const backup: Backup = { history: await readHistory(), current, aside };
  return formatBackup(backup, exported);
}

/** The file name a backup is downloaded under: the day it was made. */
export const backupFileName = (exported: string): string => `bridge-scorer-${exported.slice(0, 10)}.json`;

/** A file too long to be a backup, refused before it is read into memory. */
export const tooLong = (size: number): string | null =>
  size > MAX_BACKUP_LENGTH ? t('backup.tooLong', { size: megabytes(size) }) : null;

/** `12.3`: a size in MB to one decimal, the decimal sign as the language shown writes it. */
const megabytes = (size: number): string =>
  new Intl.NumberFormat(currentLanguage() === 'en' ? 'en-US' : currentLanguage(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(size / 1e6);

/**
 * Merges a backup file into what is kept here and says what it did ("Imported 3 sessions; 2 were
 * already here."), or refuses it, with where and why, changing nothing. The history is merged; a
 * session in play of the file goes into an empty slot here, and into the history when this device has
 * another one in play or set up, so nothing here is replaced. One of the file's only set up (no event
 * yet) does not go into the history, which keeps what was played: when the slot here is taken it stays
 * in the file, and the message says so. A session here that cannot be read is set aside before the
 * file's takes its slot; the file's set-aside data is added to what is set aside here.
 * The history is written first: if storage refuses it (full), nothing here has changed, and the
 * error says so.
 */
export async function importBackup(text: string): Promise<Result<string, string>> {
  const kinds = await loadEveryKind();
  const read = parseBackup(text, enginesOf(kinds));
  if (!read.ok) return err(sayProblem(read.error));
  let wrote = false;
  try {
    await adoptEarlier(kinds);
    // Every session's lock held while the import looks at the slots and fills them: a hand another
    // window adds meanwhile waits, and is never written over.
    return await withSessionLocks(
      kinds.map((kind) => kind.entry.item),
      async () => {
        const incoming = read.value.history.slice();
        const slots: { kind: Kind; theirs: KeptSession; ours: InPlay }[] = [];
        const left: Kind[] = [];
        const here = await readHistory();
        let same = 0;
        for (const kind of kinds) {
          const theirs = read.value.current[kind.entry.key];
          if (theirs === undefined) continue;
          const ours = await inPlay(kind);
          const oursKept = ours.status === 'kept' || ours.status === 'unplayed' ? ours.kept : undefined;
          if (oursKept !== undefined && keptContent(oursKept) === keptContent(theirs)) same++;
          // The file's game in play was put away here since the file was made (New): it is here already.
          else if (here.some((kept) => putAwaySince(kept, theirs))) same++;
          else if (!(await taken(kind, ours, theirs))) slots.push({ kind, theirs, ours });
          else if (theirs.session.events.length > 0) incoming.push(theirs);
          else left.push(kind);
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
          const { key, item } = kind.entry;
          if (ours.status === 'unreadable') {
            await setAside(item.key, ours.stored, ours.problem);
            notices.push(t('backup.oursUnreadable', { kind: key, problem: sayProblem(ours.found) }));
          }
          // Names typed here for the pad not yet played stay, unless the file's session has its own.
          const names = theirs.names ?? (await readAbout(key)).names;
          await writeNextVersion(item, theirs.session);
          await writeAbout(key, {
            id: theirs.id,
            ...(theirs.started === undefined ? {} : { started: theirs.started }),
            ...(names === undefined ? {} : { names }),
          });
        }
        for (const kind of left) notices.push(t('backup.leftInFile', { kind: kind.entry.key }));
        const said = importedMessage(merged.added + slots.length, merged.already + same);
        return ok([said, ...notices].join(' '));
      },
    );
  } catch (problem) {
    return err(
      wrote
        ? storageFailure(t('backup.partlyStored'), problem, { after: t('backup.merged') })
        : storageFailure(t('backup.notStored'), problem, { after: t('backup.nothingChanged') }),
    );
  }
}

/**
 * Whether the slot here holds what a player would lose if `theirs` took it: a session played or set up,
 * or a match with a cell typed that did not read yet. A rubber or Chicago here with only names is taken
 * only by a file's session with other names: one without names takes the slot and keeps those here.
 * Nothing stored, a fresh pad, or a session this build cannot read (set aside first) leave it free.
 */
async function taken(kind: Kind, ours: InPlay, theirs: KeptSession): Promise<boolean> {
  if (ours.status === 'kept') return true;
  if (ours.status !== 'unplayed') return false;
  const { kept } = ours;
  if (kind.named.length > 0)
    return (
      isSetUp(kind, kept) && theirs.names !== undefined && JSON.stringify(theirs.names) !== JSON.stringify(kept.names)
    );
  return isSetUp(kind, kept) || (await kind.typed?.()) === true;
}

/** `Imported 3 sessions; 2 were already here.` */
export function importedMessage(added: number, already: number): string {
  return already === 0 ? t('backup.imported', { added }) : t('backup.importedSome', { added, already });
}
