// A teams event's ranking (docs/rules.md, A teams event): VPs from the WBF formula worked in the test
// (wbf-scale.ts) or from a small club table read by eye, sums and tie-breaks worked by hand.
import { describe, expect, it } from 'vitest';
import {
  type ByeRule,
  impQuotient,
  parseVpTable,
  type TeamsEvent,
  type TeamsMatch,
  teamsStandings,
} from '../../../core/teams/index';
import { must } from '../../support';
import { wbfHundredths } from './wbf-scale';

const team = (name: string, extra: { carryOver?: number; leavesFrom?: number } = {}) => ({
  name,
  players: [],
  ...extra,
});
/** A match typed as its IMPs, home first. */
const m = (home: string, away: string, homeImps?: number, awayImps?: number): TeamsMatch =>
  homeImps === undefined ? { home, away } : { home, away, score: { imps: { home: homeImps, away: awayImps ?? 0 } } };

/** A club table, small enough to read by eye: a draw 10–10, 1–9 IMPs 13–7, 10 or more 16–4. */
const CLUB = must(parseVpTable('0 10-10; 1-9 13-7; 10+ 16-4'));

const event = (
  teams: ReturnType<typeof team>[],
  rounds: TeamsEvent['rounds'],
  extra: { scale?: TeamsEvent['scale']; bye?: ByeRule; boards?: number } = {},
): TeamsEvent => ({
  teams,
  rounds,
  boards: extra.boards ?? 8,
  scale: extra.scale ?? CLUB,
  bye: extra.bye ?? 'average',
});

describe('the ranking of a round robin on the WBF scale', () => {
  // Four teams, three rounds of 8 boards, IMPs typed.
  const played = event(
    ['A', 'B', 'C', 'D'].map((name) => team(name)),
    [
      { matches: [m('A', 'D', 30, 10), m('B', 'C', 15, 15)] },
      { matches: [m('D', 'C', 25, 5), m('A', 'B', 12, 20)] },
      { matches: [m('B', 'D', 22, 18), m('C', 'A', 10, 40)] },
    ],
    { scale: 'wbf' },
  );

  it('sums each team’s VPs, IMPs for and against and matches played', () => {
    const v = wbfHundredths;
    // A: +20 v D, −8 v B, +30 v C. B: 0 v C, +8 v A, +4 v D. C: 0, −20 v D, −30 v A. D: −20, +20, −4.
    const vps = {
      A: v(20, 8) + v(-8, 8) + v(30, 8),
      B: v(0, 8) + v(8, 8) + v(4, 8),
      C: v(0, 8) + v(-20, 8) + v(-30, 8),
      D: v(-20, 8) + v(20, 8) + v(-4, 8),
    };
    const standings = must(teamsStandings(played));
    const byTeam = Object.fromEntries(standings.map((s) => [s.team, s]));
    for (const name of ['A', 'B', 'C', 'D'] as const) expect(byTeam[name]?.vps).toBeCloseTo(vps[name] / 100, 9);
    expect(byTeam.A).toMatchObject({ impsFor: 82, impsAgainst: 40, played: 3, byes: 0, byeVps: 0, carryOver: 0 });
    expect(byTeam.B).toMatchObject({ impsFor: 57, impsAgainst: 45 });
    expect(byTeam.C).toMatchObject({ impsFor: 30, impsAgainst: 80 });
    expect(byTeam.D).toMatchObject({ impsFor: 53, impsAgainst: 57 });
    expect(byTeam.A?.quotient).toBeCloseTo(82 / 40, 12);
    // Ranked by the VPs worked above, best first: no two are level.
    const order = Object.entries(vps)
      .sort((x, y) => y[1] - x[1])
      .map(([name]) => name);
    expect(standings.map((s) => s.team)).toEqual(order);
    expect(standings.map((s) => s.place)).toEqual(['1', '2', '3', '4']);
  });

  it('leaves out a match not played yet', () => {
    const more = { ...played, rounds: [...played.rounds, { matches: [m('A', 'C'), m('B', 'D')] }] };
    expect(must(teamsStandings(more))).toEqual(must(teamsStandings(played)));
  });

  it('scores a match from its boards: each board’s IMPs to the side that won it', () => {
    // Board 1: 420 against 170, 6 IMPs to the home team. Board 2: −500 against +110, 12 to the away team.
    const boards = event(
      [team('A'), team('B')],
      [
        {
          matches: [
            {
              home: 'A',
              away: 'B',
              score: {
                byBoard: [
                  { board: 1, table1: { ns: 420 }, table2: { ns: 170 } },
                  { board: 2, table1: { ns: -500 }, table2: { ns: 110 } },
                ],
              },
            },
          ],
        },
      ],
      { scale: 'wbf', boards: 2 },
    );
    const [first, second] = must(teamsStandings(boards));
    expect(first).toMatchObject({ team: 'B', impsFor: 12, impsAgainst: 6, vps: wbfHundredths(6, 2) / 100 });
    expect(second).toMatchObject({ team: 'A', impsFor: 6, impsAgainst: 12, vps: wbfHundredths(-6, 2) / 100 });
  });
});

describe('the tie-breaks: VPs, then the IMP quotient, then the match between two', () => {
  it('three level on VPs: the quotient puts C first, A’s win over B puts A above B', () => {
    // By the club table. A: 13 (beat B by 5), 4 (lost to C by 15), 16 (beat D by 10) = 33, IMPs 60–60.
    // B: 7, 13 (beat D by 3), 13 (beat C by 2) = 33, IMPs 60–60. C: 10, 16, 7 = 33, IMPs 53–40.
    // D: 10, 7, 4 = 21.
    const standings = must(
      teamsStandings(
        event(
          ['A', 'B', 'C', 'D'].map((name) => team(name)),
          [
            { matches: [m('A', 'B', 20, 15), m('C', 'D', 10, 10)] },
            { matches: [m('A', 'C', 10, 25), m('B', 'D', 25, 22)] },
            { matches: [m('A', 'D', 30, 20), m('B', 'C', 20, 18)] },
          ],
        ),
      ),
    );
    expect(standings.map((s) => [s.place, s.team, s.vps, s.impsFor, s.impsAgainst])).toEqual([
      ['1', 'C', 33, 53, 40],
      ['2', 'A', 33, 60, 60],
      ['3', 'B', 33, 60, 60],
      ['4', 'D', 21, 52, 65],
    ]);
  });

  it('two level that never met share a place, listed in seeding order', () => {
    // A and B each beat their opponent 30–10 (16 VPs, quotient 3); C and D lost so (4, quotient ⅓).
    const standings = must(
      teamsStandings(
        event(
          ['A', 'B', 'C', 'D'].map((name) => team(name)),
          [{ matches: [m('B', 'D', 30, 10), m('A', 'C', 30, 10)] }],
        ),
      ),
    );
    expect(standings.map((s) => [s.place, s.team])).toEqual([
      ['1=', 'A'],
      ['1=', 'B'],
      ['3=', 'C'],
      ['3=', 'D'],
    ]);
  });

  it('two level whose own match was drawn share a place; so do three or more level on both', () => {
    const drawn = must(
      teamsStandings(
        event(
          ['A', 'B', 'C', 'D'].map((name) => team(name)),
          [{ matches: [m('A', 'B', 20, 20), m('D', 'C', 30, 10)] }],
        ),
      ),
    );
    expect(drawn.map((s) => [s.place, s.team])).toEqual([
      ['1', 'D'],
      ['2=', 'A'],
      ['2=', 'B'],
      ['4', 'C'],
    ]);
    const all = must(
      teamsStandings(
        event(
          ['A', 'B', 'C', 'D'].map((name) => team(name)),
          [{ matches: [m('A', 'B', 5, 5), m('C', 'D', 9, 9)] }],
        ),
      ),
    );
    expect(all.map((s) => s.place)).toEqual(['1=', '1=', '1=', '1=']);
  });

  it('puts a team that conceded no IMPs above any quotient, and counts no IMPs either way as 1', () => {
    expect(impQuotient(45, 30)).toBe(1.5);
    expect(impQuotient(12, 0)).toBe('infinite');
    expect(impQuotient(0, 0)).toBe(1);
    // A won 12–0 and B 24–2: both 16 VPs, A's quotient infinite, B's 12.
    const standings = must(
      teamsStandings(
        event(
          ['A', 'B', 'C', 'D'].map((name) => team(name)),
          [{ matches: [m('B', 'D', 24, 2), m('A', 'C', 12, 0)] }],
        ),
      ),
    );
    expect(standings.map((s) => [s.place, s.team, s.quotient])).toEqual([
      ['1', 'A', 'infinite'],
      ['2', 'B', 12],
      ['3', 'D', 2 / 24],
      ['4', 'C', 0],
    ]);
  });
});

describe('carry-over and byes', () => {
  // Three teams by the club table, A carrying 5.5 VPs. R1: B beat C 20–10 (16–4), A a bye. R2: A and B
  // drew 15–15 (10–10), C a bye. R3: C beat A 25–20 (13–7), B a bye.
  const three = (bye: ByeRule) =>
    event(
      [team('A', { carryOver: 5.5 }), team('B'), team('C')],
      [
        { matches: [m('B', 'C', 20, 10)], byes: ['A'] },
        { matches: [m('A', 'B', 15, 15)], byes: ['C'] },
        { matches: [m('C', 'A', 25, 20)], byes: ['B'] },
      ],
      { bye },
    );

  it('a fixed bye: A 5.5 + 12 + 10 + 7 = 34.5, B 16 + 10 + 12 = 38, C 4 + 12 + 13 = 29', () => {
    expect(must(teamsStandings(three({ vps: 12 }))).map((s) => [s.place, s.team, s.vps, s.byeVps, s.played])).toEqual([
      ['1', 'B', 38, 12, 2],
      ['2', 'A', 34.5, 12, 2],
      ['3', 'C', 29, 12, 2],
    ]);
  });

  it('the team’s own average: A 5.5 + 8.5 + 17 = 31, B 26 + 13 = 39, C 17 + 8.5 = 25.5', () => {
    expect(must(teamsStandings(three('average'))).map((s) => [s.team, s.vps, s.byeVps, s.carryOver])).toEqual([
      ['B', 39, 13, 0],
      ['A', 31, 8.5, 5.5],
      ['C', 25.5, 8.5, 0],
    ]);
  });

  it('an average bye before any match scores a draw', () => {
    const early = event([team('A'), team('B'), team('C')], [{ matches: [m('B', 'C', 20, 10)], byes: ['A'] }]);
    expect(must(teamsStandings(early)).find((s) => s.team === 'A')).toMatchObject({ vps: 10, played: 0, byes: 1 });
  });

  it('keeps a team that left in the ranking, with the round it left from', () => {
    const left = event(
      [team('A'), team('B'), team('C', { leavesFrom: 2 }), team('D')],
      [{ matches: [m('A', 'B', 10, 10), m('C', 'D', 10, 10)] }, { matches: [m('A', 'D', 10, 10)], byes: ['B'] }],
    );
    expect(must(teamsStandings(left)).find((s) => s.team === 'C')).toMatchObject({ leftFrom: 2, played: 1 });
  });
});
