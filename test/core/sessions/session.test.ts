import { describe, expect, it } from 'vitest';
import {
  buggerEngine,
  chicagoEngine,
  formatProblem,
  loadBugger,
  loadChicago,
  loadProgressive,
  loadRubber,
  loadSession,
  type Problem,
  progressiveEngine,
  rubberEngine,
  seededRandom,
  shuffled,
  teamMatchEngine,
} from '../../../core/index';
import { worded } from '../../support';

const loaders = [
  ['rubber', (input: unknown) => loadSession(rubberEngine, input)],
  ['chicago', (input: unknown) => loadSession(chicagoEngine, input)],
  ['progressive', (input: unknown) => loadSession(progressiveEngine, input)],
  ['bugger', (input: unknown) => loadSession(buggerEngine, input)],
  ['team-match', (input: unknown) => loadSession(teamMatchEngine, input)],
] as const;

// The least settings each kind accepts, and the types of event it records (docs/rules.md, a section each).
const SETTINGS = {
  rubber: {},
  chicago: {},
  progressive: { players: ['A', 'B', 'C', 'D'] },
  bugger: { players: ['A', 'B', 'C'] },
  'team-match': {},
};
const TYPES = {
  rubber: '"hand", "passed-out" or "settle"',
  chicago: '"deal" or "passed-out"',
  progressive: '"deal", "passed-out" or "next-round"',
  bugger: '"bids" or "tricks"',
  'team-match': '"table", "clear" or "deal"',
};

describe('loading a saved session never throws and says what is wrong', () => {
  for (const [kind, load] of loaders) {
    describe(kind, () => {
      it('text that is not JSON', () => {
        expect(load('{ "format": ')).toMatchObject({ ok: false, error: { code: 'not-json' } });
        expect(load('{ "format": ').ok || formatProblem((load('{ "format": ') as { error: Problem }).error)).toMatch(
          /^not valid JSON: /,
        );
      });

      it('JSON that is not a session', () => {
        for (const value of [null, 42, '"x"', '[1, 2]', [], {}, { format: 'x' }]) {
          expect(worded(load(value))).toMatchObject({
            ok: false,
            error: {
              code: 'not-a-session',
              message: 'not a saved session: it needs "format", "version", "settings" and "events"',
            },
          });
        }
      });

      it('another kind of session', () => {
        expect(worded(load({ format: 'someone-else/score', version: 1, events: [] }))).toMatchObject({
          ok: false,
          error: {
            code: 'wrong-format',
            message: `this is a "someone-else/score" session, not "bridge-scorer/${kind}"`,
          },
        });
      });

      it('an unknown version', () => {
        expect(worded(load({ format: `bridge-scorer/${kind}`, version: '2', settings: {}, events: [] }))).toMatchObject(
          {
            ok: false,
            error: {
              code: 'unknown-version',
              message: `version "2" of "bridge-scorer/${kind}" is not known here (this build reads version 1)`,
            },
          },
        );
      });

      it('an event that is not an event, by number', () => {
        const settings =
          kind === 'progressive'
            ? { players: ['A', 'B', 'C', 'D'] }
            : kind === 'bugger'
              ? { players: ['A', 'B', 'C'] }
              : {};
        const saved = { format: `bridge-scorer/${kind}`, version: 1, settings, events: ['oops'] };
        const before = JSON.stringify(saved);
        expect(worded(load(saved))).toMatchObject({
          ok: false,
          error: { code: 'bad-event', where: { event: 0 }, message: 'event 1: an event must be an object, not "oops"' },
        });
        expect(JSON.stringify(saved)).toBe(before);
      });

      it('an event of a type this kind does not have, naming the types it has', () => {
        const settings = SETTINGS[kind];
        const saved = { format: `bridge-scorer/${kind}`, version: 1, settings, events: [{ type: 'claim' }] };
        expect(worded(load(saved))).toMatchObject({
          ok: false,
          error: {
            code: 'bad-event',
            where: { event: 0 },
            message: `event 1: an event's type must be ${TYPES[kind]}, not "claim"`,
          },
        });
      });
    });
  }
});

describe('the per-kind loaders of earlier releases', () => {
  it('still load, as loadSession with the kind’s engine does', () => {
    const rubber = '{"format":"bridge-scorer/rubber","version":1,"settings":{},"events":[{"type":"passed-out"}]}';
    expect(loadRubber(rubber)).toEqual(loadSession(rubberEngine, rubber));
    expect(loadChicago('{"format":"bridge-scorer/chicago","version":1,"settings":{},"events":[]}')).toMatchObject({
      ok: true,
    });
    expect(
      loadBugger({ format: 'bridge-scorer/bugger', version: 1, settings: { players: ['A', 'B', 'C'] }, events: [] }),
    ).toMatchObject({ ok: true });
    expect(loadProgressive('{ "format": ')).toMatchObject({ ok: false, error: { code: 'not-json' } });
  });
});

describe('the seeded random source', () => {
  it('repeats for a seed and shuffles without losing anything', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    const items = [...Array(52).keys()];
    const mixed = shuffled(items, seededRandom(1));
    expect(mixed).not.toEqual(items);
    expect([...mixed].sort((x, y) => x - y)).toEqual(items);
  });
});
