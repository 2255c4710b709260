// A Progressive evening driven by its events, as a face drives it: deals reported table by table,
// passed-out deals, the move to the next round (by the movement or by a seating given), and what the
// engine refuses, in the words a player sees.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addEvent,
  type Doubling,
  formatProblem,
  type Level,
  loadSession,
  newProgressive,
  type ProgressiveEvent,
  pendingMovement,
  progressiveEngine,
  randomDraws,
  replay,
  type Seat,
  type Strain,
  tallyCards,
} from '../../../../core/index';
import { worded } from '../../../support';
import { deal, FOUR, play, start } from './support';

describe('passed-out deals', () => {
  it('a passed-out deal scores 0 and the deal passes to the left', () => {
    const { state } = play(start({ players: FOUR, firstDealers: ['E'] }), [
      { type: 'passed-out', table: 1 },
      deal(1, 'S', '3NT='),
    ]);
    const deals = state.rounds[0]?.tables[0]?.deals;
    expect(deals?.map((d) => [d.deal, d.dealer, d.passedOut, d.NS, d.EW])).toEqual([
      [1, 'E', true, 0, 0],
      // Deal 2, dealer S: N/S vulnerable. 3NT= vulnerable is 600.
      [2, 'S', false, 600, 0],
    ]);
  });

  for (const position of [1, 2, 3, 4]) {
    it(`deal ${position} passed out: 0 for both, and the deal still passes to the left`, () => {
      const events = [1, 2, 3, 4].map(
        (n): ProgressiveEvent => (n === position ? { type: 'passed-out', table: 1 } : deal(1, 'N', '1NT=')),
      );
      const { state } = play(start({ players: FOUR }), events);
      const deals = state.rounds[0]?.tables[0]?.deals ?? [];
      expect(deals.map((d) => d.dealer)).toEqual(['N', 'E', 'S', 'W']);
      expect(deals.map((d) => d.NS)).toEqual([1, 2, 3, 4].map((n) => (n === position ? 0 : 90)));
      expect(state.rounds[0]?.tables[0]?.totals).toEqual({ NS: 270, EW: 0 });
    });
  }
});

describe('a whole evening through events', () => {
  const EIGHT = [...FOUR, 'Eve', 'Fay', 'Gus', 'Hal'];
  const ROUND_1 = [
    deal(1, 'N', '4S='),
    deal(1, 'E', '2H='),
    deal(1, 'S', '3NT-1'),
    deal(1, 'W', '1NT='),
    deal(2, 'E', '4H='),
    { type: 'passed-out', table: 2 } as ProgressiveEvent,
    deal(2, 'N', '2D='),
    deal(2, 'S', '3C='),
  ];

  it('moves to round 2 with recorded draws, and tells who stays and who arrives', () => {
    const { session, state } = play(start({ players: EIGHT }), ROUND_1);
    const pending = pendingMovement(state);
    if (!pending.ok) throw new Error(formatProblem(pending.error));
    const draws = randomDraws(pending.value, 8, 2026);
    const next = play(session, [{ type: 'next-round', draws }]);
    expect(next.state.rounds).toHaveLength(2);
    const round2 = next.state.rounds[1];
    expect(round2?.seating.flatMap((t) => [t.N, t.E, t.S, t.W]).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Reloading the saved evening gives the same state.
    expect(loadSession(progressiveEngine, JSON.stringify(next.session))).toEqual({ ok: true, value: next });
  });

  it('keeps each table’s winner when the round moves on; none under fixed N/S, where nobody moves by winning', () => {
    // Table 1: 4S= 420 for N/S; 2H= on deal 2 (E deals, E/W vulnerable) 110, 3NT-1 on deal 3 (N/S
    // vulnerable) 100 and 1NT= on deal 4 90 for E/W: 420–300. Table 2: 4H= 420 for E/W; a pass-out;
    // 2D= 90 and 3C= 110 for N/S: 200–420.
    const { session, state } = play(start({ players: EIGHT }), ROUND_1);
    const pending = pendingMovement(state);
    if (!pending.ok) throw new Error(formatProblem(pending.error));
    const moved = play(session, [{ type: 'next-round', draws: randomDraws(pending.value, 8, 1) }]);
    expect(moved.state.rounds[0]?.decisions).toEqual({ 1: 'NS', 2: 'EW' });
    const fixed = play(start({ players: FOUR, progression: 'fixed-ns' }), [
      deal(1, 'N', '4S='),
      deal(1, 'N', '1NT='),
      deal(1, 'N', '1NT='),
      deal(1, 'N', '1NT='),
      { type: 'next-round' },
    ]);
    expect(fixed.state.rounds[0]?.decisions).toBeUndefined();
  });

  it('refuses to move on before every table has played four deals', () => {
    const { session, state } = play(start({ players: EIGHT }), ROUND_1.slice(0, 7));
    expect(worded(pendingMovement(state))).toEqual({
      ok: false,
      error: {
        code: 'round-not-over',
        reason: 'round 1 is not over: table 2 still to play',
        params: { round: 1, tables: [2] },
        message: 'round 1 is not over: table 2 still to play',
      },
    });
    expect(worded(addEvent(progressiveEngine, session, { type: 'next-round' }))).toMatchObject({
      ok: false,
      error: { code: 'impossible-event', message: 'event 8: round 1 is not over: table 2 still to play' },
    });
  });

  it('refuses a fifth deal at a table, and a table that does not exist', () => {
    const { session } = play(start({ players: FOUR }), [
      deal(1, 'N', '1C='),
      deal(1, 'N', '1C='),
      deal(1, 'N', '1C='),
      deal(1, 'N', '1C='),
    ]);
    expect(worded(addEvent(progressiveEngine, session, deal(1, 'N', '1C=')))).toMatchObject({
      ok: false,
      error: { message: 'event 5: table 1 has played its four deals of round 1' },
    });
    expect(worded(addEvent(progressiveEngine, session, deal(3, 'N', '1C=')))).toMatchObject({
      ok: false,
      error: { message: 'event 5: there is no table 3; the tables are 1–1' },
    });
  });

  it('a tie needs the director’s word before the next round', () => {
    // 1NT= is 40 + 50 = 90 whoever is vulnerable: N/S make it on deal 1, E/W on deal 2; two deals pass out.
    const level = play(start({ players: FOUR, progression: 'pairs' }), [
      deal(1, 'N', '1NT='),
      deal(1, 'E', '1NT='),
      { type: 'passed-out', table: 1 },
      { type: 'passed-out', table: 1 },
    ]);
    expect(worded(addEvent(progressiveEngine, level.session, { type: 'next-round' }))).toMatchObject({
      ok: false,
      error: { message: 'event 5: a tie at table 1 (90–90): the director must decide which pair won' },
    });
    const decided = addEvent(progressiveEngine, level.session, { type: 'next-round', decisions: { 1: 'EW' } });
    expect(decided.ok && decided.value.state.rounds[0]?.decisions).toEqual({ 1: 'EW' });
  });

  it('names bad settings', () => {
    expect(worded(newProgressive({ players: ['Ann', 'Bob', 'Cat'] }))).toMatchObject({
      ok: false,
      error: { message: 'settings: players must be a list of 4 names a table (4, 8, 12, …), not ["Ann","Bob","Cat"]' },
    });
    expect(worded(newProgressive({ players: ['Ann', 'Bob', 'ann ', 'Dan'] }))).toMatchObject({
      ok: false,
      error: { message: 'settings: two players are called "ann"; give each a different name' },
    });
    // Four players make one table.
    expect(worded(newProgressive({ players: FOUR, seating: [] }))).toMatchObject({
      ok: false,
      error: { message: 'settings: seating must list 1 table, not []' },
    });
    expect(worded(newProgressive({ players: FOUR, firstDealers: [] }))).toMatchObject({
      ok: false,
      error: { message: 'settings: firstDealers must list 1 seat, not []' },
    });
  });

  it('the nets of all players sum to 0 (property)', () => {
    const event = fc.record({
      table: fc.integer({ min: 1, max: 2 }),
      declarer: fc.constantFrom<Seat>('N', 'E', 'S', 'W'),
      level: fc.constantFrom<Level>(1, 2, 3, 4, 5, 6, 7),
      strain: fc.constantFrom<Strain>('C', 'D', 'H', 'S', 'NT'),
      doubling: fc.constantFrom<Doubling>('', 'X', 'XX'),
      tricks: fc.integer({ min: 0, max: 13 }),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 24 }), fc.integer(), (events, seed) => {
        let session = start({ players: EIGHT });
        for (const e of events) {
          const next = addEvent(progressiveEngine, session, {
            type: 'deal',
            table: e.table,
            declarer: e.declarer,
            contract: { level: e.level, strain: e.strain, doubling: e.doubling, result: e.tricks - e.level - 6 },
          });
          if (next.ok) session = next.value.session;
          else {
            // A round is over: move on with seeded draws and the director favouring N/S at a tie.
            const state = replay(progressiveEngine, session);
            if (!state.ok) return false;
            const plan = pendingMovement(state.value, { 1: 'NS', 2: 'NS' });
            if (!plan.ok) continue;
            const moved = addEvent(progressiveEngine, session, {
              type: 'next-round',
              decisions: { 1: 'NS', 2: 'NS' },
              draws: randomDraws(plan.value, 8, seed),
            });
            if (!moved.ok) return false;
            session = moved.value.session;
          }
        }
        const state = replay(progressiveEngine, session);
        if (!state.ok) return false;
        return tallyCards(state.value).reduce((sum, c) => sum + c.net, 0) === 0;
      }),
      { numRuns: 100 },
    );
  });
});

describe('a next round with its seating given', () => {
  const EIGHT = [...FOUR, 'Eve', 'Fay', 'Gus', 'Hal'];
  const ROUND = [1, 2].flatMap((table) => [1, 2, 3, 4].map(() => deal(table, 'N', '1NT=')));

  it('seats the players as given, whatever the movement would say', () => {
    const seating = [
      { N: 7, E: 6, S: 5, W: 4 },
      { N: 3, E: 2, S: 1, W: 0 },
    ];
    const { state } = play(start({ players: EIGHT }), [
      ...ROUND,
      { type: 'next-round', seating, firstDealers: ['E', 'S'] },
    ]);
    expect(state.rounds[1]?.seating).toEqual(seating);
    expect(state.rounds[1]?.firstDealers).toEqual(['E', 'S']);
  });

  it('refuses a seating that leaves a player out or seats one twice', () => {
    const { session } = play(start({ players: EIGHT }), ROUND);
    const twice = [
      { N: 0, E: 0, S: 1, W: 2 },
      { N: 3, E: 4, S: 5, W: 6 },
    ];
    expect(worded(addEvent(progressiveEngine, session, { type: 'next-round', seating: twice }))).toMatchObject({
      ok: false,
      error: { message: 'event 9: player 1 is seated twice' },
    });
  });
});
