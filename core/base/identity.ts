/**
 * Who a pair is, however a file or a sheet writes it. Sheets turns a typed `01` into the number 1, a
 * club program writes `01`, another `1.0`: all three are pair 1, and a ranking that kept them apart would
 * rank one pair twice. A name (`Phantom`, `A3`) is kept as written, less the spaces around it.
 */

/** A whole number written with leading zeros, a `+`, or a zero fraction: `01`, `+1`, `1.0`, `1,00`. */
const NUMBER_WRITTEN = /^\+?0*(\d{1,15})(?:[.,]0*)?$/;

/** A pair as one key wherever it is written: `"01"`, `"1.0"`, `" 1 "` and `"1"` are all `"1"`. */
export function pairId(written: string | number): string {
  const text = String(written).trim();
  const whole = NUMBER_WRITTEN.exec(text)?.[1];
  return whole === undefined ? text : String(Number(whole));
}

/** A player known by name (a BBO username): compared without case or the spaces around it. */
export const playerId = (name: string): string => name.trim().toLocaleLowerCase('en');

/**
 * A partnership known only by its players (a BBO file, where no pair is numbered): the two names
 * compared without case or the spaces around them, in either order, so that `Cheryl O` and `cheryl o`
 * are one player and N/S `Ann - Bob` one pair with `Bob - Ann`.
 */
export function partnershipId(first: string, second: string): string {
  const [a, b] = [first, second].map(playerId);
  return (a as string) <= (b as string) ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}
