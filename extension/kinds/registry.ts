/**
 * Vocabulary: a *kind* is a kind of session (a rubber, a Chicago, a Bugger game, a team match) and its
 * descriptor; a *keeper* is the live machine that keeps a kind's session in play; *kept* is said only of
 * a session put away (an entry of History, of a backup, the print job).
 *
 * The registry: every kind the popup keeps, one line each, in the order tabs, History and backups list
 * them. Each entry is small and static; its engine, pad and view load on first use (`load`, `view`).
 * Storage, backup, History and the print page take their lists from here.
 */
import type { KeptEngines, KeptKind } from '../../core/index';
import { bugger } from './bugger/entry';
import { chicago } from './chicago/entry';
import type { Kind, KindEntry } from './kind';
import { match } from './match/entry';
import { rubber } from './rubber/entry';

export const KINDS: readonly KindEntry[] = [rubber, chicago, bugger, match];

/** Every kind, loaded, by its key. */
export type Kinds = { readonly [K in KeptKind]?: Kind };

/** Every kind with its engine, pad and table, in the registry's order: for a backup. */
export const loadEveryKind = (): Promise<readonly Kind[]> => Promise.all(KINDS.map((entry) => entry.load()));

/** Every kind with its engine, pad and table, by its key: for History and the print page. */
export async function loadKinds(): Promise<Kinds> {
  return Object.fromEntries((await loadEveryKind()).map((kind) => [kind.entry.key, kind]));
}

/** The engine that reads each kind of kept session, as the core's readers take them. */
export const enginesOf = (kinds: Kinds | readonly Kind[]): KeptEngines =>
  Object.fromEntries(Object.values(kinds).map((kind: Kind) => [kind.entry.key, kind.engine]));

/** The kind of a session by its format; undefined for one the popup does not keep (a Progressive evening). */
export const kindOfFormat = (format: string, kinds: Kinds): KeptKind | undefined =>
  KINDS.find((entry) => kinds[entry.key]?.engine.format === format)?.key;
