// The IMP scale of Law 78B, range by range as the Laws print it: [lowest difference, highest difference, IMPs].
// biome-ignore format: the table reads best in rows
export const IMP_TABLE: readonly [number, number, number][] = [
  [0, 10, 0], [20, 40, 1], [50, 80, 2], [90, 120, 3], [130, 160, 4], [170, 210, 5], [220, 260, 6], [270, 310, 7],
  [320, 360, 8], [370, 420, 9], [430, 490, 10], [500, 590, 11], [600, 740, 12], [750, 890, 13], [900, 1090, 14],
  [1100, 1290, 15], [1300, 1490, 16], [1500, 1740, 17], [1750, 1990, 18], [2000, 2240, 19], [2250, 2490, 20],
  [2500, 2990, 21], [3000, 3490, 22], [3500, 3990, 23], [4000, 8000, 24],
];

/** IMPs for a difference, looked up in the table above. */
export function impsFor(difference: number): number {
  const size = Math.abs(difference);
  const row = IMP_TABLE.find(([low, high]) => size >= low && size <= high) ?? IMP_TABLE[IMP_TABLE.length - 1];
  const imps = (row as [number, number, number])[2];
  return difference < 0 && imps !== 0 ? -imps : imps;
}
