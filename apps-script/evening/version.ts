/**
 * A version stamp of what the movement is worked out from: Deals as the evening reads it (its options,
 * and every row's cells but the points and times it writes itself) and the director's decisions at
 * ties. Taken from the sheet rather than counted by the add-on's writes, so that a correction typed
 * into Deals by hand changes it too; the director's own columns are not part of it.
 */
import type { Side } from '../../core/index';
import type { Evening } from './evening';

/** 53 bits of a string (cyrb53): enough that two versions of an evening never share a stamp by chance. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The stamp of a movement: the same evening and decisions give the same one, any change another. */
export function movementVersion(evening: Evening, decisions: { readonly [table: number]: Side }): string {
  const rows = evening.rows.map(({ sheetRow: _, ...cells }) => cells);
  const ties = Object.entries(decisions)
    .filter(([, side]) => side === 'NS' || side === 'EW')
    .sort(([a], [b]) => Number(a) - Number(b));
  return hash53(JSON.stringify([evening.settings, rows, ties]));
}
