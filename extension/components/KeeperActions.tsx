import type { ComponentChildren } from 'preact';
import type { Session } from '../../core/index';
import type { UsedKeeper } from '../lib/use-keeper';
import { ConfirmButton } from './ConfirmButton';

// The print page and the CSV file load on first use: neither is in a view's bundle, nor in the popup's.
const printing = () => import('../lib/print');

/** Prints, or saves as CSV, the keeper's current session; what goes wrong goes to the view's problem line. */
async function sendOut(
  how: 'print' | 'csv',
  session: Session<unknown, unknown>,
  names: readonly string[] | undefined,
  setProblem: (problem: string | null) => void,
): Promise<void> {
  const out = await printing();
  const kept = out.keptOf(session, names);
  if (kept === null) {
    setProblem(`a ${session.format} session cannot be printed or saved as CSV`);
    return;
  }
  if (how === 'print') {
    await out.openPrint(kept);
    return;
  }
  const saved = out.downloadCsv(kept);
  setProblem(saved.ok ? null : saved.error);
}

/** The buttons every score keeper has: a passed-out deal (where it has them), undo, out, and start again. */
export function KeeperActions<E>(props: {
  what: string;
  keeper: Pick<UsedKeeper<unknown, E, unknown>, 'snapshot' | 'add' | 'undo' | 'restart' | 'setProblem'>;
  finished: boolean;
  /** The event of a deal nobody bid, where the keeper has them. */
  passedOut?: NoInfer<E>;
  /** What the players called themselves, in KeptSession's order, for the printed page. */
  names?: readonly string[];
  children?: ComponentChildren;
}) {
  const { keeper, passedOut } = props;
  const session = keeper.snapshot?.session ?? null;
  const events = session?.events.length ?? 0;
  const out = (how: 'print' | 'csv') => {
    if (session !== null) void sendOut(how, session, props.names, keeper.setProblem);
  };
  return (
    <div class="row actions">
      {passedOut !== undefined && (
        <button type="button" disabled={props.finished} onClick={() => keeper.add(passedOut)}>
          Passed out
        </button>
      )}
      <button type="button" disabled={events === 0} onClick={() => keeper.undo()}>
        Undo
      </button>
      {props.children}
      <ConfirmButton
        label={`New ${props.what}`}
        confirm={`Start a new ${props.what}?`}
        onConfirm={() => keeper.restart()}
      />
      {/* Together, at the row's end: they take the score sheet out of the popup. */}
      <span class="out">
        <button
          type="button"
          disabled={events === 0}
          title={`This ${props.what} on a page of its own, to print`}
          onClick={() => out('print')}
        >
          Print
        </button>
        <button
          type="button"
          disabled={events === 0}
          title={`This ${props.what} as a CSV file, for a spreadsheet`}
          onClick={() => out('csv')}
        >
          CSV
        </button>
      </span>
    </div>
  );
}
