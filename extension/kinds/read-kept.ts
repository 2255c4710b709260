/**
 * A kept session read back for History, the print page and the CSV file: replayed by its kind's
 * engine, never trusted, its table and its names as a page shows them. All of it is derived by
 * replaying the kept events, never stored.
 */
import { err, type KeptSession, loadSession, ok, type Result } from '../../core/index';
import type { SessionTable } from '../lib/session-rows';
import { roleWord } from '../lib/two-sides';
import { sayProblem, t } from '../words/index';
import type { Kind } from './kind';
import type { Kinds } from './load';

/** A kept session read back: its kind, its state, its events and the names kept with it. */
export interface ShownKept {
  readonly kind: Kind;
  readonly state: unknown;
  readonly events: readonly unknown[];
  /** As the kind's `named` orders them, blank where none was given. */
  readonly names: readonly string[];
}

/** The kept names, each read with care: a kept session can come from storage or a file. */
const keptNames = (kept: KeptSession): string[] =>
  Array.isArray(kept.names) ? kept.names.map((name) => (typeof name === 'string' ? name.trim() : '')) : [];

/**
 * A kept session replayed by its kind's engine, checked as any stored session is (it may come from
 * storage, a file or another build): its kind, state and events, or the loader's words for what is wrong.
 */
export function readKept(kept: KeptSession, kinds: Kinds): Result<ShownKept, string> {
  const kind = kinds[kept.kind];
  if (kind === undefined) return err(t('keeper.notKept', { kind: kept.kind }));
  const loaded = loadSession(kind.engine, kept.session);
  if (!loaded.ok) return err(sayProblem(loaded.error));
  return ok({ kind, state: loaded.value.state, events: loaded.value.session.events, names: keptNames(kept) });
}

/** The table of a session read back, the same for its CSV and its printed page. */
export const tableOf = (shown: ShownKept): SessionTable => shown.kind.table(shown.state, shown.events, shown.names);

/**
 * Who won, as History's line says it: the kind's result (totals, and the winner once played out), with
 * `(unfinished)` after a session not played out. The print page and a copied result word it alike.
 */
export const resultOf = (shown: ShownKept): string =>
  `${shown.kind.result(shown.state, shown.names)}${shown.kind.finished(shown.state) ? '' : ` ${t('keeper.unfinished')}`}`;

/** The kept names as a page shows them, `We: Ann and Bob`, leaving out those left blank. */
export const namesOf = (kept: KeptSession, kinds: Kinds): string[] =>
  (kinds[kept.kind]?.named ?? []).flatMap((role, i) => {
    const name = keptNames(kept)[i] ?? '';
    return name === '' ? [] : [`${roleWord(role)}: ${name}`];
  });
