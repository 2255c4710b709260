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
 * The Bugger Bridge score sheet: a row a round, with its trump and announcement, bids, tricks and totals.
 * With `onPick`, a round's heading picks its bids for editing and a second button its tricks.
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
  return (
    <table class={players.length > 4 ? 'sheet many' : 'sheet'}>
      <caption>
        {state.leaders.length === 0 ? 'Score sheet' : `Leading: ${state.leaders.map((p) => players[p]).join(' and ')}`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Round</th>
          {players.map((name) => (
            <th scope="col" key={name} title={name}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {state.rounds.map((round) => (
          <tr key={round.round}>
            <th scope="row">
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
                  </Pick>
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
            {players.map((_, p) => (
              <td
                key={p}
                title={round.tricks ? `bid ${round.bids[p]}, took ${round.tricks[p]}` : `bid ${round.bids[p]}`}
              >
                {round.bids[p]}
                {round.tricks ? `/${round.tricks[p]}` : ''} {round.points ? <strong>{round.totals?.[p]}</strong> : ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {state.leaders.length > 0 && (
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {players.map((name, p) => (
              <td key={name}>{state.totals[p]}</td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
