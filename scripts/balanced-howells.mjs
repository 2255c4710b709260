// Builds the balanced full Howells kept in core/movements/balanced-howells.ts and writes that file:
// `node scripts/balanced-howells.mjs` (the same file on every run: every choice below is the first
// found in a fixed order, nothing random).
//
// A full Howell of T tables is a Room square of side m = 2T − 1 (room-square.ts). Two pairs are
// compared on a board set when both play it in the same direction; a pair plays m sets with T − 1
// others in its direction each time, so over its m fellow pairs the even count is T − 1 sets each.
//
// The construction is cyclic over the integers mod m, the pair that stays being m. In round r it meets
// pair r at set r, sitting N/S; every other meeting of round 0 is moved on by r. A pair z then sits N/S
// at set s exactly when z − s lies in a set D (the "N/S offsets", T − 1 of the m − 1 non-zero values),
// so two pairs p and q play a set in the same direction as often as D and D + (q − p) agree on the m
// offsets, and the pair that stays shares a direction with each other pair on |D| = T − 1 sets. With
// D a difference set (m = 7, 11, 15) every count is T − 1; for m = 9 and 13 no D does better than
// T − 2 to T, and no direction choice at all can (docs/rules.md, "Howell", says why).
//
// What is left is a starter–adder square whose meetings seat one pair of each N/S offset: round 0's
// meetings are {u − a, v − a} for the pairs {u, v} of a "shifted starter" (every difference ±1…±(m−1)/2
// once, u in D and v not) and a distinct non-zero shift a for each, so that round 0 seats every pair
// once; the meeting plays set −a, which puts u − a N/S.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const mod = (x, m) => ((x % m) + m) % m;

/** On how many of the m offsets D and D + t agree (both in or both out), for each shift t = 1…m − 1. */
function agreements(m, inD) {
  return Array.from({ length: m - 1 }, (_, i) => {
    let count = 0;
    for (let s = 0; s < m; s++) if (inD.has(s) === inD.has(mod(s + i + 1, m))) count++;
    return count;
  });
}

/** Every (T − 1)-subset of 1…m − 1 whose agreements are as even as any, in lexicographic order. */
function evenestOffsets(m, size) {
  let found = [];
  let width = Infinity;
  const choose = (start, chosen) => {
    if (chosen.length === size) {
      const counts = agreements(m, new Set(chosen));
      const spread = Math.max(...counts) - Math.min(...counts);
      if (spread < width) [found, width] = [[], spread];
      if (spread === width) found.push([...chosen]);
      return;
    }
    for (let x = start; x < m; x++) choose(x + 1, [...chosen, x]);
  };
  choose(1, []);
  return found;
}

/** A shifted starter (one offset of D in each pair) and its adder, or null when D has none. */
function starterAdder(m, offsets) {
  const inD = new Set(offsets);
  const half = (m - 1) / 2;
  const others = Array.from({ length: m - 1 }, (_, i) => i + 1).filter((x) => !inD.has(x));
  const distance = (x, y) => Math.min(mod(x - y, m), mod(y - x, m));
  const starter = [];
  const usedOthers = new Set();
  const differences = new Set();
  const adder = () => {
    const shifts = [];
    const taken = new Set();
    const covered = new Set([0]);
    const place = (i) => {
      if (i === half) return true;
      const [u, v] = starter[i];
      for (let shift = 1; shift < m; shift++) {
        const [p, q] = [mod(u - shift, m), mod(v - shift, m)];
        if (taken.has(shift) || covered.has(p) || covered.has(q)) continue;
        taken.add(shift);
        covered.add(p).add(q);
        shifts.push(shift);
        if (place(i + 1)) return true;
        shifts.pop();
        taken.delete(shift);
        covered.delete(p);
        covered.delete(q);
      }
      return false;
    };
    return place(0) ? shifts : null;
  };
  let found = null;
  const pick = (i) => {
    if (i === half) {
      const shifts = adder();
      if (shifts) found = { starter: starter.map((pair) => [...pair]), adder: shifts };
      return shifts !== null;
    }
    const u = offsets[i];
    for (const v of others) {
      const difference = distance(u, v);
      if (usedOthers.has(v) || differences.has(difference)) continue;
      usedOthers.add(v);
      differences.add(difference);
      starter.push([u, v]);
      if (pick(i + 1)) return true;
      starter.pop();
      usedOthers.delete(v);
      differences.delete(difference);
    }
    return false;
  };
  pick(0);
  return found;
}

/** The design of `tables` tables: its rounds, each a list of [N/S pair, E/W pair, set], and its offsets. */
export function design(tables) {
  const m = 2 * tables - 1;
  for (const offsets of evenestOffsets(m, tables - 1)) {
    const found = starterAdder(m, offsets);
    if (found === null) continue;
    const rounds = Array.from({ length: m }, (_, r) => [
      [m, r, r],
      ...found.starter.map(([u, v], i) => {
        const a = found.adder[i];
        return [mod(u - a + r, m), mod(v - a + r, m), mod(r - a, m)];
      }),
    ]);
    return { rounds, offsets };
  }
  throw new Error(`no design for ${tables} tables`);
}

/** The fewest and most sets on which two pairs play in one direction, counted from the rounds. */
export function spread(tables, rounds) {
  const pairs = 2 * tables;
  const side = new Map();
  for (const round of rounds)
    for (const [ns, ew, set] of round) {
      side.set(`${ns}:${set}`, 'ns');
      side.set(`${ew}:${set}`, 'ew');
    }
  let [fewest, most] = [Infinity, 0];
  for (let p = 0; p < pairs; p++)
    for (let q = p + 1; q < pairs; q++) {
      let count = 0;
      for (let set = 0; set < 2 * tables - 1; set++) if (side.get(`${p}:${set}`) === side.get(`${q}:${set}`)) count++;
      [fewest, most] = [Math.min(fewest, count), Math.max(most, count)];
    }
  return [fewest, most];
}

const encode = (rounds) =>
  rounds.map((round) => round.map((cell) => cell.map((x) => x.toString(36)).join('')).join('')).join(' ');

if (import.meta.url.endsWith(process.argv[1] ?? '')) {
  const lines = [4, 5, 6, 7, 8].map((tables) => {
    const { rounds, offsets } = design(tables);
    const [fewest, most] = spread(tables, rounds);
    console.log(
      `${tables} tables, N/S offsets ${offsets.join(' ')}: two pairs in one direction on ${fewest}–${most} sets`,
    );
    return `  ${tables}: '${encode(rounds)}',`;
  });
  const text = `// Written by scripts/balanced-howells.mjs (node scripts/balanced-howells.mjs): do not edit. Each
// full Howell of 4 to 8 tables, cyclic mod 2T − 1 and built as that script says, as its rounds separated
// by spaces, each meeting three base-36 digits: the N/S pair, the E/W pair (0-based, 2T − 1 the pair
// that stays) and the set (0-based).

/** The balanced full Howells, by tables: every two pairs play the same direction on T − 1 sets, or T − 2 to T. */
export const BALANCED_HOWELLS: { readonly [tables: number]: string } = {
${lines.join('\n')}
};
`;
  writeFileSync(join(import.meta.dirname, '..', 'core', 'movements', 'balanced-howells.ts'), text);
}
