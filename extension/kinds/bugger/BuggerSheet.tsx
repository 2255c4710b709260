import { type BuggerRound, type BuggerState, SUIT_SYMBOLS } from '../../../core/index';
import { Pick } from '../../components/pads/Pick';

export const ANNOUNCED = { even: 'Even', 'over-bid': 'Over-bid', 'under-bid': 'Under-bid' } as const;

/** A round's heading on the sheet: its cards, trump and announcement. */
const heading = (round: BuggerRound) => (
  <>
    {round.cards}
    {round.trump === 'NT' ? ' NT' : ` ${SUIT_SYMBOLS[round.trump]}`} <small>{ANNOUNCED[round.announcement]}</small>
  </>
);

/**
 * On how many lines the names stand over their columns: one while the longest fits a column of the
 * popup's sheet (about 36 characters of 14 px type shared out), else two, or three for five players or
 * more, so that each name has its neighbours' room too.
 */
function nameLines(players: readonly string[]): number {
  const fits = Math.floor(36 / players.length);
  const longest = Math.max(...players.map((name) => name.length));
  if (longest <= fits) return 1;
  return longest <= 2 * fits || players.length < 5 ? 2 : 3;
}

/**
 * The Bugger Bridge score sheet: a column a player, as on paper; each round a line of its own (its cards,
 * trump and announcement) over its row of bids, tricks and running totals; then the totals and what a
 * cell's numbers are. Nothing stands sideways: names too long for their column take turns on two or
 * three lines, so each has its neighbours' room as well. With `onPick`, a round's line picks its bids for
 * editing and a second button its tricks.
 */
export function BuggerSheet(props: {
  state: BuggerState;
  /** Called with the 0-based index of the event in the session: a round's bids, then its tricks. */
  onPick?: (eventIndex: number) => void;
  /** The event being edited, shown pressed. */
  picked?: number;
}) {
  const { state, onPick } = props;
  const players = state.settings.players;
  const span = players.length;
  const lines = nameLines(players);
  const layout = `${players.length > 4 ? ' many' : ''}${lines > 1 ? ' two' : ''}${lines > 2 ? ' three' : ''}`;
  return (
    <div class="stack bugger-sheet">
      <table class={`sheet bugger${layout}`}>
        <caption>
          {state.leaders.length === 0
            ? 'Score sheet'
            : `Leading: ${state.leaders.map((p) => players[p]).join(' and ')}`}
        </caption>
        <thead>
          <tr>
            {players.map((name) => (
              <th scope="col" key={name} title={name}>
                <span>{name}</span>
              </th>
            ))}
          </tr>
        </thead>
        {state.rounds.map((round) => (
          <tbody key={round.round}>
            <tr class="round">
              <th scope="rowgroup" colSpan={span}>
                Round {round.round}:{' '}
                {onPick === undefined ? (
                  heading(round)
                ) : (
                  // Every round is its bids then its tricks, two events, in order.
                  <>
                    <Pick
                      what={`round ${round.round}'s bids:`}
                      picked={props.picked === 2 * round.round - 2}
                      onPick={() => onPick(2 * round.round - 2)}
                    >
                      {heading(round)}
                    </Pick>{' '}
                    {round.tricks && (
                      <Pick
                        what={`round ${round.round}'s`}
                        picked={props.picked === 2 * round.round - 1}
                        onPick={() => onPick(2 * round.round - 1)}
                      >
                        tricks
                      </Pick>
                    )}
                  </>
                )}
              </th>
            </tr>
            <tr>
              {players.map((_, p) => (
                <td
                  key={p}
                  title={round.tricks ? `bid ${round.bids[p]}, took ${round.tricks[p]}` : `bid ${round.bids[p]}`}
                >
                  <span>
                    {round.bids[p]}
                    {round.tricks ? `/${round.tricks[p]}` : ''}
                  </span>{' '}
                  {round.points ? <strong>{round.totals?.[p]}</strong> : ''}
                </td>
              ))}
            </tr>
          </tbody>
        ))}
        {state.leaders.length > 0 && (
          <tfoot>
            <tr class="round">
              <th scope="rowgroup" colSpan={span}>
                Total
              </th>
            </tr>
            <tr>
              {players.map((name, p) => (
                <td key={name}>{state.totals[p]}</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
      {state.rounds.length > 0 && (
        <p class="hint">
          Each cell: bid/took, then the total so far. A bid made exactly scores by the chart; one missed scores 0.
        </p>
      )}
    </div>
  );
}
