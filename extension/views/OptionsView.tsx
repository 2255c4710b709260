import { defaultChart, defaultRounds, quoteText } from '../../core/index';
import { useDraft } from '../storage/drafts';
import type { Options } from '../storage/items';

const MAX_CARDS = Math.max(...defaultRounds(3));
/** Points on the chart: digits only, so blank, `0x10`, `1e3` and negatives are refused, not read as numbers. */
const POINTS = /^\d{1,4}$/;

/** One option chosen from a few, as radio buttons named `name`. */
function OneOf<V extends string>(props: {
  legend: string;
  name: string;
  value: V;
  choices: readonly (readonly [value: V, label: string])[];
  onPick: (value: V) => void;
  /** The choices side by side, for a few short words. */
  row?: boolean;
}) {
  return (
    <fieldset class={props.row ? 'row wrap' : 'stack'}>
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
  // What is typed in each chart field that is not (yet) a chart value, null where the field shows the
  // chart: kept as a draft, one item a bid, so it is never lost and comes back when the popup reopens.
  const [typed, setTyped, clearTyped] = useDraft<(string | null)[]>(
    'chart-typed',
    chart.map(() => null),
  );
  const texts = chart.map((_, bid) => typed[bid] ?? null);
  const problems = texts.flatMap((text, bid) =>
    text === null ? [] : [`Bid ${bid}: ${quoteText(text)} must be a whole number of points, 0 or more`],
  );
  return (
    <form class="stack" onSubmit={(e) => e.preventDefault()}>
      <OneOf
        legend="Colours"
        name="scheme"
        row
        value={options.scheme}
        onPick={(value) => set('scheme', value)}
        choices={[
          ['system', 'System'],
          ['light', 'Light'],
          ['dark', 'Dark'],
        ]}
      />
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
                value={texts[bid] ?? String(points)}
                onInput={(e) => {
                  const text = e.currentTarget.value;
                  const good = POINTS.test(text.trim());
                  // A value that is not points keeps the chart as it was and stays in the field, with the reason.
                  setTyped(texts.map((t, b) => (b === bid ? (good ? null : text) : t)));
                  if (good)
                    set(
                      'buggerChart',
                      chart.map((p, b) => (b === bid ? Number(text) : p)),
                    );
                }}
              />
            </label>
          ))}
        </div>
        <output aria-live="polite" class="status error">
          {problems.join('; ')}
        </output>
        <button
          type="button"
          onClick={() => {
            clearTyped();
            set('buggerChart', null);
          }}
        >
          Back to the default (10 + bid)
        </button>
      </fieldset>
    </form>
  );
}
