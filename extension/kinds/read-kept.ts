/**
 * A kept session read back for History, the print page and the CSV file: replayed by its kind's
 * engine, never trusted, its table and its names as a page shows them. All of it is derived by
 * replaying the kept events, never stored.
 */
import { err, formatProblem, type KeptSession, loadSession, ok, type Result } from '../../core/index';
import type { SessionTable } from '../lib/session-rows';
import type { Kind } from './kind';
import type { Kinds } from './load';

/** A kept session read back: its kind, its state and its events. */
export interface ShownKept {
  readonly kind: Kind;
  readonly state: unknown;
  readonly events: readonly unknown[];
}

/**
 * A kept session replayed by its kind's engine, checked as any stored session is (it may come from
 * storage, a file or another build): its kind, state and events, or the loader's words for what is wrong.
 */
export function readKept(kept: KeptSession, kinds: Kinds): Result<ShownKept, string> {
  const kind = kinds[kept.kind];
  if (kind === undefined) return err(`a ${kept.kind} is not kept by this build`);
  const loaded = loadSession(kind.engine, kept.session);
  if (!loaded.ok) return err(formatProblem(loaded.error));
  return ok({ kind, state: loaded.value.state, events: loaded.value.session.events });
}

/** The table of a session read back, the same for its CSV and its printed page. */
export const tableOf = (shown: ShownKept): SessionTable => shown.kind.table(shown.state, shown.events);

/** The kept names as a page shows them, `We: Ann and Bob`, leaving out those left blank. */
export const namesOf = (kept: KeptSession, kinds: Kinds): string[] =>
  (kinds[kept.kind]?.named ?? []).flatMap((role, i) => {
    // Read with care: a kept session can come from storage or a file, where names may be anything.
    const name = Array.isArray(kept.names) && typeof kept.names[i] === 'string' ? kept.names[i].trim() : '';
    return name === '' ? [] : [`${role}: ${name}`];
  });
