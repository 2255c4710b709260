// Helpers shared by the tests. Contracts are written as text here for readability, read by a regular
// expression of the test's own rather than by the parser under test.
import fc from 'fast-check';
import {
  addEvent,
  buggerEngine,
  chicagoEngine,
  type Doubling,
  type Engine,
  formatProblem,
  type Level,
  loadSession,
  type Problem,
  progressiveEngine,
  replay,
  rubberEngine,
  type Session,
  type Strain,
  teamMatchEngine,
} from '../core/index';

/** Each kind of session's loader, for the tests that feed every loader the same hostile input. */
export const LOADERS = {
  rubber: (input: unknown) => loadSession(rubberEngine, input),
  chicago: (input: unknown) => loadSession(chicagoEngine, input),
  bugger: (input: unknown) => loadSession(buggerEngine, input),
  progressive: (input: unknown) => loadSession(progressiveEngine, input),
  teamMatch: (input: unknown) => loadSession(teamMatchEngine, input),
};

const CONTRACT = /^(\d)(NT|[CDHS])(X{0,2})([=+-]\d?)$/;

/** `4SX-2` → `{ level: 4, strain: 'S', doubling: 'X', result: -2 }`. */
export function contractOf(text: string): { level: Level; strain: Strain; doubling: Doubling; result: number } {
  const match = CONTRACT.exec(text);
  if (match === null) throw new Error(`bad test contract ${text}`);
  const [, level, strain, doubling, result] = match as unknown as [string, string, Strain, Doubling, string];
  return { level: Number(level) as Level, strain, doubling, result: result === '=' ? 0 : Number(result) };
}

/** Adds each event in turn, failing the test on the first one refused; returns the session and its state. */
export function playEvents<S, E, St>(
  engine: Engine<S, E, St>,
  session: Session<S, E>,
  events: readonly E[],
): { session: Session<S, E>; state: St } {
  let current = session;
  for (const event of events) {
    const next = addEvent(engine, current, event);
    if (!next.ok) throw new Error(formatProblem(next.error));
    current = next.value.session;
  }
  const state = replay(engine, current);
  if (!state.ok) throw new Error(formatProblem(state.error));
  return { session: current, state: state.value };
}

/** A board's N/S scores, 2 to 14 of them, in tens from −3,000 to 3,000, for checks against a peer. */
export const boardScores = () =>
  fc.array(
    fc.integer({ min: -300, max: 300 }).map((n) => n * 10),
    { minLength: 2, maxLength: 14 },
  );

/** The value of a result the test expects to succeed; a refusal fails the test, showing what came back. */
export function must<T>(
  result: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown },
): T {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
}
/**
 * What a test asserts the words of: a refused result (or a problem itself) with its problem also worded
 * as the core words it (`message`, by formatProblem); anything else as it is.
 */
export function worded(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const given = value as { ok?: boolean; error?: Problem; code?: string; reason?: string };
  if (given.ok === false && given.error !== undefined) {
    return { ...given, error: { ...given.error, message: formatProblem(given.error) } };
  }
  if (typeof given.code === 'string' && typeof given.reason === 'string') {
    return { ...given, message: formatProblem(value as Problem) };
  }
  return value;
}

/** A result with its problem as the words the core gives it (formatProblem), for tests that pin the words alone. */
export const wordsOf = <T>(result: { ok: true; value: T } | { ok: false; error: Problem }) =>
  result.ok ? result : { ok: false as const, error: formatProblem(result.error) };
