// Deals of freak shapes, for the comparisons with DDS and the bench: long suits, voids and
// solid runs, where move order and the table's bounds work least like they do on ordinary deals.

/** The freak deals as PBN text from North; the last is the slowest known to the solver. */
export const FREAK_DEALS: readonly string[] = [
  'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432',
  'N:AKQJT98.AKQJT9.. 765432.8765432.. ..AKQJT98.AKQJT9 ..765432.8765432',
  'N:AKQJT98..AKQJT9. 765432...AKQJT98 .AKQJT98.876543. .765432.2.765432',
  'N:AKQJ.AKQJ.AKQ.AK T987.T987.JT9.QJ 6543.6543.876.T9 2.2.5432.8765432',
  // Four voids and two 7-card suits: DDS takes half a minute on it, the longest of any deal we know.
  'N:.AQJ8765..AQT643 JT9632..Q962.K72 A74..KJ8543.J985 KQ85.KT9432.AT7.',
];
