/**
 * Bit tables for a suit's 13 ranks (bit 0 the two, bit 12 the ace), built once: counts, and the
 * "relative" view of a holding that lets the transposition table treat AKQ against JT9 as KQJ against
 * 987 when the cards between them are gone.
 */

const SUIT_SIZE = 1 << 13;

/** The number of cards in each 13-bit holding. */
export const CARD_COUNT: Uint8Array = new Uint8Array(SUIT_SIZE);
for (let mask = 1; mask < SUIT_SIZE; mask++) CARD_COUNT[mask] = (CARD_COUNT[mask >> 1] ?? 0) + (mask & 1);

// Extracting the bits of x under a mask (x86's pext) in two table steps: the low 7 ranks and the high 6.
const EXTRACT_LOW = new Uint8Array(128 * 128);
const EXTRACT_HIGH = new Uint8Array(64 * 64);
function fillExtract(table: Uint8Array, width: number): void {
  for (let mask = 0; mask < 1 << width; mask++) {
    for (let x = 0; x < 1 << width; x++) {
      let out = 0;
      let at = 0;
      for (let bit = 0; bit < width; bit++) {
        if ((mask >> bit) & 1) {
          out |= ((x >> bit) & 1) << at;
          at++;
        }
      }
      table[(mask << width) | x] = out;
    }
  }
}
fillExtract(EXTRACT_LOW, 7);
fillExtract(EXTRACT_HIGH, 6);

/** The cards of `holding` renumbered among the cards of `present` (which holds them): 0 the lowest present. */
export function relative(holding: number, present: number): number {
  const low = present & 127;
  return (
    (EXTRACT_LOW[(low << 7) | (holding & 127)] ?? 0) |
    ((EXTRACT_HIGH[((present >> 7) << 6) | (holding >> 7)] ?? 0) << (CARD_COUNT[low] ?? 0))
  );
}

/** Each bit i of a 13-bit value moved to bit 2i, to interleave two holdings into one owner per card. */
export const SPREAD: Uint32Array = new Uint32Array(SUIT_SIZE);
for (let x = 1; x < SUIT_SIZE; x++) {
  let out = 0;
  for (let bit = 0; bit < 13; bit++) if ((x >> bit) & 1) out |= 1 << (2 * bit);
  SPREAD[x] = out;
}

/** The highest card of a non-empty holding, as a bit. */
export const highestBit = (holding: number): number => 1 << (31 - Math.clz32(holding));

/** The lowest card of a non-empty holding, as a bit. */
export const lowestBit = (holding: number): number => holding & -holding;

/** A card's rank 0–12 from its bit. */
export const rankOfBit = (bit: number): number => 31 - Math.clz32(bit);
