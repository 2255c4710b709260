/**
 * The shape of the table page's dictionary: the English one's keys, each a message. English (en.ts) is
 * the source; every other language is typed `Translation<English>`, so that a missing or extra key does
 * not compile (as the sidebar's words do).
 */
import type { Translation } from '../sidebar/words';
import type { EN } from './en';

/** The table page's words in one language. */
export type TableWords = Translation<typeof EN>;

/** A word's key: `step.declarer`, `send.waiting`. */
export type TableKey = keyof TableWords;
