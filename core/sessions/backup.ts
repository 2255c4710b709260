/**
 * A backup file: everything a face keeps (its history and the session in play of each kind) as one JSON
 * text, so that a player can move it to another device or browser. Reading one checks every session with
 * its kind's engine, as loading a saved session does, and says where the first problem is; merging it
 * into a history never drops an entry that is already there.
 */

import { under } from '../base/problem.js';
import { quoteValue } from '../base/quote.js';
import { isRecord } from '../base/read.js';
import type { Result } from '../base/result.js';
import { err, ok, refused } from '../base/result.js';
import { KEPT_KINDS, type KeptKind, type KeptSession } from './kept.js';
import { type Engine, loadSession } from './session.js';

/** The format name written in every backup file, to tell it from other JSON. */
export const BACKUP_FORMAT = 'bridge-scorer/backup';
/** The version of the backup format this build writes and reads. */
export const BACKUP_VERSION = 1;

/**
 * Larger than the browser's local storage area (10 MB) can hold, so a longer file is no backup of ours:
 * refusing it before parsing keeps a huge file from stalling the face.
 */
export const MAX_BACKUP_LENGTH = 10_000_000;

/**
 * The engine that reads each kind of kept session; a kind without one is refused with that reason. A
 * parameter, not a table here, so that a face's bundle carries only the engines it keeps.
 */
// biome-ignore lint/suspicious/noExplicitAny: each kind's engine has its own settings, events and state.
export type KeptEngines = { readonly [K in KeptKind]?: Engine<any, any, any> };

/** A backup file's content: the history, the session in play of each kind, and what was set aside. */
export interface Backup {
  /** Sessions put away, newest first. */
  readonly history: readonly KeptSession[];
  /** The session in play of each kind, where there is one. */
  readonly current: { readonly [K in KeptKind]?: KeptSession };
  /**
   * What a face could not read and set aside, carried as it is (no engine reads it), so that a move to
   * another device loses that too. Files of earlier builds have none.
   */
  readonly aside?: readonly SetAsideEntry[];
}

/** Data a face could not read, kept with where it was, when, and why. */
export interface SetAsideEntry {
  readonly key: string;
  readonly when: string;
  readonly problem: string;
  readonly value: unknown;
}

/**
 * The backup as the JSON text of a file, with its format name, version and the time it was made.
 * @example parseBackup(formatBackup(backup), engines) // ok(backup)
 */
export function formatBackup(backup: Backup, exported: string = new Date().toISOString()): string {
  const current: { [K in KeptKind]?: KeptSession } = {};
  for (const kind of KEPT_KINDS) if (backup.current[kind]) current[kind] = backup.current[kind];
  const aside = backup.aside !== undefined && backup.aside.length > 0 ? { aside: backup.aside } : {};
  return `${JSON.stringify(
    { format: BACKUP_FORMAT, version: BACKUP_VERSION, exported, history: backup.history, current, ...aside },
    null,
    1,
  )}\n`;
}

/**
 * Reads a backup file's text: every entry is checked with its kind's engine (`engines`), and the first
 * problem is the error, saying where: `entry 3 (rubber, 2026-11-02): event 5: …`. Never throws.
 */
export function parseBackup(text: string, engines: KeptEngines): Result<Backup> {
  if (text.length > MAX_BACKUP_LENGTH)
    return refused(
      'backup-too-long',
      `the file holds ${text.length.toLocaleString('en')} characters; a backup is at most 10 MB`,
      { length: text.length.toLocaleString('en'), most: '10 MB' },
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (problem) {
    const why = (problem as Error).message;
    return refused('backup-not-json', `not a backup file: not valid JSON (${why})`, { why });
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT)
    return refused(
      'backup-format',
      `not a backup file: its format must be "${BACKUP_FORMAT}", not ${quoteValue(isRecord(value) ? value.format : value)}`,
      { format: BACKUP_FORMAT, value: quoteValue(isRecord(value) ? value.format : value) },
    );
  if (value.version !== BACKUP_VERSION)
    return refused(
      'backup-version',
      `backup version ${quoteValue(value.version)} is not known here (this build reads version ${BACKUP_VERSION})`,
      { value: quoteValue(value.version), version: BACKUP_VERSION },
    );
  if (!Array.isArray(value.history))
    return refused('history-list', `"history" must be a list, not ${quoteValue(value.history)}`, {
      value: quoteValue(value.history),
    });
  const history: KeptSession[] = [];
  for (const [i, entry] of value.history.entries()) {
    const read = readKeptSession(entry, engines);
    if (!read.ok) {
      // Where the entry can be told apart (its kind, its day), the sentence names it and the code says so.
      const at = where(entry);
      const whole =
        at === ''
          ? { code: 'backup-entry', params: { entry: i + 1 } }
          : { code: 'backup-entry-at', params: { entry: i + 1, at } };
      return err(under(read.error, `entry ${i + 1}${at === '' ? '' : ` (${at})`}`, whole));
    }
    history.push(read.value);
  }
  const current: { [K in KeptKind]?: KeptSession } = {};
  const stored = value.current ?? {};
  if (!isRecord(stored))
    return refused('current-object', `"current" must be an object, not ${quoteValue(stored)}`, {
      value: quoteValue(stored),
    });
  for (const key of Object.keys(stored)) {
    const kind = KEPT_KINDS.find((k) => k === key);
    if (kind === undefined)
      return refused('current-kind', `current ${quoteValue(key)}: not a kind of session kept here`, {
        kind: quoteValue(key),
      });
    const read = readKeptSession(stored[kind], engines);
    if (!read.ok) return err(under(read.error, `current ${kind}`, { code: 'backup-current', params: { kind } }));
    if (read.value.kind !== kind)
      return refused('current-holds', `current ${kind}: it holds a ${read.value.kind}`, {
        kind,
        holds: read.value.kind,
      });
    current[kind] = read.value;
  }
  const aside = readAside(value.aside);
  if (!aside.ok) return aside;
  return ok({ history: sortNewestFirst(history), current, ...(aside.value.length > 0 ? { aside: aside.value } : {}) });
}

/** The file's set-aside data: each entry says where it was, when and why; its value is kept as it is. */
function readAside(value: unknown): Result<SetAsideEntry[]> {
  if (value === undefined) return ok([]);
  if (!Array.isArray(value))
    return refused('aside-list', `"aside" must be a list, not ${quoteValue(value)}`, { value: quoteValue(value) });
  const read: SetAsideEntry[] = [];
  for (const [i, entry] of value.entries()) {
    if (
      !isRecord(entry) ||
      typeof entry.key !== 'string' ||
      typeof entry.when !== 'string' ||
      typeof entry.problem !== 'string'
    )
      return refused('aside-entry', `aside ${i + 1}: must say its key, when and problem, not ${quoteValue(entry)}`, {
        entry: i + 1,
        value: quoteValue(entry),
      });
    // What is kept must be written out again (the next export, the browser's storage): a value nested
    // too deep for that is refused here, before anything is stored, not half-way through an import.
    if (!canBeWritten(entry.value))
      return refused('aside-too-deep', `aside ${i + 1}: its value is nested too deep to be kept`, { entry: i + 1 });
    read.push({ key: entry.key, when: entry.when, problem: entry.problem, value: entry.value });
  }
  return ok(read);
}

function canBeWritten(value: unknown): boolean {
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
}

/** `rubber, 2026-11-02`: an entry as far as it can be told apart, for a message that points at it. */
function where(entry: unknown): string {
  if (!isRecord(entry)) return '';
  const kind =
    typeof entry.kind === 'string' && (KEPT_KINDS as readonly string[]).includes(entry.kind) ? entry.kind : '';
  const date = [entry.ended, entry.started].find((d): d is string => typeof d === 'string' && DATE.test(d));
  const parts = [kind, date?.slice(0, 10) ?? ''].filter((p) => p !== '');
  return parts.join(', ');
}

// The `~n` a merge adds has at most 9 digits: a 10 MB file holds far fewer entries than that.
const ID = /^[\w-]{1,64}(~\d{1,9})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** How many names a kept session carries at most, and how long each: what a face lets the players type. */
export const MAX_KEPT_NAMES = 8;
/** The longest name a kept session carries, in characters. */
export const MAX_KEPT_NAME_LENGTH = 60;

/**
 * One kept session from unknown JSON, its session loaded by its kind's engine, or the first problem in
 * words. What comes back is built afresh, so nothing but the known fields of the input is kept.
 */
export function readKeptSession(value: unknown, engines: KeptEngines): Result<KeptSession> {
  if (!isRecord(value))
    return refused('kept-not-object', `a kept session must be an object, not ${quoteValue(value)}`, {
      value: quoteValue(value),
    });
  const { id, kind: kindValue, started, ended, names } = value;
  if (typeof id !== 'string' || !ID.test(id))
    return refused('kept-id', `its id must be 1–64 letters, digits, "-" or "_", not ${quoteValue(id)}`, {
      min: 1,
      max: 64,
      value: quoteValue(id),
    });
  const kind = KEPT_KINDS.find((k) => k === kindValue);
  if (kind === undefined)
    return refused('kept-kind', `its kind must be ${KEPT_KINDS.join(', ')}, not ${quoteValue(kindValue)}`, {
      kinds: KEPT_KINDS,
      value: quoteValue(kindValue),
    });
  const engine = engines[kind];
  if (engine === undefined) return refused('kept-engine', `a ${kind} cannot be read by this build`, { kind });
  for (const [name, date] of [
    ['started', started],
    ['ended', ended],
  ] as const) {
    if (date !== undefined && (typeof date !== 'string' || !DATE.test(date) || Number.isNaN(Date.parse(date))))
      return refused(
        'kept-date',
        `"${name}" must be a date and time like "2026-11-02T19:30:00Z", not ${quoteValue(date)}`,
        { field: name, example: '2026-11-02T19:30:00Z', value: quoteValue(date) },
      );
  }
  const readNames = readKeptNames(names);
  if (!readNames.ok) return readNames;
  const loaded = loadSession(engine, value.session);
  if (!loaded.ok) return loaded;
  return ok({
    id,
    kind,
    ...(started === undefined ? {} : { started: started as string }),
    ...(ended === undefined ? {} : { ended: ended as string }),
    ...(readNames.value === undefined ? {} : { names: readNames.value }),
    session: loaded.value.session,
  });
}

/** Names as a kept session holds them: a short list of short texts, blank where a side was not named. */
export function readKeptNames(names: unknown): Result<readonly string[] | undefined> {
  if (names === undefined) return ok(undefined);
  if (!Array.isArray(names) || names.length > MAX_KEPT_NAMES)
    return refused(
      'names-list',
      `"names" must be a list of at most ${MAX_KEPT_NAMES} names, not ${quoteValue(names)}`,
      {
        most: MAX_KEPT_NAMES,
        value: quoteValue(names),
      },
    );
  for (const name of names)
    if (typeof name !== 'string' || name.length > MAX_KEPT_NAME_LENGTH)
      return refused(
        'name-length',
        `each name must be a text of at most ${MAX_KEPT_NAME_LENGTH} characters, not ${quoteValue(name)}`,
        { most: MAX_KEPT_NAME_LENGTH, value: quoteValue(name) },
      );
  return ok(names as string[]);
}

/** When an entry was played, for ordering: put away, else started; an entry with neither goes last. */
const playedAt = (kept: KeptSession): number => {
  const time = Date.parse(kept.ended ?? kept.started ?? '');
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** A history as a face lists it: newest first; entries played at the same time keep their order. */
export const sortNewestFirst = (history: readonly KeptSession[]): KeptSession[] =>
  history.slice().sort((a, b) => playedAt(b) - playedAt(a));

/**
 * A kept session's content as text with its keys in order, id left out: two entries with the same
 * text are the same game. Entries are read by readKeptSession first, so they hold plain, shallow data.
 * The one rule for "the same game", for the history and the sessions in play alike.
 */
export function keptContent(kept: KeptSession): string {
  const { id: _id, ...content } = kept;
  return JSON.stringify(content, (_key, value: unknown) =>
    isRecord(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );
}

/** An id without the `~n` a merge may have put after it. */
export const keptIdBase = (id: string): string => id.replace(/~\d+$/, '');

/** What a merge did: the history to keep, and how many incoming entries were new or already here. */
export interface MergedHistory {
  readonly history: readonly KeptSession[];
  readonly added: number;
  readonly already: number;
}

/**
 * `incoming` added to `here`, newest first, with nothing of either lost. An entry already here (the same
 * game under its id, or under that id with a `~n` a merge gave it) is not doubled; a different game under an id already taken (two devices that
 * edited one game apart) is kept too, under the id with `~2` (`~3`, …) after it, so that each entry can
 * still be opened and deleted by its id, and importing the same file again adds nothing.
 */
export function mergeHistory(here: readonly KeptSession[], incoming: readonly KeptSession[]): MergedHistory {
  const merged = here.slice();
  const taken = new Set<string>();
  // Every game under a base id or one of its `~n`, and the next `n` to try: one look each, not a walk
  // from ~2 for every entry (which made k entries under one id cost k²).
  const games = new Map<string, Set<string>>();
  const nextSuffix = new Map<string, number>();
  const note = (id: string, content: string) => {
    taken.add(id);
    const base = keptIdBase(id);
    const set = games.get(base);
    if (set === undefined) games.set(base, new Set([content]));
    else set.add(content);
  };
  for (const kept of merged) note(kept.id, keptContent(kept));
  let added = 0;
  let already = 0;
  for (const kept of incoming) {
    const content = keptContent(kept);
    const base = keptIdBase(kept.id);
    if (games.get(base)?.has(content)) {
      already++;
      continue;
    }
    let id = kept.id;
    if (taken.has(id)) {
      let n = nextSuffix.get(base) ?? 2;
      while (taken.has(`${base}~${n}`)) n++;
      id = `${base}~${n}`;
      nextSuffix.set(base, n + 1);
    }
    note(id, content);
    merged.push(id === kept.id ? kept : { ...kept, id });
    added++;
  }
  return { history: sortNewestFirst(merged), added, already };
}
