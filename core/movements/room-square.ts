/**
 * A complete Howell of 4 to 8 tables is a Room square: a (2T − 1) × (2T − 1) grid, one row a round and
 * one column a board set, each cell empty or a meeting of two of the 2T pairs, with every pair once in
 * each row (it plays every round) and once in each column (it plays every set), and every two pairs in
 * one cell (they meet once). Found here by the starter–adder construction over the integers mod m (Stinson,
 * "The Existence of Room Squares"): no Room square of side 3 or 5 exists, which is why a 2- or 3-table
 * Howell shares or splits its sets (howell.ts).
 */

/** One meeting of a round: two pairs (0…m − 1, and m for the pair that stays) and the set (0-based) they play. */
export interface Meeting {
  readonly pairs: readonly [number, number];
  readonly set: number;
}

const mod = (x: number, m: number): number => ((x % m) + m) % m;

/**
 * A starter (the pairs {x, y} of 1…m − 1 whose differences ±(y − x) are every non-zero value once) and an
 * adder (a distinct non-zero shift for each, such that the shifted pairs and 0 cover every value once):
 * the first found in a fixed order, so the square is the same on every run.
 */
function starterAdder(m: number): { starter: [number, number][]; adder: number[] } | undefined {
  const half = (m - 1) / 2;
  const starter: [number, number][] = [];
  const used = new Set<number>();
  const differences = new Set<number>();
  const adder = (): number[] | undefined => {
    const shifts: number[] = [];
    const taken = new Set([0]);
    const covered = new Set([0]);
    const place = (i: number): boolean => {
      if (i === half) return true;
      const [x, y] = starter[i] as [number, number];
      for (let shift = 1; shift < m; shift++) {
        const p = mod(x + shift, m);
        const q = mod(y + shift, m);
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
    return place(0) ? shifts : undefined;
  };
  let found: number[] | undefined;
  const pick = (): boolean => {
    if (starter.length === half) {
      found = adder();
      return found !== undefined;
    }
    let x = 1;
    while (used.has(x)) x++;
    for (let y = x + 1; y < m; y++) {
      const difference = Math.min(mod(y - x, m), mod(x - y, m));
      if (used.has(y) || differences.has(difference)) continue;
      used.add(x).add(y);
      differences.add(difference);
      starter.push([x, y]);
      if (pick()) return true;
      starter.pop();
      used.delete(x);
      used.delete(y);
      differences.delete(difference);
    }
    return false;
  };
  return pick() && found ? { starter, adder: found } : undefined;
}

const squares = new Map<number, Meeting[][] | undefined>();

/**
 * The Room square of odd side `m` (7 to 15), round by round: in round r the pair that stays (m) meets
 * pair r at set r, and starter pair i, shifted by r, meets at set r − adder[i]. Its meetings are listed
 * as tables: the staying pair's first, then the starter's order.
 */
export function roomSquare(m: number): Meeting[][] | undefined {
  if (!squares.has(m)) {
    const found = starterAdder(m);
    squares.set(
      m,
      found &&
        Array.from({ length: m }, (_, r) => [
          { pairs: [m, r] as const, set: r },
          ...found.starter.map(([x, y], i) => ({
            pairs: [mod(x + r, m), mod(y + r, m)] as const,
            set: mod(r - (found.adder[i] as number), m),
          })),
        ]),
    );
  }
  return squares.get(m);
}
