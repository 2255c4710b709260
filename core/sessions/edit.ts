/**
 * Changing an event already in a session: replaced or taken out, and the session replayed once from the
 * start. Apart from session.ts so that a face loads it only where a pad can be edited.
 */

import { formatReason } from '../base/problem.js';
import { quoteValue } from '../base/quote.js';
import type { Result } from '../base/result.js';
import { err, ok } from '../base/result.js';
import { plural } from '../base/words.js';
import {
  type Engine,
  nameEvent,
  refusedFor,
  remember,
  replayEvents,
  type Session,
  type SessionError,
  sessionError,
} from './session.js';

/** A session and the state its events lead to, as the core hands back every change. */
export interface Played<S, E, St> {
  readonly session: Session<S, E>;
  readonly state: St;
}

/**
 * Why an event already in a session could not be changed. When the change itself is sound but makes a
 * later event impossible (code `later-impossible`, `where.event` that later event's index in the session
 * as it was, `where.named` its name on the pad), `cut` is the other way out: the change kept and everything from that event on dropped, ready to
 * store, with how many events it drops.
 */
export interface EditError<S, E, St> extends SessionError {
  readonly cut?: Played<S, E, St> & {
    readonly dropped: number;
    /** The events it drops, as the pad named them: `hand 5`, `hands 4–5`. */
    readonly dropping: string;
  };
}

/**
 * The session with the event at `index` (0-based) replaced by `event`, replayed from the start; the
 * session passed in is unchanged either way. The new event is checked as `addEvent` checks one, and
 * refused in the same words. If it makes a later event impossible (a rubber that now ends sooner), the
 * refusal names that event as the player knows it and carries the session cut just before it.
 * @example replaceEvent(rubberEngine, rubber, 1, { type: 'hand', side: 'We', contract }) // hand 2 changed
 */
export function replaceEvent<S, E, St>(
  engine: Engine<S, E, St>,
  session: Session<S, E>,
  index: number,
  event: E,
): Result<Played<S, E, St>, EditError<S, E, St>> {
  const missing = noSuchEvent(session, index);
  if (missing) return missing;
  const read = engine.readEvent(event);
  if (!read.ok) return refusedFor(read.error, 'bad-event', { event: index });
  const events = session.events.slice();
  events[index] = read.value;
  return edited(engine, session, events, index, 0);
}

/**
 * The session without the event at `index` (0-based), replayed from the start, as `replaceEvent` does:
 * an event after it that can no longer happen is refused with the same way out.
 */
export function removeEvent<S, E, St>(
  engine: Engine<S, E, St>,
  session: Session<S, E>,
  index: number,
): Result<Played<S, E, St>, EditError<S, E, St>> {
  const missing = noSuchEvent(session, index);
  if (missing) return missing;
  const events = session.events.slice();
  events.splice(index, 1);
  return edited(engine, session, events, index, 1);
}

function noSuchEvent<S, E>(session: Session<S, E>, index: number): { ok: false; error: SessionError } | null {
  const count = session.events.length;
  if (Number.isInteger(index) && index >= 0 && index < count) return null;
  const asked = Number.isInteger(index) ? `event ${index + 1}` : quoteValue(index);
  return sessionError('no-such-event', `there is no ${asked} to change: the session has ${plural(count, 'event')}`, {
    params: { asked, count },
  });
}

/**
 * `events` (the session's, changed at `index`; `removed` events taken out there) replayed in one pass.
 * An event from `index` on that fails is the change's own problem if it is the new event, and a later
 * event's otherwise, numbered as it was in the session before the change.
 */
function edited<S, E, St>(
  engine: Engine<S, E, St>,
  session: Session<S, E>,
  events: E[],
  index: number,
  removed: number,
): Result<Played<S, E, St>, EditError<S, E, St>> {
  const replayed = replayEvents(engine, session.settings, events);
  if (replayed.ok) {
    const next: Session<S, E> = { ...session, events };
    remember(next, replayed.state);
    return ok({ session: next, state: replayed.state });
  }
  const at = replayed.index;
  // Before `index` nothing changed, so only a session that never replayed fails there.
  if (at < index || (at === index && removed === 0)) {
    return refusedFor(replayed.reason, 'impossible-event', { event: at });
  }
  const was = at + removed;
  const cut: Session<S, E> = { ...session, events: events.slice(0, at) };
  remember(cut, replayed.before);
  const named = nameEvent(engine, session.events, was);
  // The event's own values are this sentence's too, and its words as `part`; a value it gives last
  // (`not`) is inside those words here.
  const { not: _last, ...values } = replayed.reason.params ?? {};
  const part = formatReason(replayed.reason);
  const error: EditError<S, E, St> = {
    code: 'later-impossible',
    cause: replayed.reason.code,
    reason: `can no longer be scored: ${part}`,
    params: { ...values, part, named },
    where: { event: was, named },
    cut: {
      session: cut,
      state: replayed.before,
      dropped: events.length - at,
      dropping: nameEvents(engine, session.events, was, events.length - at),
    },
  };
  return err(error);
}

/** `count` events from `index` on, named as the pad does: `hand 4`, `hands 4–5`, `deal 3 to deal 4 (passed out)`. */
function nameEvents<S, E, St>(engine: Engine<S, E, St>, events: readonly E[], index: number, count: number): string {
  const first = nameEvent(engine, events, index);
  if (count === 1) return first;
  const last = nameEvent(engine, events, index + count - 1);
  const [, word, from] = /^(\D+) (\d+)$/.exec(first) ?? [];
  const [, same, to] = /^(\D+) (\d+)$/.exec(last) ?? [];
  return word !== undefined && word === same ? `${word}s ${from}–${to}` : `${first} to ${last}`;
}
