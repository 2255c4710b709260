import { useMemo, useState } from 'preact/hooks';
import {
  type ChicagoEvent,
  type ChicagoState,
  chicagoEngine,
  SEATS,
  type Seat,
  SIDES,
  vulnerabilityOf,
} from '../../../core/index';
import { EntryForm } from '../../components/EntryForm';
import { Names } from '../../components/Names';
import { Opening } from '../../components/Opening';
import { TapChoice, TapGroup } from '../../components/Taps';
import { type Hands, useEditedHand } from '../../components/use-edit';
import { useKeeper } from '../../components/use-keeper';
import { chicagoSides, column, seatWord, vulnerabilityWord } from '../../lib/two-sides';
import type { Options } from '../../storage/items';
import { t } from '../../words/index';
import { KeeperActions } from '../KeeperActions';
import { ChicagoPad } from './ChicagoPad';
import { chicago } from './entry';
import { type ChicagoKeeper, chicagoKeeper, kind } from './kind';

/** The deal to come, or who won: the winning side by its players' names where both were given. */
const statusOf = (state: ChicagoState, names: readonly string[]): string => {
  if (state.next)
    return t('chicago.next', {
      deal: state.next.deal,
      dealer: seatWord(state.next.dealer),
      vul: vulnerabilityWord(vulnerabilityOf(state.next.vulnerable)),
    });
  const winner = column(state.winner, SIDES);
  if (winner === null || winner === undefined) return t('chicago.levelAt', { points: state.totals.NS });
  return t('chicago.won', { side: chicagoSides(names)[winner], margin: Math.abs(state.margin) });
};

/** A Chicago's deals as its view enters and changes them: the declarer is kept as a draft. */
const DEALS: Hands<Seat, ChicagoEvent> = {
  who: kind.drafts.who,
  edit: kind.edit,
  players: SEATS,
  engine: chicagoEngine,
  played: (event) => (event.type === 'deal' ? { who: event.declarer, hand: event } : undefined),
  passedOut: { type: 'passed-out' },
};

/** A Chicago of four deals, kept on this device with the options it started with. */
export function ChicagoView(props: { keeper: ChicagoKeeper }) {
  const keeper = useKeeper(props.keeper);
  const hands = useEditedHand(DEALS);
  const [names, setNames] = useState<readonly string[]>([]);
  // Names' labels, one array while the popup is open: Names reads again when they change.
  const labels = useMemo(() => SEATS.map(seatWord), []);
  const snapshot = keeper.snapshot;
  if (snapshot === null || snapshot.session === null) return <Opening failure={keeper.problem} />;
  const { state } = snapshot;
  const events = snapshot.session.events;
  // Each deal's declarer starts as its dealer: the dealer calls first, so the dealer's side often opens
  // and declares; and a guess that moves with the deal never leaves the last deal's declarer there unseen.
  const dealt = { for: `${keeper.starts}:${state.next?.deal}`, who: state.next?.dealer ?? SEATS[0] };
  const { who: declarer, setWho: setDeclarer, editing, pick } = hands(events, keeper.setProblem, dealt);
  const s = state.settings;
  return (
    <div class="stack">
      {snapshot.notice && <p role="alert">{snapshot.notice}</p>}
      <output aria-live="polite" class="status">
        {statusOf(state, names)}
      </output>
      <p class="hint">
        {t('chicago.settings', {
          vulnerability: s.vulnerability,
          partScores: s.partScores,
          honors: s.honors ? 'on' : 'off',
        })}
      </p>
      <EntryForm
        // A fresh form for each deal picked, started from that deal.
        key={editing ? `edit-${editing.index}` : 'add'}
        drafts={kind.drafts}
        edit={kind.edit}
        keeper={keeper}
        {...(editing && { editing })}
        who={
          <TapGroup legend={t('keeper.declarer')} class="tap-seats">
            {SEATS.map((seat) => (
              <TapChoice
                key={seat}
                name={editing ? 'chicago-edit-seat' : 'chicago-seat'}
                checked={declarer === seat}
                onPick={() => setDeclarer(seat)}
                disabled={state.finished && !editing}
              >
                {seatWord(seat)}
              </TapChoice>
            ))}
          </TapGroup>
        }
        declarer={declarer}
        honorsSides={SIDES}
        disabled={state.finished && !editing}
        // The form has made the seat typed in the text, if any, agree with the one chosen here.
        event={({ contract: { declarer: seat = declarer, ...contract }, ...honors }): ChicagoEvent => ({
          type: 'deal',
          declarer: seat,
          contract,
          ...honors,
        })}
      />
      {!editing && (
        <KeeperActions
          kind={chicago.key}
          keeper={keeper}
          finished={state.finished}
          passedOut={{ type: 'passed-out' }}
        />
      )}
      <ChicagoPad
        state={state}
        names={names}
        events={events}
        onPick={pick}
        {...(editing && { picked: editing.index })}
      />
      <Names kind={chicago.key} labels={labels} onNames={setNames} />
    </div>
  );
}

/** The Chicago tab as the popup loads it, on first opening: the view with a keeper for the options. */
export function ChicagoTab(props: { options: Options }) {
  const keeper = useMemo(() => chicagoKeeper(props.options), [props.options]);
  return <ChicagoView keeper={keeper} />;
}
