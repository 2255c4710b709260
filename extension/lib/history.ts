/**
 * The popup's history: sessions put away when a new one starts, kept as the core's KeptSession (settings
 * and events, never derived numbers) under `history`, and what each session in play has beside its
 * events (its id, when it started, the players' names) under `about:<kind>`. Whatever cannot be read is
 * set aside with the reason, never dropped, and reading never throws. Reading the whole history, with
 * every kind's engine, is in history-read.ts: the keepers load this module, and a keeper's chunk need
 * not carry the other kinds' engines.
 */
import { type Engine, type KeptKind, type KeptSession, loadSession, type Session } from '../../core/index';
import { aboutItem, buggerItem, chicagoItem, historyItem, matchItem, rubberItem, setAside } from '../storage';
import type { LocalItem } from './local-item';

/** Where each kind's session in play is stored. */
export const IN_PLAY: { readonly [K in KeptKind]?: LocalItem<unknown> } = {
  rubber: rubberItem,
  chicago: chicagoItem,
  bugger: buggerItem,
  match: matchItem,
};

/** A session in play's kept id, the time of its first event, and the names the players gave. */
export interface About {
  readonly id: string;
  readonly started?: string;
  readonly names?: readonly string[];
}

/** Random, so that a history imported from another device can tell its entries from ours. */
export const newKeptId = (): string => crypto.randomUUID();

const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 8 && value.every((name) => typeof name === 'string');

/** The about of the session in play of `kind`: what is stored, or a new id when nothing readable is. */
export async function readAbout(kind: KeptKind): Promise<About> {
  const item = aboutItem(kind);
  const stored = await item.getValue();
  if (stored === null) return { id: newKeptId() };
  const { id, started, names } = stored as { [key: string]: unknown };
  if (
    typeof id === 'string' &&
    (started === undefined || typeof started === 'string') &&
    (names === undefined || isTexts(names))
  )
    return { id, ...(started === undefined ? {} : { started }), ...(names === undefined ? {} : { names }) };
  await setAside(item.key, stored, 'not an id with a start time and names');
  await item.setValue(null);
  return { id: newKeptId() };
}

export const writeAbout = (kind: KeptKind, about: About): Promise<void> => aboutItem(kind).setValue(about);

/** Notes when the session in play of `kind` started, at its first event; a later call changes nothing. */
export async function noteStarted(kind: KeptKind, when = new Date().toISOString()): Promise<void> {
  const about = await readAbout(kind);
  if (about.started === undefined) await writeAbout(kind, { ...about, started: when });
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

/** Puts `kept` at the top of the history. The list is not read through the core: a put-away is fast. */
export async function putAway(kept: KeptSession): Promise<void> {
  await historyItem.setValue([kept, ...(await storedHistory())]);
}

/** Deletes the entry `id` from the history (the player has confirmed). */
export async function deleteKept(id: string): Promise<void> {
  const stored = await storedHistory();
  await historyItem.setValue(stored.filter((entry) => (entry as { id?: unknown } | null)?.id !== id));
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

/**
 * Puts the session in play of `kind` away in the history when it has any event, finished or not, with
 * its dates and names; the next one starts with a new id and the same names (the same players, most
 * often). A stored session that cannot be read is set aside instead.
 */
export async function putAwayInPlay<S, E, St>(
  kind: KeptKind,
  item: LocalItem<unknown>,
  engine: Engine<S, E, St>,
  ended = new Date().toISOString(),
): Promise<void> {
  const stored = await item.getValue();
  if (stored === null || stored === undefined) return;
  const loaded = loadSession(engine, stored);
  if (!loaded.ok) {
    await setAside(item.key, stored, loaded.error.message);
    return;
  }
  const about = await readAbout(kind);
  if (loaded.value.session.events.length === 0) {
    // Its hands were all undone: the next session starts when its own first hand comes.
    const { started, ...unstarted } = about;
    if (started !== undefined) await writeAbout(kind, unstarted);
    return;
  }
  await putAway(keptOf(kind, loaded.value.session as Session<unknown, unknown>, about, ended));
  await writeAbout(kind, { id: newKeptId(), ...(about.names ? { names: about.names } : {}) });
}
