/**
 * A double-dummy table as one short text, the form of the `[DoubleDummyTricks]` tag that Bridge Composer
 * and the programs following it write in PBN files: 20 hexadecimal digits, one a count of tricks
 * (0–9, then A–D for 10–13), declarers in the order North, South, East, West, and for each the strains
 * NT, ♠, ♥, ♦, ♣. A sheet keeps it beside its deal, and a cache under the deal, so that no deal is
 * solved twice. docs/rules.md cites the sources of the order.
 */
import type { Seat, Strain } from '../base/vocabulary.js';
import type { DdTable } from './dd-table.js';

/** The declarers in the tag's order: North–South first, unlike a deal's clockwise seats. */
const DECLARERS: readonly Seat[] = ['N', 'S', 'E', 'W'];
const STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];
const DIGITS = '0123456789ABCD';

/**
 * A table's 20 digits, as `[DoubleDummyTricks]` holds them.
 * @example formatDdTable(table) // '56865568656757867578': N 5 in NT, 6 in ♠ …, W 8 in ♣
 */
export function formatDdTable(table: DdTable): string {
  return DECLARERS.map((seat) => STRAINS.map((strain) => DIGITS[table[seat][strain]] ?? '?').join('')).join('');
}

/**
 * The table that 20 digits hold (either case, spaces around them ignored); undefined for anything else
 * (a digit past 13, too few or too many), which a caller solves again rather than trust.
 */
export function parseDdTable(text: string): DdTable | undefined {
  const digits = String(text).trim().toUpperCase();
  if (!/^[0-9A-D]{20}$/.test(digits)) return undefined;
  const count = (seat: number, strain: number) => DIGITS.indexOf(digits[seat * 5 + strain] as string);
  const row = (seat: number) => ({
    NT: count(seat, 0),
    S: count(seat, 1),
    H: count(seat, 2),
    D: count(seat, 3),
    C: count(seat, 4),
  });
  return { N: row(0), S: row(1), E: row(2), W: row(3) };
}
