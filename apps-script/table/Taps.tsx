/**
 * A choice made by taps, as a Bridgemate's keys: real buttons in a fieldset with its legend, the chosen one
 * pressed (aria-pressed), each at least 44 px square. `name` is a button's name for a screen reader
 * where its face is a symbol (`♠`, `=`).
 */
export interface Tap<T> {
  readonly value: T;
  readonly shown: string;
  readonly name?: string;
  /** A second, smaller line on the key (the tricks under a result). */
  readonly under?: string;
  /** A red suit's key: its symbol in red, as on a card. */
  readonly red?: boolean;
}

export function Taps<T extends string | number>(props: {
  id: string;
  label: string;
  taps: readonly Tap<T>[];
  chosen: T | null;
  onChoose: (value: T) => void;
  /** Keys a row. */
  columns: number;
  /** The legend for screen readers only, where the step's heading already asks the same. */
  quietLegend?: boolean;
}) {
  return (
    <fieldset class="taps" id={props.id}>
      <legend class={props.quietLegend ? 'sr-only' : 'taps-label'}>{props.label}</legend>
      <div class="keys" style={{ gridTemplateColumns: `repeat(${props.columns}, minmax(0, 1fr))` }}>
        {props.taps.map((tap) => (
          <button
            key={String(tap.value)}
            type="button"
            class={tap.red ? 'key red' : 'key'}
            aria-pressed={props.chosen === tap.value}
            aria-label={tap.name}
            onClick={() => props.onChoose(tap.value)}
          >
            {tap.shown}
            {tap.under !== undefined && <span class="under"> {tap.under}</span>}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
