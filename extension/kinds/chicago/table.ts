/** A chicago's table of rows, the same for its CSV file and its printed page. */
import {
  type ChicagoEvent,
  type ChicagoState,
  type CsvCell,
  formatContract,
  formatHonors,
  SIDES,
  vulnerabilityOf,
} from '../../../core/index';
import { type SessionTable, sumOf } from '../../lib/session-rows';
import { chicagoSides, seatWord, vulnerabilityWord } from '../../lib/two-sides';
import { currentNotation, t } from '../../words/index';

/**
 * A Chicago: a row a deal dealt (a passed-out one too), with its dealer, vulnerability and points, the
 * sides named by their players.
 */
export function chicagoTable(
  state: ChicagoState,
  events: readonly ChicagoEvent[],
  names: readonly string[],
): SessionTable {
  const sides = chicagoSides(names);
  const body = events.map((event, i): CsvCell[] => {
    const deal = state.deals[i];
    if (deal === undefined) return [];
    const start = [deal.deal, seatWord(deal.dealer), vulnerabilityWord(vulnerabilityOf(deal.vulnerable))];
    if (event.type === 'passed-out') return [...start, null, t('keeper.passedOut'), null, null, null];
    // A deal passed out is dealt again under its number: the points are the played deal's alone.
    const mine = state.entries.filter((e) => e.deal === deal.deal);
    const honors =
      event.honors === undefined
        ? null
        : formatHonors({ ...event.honors, side: sides[SIDES.indexOf(event.honors.side)] ?? event.honors.side });
    return [
      ...start,
      seatWord(event.declarer),
      formatContract(event.contract, { notation: currentNotation() }),
      honors,
      ...SIDES.map((side) => sumOf(mine.filter((e) => e.side === side).map((e) => e.points))),
    ];
  });
  return {
    head: [
      t('chicago.col.deal'),
      t('keeper.col.dealer'),
      t('keeper.col.vulnerable'),
      t('keeper.declarer'),
      t('keeper.col.contract'),
      t('keeper.col.honors'),
      ...sides,
    ],
    body,
    foot: [[t('keeper.total'), null, null, null, null, null, state.totals.NS, state.totals.EW]],
  };
}
