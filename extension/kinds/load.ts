/**
 * The registry's kinds loaded, with their engines, pads and tables: for History, a backup, the print
 * page and the CSV file, never for the popup's first view.
 */
import type { KeptEngines, KeptKind } from '../../core/index';
import type { Kind } from './kind';
import { KINDS } from './registry';

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
