import './taps.css';
import type { ComponentChildren } from 'preact';

/**
 * A group of taps: native radios under a legend, so a screen reader hears the group and its choice and
 * the arrows move within it, drawn as buttons big enough for a finger on a phone (taps.css).
 */
export function TapGroup(props: {
  legend: string;
  class: string;
  /** Keys beyond the arrows, such as a suit's first letter picking it. */
  onKeyDown?: (event: KeyboardEvent) => void;
  children: ComponentChildren;
}) {
  return (
    <fieldset class={`taps ${props.class}`} onKeyDown={props.onKeyDown}>
      <legend>{props.legend}</legend>
      {props.children}
    </fieldset>
  );
}

/** One choice of a TapGroup: the radio lies over its whole label, unseen, so a tap anywhere on it picks it. */
export function TapChoice(props: {
  /** The group's radio name, one to a group on the page. */
  name: string;
  /** The radio's value, for a group that finds a choice by it. */
  value?: string;
  checked: boolean;
  /** Whether the cursor goes here after an action (`data-next`, lib/focus.ts). */
  next?: boolean;
  disabled?: boolean;
  onPick: () => void;
  /** A class for the label, such as a red suit's. */
  class?: string;
  children: ComponentChildren;
}) {
  return (
    <label class={props.class === undefined ? 'tap' : `tap ${props.class}`}>
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        data-next={props.next ? true : undefined}
        disabled={props.disabled ?? false}
        onChange={props.onPick}
      />
      {props.children}
    </label>
  );
}
