import './sr-only.css';
import { useId, useRef } from 'preact/hooks';
import { DOUBLINGS, formatResult, LEVELS, STRAINS } from '../../core/index';
import { showStrain } from '../lib/contract-text';
import { readTaps, resultsFor, type Tap, tapText } from '../lib/tap-contract';
import { currentNotation, t } from '../words/index';
import { TapChoice, TapGroup } from './Taps';

/** `+1`, `=`, `−2`: a result on its button, with a true minus sign. */
const resultLabel = (result: number): string => formatResult(result).replace('-', '−');

/**
 * A hand's contract as taps under its text field: level, strain, doubling and result. The text stays
 * the one record: the taps show pressed what it reads as (`readTaps`), and a tap rewrites it as the field
 * shows a contract (`tapText`), so typing and tapping agree and a half-entered hand is kept as a draft.
 */
export function TapContract(props: { text: string; onText: (text: string) => void; disabled: boolean }) {
  const id = useId();
  const notation = currentNotation();
  const read = readTaps(props.text, notation);
  const { level, strain } = read;
  // Doubling and the result belong to a bid: until there is one they wait.
  const bid = level !== undefined && strain !== undefined;
  // A result a new level could not carry (4♥+3 to 5♥), kept while only the level changes, so the arrows
  // run through the levels (native radios pick as they move) and back without losing it.
  const dropped = useRef<{ result: number; text: string } | null>(null);
  const pick = (tap: Tap) => () => {
    const held = dropped.current?.text === props.text ? dropped.current.result : read.result;
    let next = tapText(props.text, tap, notation);
    const carried = readTaps(next, notation);
    if ('level' in tap && held !== undefined && carried.result === undefined && carried.strain !== undefined) {
      const back = tapText(next, { result: held }, notation);
      if (readTaps(back, notation).result === held) next = back;
    }
    const kept = readTaps(next, notation).result;
    dropped.current = 'level' in tap && held !== undefined && kept === undefined ? { result: held, text: next } : null;
    props.onText(next);
  };
  const choice = { disabled: props.disabled };
  return (
    <div class="tap-contract">
      <TapGroup legend={t('keeper.tap.level')} class="tap-level">
        {LEVELS.map((n) => (
          <TapChoice key={n} name={`${id}-level`} checked={level === n} onPick={pick({ level: n })} {...choice}>
            {n}
          </TapChoice>
        ))}
      </TapGroup>
      <TapGroup legend={t('keeper.tap.strain')} class="tap-strain">
        {STRAINS.map((s) => (
          <TapChoice
            key={s}
            name={`${id}-strain`}
            class={`strain-${s}`}
            checked={strain === s}
            onPick={pick({ strain: s })}
            {...choice}
          >
            {/* The symbol for the eye, the strain's name for a screen reader, as the deal diagrams have it. */}
            <span aria-hidden="true">{showStrain(s)}</span>
            <span class="sr-only">{t('common.suit', { suit: s })}</span>
          </TapChoice>
        ))}
      </TapGroup>
      <TapGroup legend={t('keeper.tap.doubling')} class="tap-doubling">
        {DOUBLINGS.map((d) => (
          <TapChoice
            key={d}
            name={`${id}-doubling`}
            checked={bid && (read.doubling ?? '') === d}
            onPick={pick({ doubling: d })}
            disabled={props.disabled || !bid}
          >
            {d === '' ? (
              t('keeper.tap.undoubled')
            ) : (
              // X and XX as a pad writes them, the word for a screen reader, which would read "X" as a letter.
              <>
                <span aria-hidden="true">{d}</span>
                <span class="sr-only">{t(d === 'X' ? 'score.doubled' : 'score.redoubled')}</span>
              </>
            )}
          </TapChoice>
        ))}
      </TapGroup>
      {level !== undefined && (
        <TapGroup legend={t('keeper.tap.result')} class="tap-result">
          {resultsFor(level).map((r) => (
            <TapChoice
              key={r}
              name={`${id}-result`}
              checked={read.result === r}
              onPick={pick({ result: r })}
              disabled={props.disabled || !bid}
            >
              {resultLabel(r)}
            </TapChoice>
          ))}
        </TapGroup>
      )}
    </div>
  );
}
