import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addEvent,
  DEFAULT_RUBBER,
  type Doubling,
  type Level,
  loadSession,
  newRubber,
  type Pair,
  type RubberEvent,
  type RubberState,
  replay,
  rubberEngine,
  type Strain,
  sessionsInTurn,
  undoLast,
} from '../../../core/index';
import type { RubberSession } from '../../../core/sessions/rubber';
import { contractOf, playEvents, worded } from '../../support';

const hand = (side: Pair, text: string, honors?: { side: Pair; points: 100 | 150 }): RubberEvent =>
  honors === undefined
    ? { type: 'hand', side, contract: contractOf(text) }
    : { type: 'hand', side, contract: contractOf(text), honors };

const play = (events: readonly RubberEvent[], session: RubberSession = newRubber()) =>
  playEvents(rubberEngine, session, events);

// The worked rubber of docs/rules.md (Rubber bridge), hand by hand.
const WORKED: RubberEvent[] = [
  hand('We', '3S+1'),
  hand('They', '4HX-2'),
  hand('We', '2C='),
  hand('They', '3NT=', { side: 'They', points: 150 }),
  hand('We', '4SX-1'),
  hand('They', '2H='),
  hand('We', '6D='),
];

describe('the worked rubber of docs/rules.md', () => {
  const { state } = play(WORKED);

  it('ends We 1,830, They 510, margin 1,320, won by We', () => {
    expect(state.totals).toEqual({ We: 1830, They: 510 });
    expect(state.margin).toBe(1320);
    expect(state.finished).toBe(true);
    expect(state.winner).toBe('We');
  });

  it('has every entry where the worked example puts it', () => {
    const entries = state.entries.map((e) => [e.hand, e.side, e.line, e.reason, e.points]);
    expect(entries).toEqual([
      [1, 'We', 'below', 'trick-score', 90],
      [1, 'We', 'above', 'overtricks', 30],
      [2, 'We', 'above', 'undertricks', 300],
      [3, 'We', 'below', 'trick-score', 40],
      [4, 'They', 'below', 'trick-score', 100],
      [4, 'They', 'above', 'honors', 150],
      [5, 'They', 'above', 'undertricks', 200],
      [6, 'They', 'below', 'trick-score', 60],
      [7, 'We', 'below', 'trick-score', 120],
      [7, 'We', 'above', 'slam', 750],
      [7, 'We', 'above', 'rubber', 500],
    ]);
  });

  it('adds up as the worked example does: We 250 below and 1,580 above; They 160 and 350', () => {
    expect(state.below).toEqual({ We: 250, They: 160 });
    expect(state.above).toEqual({ We: 1580, They: 350 });
  });

  it('draws the game lines after hands 3, 4 and 7, and counts the games', () => {
    expect(state.hands.filter((h) => h.gameWonBy !== undefined).map((h) => [h.hand, h.gameWonBy])).toEqual([
      [3, 'We'],
      [4, 'They'],
      [7, 'We'],
    ]);
    expect(state.games).toEqual({ We: 2, They: 1 });
  });

  it('says who was vulnerable before each hand', () => {
    expect(state.hands.map((h) => `${h.vulnerable.We ? 'W' : '-'}${h.vulnerable.They ? 'T' : '-'}`)).toEqual([
      '--',
      '--',
      '--',
      'W-',
      'WT',
      'WT',
      'WT',
    ]);
  });

  it('puts each game toward its own game number, below the line', () => {
    expect(state.entries.filter((e) => e.line === 'below').map((e) => e.game)).toEqual([1, 1, 2, 3, 3]);
  });
});

describe('rubbers won and lost', () => {
  it('two games to none earns 700', () => {
    const { state } = play([hand('They', '4S='), hand('They', '3NT=')]);
    expect(state.entries.at(-1)).toMatchObject({ side: 'They', reason: 'rubber', points: 700 });
    expect(state.totals).toEqual({ We: 0, They: 120 + 100 + 700 });
    expect(state.winner).toBe('They');
  });

  it('two games to one earns 500', () => {
    const { state } = play([hand('We', '4H='), hand('They', '5C='), hand('We', '3NT+1')]);
    expect(state.entries.at(-1)).toMatchObject({ side: 'We', reason: 'rubber', points: 500 });
    expect(state.totals).toEqual({ We: 120 + 100 + 30 + 500, They: 100 });
  });

  it('a doubled part score that makes game counts below the line: 2♠X= is 120, a game', () => {
    const { state } = play([hand('We', '2SX=')]);
    expect(state.entries).toEqual([
      { hand: 1, side: 'We', line: 'below', reason: 'trick-score', points: 120, game: 1 },
      { hand: 1, side: 'We', line: 'above', reason: 'insult', points: 50 },
    ]);
    expect(state.games).toEqual({ We: 1, They: 0 });
    expect(state.vulnerable).toEqual({ We: true, They: false });
  });

  it('honors held by the defenders go to the defenders', () => {
    const { state } = play([hand('We', '4S-1', { side: 'They', points: 100 })]);
    expect(state.totals).toEqual({ We: 0, They: 150 });
  });

  it('a game cancels the other side’s part score toward game, but not from the total', () => {
    const { state } = play([hand('They', '2H='), hand('We', '4S='), hand('They', '2H=')]);
    expect(state.games).toEqual({ We: 1, They: 0 });
    expect(state.partScores).toEqual({ We: 0, They: 60 });
    expect(state.totals.They).toBe(120);
  });

  it('part scores add up across hands to a game: 2♠ then 2♥ is 120', () => {
    const { state } = play([hand('We', '2S='), hand('We', '2H=')]);
    expect(state.games.We).toBe(1);
    expect(state.hands[1]?.gameWonBy).toBe('We');
  });

  it('vulnerable undertricks and slams cost and pay more', () => {
    const { state } = play([hand('We', '4S='), hand('We', '3NT-3'), hand('We', '6H=')]);
    expect(state.entries.filter((e) => e.hand > 1).map((e) => [e.side, e.reason, e.points])).toEqual([
      ['They', 'undertricks', 300],
      ['We', 'trick-score', 180],
      ['We', 'slam', 750],
      ['We', 'rubber', 700],
    ]);
  });
});

describe('options and unfinished rubbers', () => {
  it('honors off: honors are kept in the events but not scored', () => {
    const { session, state } = play([hand('We', '4S=', { side: 'We', points: 150 })], newRubber({ honors: false }));
    expect(state.totals.We).toBe(120);
    expect(session.events[0]).toMatchObject({ honors: { side: 'We', points: 150 } });
  });

  it('a rubber abandoned after one game: 300 for the game, 100 for a part score in the open game', () => {
    const { state } = play([hand('We', '4S='), hand('They', '2C='), { type: 'settle' }]);
    expect(state.entries.slice(-2).map((e) => [e.side, e.reason, e.points])).toEqual([
      ['We', 'unfinished-game', 300],
      ['They', 'unfinished-part-score', 100],
    ]);
    expect(state.totals).toEqual({ We: 420, They: 140 });
    expect(state.finished && state.settled).toBe(true);
    expect(state.winner).toBe('We');
  });

  it('a passed-out hand scores nothing and changes nothing', () => {
    const { state } = play([{ type: 'passed-out' }, hand('We', '1NT=')]);
    expect(state.hands).toHaveLength(2);
    expect(state.totals).toEqual({ We: 40, They: 0 });
  });

  it('refuses a hand after the rubber is over, and a second settlement, naming the event', () => {
    const { session } = play([hand('We', '4S='), hand('We', '4S=')]);
    expect(worded(addEvent(rubberEngine, session, hand('They', '1C=')))).toMatchObject({
      ok: false,
      error: { code: 'impossible-event', where: { event: 2 }, message: 'event 3: the rubber is over; start a new one' },
    });
    const settled = play([{ type: 'settle' }]).session;
    expect(worded(addEvent(rubberEngine, settled, { type: 'settle' }))).toMatchObject({
      ok: false,
      error: { message: 'event 2: the rubber was settled; start a new one' },
    });
  });

  it('refuses honors that cannot be held: 100 at no trump', () => {
    expect(worded(addEvent(rubberEngine, newRubber(), hand('We', '3NT=', { side: 'We', points: 100 })))).toMatchObject({
      ok: false,
      error: { code: 'bad-event', message: 'event 1: honors of 100: at no trump only four aces count, for 150' },
    });
  });
});

describe('saved rubbers', () => {
  it('load back from JSON to the same state', () => {
    const { session, state } = play(WORKED);
    const loaded = loadSession(rubberEngine, JSON.stringify(session));
    expect(loaded).toEqual({ ok: true, value: { session, state } });
  });

  it('name what is wrong with a bad save and where, and leave the input as it was', () => {
    expect(loadSession(rubberEngine, '{"format": "bridge-scorer/rubber"')).toMatchObject({
      ok: false,
      error: { code: 'not-json' },
    });
    expect(
      worded(loadSession(rubberEngine, { format: 'bridge-scorer/rubber', version: 9, settings: {}, events: [] })),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'unknown-version',
        message: 'version 9 of "bridge-scorer/rubber" is not known here (this build reads version 1)',
      },
    });
    expect(loadSession(rubberEngine, { format: 'bridge-scorer/chicago', version: 1, events: [] })).toMatchObject({
      ok: false,
      error: { code: 'wrong-format' },
    });
    const saved = {
      format: 'bridge-scorer/rubber',
      version: 1,
      settings: {},
      events: [WORKED[0], { type: 'hand', side: 'We', contract: { level: 8, strain: 'S', doubling: '', result: 0 } }],
    };
    const before = JSON.stringify(saved);
    expect(worded(loadSession(rubberEngine, saved))).toMatchObject({
      ok: false,
      error: { code: 'bad-event', where: { event: 1 }, message: 'event 2: level must be a whole number 1–7, not 8' },
    });
    expect(JSON.stringify(saved)).toBe(before);
    const impossible = { format: 'bridge-scorer/rubber', version: 1, events: [...WORKED, WORKED[0]] };
    expect(loadSession(rubberEngine, impossible)).toMatchObject({
      ok: false,
      error: { code: 'impossible-event', where: { event: 7 } },
    });
  });
});

describe('the dealer', () => {
  // docs/rules.md, Rubber bridge: the deal passes to the left after every hand, a passed-out one too.
  it('passes to the left after every hand, from North when nobody is said to deal first', () => {
    const { state } = play([hand('We', '2C='), { type: 'passed-out' }, hand('They', '1NT='), hand('We', '3S=')]);
    expect(state.hands.map((h) => h.dealer)).toEqual(['N', 'E', 'S', 'W']);
    expect(state.dealer).toBe('N');
  });

  it('starts from the seat chosen', () => {
    const { state } = play([hand('We', '2C='), hand('They', '1NT=')], newRubber({ firstDealer: 'W' }));
    expect(state.hands.map((h) => h.dealer)).toEqual(['W', 'N']);
    expect(state.dealer).toBe('E');
  });

  it('reads a rubber saved before the dealer was kept, and saves it again as it was', () => {
    const saved = { format: 'bridge-scorer/rubber', version: 1, settings: { honors: false }, events: [WORKED[0]] };
    const loaded = loadSession(rubberEngine, JSON.stringify(saved));
    expect(loaded.ok && loaded.value.state.hands[0]?.dealer).toBe('N');
    expect(loaded.ok && loaded.value.session.settings).toEqual({ honors: false });
  });

  it('refuses a first dealer that is no seat, quoting it', () => {
    const saved = { format: 'bridge-scorer/rubber', version: 1, settings: { firstDealer: 'Q' }, events: [] };
    const loaded = worded(loadSession(rubberEngine, saved));
    expect(loaded).toMatchObject({ ok: false, error: { message: expect.stringContaining('"Q"') } });
  });
});

describe('properties', () => {
  const event: fc.Arbitrary<RubberEvent> = fc.oneof(
    { weight: 1, arbitrary: fc.constant<RubberEvent>({ type: 'passed-out' }) },
    {
      weight: 12,
      arbitrary: fc
        .record({
          side: fc.constantFrom<Pair>('We', 'They'),
          level: fc.constantFrom<Level>(1, 2, 3, 4, 5, 6, 7),
          strain: fc.constantFrom<Strain>('C', 'D', 'H', 'S', 'NT'),
          doubling: fc.constantFrom<Doubling>('', 'X', 'XX'),
          tricks: fc.integer({ min: 0, max: 13 }),
          honors: fc.option(fc.record({ side: fc.constantFrom<Pair>('We', 'They') }), { nil: undefined }),
        })
        .map(({ side, level, strain, doubling, tricks, honors }): RubberEvent => {
          const contract = { level, strain, doubling, result: tricks - level - 6 };
          return honors === undefined
            ? { type: 'hand', side, contract }
            : { type: 'hand', side, contract, honors: { side: honors.side, points: 150 } };
        }),
    },
  );

  /** Plays events until the rubber ends, dropping the ones after. */
  const playable = (events: RubberEvent[]) => {
    let session = newRubber();
    for (const e of events) {
      const next = addEvent(rubberEngine, session, e);
      if (!next.ok) break;
      session = next.value.session;
    }
    return session;
  };

  it('a rubber ends exactly when a side wins its second game', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const session = playable(events);
        for (let n = 0; n <= session.events.length; n++) {
          const state = replay(rubberEngine, { ...session, events: session.events.slice(0, n) });
          if (!state.ok) return false;
          const two = state.value.games.We === 2 || state.value.games.They === 2;
          if (state.value.finished !== two) return false;
          if (Math.max(state.value.games.We, state.value.games.They) > 2) return false;
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });

  it('every total equals the sum of its entries', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const state = replay(rubberEngine, playable(events));
        if (!state.ok) return false;
        for (const side of ['We', 'They'] as const) {
          const mine = state.value.entries.filter((e) => e.side === side);
          const sum = (line: string) => mine.filter((e) => e.line === line).reduce((s, e) => s + e.points, 0);
          if (state.value.above[side] !== sum('above') || state.value.below[side] !== sum('below')) return false;
          if (state.value.totals[side] !== sum('above') + sum('below')) return false;
        }
        return state.value.margin === state.value.totals.We - state.value.totals.They;
      }),
    );
  });

  it('replaying the events always gives the same state, and undo then redo is the identity', () => {
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 20 }), (events) => {
        const session = playable(events);
        expect(replay(rubberEngine, session)).toEqual(replay(rubberEngine, JSON.parse(JSON.stringify(session))));
        const last = session.events.at(-1);
        if (last === undefined) return;
        const redone = addEvent(rubberEngine, undoLast(session), last);
        expect(redone.ok && redone.value.session).toEqual(session);
        expect(redone.ok && redone.value.state).toEqual(
          (replay(rubberEngine, session) as { value: RubberState }).value,
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('an evening of rubbers in one list (sessionsInTurn)', () => {
  const over = (state: RubberState) => state.finished;
  it('starts a new rubber at the hand after one ends', () => {
    // By the rules: two games of 4S= (120 each) and the 2–0 rubber bonus of 700 for We; then They's
    // 3NT= (100 below the line) in a rubber not yet over.
    const evening = [hand('We', '4S='), hand('We', '4S='), hand('They', '3NT=')];
    const played = sessionsInTurn(rubberEngine, DEFAULT_RUBBER, evening, over);
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(played.value.map((s) => [s.totals.We, s.totals.They, s.finished])).toEqual([
      [940, 0, true],
      [0, 100, false],
    ]);
  });

  it('gives the worked rubber whole when it is alone', () => {
    const played = sessionsInTurn(rubberEngine, DEFAULT_RUBBER, WORKED, over);
    expect(played.ok && played.value.map((s) => s.totals)).toEqual([{ We: 1830, They: 510 }]);
  });

  it('numbers an impossible event in the whole list', () => {
    const played = sessionsInTurn(
      rubberEngine,
      DEFAULT_RUBBER,
      [hand('We', '4S='), { type: 'settle' }, { type: 'settle' }],
      () => false,
    );
    expect(played.ok).toBe(false);
    if (!played.ok)
      expect(worded(played.error)).toMatchObject({
        where: { event: 2 },
        message: 'event 3: the rubber was settled; start a new one',
      });
  });
});
