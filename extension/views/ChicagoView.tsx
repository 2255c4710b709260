import { useMemo } from 'preact/hooks';
import {
  type ChicagoEvent,
  type ChicagoState,
  chicagoEngine,
  nameEvent,
  SEATS,
  type Seat,
  SIDES,
  vulnerabilityOf,
} from '../../core/index';
import { type Editing, EntryForm } from '../components/EntryForm';
import { KeeperActions } from '../components/KeeperActions';
import { Names } from '../components/Names';
import { ChicagoPad } from '../components/pads/ChicagoPad';
import { formatEnteredHand } from '../lib/hand-entry';
import { type ChicagoKeeper, chicagoKeeper } from '../lib/keepers';
import { useDraft } from '../lib/use-draft';
import { useKeeper } from '../lib/use-keeper';
import type { Options } from '../storage';

const statusOf = (state: ChicagoState): string => {
  if (state.next)
    return `Deal ${state.next.deal} of 4: ${state.next.dealer} deals, vulnerable: ${vulnerabilityOf(state.next.vulnerable)}.`;
  if (state.winner === null) return `Chicago over: level at ${state.totals.NS}.`;
  return `Chicago over: ${state.winner} win by ${Math.abs(state.margin)}.`;
};

/** A Chicago of four deals, kept on this device with the options it started with. */
export function ChicagoView(props: { keeper: ChicagoKeeper }) {
  const keeper = useKeeper(props.keeper);
  const [draftDeclarer, setDraftDeclarer] = useDraft<Seat>('chicago-declarer', 'N');
  // An earlier deal being changed: its index (-1 for none) and the declarer chosen for it, apart from the
  // new deal's draft. A draft as well, so a popup closed mid-edit opens on the same deal.
  const [edited, setEdited, clearEdited] = useDraft<readonly [number, string]>('chicago-edit', [-1, 'N']);
  const snapshot = keeper.snapshot;
  if (snapshot === null || snapshot.session === null) return <p>Loading…</p>;
  const { state } = snapshot;
  const events = snapshot.session.events;
  const [editIndex, editDeclarer] = edited;
  const picked = editIndex >= 0 ? events[editIndex] : undefined;
  const edit = picked ? { index: editIndex, declarer: SEATS.find((s) => s === editDeclarer) ?? draftDeclarer } : null;
  const declarer = edit?.declarer ?? draftDeclarer;
  const setDeclarer = (seat: Seat) => (edit ? setEdited([edit.index, seat]) : setDraftDeclarer(seat));
  const editing: Editing<ChicagoEvent> | undefined =
    picked && edit
      ? {
          index: edit.index,
          // The engine's name, as the pad and the core's messages have it: `deal 2 (passed out)`.
          name: nameEvent(chicagoEngine, events, edit.index),
          ...(picked.type === 'deal' ? formatEnteredHand(picked) : { text: '', honors: '' }),
          passedOut: { type: 'passed-out' },
          done: () => {
            keeper.setProblem(null);
            clearEdited();
          },
        }
      : undefined;
  const pick = (index: number) => {
    const event = events[index];
    keeper.setProblem(null);
    setEdited([index, event?.type === 'deal' ? event.declarer : draftDeclarer]);
  };
  const s = state.settings;
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
        // A fresh form for each deal picked, started from that deal.
        key={editing ? `edit-${editing.index}` : 'add'}
        draft="chicago"
        keeper={keeper}
        {...(editing && { editing })}
        who={
          <label class="field">
            Declarer
            <select
              value={declarer}
              onChange={(e) => setDeclarer(e.currentTarget.value as Seat)}
              disabled={state.finished && !editing}
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
        <KeeperActions what="Chicago" keeper={keeper} finished={state.finished} passedOut={{ type: 'passed-out' }} />
      )}
      <ChicagoPad state={state} events={events} onPick={pick} {...(editing && { picked: editing.index })} />
      <Names kind="chicago" labels={SEATS} />
    </div>
  );
}

/** The Chicago tab as the popup loads it, on first opening: the view with a keeper for the options. */
export function ChicagoTab(props: { options: Options }) {
  const keeper = useMemo(() => chicagoKeeper(props.options), [props.options]);
  return <ChicagoView keeper={keeper} />;
}
