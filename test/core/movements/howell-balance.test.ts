// How evenly a full Howell compares the pairs: for every two pairs, the number of board sets both play in
// the same direction (both N/S or both E/W: each is then compared with the other's score on those
// boards). Counted here from the seatings the core gives, never from the designs' stored text.
//
// The expected spreads: T tables play 2T − 1 sets, each with T − 1 other pairs in one's own direction,
// so over one's 2T − 1 fellow pairs the even count is T − 1. For an odd T, T − 1 cannot be every count
// (docs/rules.md, "Howell" says why: all pairs but the one that stays sit N/S T − 1 times, so two of
// them agree on an odd number of the 2T − 1 sets), and T − 2 to T is the best. The earlier design's
// spreads are the ones the tester counted on it: 1–5, 2–7, 3–9, 1–11, 3–13.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HowellDesign, type Movement, movementLimits, newMovement } from '../../../core/index';

/** [tables, fewest, most]: the sets on which two pairs play in one direction. */
type Spread = readonly [number, number, number];
const BALANCED: readonly Spread[] = [
  [4, 3, 3],
  [5, 3, 5],
  [6, 5, 5],
  [7, 5, 7],
  [8, 7, 7],
];
const EARLIER: readonly Spread[] = [
  [4, 1, 5],
  [5, 2, 7],
  [6, 3, 9],
  [7, 1, 11],
  [8, 3, 13],
];

function fullHowell(pairs: number, design?: HowellDesign): Movement {
  const made = newMovement({ kind: 'howell', pairs, ...(design === undefined ? {} : { design }) });
  if (!made.ok) throw new Error(made.error.reason);
  return made.value;
}

/** The fewest and most sets two pairs play in the same direction, over every two of the 2T seats' pairs. */
function spread(movement: Movement): [number, number] {
  const side = new Map<string, 'NS' | 'EW'>();
  for (const s of movement.seatings)
    for (const set of s.sets) {
      side.set(`${s.ns.number}:${set}`, 'NS');
      side.set(`${s.ew.number}:${set}`, 'EW');
    }
  const pairs = 2 * movement.tables;
  let [fewest, most] = [Number.POSITIVE_INFINITY, 0];
  for (let p = 1; p <= pairs; p++)
    for (let q = p + 1; q <= pairs; q++) {
      let same = 0;
      for (let set = 1; set <= movement.sets; set++) {
        const [a, b] = [side.get(`${p}:${set}`), side.get(`${q}:${set}`)];
        if (a === undefined || b === undefined) throw new Error(`pair ${p} or ${q} misses set ${set}`);
        if (a === b) same++;
      }
      [fewest, most] = [Math.min(fewest, same), Math.max(most, same)];
    }
  return [fewest, most];
}

const TABLES = [4, 5, 6, 7, 8];

describe('a full Howell of 4–8 tables, balanced', () => {
  it('plays every two pairs in one direction on T − 1 sets, or T − 2 to T for an odd T', () => {
    for (const [tables, fewest, most] of BALANCED)
      expect([tables, ...spread(fullHowell(2 * tables))]).toEqual([tables, fewest, most]);
  });

  it('is the design an odd number of pairs plays too, the phantom in the seat that stays', () => {
    for (const tables of TABLES) expect(fullHowell(2 * tables - 1).seatings).toEqual(fullHowell(2 * tables).seatings);
  });

  it('is what newMovement gives unless told otherwise', () => {
    for (const tables of TABLES)
      expect(fullHowell(2 * tables, 'balanced').seatings).toEqual(fullHowell(2 * tables).seatings);
  });

  it('keeps the pair that stays N/S at table 1, and seats every other pair N/S in T − 1 rounds', () => {
    for (const tables of TABLES) {
      const movement = fullHowell(2 * tables);
      const stays = 2 * tables;
      for (const s of movement.seatings) {
        expect(s.table === 1).toBe(s.ns.number === stays || s.ew.number === stays);
        expect(s.ew.number).not.toBe(stays);
      }
      for (let pair = 1; pair < stays; pair++)
        expect([pair, movement.seatings.filter((s) => s.ns.number === pair).length]).toEqual([pair, tables - 1]);
    }
  });
});

describe('the earlier full Howell of 4–8 tables', () => {
  it('is uneven as the issue counted it: 1–5, 2–7, 3–9, 1–11 and 3–13 sets', () => {
    for (const [tables, fewest, most] of EARLIER)
      expect([tables, ...spread(fullHowell(2 * tables, 'earlier'))]).toEqual([tables, fewest, most]);
  });
});

describe('the shortened Howells and those of 2 and 3 tables', () => {
  it('are the same in both designs', () => {
    let compared = 0;
    for (let pairs = 4; pairs <= 16; pairs++) {
      const tables = Math.ceil(pairs / 2);
      const limits = movementLimits('howell', pairs);
      if (!limits.ok) throw new Error(limits.error.reason);
      for (const rounds of limits.value.rounds.filter((r) => tables < 4 || r < 2 * tables - 1)) {
        const [balanced, earlier] = (['balanced', 'earlier'] as const).map((design) =>
          newMovement({ kind: 'howell', pairs, rounds, design }),
        );
        expect(balanced).toEqual(earlier);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });
});

describe('docs/rules.md', () => {
  it('gives every full Howell’s spread, before and after, as counted here', () => {
    const text = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'rules.md'), 'utf8');
    const rows = [...text.matchAll(/^ {2}\| (\d) \| (\d+)–(\d+) \| (\d+)–(\d+) \|$/gm)].map((m) =>
      m.slice(1).map(Number),
    );
    expect(rows).toEqual(
      EARLIER.map(([tables, fewest, most], i) => [tables, fewest, most, ...(BALANCED[i] as Spread).slice(1)]),
    );
  });
});
