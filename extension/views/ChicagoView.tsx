import { useMemo } from 'preact/hooks';
import {
  type ChicagoEntry,
  type ChicagoEvent,
  type ChicagoState,
  formatContract,
  SEATS,
  type Seat,
  SIDES,
  vulnerabilityOf,
} from '../../core/index';
import { EntryForm } from '../components/EntryForm';
import { KeeperActions } from '../components/KeeperActions';
import { HAND_REASONS, PadCell } from '../components/PadCell';
import { type ChicagoKeeper, chicagoKeeper } from '../lib/keepers';
import { useDraft } from '../lib/use-draft';
import { useKeeper } from '../lib/use-keeper';
import type { Options } from '../storage';

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

const statusOf = (state: ChicagoState): string => {
  if (state.next)
    return `Deal ${state.next.deal} of 4: ${state.next.dealer} deals, vulnerable: ${vulnerabilityOf(state.next.vulnerable)}.`;
  if (state.winner === null) return `Chicago over: level at ${state.totals.NS}.`;
  return `Chicago over: ${state.winner} win by ${Math.abs(state.margin)}.`;
};

/** A Chicago of four deals, kept on this device with the options it started with. */
export function ChicagoView(props: { keeper: ChicagoKeeper }) {
  const keeper = useKeeper(props.keeper);
  const [declarer, setDeclarer] = useDraft<Seat>('chicago-declarer', 'N');
  const snapshot = keeper.snapshot;
  if (snapshot === null || snapshot.session === null) return <p>Loading…</p>;
  const { state } = snapshot;
  const s = state.settings;
  const contracts = contractsOf(state, snapshot.session.events);
  return (
    <div class="stack">
      {snapshot.notice && <p role="alert">{snapshot.notice}</p>}
      <output aria-live="polite" class="status">
        {statusOf(state)}
      </output>
      <p class="hint">
        Deals 2 and 3: {s.vulnerability === 'dealer-side' ? 'dealer’s side' : 'dealer’s opponents'} vulnerable; part
        scores {s.partScores === 'carry' ? 'carried' : '50 at once'}; honors {s.honors ? 'on' : 'off'}.
      </p>
      <EntryForm
        draft="chicago"
        keeper={keeper}
        who={
          <label class="field">
            Declarer
            <select
              value={declarer}
              onChange={(e) => setDeclarer(e.currentTarget.value as Seat)}
              disabled={state.finished}
            >
              {SEATS.map((seat) => (
                <option key={seat} value={seat}>
                  {seat}
                </option>
              ))}
            </select>
          </label>
        }
        declarer={declarer}
        honorsSides={SIDES}
        disabled={state.finished}
        // The form has made the seat typed in the text, if any, agree with the one chosen here.
        event={({ contract: { declarer: seat = declarer, ...contract }, ...honors }): ChicagoEvent => ({
          type: 'deal',
          declarer: seat,
          contract,
          ...honors,
        })}
      />
      <KeeperActions what="Chicago" keeper={keeper} finished={state.finished} passedOut={{ type: 'passed-out' }} />
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
    </div>
  );
}

/** The Chicago tab as the popup loads it, on first opening: the view with a keeper for the options. */
export function ChicagoTab(props: { options: Options }) {
  const keeper = useMemo(() => chicagoKeeper(props.options), [props.options]);
  return <ChicagoView keeper={keeper} />;
}
