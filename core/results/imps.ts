/** International Match Points: the scale of Law 78B (docs/rules.md, IMPs and team matches). */

// The smallest difference that earns 1, 2, … 24 IMPs. Ordinary scores are multiples of 10, so the
// table's ranges (0–10, 20–40, …) are closed off by these lower bounds.
export const IMP_STEPS: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
  3500, 4000,
];

// Every boundary of the table is a multiple of 10, so the IMPs of any difference are those of its tens:
// one lookup instead of a search, for columns of thousands of rows.
const IMPS_BY_TENS = new Int8Array(400);
for (let tens = 0; tens < 400; tens++) {
  let imps = 0;
  while (imps < IMP_STEPS.length && tens * 10 >= (IMP_STEPS[imps] as number)) imps++;
  IMPS_BY_TENS[tens] = imps;
}

/**
 * Signed IMPs for a points difference; never −0. Throws a RangeError on a number that is not finite.
 * @example toImps(250) // 6
 * @example toImps(-500) // -11
 */
export function toImps(difference: number): number {
  if (!Number.isFinite(difference))
    throw new RangeError(`a points difference must be a finite number, not ${difference}`);
  const size = difference < 0 ? -difference : difference;
  const imps = size >= 4000 ? 24 : (IMPS_BY_TENS[Math.floor(size / 10)] as number);
  if (imps === 0) return 0;
  return difference < 0 ? -imps : imps;
}
