// The WBF continuous scale worked here from its statement in docs/rules.md (Victory Points), apart from
// the core's code: the formula rounded to two decimals, then mended from the top down (the rules say the
// order does not matter) until no extra IMP is worth more than the one before. For the expected values of
// the teams tests, core's and sheet's alike.

const TAU = (Math.sqrt(5) - 1) / 2;

/** The winner's VPs in hundredths for margins 0, 1, … up to the first that scores 20. */
function winnerTable(boards: number): number[] {
  const blitz = 15 * Math.sqrt(boards);
  const table: number[] = [];
  for (let imps = 0; ; imps++) {
    const vp = Math.min(20, 10 + (10 * (1 - TAU ** ((3 * imps) / blitz))) / (1 - TAU ** 3));
    table.push(Math.round(vp * 100));
    if (vp >= 20) break;
  }
  for (let mended = true; mended; ) {
    mended = false;
    for (let i = table.length - 2; i >= 1; i--)
      if ((table[i + 1] as number) - (table[i] as number) > (table[i] as number) - (table[i - 1] as number)) {
        table[i] = (table[i] as number) + 1;
        mended = true;
      }
  }
  return table;
}

/** The VPs, in hundredths, of the side whose IMP margin is `imps` in a match of `boards` boards. */
export function wbfHundredths(imps: number, boards: number): number {
  const table = winnerTable(boards);
  const winner = table[Math.min(Math.abs(imps), table.length - 1)] as number;
  return imps < 0 ? 2000 - winner : winner;
}

/** The same in VPs. */
export const wbfVps = (imps: number, boards: number): number => wbfHundredths(imps, boards) / 100;
