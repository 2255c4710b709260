/**
 * What the popup does with each kind of kept session, in one place for the history, the print page and
 * the CSV file: its name, whether it was played out, its result in one line, its pad and its table. All
 * of it is derived by replaying the kept events with the kind's engine, never stored.
 */
import type { ComponentType } from 'preact';
import {
  type BuggerState,
  type ChicagoEvent,
  type ChicagoState,
  err,
  type KeptKind,
  type KeptSession,
  loadSession,
  ok,
  PAIRS,
  type Result,
  type RubberEvent,
  type RubberState,
  SIDES,
  type TeamMatchState,
} from '../../core/index';
import { buggerTable, chicagoTable, matchTable, rubberTable, type SessionTable } from '../lib/session-rows';
import { BuggerSheet } from './bugger/BuggerSheet';
import { ChicagoPad } from './chicago/ChicagoPad';
import { MatchPad } from './match/MatchPad';
import { matchSummary } from './match/match';
import { KEPT_ENGINES } from './registry';
import { RubberPad } from './rubber/RubberPad';

export interface KindView<St> {
  /** What the kind is called: a page's title, a history row's first word. */
  readonly label: string;
  /** The printed table's caption: `Hand by hand`. */
  readonly caption: string;
  /** Who `KeptSession.names` names, in its order (a Bugger game and a match name theirs in the settings). */
  readonly named: readonly string[];
  finished(state: St): boolean;
  /** The totals and, once played out, who won: `Ann & Bob 620, They 150; Ann & Bob win by 470`. */
  result(state: St, names: readonly string[]): string;
  /** The pad, read-only: the pads take a pick affordance only where a keeper edits them. */
  readonly Pad: ComponentType<{ state: St; events: readonly unknown[] }>;
  table(state: St, events: readonly unknown[]): SessionTable;
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
  caption: 'Hand by hand',
  named: PAIRS,
  finished: (state) => state.finished,
  result(state, names) {
    const side = (i: 0 | 1) => names[i] || PAIRS[i];
    return twoSides([state.totals.We, state.totals.They], [side(0), side(1)], column(state.winner, PAIRS));
  },
  Pad: (props) => <RubberPad state={props.state} />,
  table: (state, events) => rubberTable(state, events as readonly RubberEvent[]),
};

const chicago: KindView<ChicagoState> = {
  label: 'Chicago',
  caption: 'Deal by deal',
  named: ['N', 'E', 'S', 'W'],
  finished: (state) => state.finished,
  result(state, names) {
    // N, E, S, W: a side is its two players, North and South, East and West.
    const side = (i: 0 | 1) => (names[i] && names[i + 2] ? `${names[i]} & ${names[i + 2]}` : SIDES[i]);
    return twoSides([state.totals.NS, state.totals.EW], [side(0), side(1)], column(state.winner, SIDES));
  },
  Pad: (props) => <ChicagoPad state={props.state} events={props.events as readonly ChicagoEvent[]} />,
  table: (state, events) => chicagoTable(state, events as readonly ChicagoEvent[]),
};

const bugger: KindView<BuggerState> = {
  label: 'Bugger Bridge',
  caption: 'Round by round',
  named: [],
  finished: (state) => state.next.step === 'over',
  result(state) {
    const { players } = state.settings;
    const line = players.map((name, p) => `${name} ${state.totals[p]}`).join(', ');
    if (state.next.step !== 'over' || state.leaders.length === 0) return line;
    const leaders = state.leaders.map((p) => players[p]);
    return `${line}; ${leaders.join(' and ')} ${leaders.length === 1 ? 'wins' : 'tie'}`;
  },
  Pad: (props) => <BuggerSheet state={props.state} />,
  table: (state) => buggerTable(state),
};

const match: KindView<TeamMatchState> = {
  label: 'Team match',
  caption: 'Board by board',
  named: [],
  finished: (state) => state.finished,
  result: (state) => matchSummary(state),
  Pad: (props) => <MatchPad state={props.state} />,
  table: (state) => matchTable(state),
};

// biome-ignore lint/suspicious/noExplicitAny: each kind's view takes its own engine's state.
export const KIND_VIEWS: { readonly [K in KeptKind]: KindView<any> } = { rubber, chicago, bugger, match };

/** A kept session read back: its kind's view, its state and its events. */
export interface ShownKept {
  readonly view: KindView<unknown>;
  readonly state: unknown;
  readonly events: readonly unknown[];
}

/**
 * A kept session replayed by its kind's engine, checked as any stored session is (it may come from
 * storage, a file or another build): its view, state and events, or the loader's words for what is wrong.
 */
export function readKept(kept: KeptSession): Result<ShownKept, string> {
  const loaded = loadSession(KEPT_ENGINES[kept.kind], kept.session);
  if (!loaded.ok) return err(loaded.error.message);
  return ok({ view: KIND_VIEWS[kept.kind], state: loaded.value.state, events: loaded.value.session.events });
}

/** The table of a session read back, the same for its CSV and its printed page. */
export const tableOf = (shown: ShownKept): SessionTable => shown.view.table(shown.state, shown.events);

/** The kept names as a page shows them, `We: Ann and Bob`, leaving out those left blank. */
export const namesOf = (kept: KeptSession): string[] =>
  KIND_VIEWS[kept.kind].named.flatMap((role, i) => {
    // Read with care: a kept session can come from storage or a file, where names may be anything.
    const name = Array.isArray(kept.names) && typeof kept.names[i] === 'string' ? kept.names[i].trim() : '';
    return name === '' ? [] : [`${role}: ${name}`];
  });
