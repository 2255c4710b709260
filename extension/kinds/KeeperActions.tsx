import type { ComponentChildren } from 'preact';
import { useCallback, useState } from 'preact/hooks';
import { err, type KeptKind, type KeptSession, type Result, type Session } from '../../core/index';
import { ConfirmButton } from '../components/ConfirmButton';
import { CopyButton } from '../components/CopyButton';
import { notLoaded } from '../components/Opening';
import type { UsedKeeper } from '../components/use-keeper';
import { storageFailure } from '../storage/failures';
import { t } from '../words/index';

// The print page and the CSV file load on first use: neither is in a view's bundle, nor in the popup's.
const printing = () => import('./print');
type Printing = Awaited<ReturnType<typeof printing>>;

/**
 * Prints, or saves as CSV, a session: one put away (`kept`) or the one in play (`session`, kept on the
 * fly with its names). What goes wrong is the problem, null when all went well.
 */
async function sendOut(how: 'print' | 'csv', from: SendOutFrom, out: Printing): Promise<string | null> {
  const kept = 'kept' in from ? from.kept : await out.keptInPlay(from.session);
  if (kept === null) return t('keeper.notPrintable');
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
  return kept === null ? err(t('keeper.noResult')) : out.resultText(kept);
}

/**
 * Print, CSV and Copy result, together: they take a score sheet out of the popup. Off while the session
 * has no event; a problem goes to `setProblem` where the view has a problem line, or is said here. `what`
 * is the session as the titles name it (`keeper.short` or `keeper.called`, worded).
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
          storageFailure(t(how === 'print' ? 'keeper.notPrinted' : 'keeper.notCsv'), failure),
        ),
      () => notLoaded(),
    );
    (props.setProblem ?? setOwnProblem)(found);
  };
  // One getter a session, so that the button says Copied until the session changes.
  const copied = 'kept' in props ? props.kept : props.session;
  const result = useCallback(async () => {
    const text = await printing().then(
      (module) =>
        copyText(props, module).then(
          (read) => (read.ok ? read : err(t('keeper.notCopiedBecause', { reason: read.error }))),
          (failure: unknown) => err(storageFailure(t('keeper.notCopied'), failure)),
        ),
      () => err(notLoaded()),
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
        title={t('keeper.printTitle', { what: props.what })}
        onClick={() => void out('print')}
      >
        {t('keeper.print')}
      </button>
      <button
        type="button"
        disabled={empty}
        title={t('keeper.csvTitle', { what: props.what })}
        onClick={() => void out('csv')}
      >
        {t('keeper.csv')}
      </button>
      <CopyButton
        label={t('keeper.copy')}
        text={result}
        disabled={empty}
        title={t('keeper.copyTitle', { what: props.what })}
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
  /** The kind of session kept: which words its buttons say (`New rubber`). */
  kind: KeptKind;
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
          {t('keeper.passedOut')}
        </button>
      )}
      <button type="button" disabled={events === 0} onClick={() => keeper.undo()}>
        {t('keeper.undo')}
      </button>
      {props.children}
      <ConfirmButton
        label={t('keeper.new', { kind: props.kind })}
        confirm={`${t('keeper.startNew', { kind: props.kind })}${events > 0 ? ` ${t('keeper.toHistory')}` : ''}`}
        onConfirm={() => keeper.restart()}
      />
      {session !== null && (
        <SendOut session={session} what={t('keeper.short', { kind: props.kind })} setProblem={keeper.setProblem} />
      )}
    </div>
  );
}
