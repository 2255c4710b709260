import { type DdTable, isPassedOut, SEATS, scoreDoubleDummy, type Vulnerability } from '../../core/index';
import { type PlayedContract, showBid, showContract, showSeat } from '../lib/contract-text';
import { readContract } from '../lib/quick-score';
import { sayScore } from '../lib/say-score';
import { signed } from '../lib/signed';
import { sayProblem, t } from '../words/index';

/** `4S by N, 3NTX`: what the field takes, in the notation in force. */
const examples = (): string =>
  [
    showContract({ level: 4, strain: 'S', doubling: '', declarer: 'N' } satisfies PlayedContract, true),
    showContract({ level: 3, strain: 'NT', doubling: 'X' } satisfies PlayedContract, true),
  ].join(', ');

/** A typed contract played double dummy: by its declarer, or by each seat when none is given. */
export function ContractCheck(props: {
  table: DdTable;
  vulnerability: Vulnerability;
  text: string;
  onText: (text: string) => void;
}) {
  const { table, vulnerability, text } = props;
  const read = text.trim() === '' ? null : readContract(text);
  const played = read?.ok && !isPassedOut(read.value) ? read.value : null;
  const said =
    read === null
      ? t('deal.checkHint', { examples: examples() })
      : !read.ok
        ? sayProblem(read.error)
        : played === null
          ? t('deal.checkPassedOut')
          : null;
  const name = played === null ? '' : `${showBid(played)}${played.doubling}`;
  return (
    <div class="stack">
      <label class="field">
        {t('score.contract')}
        <input
          value={text}
          placeholder={examples()}
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
                    {t('deal.checkLine', {
                      contract: name,
                      seat: showSeat(declarer),
                      tricks: result.tricks,
                      score: signed(result.score.total),
                    })}
                  </strong>{' '}
                  <span>{sayScore(result.score, played.doubling, result.vulnerable)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </output>
    </div>
  );
}
