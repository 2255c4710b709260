// A teams event's one check (docs/rules.md, A teams event): what every face refuses before it scores,
// each refusal placed at its round and table.
import { describe, expect, it } from 'vitest';
import {
  byesHad,
  checkEvent,
  matchImps,
  pairsMet,
  parseVpTable,
  scoredMatches,
  type TeamsEvent,
  type TeamsMatch,
} from '../../../core/teams/index';
import { must, worded } from '../../support';

const m = (home: string, away: string, homeImps?: number, awayImps?: number): TeamsMatch =>
  homeImps === undefined ? { home, away } : { home, away, score: { imps: { home: homeImps, away: awayImps ?? 0 } } };

const base: TeamsEvent = {
  teams: ['North', 'South', 'East', 'West', 'Centre'].map((name) => ({ name, players: [] })),
  rounds: [],
  boards: 8,
  scale: 'wbf',
  bye: 'average',
};
const withRounds = (rounds: TeamsEvent['rounds'], extra: Partial<TeamsEvent> = {}): TeamsEvent => ({
  ...base,
  ...extra,
  rounds,
});

describe('checkEvent', () => {
  it('takes a sound event as it is, names in any case', () => {
    const event = withRounds([
      { matches: [m('North', 'south', 20, 10), m('EAST', 'West')], byes: ['Centre'] },
      { matches: [m('Centre', 'North', 5, 5)], byes: [' west '] },
    ]);
    expect(must(checkEvent(event))).toBe(event);
  });

  it.each([
    [
      'a team of none of the event’s',
      withRounds([{ matches: [m('North', 'South'), m('East', 'Weast')] }]),
      { code: 'teams-unknown', where: { round: 1, table: 2 }, message: '"Weast" is not one of the event\'s teams' },
    ],
    [
      'a team against itself',
      withRounds([{ matches: [m('North', ' north')] }]),
      { code: 'teams-against-itself', where: { round: 1, table: 1 }, message: '"North" cannot play itself' },
    ],
    [
      'a team in two matches of a round',
      withRounds([{ matches: [] }, { matches: [m('North', 'South'), m('East', 'NORTH')] }]),
      { code: 'teams-twice-in-round', where: { round: 2, table: 2 }, message: '"NORTH" is drawn twice in round 2' },
    ],
    [
      'a team with a bye that also plays',
      withRounds([{ matches: [m('North', 'South')], byes: ['South'] }]),
      { code: 'teams-twice-in-round', where: { round: 1 }, message: '"South" is drawn twice in round 1' },
    ],
    [
      'IMPs that are no whole number of 0 or more',
      withRounds([{ matches: [m('North', 'South', 12, -3)] }]),
      { code: 'teams-imps', where: { round: 1, table: 1 }, message: 'IMPs are a whole number, 0 or more, not -3' },
    ],
    [
      'a match’s length the scale does not take',
      withRounds([{ matches: [{ ...m('North', 'South', 12, 3), boards: 0 }] }]),
      {
        code: 'boards-range',
        where: { round: 1, table: 1 },
        message: 'a match has a whole number of boards from 1 to 1000, not 0',
      },
    ],
    [
      'a board’s result that cannot be scored',
      withRounds([
        {
          matches: [
            { home: 'North', away: 'South', score: { byBoard: [{ board: 0, table1: { ns: 0 }, table2: { ns: 0 } }] } },
          ],
        },
      ]),
      { code: 'board-score', cause: 'board-whole', where: { round: 1, table: 1 } },
    ],
    [
      'a fixed bye beyond the scale',
      withRounds([], { bye: { vps: 21 } }),
      { code: 'teams-bye-vps', message: 'a bye scores from 0 to 20 VPs, not 21' },
    ],
    ['a club table that is not one', withRounds([], { scale: { bands: [] } }), { code: 'vp-table-empty' }],
    [
      'two teams alike but for case',
      { ...base, teams: [...base.teams, { name: 'centre ', players: [] }] },
      { code: 'teams-same-name', message: 'two teams are called "centre": give each its own name' },
    ],
    [
      'a round to leave from that is none',
      { ...base, teams: [{ name: 'A', players: [], leavesFrom: 0 }, ...base.teams] },
      { code: 'teams-leaves-from', message: '"A" leaves from a round: a whole number from 1, not 0' },
    ],
  ])('refuses %s', (_, event, error) => {
    expect(worded(checkEvent(event))).toMatchObject({ ok: false, error });
  });

  it('refuses a team drawn in or after the round it leaves from', () => {
    const teams = base.teams.map((team) => (team.name === 'East' ? { ...team, leavesFrom: 2 } : team));
    const ok = { ...base, teams, rounds: [{ matches: [m('East', 'West', 3, 4)] }] };
    expect(checkEvent(ok).ok).toBe(true);
    const late = { ...ok, rounds: [...ok.rounds, { matches: [], byes: ['East'] }] };
    expect(worded(checkEvent(late))).toMatchObject({
      ok: false,
      error: {
        code: 'teams-left',
        where: { round: 2 },
        message: '"East" left the event from round 2: it is drawn no more',
      },
    });
  });

  it('refuses a rematch only when asked: a Swiss’s rule, not a double round robin’s', () => {
    const again = withRounds([
      { matches: [m('North', 'South')] },
      { matches: [m('East', 'West')] },
      { matches: [m('South', 'North')] },
    ]);
    expect(checkEvent(again).ok).toBe(true);
    expect(worded(checkEvent(again, { rematches: 'refused' }))).toMatchObject({
      ok: false,
      error: {
        code: 'teams-rematch',
        where: { round: 3, table: 1 },
        params: { earlier: 1 },
        message: '"South" and "North" met in round 1 already',
      },
    });
  });

  it('refuses an event of fewer than two teams', () => {
    expect(checkEvent({ ...base, teams: [{ name: 'A', players: [] }] })).toMatchObject({
      ok: false,
      error: { code: 'teams-too-few', reason: 'an event has at least 2 teams' },
    });
  });
});

describe('an event’s matches', () => {
  it('gives each played match its IMPs, its length and both sides’ VPs, spelt as the team list spells them', () => {
    const club = must(parseVpTable('0 10-10; 1+ 12-8'));
    const event = withRounds(
      [
        { matches: [m('north', 'South', 20, 10), { ...m('East', 'West', 0, 3), boards: 12 }], byes: ['Centre'] },
        { matches: [m('Centre', 'North')] },
      ],
      {
        scale: club,
      },
    );
    expect(must(scoredMatches(event))).toEqual([
      {
        round: 1,
        table: 1,
        home: 'North',
        away: 'South',
        boards: 8,
        imps: { home: 20, away: 10 },
        vps: { home: 12, away: 8 },
      },
      {
        round: 1,
        table: 2,
        home: 'East',
        away: 'West',
        boards: 12,
        imps: { home: 0, away: 3 },
        vps: { home: 8, away: 12 },
      },
    ]);
  });

  it('has no IMPs for a match not played', () => {
    expect(must(matchImps(m('A', 'B')))).toBeUndefined();
  });

  it('lists the pairs met, each once, and the byes, a team once for each', () => {
    const event = withRounds([
      { matches: [m('North', 'South'), m('East', 'West')], byes: ['Centre'] },
      { matches: [m('south', 'North'), m('Centre', 'East')], byes: ['West'] },
      { matches: [m('North', 'West'), m('South', 'East')], byes: ['centre'] },
    ]);
    expect(pairsMet(event)).toEqual([
      ['North', 'South'],
      ['East', 'West'],
      ['Centre', 'East'],
      ['North', 'West'],
      ['South', 'East'],
    ]);
    expect(byesHad(event)).toEqual(['Centre', 'West', 'Centre']);
  });
});
