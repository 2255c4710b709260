import { useState } from 'preact/hooks';
import { quickScore } from './quick-score';

export function App() {
  const [text, setText] = useState('');
  const [vulnerable, setVulnerable] = useState(false);
  const shown = quickScore(text, vulnerable);
  return (
    <main>
      <h1>Bridge Scorer</h1>
      <label class="field">
        Contract
        <input
          // biome-ignore lint/a11y/noAutofocus: the popup exists to take a contract; typing at once is the point.
          autoFocus
          value={text}
          placeholder="4SX-2, 3NT+1, 6♥="
          spellcheck={false}
          autocomplete="off"
          onInput={(event) => setText(event.currentTarget.value)}
        />
      </label>
      <label class="check">
        <input type="checkbox" checked={vulnerable} onChange={(event) => setVulnerable(event.currentTarget.checked)} />
        Vulnerable
      </label>
      <output aria-live="polite" class={shown.kind}>
        {shown.kind === 'error' && shown.message}
        {shown.kind === 'score' && (
          <>
            <strong>
              {shown.contract}: {shown.total > 0 ? `+${shown.total}` : shown.total}
            </strong>
            <span>{shown.words}</span>
          </>
        )}
      </output>
    </main>
  );
}
