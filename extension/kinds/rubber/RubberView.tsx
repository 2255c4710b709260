import { useMemo, useState } from 'preact/hooks';
import { PAIRS, type Pair, type RubberEvent, type RubberState, rubberEngine } from '../../../core/index';
import { EntryForm } from '../../components/EntryForm';
import { Names } from '../../components/Names';
import { Opening } from '../../components/Opening';
import { type Hands, useEditedHand } from '../../components/use-edit';
import { useKeeper } from '../../components/use-keeper';
import { column, rubberSides, twoSides } from '../../lib/two-sides';
import type { Options } from '../../storage/items';
import { KeeperActions } from '../KeeperActions';
import { rubber } from './entry';
import { kind, type RubberKeeper, rubberKeeper } from './kind';
import { RubberPad } from './RubberPad';

/** Games, vulnerability, then who won: each side by its players' names where they were given. */
const statusOf = (state: RubberState, names: readonly string[]): string => {
  const sides = rubberSides(names);
  const nameOf = (p: Pair) => sides[PAIRS.indexOf(p)];
  const games = `Games: ${sides[0]} ${state.games.We}, ${sides[1]} ${state.games.They}.`;
  if (!state.finished) {
    const vul = PAIRS.filter((p) => state.vulnerable[p]).map(nameOf);
    return `${games} ${vul.length === 0 ? 'Nobody' : vul.join(' and ')} vulnerable.`;
  }
  const how = state.settled ? 'Rubber settled unfinished' : 'Rubber over';
  const winner = column(state.winner, PAIRS);
  if (winner === null || winner === undefined) return `${how}: level at ${state.totals.We}.`;
  const totals = twoSides([state.totals.We, state.totals.They], sides);
  return `${how}: ${sides[winner]} win by ${Math.abs(state.margin)} (${totals}).`;
};

/** A rubber's hands as its view enters and changes them: the side is kept as a draft with the contract. */
const HANDS: Hands<Pair, RubberEvent> = {
  who: kind.drafts.who,
  edit: kind.edit,
  players: PAIRS,
  engine: rubberEngine,
  played: (event) => (event.type === 'hand' ? { who: event.side, hand: event } : undefined),
  passedOut: { type: 'passed-out' },
};

/** A rubber (docs/rules.md, Rubber bridge), kept on this device. */
export function RubberView(props: { keeper: RubberKeeper }) {
  const keeper = useKeeper(props.keeper);
  const hands = useEditedHand(HANDS);
  const [names, setNames] = useState<readonly string[]>([]);
  const snapshot = keeper.snapshot;
  if (snapshot === null || snapshot.session === null) return <Opening failure={keeper.problem} />;
  const { state } = snapshot;
  const events = snapshot.session.events;
  // A new rubber starts with We declaring, whoever declared last in the one before.
  const fresh = { for: String(keeper.starts), who: PAIRS[0] };
  const { who: side, setWho: setSide, editing, pick } = hands(events, keeper.setProblem, fresh);
  return (
    <div class="stack">
      {snapshot.notice && <p role="alert">{snapshot.notice}</p>}
      <output aria-live="polite" class="status">
        {statusOf(state, names)} {state.settings.honors ? '' : 'Honors off.'}
      </output>
      <EntryForm
        // A fresh form for each hand picked, started from that hand.
        key={editing ? `edit-${editing.index}` : 'add'}
        drafts={kind.drafts}
        edit={kind.edit}
        keeper={keeper}
        {...(editing && { editing })}
        who={
          <fieldset class="row">
            <legend>Declarer</legend>
            {PAIRS.map((p) => (
              <label class="check" key={p}>
                <input
                  type="radio"
                  name={editing ? 'rubber-edit-side' : 'rubber-side'}
                  checked={side === p}
                  onChange={() => setSide(p)}
                />
                {p}
              </label>
            ))}
          </fieldset>
        }
        honorsSides={PAIRS}
        disabled={state.finished && !editing}
        event={(hand): RubberEvent => ({ type: 'hand', side, ...hand })}
      />
      {!editing && (
        <KeeperActions
          what={rubber.label.short}
          keeper={keeper}
          finished={state.finished}
          passedOut={{ type: 'passed-out' }}
        >
          <button type="button" disabled={state.finished} onClick={() => keeper.add({ type: 'settle' })}>
            Settle unfinished
          </button>
        </KeeperActions>
      )}
      <RubberPad
        state={state}
        names={names}
        events={events}
        onPick={pick}
        {...(editing && { picked: editing.index })}
      />
      <Names kind={rubber.key} labels={PAIRS} onNames={setNames} />
    </div>
  );
}

/** The Rubber tab as the popup loads it, on first opening: the view with a keeper for the options. */
export function RubberTab(props: { options: Options }) {
  const keeper = useMemo(() => rubberKeeper(props.options), [props.options]);
  return <RubberView keeper={keeper} />;
}
