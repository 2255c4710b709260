/**
 * The table's state as the page holds it: the server's view of the table, the outbox and its sends,
 * the results not accepted, and what to say. It looks again at most every 30 s while the page is in
 * sight and nothing is out, and tries the outbox every 20 s, when the signal comes back and after any
 * call that got through.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TableAnswer, TableEntry, TableView } from '../tables/types';
import { keep, type NotAccepted, readKept, type StorageLike } from './kept';
import { createOutbox, type Outcome } from './outbox';
import type { Place } from './place';
import type { TableServer } from './server';
import { keptContractShown, showLanguage, t } from './words';

/** How often the page may look again, and tries what waits to be sent (ms). */
export const LOOK_EVERY = 30_000;
export const RETRY_EVERY = 20_000;
const TICK = 5_000;

/** Why the page cannot go on: the link's key, the sheet's version, another refusal, or no server yet. */
export interface Trouble {
  readonly kind: 'key' | 'format' | 'refused' | 'unreachable';
  readonly message: string;
}

/** What the page says after a send or a look: a line, and whether it is good news. */
export interface Notice {
  readonly text: string;
  readonly ok: boolean;
}

export interface TableState {
  readonly view: TableView | null;
  readonly trouble: Trouble | null;
  readonly waiting: readonly TableEntry[];
  readonly notAccepted: readonly NotAccepted[];
  readonly notice: Notice | null;
  /** Keeps an accepted entry and sends it; false when the phone could not keep it. */
  accept(entry: TableEntry): boolean;
  /** Sends what waits now (a tap on "send now"). */
  sendNow(): void;
}

/** What the page needs from its world: the server, the storage, and a refusal handed back to the form. */
export interface TableWorld {
  readonly server: TableServer;
  readonly storage: StorageLike;
  readonly onRefused: (entry: TableEntry, field: string, message: string) => void;
}

const boardWord = (entry: TableEntry) => entry.board;

export function useTable(place: Place, world: TableWorld): TableState {
  const { table, key } = place;
  // The last view kept on the phone shows at once, and at a reload without signal, until the server answers.
  const [view, setView] = useState<TableView | null>(() => {
    const kept = readKept(world.storage, table, 'view');
    if (kept !== null) showLanguage(kept.language.language, kept.language.notation);
    return kept;
  });
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [notAccepted, setNotAccepted] = useState(() => readKept(world.storage, table, 'notAccepted'));
  const [waiting, setWaiting] = useState<readonly TableEntry[]>(() => readKept(world.storage, table, 'outbox'));
  const lastLook = useRef(0);
  const lastTry = useRef(0);
  const looking = useRef(false);
  const refusedRef = useRef(world.onRefused);
  refusedRef.current = world.onRefused;

  /** The view an answer carries, in its language from now on. */
  const take = (answer: TableAnswer) => {
    const value = answer.value;
    if (value === undefined) return;
    lastLook.current = Date.now();
    // Another evening at this table (next week's keys): what the phone kept of the last one goes; its
    // unsent results the server refuses as another evening's, each said.
    const before = readKept(world.storage, table, 'view');
    if (before !== null && before.evening !== value.evening) {
      keep(world.storage, table, 'notAccepted', []);
      keep(world.storage, table, 'drafts', {});
      keep(world.storage, table, 'round', null);
      setNotAccepted([]);
    }
    showLanguage(value.language.language, value.language.notation);
    keep(world.storage, table, 'view', value);
    setView(value);
  };

  const outbox = useMemo(
    () =>
      createOutbox({
        storage: world.storage,
        table,
        send: (entry) => world.server.enterTableResult(table, key, entry),
        onChange: setWaiting,
        onOutcome: (outcome: Outcome) => {
          lastTry.current = Date.now();
          if (outcome.kind === 'offline') {
            setNotice({ text: t('send.offline'), ok: false });
            return;
          }
          if (outcome.kind === 'wait') {
            setNotice({ text: outcome.answer.message, ok: false });
            return;
          }
          const { entry, answer } = outcome;
          take(answer);
          if (outcome.kind === 'written')
            setNotice({ text: outcome.answer.message ?? t('send.written', { board: boardWord(entry) }), ok: true });
          else if (outcome.kind === 'already') {
            const there = outcome.answer.value.boards.find((board) => board.board === entry.board)?.entered;
            const contract =
              there === null || there === undefined
                ? keptContractShown(entry.contract)
                : keptContractShown(there.contract);
            setNotice({
              text: outcome.answer.message ?? t('send.already', { board: entry.board, contract }),
              ok: true,
            });
          } else if (outcome.kind === 'conflict') {
            const said = outcome.answer.conflict;
            const kept: NotAccepted = {
              entry,
              holds: said?.holds ?? '',
              sent: said?.sent ?? '',
              message: outcome.answer.message,
            };
            setNotAccepted((now) => {
              const next = [...now.filter((item) => item.entry.id !== entry.id), kept];
              keep(world.storage, table, 'notAccepted', next);
              return next;
            });
            setNotice({ text: t('send.conflict', { board: entry.board }), ok: false });
          } else if (outcome.kind === 'stale') {
            setNotice({ text: outcome.answer.message, ok: false });
          } else if (outcome.kind === 'refused') {
            refusedRef.current(entry, outcome.answer.field ?? '', outcome.answer.message);
            setNotice({ text: t('send.refused', { board: entry.board, problem: outcome.answer.message }), ok: false });
          } else
            setTrouble({ kind: outcome.answer.reason === 'key' ? 'key' : 'format', message: outcome.answer.message });
        },
      }),
    [table, key],
  );

  const look = async () => {
    if (looking.current || outbox.stopped()) return;
    looking.current = true;
    try {
      const answer = await world.server.tableView(table, key);
      take(answer);
      if (answer.ok) {
        setTrouble(null);
        void outbox.flush();
      } else
        setTrouble({
          kind: answer.reason === 'key' ? 'key' : answer.reason === 'format' ? 'format' : 'refused',
          message: answer.message,
        });
    } catch (error) {
      // Before the first view there is nothing to show but this; after it, the outbox says what waits.
      setTrouble((now) => now ?? { kind: 'unreachable', message: (error as Error).message });
      lastLook.current = Date.now();
    } finally {
      looking.current = false;
    }
  };

  useEffect(() => {
    void look();
    // The signal back: what waits goes, and the view is looked at again.
    const online = () => {
      void outbox.flush();
      void look();
    };
    const tick = () => {
      const now = Date.now();
      if (outbox.waiting().length > 0 && now - lastTry.current >= RETRY_EVERY && !outbox.stopped()) {
        lastTry.current = now;
        void outbox.flush();
      } else if (
        // Idle: nothing waiting to go (a send that gets through brings the view with it), and in sight.
        outbox.waiting().length === 0 &&
        document.visibilityState === 'visible' &&
        now - lastLook.current >= LOOK_EVERY
      )
        void look();
    };
    const timer = setInterval(tick, TICK);
    globalThis.addEventListener('online', online);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      globalThis.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [outbox]);

  return {
    view,
    trouble: view === null || trouble?.kind === 'key' || trouble?.kind === 'format' ? trouble : null,
    waiting,
    notAccepted,
    notice,
    accept: (entry) => outbox.add(entry),
    sendNow: () => void outbox.flush(),
  };
}
