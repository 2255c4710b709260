/** A Bugger Bridge game's engine, result line, sheet and table: loaded with its tab, History or a print. */
import { type BuggerEvent, type BuggerSettings, type BuggerState, buggerEngine } from '../../../core/index';
import type { Keeper } from '../../lib/keeper';
import { listOf } from '../../lib/two-sides';
import { DEFAULT_OPTIONS } from '../../storage/items';
import type { LocalItem } from '../../storage/local-item';
import { t } from '../../words/index';
import { type Kind, keeperOf } from '../kind';
import { BuggerSheet } from './BuggerSheet';
import { bugger } from './entry';
import { buggerTable } from './table';

export const kind = {
  entry: bugger,
  engine: buggerEngine,
  drafts: {
    names: 'bugger-names',
    hook: 'bugger-hook',
    setupProblem: 'bugger-setup-problem',
    bids: 'bugger-bids',
    tricks: 'bugger-tricks',
    trump: 'bugger-trump',
  },
  edit: { index: 'bugger-edit', fields: ['counts', 'trump'] },
  // A Bugger Bridge game needs its players before it can start: until then there is nothing to keep.
  fresh: () => null,
  get caption() {
    return t('bugger.caption');
  },
  named: [],
  finished: (state) => state.next.step === 'over',
  result(state) {
    const { players } = state.settings;
    const line = players.map((name, p) => `${name} ${state.totals[p]}`).join(', ');
    if (state.next.step !== 'over' || state.leaders.length === 0) return line;
    const leaders = state.leaders.map((p) => players[p] ?? '');
    return t('bugger.result', { line, leaders: listOf(leaders, 'and'), count: leaders.length });
  },
  standings(state) {
    if (state.next.step !== 'over') return [];
    // A first place shared counts as a win for each who shares it.
    return state.settings.players.map((name, p) => ({
      name,
      won: state.leaders.includes(p),
      points: state.totals[p] ?? 0,
    }));
  },
  Pad: (props) => <BuggerSheet state={props.state} />,
  table: (state) => buggerTable(state),
  // A Bugger game has no session until its players are chosen: one stored is one set up.
  setUp: () => true,
} satisfies Kind<BuggerSettings, BuggerEvent, BuggerState>;

export type BuggerKeeper = Keeper<BuggerSettings, BuggerEvent, BuggerState>;

export const buggerKeeper = (item?: LocalItem<unknown>): BuggerKeeper => keeperOf(kind, DEFAULT_OPTIONS, item);
