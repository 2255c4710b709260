import { useEffect, useRef, useState } from 'preact/hooks';
import type {
  MatchTable,
  TeamMatchEvent,
  TeamMatchSession,
  TeamMatchSettings,
  TeamMatchState,
} from '../../../core/index';
import { focusNext } from '../../lib/focus';
import { isOvertaken, type KeeperSnapshot, sayRefused } from '../../lib/keeper';
import { storageFailure } from '../../storage/failures';
import { t } from '../../words/index';
import type { MatchKeeper } from './kind';
import {
  type CellDrafts,
  cellChange,
  cellKey,
  cellProblem,
  readCellDrafts,
  setAsideDrafts,
  shownResult,
  withDraft,
  writeCellDrafts,
} from './match';
import { adoptOldSheet } from './old-sheet';

export interface UsedMatch {
  /** Null while loading. */
  readonly state: TeamMatchState | null;
  readonly notice: string | undefined;
  /** The match as stored, to print or save as CSV; null while loading. */
  readonly session: TeamMatchSession | null;
  /** How many changes the match holds, its cells that do not read too: none, and a new one loses nothing. */
  readonly changes: number;
  /** How many of its cells hold text that does not read: set aside when a new match starts. */
  readonly unread: number;
  /** The last change the match refused, in its words. */
  readonly problem: string | null;
  /** What each cell shows: what was typed in it, else the result the match holds for it. */
  cellText(board: number, table: MatchTable): string;
  type(board: number, table: MatchTable, text: string): void;
  add(event: TeamMatchEvent): void;
  restart(session: TeamMatchSession): Promise<void>;
}

/**
 * The team match for its view. Every change waits for the one before it: a cell is typed faster than
 * storage answers, and each change must build on the session the last one stored, or it would drop it.
 */
export function useMatch(keeper: MatchKeeper): UsedMatch {
  const [state, setState] = useState<TeamMatchState | null>(null);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  // What was typed in each cell while the popup is open; the cells that cannot be read are stored too.
  const [typed, setTyped] = useState<CellDrafts>({});
  const session = useRef<TeamMatchSession | null>(null);
  const current = useRef<TeamMatchState | null>(null);
  const drafts = useRef<CellDrafts>({});
  const queue = useRef<Promise<void>>(Promise.resolve());
  // What run returns never rejects: a failed write is reported once, on the problem line, and does not
  // stop the changes after it.
  const run = (job: () => Promise<void>) => {
    queue.current = queue.current
      .then(job)
      .catch((failure: unknown) => setProblem(storageFailure(t('match.notStored'), failure)));
    return queue.current;
  };
  // The stored version of the match shown: an older one (a change event that arrives after this
  // window's own newer write) is never shown over it.
  const version = useRef(-1);
  const show = (next: KeeperSnapshot<TeamMatchSettings, TeamMatchEvent, TeamMatchState>, own = true) => {
    if (!('state' in next) || next.version < version.current || (!own && next.version === version.current)) return;
    version.current = next.version;
    session.current = next.session;
    current.current = next.state;
    setState(next.state);
  };
  const apply = async (event: TeamMatchEvent) => {
    if (session.current === null) return;
    const next = await keeper.add(session.current, event);
    if (!next.ok) {
      if (isOvertaken(next.error)) show(next.error.now);
      setProblem(sayRefused(next.error));
      return;
    }
    // A result added after another window's: said, since the match shown has changed under it.
    setProblem(next.value.notice ?? null);
    show(next.value);
  };

  useEffect(() => {
    void run(async () => {
      try {
        const adopted = await adoptOldSheet();
        const opened = await keeper.open();
        drafts.current = await readCellDrafts();
        setTyped(drafts.current);
        setNotice(adopted ?? opened.notice);
        show(opened);
      } catch (failure) {
        // Said where the match would be, rather than Loading… for good.
        setProblem(storageFailure(t('match.notRead'), failure));
      }
    });
    // What another window stores, in turn with this one's changes, so that each builds on the newest.
    return keeper.watch((next) => void run(async () => show(next, false)));
  }, [keeper]);

  const unread = Object.values(typed).filter((text) => cellProblem(text) !== undefined).length;
  return {
    state,
    notice,
    problem,
    session: session.current,
    changes: (session.current?.events.length ?? 0) + unread,
    unread,
    cellText(board, table) {
      const key = cellKey(board, table);
      const kept = state?.boards.find((b) => b.board === board)?.[`table${table}`]?.text;
      return typed[key] ?? (kept === undefined ? '' : shownResult(kept));
    },
    type(board, table, text) {
      const key = cellKey(board, table);
      setTyped((before) => ({ ...before, [key]: text }));
      void run(async () => {
        if (current.current === null) return;
        const change = cellChange(current.current, board, table, text);
        drafts.current = withDraft(drafts.current, key, change.draft);
        await writeCellDrafts(drafts.current);
        if (change.event) await apply(change.event);
      });
    },
    add: (event) => void run(() => apply(event)),
    restart: (next) =>
      run(async () => {
        const started = await keeper.restart(next);
        if (started.session !== next) {
          // History could not be written, or another window changed the match first: the match in play
          // stays, as it is stored now, with every cell as typed.
          setNotice(started.notice);
          show(started);
          return;
        }
        const setAside = await setAsideDrafts(drafts.current);
        drafts.current = {};
        await writeCellDrafts({});
        setTyped({});
        setProblem(null);
        setNotice(setAside);
        show(started);
        // The question's button goes with the match it replaced: the next entry is the first board's cell.
        focusNext();
      }),
  };
}
