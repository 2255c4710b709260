/**
 * A Swiss draw as the director changes it in the sidebar: a team chosen for a seat takes it, and the
 * team that sat there goes to the seat the chosen one left, so that every team stays drawn once.
 */

/** A draw's seats: each table's home and away, then the bye (when the field is odd). */
export interface DraftDraw {
  readonly tables: readonly { readonly home: string; readonly away: string }[];
  readonly bye?: string;
}

/** A seat of the draw: a table's side, or the bye. */
export type Seat = { readonly table: number; readonly side: 'home' | 'away' } | 'bye';

const seatsOf = (draw: DraftDraw): [Seat, string][] => [
  ...draw.tables.flatMap((t, i): [Seat, string][] => [
    [{ table: i, side: 'home' }, t.home],
    [{ table: i, side: 'away' }, t.away],
  ]),
  ...(draw.bye === undefined ? [] : ([['bye', draw.bye]] as [Seat, string][])),
];

/** The draw with `team` put at `seat`, the team that sat there moved to where `team` was. */
export function swapInto(draw: DraftDraw, seat: Seat, team: string): DraftDraw {
  const seats = seatsOf(draw);
  const same = (a: Seat, b: Seat) => (a === 'bye' || b === 'bye' ? a === b : a.table === b.table && a.side === b.side);
  const was = seats.find(([at]) => same(at, seat))?.[1];
  const from = seats.find(([, name]) => name === team)?.[0];
  if (was === undefined || from === undefined) return draw;
  const placed = new Map<string, string>();
  const key = (at: Seat) => (at === 'bye' ? 'bye' : `${at.table}/${at.side}`);
  for (const [at, name] of seats) placed.set(key(at), name);
  placed.set(key(seat), team);
  placed.set(key(from), was);
  return {
    tables: draw.tables.map((_, i) => ({
      home: placed.get(`${i}/home`) as string,
      away: placed.get(`${i}/away`) as string,
    })),
    ...(draw.bye === undefined ? {} : { bye: placed.get('bye') as string }),
  };
}
