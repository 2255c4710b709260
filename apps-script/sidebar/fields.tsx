/**
 * The pieces every form of the sidebar is built from: a refusal kept beside the field it names, a
 * labelled text field that shows itself invalid when the refusal names it, the alert that says it, and
 * a choice of one among a few.
 */
import type { ComponentChildren } from 'preact';

/** What a form shows of a refusal: its words, and the field they belong beside. */
export interface FieldProblem {
  readonly message: string;
  readonly field?: string;
}

/** A server's refusal as a form keeps it (exactOptionalPropertyTypes: no field key when there is none). */
export const fieldProblemOf = (answer: {
  readonly message: string;
  readonly field?: string | undefined;
}): FieldProblem =>
  answer.field === undefined ? { message: answer.message } : { message: answer.message, field: answer.field };

/** A labelled one-line field: `name` is the field a refusal names, `inputMode` the keyboard a phone offers. */
export function TextField(props: {
  label: string;
  value: string;
  onInput: (value: string) => void;
  problem: FieldProblem | null;
  name: string;
  id?: string;
  inputMode?: 'numeric' | 'decimal';
  placeholder?: string;
  narrow?: boolean;
}) {
  return (
    <label class={props.narrow === true ? 'field narrow' : 'field'}>
      {props.label}
      <input
        {...(props.id === undefined ? {} : { id: props.id })}
        {...(props.inputMode === undefined ? {} : { inputMode: props.inputMode })}
        {...(props.placeholder === undefined ? {} : { placeholder: props.placeholder })}
        value={props.value}
        onInput={(e) => props.onInput(e.currentTarget.value)}
        aria-invalid={props.problem?.field === props.name}
      />
    </label>
  );
}

/** The refusal's words, said at once to a screen reader; nothing when there is none. */
export function ProblemAlert(props: { problem: FieldProblem | null }) {
  return props.problem === null ? null : (
    <p role="alert" class="problem">
      {props.problem.message}
    </p>
  );
}

/** A choice of one among a few, as radio buttons under a legend; `children` follow the buttons (a field the choice opens). */
export function RadioGroup<T extends string | number>(props: {
  legend: string;
  name: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
  layout: 'stack' | 'row' | 'row wrap';
  children?: ComponentChildren;
}) {
  return (
    <fieldset class={props.layout}>
      <legend>{props.legend}</legend>
      {props.options.map(([option, label]) => (
        <label class="check" key={option}>
          <input
            type="radio"
            name={props.name}
            checked={props.value === option}
            onChange={() => props.onChange(option)}
          />
          {label}
        </label>
      ))}
      {props.children}
    </fieldset>
  );
}
