import { type ChicagoEntry, type ChicagoEvent, type ChicagoState, formatContract, SIDES } from '../../../core/index';
import { PadCell } from '../../components/PadCell';
import { Pick } from '../../components/pads/Pick';
import { showSeat } from '../../lib/contract-text';
import { handReasons } from '../../lib/session-rows';
import { chicagoSides } from '../../lib/two-sides';
import { currentNotation, t } from '../../words/index';

/** What each entry of the pad is for, in the language shown: worded when a pad is drawn. */
const reasons = (): Record<ChicagoEntry['reason'], string> => ({
  ...handReasons(),
  game: t('chicago.reason.game'),
  'part-score': t('chicago.reason.partScore'),
  'open-part-score': t('chicago.reason.openPartScore'),
});

/** What an event of the deal was played in, as a paper Chicago pad notes it: `4♠= N`, or passed out. */
const contractOf = (event: ChicagoEvent | undefined): string =>
  event?.type === 'deal'
    ? `${formatContract(event.contract, { symbols: true, notation: currentNotation() })} ${showSeat(event.declarer)}`
    : t('keeper.passedOutLower');

/** The events of each deal (1–4) by their index in the session: a passed-out deal and its redeal share a row. */
const eventsByDeal = (state: ChicagoState): number[][] => {
  const byDeal: number[][] = [[], [], [], [], []];
  // One deal record an event, passed-out ones included, in order.
  for (const [i, deal] of state.deals.entries()) byDeal[deal.deal]?.push(i);
  return byDeal;
};

/**
 * The Chicago pad: a row a deal, with the contract it was played in, and the totals. With `onPick`, each
 * deal's contract (and a passed-out deal before it) is a button that picks its event for editing.
 */
export function ChicagoPad(props: {
  state: ChicagoState;
  events: readonly ChicagoEvent[];
  /** The names kept for N, E, S and W, heading their sides' columns where both are given. */
  names?: readonly string[];
  /** Called with the 0-based index of the deal's event in the session. */
  onPick?: (eventIndex: number) => void;
  /** The event being edited, shown pressed. */
  picked?: number;
}) {
  const { state, events, onPick } = props;
  const byDeal = eventsByDeal(state);
  const words = reasons();
  // The deal as the pad notes it once played: its last event (a redeal after a pass-out is the one played).
  const played = (deal: number): string | undefined => {
    const last = byDeal[deal]?.at(-1);
    return last === undefined ? undefined : contractOf(events[last]);
  };
  return (
    <table class="chicago">
      <caption>{t('chicago.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('chicago.col.deal')}</th>
          {chicagoSides(props.names ?? []).map((side, i) => (
            <th scope="col" key={SIDES[i]}>
              {side}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[1, 2, 3, 4].map((deal) => (
          <tr key={deal}>
            <th scope="row">
              {onPick === undefined || byDeal[deal]?.length === 0 ? (
                <>
                  {deal} <small>{played(deal)}</small>
                </>
              ) : (
                byDeal[deal]?.map((i) => (
                  <Pick key={i} what={t('keeper.pick.deal')} picked={props.picked === i} onPick={() => onPick(i)}>
                    {deal} <small>{contractOf(events[i])}</small>
                  </Pick>
                ))
              )}
            </th>
            {SIDES.map((side) => (
              <PadCell
                key={side}
                entries={state.entries.filter((e) => e.deal === deal && e.side === side)}
                reasons={words}
              />
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('keeper.total')}</th>
          <td>{state.totals.NS}</td>
          <td>{state.totals.EW}</td>
        </tr>
      </tfoot>
    </table>
  );
}
