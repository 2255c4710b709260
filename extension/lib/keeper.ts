/**
 * A score keeper's model, apart from any view: it loads a stored session through the core's loader,
 * sets aside what cannot be read, and stores the session after every change. Views take it as a
 * parameter, so tests run it on WXT's in-memory fakeBrowser.
 */
import type { Result, Session, SessionError } from '../../core/index';
import { setAside } from '../storage';
import type { LocalItem } from './local-item';

export type KeeperSnapshot<S, E, St> =
  | { readonly session: Session<S, E>; readonly state: St; readonly notice?: string }
  /** Nothing to keep yet (a game that needs its players first). */
  | { readonly session: null; readonly notice?: string };

export interface KeeperEngine<S, E, St> {
  readonly label: string;
  load(value: unknown): Result<{ readonly session: Session<S, E>; readonly state: St }, SessionError>;
  add(session: Session<S, E>, event: E): Result<{ readonly session: Session<S, E>; readonly state: St }, SessionError>;
  /** A new session, or null when one needs more than the options to start. */
  fresh(): Session<S, E> | null;
  stateOf(session: Session<S, E>): Result<St, SessionError>;
}

export interface Keeper<S, E, St> {
  open(): Promise<KeeperSnapshot<S, E, St>>;
  add(current: Session<S, E>, event: E): Promise<Result<KeeperSnapshot<S, E, St>, SessionError>>;
  undo(current: Session<S, E>): Promise<KeeperSnapshot<S, E, St>>;
  /** Starts again: with `session`, or fresh from the options. */
  restart(session?: Session<S, E>): Promise<KeeperSnapshot<S, E, St>>;
}

export function createKeeper<S, E, St>(item: LocalItem<unknown>, engine: KeeperEngine<S, E, St>): Keeper<S, E, St> {
  const snapshot = (session: Session<S, E> | null): KeeperSnapshot<S, E, St> => {
    if (session === null) return { session: null };
    const state = engine.stateOf(session);
    // A session built by the core always replays; failing here is a bug, not user data.
    if (!state.ok) throw new Error(state.error.message);
    return { session, state: state.value };
  };
  const store = async (session: Session<S, E> | null) => {
    await item.setValue(session);
    return snapshot(session);
  };
  return {
    async open() {
      const stored = await item.getValue();
      if (stored === null || stored === undefined) return snapshot(engine.fresh());
      const loaded = engine.load(stored);
      if (loaded.ok) return { session: loaded.value.session, state: loaded.value.state };
      await setAside(item.key, stored, loaded.error.message);
      const fresh = await store(engine.fresh());
      return {
        ...fresh,
        notice: `Your saved ${engine.label} could not be read (${loaded.error.message}). It was set aside, not deleted, and a new one started.`,
      };
    },
    async add(current, event) {
      const next = engine.add(current, event);
      if (!next.ok) return next;
      await item.setValue(next.value.session);
      return { ok: true, value: { session: next.value.session, state: next.value.state } };
    },
    undo: (current) => store({ ...current, events: current.events.slice(0, -1) }),
    restart: (session) => store(session ?? engine.fresh()),
  };
}
