import { type BuggerRound, type BuggerState, SUIT_SYMBOLS } from '../../../core/index';
import { Pick } from '../../components/pads/Pick';
import { listOf } from '../../lib/two-sides';
import { t } from '../../words/index';

/** `Even`, `Over-bid`, `Under-bid`: what the bids of a round add up to, against its cards. */
export const announced = (announcement: BuggerRound['announcement']): string => t('bugger.announced', { announcement });

/** A round's heading on the sheet: its cards, trump and announcement. */
const heading = (round: BuggerRound) => (
  <>
    {round.cards}
    {round.trump === 'NT' ? ` ${t('bugger.nt')}` : ` ${SUIT_SYMBOLS[round.trump]}`}{' '}
    <small>{announced(round.announcement)}</small>
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
            ? t('bugger.sheet')
            : t('bugger.leading', {
                leaders: listOf(
                  state.leaders.map((p) => players[p] ?? ''),
                  'and',
                ),
              })}
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
                {t('bugger.roundHead', { round: round.round })}{' '}
                {onPick === undefined ? (
                  heading(round)
                ) : (
                  // Every round is its bids then its tricks, two events, in order.
                  <>
                    <Pick
                      what={t('bugger.pick.bids', { round: round.round })}
                      picked={props.picked === 2 * round.round - 2}
                      onPick={() => onPick(2 * round.round - 2)}
                    >
                      {heading(round)}
                    </Pick>{' '}
                    {round.tricks && (
                      <Pick
                        what={t('bugger.pick.round', { round: round.round })}
                        picked={props.picked === 2 * round.round - 1}
                        onPick={() => onPick(2 * round.round - 1)}
                      >
                        {t('bugger.tricks')}
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
                  title={
                    round.tricks
                      ? t('bugger.bidTook', { bid: round.bids[p], took: round.tricks[p] })
                      : t('bugger.bid', { bid: round.bids[p] })
                  }
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
                {t('keeper.total')}
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
      {state.rounds.length > 0 && <p class="hint">{t('bugger.cellHint')}</p>}
    </div>
  );
}
