/**
 * The popup's history: sessions put away when a new one starts, kept as the core's KeptSession (settings
 * and events, never derived numbers) under `history`, and what each session in play has beside its
 * events (its id, when it started, the players' names) under `about:<kind>`. Whatever cannot be read is
 * set aside with the reason, never dropped, and reading never throws. Reading the whole history, with
 * every kind's engine, is in kinds/history-read.ts: the keepers load this module, and a keeper's chunk need
 * not carry the other kinds' engines.
 */
import {
  type Engine,
  formatProblem,
  type KeptKind,
  type KeptSession,
  keptContent,
  keptIdBase,
  loadSession,
  type Problem,
  readKeptNames,
  type Session,
} from '../../core/index';
import { aboutItem, historyItem } from './items';
import type { LocalItem } from './local-item';
import { setAside } from './set-aside';
import { writeNextVersion } from './versioned';

/** A session in play's kept id, the time of its first event, and the names the players gave. */
export interface About {
  readonly id: string;
  readonly started?: string;
  readonly names?: readonly string[];
  /**
   * Set when the session was reopened from History rather than started here: when it ended as kept
   * (empty when it was put away unfinished), so that a finished game put back keeps its date; and
   * `next`, the names typed in the tab before it came back, for the game after it.
   */
  readonly reopened?: { readonly ended: string; readonly next?: readonly string[] };
}

/** Random, so that a history imported from another device can tell its entries from ours. */
export const newKeptId = (): string => crypto.randomUUID();

/** The about of the session in play of `kind`: what is stored, or a new id when nothing readable is. */
export async function readAbout(kind: KeptKind): Promise<About> {
  const item = aboutItem(kind);
  const stored = await item.getValue();
  if (stored === null) return { id: newKeptId() };
  const { id, started, names: namesValue, reopened } = stored as { [key: string]: unknown };
  // The names by the core's rule for a kept session's, so that what is put away always reads back.
  const read = readKeptNames(namesValue);
  const names = read.ok ? read.value : undefined;
  const { ended, next: nextValue } = (reopened ?? {}) as { ended?: unknown; next?: unknown };
  const next = readKeptNames(nextValue);
  if (
    typeof id === 'string' &&
    (started === undefined || typeof started === 'string') &&
    read.ok &&
    (reopened === undefined || (typeof ended === 'string' && next.ok))
  )
    return {
      id,
      ...(started === undefined ? {} : { started }),
      ...(names === undefined ? {} : { names }),
      ...(typeof ended === 'string' && next.ok
        ? { reopened: { ended, ...(next.value === undefined ? {} : { next: next.value }) } }
        : {}),
    };
  await setAside(item.key, stored, 'not an id with a start time, names and when it was reopened');
  await item.setValue(null);
  return { id: newKeptId() };
}

export const writeAbout = (kind: KeptKind, about: About): Promise<void> => aboutItem(kind).setValue(about);

/** Notes when the session in play of `kind` started, at its first event; a later call changes nothing. */
export async function noteStarted(kind: KeptKind, when = new Date().toISOString()): Promise<void> {
  const about = await readAbout(kind);
  if (about.started === undefined) await writeAbout(kind, { ...about, started: when });
}

/**
 * Forgets when the session in play of `kind` started, and that it was reopened, once all its events are
 * undone: a game played there next is dated by its own first hand, and put away as a new one.
 */
export async function forgetStart(kind: KeptKind): Promise<void> {
  const { started, reopened, ...rest } = await readAbout(kind);
  if (started !== undefined || reopened !== undefined) await writeAbout(kind, rest);
}

export async function writeNames(kind: KeptKind, names: readonly string[]): Promise<void> {
  await writeAbout(kind, { ...(await readAbout(kind)), names });
}

/** The stored history as a list, a stored value that is not one set aside (the list starts again). */
export async function storedHistory(): Promise<unknown[]> {
  const stored = await historyItem.getValue();
  if (Array.isArray(stored)) return stored;
  await setAside(historyItem.key, stored, 'the history was not a list');
  await historyItem.setValue([]);
  return [];
}

/**
 * Puts `kept` at the top of the history. The list is not read through the core: a put-away is fast. An
 * id already in the history (the same game, played on after a backup moved it to another device and
 * back) gets the first free `~n`, as a merge gives one, so that each entry opens and deletes alone.
 */
export async function putAway(kept: KeptSession): Promise<void> {
  const stored = await storedHistory();
  // Put away before, by a New whose later writes failed and which the player pressed again.
  if (stored.some((entry) => isKept(entry) && putAwaySince(entry, kept))) return;
  const ids = new Set(stored.map(idOf));
  let { id } = kept;
  for (let n = 2; ids.has(id); n++) id = `${keptIdBase(kept.id)}~${n}`;
  await historyItem.setValue([id === kept.id ? kept : { ...kept, id }, ...stored]);
}

/**
 * Whether `kept` is the game `inPlay` is, put away since: the same id (but for a merge's `~n`) and the
 * same content but for when it ended.
 */
export const putAwaySince = (kept: KeptSession, inPlay: KeptSession): boolean =>
  keptIdBase(kept.id) === keptIdBase(inPlay.id) &&
  keptContent({ ...kept, ended: '' }) === keptContent({ ...inPlay, ended: '' });

const isKept = (entry: unknown): entry is KeptSession =>
  typeof (entry as { id?: unknown } | null)?.id === 'string' &&
  typeof (entry as { session?: unknown }).session === 'object';

const idOf = (entry: unknown): unknown => (entry as { id?: unknown } | null)?.id;

/**
 * Deletes one entry from the history (the player has confirmed): the one given, or by its id alone the
 * first with that id, the one History opens. Never more than one, even if an older build left two
 * entries under one id.
 */
export async function deleteKept(which: string | KeptSession): Promise<void> {
  const stored = await storedHistory();
  const history = withoutKept(stored, which);
  if (history !== stored) await historyItem.setValue(history);
}

/** The stored history without the one entry `which` names (see deleteKept); the same list if none. */
function withoutKept(stored: unknown[], which: string | KeptSession): unknown[] {
  const id = typeof which === 'string' ? which : which.id;
  const content = typeof which === 'string' ? undefined : keptContent(which);
  const matches = (entry: unknown) =>
    idOf(entry) === id && (content === undefined || keptContent(entry as KeptSession) === content);
  let at = stored.findIndex(matches);
  if (at < 0 && content !== undefined) at = stored.findIndex((entry) => idOf(entry) === id);
  return at < 0 ? stored : [...stored.slice(0, at), ...stored.slice(at + 1)];
}

/** A session with what is known about it, as the history keeps it; blank names are left out. */
export function keptOf(kind: KeptKind, session: Session<unknown, unknown>, about: About, ended?: string): KeptSession {
  const named = about.names?.some((name) => name.trim() !== '') ?? false;
  return {
    id: about.id,
    kind,
    ...(about.started === undefined ? {} : { started: about.started }),
    ...(ended === undefined ? {} : { ended }),
    ...(named && about.names ? { names: about.names.map((name) => name.trim()) } : {}),
    session,
  };
}

/** The session in play of a kind as this device has it. */
export type InPlay =
  /** Nothing stored. */
  | { readonly status: 'empty' }
  /**
   * A session with no event yet, as the history would keep it: a fresh pad, or a game set up and not
   * played (a Bugger game's players, a match's length and teams). Never put away: History keeps play.
   */
  | { readonly status: 'unplayed'; readonly kept: KeptSession }
  /** Stored but not readable by this build (a newer build's, a hand-edit): the player's all the same. */
  | {
      readonly status: 'unreadable';
      readonly stored: unknown;
      /** Why, in English, as what is set aside records it. */
      readonly problem: string;
      /** Why, as the core says it: for a notice in the reader's language. */
      readonly found: Problem;
    }
  | { readonly status: 'kept'; readonly kept: KeptSession };

/**
 * The one reader of a session in play, for putting it away, a backup and the print page: what is
 * stored under `item`, loaded by `engine`, as the history would keep it (with its id, start and names).
 * Nothing is written: what to do with an unreadable one is the caller's (set it aside before writing).
 */
export async function readInPlay<S, E, St>(
  kind: KeptKind,
  item: LocalItem<unknown>,
  engine: Engine<S, E, St>,
  ended?: string,
): Promise<InPlay> {
  const stored = await item.getValue();
  if (stored === null || stored === undefined) return { status: 'empty' };
  const loaded = loadSession(engine, stored);
  if (!loaded.ok) return { status: 'unreadable', stored, problem: formatProblem(loaded.error), found: loaded.error };
  const kept = await keptInPlayOf(kind, loaded.value.session as Session<unknown, unknown>, ended);
  return kept.session.events.length === 0 ? { status: 'unplayed', kept } : { status: 'kept', kept };
}

/** A session in play, already loaded, as the history would keep it: its about (id, start, names) added. */
export const keptInPlayOf = async (
  kind: KeptKind,
  session: Session<unknown, unknown>,
  ended?: string,
): Promise<KeptSession> => keptOf(kind, session, await readAbout(kind), ended);

/**
 * Puts the session in play of `kind` away in the history when it has any event, finished or not, with
 * its dates and names; the next one starts with a new id and the same names (the same players, most
 * often). A stored session that cannot be read is set aside instead.
 */
export async function putAwayInPlay<S, E, St>(
  kind: KeptKind,
  item: LocalItem<unknown>,
  engine: Engine<S, E, St>,
  at?: string,
): Promise<void> {
  const about = await readAbout(kind);
  // A finished game reopened to change a hand goes back under the day it was played.
  const ended = at ?? (about.reopened?.ended || new Date().toISOString());
  const now = await readInPlay(kind, item, engine, ended);
  if (now.status === 'unreadable') {
    await setAside(item.key, now.stored, now.problem);
    // The next session is a new one: its own id and start, the same players' names.
    await writeAbout(kind, { id: newKeptId(), ...(about.names ? { names: about.names } : {}) });
    return;
  }
  if (now.status === 'empty' || now.status === 'unplayed') {
    // Its hands were all undone: the next session starts when its own first hand comes.
    const { started, reopened, ...unstarted } = about;
    if (started !== undefined || reopened !== undefined) await writeAbout(kind, unstarted);
    return;
  }
  await putAway(now.kept);
  // After a game reopened from History, the next one is for the players named before it came back.
  const names = about.reopened ? about.reopened.next : about.names;
  await writeAbout(kind, { id: newKeptId(), ...(names ? { names } : {}) });
}

/**
 * Makes `kept` the session in play of its kind again, to change a hand or to play on: the session in
 * play goes to History first (as New puts it away); then, in one write the browser makes whole or not
 * at all, `kept` takes its place, with its id, start and names, and leaves History. The names typed in
 * the tab are kept for the game after it. Made holding the session's lock (kinds/reopen.ts takes it).
 */
export async function reopenKept<S, E, St>(
  kept: KeptSession,
  item: LocalItem<unknown>,
  engine: Engine<S, E, St>,
  finished: boolean,
): Promise<void> {
  await putAwayInPlay(kept.kind, item, engine);
  // Put away, the tab's about is a fresh one with the names for its next game (never a reopened one's).
  const next = (await readAbout(kept.kind)).names;
  const about: About = {
    id: kept.id,
    ...(kept.started === undefined ? {} : { started: kept.started }),
    ...(kept.names === undefined ? {} : { names: kept.names }),
    reopened: { ended: finished ? (kept.ended ?? '') : '', ...(next ? { next } : {}) },
  };
  const history = withoutKept(await storedHistory(), kept);
  await writeNextVersion(item, kept.session, [
    [aboutItem(kept.kind), about],
    [historyItem, history],
  ]);
}
