import './sr-only.css';
import { type Deal, type Seat, SUIT_SYMBOLS, type Suit, suitHolding, type Vulnerability } from '../../core/index';
import { t } from '../words/index';

const SUITS_SPADES_FIRST: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** A suit's cards high to low, as a diagram writes them: `AKT4`, or a dash for a void. */
const holding = (deal: Deal, seat: Seat, suit: Suit): string => suitHolding(deal[seat], suit) || '—';

function Hand(props: { deal: Deal; seat: Seat; dealer?: Seat | undefined }) {
  const { deal, seat } = props;
  return (
    <div class={`hand hand-${seat}`}>
      <div class="seat">
        {t('common.seat', { seat })}
        {props.dealer === seat && <small> {t('deal.diagramDealer')}</small>}
      </div>
      <dl>
        {SUITS_SPADES_FIRST.map((suit) => (
          <div key={suit}>
            <dt class={`strain-${suit}`}>
              <span aria-hidden="true">{SUIT_SYMBOLS[suit]}</span>
              <span class="sr-only">{t('common.suit', { suit })}</span>
            </dt>
            <dd>{holding(deal, seat, suit)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The four hands round a table, North at the top, and in the middle the board, dealer and vulnerability. */
export function Diagram(props: { deal: Deal; dealer?: Seat; vulnerability?: Vulnerability; board?: number }) {
  const { deal, dealer, vulnerability, board } = props;
  return (
    <div class="diagram">
      {(['N', 'W', 'E', 'S'] as const).map((seat) => (
        <Hand key={seat} deal={deal} seat={seat} dealer={dealer} />
      ))}
      <div class="table-middle">
        {board !== undefined && <strong>{t('deal.board', { board })}</strong>}
        {vulnerability !== undefined && <span>{t('deal.diagramVul', { vulnerability })}</span>}
      </div>
    </div>
  );
}
