import { useEffect, useState } from 'preact/hooks';
import {
  type Bid,
  type Doubling,
  formatBid,
  formatResult,
  LEVELS,
  type Level,
  resultsOf,
  STRAINS,
  tricksNeeded,
} from '../../core/index';
import { CopyButton } from '../components/CopyButton';
import { quickScore, signed } from '../lib/quick-score';

const DOUBLING_LABELS: { readonly [D in Doubling]: string } = { '': 'Undoubled', X: 'Doubled', XX: 'Redoubled' };

const resultLabel = (result: number): string =>
  result === 0 ? 'Made exactly' : result > 0 ? `Made ${formatResult(result)}` : `Down ${-result}`;

/** The popup's first view: type a contract, or click one and read every result it can have. */
export function ScoreView() {
  const [text, setText] = useState('');
  const [vulnerable, setVulnerable] = useState(false);
  const [bid, setBid] = useState<Bid>({ level: 4, strain: 'S' });
  const [doubling, setDoubling] = useState<Doubling>('');
  const shown = quickScore(text, vulnerable);
  const rows = resultsOf(bid.level, bid.strain, doubling);
  const made = tricksNeeded(bid.level);

  useEffect(() => {
    // Lets the benchmark see when the first score reached the screen.
    performance.mark('first-score');
  }, []);

  return (
    <div class="stack">
      <div class="row">
        <label class="field grow">
          Contract
          <input
            // biome-ignore lint/a11y/noAutofocus: the popup exists to take a contract; typing at once is the point.
            autoFocus
            value={text}
            placeholder="4SX-2 v, 3nt+1, 6♥= vul"
            spellcheck={false}
            autocomplete="off"
            onInput={(event) => setText(event.currentTarget.value)}
          />
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={vulnerable}
            onChange={(event) => setVulnerable(event.currentTarget.checked)}
          />
          Vulnerable
        </label>
      </div>
      <output aria-live="polite" class={`status ${shown.kind}`}>
        {shown.kind === 'empty' && 'Type a contract with its result, or pick one below.'}
        {shown.kind === 'error' && shown.message}
        {shown.kind === 'score' && (
          <>
            <strong>
              {shown.contract}: {signed(shown.total)}
            </strong>{' '}
            <span>{shown.words}</span>
          </>
        )}
      </output>
      <div>
        <CopyButton
          label="Copy score"
          text={shown.kind === 'score' ? `${shown.contract}: ${signed(shown.total)} (${shown.words})` : ''}
        />
      </div>

      <fieldset class="grid">
        <legend>Contracts</legend>
        {LEVELS.map((level: Level) =>
          STRAINS.map((strain) => {
            const label = formatBid({ level, strain }, { symbols: true });
            const pressed = bid.level === level && bid.strain === strain;
            return (
              <button
                type="button"
                key={label}
                class={`bid strain-${strain}`}
                aria-pressed={pressed}
                onClick={() => setBid({ level, strain })}
              >
                {label}
              </button>
            );
          }),
        )}
      </fieldset>
      <fieldset class="row">
        <legend>Doubling</legend>
        {(['', 'X', 'XX'] as const).map((d) => (
          <label class="check" key={d}>
            <input type="radio" name="doubling" checked={doubling === d} onChange={() => setDoubling(d)} />
            {DOUBLING_LABELS[d]}
          </label>
        ))}
      </fieldset>
      <table class="results">
        <caption>
          {formatBid(bid, { symbols: true })}
          {doubling} — every result
        </caption>
        <thead>
          <tr>
            <th scope="col">Result</th>
            <th scope="col">Tricks</th>
            <th scope="col">Not vul</th>
            <th scope="col">Vul</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tricks} class={row.tricks === made ? 'made' : row.tricks > made ? 'over' : 'down'}>
              <th scope="row">{resultLabel(row.result)}</th>
              <td>{row.tricks}</td>
              <td>{signed(row.notVulnerable)}</td>
              <td>{signed(row.vulnerable)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
