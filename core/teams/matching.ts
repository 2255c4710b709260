/**
 * A minimum-cost perfect matching of a general graph (odd cycles and all, not only a bipartite one),
 * some pairs forbidden: Edmonds' weighted blossom algorithm in the O(n³) primal–dual form Galil sets out
 * ("Efficient algorithms for finding maximum matching in graphs", ACM Computing Surveys 18, 1986),
 * written here from that description.
 *
 * Costs are negated into weights and the heaviest perfect matching is grown one augmenting path a stage.
 * Each vertex v has a dual u(v), each blossom B (an odd cycle of blossoms shrunk to one) a dual z(B) ≥ 0,
 * and an edge's slack is u(i) + u(j) − w(i, j) + Σ z over the blossoms holding both ends: never below 0,
 * and 0 on every matched edge and every edge of a blossom. A stage grows alternating trees from every
 * unmatched vertex along edges of slack 0; when none is left it moves the duals by the least step that
 * makes one (δ2: an outer vertex to an unlabelled one; δ3: two outer blossoms, half their slack;
 * δ4: an inner blossom's z, halved, gone), so that the matching found is optimal by complementary
 * slackness. With weights −2 × the costs, every dual stays a whole number (all outer vertices keep one
 * parity, so two outer ends have an even slack to halve), and the arithmetic is exact for whole costs.
 * When no step is left, no inner blossom is left and every outer vertex's edges go to inner vertices or
 * within its own blossom: without the inner vertices, each outer blossom is an odd part on its own, one
 * more of them than the inner vertices for each tree, and by Tutte's theorem there is no perfect matching.
 *
 * O(n³): a stage has O(n) events, each found in O(n) from one least-slack edge kept per top-level blossom
 * (`bestOuter`), itself kept from, for each blossom and each vertex, the blossom's vertex nearest that
 * vertex (`nearest`: within one blossom every dual moves alike, so the nearest stays the nearest).
 */

const FREE = 0;
const OUTER = 1;
const INNER = 2;

/** What the least slack frees: an unlabelled blossom reached, two outer ones joined, an inner one undone. */
const REACH = 1;
const JOIN = 2;
const UNDO = 3;

/** The largest cost taken, in magnitude: the duals built from it stay far inside a double's exact integers. */
export const MAX_MATCHING_COST = 2 ** 31;

/** The cost of pairing `i` with `j` (asked once for each i < j), or undefined when they may not be paired. */
export type PairCost = (i: number, j: number) => number | undefined;

/** A number held at `i` of a typed array the code sized itself: never out of range. */
const at = (values: Int32Array | Float64Array | Int8Array, i: number): number => values[i] as number;

/**
 * The perfect matching of vertices 0…n − 1 of least total cost, as pairs `[i, j]` with i < j in order of
 * i, or null when the allowed pairs admit no perfect matching. An odd `n` has none: a caller with an odd
 * number (a Swiss field and its bye) takes one out first. Costs must be whole numbers of magnitude at
 * most MAX_MATCHING_COST, so that the result is exact; any of several matchings of equal cost may come.
 * O(n³) for n vertices, whatever the costs.
 * @example minCostPerfectMatching(4, (i, j) => (i - j) ** 2) // [[0, 1], [2, 3]]
 */
export function minCostPerfectMatching(n: number, cost: PairCost): [number, number][] | null {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a whole number from 0, not ${n}`);
  if (n % 2 === 1) return null;
  const weight = new Float64Array(n * n);
  const allowed = new Uint8Array(n * n);
  let least = 0;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const c = cost(i, j);
      if (c === undefined) continue;
      if (!Number.isInteger(c) || Math.abs(c) > MAX_MATCHING_COST)
        throw new RangeError(`a cost must be a whole number of at most 2^31, not ${c} (pair ${i}, ${j})`);
      weight[i * n + j] = weight[j * n + i] = -2 * c;
      allowed[i * n + j] = allowed[j * n + i] = 1;
      least = Math.min(least, c);
    }
  return new Blossoms(n, weight, allowed, -least).solve();
}

/** The state of one run: vertices 0…n − 1, blossoms n…2n − 1, each a top-level one or inside another. */
class Blossoms {
  private readonly neighbours: number[][] = [];
  private readonly mate: Int32Array;
  /** The top-level blossom (or the vertex itself) each vertex is in. */
  private readonly top: Int32Array;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  /** A blossom's sub-blossoms around its odd cycle, the one holding its base first; empty when unused. */
  private readonly children: number[][] = [];
  /** The edge from children[k] to children[k + 1] (cyclically), as [end in k, end in k + 1]. */
  private readonly links: [number, number][][] = [];
  /** u of a vertex, z of a blossom. */
  private readonly dual: Float64Array;
  private readonly label: Int8Array;
  /** The edge a labelled top-level blossom was reached by: its end outside, and its end inside. */
  private readonly labelFrom: Int32Array;
  private readonly labelAt: Int32Array;
  /** For blossom b and vertex v, b's vertex whose edge to v has the least slack (−1: none). */
  private readonly nearest: Int32Array;
  /** For a top-level blossom, the outer vertex outside it whose nearest edge into it has the least slack. */
  private readonly bestOuter: Int32Array;
  private readonly mark: Int32Array;
  private stamp = 0;
  private readonly unused: number[] = [];

  constructor(
    private readonly n: number,
    private readonly weight: Float64Array,
    allowed: Uint8Array,
    start: number,
  ) {
    this.mate = new Int32Array(n).fill(-1);
    this.top = Int32Array.from({ length: n }, (_, v) => v);
    this.parent = new Int32Array(2 * n).fill(-1);
    this.base = Int32Array.from({ length: 2 * n }, (_, b) => (b < n ? b : -1));
    this.dual = new Float64Array(2 * n);
    // Every vertex alike, at half the heaviest weight or more: every edge's slack is 0 or more, and even.
    this.dual.fill(start, 0, n);
    this.label = new Int8Array(2 * n);
    this.labelFrom = new Int32Array(2 * n).fill(-1);
    this.labelAt = new Int32Array(2 * n).fill(-1);
    this.nearest = new Int32Array(2 * n * n).fill(-1);
    this.bestOuter = new Int32Array(2 * n).fill(-1);
    this.mark = new Int32Array(2 * n);
    for (let v = 0; v < n; v++) {
      const near: number[] = [];
      for (let x = 0; x < n; x++)
        if (allowed[v * n + x] === 1) {
          near.push(x);
          this.nearest[v * n + x] = v;
        }
      this.neighbours.push(near);
    }
    for (let b = 0; b < 2 * n; b++) {
      this.children.push([]);
      this.links.push([]);
    }
    for (let b = 2 * n - 1; b >= n; b--) this.unused.push(b);
  }

  solve(): [number, number][] | null {
    for (let stage = 0; stage < this.n / 2; stage++) {
      this.startStage();
      if (!this.grow()) return null;
      this.endStage();
    }
    const pairs: [number, number][] = [];
    for (let v = 0; v < this.n; v++) if (at(this.mate, v) > v) pairs.push([v, at(this.mate, v)]);
    return pairs;
  }

  private slack(i: number, j: number): number {
    return at(this.dual, i) + at(this.dual, j) - at(this.weight, i * this.n + j);
  }

  private isTop(b: number): boolean {
    return at(this.parent, b) === -1 && (b < this.n || (this.children[b] as number[]).length > 0);
  }

  private vertices(b: number): number[] {
    return b < this.n ? [b] : (this.children[b] as number[]).flatMap((c) => this.vertices(c));
  }

  /** The child of blossom `b` that holds vertex `v`. */
  private childOf(b: number, v: number): number {
    let c = v;
    while (at(this.parent, c) !== b) c = at(this.parent, c);
    return c;
  }

  private startStage(): void {
    this.label.fill(FREE);
    this.bestOuter.fill(-1);
    for (let v = 0; v < this.n; v++)
      if (at(this.mate, v) === -1 && at(this.label, at(this.top, v)) === FREE) this.labelOuter(at(this.top, v), -1, -1);
  }

  /**
   * Events until an augmenting path is found (true), or none is left to find (false): each the least
   * slack an edge or an inner blossom's dual has, the duals moved by it, and the edge or blossom it frees.
   */
  private grow(): boolean {
    const n = this.n;
    for (;;) {
      let delta = Number.POSITIVE_INFINITY;
      let event = 0;
      let where = -1;
      for (let b = 0; b < 2 * n; b++) {
        if (!this.isTop(b)) continue;
        const kind = at(this.label, b);
        if (kind === INNER) {
          if (b >= n && at(this.dual, b) / 2 < delta) [delta, event, where] = [at(this.dual, b) / 2, UNDO, b];
          continue;
        }
        const s = at(this.bestOuter, b);
        if (s === -1) continue;
        const slack = this.slack(s, at(this.nearest, b * n + s));
        // Between two outer blossoms both ends move: the slack closes twice as fast.
        const step = kind === OUTER ? slack / 2 : slack;
        if (step < delta) [delta, event, where] = [step, kind === OUTER ? JOIN : REACH, b];
      }
      if (event === 0) return false;
      if (delta > 0) this.moveDuals(delta);
      if (event === UNDO) {
        this.expand(where, false);
        continue;
      }
      const s = at(this.bestOuter, where);
      const x = at(this.nearest, where * n + s);
      if (event === REACH) {
        this.labelInner(x, s);
        continue;
      }
      const join = this.commonBlossom(s, x);
      if (join === -1) {
        this.augment(s, x);
        return true;
      }
      this.shrink(join, s, x);
    }
  }

  private moveDuals(delta: number): void {
    for (let v = 0; v < this.n; v++) {
      const kind = at(this.label, at(this.top, v));
      if (kind === OUTER) this.dual[v] = at(this.dual, v) - delta;
      else if (kind === INNER) this.dual[v] = at(this.dual, v) + delta;
    }
    for (let b = this.n; b < 2 * this.n; b++) {
      if (!this.isTop(b)) continue;
      const kind = at(this.label, b);
      if (kind === OUTER) this.dual[b] = at(this.dual, b) + 2 * delta;
      else if (kind === INNER) this.dual[b] = at(this.dual, b) - 2 * delta;
    }
  }

  /** Lets every top-level blossom (but v's own) know of the outer vertex v, if it is its nearest yet. */
  private spread(v: number): void {
    const n = this.n;
    const own = at(this.top, v);
    for (const y of this.neighbours[v] as number[]) {
      const b = at(this.top, y);
      if (b === own) continue;
      const best = at(this.bestOuter, b);
      if (best === -1 || this.slack(v, at(this.nearest, b * n + v)) < this.slack(best, at(this.nearest, b * n + best)))
        this.bestOuter[b] = v;
    }
  }

  /** bestOuter of top-level blossom b, from every outer vertex outside it. */
  private findBestOuter(b: number): void {
    const n = this.n;
    let best = -1;
    for (let s = 0; s < n; s++) {
      const x = at(this.nearest, b * n + s);
      if (x === -1 || at(this.top, s) === b || at(this.label, at(this.top, s)) !== OUTER) continue;
      if (best === -1 || this.slack(s, x) < this.slack(best, at(this.nearest, b * n + best))) best = s;
    }
    this.bestOuter[b] = best;
  }

  private labelOuter(b: number, from: number, inside: number): void {
    this.label[b] = OUTER;
    this.labelFrom[b] = from;
    this.labelAt[b] = inside;
    for (const v of this.vertices(b)) this.spread(v);
  }

  /** x's blossom reached from outer s, and the blossom its base is matched to made outer. */
  private labelInner(x: number, s: number): void {
    const b = at(this.top, x);
    this.label[b] = INNER;
    this.labelFrom[b] = s;
    this.labelAt[b] = x;
    const base = at(this.base, b);
    const mate = at(this.mate, base);
    this.labelOuter(at(this.top, mate), base, mate);
  }

  /** The next outer blossom up the tree from outer blossom b, or −1 at its root. */
  private upward(b: number): number {
    const from = at(this.labelFrom, b);
    return from === -1 ? -1 : at(this.top, at(this.labelFrom, at(this.top, from)));
  }

  /** The outer blossom where the tree paths of s and x meet, or −1 when they are in two trees. */
  private commonBlossom(s: number, x: number): number {
    const stamp = ++this.stamp;
    let a = at(this.top, s);
    let b = at(this.top, x);
    while (a !== -1 || b !== -1) {
      if (a !== -1) {
        if (at(this.mark, a) === stamp) return a;
        this.mark[a] = stamp;
        a = this.upward(a);
      }
      [a, b] = [b, a];
    }
    return -1;
  }

  /** The path of blossoms from x's up to (not including) `to`, each with its edge upward. */
  private pathUp(x: number, to: number): { blossoms: number[]; edges: [number, number][] } {
    const blossoms: number[] = [];
    const edges: [number, number][] = [];
    for (let c = at(this.top, x); c !== to; c = at(this.top, at(this.labelFrom, c))) {
      blossoms.push(c);
      edges.push([at(this.labelAt, c), at(this.labelFrom, c)]);
    }
    return { blossoms, edges };
  }

  /** The odd cycle closed by edge s–x (both outer, one tree) shrunk to a new outer blossom based at `join`. */
  private shrink(join: number, s: number, x: number): void {
    const n = this.n;
    const b = this.unused.pop() as number;
    const sSide = this.pathUp(s, join);
    const xSide = this.pathUp(x, join);
    // Around the cycle: the base's blossom, down s's side, across s–x, up x's side.
    const kids = [join];
    const ties: [number, number][] = [];
    for (let i = sSide.blossoms.length - 1; i >= 0; i--) {
      const [inside, outside] = sSide.edges[i] as [number, number];
      ties.push([outside, inside]);
      kids.push(sSide.blossoms[i] as number);
    }
    ties.push([s, x]);
    for (let i = 0; i < xSide.blossoms.length; i++) {
      kids.push(xSide.blossoms[i] as number);
      ties.push(xSide.edges[i] as [number, number]);
    }
    const wereInner = kids.filter((c) => at(this.label, c) === INNER);
    this.children[b] = kids;
    this.links[b] = ties;
    this.base[b] = at(this.base, join);
    this.dual[b] = 0;
    this.label[b] = OUTER;
    this.labelFrom[b] = at(this.labelFrom, join);
    this.labelAt[b] = at(this.labelAt, join);
    for (let v = 0; v < n; v++) {
      let best = -1;
      for (const c of kids) {
        const y = at(this.nearest, c * n + v);
        if (y === -1) continue;
        if (best === -1 || this.slack(v, y) < this.slack(v, best)) best = y;
      }
      this.nearest[b * n + v] = best;
    }
    for (const c of kids) this.parent[c] = b;
    for (const v of this.vertices(b)) this.top[v] = b;
    this.findBestOuter(b);
    for (const c of wereInner) for (const v of this.vertices(c)) this.spread(v);
  }

  /**
   * Blossom b undone into its children, now top-level. Mid-stage (an inner blossom whose z reached 0),
   * the even path from the child it was reached at to its base child stays in the tree, labelled inner,
   * outer, …, inner; the other children are unlabelled. At a stage's end, children of z 0 are undone too.
   */
  private expand(b: number, endOfStage: boolean): void {
    const kids = this.children[b] as number[];
    const ties = this.links[b] as [number, number][];
    const entry = endOfStage ? -1 : kids.indexOf(this.childOf(b, at(this.labelAt, b)));
    for (const c of kids) {
      this.parent[c] = -1;
      for (const v of this.vertices(c)) this.top[v] = c;
    }
    this.children[b] = [];
    this.links[b] = [];
    this.unused.push(b);
    if (endOfStage) {
      for (const c of kids) if (c >= this.n && at(this.dual, c) === 0) this.expand(c, true);
      return;
    }
    for (const c of kids) this.label[c] = FREE;
    const k = kids.length;
    // An odd entry goes forward to the base child, an even one back: either way an even number of steps.
    const forward = entry % 2 === 1;
    const outer: number[] = [];
    let from = at(this.labelFrom, b);
    let inside = at(this.labelAt, b);
    for (let i = entry, inner = true; ; inner = !inner) {
      const c = kids[i] as number;
      this.label[c] = inner ? INNER : OUTER;
      this.labelFrom[c] = from;
      this.labelAt[c] = inside;
      if (!inner) outer.push(c);
      if (i === 0) break;
      const next = forward ? (i + 1) % k : i - 1;
      const tie = (forward ? ties[i] : ties[next]) as [number, number];
      [from, inside] = forward ? tie : [tie[1], tie[0]];
      i = next;
    }
    for (const c of kids) this.findBestOuter(c);
    for (const c of outer) for (const v of this.vertices(c)) this.spread(v);
  }

  /** The matching inside blossom b moved so that vertex v is its base (v's partner is then outside b). */
  private rotate(b: number, v: number): void {
    const c = this.childOf(b, v);
    if (c >= this.n) this.rotate(c, v);
    const kids = this.children[b] as number[];
    const ties = this.links[b] as [number, number][];
    const i = kids.indexOf(c);
    if (i > 0) {
      // The even path from child i to the base child: every other edge of it becomes matched.
      if (i % 2 === 1) for (let j = i + 1; j < kids.length; j += 2) this.matchTie(b, ties[j] as [number, number]);
      else for (let j = i - 2; j >= 0; j -= 2) this.matchTie(b, ties[j] as [number, number]);
      this.children[b] = [...kids.slice(i), ...kids.slice(0, i)];
      this.links[b] = [...ties.slice(i), ...ties.slice(0, i)];
    }
    this.base[b] = v;
  }

  private matchTie(b: number, [x, y]: [number, number]): void {
    for (const v of [x, y]) {
      const c = this.childOf(b, v);
      if (c >= this.n) this.rotate(c, v);
    }
    this.mate[x] = y;
    this.mate[y] = x;
  }

  /** The matching flipped along the path root … s – x … root: one more matched pair. */
  private augment(s: number, x: number): void {
    for (const [start, other] of [
      [s, x],
      [x, s],
    ] as const) {
      let v: number = start;
      let w: number = other;
      for (;;) {
        const outer = at(this.top, v);
        if (outer >= this.n) this.rotate(outer, v);
        this.mate[v] = w;
        const t = at(this.labelFrom, outer);
        if (t === -1) break;
        const inner = at(this.top, t);
        const [up, inside] = [at(this.labelFrom, inner), at(this.labelAt, inner)];
        if (inner >= this.n) this.rotate(inner, inside);
        this.mate[inside] = up;
        [v, w] = [up, inside];
      }
    }
  }

  /** Blossoms left with z 0 are undone, so that the next stage starts from the ones that matter. */
  private endStage(): void {
    for (let b = this.n; b < 2 * this.n; b++) if (this.isTop(b) && at(this.dual, b) === 0) this.expand(b, true);
  }
}
