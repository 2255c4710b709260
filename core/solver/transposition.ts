/**
 * The transposition table. A bound on North–South's tricks from a trick's start is kept with only the
 * cards that decided it: per suit, the top cards whose owners mattered (from the lowest deciding card —
 * one that won a trick by its rank, or that a quick trick had to beat — up); below them, any card of
 * the same hand would do, so a later position that matches on those owners and on every hand's length
 * in every suit takes the bound as it is. This is DDS's "winning ranks" idea, and it is most of the
 * speed. Positions are bucketed by their suit lengths and leader; a bucket holds a few entries, the
 * oldest replaced first.
 *
 * One table serves the four declarers of a strain and every target tried: a bound holds whatever the
 * question was.
 */

/** Entries a bucket holds. */
const WAYS = 128;
/**
 * Int32 fields an entry keeps, eight so that an entry is half a cache line: the two length words, a
 * packed word (leader, bounds, and per suit how many top cards decided), the four owner words, and
 * the lead that cut the search off (suit << 16 | card bit; 0 for none).
 */
const FIELDS = 8;

/** `OWNERS[present × 16 + top]`: the owner bits of the `top` highest of `present` cards in a suit. */
const OWNERS = new Int32Array(14 * 16);
for (let present = 0; present <= 13; present++)
  for (let top = 0; top <= present; top++)
    OWNERS[present * 16 + top] = ((1 << (2 * present)) - 1) ^ ((1 << (2 * (present - top))) - 1);

/**
 * A tag: bits 24–31 a hash of the position's lengths and leader (never all 0, which marks an empty
 * way); bits 16–23 the entry's flags, two a suit (bit 16 + 2 × suit: the suit's top card decided; the
 * next bit: its second card did too); bits 0–15 who holds each suit's top two cards, 4 bits a suit (the
 * top card's owner above the second's). A look-up compares the hash and the owners its flags name,
 * so that most entries of the same lengths but other cards are passed over on the tag alone.
 */
const TAG_COMPARED = new Int32Array(256);
for (let flags = 0; flags < 256; flags++) {
  let compared = 0xff << 24;
  for (let suit = 0; suit < 4; suit++) {
    if ((flags >> (2 * suit)) & 1) compared |= 12 << (4 * suit);
    if ((flags >> (2 * suit + 1)) & 1) compared |= 3 << (4 * suit);
  }
  TAG_COMPARED[flags] = compared;
}

/**
 * Who holds a suit's top two cards (4 bits, the top card's owner above) from its owner word and its
 * number of cards left. With one card left the second owner reads 0, with none both do: no entry
 * flags a card the suit does not have, so those bits are never compared.
 */
const topTwo = (owners: number, count: number): number =>
  count >= 2 ? (owners >>> (2 * count - 4)) & 15 : (owners << 2) & 15 & -count;

function topOwners(o0: number, o1: number, o2: number, o3: number, present: number): number {
  return (
    topTwo(o0, present & 15) |
    (topTwo(o1, (present >> 4) & 15) << 4) |
    (topTwo(o2, (present >> 8) & 15) << 8) |
    (topTwo(o3, (present >> 12) & 15) << 12)
  );
}

/** A tag's flags from an entry's deciding counts (4 bits a suit): whether each suit's top one and two decided. */
function flagsOf(top: number): number {
  let flags = 0;
  for (let suit = 0; suit < 4; suit++) {
    const count = (top >> (4 * suit)) & 15;
    if (count >= 1) flags |= 1 << (2 * suit);
    if (count >= 2) flags |= 2 << (2 * suit);
  }
  return flags;
}

/** Bounds on N/S's tricks from positions, each kept with the cards that decided it. */
export class Transposition {
  private readonly data: Int32Array;
  /** A hash of each entry's lengths and leader, scanned first: one array a bucket reads in a line. */
  private readonly tags: Int32Array;
  private readonly next: Uint8Array;
  /** How many of a bucket's ways hold an entry: a look-up scans those alone, and most buckets are far from full. */
  private readonly filled: Uint8Array;
  private readonly buckets: number;
  /** The packed word of the entry the last `find` matched. */
  private found = 0;
  /** The lead kept with the entry the last `find` matched (suit << 16 | card bit), 0 for none. */
  foundLead = 0;

  constructor(sizeBits: number) {
    this.buckets = Math.max(1, (1 << sizeBits) / WAYS);
    const entries = this.buckets * WAYS;
    this.data = new Int32Array(entries * FIELDS);
    this.tags = new Int32Array(entries);
    this.next = new Uint8Array(this.buckets);
    this.filled = new Uint8Array(this.buckets);
  }

  /** The bytes the table holds. */
  get bytes(): number {
    return this.data.byteLength + this.tags.byteLength + this.next.byteLength + this.filled.byteLength;
  }

  /** Forgets every entry: an entry whose tag is 0 is empty, whatever its fields still hold. */
  clear(): void {
    this.tags.fill(0);
    this.next.fill(0);
    this.filled.fill(0);
  }

  /** A position's lengths and leader, hashed: the bucket from its low bits, the tag's hash from its top 8. */
  private static hashOf(lengths0: number, lengths1: number, leader: number): number {
    const h = Math.imul(lengths0 ^ Math.imul(lengths1, 0x27d4eb2d) ^ leader, 0x9e3779b1);
    return h ^ (h >>> 15);
  }

  private bucketOf(hash: number): number {
    return ((hash >>> 8) & (this.buckets - 1)) * WAYS;
  }

  /** The hash bits a tag keeps, never all 0. */
  private static tagHash(hash: number): number {
    return (hash & 0xff000000) | 0x80000000;
  }

  /**
   * Finds an entry that settles whether N/S take `need`: one matching on lengths and leader whose
   * deciding owners agree with `o0`–`o3`; `present` holds each suit's number of cards left, 4 bits a
   * suit. Gives 1 (they do), 0 (they do not) or -1 (nothing known).
   */
  find(
    lengths0: number,
    lengths1: number,
    leader: number,
    o0: number,
    o1: number,
    o2: number,
    o3: number,
    present: number,
    need: number,
  ): number {
    const hash = Transposition.hashOf(lengths0, lengths1, leader);
    const want = Transposition.tagHash(hash) | topOwners(o0, o1, o2, o3, present);
    const first = this.bucketOf(hash);
    const data = this.data;
    const tags = this.tags;
    // Newest first: an entry stored lately, in the same part of the tree, is the likeliest to match.
    const bucket = first / WAYS;
    const newest = (this.next[bucket] as number) + WAYS;
    const filled = this.filled[bucket] as number;
    for (let way = 0; way < filled; way++) {
      const entry = first + ((newest - 1 - way) & (WAYS - 1));
      const tag = tags[entry] as number;
      if (((tag ^ want) & (TAG_COMPARED[(tag >> 16) & 255] as number)) !== 0) continue;
      const i = entry * FIELDS;
      if (data[i] !== lengths0 || data[i + 1] !== lengths1) continue;
      const packed = data[i + 2] as number;
      if ((packed & 3) !== leader) continue;
      if (((o0 ^ (data[i + 3] as number)) & (OWNERS[((present & 15) << 4) | ((packed >> 10) & 15)] as number)) !== 0)
        continue;
      if (((o1 ^ (data[i + 4] as number)) & (OWNERS[(present & 0xf0) | ((packed >> 14) & 15)] as number)) !== 0)
        continue;
      if (((o2 ^ (data[i + 5] as number)) & (OWNERS[((present >> 4) & 0xf0) | ((packed >> 18) & 15)] as number)) !== 0)
        continue;
      if (((o3 ^ (data[i + 6] as number)) & (OWNERS[((present >> 8) & 0xf0) | ((packed >> 22) & 15)] as number)) !== 0)
        continue;
      if (((packed >> 2) & 15) >= need) {
        this.found = packed;
        this.foundLead = data[i + 7] as number;
        return 1;
      }
      if (((packed >> 6) & 15) < need) {
        this.found = packed;
        this.foundLead = data[i + 7] as number;
        return 0;
      }
    }
    return -1;
  }

  /** How many top cards of suit `suit` decided the entry last found. */
  foundTop(suit: number): number {
    return (this.found >> (10 + 4 * suit)) & 15;
  }

  /**
   * Keeps a bound with the owners that decided it: `top` holds, 4 bits a suit, how many of each suit's
   * top cards decided, and `present` each suit's number of cards left; `lead` is the lead that cut the
   * search off (suit << 16 | card bit), a hint for the next search at that depth, or 0.
   */
  store(
    lengths0: number,
    lengths1: number,
    leader: number,
    o0: number,
    o1: number,
    o2: number,
    o3: number,
    present: number,
    top: number,
    lower: number,
    upper: number,
    lead: number,
  ): void {
    const flags = flagsOf(top);
    const hash = Transposition.hashOf(lengths0, lengths1, leader);
    const tag =
      Transposition.tagHash(hash) |
      (flags << 16) |
      (topOwners(o0, o1, o2, o3, present) & (TAG_COMPARED[flags] as number) & 0xffff);
    const first = this.bucketOf(hash);
    const bucket = first / WAYS;
    const way = this.next[bucket] as number;
    this.next[bucket] = (way + 1) & (WAYS - 1);
    if ((this.filled[bucket] as number) < WAYS) this.filled[bucket] = (this.filled[bucket] as number) + 1;
    const entry = first + way;
    const i = entry * FIELDS;
    const data = this.data;
    this.tags[entry] = tag;
    data[i] = lengths0;
    data[i + 1] = lengths1;
    data[i + 2] = leader | (lower << 2) | (upper << 6) | (top << 10);
    data[i + 3] = o0 & (OWNERS[((present & 15) << 4) | (top & 15)] as number);
    data[i + 4] = o1 & (OWNERS[(present & 0xf0) | ((top >> 4) & 15)] as number);
    data[i + 5] = o2 & (OWNERS[((present >> 4) & 0xf0) | ((top >> 8) & 15)] as number);
    data[i + 6] = o3 & (OWNERS[((present >> 8) & 0xf0) | ((top >> 12) & 15)] as number);
    data[i + 7] = lead;
  }
}
