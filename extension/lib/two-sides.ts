/** The result line of a pad of two columns, as History, the print page and a CSV word it. */

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
