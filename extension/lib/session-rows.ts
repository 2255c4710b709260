/**
 * A kept session as one table of rows, the same for its CSV file and its printed page: the session is
 * replayed by its kind's engine (stored events only, never stored numbers), then each kind shapes its
 * state into a head, a row an event and a foot of totals.
 */
import {
  BUGGER_FORMAT,
  type BuggerEvent,
  type BuggerState,
  buggerEngine,
  CHICAGO_FORMAT,
  type ChicagoEvent,
  type ChicagoState,
  type CsvCell,
  chicagoEngine,
  type Engine,
  err,
  formatContract,
  formatHonors,
  type KeptKind,
  type KeptSession,
  loadSession,
  ok,
  PAIRS,
  type Result,
  RUBBER_FORMAT,
  type RubberEvent,
  type RubberState,
  rubberEngine,
  type Session,
  SIDES,
  vulnerabilityOf,
} from '../../core/index';

/** A table as a spreadsheet or a page lays it out: column names, a row an event, then the totals. */
export interface SessionTable {
  readonly head: readonly string[];
  readonly body: readonly (readonly CsvCell[])[];
  readonly foot: readonly (readonly CsvCell[])[];
}

/** A kept session read back: its state for the kind's pad, its events, and its table. */
export type ReadSession =
  | { readonly kind: 'rubber'; readonly state: RubberState; readonly events: readonly RubberEvent[] }
  | { readonly kind: 'chicago'; readonly state: ChicagoState; readonly events: readonly ChicagoEvent[] }
  | { readonly kind: 'bugger'; readonly state: BuggerState; readonly events: readonly BuggerEvent[] };

/** What each kind is called on a page and in a file name. */
export const KIND_LABELS: { readonly [K in KeptKind]: string } = {
  rubber: 'Rubber',
  chicago: 'Chicago',
  bugger: 'Bugger Bridge',
  match: 'Team match',
};

/** The kind of a session by its format, to keep the one a keeper holds; undefined for any other. */
export function kindOf(format: string): KeptKind | undefined {
  if (format === RUBBER_FORMAT) return 'rubber';
  if (format === CHICAGO_FORMAT) return 'chicago';
  if (format === BUGGER_FORMAT) return 'bugger';
  // SEAM(match): the lead adds engineer B's 'bridge-scorer/team-match' as 'match' here at the merge.
  return undefined;
}

/** Who `KeptSession.names` names, in its order (a Bugger game and a match name theirs in the settings). */
const NAMED: { readonly [K in KeptKind]: readonly string[] } = {
  rubber: PAIRS,
  chicago: ['N', 'E', 'S', 'W'],
  bugger: [],
  match: [],
};

/** The kept names as the page shows them, `We: Ann and Bob`, leaving out those left blank. */
export const namesOf = (kept: KeptSession): string[] =>
  NAMED[kept.kind].flatMap((role, i) => {
    // Read with care: a kept session can come from storage or a file, where names may be anything.
    const name = Array.isArray(kept.names) && typeof kept.names[i] === 'string' ? kept.names[i].trim() : '';
    return name === '' ? [] : [`${role}: ${name}`];
  });

/** The sum of the points, or null (an empty cell) when there are none. */
const sumOf = (points: readonly number[]): number | null =>
  points.length === 0 ? null : points.reduce((sum, p) => sum + p, 0);

/** A rubber: a row an event with its points above and below the line for each side. */
export function rubberTable(state: RubberState, events: readonly RubberEvent[]): SessionTable {
  const body = events.map((event, i): CsvCell[] => {
    const mine = state.entries.filter((e) => e.hand === i + 1);
    const points = PAIRS.flatMap((side) =>
      (['above', 'below'] as const).map((line) =>
        sumOf(mine.filter((e) => e.side === side && e.line === line).map((e) => e.points)),
      ),
    );
    const sides = PAIRS.map((side) => sumOf(mine.filter((e) => e.side === side).map((e) => e.points)));
    if (event.type === 'hand') {
      const honors = event.honors === undefined ? null : formatHonors(event.honors);
      return [i + 1, event.side, formatContract(event.contract), honors, ...points, ...sides];
    }
    return [i + 1, null, event.type === 'passed-out' ? 'Passed out' : 'Settled unfinished', null, ...points, ...sides];
  });
  return {
    head: ['Hand', 'Declarer', 'Contract', 'Honors', 'We above', 'We below', 'They above', 'They below', 'We', 'They'],
    body,
    foot: [
      [
        'Total',
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

/** A Chicago: a row a deal dealt (a passed-out one too), with its dealer, vulnerability and points. */
export function chicagoTable(state: ChicagoState, events: readonly ChicagoEvent[]): SessionTable {
  const body = events.map((event, i): CsvCell[] => {
    const deal = state.deals[i];
    if (deal === undefined) return [];
    const start = [deal.deal, deal.dealer, vulnerabilityOf(deal.vulnerable)];
    if (event.type === 'passed-out') return [...start, null, 'Passed out', null, null, null];
    // A deal passed out is dealt again under its number: the points are the played deal's alone.
    const mine = state.entries.filter((e) => e.deal === deal.deal);
    const honors = event.honors === undefined ? null : formatHonors(event.honors);
    return [
      ...start,
      event.declarer,
      formatContract(event.contract),
      honors,
      ...SIDES.map((side) => sumOf(mine.filter((e) => e.side === side).map((e) => e.points))),
    ];
  });
  return {
    head: ['Deal', 'Dealer', 'Vulnerable', 'Declarer', 'Contract', 'Honors', 'NS', 'EW'],
    body,
    foot: [['Total', null, null, null, null, null, state.totals.NS, state.totals.EW]],
  };
}

/** A Bugger Bridge game: a row a round, and each player's bid, tricks, points and running total. */
export function buggerTable(state: BuggerState): SessionTable {
  const players = state.settings.players;
  const body = state.rounds.map((round): CsvCell[] => [
    round.round,
    round.cards,
    players[round.dealer] ?? null,
    round.trump,
    ...players.flatMap((_, p) => [
      round.bids[p] ?? null,
      round.tricks?.[p] ?? null,
      round.points?.[p] ?? null,
      round.totals?.[p] ?? null,
    ]),
  ]);
  return {
    head: [
      'Round',
      'Cards',
      'Dealer',
      'Trump',
      ...players.flatMap((name) => [`${name} bid`, `${name} tricks`, `${name} points`, `${name} total`]),
    ],
    body,
    foot: [['Total', null, null, null, ...players.flatMap((_, p) => [null, null, null, state.totals[p] ?? null])]],
  };
}

/** The session read by `engine`, or why it cannot be: the loader's own words. */
function load<S, E, St>(engine: Engine<S, E, St>, session: Session<unknown, unknown>) {
  const loaded = loadSession(engine, session);
  return loaded.ok ? ok(loaded.value) : err(loaded.error.message);
}

/**
 * A kept session replayed by its kind's engine, checked as any stored session is (it may come from
 * storage, a file or another build): its state and events, or what is wrong with it.
 */
export function replayKept(kept: KeptSession): Result<ReadSession, string> {
  switch (kept.kind) {
    case 'rubber': {
      const read = load(rubberEngine, kept.session);
      return read.ok ? ok({ kind: 'rubber', state: read.value.state, events: read.value.session.events }) : read;
    }
    case 'chicago': {
      const read = load(chicagoEngine, kept.session);
      return read.ok ? ok({ kind: 'chicago', state: read.value.state, events: read.value.session.events }) : read;
    }
    case 'bugger': {
      const read = load(buggerEngine, kept.session);
      return read.ok ? ok({ kind: 'bugger', state: read.value.state, events: read.value.session.events }) : read;
    }
    // SEAM(match): the lead adds the team match here at the merge, read by engineer B's teamMatchEngine
    // (format 'bridge-scorer/team-match'), with a matchTable beside the others and a ReadSession case.
    case 'match':
      return err('this build cannot print or export a team match yet');
  }
}

/** The table of a session replayed, the same for its CSV and its printed page. */
export function tableOf(read: ReadSession): SessionTable {
  switch (read.kind) {
    case 'rubber':
      return rubberTable(read.state, read.events);
    case 'chicago':
      return chicagoTable(read.state, read.events);
    case 'bugger':
      return buggerTable(read.state);
  }
}

/** The table as rows, head and foot included: what a CSV file holds. */
export const rowsOf = (table: SessionTable): (readonly CsvCell[])[] => [table.head, ...table.body, ...table.foot];
