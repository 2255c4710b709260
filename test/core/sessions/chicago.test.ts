import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  addEvent,
  type ChicagoEvent,
  type ChicagoSettings,
  chicagoEngine,
  type Doubling,
  type Level,
  loadSession,
  newChicago,
  replay,
  type Seat,
  type Strain,
  undoLast,
} from '../../../core/index';
import { type ChicagoSession, chicagoVulnerability } from '../../../core/sessions/chicago';
import { contractOf, playEvents, worded } from '../../support';

const deal = (declarer: Seat, text: string, honors?: { side: 'NS' | 'EW'; points: 100 | 150 }): ChicagoEvent =>
  honors === undefined
    ? { type: 'deal', declarer, contract: contractOf(text) }
    : { type: 'deal', declarer, contract: contractOf(text), honors };
const PASSED: ChicagoEvent = { type: 'passed-out' };

const play = (events: readonly ChicagoEvent[], settings: Partial<ChicagoSettings> = {}) =>
  playEvents(chicagoEngine, newChicago(settings), events);

describe('vulnerability by deal', () => {
  test.each([
    // deal, dealer, dealer's opponents vulnerable (this page), dealer's side vulnerable (other tables)
    [1, 'N', '--', '--'],
    [2, 'E', 'NS', 'EW'],
    [3, 'S', 'EW', 'NS'],
    [4, 'W', 'NS EW', 'NS EW'],
  ] as const)('deal %i, %s deals: %s / %s', (number, dealer, opponents, side) => {
    const show = (v: { NS: boolean; EW: boolean }) => [v.NS ? 'NS' : '', v.EW ? 'EW' : ''].join(' ').trim() || '--';
    expect(show(chicagoVulnerability(number, dealer, 'dealer-opponents'))).toBe(opponents);
    expect(show(chicagoVulnerability(number, dealer, 'dealer-side'))).toBe(side);
  });

  it('the dealer moves left each deal from the first dealer', () => {
    const { state } = play([deal('N', '1C='), deal('N', '1C='), deal('N', '1C=')], { firstDealer: 'W' });
    expect(state.deals.map((d) => d.dealer)).toEqual(['W', 'N', 'E']);
    expect(state.next?.dealer).toBe('S');
  });
});

describe('Chicago scoring, our defaults (docs/rules.md, Chicago)', () => {
  it('a game earns its bonus at once, by the vulnerability of the side completing it', () => {
    // Deal 2, dealer E: the dealer's opponents N/S are vulnerable. 4♠ by N: 120 + 500.
    const { state } = play([deal('N', '1C-1'), deal('N', '4S=')]);
    expect(state.entries.filter((e) => e.deal === 2)).toEqual([
      { deal: 2, side: 'NS', reason: 'trick-score', points: 120 },
      { deal: 2, side: 'NS', reason: 'game', points: 500 },
    ]);
  });

  it('two part scores combine into a game, and the other side’s part score stops counting', () => {
    const { state } = play([deal('E', '2D='), deal('N', '2S='), deal('N', '2H=')]);
    // N/S 60 + 60 = 120 on deal 3 (dealer S: E/W vulnerable, N/S not): game 300 to N/S.
    expect(state.entries.filter((e) => e.reason === 'game')).toEqual([
      { deal: 3, side: 'NS', reason: 'game', points: 300 },
    ]);
    expect(state.partScores).toEqual({ NS: 0, EW: 0 });
    expect(state.deals[2]?.gameWonBy).toBe('NS');
  });

  it('a part score still open after the fourth deal earns 100, to each side that has one', () => {
    const { state } = play([deal('N', '1NT='), deal('E', '2C='), deal('S', '1S-1'), deal('W', '1D=')]);
    expect(state.finished).toBe(true);
    expect(state.entries.filter((e) => e.reason === 'open-part-score')).toEqual([
      { deal: 4, side: 'NS', reason: 'open-part-score', points: 100 },
      { deal: 4, side: 'EW', reason: 'open-part-score', points: 100 },
    ]);
    // N/S: 40 + 100; E/W: 40 + 50 (deal 3, dealer S: E/W vulnerable, N/S not, down 1 undoubled) + 20 + 100.
    expect(state.totals).toEqual({ NS: 140, EW: 210 });
    expect(state.winner).toBe('EW');
  });

  it('a passed-out deal is dealt again by the same dealer, at every position', () => {
    const { state } = play([
      PASSED,
      deal('N', '1C='),
      PASSED,
      deal('N', '1C='),
      PASSED,
      PASSED,
      deal('N', '1C='),
      PASSED,
      deal('N', '1C='),
    ]);
    expect(state.deals.map((d) => `${d.deal}${d.dealer}${d.passedOut ? 'p' : ''}`)).toEqual([
      '1Np',
      '1N',
      '2Ep',
      '2E',
      '3Sp',
      '3Sp',
      '3S',
      '4Wp',
      '4W',
    ]);
    expect(state.finished).toBe(true);
  });

  it('honors follow the switch', () => {
    const on = play([deal('N', '4S=', { side: 'EW', points: 100 })]).state;
    const off = play([deal('N', '4S=', { side: 'EW', points: 100 })], { honors: false }).state;
    expect(on.totals.EW).toBe(100);
    expect(off.totals.EW).toBe(0);
  });

  it('refuses a fifth deal', () => {
    const { session } = play([deal('N', '1C='), deal('N', '1C='), deal('N', '1C='), deal('N', '1C=')]);
    expect(worded(addEvent(chicagoEngine, session, deal('N', '1C=')))).toMatchObject({
      ok: false,
      error: { code: 'impossible-event', message: 'event 5: the Chicago is over after four deals; start a new one' },
    });
  });
});

describe('the other tables’ variants', () => {
  it('dealer’s side vulnerable on deals 2 and 3', () => {
    // Deal 2, dealer E: E/W vulnerable. 4♠ by E: 120 + 500.
    const { state } = play([PASSED, deal('N', '1C='), deal('E', '4S=')], { vulnerability: 'dealer-side' });
    expect(state.entries.at(-1)).toEqual({ deal: 2, side: 'EW', reason: 'game', points: 500 });
  });

  it('50 at once, nothing carried: two part scores never make a game', () => {
    const { state } = play([deal('N', '2S='), deal('N', '2H='), deal('N', '2D='), deal('N', '1NT=')], {
      partScores: 'fifty-at-once',
    });
    expect(state.entries.filter((e) => e.reason === 'game' || e.reason === 'open-part-score')).toEqual([]);
    expect(state.entries.filter((e) => e.reason === 'part-score')).toHaveLength(4);
    expect(state.totals.NS).toBe(60 + 60 + 40 + 40 + 4 * 50);
  });
});

describe('saved Chicagos', () => {
  it('load back to the same state and name a bad setting', () => {
    const { session, state } = play([deal('N', '3NT=')]);
    expect(loadSession(chicagoEngine, JSON.stringify(session))).toEqual({ ok: true, value: { session, state } });
    expect(worded(loadSession(chicagoEngine, { ...session, settings: { partScores: 'sometimes' } }))).toMatchObject({
      ok: false,
      error: {
        code: 'bad-settings',
        message: 'settings: partScores must be "carry" or "fifty-at-once", not "sometimes"',
      },
    });
  });
});

describe('properties', () => {
  const event: fc.Arbitrary<ChicagoEvent> = fc.oneof(
    { weight: 1, arbitrary: fc.constant<ChicagoEvent>(PASSED) },
    {
      weight: 6,
      arbitrary: fc
        .record({
          declarer: fc.constantFrom<Seat>('N', 'E', 'S', 'W'),
          level: fc.constantFrom<Level>(1, 2, 3, 4, 5, 6, 7),
          strain: fc.constantFrom<Strain>('C', 'D', 'H', 'S', 'NT'),
          doubling: fc.constantFrom<Doubling>('', 'X', 'XX'),
          tricks: fc.integer({ min: 0, max: 13 }),
        })
        .map(
          ({ declarer, level, strain, doubling, tricks }): ChicagoEvent => ({
            type: 'deal',
            declarer,
            contract: { level, strain, doubling, result: tricks - level - 6 },
          }),
        ),
    },
  );
  const settings = fc.record({
    vulnerability: fc.constantFrom('dealer-opponents' as const, 'dealer-side' as const),
    partScores: fc.constantFrom('carry' as const, 'fifty-at-once' as const),
  });
  const playable = (events: ChicagoEvent[], options: Partial<ChicagoSettings>): ChicagoSession => {
    let session = newChicago(options);
    for (const e of events) {
      const next = addEvent(chicagoEngine, session, e);
      if (next.ok) session = next.value.session;
    }
    return session;
  };

  it('every total equals the sum of its entries, and four played deals end it', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), settings, (events, options) => {
        const state = replay(chicagoEngine, playable(events, options));
        if (!state.ok) return false;
        for (const side of ['NS', 'EW'] as const) {
          const sum = state.value.entries.filter((e) => e.side === side).reduce((s, e) => s + e.points, 0);
          if (sum !== state.value.totals[side]) return false;
        }
        const played = state.value.deals.filter((d) => !d.passedOut).length;
        return state.value.finished === (played === 4);
      }),
    );
  });

  it('replaying gives the same state, and undo then redo is the identity', () => {
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 8 }), settings, (events, options) => {
        const session = playable(events, options);
        expect(replay(chicagoEngine, JSON.parse(JSON.stringify(session)))).toEqual(replay(chicagoEngine, session));
        const last = session.events.at(-1);
        if (last === undefined) return;
        const redone = addEvent(chicagoEngine, undoLast(session), last);
        expect(redone.ok && redone.value.session).toEqual(session);
      }),
      { numRuns: 100 },
    );
  });
});
