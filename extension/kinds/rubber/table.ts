/** A rubber's table of rows, the same for its CSV file and its printed page. */
import {
  type CsvCell,
  formatContract,
  formatHonors,
  PAIRS,
  type Pair,
  type RubberEvent,
  type RubberState,
} from '../../../core/index';
import { type SessionTable, sumOf } from '../../lib/session-rows';
import { rubberSides, seatWord } from '../../lib/two-sides';
import { currentNotation, t } from '../../words/index';

/** A rubber: a row an event with its points above and below the line for each side, named by its players. */
export function rubberTable(
  state: RubberState,
  events: readonly RubberEvent[],
  names: readonly string[],
): SessionTable {
  const [we, they] = rubberSides(names);
  const nameOf = (side: Pair) => (side === 'We' ? we : they);
  // The settlement deals no hand: its row has no dealer.
  const dealerOf = (i: number) => {
    const dealt = state.hands[i];
    return dealt === undefined ? null : seatWord(dealt.dealer);
  };
  const body = events.map((event, i): CsvCell[] => {
    const mine = state.entries.filter((e) => e.hand === i + 1);
    const points = PAIRS.flatMap((side) =>
      (['above', 'below'] as const).map((line) =>
        sumOf(mine.filter((e) => e.side === side && e.line === line).map((e) => e.points)),
      ),
    );
    const sides = PAIRS.map((side) => sumOf(mine.filter((e) => e.side === side).map((e) => e.points)));
    if (event.type === 'hand') {
      const honors =
        event.honors === undefined ? null : formatHonors({ ...event.honors, side: nameOf(event.honors.side) });
      return [
        i + 1,
        dealerOf(i),
        nameOf(event.side),
        formatContract(event.contract, { notation: currentNotation() }),
        honors,
        ...points,
        ...sides,
      ];
    }
    const what = t(event.type === 'passed-out' ? 'keeper.passedOut' : 'rubber.settledRow');
    return [i + 1, dealerOf(i), null, what, null, ...points, ...sides];
  });
  return {
    head: [
      t('rubber.col.hand'),
      t('keeper.col.dealer'),
      t('keeper.declarer'),
      t('keeper.col.contract'),
      t('keeper.col.honors'),
      t('rubber.col.above', { side: we }),
      t('rubber.col.below', { side: we }),
      t('rubber.col.above', { side: they }),
      t('rubber.col.below', { side: they }),
      we,
      they,
    ],
    body,
    foot: [
      [
        t('keeper.total'),
        null,
        null,
        null,
        null,
        state.above.We,
        state.below.We,
        state.above.They,
        state.below.They,
        state.totals.We,
        state.totals.They,
      ],
    ],
  };
}
