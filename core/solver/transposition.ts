/**
 * The transposition table. A bound on North–South's tricks from a trick's start is kept with only the
 * cards that decided it: per suit, the top cards whose owners mattered (from the lowest deciding card —
 * one that won a trick by its rank, or that a quick trick had to beat — up); below them, any card of the same hand would do, so a later position
 * that matches on those owners and on every hand's length in every suit takes the bound as it is. This
 * is DDS's "winning ranks" idea, and it is most of the speed. Positions are bucketed by their suit
 * lengths and leader; a bucket holds a few entries, the oldest replaced first.
 *
 * One table serves the four declarers of a strain and every target tried: a bound holds whatever the
 * question was.
 */

/** Entries a bucket holds. */
const WAYS = 64;
/** Int32 fields an entry keeps: the two length words, the leader, four owner words, four masks. */
const FIELDS = 11;

/** Bounds on N/S's tricks from positions, each kept with the cards that decided it. */
export class Transposition {
  private readonly data: Int32Array;
  /** A hash of each entry's lengths and leader, scanned first: one array a bucket reads in a line. */
  private readonly tags: Int32Array;
  private readonly lower: Int8Array;
  private readonly upper: Int8Array;
  private readonly next: Uint8Array;
  private readonly buckets: number;
  /** The entry the last `find` matched, for its bounds and its masks. */
  found = -1;

  constructor(sizeBits: number) {
    this.buckets = Math.max(1, (1 << sizeBits) / WAYS);
    const entries = this.buckets * WAYS;
    this.data = new Int32Array(entries * FIELDS);
    this.tags = new Int32Array(entries);
    this.lower = new Int8Array(entries);
    this.upper = new Int8Array(entries);
    this.next = new Uint8Array(this.buckets);
  }

  /** The bytes the table holds. */
  get bytes(): number {
    return (
      this.data.byteLength + this.tags.byteLength + this.lower.byteLength + this.upper.byteLength + this.next.byteLength
    );
  }

  /** Forgets every entry: an entry whose tag is 0 is empty, whatever its fields still hold. */
  clear(): void {
    this.tags.fill(0);
    this.next.fill(0);
  }

  /** A position's lengths and leader hashed: never 0, which marks an empty entry. */
  private static tagOf(lengths0: number, lengths1: number, leader: number): number {
    let h = Math.imul(lengths0 ^ Math.imul(lengths1, 0x27d4eb2d) ^ leader, 0x9e3779b1);
    h ^= h >>> 15;
    return h | 1;
  }

  private bucketOf(tag: number): number {
    return ((tag >>> 8) & (this.buckets - 1)) * WAYS;
  }

  /**
   * Finds an entry that settles whether N/S take `need`: one matching on lengths and leader whose
   * decisive owners agree with `owners`. Gives 1 (they do), 0 (they do not) or -1 (nothing known).
   */
  find(
    lengths0: number,
    lengths1: number,
    leader: number,
    o0: number,
    o1: number,
    o2: number,
    o3: number,
    need: number,
  ): number {
    const tag = Transposition.tagOf(lengths0, lengths1, leader);
    const first = this.bucketOf(tag);
    const data = this.data;
    const tags = this.tags;
    for (let way = 0; way < WAYS; way++) {
      const entry = first + way;
      if (tags[entry] !== tag) continue;
      const i = entry * FIELDS;
      if (data[i] !== lengths0 || data[i + 1] !== lengths1 || data[i + 2] !== leader) continue;
      if (((o0 ^ (data[i + 3] as number)) & (data[i + 7] as number)) !== 0) continue;
      if (((o1 ^ (data[i + 4] as number)) & (data[i + 8] as number)) !== 0) continue;
      if (((o2 ^ (data[i + 5] as number)) & (data[i + 9] as number)) !== 0) continue;
      if (((o3 ^ (data[i + 6] as number)) & (data[i + 10] as number)) !== 0) continue;
      if ((this.lower[entry] as number) >= need) {
        this.found = entry;
        return 1;
      }
      if ((this.upper[entry] as number) < need) {
        this.found = entry;
        return 0;
      }
    }
    return -1;
  }

  /** The owner mask of suit `suit` of the entry last found: which cards of the suit decided it. */
  foundMask(suit: number): number {
    return this.data[this.found * FIELDS + 7 + suit] as number;
  }

  /** Keeps a bound with the owners that decided it (`masks` says which owner bits count, per suit). */
  store(
    lengths0: number,
    lengths1: number,
    leader: number,
    o0: number,
    o1: number,
    o2: number,
    o3: number,
    m0: number,
    m1: number,
    m2: number,
    m3: number,
    lower: number,
    upper: number,
  ): void {
    const tag = Transposition.tagOf(lengths0, lengths1, leader);
    const first = this.bucketOf(tag);
    const bucket = first / WAYS;
    const way = this.next[bucket] as number;
    this.next[bucket] = (way + 1) % WAYS;
    const entry = first + way;
    const i = entry * FIELDS;
    const data = this.data;
    this.tags[entry] = tag;
    data[i] = lengths0;
    data[i + 1] = lengths1;
    data[i + 2] = leader;
    data[i + 3] = o0 & m0;
    data[i + 4] = o1 & m1;
    data[i + 5] = o2 & m2;
    data[i + 6] = o3 & m3;
    data[i + 7] = m0;
    data[i + 8] = m1;
    data[i + 9] = m2;
    data[i + 10] = m3;
    this.lower[entry] = lower;
    this.upper[entry] = upper;
  }
}
