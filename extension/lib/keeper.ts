/**
 * A score keeper's model, apart from any view: a core `Engine` kept under one storage item, which several
 * popup windows may show at once. Loading, adding an event, undo and changing an earlier event are the
 * core's own (`loadSession`, `addEvent`, `undoLast`, `replaceEvent`, `removeEvent`); the keeper sets
 * aside what cannot be read, and stores every change holding the session's lock, once it has checked
 * that the session changed is the one stored (by the version kept beside it, storage/versioned.ts).
 * When another window stored a newer one meanwhile, the change is made again on that one where it still
 * means what the player meant, or refused with a message and the newer one shown: never dropped without
 * a word. `watch` shows what other windows store. Views take a keeper as a parameter, so tests run it on
 * WXT's in-memory fakeBrowser.
 */
import {
  addEvent,
  type EditError,
  type Engine,
  err,
  formatProblem,
  type KeptKind,
  loadSession,
  ok,
  type Played,
  type Problem,
  type Result,
  removeEvent,
  replaceEvent,
  replay,
  type Session,
  type SessionError,
  undoLast,
} from '../../core/index';
import { storageFailure } from '../storage/failures';
import { forgetStart, noteStarted, putAwayInPlay, readAbout } from '../storage/history';
import type { LocalItem } from '../storage/local-item';
import { setAside } from '../storage/set-aside';
import { readVersioned, type Versioned, watchVersioned, withSessionLock, writeVersioned } from '../storage/versioned';
import { sayProblem, sayReason, t } from '../words/index';
import { dateLocale } from './two-sides';

/**
 * A session as a keeper shows it: replayed, with a notice when something happened to it, and the
 * version it was stored at (0 for one never stored), so that a view never shows an older one over it.
 */
export type KeeperSnapshot<S, E, St> = (
  | { readonly session: Session<S, E>; readonly state: St }
  /** Nothing to keep yet (a game that needs its players first). */
  | { readonly session: null }
) & { readonly notice?: string; readonly version: number };

/** What a keeper keeps: a kind's engine, its key (which words name it), and how a new one starts. */
export interface KeeperSpec<S, E, St> {
  /** The kind its sessions are put away as in the history, and which the messages name. */
  readonly key: KeptKind;
  readonly engine: Engine<S, E, St>;
  /** A new session, or null when one needs more than the options to start. */
  fresh(): Session<S, E> | null;
}

/**
 * A change refused because another window stored a change first, after which it no longer means what
 * the player meant: why, in the reader's words, and the session as it now stands, to show instead.
 */
export interface Overtaken<S, E, St> {
  readonly overtaken: string;
  readonly now: KeeperSnapshot<S, E, St>;
}

export const isOvertaken = <S, E, St>(error: object): error is Overtaken<S, E, St> => 'overtaken' in error;

/** A refused change in the reader's words: the core's reason, or why another window's change stopped it. */
export const sayRefused = <S, E, St>(error: Problem | Overtaken<S, E, St>): string =>
  isOvertaken(error) ? error.overtaken : sayReason(error);

export type Added<S, E, St> = Result<KeeperSnapshot<S, E, St>, SessionError | Overtaken<S, E, St>>;
export type Edited<S, E, St> = Result<KeeperSnapshot<S, E, St>, EditError<S, E, St> | Overtaken<S, E, St>>;

/**
 * Each change takes the session its window shows (`current`): when another window has stored a change
 * since, an event added goes after the newer session's (with a notice saying so, or refused when it no
 * longer fits it); an undo, a change or a removal is made there only when the event it is about is
 * still there as the player saw it, and otherwise refused.
 */
export interface Keeper<S, E, St> {
  open(): Promise<KeeperSnapshot<S, E, St>>;
  add(current: Session<S, E>, event: E): Promise<Added<S, E, St>>;
  /** Refused (with a notice, nothing stored) when the last event is no longer the one `current` ends on. */
  undo(current: Session<S, E>): Promise<KeeperSnapshot<S, E, St>>;
  /**
   * The event at `index` replaced by `event` and the session replayed; stored only if every later event
   * still fits, or if `dropLater` says to drop those that no longer do (the core's cut). Otherwise
   * nothing is stored and the error says why. Events another window added are never dropped unseen:
   * the player is asked again.
   */
  replace(current: Session<S, E>, index: number, event: E, dropLater?: boolean): Promise<Edited<S, E, St>>;
  /** The event at `index` taken out, as `replace` changes one. */
  remove(current: Session<S, E>, index: number, dropLater?: boolean): Promise<Edited<S, E, St>>;
  /**
   * Starts again, with `session` or fresh from the options, the session in play put away first. Refused
   * (with a notice) when another window has stored a change this keeper has not yet shown.
   */
  restart(session?: Session<S, E>): Promise<KeeperSnapshot<S, E, St>>;
  /** Calls `shown` with the session as stored each time a page stores it; returns what stops it. */
  watch(shown: (snapshot: KeeperSnapshot<S, E, St>) => void): () => void;
}

/**
 * What a finished game reopened from History says while it is in play: why the pad is back, and how it
 * goes back. A game resumed unfinished says nothing: it is simply played on.
 */
function reopenedNotice(kind: KeptKind, ended: string | undefined): string | undefined {
  if (ended === undefined || ended === '') return undefined;
  const day = new Date(ended).toLocaleDateString(dateLocale(), { dateStyle: 'medium' });
  return t('keeper.reopened', { kind, day });
}

/** A snapshot with `notice` said after any it has. */
const noting = <T extends { readonly notice?: string }>(snapshot: T, notice: string | undefined): T =>
  notice === undefined ? snapshot : { ...snapshot, notice: snapshot.notice ? `${snapshot.notice} ${notice}` : notice };

/** Two values as JSON with their keys in order: the browser's storage may give an object's keys sorted. */
const same = (a: unknown, b: unknown): boolean => ordered(a) === ordered(b);
const ordered = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

export function createKeeper<S, E, St>(item: LocalItem<unknown>, kind: KeeperSpec<S, E, St>): Keeper<S, E, St> {
  const { engine, key } = kind;
  // The version each session handed out was read or stored at: a change is made to the session its
  // window shows, and that session's version says whether another window has stored one since.
  const readAt = new WeakMap<Session<S, E>, number>();
  // The version of the session last handed out, for a New pressed on a pad not yet showing the newest.
  let shownVersion = -1;
  const snapshot = (session: Session<S, E> | null, version: number, state?: St): KeeperSnapshot<S, E, St> => {
    if (session === null) return { session: null, version };
    readAt.set(session, version);
    if (state !== undefined) return { session, state, version };
    const replayed = replay(engine, session);
    // A session built by the core always replays; failing here is a bug, not user data.
    if (!replayed.ok) throw new Error(formatProblem(replayed.error));
    return { session, state: replayed.value, version };
  };
  // Every snapshot handed out is made holding the lock, so the last one is of the newest version seen.
  const handOut = <T extends KeeperSnapshot<S, E, St>>(shown: T): T => {
    shownVersion = shown.version;
    return shown;
  };
  const store = async (session: Session<S, E> | null, version: number, state?: St) => {
    await writeVersioned(item, session, version);
    return snapshot(session, version, state);
  };
  /**
   * Whether the session stored is `current`: the version it was read at, and the same events (storage
   * cleared and written again would count its versions from 0 again).
   */
  const isStored = (current: Session<S, E>, stored: Versioned) =>
    readAt.get(current) === stored.version && same(stored.value, current);
  /**
   * The session as stored, read holding the lock: what cannot be read is set aside, and a fresh session
   * stored in its place, with a notice saying so.
   */
  const load = async ({ value, version }: Versioned): Promise<KeeperSnapshot<S, E, St>> => {
    if (value === null) return snapshot(kind.fresh(), version);
    const loaded = loadSession(engine, value);
    if (loaded.ok) return snapshot(loaded.value.session, version, loaded.value.state);
    await setAside(item.key, value, formatProblem(loaded.error));
    const notice = t('keeper.unreadable', { kind: key, problem: sayProblem(loaded.error) });
    return { ...(await store(kind.fresh(), version + 1)), notice };
  };
  const overtaken = (words: string, now: KeeperSnapshot<S, E, St>) => err({ overtaken: words, now: handOut(now) });
  /** The newer session, where the event at `index` of `current` is still there as the player saw it. */
  const stillThere = (current: Session<S, E>, newer: KeeperSnapshot<S, E, St>, index: number) =>
    newer.session !== null &&
    newer.notice === undefined &&
    index >= 0 &&
    index < newer.session.events.length &&
    same(newer.session.events[index], current.events[index])
      ? newer.session
      : null;
  const edit = (
    current: Session<S, E>,
    index: number,
    change: (base: Session<S, E>) => Result<Played<S, E, St>, EditError<S, E, St>>,
    dropLater = false,
  ): Promise<Edited<S, E, St>> =>
    withSessionLock(item, async () => {
      const stored = await readVersioned(item);
      const moved = !isStored(current, stored);
      const newer = moved ? await load(stored) : null;
      const base = newer === null ? current : stillThere(current, newer, index);
      if (newer !== null && base === null) return overtaken(t('keeper.notChanged', { kind: key }), newer);
      const next = change(base ?? current);
      if (next.ok) return ok(handOut(await store(next.value.session, stored.version + 1, next.value.state)));
      // A cut made on a session another window changed could drop what the player has not seen: asked again.
      const { cut } = next.error;
      if (!dropLater || moved || cut === undefined) return next;
      return ok(handOut(await store(cut.session, stored.version + 1, cut.state)));
    });
  const open = async () => {
    const stored = await load(await readVersioned(item));
    // Only a game with events can have come back from History.
    if (stored.session === null || stored.session.events.length === 0 || stored.notice !== undefined)
      return handOut(stored);
    return handOut(noting(stored, reopenedNotice(key, (await readAbout(key)).reopened?.ended)));
  };
  return {
    open: () => withSessionLock(item, open),
    add: (current, event) =>
      withSessionLock(item, async () => {
        const stored = await readVersioned(item);
        const moved = !isStored(current, stored);
        const newer = moved ? await load(stored) : null;
        const base = newer === null ? current : newer.notice === undefined ? newer.session : null;
        if (newer !== null && base === null) return overtaken(t('keeper.overtaken', { kind: key }), newer);
        const next = addEvent(engine, base ?? current, event);
        if (!next.ok)
          return newer === null
            ? next
            : overtaken(t('keeper.notAdded', { kind: key, reason: sayReason(next.error) }), newer);
        const added = await store(next.value.session, stored.version + 1, next.value.state);
        // The start is kept apart from the session, whose stored shape older builds read.
        if ((base ?? current).events.length === 0) await noteStarted(key);
        // The event went after events the player has not seen: where it lands may not be where they meant.
        const elsewhere =
          newer !== null && !same(newer.session, current) ? t('keeper.addedToNewer', { kind: key }) : undefined;
        return ok(handOut(noting(added, elsewhere)));
      }),
    undo: (current) =>
      withSessionLock(item, async () => {
        const stored = await readVersioned(item);
        const newer = isStored(current, stored) ? null : await load(stored);
        const last = current.events.length - 1;
        // Undone on a newer session only where its last event is still the one the player saw last.
        const base =
          newer === null
            ? current
            : newer.session?.events.length === current.events.length
              ? stillThere(current, newer, last)
              : null;
        if (newer !== null && base === null) return handOut(noting(newer, t('keeper.notUndone', { kind: key })));
        const next = await store(undoLast(base ?? current), stored.version + 1);
        // Every hand undone: the next first hand starts a game of its own, not the one reopened or begun.
        if (next.session !== null && next.session.events.length === 0) await forgetStart(key);
        return handOut(next);
      }),
    replace: (current, index, event, dropLater) =>
      edit(current, index, (base) => replaceEvent(engine, base, index, event), dropLater),
    remove: (current, index, dropLater) => edit(current, index, (base) => removeEvent(engine, base, index), dropLater),
    restart: (session) =>
      withSessionLock(item, async () => {
        const stored = await readVersioned(item);
        if (shownVersion >= 0 && stored.version !== shownVersion)
          return handOut(noting(await load(stored), t('keeper.notStarted', { kind: key })));
        // The history is written first: if that fails, the session in play is still there, and is shown.
        // What cannot be read is left to putAwayInPlay, which sets it aside as the game it puts away.
        try {
          await putAwayInPlay(key, item, engine);
        } catch (problem) {
          return noting(
            await open(),
            storageFailure(t('keeper.notPutAway', { kind: key }), problem, { after: t('keeper.stillHere') }),
          );
        }
        return handOut(await store(session ?? kind.fresh(), stored.version + 1));
      }),
    watch: (shown) =>
      watchVersioned(item, () => {
        void withSessionLock(item, open).then(shown, () => undefined);
      }),
  };
}
