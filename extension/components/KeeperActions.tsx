import type { ComponentChildren } from 'preact';
import type { UsedKeeper } from '../lib/use-keeper';
import { ConfirmButton } from './ConfirmButton';

/** The buttons every score keeper has: a passed-out deal (where it has them), undo, and start again. */
export function KeeperActions<E>(props: {
  what: string;
  keeper: Pick<UsedKeeper<unknown, E, unknown>, 'snapshot' | 'add' | 'undo' | 'restart'>;
  finished: boolean;
  /** The event of a deal nobody bid, where the keeper has them. */
  passedOut?: NoInfer<E>;
  children?: ComponentChildren;
}) {
  const { keeper, passedOut } = props;
  const events = keeper.snapshot?.session?.events.length ?? 0;
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
    </div>
  );
}
