/**
 * The evening's lists in words, as the core's `orList` words a choice: the rows of a duplicated deal, the
 * columns of a header found twice. Kept here while the core has no `andList`; it belongs beside `orList`.
 */

/** `a`, `a and b`, `a, b and c`. */
export const andList = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
