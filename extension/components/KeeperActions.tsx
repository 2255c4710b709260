import type { ComponentChildren } from 'preact';
import { ConfirmButton } from './ConfirmButton';

/** The buttons every score keeper has: a passed-out deal (where it has them), undo, and start again. */
export function KeeperActions(props: {
  what: string;
  finished: boolean;
  canUndo: boolean;
  onUndo: () => void;
  onRestart: () => void;
  onPassedOut?: () => void;
  children?: ComponentChildren;
}) {
  return (
    <div class="row">
      {props.onPassedOut && (
        <button type="button" disabled={props.finished} onClick={props.onPassedOut}>
          Passed out
        </button>
      )}
      <button type="button" disabled={!props.canUndo} onClick={props.onUndo}>
        Undo
      </button>
      {props.children}
      <ConfirmButton label={`New ${props.what}`} confirm={`Start a new ${props.what}?`} onConfirm={props.onRestart} />
    </div>
  );
}
