import { useMemo } from 'preact/hooks';
import { PAIRS, type Pair, type RubberEntry, type RubberEvent, type RubberState } from '../../core/index';
import { EntryForm } from '../components/EntryForm';
import { KeeperActions } from '../components/KeeperActions';
import { HAND_REASONS, PadCell } from '../components/PadCell';
import { type RubberKeeper, rubberKeeper } from '../lib/keepers';
import { useDraft } from '../lib/use-draft';
import { useKeeper } from '../lib/use-keeper';
import type { Options } from '../storage';

const REASONS: Record<RubberEntry['reason'], string> = {
  ...HAND_REASONS,
  rubber: 'rubber',
  'unfinished-game': 'game (unfinished)',
  'unfinished-part-score': 'part score (unfinished)',
};

const Cell = (props: { entries: readonly RubberEntry[]; side: Pair }) => (
  <PadCell
    entries={props.entries.filter((e) => e.side === props.side)}
    reasons={REASONS}
    title={(e) => `hand ${e.hand}: ${REASONS[e.reason]}`}
  />
);

/** The We/They pad: above the line, the line, then each game below it with its game line. */
function Pad(props: { state: RubberState }) {
  const { state } = props;
  const above = state.entries.filter((e) => e.line === 'above');
  const below = state.entries.filter((e) => e.line === 'below');
  const games = [...new Set(below.map((e) => e.game ?? 0))];
  return (
    <table class="pad">
      <caption>Score pad</caption>
      <thead>
        <tr>
          <th scope="col">We{state.vulnerable.We ? ' (vul)' : ''}</th>
          <th scope="col">They{state.vulnerable.They ? ' (vul)' : ''}</th>
        </tr>
      </thead>
      <tbody>
        <tr class="above">
          {/* Above the line, the latest entry sits nearest the line, as on a paper pad. */}
          <Cell entries={above} side="We" />
          <Cell entries={above} side="They" />
        </tr>
        {games.map((game) => (
          <tr key={game} class="below">
            <Cell entries={below.filter((e) => e.game === game)} side="We" />
            <Cell entries={below.filter((e) => e.game === game)} side="They" />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          {PAIRS.map((p) => (
            <td key={p}>
              <small>Total</small> {state.totals[p]}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

const statusOf = (state: RubberState): string => {
  const games = `Games: We ${state.games.We}, They ${state.games.They}.`;
  if (!state.finished) {
    const vul = PAIRS.filter((p) => state.vulnerable[p]);
    return `${games} ${vul.length === 0 ? 'Nobody' : vul.join(' and ')} vulnerable.`;
  }
  const how = state.settled ? 'Rubber settled unfinished' : 'Rubber over';
  if (state.winner === null) return `${how}: level at ${state.totals.We}.`;
  return `${how}: ${state.winner} win by ${Math.abs(state.margin)} (We ${state.totals.We}, They ${state.totals.They}).`;
};

/** A rubber (docs/rules.md, Rubber bridge), kept on this device. */
export function RubberView(props: { keeper: RubberKeeper }) {
  const keeper = useKeeper(props.keeper);
  // Kept as a draft with the contract, so a hand half-entered comes back for the same side.
  const [side, setSide] = useDraft<Pair>('rubber-side', 'We');
  const snapshot = keeper.snapshot;
  if (snapshot === null || snapshot.session === null) return <p>Loading…</p>;
  const { state } = snapshot;
  return (
    <div class="stack">
      {snapshot.notice && <p role="alert">{snapshot.notice}</p>}
      <output aria-live="polite" class="status">
        {statusOf(state)} {state.settings.honors ? '' : 'Honors off.'}
      </output>
      <EntryForm
        draft="rubber"
        keeper={keeper}
        who={
          <fieldset class="row">
            <legend>Declarer</legend>
            {PAIRS.map((p) => (
              <label class="check" key={p}>
                <input type="radio" name="rubber-side" checked={side === p} onChange={() => setSide(p)} />
                {p}
              </label>
            ))}
          </fieldset>
        }
        honorsSides={PAIRS}
        disabled={state.finished}
        event={(hand): RubberEvent => ({ type: 'hand', side, ...hand })}
      />
      <KeeperActions what="rubber" keeper={keeper} finished={state.finished} passedOut={{ type: 'passed-out' }}>
        <button type="button" disabled={state.finished} onClick={() => keeper.add({ type: 'settle' })}>
          Settle unfinished
        </button>
      </KeeperActions>
      <Pad state={state} />
    </div>
  );
}

/** The Rubber tab as the popup loads it, on first opening: the view with a keeper for the options. */
export function RubberTab(props: { options: Options }) {
  const keeper = useMemo(() => rubberKeeper(props.options), [props.options]);
  return <RubberView keeper={keeper} />;
}
