import { useMemo, useState } from 'preact/hooks';
import { PAIRS, type Pair, type RubberEvent, type RubberState, rubberEngine } from '../../../core/index';
import { EntryForm } from '../../components/EntryForm';
import { Names } from '../../components/Names';
import { Opening } from '../../components/Opening';
import { TapChoice, TapGroup } from '../../components/Taps';
import { type Hands, useEditedHand } from '../../components/use-edit';
import { useKeeper } from '../../components/use-keeper';
import { column, pairWord, rubberSides, seatWord, twoSides } from '../../lib/two-sides';
import type { Options } from '../../storage/items';
import { t } from '../../words/index';
import { KeeperActions } from '../KeeperActions';
import { rubber } from './entry';
import { kind, type RubberKeeper, rubberKeeper } from './kind';
import { RubberPad } from './RubberPad';

/** Games, vulnerability, then who won: each side by its players' names where they were given. */
const statusOf = (state: RubberState, names: readonly string[]): string => {
  const sides = rubberSides(names);
  const [we, they] = sides;
  if (!state.finished) {
    const games = t('rubber.games', { we, they, ours: state.games.We, theirs: state.games.They });
    const vul = PAIRS.filter((p) => state.vulnerable[p]);
    const who = vul.length === 2 ? 'both' : vul.length === 0 ? 'none' : 'one';
    const side = vul[0] === undefined ? '' : sides[PAIRS.indexOf(vul[0])];
    const deals = t('rubber.deals', { dealer: seatWord(state.dealer) });
    return `${games} ${t('rubber.vulnerable', { who, side, we, they })} ${deals}`;
  }
  const how = t(state.settled ? 'rubber.settled' : 'rubber.over');
  const winner = column(state.winner, PAIRS);
  if (winner === null || winner === undefined) return t('rubber.levelAt', { how, points: state.totals.We });
  const totals = twoSides([state.totals.We, state.totals.They], sides);
  return t('rubber.won', { how, side: sides[winner], margin: Math.abs(state.margin), totals });
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
  // Names' labels, one array while the popup is open: Names reads again when they change.
  const labels = useMemo(() => PAIRS.map(pairWord), []);
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
        {statusOf(state, names)} {state.settings.honors ? '' : t('rubber.honorsOff')}
      </output>
      <EntryForm
        // A fresh form for each hand picked, started from that hand.
        key={editing ? `edit-${editing.index}` : 'add'}
        drafts={kind.drafts}
        edit={kind.edit}
        keeper={keeper}
        {...(editing && { editing })}
        who={
          <TapGroup legend={t('keeper.declarer')} class="tap-sides">
            {PAIRS.map((p) => (
              <TapChoice
                key={p}
                name={editing ? 'rubber-edit-side' : 'rubber-side'}
                checked={side === p}
                onPick={() => setSide(p)}
              >
                {pairWord(p)}
              </TapChoice>
            ))}
          </TapGroup>
        }
        honorsSides={PAIRS}
        disabled={state.finished && !editing}
        event={(hand): RubberEvent => ({ type: 'hand', side, ...hand })}
      />
      {!editing && (
        <KeeperActions kind={rubber.key} keeper={keeper} finished={state.finished} passedOut={{ type: 'passed-out' }}>
          <button type="button" disabled={state.finished} onClick={() => keeper.add({ type: 'settle' })}>
            {t('rubber.settle')}
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
      <Names kind={rubber.key} labels={labels} onNames={setNames} />
    </div>
  );
}

/** The Rubber tab as the popup loads it, on first opening: the view with a keeper for the options. */
export function RubberTab(props: { options: Options }) {
  const keeper = useMemo(() => rubberKeeper(props.options), [props.options]);
  return <RubberView keeper={keeper} />;
}
