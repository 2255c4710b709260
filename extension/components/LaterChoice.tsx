import { useEffect, useRef } from 'preact/hooks';
import type { LaterImpossible } from './use-keeper';

/** The core's message as a sentence on its own: `Hand 5 can no longer be scored: … .` */
const sentence = (message: string): string => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;

/**
 * A change held back because a later event no longer fits: which one, and the two ways on. Nothing is
 * stored until the player picks one. Cancel takes the focus, so a second Enter drops nothing (as
 * ConfirmButton asks).
 */
export function LaterChoice(props: { later: LaterImpossible; onDrop: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div class="stack" role="alert">
      <p class="error">{sentence(props.later.message)}</p>
      <p class="hint">Drop them to keep this change, or cancel to go back to it.</p>
      <div class="row actions">
        <button type="button" onClick={props.onDrop}>
          Drop {props.later.dropping}
        </button>
        <button type="button" ref={cancel} onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
