/** Small pieces of English that every message and label is made of, so they read the same everywhere. */

/** `1 overtrick`, `2 overtricks`. */
export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The words joined by commas, the last by `last`: a list in a sentence. */
const joined = (words: readonly string[], last: string): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;

/** `a`, `a or b`, `a, b or c`: a choice. */
export const orList = (words: readonly string[]): string => joined(words, 'or');

/** `a`, `a and b`, `a, b and c`: all of them. */
export const andList = (words: readonly string[]): string => joined(words, 'and');

/** The first `most` words joined by commas, and `…` when there are more: a list an answer can hold. */
export const firstOf = (words: readonly string[], most: number): string =>
  `${words.slice(0, most).join(', ')}${words.length > most ? ', …' : ''}`;
