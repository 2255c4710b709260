/**
 * Vocabulary: a *kind* is a kind of session (a rubber, a Chicago, a Bugger game, a team match) and its
 * descriptor; a *keeper* is the live machine that keeps a kind's session in play; *kept* is said only of
 * a session put away (an entry of History, of a backup, the print job).
 *
 * The registry: every kind the popup keeps, one line each, in the order tabs, History and backups list
 * them. Each entry is small and static; its engine, pad and view load on first use (`load`, `view`).
 * Storage, backup, History and the print page take their lists from here (load.ts
 * loads them).
 */
import { bugger } from './bugger/entry';
import { chicago } from './chicago/entry';
import type { KindEntry } from './kind';
import { match } from './match/entry';
import { rubber } from './rubber/entry';

export const KINDS: readonly KindEntry[] = [rubber, chicago, bugger, match];
