import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  addProgressiveEvent,
  type Card,
  type Doubling,
  defaultSeating,
  type Level,
  loadProgressive,
  newProgressive,
  type Progression,
  type ProgressiveEvent,
  type ProgressiveSession,
  type ProgressiveSettings,
  parseCard,
  pendingMovement,
  planMovement,
  progressiveEngine,
  progressiveRanking,
  progressiveState,
  randomDraws,
  type Seat,
  type Side,
  type Strain,
  scoreProgressiveDeal,
  seatTables,
  type TableSeating,
  tallyCards,
} from '../../../../core/index';
import { contractOf, playEvents } from '../../../support';

const deal = (table: number, declarer: Seat, text: string): ProgressiveEvent => ({
  type: 'deal',
  table,
  declarer,
  contract: contractOf(text),
});
const card = (text: string): Card => {
  const c = parseCard(text);
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
};

const start = (settings: Pick<ProgressiveSettings, 'players'> & Partial<ProgressiveSettings>): ProgressiveSession => {
  const session = newProgressive(settings);
  if (!session.ok) throw new Error(session.error.message);
  return session.value;
};
const play = (session: ProgressiveSession, events: readonly ProgressiveEvent[]) =>
  playEvents(progressiveEngine, session, events);
const FOUR = ['Ann', 'Bob', 'Cat', 'Dan'];

describe('per-deal scoring (docs/rules.md, Progressive Bridge)', () => {
  const score = (
    text: string,
    declarer: Seat,
    deal: number,
    extra: { premium?: 50 | 100; honors?: { side: Side; points: 100 | 150 } } = {},
  ) =>
    scoreProgressiveDeal({
      contract: contractOf(text),
      declarer,
      deal,
      // Rounds here start with North dealing: deal 2 is E's, deal 3 S's, deal 4 W's.
      dealer: (['N', 'E', 'S', 'W'] as const)[deal - 1] as Seat,
      partScorePremium: extra.premium ?? 50,
      ...(extra.honors ? { honors: extra.honors } : {}),
    });

  test.each([
    ['4S= on deal 1, nobody vulnerable', '4S=', 'N', 1, { NS: 420, EW: 0 }],
    ['4S= on deal 2 (dealer E, E/W vulnerable) by N', '4S=', 'N', 2, { NS: 420, EW: 0 }],
    ['4S= on deal 2 by E', '4S=', 'E', 2, { NS: 0, EW: 620 }],
    ['4S= on deal 4, both vulnerable', '4S=', 'N', 4, { NS: 620, EW: 0 }],
    ['a part score earns the premium: 2S= is 60 + 50', '2S=', 'N', 1, { NS: 110, EW: 0 }],
    ['no game premium for a game not bid: 2S+2 is 60 + 60 + 50', '2S+2', 'N', 1, { NS: 170, EW: 0 }],
    ['the defenders score the undertricks', '3NT-2', 'W', 4, { NS: 200, EW: 0 }],
  ] as const)('%s', (_, text, declarer, number, expected) => {
    expect(score(text, declarer, number)).toMatchObject(expected);
  });

  it('the part-score premium can be 100', () => {
    expect(score('2S=', 'N', 1, { premium: 100 })).toMatchObject({ NS: 160 });
  });

  it('caps a side at 1,000 on a deal without a slam: 4♠X+3 vulnerable would be 1,390', () => {
    expect(score('4SX+3', 'N', 4)).toMatchObject({ NS: 1000, EW: 0, cappedOff: { NS: 390, EW: 0 } });
  });

  it('counts honors toward the cap', () => {
    expect(score('4SX+2', 'N', 4, { honors: { side: 'NS', points: 100 } })).toMatchObject({
      NS: 1000,
      cappedOff: { NS: 290 },
    });
  });

  it('caps the defenders too: 4♠X down 4 vulnerable would be 1,100', () => {
    expect(score('4SX-4', 'E', 4)).toMatchObject({ NS: 1000, EW: 0, cappedOff: { NS: 100 } });
  });

  it('does not cap a slam bid and made: 7NTX= vulnerable is 2,490', () => {
    expect(score('7NTX=', 'N', 4)).toMatchObject({ NS: 2490, cappedOff: { NS: 0 } });
    expect(score('6S=', 'S', 4, { honors: { side: 'NS', points: 150 } })).toMatchObject({ NS: 1580 });
  });

  it('caps the defenders of a defeated slam: 6NTXX down 5 not vulnerable would be 2,200', () => {
    expect(score('6NTXX-5', 'N', 1)).toMatchObject({ NS: 0, EW: 1000 });
  });
});

// Two one-table evenings (fixed N/S, so the four stay put) whose totals are the worked examples of docs/rules.md.
const FIXED = { players: FOUR, progression: 'fixed-ns' as const };

describe('tally cards: the worked examples of docs/rules.md', () => {
  it('2,460 − 1,520 = +940', () => {
    const { state } = play(start(FIXED), [
      deal(1, 'N', '4S='),
      deal(1, 'N', '3NT='),
      deal(1, 'N', '4H='),
      deal(1, 'E', '4S='),
      { type: 'next-round' },
      deal(1, 'N', '4S='),
      deal(1, 'E', '3NT='),
      deal(1, 'N', '3NT='),
      deal(1, 'N', '4S-3'),
    ]);
    const ann = tallyCards(state)[0];
    expect(ann).toMatchObject({ name: 'Ann', myTotal: 2460, opponentsTotal: 1520, net: 940 });
    expect(ann?.rounds).toEqual([
      { round: 1, table: 1, seat: 'N', partner: 'Cat', myScore: 1440, opponentsScore: 620 },
      { round: 2, table: 1, seat: 'N', partner: 'Cat', myScore: 1020, opponentsScore: 900 },
    ]);
    expect(tallyCards(state)[1]).toMatchObject({ name: 'Bob', myTotal: 1520, opponentsTotal: 2460, net: -940 });
  });

  it('1,650 − 1,940 = −290', () => {
    const { state } = play(start(FIXED), [
      deal(1, 'N', '4S='),
      deal(1, 'E', '4H='),
      deal(1, 'N', '4S='),
      deal(1, 'E', '4S='),
      { type: 'next-round' },
      deal(1, 'N', '3NT+1'),
      deal(1, 'E', '3NT='),
      deal(1, 'N', '2NT+2'),
      deal(1, 'N', '3NT-1'),
    ]);
    expect(tallyCards(state)[2]).toMatchObject({ name: 'Cat', myTotal: 1650, opponentsTotal: 1940, net: -290 });
  });

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
});

describe('a passed-out deal at every position of a round', () => {
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

describe('ranking', () => {
  it('largest plus first; equal nets share a rank', () => {
    const { state } = play(start({ players: [...FOUR, 'Eve', 'Fay', 'Gus', 'Hal'] }), [
      deal(1, 'N', '4S='),
      deal(2, 'E', '3NT='),
    ]);
    // Table 1: Ann and Cat +420; table 2: Fay and Hal +400 (deal 1, nobody vulnerable).
    expect(progressiveRanking(state).map((r) => [r.rank, r.name, r.net])).toEqual([
      [1, 'Ann', 420],
      [1, 'Cat', 420],
      [3, 'Fay', 400],
      [3, 'Hal', 400],
      [5, 'Eve', -400],
      [5, 'Gus', -400],
      [7, 'Bob', -420],
      [7, 'Dan', -420],
    ]);
  });
});

describe('movement to the next round', () => {
  const seating = defaultSeating(12); // T1: 0 1 2 3, T2: 4 5 6 7, T3: 8 9 10 11 (N E S W)
  const totals = [
    { NS: 900, EW: 300 }, // table 1: N/S (0, 2) win
    { NS: 100, EW: 700 }, // table 2: E/W (5, 7) win
    { NS: 500, EW: 200 }, // table 3: N/S (8, 10) win
  ];

  it('standard: table 1 winners stay, losers go to the last table; elsewhere winners move up, losers stay', () => {
    const plan = planMovement('standard', seating, totals);
    expect(
      plan.ok &&
        plan.value.map((m) => [
          [m.stayers.first, m.stayers.second],
          [m.arrivals.first, m.arrivals.second],
        ]),
    ).toEqual([
      [
        [0, 2],
        [5, 7],
      ],
      [
        [4, 6],
        [8, 10],
      ],
      [
        [9, 11],
        [1, 3],
      ],
    ]);
  });

  it('standard: arrivals draw first, the higher sits North and deals; the higher stayer is his partner', () => {
    const plan = planMovement('standard', seating, totals);
    if (!plan.ok) throw new Error(plan.error.message);
    const draws: Card[] = [];
    const give = (player: number, text: string) => {
      draws[player] = card(text);
    };
    give(5, 'SA');
    give(7, 'H2');
    give(0, 'D3');
    give(2, 'DK'); // table 1
    give(8, 'C4');
    give(10, 'S4');
    give(4, 'HQ');
    give(6, 'HJ'); // table 2: 4♠ beats 4♣ on suit
    give(1, 'D9');
    give(3, 'DT');
    give(9, 'S2');
    give(11, 'S3'); // table 3
    expect(seatTables('standard', plan.value, draws)).toEqual({
      ok: true,
      value: {
        seating: [
          { N: 5, E: 7, S: 2, W: 0 },
          { N: 10, E: 8, S: 4, W: 6 },
          { N: 3, E: 1, S: 11, W: 9 },
        ],
        firstDealers: ['N', 'N', 'N'],
      },
    });
  });

  it('reports a tie for the director and never settles it; the decision then counts', () => {
    const tied = [totals[0], { NS: 400, EW: 400 }, totals[2]] as typeof totals;
    expect(planMovement('standard', seating, tied)).toEqual({
      ok: false,
      error: {
        code: 'needs-director',
        tables: [2],
        message: 'a tie at table 2 (400–400): the director must decide which pair won',
      },
    });
    const decided = planMovement('standard', seating, tied, { 2: 'NS' });
    expect(decided.ok && decided.value[0]?.arrivals).toEqual({ first: 4, second: 6, side: 'NS' });
  });

  it('pair contest: partnerships move together; stayers keep their direction', () => {
    const plan = planMovement('pairs', seating, totals);
    if (!plan.ok) throw new Error(plan.error.message);
    expect(seatTables('pairs', plan.value)).toMatchObject({
      ok: true,
      value: {
        seating: [
          { N: 0, S: 2, E: 5, W: 7 },
          { N: 4, S: 6, E: 8, W: 10 },
          { N: 1, S: 3, E: 9, W: 11 },
        ],
      },
    });
  });

  it('fixed N/S: E/W move one table toward table 1, and from table 1 to the last, whoever won', () => {
    const plan = planMovement('fixed-ns', seating, [
      { NS: 0, EW: 0 },
      { NS: 0, EW: 0 },
      { NS: 0, EW: 0 },
    ]);
    if (!plan.ok) throw new Error('fixed N/S never needs the director');
    expect(seatTables('fixed-ns', plan.value)).toMatchObject({
      ok: true,
      value: {
        seating: [
          { N: 0, S: 2, E: 5, W: 7 },
          { N: 4, S: 6, E: 9, W: 11 },
          { N: 8, S: 10, E: 1, W: 3 },
        ],
      },
    });
  });

  it('standard needs a draw from everyone, and different cards at a table', () => {
    const plan = planMovement('standard', seating, totals);
    if (!plan.ok) throw new Error(plan.error.message);
    expect(seatTables('standard', plan.value, [])).toMatchObject({
      ok: false,
      error: { code: 'draws', message: 'table 1: no draw for player 6, 8, 1, 3' },
    });
    const same = randomDraws(plan.value, 12, 7);
    same[7] = same[5] as Card;
    expect(seatTables('standard', plan.value, same)).toMatchObject({
      ok: false,
      error: { message: 'table 1: two players drew the same card; draw again' },
    });
  });

  it('random draws come from a seeded source: the same seed gives the same cards', () => {
    const plan = planMovement('standard', seating, totals);
    if (!plan.ok) throw new Error(plan.error.message);
    expect(randomDraws(plan.value, 12, 42)).toEqual(randomDraws(plan.value, 12, 42));
    expect(randomDraws(plan.value, 12, 42)).not.toEqual(randomDraws(plan.value, 12, 43));
  });

  it('each movement seats every player exactly once (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom<Progression>('standard', 'pairs', 'fixed-ns'),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })), {
          minLength: 7,
          maxLength: 7,
        }),
        fc.integer(),
        (tables, progression, scores, seed) => {
          const seats: TableSeating[] = defaultSeating(tables * 4);
          const round = scores.slice(0, tables).map(([ns, ew]) => ({ NS: ns * 100, EW: ew * 100 }));
          const decisions: { [t: number]: Side } = {};
          round.forEach((_, t) => {
            decisions[t + 1] = seed % 2 === 0 ? 'NS' : 'EW';
          });
          const plan = planMovement(progression, seats, round, decisions);
          if (!plan.ok) return false;
          const seated = seatTables(progression, plan.value, randomDraws(plan.value, tables * 4, seed));
          if (!seated.ok) return false;
          const everyone = seated.value.seating.flatMap((t) => [t.N, t.E, t.S, t.W]).sort((a, b) => a - b);
          return JSON.stringify(everyone) === JSON.stringify([...Array(tables * 4).keys()]);
        },
      ),
    );
  });
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
    if (!pending.ok) throw new Error(pending.error.message);
    const draws = randomDraws(pending.value, 8, 2026);
    const next = play(session, [{ type: 'next-round', draws }]);
    expect(next.state.rounds).toHaveLength(2);
    const round2 = next.state.rounds[1];
    expect(round2?.seating.flatMap((t) => [t.N, t.E, t.S, t.W]).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Reloading the saved evening gives the same state.
    expect(loadProgressive(JSON.stringify(next.session))).toEqual({ ok: true, value: next });
  });

  it('refuses to move on before every table has played four deals', () => {
    const { session, state } = play(start({ players: EIGHT }), ROUND_1.slice(0, 7));
    expect(pendingMovement(state)).toEqual({
      ok: false,
      error: { code: 'round-not-over', message: 'round 1 is not over: table 2 still to play' },
    });
    expect(addProgressiveEvent(session, { type: 'next-round' })).toMatchObject({
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
    expect(addProgressiveEvent(session, deal(1, 'N', '1C='))).toMatchObject({
      ok: false,
      error: { message: 'event 5: table 1 has played its four deals of round 1' },
    });
    expect(addProgressiveEvent(session, deal(3, 'N', '1C='))).toMatchObject({
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
    expect(addProgressiveEvent(level.session, { type: 'next-round' })).toMatchObject({
      ok: false,
      error: { message: 'event 5: a tie at table 1 (90–90): the director must decide which pair won' },
    });
    const decided = addProgressiveEvent(level.session, { type: 'next-round', decisions: { 1: 'EW' } });
    expect(decided.ok && decided.value.state.rounds[0]?.decisions).toEqual({ 1: 'EW' });
  });

  it('names bad settings', () => {
    expect(newProgressive({ players: ['Ann', 'Bob', 'Cat'] })).toMatchObject({
      ok: false,
      error: { message: 'settings: players must be a list of 4 names a table (4, 8, 12, …), not ["Ann","Bob","Cat"]' },
    });
    expect(newProgressive({ players: ['Ann', 'Bob', 'ann ', 'Dan'] })).toMatchObject({
      ok: false,
      error: { message: 'settings: two players are called "ann"; give each a different name' },
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
          const next = addProgressiveEvent(session, {
            type: 'deal',
            table: e.table,
            declarer: e.declarer,
            contract: { level: e.level, strain: e.strain, doubling: e.doubling, result: e.tricks - e.level - 6 },
          });
          if (next.ok) session = next.value.session;
          else {
            // A round is over: move on with seeded draws and the director favouring N/S at a tie.
            const state = progressiveState(session);
            if (!state.ok) return false;
            const plan = pendingMovement(state.value, { 1: 'NS', 2: 'NS' });
            if (!plan.ok) continue;
            const moved = addProgressiveEvent(session, {
              type: 'next-round',
              decisions: { 1: 'NS', 2: 'NS' },
              draws: randomDraws(plan.value, 8, seed),
            });
            if (!moved.ok) return false;
            session = moved.value.session;
          }
        }
        const state = progressiveState(session);
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
    expect(addProgressiveEvent(session, { type: 'next-round', seating: twice })).toMatchObject({
      ok: false,
      error: { message: 'event 9: player 1 is seated twice' },
    });
  });
});
