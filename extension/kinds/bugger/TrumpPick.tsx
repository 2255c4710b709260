import { type BuggerTrump, SUIT_SYMBOLS, SUITS, type Suit } from '../../../core/index';
import { TapChoice, TapGroup } from '../../components/Taps';
import { t } from '../../words/index';
import './bugger.css';

/** As a bridge player reads the suits: spades first, clubs last. */
const SHOWN: readonly Suit[] = [...SUITS].reverse();

export const suitName = (suit: Suit): string => t('bugger.suit', { suit });

/**
 * The suit, after `now` in the order shown and round again, whose name starts with `letter`: the key a
 * player presses picks the suit as the list this replaced did (a second press of a letter two suits share,
 * French Cœur and Carreau, goes on to the other one). Null when no suit's name starts so.
 */
export function suitByLetter(now: BuggerTrump, letter: string, names: (suit: Suit) => string = suitName): Suit | null {
  const key = letter.toLocaleLowerCase();
  // From no trump (a round of every card, never shown the pick), the first suit shown is the first tried.
  const from = now === 'NT' ? -1 : SHOWN.indexOf(now);
  for (let i = 1; i <= SHOWN.length; i++) {
    const suit = SHOWN[(from + i) % SHOWN.length] as Suit;
    if (names(suit).toLocaleLowerCase().startsWith(key)) return suit;
  }
  return null;
}

/**
 * The trump turned up, four suits as one radio group of buttons: one tap on a phone, where a list takes
 * two and covers the sheet. One Tab stop; the arrows move within it as native radios do, and a suit's
 * first letter picks it. The picked one is the form's first field (`data-next`): the card is turned up
 * before anyone bids.
 */
export function TrumpPick(props: { trump: BuggerTrump; onPick: (suit: Suit) => void }) {
  const letter = (event: KeyboardEvent) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const suit = suitByLetter(props.trump, event.key);
    if (suit === null) return;
    event.preventDefault();
    props.onPick(suit);
    const group = event.currentTarget as HTMLElement;
    setTimeout(() => group.querySelector<HTMLElement>(`input[value="${suit}"]`)?.focus());
  };
  return (
    <TapGroup legend={t('bugger.trumpUp')} class="tap-trumps" onKeyDown={letter}>
      {SHOWN.map((suit) => (
        <TapChoice
          key={suit}
          name="bugger-trump"
          value={suit}
          class={`strain-${suit}`}
          checked={props.trump === suit}
          next={props.trump === suit}
          onPick={() => props.onPick(suit)}
        >
          <span class="symbol" aria-hidden="true">
            {SUIT_SYMBOLS[suit]}
          </span>
          <span class="suit">{suitName(suit)}</span>
        </TapChoice>
      ))}
    </TapGroup>
  );
}
