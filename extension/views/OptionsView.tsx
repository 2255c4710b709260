import { defaultChart, defaultRounds, LANGUAGE_NAMES, LANGUAGES, type Language, quoteText } from '../../core/index';
import { languageOf } from '../lib/language';
import { useDraft } from '../storage/drafts';
import type { Options } from '../storage/items';
import { t } from '../words/index';

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

/** One option chosen from a list, as a labelled drop-down: for more choices than radio buttons fit. */
function Choose<V extends string>(props: {
  label: string;
  value: V;
  choices: readonly (readonly [value: V, label: string])[];
  onPick: (value: V) => void;
}) {
  return (
    <label class="field">
      {props.label}
      <select value={props.value} onChange={(e) => props.onPick(e.currentTarget.value as V)}>
        {props.choices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Each language by its own name, so that a reader finds theirs whatever the page is in. */
const EACH_LANGUAGE = LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]] as const);

/**
 * The options: the language and the notation, the colours, and defaults for new rubbers, Chicagos and
 * Bugger Bridge games.
 */
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
    text === null ? [] : [t('options.notPoints', { bid, text: quoteText(text) })],
  );
  const browsers = LANGUAGE_NAMES[languageOf('browser')];
  return (
    <form class="stack" onSubmit={(e) => e.preventDefault()}>
      <div class="row wrap">
        <Choose<'browser' | Language>
          label={t('options.language')}
          value={options.language ?? 'browser'}
          onPick={(value) => set('language', value)}
          choices={[['browser', t('options.browserLanguage', { language: browsers })], ...EACH_LANGUAGE]}
        />
        <Choose<'language' | Language>
          label={t('options.notation')}
          value={options.notation ?? 'language'}
          onPick={(value) => set('notation', value)}
          choices={[
            ['language', t('options.languageNotation', { language: LANGUAGE_NAMES[languageOf(options.language)] })],
            ...EACH_LANGUAGE,
          ]}
        />
      </div>
      <OneOf
        legend={t('options.colours')}
        name="scheme"
        row
        value={options.scheme}
        onPick={(value) => set('scheme', value)}
        choices={[
          ['system', t('options.system')],
          ['light', t('options.light')],
          ['dark', t('options.dark')],
        ]}
      />
      <p class="hint">{t('options.nextOnly')}</p>
      <label class="check">
        <input type="checkbox" checked={options.honors} onChange={(e) => set('honors', e.currentTarget.checked)} />
        {t('options.honors')}
      </label>
      <OneOf
        legend={t('options.chicagoVul')}
        name="chicago-vul"
        value={options.chicagoVulnerability}
        onPick={(value) => set('chicagoVulnerability', value)}
        choices={[
          ['dealer-opponents', t('options.dealerOpponents')],
          ['dealer-side', t('options.dealerSide')],
        ]}
      />
      <OneOf
        legend={t('options.chicagoPart')}
        name="chicago-part"
        value={options.chicagoPartScores}
        onPick={(value) => set('chicagoPartScores', value)}
        choices={[
          ['carry', t('options.carry')],
          ['fifty-at-once', t('options.fiftyAtOnce')],
        ]}
      />
      <fieldset class="stack">
        <legend>{t('options.chart')}</legend>
        <div class="row wrap">
          {chart.map((points, bid) => (
            <label class="field narrow" key={bid}>
              {t('options.bid', { bid })}
              <input
                inputMode="numeric"
                value={texts[bid] ?? String(points)}
                onInput={(e) => {
                  const text = e.currentTarget.value;
                  const good = POINTS.test(text.trim());
                  // A value that is not points keeps the chart as it was and stays in the field, with the reason.
                  setTyped(texts.map((was, b) => (b === bid ? (good ? null : text) : was)));
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
          {t('options.defaultChart')}
        </button>
      </fieldset>
    </form>
  );
}
