/**
 * Sessions as plain JSON: a format name, a version, the settings and the list of what happened. Every
 * other number is derived from those by replaying the events, so undo is dropping the last event, and a
 * session saved anywhere can be loaded anywhere. Loading checks everything and never throws.
 */

import { type Problem, type ProblemParams, problem, type Where, within } from '../base/problem.js';
import { quoteValue } from '../base/quote.js';
import { isRecord, readOneOf } from '../base/read.js';
import type { Result } from '../base/result.js';
import { err, ok, refused } from '../base/result.js';

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

/**
 * Why a session could not be loaded or changed: a Problem whose code is one of SESSION_ERRORS, placed at
 * the event at fault (`where.event`, 0-based) or at the settings, with the event's own code as `cause`.
 */
export interface SessionError extends Problem {
  readonly code: SessionErrorCode;
}

/**
 * What each kind of session supplies: how to read its settings and events from unknown JSON, where to
 * start, and how one event changes the state (or why it cannot happen).
 */
export interface Engine<Settings, Event, State> {
  readonly format: string;
  readonly version: number;
  /** The settings, or their problem (the loader places it at the settings). */
  readSettings(value: unknown): Result<Settings>;
  readEvent(value: unknown): Result<Event>;
  start(settings: Settings): State;
  /** The state after `event`, or why the event cannot happen now. Must not change `state`. */
  apply(state: State, event: Event): Result<State>;
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
): Result<{ readonly [key: string]: unknown; readonly type: T }> {
  if (!isRecord(value)) {
    return refused('event-not-object', `an event must be an object, not ${quoteValue(value)}`, {
      value: quoteValue(value),
    });
  }
  const type = readOneOf(value.type, types, "an event's type");
  return type.ok ? ok(value as { readonly [key: string]: unknown; readonly type: T }) : type;
}

/** A session refused as a whole, for a reason of its own (not one of its events'). */
export const sessionError = (
  code: SessionErrorCode,
  reason: string,
  parts: { readonly params?: ProblemParams; readonly where?: Where } = {},
): { ok: false; error: SessionError } => err(problem(code, reason, parts) as SessionError);

/** A session refused for one of its events (or its settings): the part's problem, placed there. */
export const refusedFor = (part: Problem, code: SessionErrorCode, where: Where): { ok: false; error: SessionError } =>
  err(within(part, code, where) as SessionError);

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
  | { readonly ok: false; readonly index: number; readonly reason: Problem; readonly before: St };

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
    return refusedFor(replayed.reason, 'impossible-event', { event: replayed.index });
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
      const why = (problem as Error).message;
      return sessionError('not-json', `not valid JSON: ${why}`, { params: { why } });
    }
  }
  if (!isRecord(value) || typeof value.format !== 'string' || !Array.isArray(value.events)) {
    return sessionError('not-a-session', 'not a saved session: it needs "format", "version", "settings" and "events"');
  }
  if (value.format !== engine.format) {
    return sessionError('wrong-format', `this is a ${quoteValue(value.format)} session, not "${engine.format}"`, {
      params: { format: quoteValue(value.format), wanted: engine.format },
    });
  }
  if (value.version !== engine.version) {
    return sessionError(
      'unknown-version',
      `version ${quoteValue(value.version)} of "${engine.format}" is not known here (this build reads version ${engine.version})`,
      { params: { version: quoteValue(value.version), format: engine.format, known: engine.version } },
    );
  }
  const settings = readSessionSettings(engine, value.settings);
  if (!settings.ok) return settings;
  const events: E[] = [];
  for (let i = 0; i < value.events.length; i++) {
    const event = engine.readEvent(value.events[i]);
    if (!event.ok) return refusedFor(event.error, 'bad-event', { event: i });
    events.push(event.value);
  }
  const session: Session<S, E> = { format: engine.format, version: engine.version, settings: settings.value, events };
  const state = replay(engine, session);
  return state.ok ? ok({ session, state: state.value }) : state;
}

/** The engine's reading of `value` as settings; its problem as the session error a load reports. */
function readSessionSettings<S, E, St>(engine: Engine<S, E, St>, value: unknown): Result<S, SessionError> {
  const settings = engine.readSettings(value);
  return settings.ok ? settings : refusedFor(settings.error, 'bad-settings', { settings: true });
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
  if (!read.ok) return refusedFor(read.error, 'bad-event', { event: index });
  let before: St;
  if (states.has(session)) before = states.get(session) as St;
  else {
    const replayed = replay(engine, session);
    if (!replayed.ok) return replayed;
    before = replayed.value;
  }
  const after = engine.apply(before, read.value);
  if (!after.ok) return refusedFor(after.error, 'impossible-event', { event: index });
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
      if (!next.ok) return refusedFor(next.error, 'impossible-event', { event: i });
      state = next.value;
    }
    played.push(state);
    return ok(played);
  } finally {
    owned = outer;
  }
}
