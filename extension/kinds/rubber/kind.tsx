/** A rubber's engine, fresh pad, result line, pad and table: loaded with its tab, History or a print. */
import {
  newRubber,
  PAIRS,
  type RubberEvent,
  type RubberSettings,
  type RubberState,
  rubberEngine,
} from '../../../core/index';
import type { Keeper } from '../../lib/keeper';
import { column, namedResults, rubberSides, twoSides } from '../../lib/two-sides';
import type { Options } from '../../storage/items';
import type { LocalItem } from '../../storage/local-item';
import { t } from '../../words/index';
import { type Kind, keeperOf } from '../kind';
import { rubber } from './entry';
import { RubberPad } from './RubberPad';
import { rubberTable } from './table';

export const kind = {
  entry: rubber,
  engine: rubberEngine,
  drafts: { contract: 'rubber-contract', honors: 'rubber-honors', who: 'rubber-side' },
  edit: { index: 'rubber-edit', fields: ['contract', 'honors'] },
  fresh: (options) => newRubber({ honors: options.honors }),
  get caption() {
    return t('rubber.caption');
  },
  named: PAIRS,
  finished: (state) => state.finished,
  result: (state, names) =>
    twoSides([state.totals.We, state.totals.They], rubberSides(names), column(state.winner, PAIRS)),
  standings(state, names) {
    if (!state.finished) return [];
    const [we, they] = [state.totals.We, state.totals.They];
    return namedResults(names, [
      { won: state.winner === 'We', margin: we - they },
      { won: state.winner === 'They', margin: they - we },
    ]);
  },
  Pad: (props) => <RubberPad state={props.state} {...(props.names && { names: props.names })} />,
  table: (state, events, names) => rubberTable(state, events as readonly RubberEvent[], names),
} satisfies Kind<RubberSettings, RubberEvent, RubberState>;

export type RubberKeeper = Keeper<RubberSettings, RubberEvent, RubberState>;

export const rubberKeeper = (options: Options, item?: LocalItem<unknown>): RubberKeeper =>
  keeperOf(kind, options, item);
