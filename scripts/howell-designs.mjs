// Finds the shortened Howells kept in core/movements/howell-designs.ts and writes that file:
// `node scripts/howell-designs.mjs`. A Howell design H(R, 2T) is R rounds and R board sets for 2T
// pairs: each round and each set a perfect matching of the pairs, no two pairs meeting twice. The
// search is a depth-first one, round by round, the most constrained pair first, with a seeded random
// order; the seed of each design is kept below so that the file is the same on every run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** [tables, rounds, seed]: every shortened Howell the search found within its budget. */
const FOUND = [
  [3, 3, 1],
  [3, 4, 1],
  [4, 4, 1],
  [4, 6, 1],
  [5, 5, 1],
  [5, 6, 1],
  [5, 7, 3],
  [5, 8, 50],
  [6, 6, 1],
  [6, 7, 1],
  [6, 8, 2],
  [6, 9, 193],
  [7, 7, 1],
  [7, 8, 5],
  [7, 9, 13],
  [7, 10, 126],
  [8, 8, 1],
  [8, 9, 1],
  [8, 10, 66],
];

const BUDGET = 200_000;

/** A seeded xorshift generator of numbers in [0, 1): the same designs on every run. */
export function random(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** H(s, n) with this seed, as rounds of [a, b, set], or null when the budget runs out. */
export function search(s, n, seed, budget = BUDGET) {
  const T = n / 2;
  const rand = random(seed);
  const used = new Uint8Array(n * n);
  const inSet = Array.from({ length: s }, () => new Uint8Array(n));
  const setCount = new Int32Array(s);
  const grid = [];
  let nodes = 0;
  function round(r) {
    if (r === s) return true;
    const seated = new Uint8Array(n);
    const setUsed = new Uint8Array(s);
    const cells = [];
    const left = s - r;
    function place() {
      if (++nodes > budget) return false;
      if (cells.length === T) {
        // Every set must still be able to reach T plays in the rounds after this one.
        for (let c = 0; c < s; c++) if (!setUsed[c] && T - setCount[c] > left - 1) return false;
        grid.push(cells.slice());
        if (round(r + 1)) return true;
        grid.pop();
        return false;
      }
      let must = 0;
      for (let c = 0; c < s; c++) if (!setUsed[c] && T - setCount[c] === left) must++;
      if (must > T - cells.length) return false;
      let best = -1;
      let bestOptions = null;
      for (let a = 0; a < n; a++) {
        if (seated[a]) continue;
        const options = [];
        for (let b = 0; b < n; b++) {
          if (b === a || seated[b] || used[a * n + b]) continue;
          for (let c = 0; c < s; c++)
            if (!setUsed[c] && !inSet[c][a] && !inSet[c][b] && setCount[c] < T) options.push([b, c]);
        }
        if (!bestOptions || options.length < bestOptions.length) {
          best = a;
          bestOptions = options;
          if (options.length <= 1) break;
        }
      }
      const a = best;
      const ordered = bestOptions.map((o) => [o[0], o[1], rand()]).sort((x, y) => x[2] - y[2]);
      for (const [b, c] of ordered) {
        seated[a] = seated[b] = 1;
        used[a * n + b] = used[b * n + a] = 1;
        setUsed[c] = 1;
        inSet[c][a] = inSet[c][b] = 1;
        setCount[c]++;
        cells.push([Math.min(a, b), Math.max(a, b), c]);
        if (place()) return true;
        cells.pop();
        seated[a] = seated[b] = 0;
        used[a * n + b] = used[b * n + a] = 0;
        setUsed[c] = 0;
        inSet[c][a] = inSet[c][b] = 0;
        setCount[c]--;
        if (nodes > budget) return false;
      }
      return false;
    }
    return place();
  }
  return round(0) ? grid : null;
}

const encode = (grid) =>
  grid.map((round) => round.map((cell) => cell.map((x) => x.toString(36)).join('')).join('')).join(' ');

if (process.argv[2] === '--find') {
  // Tries seeds 1…300 for every H(R, 2T) not kept yet, and prints the triples to add to FOUND.
  for (let tables = 3; tables <= 8; tables++)
    for (let rounds = tables; rounds < 2 * tables - 1; rounds++) {
      if (FOUND.some(([t, r]) => t === tables && r === rounds)) continue;
      for (let seed = 1; seed <= 300; seed++)
        if (search(rounds, 2 * tables, seed)) {
          console.log(`  [${tables}, ${rounds}, ${seed}],`);
          break;
        }
    }
} else if (import.meta.url.endsWith(process.argv[1] ?? '')) {
  const lines = FOUND.map(([tables, rounds, seed]) => {
    const grid = search(rounds, 2 * tables, seed);
    if (!grid) throw new Error(`H(${rounds},${2 * tables}) seed ${seed} not found`);
    return `  '${tables}:${rounds}': '${encode(grid)}',`;
  });
  const text = `// Written by scripts/howell-designs.mjs: do not edit. Each shortened Howell, \`tables:rounds\`, as
// its rounds separated by spaces, each meeting three base-36 digits: two pairs (0-based) and a set.

/** The shortened Howells offered: \`tables:rounds\` → the design, round by round. */
export const HOWELL_DESIGNS: { readonly [tablesRounds: string]: string } = {
${lines.join('\n')}
};
`;
  writeFileSync(join(import.meta.dirname, '..', 'core', 'movements', 'howell-designs.ts'), text);
  console.log(`${lines.length} designs written`);
}
