import { useEffect, useState } from 'preact/hooks';
import type { Problem, Session } from '../../core/index';
import { focusNext } from '../lib/focus';
import { type Added, type Edited, isOvertaken, type Keeper, type KeeperSnapshot, sayRefused } from '../lib/keeper';
import { storageFailure } from '../storage/failures';
import { t } from '../words/index';

/**
 * A change that would make a later event impossible, held until the player chooses: `problem` names
 * that event (`where.named`) and why, `dropping` the events that choosing to drop them would drop
 * (`hands 4–5`).
 */
export interface LaterImpossible {
  readonly problem: Problem;
  readonly dropping: string;
}

/** What became of a change: stored, refused (`problem` says why), or waiting for the player's choice. */
export type EditOutcome = 'stored' | 'refused' | LaterImpossible;

/** A keeper as a view uses it: its current snapshot, the last refused entry's message, and its actions. */
export interface UsedKeeper<S, E, St> {
  readonly snapshot: KeeperSnapshot<S, E, St> | null;
  readonly problem: string | null;
  /** How many times this view started the session again: a form clears its choices when it changes. */
  readonly starts: number;
  setProblem(problem: string | null): void;
  /** True when the event was stored; otherwise the problem says why. */
  add(event: E): Promise<boolean>;
  undo(): Promise<void>;
  /** The event at `index` replaced, or with `event` null taken out; `dropLater` drops what no longer fits. */
  edit(index: number, event: E | null, dropLater?: boolean): Promise<EditOutcome>;
  restart(session?: Session<S, E>): Promise<void>;
}

/**
 * A storage write that failed (the quota full, a browser shutting down), said on the view's problem line
 * in the browser's words; the form keeps what was typed, so it can be tried again.
 */
const notStored = (error: unknown): string => storageFailure(t('common.notStored'), error);

/**
 * A keeper's current snapshot and its actions, for a view; `problem` is the last refused entry's message,
 * or why storage refused a write. No action rejects: a view calls them without waiting.
 * After each action the cursor goes to where the next entry goes (`focusNext`). What another popup
 * window stores is shown as it is stored.
 */
export function useKeeper<S, E, St>(keeper: Keeper<S, E, St>): UsedKeeper<S, E, St> {
  const [snapshot, setSnapshot] = useState<KeeperSnapshot<S, E, St> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [starts, setStarts] = useState(0);
  // Never an older session over a newer one: a window's own write and another's change event may
  // arrive in either order. A snapshot as new as the one shown replaces it only from this view's own
  // action, which may carry a notice; the change event of that same write would take the notice away.
  const show = (next: KeeperSnapshot<S, E, St>, own = true) =>
    setSnapshot((shown) =>
      shown === null || next.version > shown.version || (own && next.version === shown.version) ? next : shown,
    );
  useEffect(() => {
    // A read storage refuses is said where the view would be, rather than Loading… for good.
    void keeper.open().then(show, (error: unknown) => setProblem(storageFailure(t('common.notRead'), error)));
    return keeper.watch((next) => show(next, false));
  }, [keeper]);
  /** A refused change: why on the problem line, and the session as another window left it, if that is why. */
  const refused = (error: Exclude<Added<S, E, St> | Edited<S, E, St>, { ok: true }>['error']) => {
    if (isOvertaken(error)) show(error.now);
    setProblem(sayRefused(error));
  };
  return {
    snapshot,
    problem,
    starts,
    setProblem,
    async add(event) {
      if (snapshot === null || snapshot.session === null) return false;
      let next: Added<S, E, St>;
      try {
        next = await keeper.add(snapshot.session, event);
      } catch (error) {
        setProblem(notStored(error));
        return false;
      }
      if (!next.ok) {
        refused(next.error);
        return false;
      }
      setProblem(null);
      show(next.value);
      focusNext();
      return true;
    },
    async undo() {
      if (snapshot === null || snapshot.session === null || snapshot.session.events.length === 0) return;
      try {
        show(await keeper.undo(snapshot.session));
        setProblem(null);
      } catch (error) {
        setProblem(notStored(error));
      }
      focusNext();
    },
    async edit(index, event, dropLater) {
      if (snapshot === null || snapshot.session === null) return 'refused';
      let next: Edited<S, E, St>;
      try {
        next =
          event === null
            ? await keeper.remove(snapshot.session, index, dropLater)
            : await keeper.replace(snapshot.session, index, event, dropLater);
      } catch (error) {
        setProblem(notStored(error));
        return 'refused';
      }
      if (next.ok) {
        setProblem(null);
        show(next.value);
        focusNext();
        return 'stored';
      }
      const { error } = next;
      if (!isOvertaken(error) && error.cut !== undefined) return { problem: error, dropping: error.cut.dropping };
      refused(error);
      return 'refused';
    },
    async restart(session) {
      let next: KeeperSnapshot<S, E, St>;
      try {
        next = await keeper.restart(session);
      } catch (error) {
        setProblem(notStored(error));
        return;
      }
      show(next);
      setProblem(null);
      // A notice says nothing new started (History could not be written, or another window changed the
      // session first): the forms keep their choices.
      if (next.notice === undefined) setStarts(starts + 1);
      focusNext();
    },
  };
}
