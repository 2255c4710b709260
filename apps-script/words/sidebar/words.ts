/**
 * The shape of the sidebar's dictionary: the English one's keys, each a message. English (en.ts) is the
 * source; every other language is typed `Translation<English>`, so that a missing or extra key does not
 * compile (as extension/words/words.ts does for the popup).
 */
import type { EN } from './en';

/** A dictionary in another language: every key of the English one, each a message. */
export type Translation<English> = { readonly [K in keyof English]: string };

/** The sidebar's words in one language. */
export type SidebarWords = Translation<typeof EN>;

/** A word's key: `setup.title`, `pairs.refresh`. */
export type SidebarKey = keyof SidebarWords;
