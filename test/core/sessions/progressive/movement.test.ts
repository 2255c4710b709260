// Moving players between rounds, apart from any evening: who stays and who arrives under each method,
// how the draws seat the arrivals, and the director's word at a tie, with a property that every
// movement seats every player exactly once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Card,
  formatProblem,
  type Progression,
  parseCard,
  randomDraws,
  type Side,
  seatTables,
  type TableSeating,
} from '../../../../core/index';
import { defaultSeating, planMovement } from '../../../../core/sessions/progressive/index';
import { worded } from '../../../support';

const card = (text: string): Card => {
  const c = parseCard(text);
  if (!c.ok) throw new Error(formatProblem(c.error));
  return c.value;
};

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
    if (!plan.ok) throw new Error(formatProblem(plan.error));
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
    expect(worded(planMovement('standard', seating, tied))).toEqual({
      ok: false,
      error: {
        code: 'needs-director',
        reason: 'a tie at table 2 (400–400): the director must decide which pair won',
        params: { tables: [2], points: [400], ties: 'table 2 (400–400)' },
        message: 'a tie at table 2 (400–400): the director must decide which pair won',
      },
    });
    const decided = planMovement('standard', seating, tied, { 2: 'NS' });
    expect(decided.ok && decided.value[0]?.arrivals).toEqual({ first: 4, second: 6, side: 'NS' });
  });

  it('pair contest: partnerships move together; stayers keep their direction', () => {
    const plan = planMovement('pairs', seating, totals);
    if (!plan.ok) throw new Error(formatProblem(plan.error));
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
    if (!plan.ok) throw new Error(formatProblem(plan.error));
    expect(worded(seatTables('standard', plan.value, []))).toMatchObject({
      ok: false,
      error: { code: 'draws', message: 'table 1: no draw for player 6, 8, 1, 3' },
    });
    const same = randomDraws(plan.value, 12, 7);
    same[7] = same[5] as Card;
    expect(worded(seatTables('standard', plan.value, same))).toMatchObject({
      ok: false,
      error: { message: 'table 1: two players drew the same card; draw again' },
    });
  });

  it('random draws come from a seeded source: the same seed gives the same cards', () => {
    const plan = planMovement('standard', seating, totals);
    if (!plan.ok) throw new Error(formatProblem(plan.error));
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
