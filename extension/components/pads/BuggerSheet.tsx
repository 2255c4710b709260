import { type BuggerState, SUIT_SYMBOLS } from '../../../core/index';

export const ANNOUNCED = { even: 'Even', 'over-bid': 'Over-bid', 'under-bid': 'Under-bid' } as const;

/** The Bugger Bridge score sheet: a row a round, with its trump and announcement, bids, tricks and totals. */
export function BuggerSheet(props: { state: BuggerState }) {
  const { state } = props;
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
              {round.cards}
              {round.trump === 'NT' ? ' NT' : ` ${SUIT_SYMBOLS[round.trump]}`}{' '}
              <small>{ANNOUNCED[round.announcement]}</small>
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
