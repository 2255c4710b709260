import { PAIRS, type Pair, type RubberEntry, type RubberState } from '../../../core/index';
import { HAND_REASONS, PadCell } from '../PadCell';

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
export function RubberPad(props: { state: RubberState }) {
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
