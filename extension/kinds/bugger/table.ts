/** A bugger's table of rows, the same for its CSV file and its printed page. */
import type { BuggerState, CsvCell } from '../../../core/index';
import type { SessionTable } from '../../lib/session-rows';
import { t } from '../../words/index';

/** A Bugger Bridge game: a row a round, and each player's bid, tricks, points and running total. */
export function buggerTable(state: BuggerState): SessionTable {
  const players = state.settings.players;
  const body = state.rounds.map((round): CsvCell[] => [
    round.round,
    round.cards,
    players[round.dealer] ?? null,
    t('bugger.trump', { trump: round.trump }),
    ...players.flatMap((_, p) => [
      round.bids[p] ?? null,
      round.tricks?.[p] ?? null,
      round.points?.[p] ?? null,
      round.totals?.[p] ?? null,
    ]),
  ]);
  return {
    head: [
      t('bugger.col.round'),
      t('bugger.col.cards'),
      t('keeper.col.dealer'),
      t('bugger.col.trump'),
      ...players.flatMap((name) => [
        t('bugger.col.bid', { name }),
        t('bugger.col.tricks', { name }),
        t('bugger.col.points', { name }),
        t('bugger.col.total', { name }),
      ]),
    ],
    body,
    foot: [
      [t('keeper.total'), null, null, null, ...players.flatMap((_, p) => [null, null, null, state.totals[p] ?? null])],
    ],
  };
}
