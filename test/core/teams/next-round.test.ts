// A Swiss's next round from its rounds so far (docs/rules.md, The Swiss draw): the field the draw is
// made from, worked by hand from the standings, and the draw it gives.
import { describe, expect, it } from 'vitest';
import { drawNextRound, swissField, type TeamsEvent, type TeamsMatch } from '../../../core/teams/index';
import { must, worded } from '../../support';

const m = (home: string, away: string, homeImps?: number, awayImps?: number): TeamsMatch =>
  homeImps === undefined ? { home, away } : { home, away, score: { imps: { home: homeImps, away: awayImps ?? 0 } } };
const event = (rounds: TeamsEvent['rounds'], names = ['A', 'B', 'C', 'D']): TeamsEvent => ({
  teams: names.map((name) => ({ name, players: [] })),
  rounds,
  boards: 8,
  scale: 'wbf',
  bye: 'average',
});

describe('a Swiss’s next round', () => {
  it('round 1: the seeding, top half against bottom half', () => {
    expect(must(swissField(event([])))).toEqual({ order: ['A', 'B', 'C', 'D'], met: [], byes: [] });
    expect(must(drawNextRound(event([])))).toEqual({
      tables: [
        { table: 1, home: 'A', away: 'C' },
        { table: 2, home: 'B', away: 'D' },
      ],
    });
  });

  it('round 2: the standings’ order, no rematch', () => {
    // A beat C by 15, D beat B by 2: A, D, B, C. Of the draws without a rematch, A v D and B v C
    // (1 + 1) has the least sum of squares.
    const one = event([{ matches: [m('A', 'C', 20, 5), m('B', 'D', 10, 12)] }]);
    expect(must(swissField(one))).toEqual({
      order: ['A', 'D', 'B', 'C'],
      met: [
        ['A', 'C'],
        ['B', 'D'],
      ],
      byes: [],
    });
    expect(must(drawNextRound(one)).tables).toEqual([
      { table: 1, home: 'A', away: 'D' },
      { table: 2, home: 'B', away: 'C' },
    ]);
  });

  it('leaves out a team that has left, and gives the bye to the lowest placed without one', () => {
    const teams = ['A', 'B', 'C', 'D', 'E'];
    const left = {
      ...event([{ matches: [m('A', 'C', 20, 5), m('B', 'D', 10, 12)], byes: ['E'] }], teams),
    };
    const gone = { ...left, teams: left.teams.map((team) => (team.name === 'B' ? { ...team, leavesFrom: 2 } : team)) };
    const field = must(swissField(gone));
    expect(field.order).not.toContain('B');
    expect(field.byes).toEqual(['E']);
    // Four left: A, D, E (a bye at 10, its draw as no match is played), C; no bye this round.
    expect(must(drawNextRound(gone)).bye).toBeUndefined();
    // With B still in, five teams: the bye to the lowest placed who has not had one, C.
    expect(must(drawNextRound(left)).bye).toBe('C');
  });

  it('refuses a rematch typed by hand, naming its round and table', () => {
    const again = event([
      { matches: [m('A', 'C', 20, 5), m('B', 'D', 10, 12)] },
      { matches: [m('c', 'a'), m('B', 'D')] },
    ]);
    expect(worded(drawNextRound(again))).toMatchObject({
      ok: false,
      error: { code: 'teams-rematch', where: { round: 2, table: 1 }, message: '"c" and "a" met in round 1 already' },
    });
  });
});
