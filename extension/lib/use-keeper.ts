import { useEffect, useState } from 'preact/hooks';
import type { Session } from '../../core/index';
import type { Keeper, KeeperSnapshot } from './keeper';

/** A keeper as a view uses it: its current snapshot, the last refused entry's message, and its actions. */
export interface UsedKeeper<S, E, St> {
  readonly snapshot: KeeperSnapshot<S, E, St> | null;
  readonly problem: string | null;
  setProblem(problem: string | null): void;
  /** True when the event was stored; otherwise the problem says why. */
  add(event: E): Promise<boolean>;
  undo(): Promise<void>;
  restart(session?: Session<S, E>): Promise<void>;
}

/** A keeper's current snapshot and its actions, for a view; `problem` is the last refused entry's message. */
export function useKeeper<S, E, St>(keeper: Keeper<S, E, St>): UsedKeeper<S, E, St> {
  const [snapshot, setSnapshot] = useState<KeeperSnapshot<S, E, St> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void keeper.open().then(setSnapshot);
  }, [keeper]);
  return {
    snapshot,
    problem,
    setProblem,
    async add(event) {
      if (snapshot === null || snapshot.session === null) return false;
      const next = await keeper.add(snapshot.session, event);
      if (!next.ok) {
        setProblem(next.error.message.replace(/^event \d+: /, ''));
        return false;
      }
      setProblem(null);
      setSnapshot(next.value);
      return true;
    },
    async undo() {
      if (snapshot === null || snapshot.session === null || snapshot.session.events.length === 0) return;
      setProblem(null);
      setSnapshot(await keeper.undo(snapshot.session));
    },
    async restart(session) {
      setProblem(null);
      setSnapshot(await keeper.restart(session));
    },
  };
}
