import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../words/index';

/**
 * A button that asks once more before doing something that drops what is on screen. The question takes
 * the focus on No, so a second Enter cannot drop anything; No gives it back to the button.
 */
export function ConfirmButton(props: { label: string; confirm: string; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  const opened = useRef(false);
  const focused = useRef<HTMLButtonElement>(null);
  // Not on the first render: the button must not take the focus from the field the view opens on.
  useEffect(() => {
    if (opened.current) focused.current?.focus();
    opened.current = true;
  }, [asking]);
  const answer = (yes: boolean) => {
    setAsking(false);
    if (yes) props.onConfirm();
  };
  if (!asking) {
    return (
      // Marked for focusNext: once a session is over, starting another is what comes next.
      <button type="button" ref={focused} data-asks onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  }
  return (
    <fieldset class="inline">
      <legend>{props.confirm}</legend>
      <button type="button" onClick={() => answer(true)}>
        {t('common.yes')}
      </button>
      <button type="button" ref={focused} onClick={() => answer(false)}>
        {t('common.no')}
      </button>
    </fieldset>
  );
}
