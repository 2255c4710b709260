import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * A button that asks once more before doing something that drops what is on screen. The question takes
 * the focus on No, so a second Enter cannot drop anything; No gives it back to the button.
 */
export function ConfirmButton(props: { label: string; confirm: string; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  const answered = useRef(false);
  const focused = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking || answered.current) focused.current?.focus();
  }, [asking]);
  const answer = (yes: boolean) => {
    answered.current = !yes;
    setAsking(false);
    if (yes) props.onConfirm();
  };
  if (!asking) {
    return (
      <button type="button" ref={focused} onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  }
  return (
    <fieldset class="inline">
      <legend>{props.confirm}</legend>
      <button type="button" onClick={() => answer(true)}>
        Yes
      </button>
      <button type="button" ref={focused} onClick={() => answer(false)}>
        No
      </button>
    </fieldset>
  );
}
