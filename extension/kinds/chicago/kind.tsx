/** A Chicago's engine, fresh pad, result line, pad and table: loaded with its tab, History or a print. */
import {
  type ChicagoEvent,
  type ChicagoSettings,
  type ChicagoState,
  chicagoEngine,
  newChicago,
  SIDES,
} from '../../../core/index';
import type { Keeper } from '../../lib/keeper';
import { chicagoSides, column, namedResults, twoSides } from '../../lib/two-sides';
import type { Options } from '../../storage/items';
import type { LocalItem } from '../../storage/local-item';
import { t } from '../../words/index';
import { type Kind, keeperOf } from '../kind';
import { ChicagoPad } from './ChicagoPad';
import { chicago } from './entry';
import { chicagoTable } from './table';

export const kind = {
  entry: chicago,
  engine: chicagoEngine,
  drafts: { contract: 'chicago-contract', honors: 'chicago-honors', who: 'chicago-declarer' },
  edit: { index: 'chicago-edit', fields: ['contract', 'honors'] },
  fresh: (options) =>
    newChicago({
      honors: options.honors,
      vulnerability: options.chicagoVulnerability,
      partScores: options.chicagoPartScores,
    }),
  get caption() {
    return t('chicago.caption');
  },
  named: ['N', 'E', 'S', 'W'],
  finished: (state) => state.finished,
  result: (state, names) =>
    twoSides([state.totals.NS, state.totals.EW], chicagoSides(names), column(state.winner, SIDES)),
  standings(state, names) {
    if (!state.finished) return [];
    const { NS, EW } = state.totals;
    const ns = { won: state.winner === 'NS', margin: NS - EW };
    const ew = { won: state.winner === 'EW', margin: EW - NS };
    // Named by seat, N, E, S, W: each player shares their side's result.
    return namedResults(names, [ns, ew, ns, ew]);
  },
  Pad: (props) => (
    <ChicagoPad
      state={props.state}
      events={props.events as readonly ChicagoEvent[]}
      {...(props.names && { names: props.names })}
    />
  ),
  table: (state, events, names) => chicagoTable(state, events as readonly ChicagoEvent[], names),
} satisfies Kind<ChicagoSettings, ChicagoEvent, ChicagoState>;

export type ChicagoKeeper = Keeper<ChicagoSettings, ChicagoEvent, ChicagoState>;

export const chicagoKeeper = (options: Options, item?: LocalItem<unknown>): ChicagoKeeper =>
  keeperOf(kind, options, item);
