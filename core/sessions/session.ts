/**
 * Sessions as plain JSON: a format name, a version, the settings and the list of what happened. Every
 * other number is derived from those by replaying the events, so undo is dropping the last event, and a
 * session saved anywhere can be loaded anywhere. Loading checks everything and never throws.
 */

import { isRecord, readOneOf, show } from '../base/read.js';
import type { Result } from '../base/result.js';
import { err, ok } from '../base/result.js';

/** Any kind of session as saved: its format, version, settings and the list of what happened. */
export interface Session<Settings, Event> {
  readonly format: string;
  readonly version: number;
  readonly settings: Settings;
  readonly events: readonly Event[];
}

/** The codes a session's load, addition or edit is refused with. */
export const SESSION_ERRORS = [
  'not-json',
  'not-a-session',
  'wrong-format',
  'unknown-version',
  'bad-settings',
  'bad-event',
  'impossible-event',
  // Changing an event that is already in a session (replaceEvent, removeEvent):
  'no-such-event',
  'later-impossible',
] as const;
/** Why a session was refused, as a code a face can act on. */
export type SessionErrorCode = (typeof SESSION_ERRORS)[number];

/** A session refused: the code, the event at fault (if one) and the message. */
export interface SessionError {
  readonly code: SessionErrorCode;
  /** 0-based index of the event at fault, for the event errors. */
  readonly event?: number;
  readonly message: string;
}

/**
 * What each kind of session supplies: how to read its settings and events from unknown JSON, where to
 * start, and how one event changes the state (or why it cannot happen).
 */
export interface Engine<Settings, Event, State> {
  readonly format: string;
  readonly version: number;
  /** A sentence-fragment naming the problem, or the settings. */
  readSettings(value: unknown): Result<Settings, string>;
  readEvent(value: unknown): Result<Event, string>;
  start(settings: Settings): State;
  /** The state after `event`, or why the event cannot happen now. Must not change `state`. */
  apply(state: State, event: Event): Result<State, string>;
  /**
   * What a player calls the event at `index` of `events`, numbered as the pad shows it: `hand 4`,
   * `deal 2 (passed out)`. Without it, `event 5`.
   */
  nameEvent?(events: readonly Event[], index: number): string;
}

/** The player's name for the event at `index` of `events` (the engine's, or `event N`). */
export const nameEvent = <S, E, St>(engine: Engine<S, E, St>, events: readonly E[], index: number): string =>
  engine.nameEvent?.(events, index) ?? `event ${index + 1}`;

/**
 * An event as every engine's reader first takes it: an object whose `type` is one of `types`. Anything
 * else is refused in the same words whatever the kind of session.
 */
export function readEventRecord<T extends string>(
  value: unknown,
  types: readonly T[],
): Result<{ readonly [key: string]: unknown; readonly type: T }, string> {
  if (!isRecord(value)) return err(`an event must be an object, not ${show(value)}`);
  const type = readOneOf(value.type, types, "an event's type");
  return type.ok ? ok(value as { readonly [key: string]: unknown; readonly type: T }) : type;
}

/** A refusal of a session, for the core's own session modules. */
export const sessionError = (
  code: SessionErrorCode,
  message: string,
  event?: number,
): { ok: false; error: SessionError } => err(event === undefined ? { code, message } : { code, message, event });

// While replay runs, the lists its states grow belong to it alone: nobody else holds the states between
// two events. So a list made during a replay grows in place, and loading is linear in the events;
// outside a replay every change copies, as states that callers keep must not change.
let owned: WeakSet<readonly unknown[]> | undefined;

/**
 * `list` with `items` added at its end. Engines grow their lists with it (never with a spread), so that
 * a replay does not copy every list at every event.
 */
export function appended<T>(list: readonly T[], items: readonly T[]): readonly T[] {
  if (owned?.has(list)) {
    for (const item of items) (list as T[]).push(item);
    return list;
  }
  const copy = list.slice();
  for (const item of items) copy.push(item);
  owned?.add(copy);
  return copy;
}

/** `list` with its last item replaced by `item`, as `appended` adds: in place only inside a replay. */
export function withLast<T>(list: readonly T[], item: T): readonly T[] {
  const copy = owned?.has(list) ? (list as T[]) : list.slice();
  copy[copy.length - 1] = item;
  owned?.add(copy);
  return copy;
}

// The state of each session the core has built or loaded, so that adding an event applies that one
// event instead of replaying all of them. Sessions are never changed, so a state once derived stays true.
const states = new WeakMap<object, unknown>();

/** Remembers `state` as where `session`'s events lead, for the core's own session modules (edit.ts). */
export const remember = <S, E, St>(session: Session<S, E>, state: St): void => {
  states.set(session, state);
};

/** The state after every event, or the first event that cannot happen, its reason and the state before it. */
export type Replayed<St> =
  | { readonly ok: true; readonly state: St }
  | { readonly ok: false; readonly index: number; readonly reason: string; readonly before: St };

/**
 * One pass over `events` from the settings' start, growing the states' lists in place (see `owned`).
 * For the core's own session modules (edit.ts); faces call `replay`.
 */
export function replayEvents<S, E, St>(engine: Engine<S, E, St>, settings: S, events: readonly E[]): Replayed<St> {
  const outer = owned;
  owned = new WeakSet();
  try {
    let state = engine.start(settings);
    for (let i = 0; i < events.length; i++) {
      const next = engine.apply(state, events[i] as E);
      if (!next.ok) return { ok: false, index: i, reason: next.error, before: state };
      state = next.value;
    }
    return { ok: true, state };
  } finally {
    owned = outer;
  }
}

/** Replays a session's events from its settings; the first impossible event is the error, named by number. */
export function replay<S, E, St>(engine: Engine<S, E, St>, session: Session<S, E>): Result<St, SessionError> {
  const replayed = replayEvents(engine, session.settings, session.events);
  if (!replayed.ok) {
    return sessionError('impossible-event', `event ${replayed.index + 1}: ${replayed.reason}`, replayed.index);
  }
  states.set(session, replayed.state);
  return ok(replayed.state);
}

/**
 * Reads a saved session, as JSON text or as an already parsed value: checks the format, the version, the
 * settings and every event, then replays it. The input is only read, never changed, so nothing of the
 * caller's data is lost when it is refused.
 */
export function loadSession<S, E, St>(
  engine: Engine<S, E, St>,
  input: unknown,
): Result<{ readonly session: Session<S, E>; readonly state: St }, SessionError> {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (problem) {
      return sessionError('not-json', `not valid JSON: ${(problem as Error).message}`);
    }
  }
  if (!isRecord(value) || typeof value.format !== 'string' || !Array.isArray(value.events)) {
    return sessionError('not-a-session', 'not a saved session: it needs "format", "version", "settings" and "events"');
  }
  if (value.format !== engine.format) {
    return sessionError('wrong-format', `this is a ${show(value.format)} session, not "${engine.format}"`);
  }
  if (value.version !== engine.version) {
    return sessionError(
      'unknown-version',
      `version ${show(value.version)} of "${engine.format}" is not known here (this build reads version ${engine.version})`,
    );
  }
  const settings = readSessionSettings(engine, value.settings);
  if (!settings.ok) return settings;
  const events: E[] = [];
  for (let i = 0; i < value.events.length; i++) {
    const event = engine.readEvent(value.events[i]);
    if (!event.ok) return sessionError('bad-event', `event ${i + 1}: ${event.error}`, i);
    events.push(event.value);
  }
  const session: Session<S, E> = { format: engine.format, version: engine.version, settings: settings.value, events };
  const state = replay(engine, session);
  return state.ok ? ok({ session, state: state.value }) : state;
}

/** The engine's reading of `value` as settings; its problem as the session error a load reports. */
function readSessionSettings<S, E, St>(engine: Engine<S, E, St>, value: unknown): Result<S, SessionError> {
  const settings = engine.readSettings(value);
  return settings.ok ? settings : sessionError('bad-settings', `settings: ${settings.error}`);
}

/** A new session with no events yet. */
export const newSession = <S, E, St>(engine: Engine<S, E, St>, settings: S): Session<S, E> => ({
  format: engine.format,
  version: engine.version,
  settings,
  events: [],
});

/**
 * A new session from settings a face gathered (defaults left out), checked and completed as a load
 * would: the settings' problem is refused with the same words.
 */
export function newCheckedSession<S, E, St>(
  engine: Engine<S, E, St>,
  settings: unknown,
): Result<Session<S, E>, SessionError> {
  const read = readSessionSettings(engine, settings);
  return read.ok ? ok(newSession(engine, read.value)) : read;
}

/**
 * The session with one more event, if that event can happen; the session passed in is unchanged either
 * way. The event is checked as if it had been loaded, so a face cannot store what a reload would refuse.
 */
export function addEvent<S, E, St>(
  engine: Engine<S, E, St>,
  session: Session<S, E>,
  event: E,
): Result<{ readonly session: Session<S, E>; readonly state: St }, SessionError> {
  const index = session.events.length;
  const read = engine.readEvent(event);
  if (!read.ok) return sessionError('bad-event', `event ${index + 1}: ${read.error}`, index);
  let before: St;
  if (states.has(session)) before = states.get(session) as St;
  else {
    const replayed = replay(engine, session);
    if (!replayed.ok) return replayed;
    before = replayed.value;
  }
  const after = engine.apply(before, read.value);
  if (!after.ok) return sessionError('impossible-event', `event ${index + 1}: ${after.error}`, index);
  const next: Session<S, E> = { ...session, events: [...session.events, read.value] };
  states.set(next, after.value);
  return ok({ session: next, state: after.value });
}

/** Undo: the session without its last event. */
export const undoLast = <S, E>(session: Session<S, E>): Session<S, E> => ({
  ...session,
  events: session.events.slice(0, -1),
});

/**
 * Several sessions played in turn from one list of events, as a score sheet holds an evening of rubbers
 * or Chicagos: when a session is over (`over`) and refuses the next event, that event starts a new one
 * with the same settings. Any other impossible event is the error, numbered in the whole list. One pass,
 * as replay makes it: slicing the list at each session's end made an evening of many rubbers quadratic.
 */
export function sessionsInTurn<S, E, St>(
  engine: Engine<S, E, St>,
  settings: S,
  events: readonly E[],
  over: (state: St) => boolean,
): Result<St[], SessionError> {
  const outer = owned;
  owned = new WeakSet();
  try {
    const played: St[] = [];
    let state = engine.start(settings);
    for (let i = 0; i < events.length; i++) {
      const event = events[i] as E;
      let next = engine.apply(state, event);
      if (!next.ok && over(state)) {
        played.push(state);
        state = engine.start(settings);
        next = engine.apply(state, event);
      }
      if (!next.ok) return sessionError('impossible-event', `event ${i + 1}: ${next.error}`, i);
      state = next.value;
    }
    played.push(state);
    return ok(played);
  } finally {
    owned = outer;
  }
}
