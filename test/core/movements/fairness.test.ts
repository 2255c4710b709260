// The fairness rules of a movement, checked by counting on every movement offered: every Mitchell of
// 5–30 pairs and every Howell of 4–16 pairs, at every round count each allows. Nothing here is compared
// with a stored copy of a movement: each rule is counted from the seatings the core gives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HOWELL_DESIGN_NAMES,
  type HowellDesign,
  type Movement,
  type MovementKind,
  type MovementLimits,
  movementLimits,
  newMovement,
  type PairRef,
  roundsOf,
  type Seating,
} from '../../../core/index';

/** What a kind of movement allows for so many pairs (the test asks only for ones it allows). */
function limitsOf(kind: MovementKind, pairs: number): MovementLimits {
  const limits = movementLimits(kind, pairs);
  if (!limits.ok) throw new Error(limits.error.reason);
  return limits.value;
}

const id = (pair: PairRef) => `${pair.direction ?? 'H'}${pair.number}`;

/** Every movement of a kind and pair count, one for each round count it offers (a Howell's in one design). */
function every(kind: MovementKind, pairs: number, design: HowellDesign = 'balanced'): Movement[] {
  const limits = movementLimits(kind, pairs);
  if (!limits.ok) return [];
  return limits.value.rounds.map((rounds) => {
    const made = newMovement({ kind, pairs, rounds, design });
    if (!made.ok) throw new Error(`${kind} ${pairs} pairs ${rounds} rounds: ${made.error.reason}`);
    return made.value;
  });
}

/** Facts counted from the rounds as played: a list of broken rules, empty when fair. */
function broken(movement: Movement): string[] {
  const wrong: string[] = [];
  const rounds = roundsOf(movement);
  const setsOf = new Map<string, number[]>();
  const meetings = new Map<string, number>();
  const plays = new Map<number, number>();
  const sitOuts = new Map<string, number[]>();
  for (const round of rounds) {
    const seen = new Map<string, number>();
    const seat = (pair: PairRef) => seen.set(id(pair), (seen.get(id(pair)) ?? 0) + 1);
    const setTables = new Map<number, number[]>();
    for (const table of round.tables) {
      seat(table.ns);
      seat(table.ew);
      for (const pair of [table.ns, table.ew]) setsOf.set(id(pair), [...(setsOf.get(id(pair)) ?? []), ...table.sets]);
      const meeting = [id(table.ns), id(table.ew)].sort().join('-');
      meetings.set(meeting, (meetings.get(meeting) ?? 0) + 1);
      for (const set of table.sets) {
        plays.set(set, (plays.get(set) ?? 0) + 1);
        setTables.set(set, [...(setTables.get(set) ?? []), table.table]);
      }
    }
    for (const out of round.sitOut) {
      seat(out.pair);
      sitOuts.set(id(out.pair), [...(sitOuts.get(id(out.pair)) ?? []), round.round]);
    }
    for (const [pair, times] of seen) if (times > 1) wrong.push(`round ${round.round}: ${pair} seated ${times} times`);
    for (const [set, tables] of setTables) {
      if (tables.length > 2) wrong.push(`round ${round.round}: set ${set} at ${tables.length} tables`);
      if (tables.length === 2) {
        const [a, b] = tables as [number, number];
        const at = (t: number) => round.tables.find((x) => x.table === t)?.sharedWith;
        if (at(a) !== b || at(b) !== a) wrong.push(`round ${round.round}: set ${set} at tables ${a}, ${b} not a relay`);
      }
    }
  }
  for (const [pair, sets] of setsOf)
    if (new Set(sets).size !== sets.length) wrong.push(`${pair} plays a set twice: ${sets.join(',')}`);
  for (const [meeting, times] of meetings) if (times > 1) wrong.push(`${meeting} meet ${times} times`);
  // Sit-outs: nobody twice, and (rotating) never more sit-outs in a round than empty seats.
  for (const [pair, times] of sitOuts)
    if (times.length > 1) wrong.push(`${pair} sits out in rounds ${times.join(',')}`);
  return wrong;
}

/** How often the sets are played: [fewest, most]. */
function playRange(movement: Movement): [number, number] {
  const plays = new Array<number>(movement.sets).fill(0);
  for (const table of roundsOf(movement).flatMap((r) => r.tables))
    for (const set of table.sets) plays[set - 1] = (plays[set - 1] ?? 0) + 1;
  return [Math.min(...plays), Math.max(...plays)];
}

/** The real pairs: everyone seated in some round. */
const pairsOf = (movement: Movement): Set<string> =>
  new Set(
    roundsOf(movement).flatMap((r) => [
      ...r.tables.flatMap((t) => [id(t.ns), id(t.ew)]),
      ...r.sitOut.map((s) => id(s.pair)),
    ]),
  );

const meetingsOf = (movement: Movement): Set<string> =>
  new Set(roundsOf(movement).flatMap((r) => r.tables.map((t) => [id(t.ns), id(t.ew)].sort().join('-'))));

describe('the counting', () => {
  it('would catch a pair seated twice, a set played twice, a meeting repeated and a set at three tables', () => {
    const made = newMovement({ kind: 'mitchell', pairs: 10 });
    if (!made.ok) throw new Error(made.error.reason);
    const [first, second, third] = made.value.seatings as [Seating, Seating, Seating];
    const bad: Movement = {
      ...made.value,
      seatings: [
        first,
        { ...second, ew: first.ew, sets: first.sets },
        { ...third, round: 2, ns: first.ns, ew: first.ew, sets: first.sets },
        { ...third, round: 2, table: 4, sets: first.sets },
        { ...third, round: 2, table: 5, sets: first.sets },
      ],
    };
    expect(broken(bad)).toEqual([
      'round 1: EW1 seated 2 times',
      'round 1: set 1 at tables 1, 2 not a relay',
      'round 2: NS3 seated 2 times',
      'round 2: EW3 seated 2 times',
      'round 2: set 1 at 3 tables',
      'NS1 plays a set twice: 1,1',
      'EW1 plays a set twice: 1,1,1',
      'NS3 plays a set twice: 1,1',
      'EW3 plays a set twice: 1,1',
      'EW1-NS1 meet 2 times',
      'EW3-NS3 meet 2 times',
    ]);
  });
});

describe('every Mitchell of 5–30 pairs is fair by count', () => {
  const kinds: MovementKind[] = ['mitchell', 'mitchell-skip', 'mitchell-relay'];
  const all = kinds.flatMap((kind) =>
    Array.from({ length: 26 }, (_, i) => i + 5).flatMap((pairs) => every(kind, pairs)),
  );

  it('is offered for every table count 3–15, skip and relay only for an even number', () => {
    for (let pairs = 5; pairs <= 30; pairs++) {
      const tables = Math.ceil(pairs / 2);
      const made = every('mitchell', pairs);
      expect(made.at(-1)?.rounds).toBe(tables % 2 === 1 ? tables : pairs % 2 === 0 ? tables - 1 : tables);
      expect(every('mitchell-skip', pairs).length).toBe(tables % 2 === 0 ? tables - 1 : 0);
      expect(every('mitchell-relay', pairs).map((m) => m.rounds)).toEqual(tables % 2 === 0 ? [tables] : []);
    }
    expect(all.length).toBeGreaterThan(250);
  });

  it('seats nobody twice in a round, plays no set twice for a pair, meets no two pairs twice', () => {
    for (const movement of all)
      expect([movement.kind, movement.pairs, movement.rounds, ...broken(movement)]).toEqual([
        movement.kind,
        movement.pairs,
        movement.rounds,
      ]);
  });

  it('keeps N/S at their tables, moves E/W up one table, and the boards down one', () => {
    for (const movement of all.filter((m) => m.kind === 'mitchell' && m.rounds > 1)) {
      const { tables } = movement;
      for (const s of movement.seatings) {
        expect(s.ns).toEqual({ number: s.table, direction: 'NS' });
        // E/W pair e starts at table e and is at table e + r − 1 in round r.
        expect(s.ew).toEqual({ number: ((s.table - s.round + tables) % tables) + 1, direction: 'EW' });
        expect(s.sets).toEqual([((s.table - 1 + s.round - 1) % tables) + 1]);
      }
    }
  });

  it('meets every N/S pair with every E/W pair in a full plain or relay Mitchell, all but one in a skip', () => {
    for (const movement of all.filter((m) => m.rounds === limitsOf(m.kind, m.pairs).defaultRounds)) {
      const pairs = [...pairsOf(movement)];
      const ns = pairs.filter((p) => p.startsWith('NS')).length;
      const ew = pairs.filter((p) => p.startsWith('EW')).length;
      const missing = movement.kind === 'mitchell-skip' ? ew : 0;
      expect([movement.kind, movement.pairs, meetingsOf(movement).size]).toEqual([
        movement.kind,
        movement.pairs,
        ns * ew - missing,
      ]);
    }
  });

  it('plays every set equally often, but for one play lost at a half table in a skip or a shortened Mitchell', () => {
    for (const movement of all) {
      const [fewest, most] = playRange(movement);
      const full = movement.rounds === limitsOf(movement.kind, movement.pairs).defaultRounds;
      const halfTable = movement.pairs % 2 === 1 && (movement.kind === 'mitchell-skip' || !full);
      // The phantom's route rests one set a round: over a whole plain or relay Mitchell it rests each once.
      const spread = halfTable ? 1 : 0;
      expect([movement.kind, movement.pairs, movement.rounds, most - fewest]).toEqual([
        movement.kind,
        movement.pairs,
        movement.rounds,
        spread,
      ]);
    }
  });

  it('has the shared set at tables 1 and T in a relay, and one set resting on the bye stand', () => {
    for (const movement of all.filter((m) => m.kind === 'mitchell-relay' && m.pairs % 2 === 0)) {
      for (const round of roundsOf(movement)) {
        const shared = round.tables.filter((t) => t.sharedWith !== undefined).map((t) => t.table);
        expect(shared).toEqual([1, movement.tables]);
        expect(round.resting.length).toBe(1);
      }
      expect(movement.byeStand).toEqual([movement.tables / 2, movement.tables / 2 + 1]);
    }
  });

  it('sits out each N/S pair at most once with a half table, one a round', () => {
    for (const movement of all.filter((m) => m.pairs % 2 === 1)) {
      const rounds = roundsOf(movement);
      expect(rounds.every((r) => r.sitOut.length === 1 && r.sitOut[0]?.seat === 'NS')).toBe(true);
      expect(new Set(rounds.map((r) => id(r.sitOut[0]?.pair as PairRef))).size).toBe(movement.rounds);
    }
  });
});

describe.each(HOWELL_DESIGN_NAMES)('every Howell of 4–16 pairs is fair by count, %s design', (design) => {
  const all = Array.from({ length: 13 }, (_, i) => i + 4).flatMap((pairs) => every('howell', pairs, design));

  it('offers the full Howell for 2–8 tables and the shortened ones it lists', () => {
    for (let pairs = 4; pairs <= 16; pairs++) {
      const rounds = limitsOf('howell', pairs).rounds;
      expect(rounds.at(-1)).toBe(2 * Math.ceil(pairs / 2) - 1);
      expect(rounds.every((r) => r >= Math.min(Math.ceil(pairs / 2), 2))).toBe(true);
    }
    expect(all.length).toBeGreaterThan(40);
  });

  it('seats nobody twice in a round, plays no set twice for a pair, meets no two pairs twice', () => {
    for (const movement of all)
      expect([movement.pairs, movement.rounds, ...broken(movement)]).toEqual([movement.pairs, movement.rounds]);
  });

  it('meets every pair with every other in full', () => {
    for (const movement of all.filter((m) => m.rounds === 2 * m.tables - 1)) {
      const n = pairsOf(movement).size;
      expect(n).toBe(movement.pairs);
      expect([movement.pairs, meetingsOf(movement).size]).toEqual([movement.pairs, (n * (n - 1)) / 2]);
    }
  });

  it('plays every set equally often, and every pair plays every board in all but the shortest 2-table Howell', () => {
    for (const movement of all) {
      const [fewest, most] = playRange(movement);
      expect([movement.pairs, movement.rounds, most - fewest]).toEqual([movement.pairs, movement.rounds, 0]);
      const boards = roundsOf(movement).flatMap((r) => r.tables.flatMap((t) => t.sets));
      expect(new Set(boards).size).toBe(movement.sets);
    }
  });

  it('sits out a different pair every round with an odd number', () => {
    for (const movement of all.filter((m) => m.pairs % 2 === 1)) {
      const rounds = roundsOf(movement);
      expect(rounds.every((r) => r.sitOut.length === 1)).toBe(true);
      expect(new Set(rounds.map((r) => id(r.sitOut[0]?.pair as PairRef))).size).toBe(movement.rounds);
    }
  });

  it('seats each pair N/S and E/W about equally often: the two counts differ by at most 3', () => {
    for (const movement of all.filter((m) => m.pairs % 2 === 0 && m.tables > 2)) {
      const ns = new Map<number, number>();
      for (const s of movement.seatings) ns.set(s.ns.number, (ns.get(s.ns.number) ?? 0) + 1);
      const stays = movement.tables * 2;
      for (let pair = 1; pair < stays; pair++)
        expect(Math.abs(2 * (ns.get(pair) ?? 0) - movement.rounds)).toBeLessThanOrEqual(3);
    }
  });
});

describe('docs/rules.md', () => {
  it('lists the Howell round counts the core offers', () => {
    const text = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'rules.md'), 'utf8');
    const rows = [...text.matchAll(/^ {2}\| (\d) \| ([\d, ]+) \|$/gm)].map((m) => [Number(m[1]), m[2]]);
    expect(rows).toEqual(
      Array.from({ length: 7 }, (_, i) => [i + 2, limitsOf('howell', 2 * (i + 2)).rounds.join(', ')]),
    );
  });
});
