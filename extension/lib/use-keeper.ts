import { useEffect, useState } from 'preact/hooks';
import type { Session } from '../../core/index';
import type { Keeper, KeeperSnapshot } from './keeper';

/** A keeper's current snapshot and its actions, for a view; `problem` is the last refused entry's message. */
export function useKeeper<S, E, St>(keeper: Keeper<S, E, St>) {
  const [snapshot, setSnapshot] = useState<KeeperSnapshot<S, E, St> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void keeper.open().then(setSnapshot);
  }, [keeper]);
  return {
    snapshot,
    problem,
    setProblem,
    /** True when the event was stored; otherwise the problem says why. */
    async add(event: E): Promise<boolean> {
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
    async restart(session?: Session<S, E>) {
      setProblem(null);
      setSnapshot(await keeper.restart(session));
    },
  };
}
