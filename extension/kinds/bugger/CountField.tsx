import { t } from '../../words/index';
import { canStep, type Step, stepCount } from './count-step';
import './bugger.css';

/**
 * One player's bid or tricks: the field to type the count in, between a − and a + that step it from 0 to
 * the cards, so that a phone enters a round by taps and a keyboard as before. The buttons are out of the
 * Tab order (-1): Tab still goes from one player's field to the next, in the order the counts are called,
 * and the field alone takes a count from the keyboard. The tricks' field says the bid beside it.
 */
export function CountField(props: {
  player: number;
  name: string;
  bids: boolean;
  cards: number;
  text: string;
  onText: (text: string) => void;
  /** The form's first field, where the cursor goes (`data-next`). */
  first: boolean;
  /** The tricks' step: the bid this player made. */
  bid?: number | undefined;
}) {
  const { player, name, bids, cards, text } = props;
  const id = `bugger-count-${player}`;
  const said = `bugger-bid-${player}`;
  const step = bids ? 'bids' : 'tricks';
  const tap = (by: Step) => (
    <button
      type="button"
      tabIndex={-1}
      aria-label={t(by < 0 ? 'bugger.less' : 'bugger.more', { step, name })}
      disabled={!canStep(text, by, cards)}
      onClick={() => props.onText(stepCount(text, by, cards))}
    >
      {by < 0 ? '−' : '+'}
    </button>
  );
  return (
    <div class="field">
      <label class="name" for={id}>
        {t(bids ? 'bugger.bids' : 'bugger.took', { name })}
      </label>
      <div class="stepper">
        {tap(-1)}
        <input
          id={id}
          data-next={props.first ? true : undefined}
          inputMode="numeric"
          aria-describedby={bids ? undefined : said}
          value={text}
          onInput={(e) => props.onText(e.currentTarget.value)}
        />
        {tap(1)}
      </div>
      {!bids && <small id={said}>{t('bugger.bid', { bid: props.bid })}</small>}
    </div>
  );
}
