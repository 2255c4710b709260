/**
 * A score keeper's model, apart from any view: a core `Engine` kept under one storage item. Loading,
 * adding an event, undo and changing an earlier event are the core's own (`loadSession`, `addEvent`,
 * `undoLast`, `replaceEvent`, `removeEvent`); the keeper only
 * sets aside what cannot be read and stores the session after every change. Views take it as a
 * parameter, so tests run it on WXT's in-memory fakeBrowser.
 */
import {
  addEvent,
  type EditError,
  type Engine,
  formatProblem,
  type KeptKind,
  loadSession,
  ok,
  type Played,
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
import { sayProblem, t } from '../words/index';
import { dateLocale } from './two-sides';

export type KeeperSnapshot<S, E, St> =
  | { readonly session: Session<S, E>; readonly state: St; readonly notice?: string }
  /** Nothing to keep yet (a game that needs its players first). */
  | { readonly session: null; readonly notice?: string };

/** What a keeper keeps: a kind's engine, its key (which words name it), and how a new one starts. */
export interface KeeperSpec<S, E, St> {
  /** The kind its sessions are put away as in the history, and which the messages name. */
  readonly key: KeptKind;
  readonly engine: Engine<S, E, St>;
  /** A new session, or null when one needs more than the options to start. */
  fresh(): Session<S, E> | null;
}

export interface Keeper<S, E, St> {
  open(): Promise<KeeperSnapshot<S, E, St>>;
  add(current: Session<S, E>, event: E): Promise<Result<KeeperSnapshot<S, E, St>, SessionError>>;
  undo(current: Session<S, E>): Promise<KeeperSnapshot<S, E, St>>;
  /**
   * The event at `index` replaced by `event` and the session replayed; stored only if every later event
   * still fits, or if `dropLater` says to drop those that no longer do (the core's cut). Otherwise
   * nothing is stored and the error says why.
   */
  replace(current: Session<S, E>, index: number, event: E, dropLater?: boolean): Promise<Edited<S, E, St>>;
  /** The event at `index` taken out, as `replace` changes one. */
  remove(current: Session<S, E>, index: number, dropLater?: boolean): Promise<Edited<S, E, St>>;
  /** Starts again, with `session` or fresh from the options, the session in play put away first. */
  restart(session?: Session<S, E>): Promise<KeeperSnapshot<S, E, St>>;
}

export type Edited<S, E, St> = Result<KeeperSnapshot<S, E, St>, EditError<S, E, St>>;

/**
 * What a finished game reopened from History says while it is in play: why the pad is back, and how it
 * goes back. A game resumed unfinished says nothing: it is simply played on.
 */
function reopenedNotice(kind: KeptKind, ended: string | undefined): string | undefined {
  if (ended === undefined || ended === '') return undefined;
  const day = new Date(ended).toLocaleDateString(dateLocale(), { dateStyle: 'medium' });
  return t('keeper.reopened', { kind, day });
}

export function createKeeper<S, E, St>(item: LocalItem<unknown>, kind: KeeperSpec<S, E, St>): Keeper<S, E, St> {
  const { engine } = kind;
  const snapshot = (session: Session<S, E> | null): KeeperSnapshot<S, E, St> => {
    if (session === null) return { session: null };
    const state = replay(engine, session);
    // A session built by the core always replays; failing here is a bug, not user data.
    if (!state.ok) throw new Error(formatProblem(state.error));
    return { session, state: state.value };
  };
  const store = async (session: Session<S, E> | null) => {
    await item.setValue(session);
    return snapshot(session);
  };
  const storeEdit = async (next: Result<Played<S, E, St>, EditError<S, E, St>>, dropLater = false) => {
    const kept = next.ok ? next.value : dropLater ? next.error.cut : undefined;
    if (kept === undefined) return next;
    await item.setValue(kept.session);
    return ok(kept);
  };
  return {
    async open() {
      const stored = await item.getValue();
      if (stored === null || stored === undefined) return snapshot(kind.fresh());
      const loaded = loadSession(engine, stored);
      if (loaded.ok) {
        const notice = reopenedNotice(kind.key, (await readAbout(kind.key)).reopened?.ended);
        return notice === undefined ? loaded.value : { ...loaded.value, notice };
      }
      await setAside(item.key, stored, formatProblem(loaded.error));
      return {
        ...(await store(kind.fresh())),
        notice: t('keeper.unreadable', { kind: kind.key, problem: sayProblem(loaded.error) }),
      };
    },
    async add(current, event) {
      const next = addEvent(engine, current, event);
      if (next.ok) await item.setValue(next.value.session);
      // The start is kept apart from the session, whose stored shape older builds read.
      if (next.ok && current.events.length === 0) await noteStarted(kind.key);
      return next;
    },
    async undo(current) {
      const next = await store(undoLast(current));
      // Every hand undone: the next first hand starts a game of its own, not the one reopened or begun.
      if (next.session !== null && next.session.events.length === 0) await forgetStart(kind.key);
      return next;
    },
    replace: (current, index, event, dropLater) => storeEdit(replaceEvent(engine, current, index, event), dropLater),
    remove: (current, index, dropLater) => storeEdit(removeEvent(engine, current, index), dropLater),
    async restart(session) {
      // The history is written first: if that fails, the session in play is still there, and is shown.
      try {
        await putAwayInPlay(kind.key, item, engine);
      } catch (problem) {
        return {
          ...(await this.open()),
          notice: storageFailure(t('keeper.notPutAway', { kind: kind.key }), problem, {
            after: t('keeper.stillHere'),
          }),
        };
      }
      return store(session ?? kind.fresh());
    },
  };
}
