/** Small pieces of English that every message and label is made of, so they read the same everywhere. */

/** `1 overtrick`, `2 overtricks`. */
export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `a`, `a or b`, `a, b or c`. */
export const orList = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
