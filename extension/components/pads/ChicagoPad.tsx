import { type ChicagoEntry, type ChicagoEvent, type ChicagoState, formatContract, SIDES } from '../../../core/index';
import { HAND_REASONS, PadCell } from '../PadCell';

const REASONS: Record<ChicagoEntry['reason'], string> = {
  ...HAND_REASONS,
  game: 'game',
  'part-score': 'part score',
  'open-part-score': 'open part score',
};

/** What each deal was played in, as a paper Chicago pad notes it: `4♠= N`, or passed out. */
const contractsOf = (state: ChicagoState, events: readonly ChicagoEvent[]): string[] => {
  const played: string[] = [];
  // One deal record a played event, in order; a passed-out deal is dealt again under the same number.
  state.deals.forEach((deal, i) => {
    const event = events[i];
    played[deal.deal] =
      event?.type === 'deal' ? `${formatContract(event.contract, { symbols: true })} ${event.declarer}` : 'passed out';
  });
  return played;
};

/** The Chicago pad: a row a deal, with the contract it was played in, and the totals. */
export function ChicagoPad(props: { state: ChicagoState; events: readonly ChicagoEvent[] }) {
  const { state } = props;
  const contracts = contractsOf(state, props.events);
  return (
    <table class="chicago">
      <caption>Chicago</caption>
      <thead>
        <tr>
          <th scope="col">Deal</th>
          {SIDES.map((side) => (
            <th scope="col" key={side}>
              {side}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[1, 2, 3, 4].map((deal) => (
          <tr key={deal}>
            <th scope="row">
              {deal} <small>{contracts[deal]}</small>
            </th>
            {SIDES.map((side) => (
              <PadCell
                key={side}
                entries={state.entries.filter((e) => e.deal === deal && e.side === side)}
                reasons={REASONS}
              />
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{state.totals.NS}</td>
          <td>{state.totals.EW}</td>
        </tr>
      </tfoot>
    </table>
  );
}
