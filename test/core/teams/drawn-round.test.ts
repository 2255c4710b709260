// A round's draw checked whole, as a director changes it (docs/rules.md, Changing a drawn round): every
// team still in drawn once, one bye at most, no rematch in a Swiss; and the pairs a changed round robin
// plays more often than its schedule means.
import { describe, expect, it } from 'vitest';
import { checkRound, pairsMeetingMore, type TeamsEvent, type TeamsMatch } from '../../../core/teams/index';
import { must, worded } from '../../support';

const m = (home: string, away: string, homeImps?: number, awayImps?: number): TeamsMatch =>
  homeImps === undefined ? { home, away } : { home, away, score: { imps: { home: homeImps, away: awayImps ?? 0 } } };

const base: TeamsEvent = {
  teams: ['Aces', 'Bears', 'Cubs', 'Dons', 'Eels'].map((name) => ({ name, players: [] })),
  rounds: [],
  boards: 8,
  scale: 'wbf',
  bye: 'average',
};
const withRounds = (...rounds: TeamsEvent['rounds']): TeamsEvent => ({ ...base, rounds });

describe('checkRound', () => {
  it('takes a round with every team once, the odd one out with the bye', () => {
    const event = withRounds({ matches: [m('Aces', 'Dons'), m('bears', 'Eels')], byes: ['Cubs'] });
    expect(must(checkRound(event, 1, { rematches: 'refused' }))).toBe(event);
  });

  it('takes a round without a team that has left the event by then', () => {
    const teams = base.teams.map((team) => (team.name === 'Eels' ? { ...team, leavesFrom: 2 } : team));
    const event = {
      ...withRounds({ matches: [m('Aces', 'Dons', 3, 1), m('Bears', 'Eels', 2, 2)], byes: ['Cubs'] }),
      teams,
      rounds: [
        { matches: [m('Aces', 'Dons', 3, 1), m('Bears', 'Eels', 2, 2)], byes: ['Cubs'] },
        { matches: [m('Aces', 'Bears'), m('Cubs', 'Dons')] },
      ],
    };
    expect(checkRound(event, 2, { rematches: 'refused' }).ok).toBe(true);
  });

  it.each([
    [
      'a team left out',
      withRounds({ matches: [m('Aces', 'Dons'), m('Bears', 'Cubs')] }),
      {
        code: 'teams-not-drawn',
        where: { round: 1 },
        message: '"Eels" is not drawn in round 1: each team plays or has the bye',
      },
    ],
    [
      'two byes',
      { ...base, teams: base.teams.slice(0, 4), rounds: [{ matches: [m('Aces', 'Dons')], byes: ['Bears', 'Cubs'] }] },
      { code: 'teams-byes', where: { round: 1 }, message: 'round 1 has 2 byes: one at most' },
    ],
    [
      'a team twice',
      withRounds({ matches: [m('Aces', 'Dons'), m('Bears', 'Aces')], byes: ['Cubs'] }),
      { code: 'teams-twice-in-round', where: { round: 1, table: 2 }, message: '"Aces" is drawn twice in round 1' },
    ],
    [
      'a rematch in a Swiss',
      withRounds(
        { matches: [m('Aces', 'Dons', 1, 0), m('Bears', 'Eels', 0, 0)], byes: ['Cubs'] },
        { matches: [m('Dons', 'Aces'), m('Bears', 'Cubs')], byes: ['Eels'] },
      ),
      {
        code: 'teams-rematch',
        where: { round: 2, table: 1 },
        message: '"Dons" and "Aces" met in round 1 already',
      },
    ],
  ])('refuses %s', (_, event, error) => {
    expect(worded(checkRound(event, event.rounds.length, { rematches: 'refused' }))).toMatchObject({
      ok: false,
      error,
    });
  });
});

describe('pairsMeetingMore', () => {
  // 4 teams, a single round robin whose round 3 was changed: Aces v Cubs again, Aces v Dons never.
  const changed: TeamsEvent = {
    ...base,
    teams: base.teams.slice(0, 4),
    rounds: [
      { matches: [m('Aces', 'Bears'), m('Cubs', 'Dons')] },
      { matches: [m('Aces', 'Cubs'), m('Bears', 'Dons')] },
      { matches: [m('Cubs', 'aces'), m('Bears', 'Dons')] },
    ],
  };

  it('names each pair met more often than the schedule means, with the rounds', () => {
    expect(pairsMeetingMore(changed, 1)).toEqual([
      { home: 'Aces', away: 'Cubs', rounds: [2, 3] },
      { home: 'Bears', away: 'Dons', rounds: [2, 3] },
    ]);
  });

  it('names none in a double round robin where each pair meets twice', () => {
    expect(pairsMeetingMore(changed, 2)).toEqual([]);
  });
});
