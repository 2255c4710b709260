import { defaultChart, defaultRounds } from '../../core/index';
import type { Options } from '../storage';

const MAX_CARDS = Math.max(...defaultRounds(3));

/** One option chosen from a few, as radio buttons named `name`. */
function OneOf<V extends string>(props: {
  legend: string;
  name: string;
  value: V;
  choices: readonly (readonly [value: V, label: string])[];
  onPick: (value: V) => void;
}) {
  return (
    <fieldset class="stack">
      <legend>{props.legend}</legend>
      {props.choices.map(([value, label]) => (
        <label class="check" key={value}>
          <input type="radio" name={props.name} checked={props.value === value} onChange={() => props.onPick(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The options: defaults for new rubbers, Chicagos and Bugger Bridge games. */
export function OptionsView(props: { options: Options; onChange: (options: Options) => void }) {
  const { options, onChange } = props;
  const set = <K extends keyof Options>(key: K, value: Options[K]) => onChange({ ...options, [key]: value });
  const chart = options.buggerChart ?? defaultChart(MAX_CARDS);
  return (
    <form class="stack" onSubmit={(e) => e.preventDefault()}>
      <p class="hint">
        These apply to the next new rubber, Chicago or game; one in progress keeps what it started with.
      </p>
      <label class="check">
        <input type="checkbox" checked={options.honors} onChange={(e) => set('honors', e.currentTarget.checked)} />
        Score honors (rubber and Chicago)
      </label>
      <OneOf
        legend="Chicago: on deals 2 and 3"
        name="chicago-vul"
        value={options.chicagoVulnerability}
        onPick={(value) => set('chicagoVulnerability', value)}
        choices={[
          ['dealer-opponents', 'the dealer’s opponents are vulnerable'],
          ['dealer-side', 'the dealer’s side is vulnerable'],
        ]}
      />
      <OneOf
        legend="Chicago part scores"
        name="chicago-part"
        value={options.chicagoPartScores}
        onPick={(value) => set('chicagoPartScores', value)}
        choices={[
          ['carry', 'carried until a side makes game'],
          ['fifty-at-once', '50 at once, nothing carried'],
        ]}
      />
      <fieldset class="stack">
        <legend>Bugger Bridge chart: points for a bid made exactly</legend>
        <div class="row wrap">
          {chart.map((points, bid) => (
            <label class="field narrow" key={bid}>
              Bid {bid}
              <input
                inputMode="numeric"
                value={String(points)}
                onChange={(e) => {
                  const value = Number(e.currentTarget.value);
                  // A field that is not a whole number keeps the chart as it was; the field shows it again.
                  if (!Number.isInteger(value)) {
                    e.currentTarget.value = String(points);
                    return;
                  }
                  set(
                    'buggerChart',
                    chart.map((p, b) => (b === bid ? value : p)),
                  );
                }}
              />
            </label>
          ))}
        </div>
        <button type="button" onClick={() => set('buggerChart', null)}>
          Back to the default (10 + bid)
        </button>
      </fieldset>
    </form>
  );
}
