/** The result line of a pad of two columns, as History, the print page and a CSV word it. */
import { PAIRS, SIDES } from '../../core/index';

/**
 * What a side is called wherever a player would write it: its players' names joined (`Nora & Sam`), or
 * what the pad calls it (`We`, `NS`) while any of them is blank.
 */
export function sideName(players: readonly (string | undefined)[], called: string): string {
  const given = players.map((name) => name?.trim() ?? '');
  return given.every((name) => name !== '') ? given.join(' & ') : called;
}

/** A rubber's sides, We and They, by the names kept for each (one a side). */
export const rubberSides = (names: readonly string[]): [string, string] => [
  sideName([names[0]], PAIRS[0]),
  sideName([names[1]], PAIRS[1]),
];

/** A Chicago's sides, NS and EW, by the names kept for N, E, S and W: a side is its two players. */
export const chicagoSides = (names: readonly string[]): [string, string] => [
  sideName([names[0], names[2]], SIDES[0]),
  sideName([names[1], names[3]], SIDES[1]),
];

/** A two-column pad's result line, its columns named by the players where they gave names. */
export function twoSides(totals: readonly [number, number], sides: readonly [string, string], winner?: 0 | 1 | null) {
  const line = `${sides[0]} ${totals[0]}, ${sides[1]} ${totals[1]}`;
  if (winner === undefined) return line;
  if (winner === null) return `${line}; level`;
  return `${line}; ${sides[winner]} win by ${Math.abs(totals[0] - totals[1])}`;
}

/** The winning column's index, as twoSides takes it: undefined in play, null when level. */
export const column = <H extends string>(winner: H | null | undefined, holders: readonly H[]) =>
  winner === undefined || winner === null ? winner : (holders.indexOf(winner) as 0 | 1);

/** Each result given a name from `names` by position, those left blank dropped: History's totals by name. */
export const namedResults = <R>(names: readonly string[], results: readonly R[]): (R & { readonly name: string })[] =>
  results.flatMap((result, i) => {
    const name = names[i]?.trim() ?? '';
    return name === '' ? [] : [{ ...result, name }];
  });
