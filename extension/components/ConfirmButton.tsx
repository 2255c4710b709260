import { useState } from 'preact/hooks';

/** A button that asks once more before doing something that drops what is on screen. */
export function ConfirmButton(props: { label: string; confirm: string; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  }
  return (
    <fieldset class="row inline">
      <legend>{props.confirm}</legend>
      <button
        type="button"
        onClick={() => {
          setAsking(false);
          props.onConfirm();
        }}
      >
        Yes
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        No
      </button>
    </fieldset>
  );
}
