/**
 * What the history shows of each kind of kept session: its name, whether it was played out, its result
 * in one line and its pad. All of it is derived by replaying the kept events, never stored.
 */
import type { ComponentType } from 'preact';
import {
  type BuggerState,
  type ChicagoEvent,
  type ChicagoState,
  type Engine,
  type KeptKind,
  type KeptSession,
  PAIRS,
  type RubberState,
  replay,
  SIDES,
} from '../../core/index';
import { BuggerSheet } from '../components/pads/BuggerSheet';
import { ChicagoPad } from '../components/pads/ChicagoPad';
import { RubberPad } from '../components/pads/RubberPad';
import { KEPT_ENGINES } from './kept-engines';

export interface KindView<St> {
  readonly label: string;
  finished(state: St): boolean;
  /** The totals and, once played out, who won: `Ann & Bob 620, They 150; Ann & Bob win by 470`. */
  result(state: St, names: readonly string[]): string;
  /** The pad, read-only: the pads take a pick affordance only where a keeper edits them. */
  readonly Pad: ComponentType<{ state: St; events: readonly unknown[] }>;
}

/** A two-column pad's result line, its columns named by the players where they gave names. */
function twoSides(totals: readonly [number, number], sides: readonly [string, string], winner?: 0 | 1 | null) {
  const line = `${sides[0]} ${totals[0]}, ${sides[1]} ${totals[1]}`;
  if (winner === undefined) return line;
  if (winner === null) return `${line}; level`;
  return `${line}; ${sides[winner]} win by ${Math.abs(totals[0] - totals[1])}`;
}

/** The winning column's index, as twoSides takes it: undefined in play, null when level. */
const column = <H extends string>(winner: H | null | undefined, holders: readonly H[]) =>
  winner === undefined || winner === null ? winner : (holders.indexOf(winner) as 0 | 1);

const rubber: KindView<RubberState> = {
  label: 'Rubber',
  finished: (state) => state.finished,
  result(state, names) {
    const side = (i: 0 | 1) => names[i] || PAIRS[i];
    return twoSides([state.totals.We, state.totals.They], [side(0), side(1)], column(state.winner, PAIRS));
  },
  Pad: (props) => <RubberPad state={props.state} />,
};

const chicago: KindView<ChicagoState> = {
  label: 'Chicago',
  finished: (state) => state.finished,
  result(state, names) {
    // N, E, S, W: a side is its two players, North and South, East and West.
    const side = (i: 0 | 1) => (names[i] && names[i + 2] ? `${names[i]} & ${names[i + 2]}` : SIDES[i]);
    return twoSides([state.totals.NS, state.totals.EW], [side(0), side(1)], column(state.winner, SIDES));
  },
  Pad: (props) => <ChicagoPad state={props.state} events={props.events as readonly ChicagoEvent[]} />,
};

const bugger: KindView<BuggerState> = {
  label: 'Bugger',
  finished: (state) => state.next.step === 'over',
  result(state) {
    const { players } = state.settings;
    const line = players.map((name, p) => `${name} ${state.totals[p]}`).join(', ');
    if (state.next.step !== 'over' || state.leaders.length === 0) return line;
    const leaders = state.leaders.map((p) => players[p]);
    return `${line}; ${leaders.join(' and ')} ${leaders.length === 1 ? 'wins' : 'tie'}`;
  },
  Pad: (props) => <BuggerSheet state={props.state} />,
};

// biome-ignore lint/suspicious/noExplicitAny: each kind's view takes its own engine's state.
export const KIND_VIEWS: { readonly [K in KeptKind]?: KindView<any> } = {
  rubber,
  chicago,
  bugger,
  // SEAM (issue 18, engineer B): `match: { label: 'Team match', …, Pad: MatchPad },` with the match engine.
};

/** A kept session's view and its state, replayed; null for a kind this build cannot show. */
export function shownKept(kept: KeptSession): { readonly view: KindView<unknown>; readonly state: unknown } | null {
  const view = KIND_VIEWS[kept.kind];
  const engine = KEPT_ENGINES[kept.kind] as Engine<unknown, unknown, unknown> | undefined;
  if (view === undefined || engine === undefined) return null;
  const state = replay(engine, kept.session);
  return state.ok ? { view, state: state.value } : null;
}
