import type { ComponentChildren } from 'preact';
import { useCallback, useState } from 'preact/hooks';
import { err, type KeptSession, type Result, type Session } from '../../core/index';
import { ConfirmButton } from '../components/ConfirmButton';
import { CopyButton } from '../components/CopyButton';
import { NOT_LOADED } from '../components/Opening';
import type { UsedKeeper } from '../components/use-keeper';
import { storageFailure } from '../storage/failures';

// The print page and the CSV file load on first use: neither is in a view's bundle, nor in the popup's.
const printing = () => import('./print');
type Printing = Awaited<ReturnType<typeof printing>>;

/**
 * Prints, or saves as CSV, a session: one put away (`kept`) or the one in play (`session`, kept on the
 * fly with its names). What goes wrong is the problem, null when all went well.
 */
async function sendOut(how: 'print' | 'csv', from: SendOutFrom, out: Printing): Promise<string | null> {
  const kept = 'kept' in from ? from.kept : await out.keptInPlay(from.session);
  if (kept === null) return 'this kind of session cannot be printed or saved as CSV';
  if (how === 'print') {
    await out.openPrint(kept);
    return null;
  }
  const saved = await out.downloadCsv(kept);
  return saved.ok ? null : saved.error;
}

type SendOutFrom = { readonly kept: KeptSession } | { readonly session: Session<unknown, unknown> };

/** The session's result as a line for a message, or why it has none; storage refusing the names throws. */
async function copyText(from: SendOutFrom, out: Printing): Promise<Result<string, string>> {
  const kept = 'kept' in from ? from.kept : await out.keptInPlay(from.session);
  return kept === null ? err('this kind of session has no result to copy') : out.resultText(kept);
}

/**
 * Print, CSV and Copy result, together: they take a score sheet out of the popup. Off while the session
 * has no event; a problem goes to `setProblem` where the view has a problem line, or is said here.
 */
export function SendOut(props: SendOutFrom & { what: string; setProblem?: (problem: string | null) => void }) {
  const [problem, setOwnProblem] = useState<string | null>(null);
  const session = 'kept' in props ? props.kept.session : props.session;
  const empty = session.events.length === 0;
  const out = async (how: 'print' | 'csv') => {
    // Code that will not load is said as every part of the popup says it; a print job storage will not
    // write, or names it will not read, as every storage failure is.
    const found = await printing().then(
      (module) =>
        sendOut(how, props, module).catch((failure: unknown) =>
          storageFailure(how === 'print' ? 'Not printed' : 'Not saved as CSV', failure),
        ),
      () => NOT_LOADED,
    );
    (props.setProblem ?? setOwnProblem)(found);
  };
  // One getter a session, so that the button says Copied until the session changes.
  const copied = 'kept' in props ? props.kept : props.session;
  const result = useCallback(async () => {
    const text = await printing().then(
      (module) =>
        copyText(props, module).then(
          (read) => (read.ok ? read : err(`Not copied: ${read.error}`)),
          (failure: unknown) => err(storageFailure('Not copied', failure)),
        ),
      () => err(NOT_LOADED),
    );
    (props.setProblem ?? setOwnProblem)(text.ok ? null : text.error);
    // Thrown, for the button to say Copy failed beside the problem line's reason.
    if (!text.ok) throw new Error(text.error);
    return text.value;
  }, [copied]);
  return (
    <span class="out">
      <button
        type="button"
        disabled={empty}
        title={`This ${props.what} on a page of its own, to print`}
        onClick={() => void out('print')}
      >
        Print
      </button>
      <button
        type="button"
        disabled={empty}
        title={`This ${props.what} as a CSV file, for a spreadsheet`}
        onClick={() => void out('csv')}
      >
        CSV
      </button>
      <CopyButton
        label="Copy result"
        text={result}
        disabled={empty}
        title={`This ${props.what}’s result as text, to paste into a message`}
      />
      {problem && (
        <output role="alert" class="status error">
          {problem}
        </output>
      )}
    </span>
  );
}

/** The buttons every score keeper has: a passed-out deal (where it has them), undo, out, and start again. */
export function KeeperActions<E>(props: {
  what: string;
  keeper: Pick<UsedKeeper<unknown, E, unknown>, 'snapshot' | 'add' | 'undo' | 'restart' | 'setProblem'>;
  finished: boolean;
  /** The event of a deal nobody bid, where the keeper has them. */
  passedOut?: NoInfer<E>;
  children?: ComponentChildren;
}) {
  const { keeper, passedOut } = props;
  const session = keeper.snapshot?.session ?? null;
  const events = session?.events.length ?? 0;
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
        confirm={`Start a new ${props.what}?${events > 0 ? ' This one goes to History.' : ''}`}
        onConfirm={() => keeper.restart()}
      />
      {session !== null && <SendOut session={session} what={props.what} setProblem={keeper.setProblem} />}
    </div>
  );
}
