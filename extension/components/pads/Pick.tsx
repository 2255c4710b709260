import '../sr-only.css';
import type { ComponentChildren } from 'preact';
import { t } from '../../words/index';

/**
 * A pad row's own words as a button that opens the row for editing. A screen reader hears what picking
 * does before the words the pad shows (`Edit hand` + `2 4♥= We`), so the visible words stay in the name.
 */
export function Pick(props: {
  /** What a row is: `hand`, `deal`, `round`. */
  what: string;
  /** Whether this row is the one being edited. */
  picked: boolean;
  onPick: () => void;
  children: ComponentChildren;
}) {
  return (
    <button type="button" class="pick" aria-pressed={props.picked} onClick={props.onPick}>
      <span class="sr-only">{t('common.editRow', { what: props.what })} </span>
      {props.children}
    </button>
  );
}
