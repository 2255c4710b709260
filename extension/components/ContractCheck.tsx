import {
  type DdTable,
  describeScore,
  formatBid,
  formatProblem,
  isPassedOut,
  parseContract,
  SEATS,
  scoreDoubleDummy,
  type Vulnerability,
} from '../../core/index';
import { signed } from '../lib/signed';

/** A typed contract played double dummy: by its declarer, or by each seat when none is given. */
export function ContractCheck(props: {
  table: DdTable;
  vulnerability: Vulnerability;
  text: string;
  onText: (text: string) => void;
}) {
  const { table, vulnerability, text } = props;
  const read = text.trim() === '' ? null : parseContract(text);
  const played = read?.ok && !isPassedOut(read.value) ? read.value : null;
  const said =
    read === null
      ? 'Type a contract to see what it makes double dummy: 4S by N, 3NTX.'
      : !read.ok
        ? formatProblem(read.error)
        : played === null
          ? 'Passed out: no one plays, and the score is 0.'
          : null;
  const name = played === null ? '' : `${formatBid(played, { symbols: true })}${played.doubling}`;
  return (
    <div class="stack">
      <label class="field">
        Contract
        <input
          value={text}
          placeholder="4S by N, 3NTX"
          spellcheck={false}
          autocomplete="off"
          aria-invalid={read !== null && !read.ok}
          onInput={(event) => props.onText(event.currentTarget.value)}
        />
      </label>
      <output aria-live="polite" class={read !== null && !read.ok ? 'error' : ''}>
        {said}
        {played !== null && (
          <ul class="dd-lines">
            {(played.declarer === undefined ? SEATS : [played.declarer]).map((declarer) => {
              const result = scoreDoubleDummy(table, played, declarer, vulnerability);
              return (
                <li key={declarer}>
                  <strong>
                    {name} by {declarer}: {result.tricks} tricks, {signed(result.score.total)}
                  </strong>{' '}
                  <span>{describeScore(result.score, played.doubling, result.vulnerable)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </output>
    </div>
  );
}
