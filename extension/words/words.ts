/**
 * The shape of a dictionary: the English sections' keys, each a message. The English sections are the
 * source; every other language's section is typed `Translation<typeof its English section>`.
 */
import type { EN } from './en';
import type { firstView } from './en/first-view';

/** A section in another language: every key of the English one, each a message. */
export type Translation<English> = { readonly [K in keyof English]: string };

/** A whole dictionary. */
export type Words = Translation<typeof EN>;

/** The words loaded before the popup first shows: its frame, tabs and Score view. */
export type FirstViewWords = Translation<typeof firstView>;

/** A word's key: `score.title`, `rubber.new`. */
export type WordKey = keyof Words;
