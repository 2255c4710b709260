// The corpus's teams events: VP tables a club could mistype, events a scorer could set wrong, and round
// robins of names that cannot be scheduled, read into the same list of refusals (refusals.ts) that
// problem-codes.test.ts checks.
import {
  checkEvent,
  checkRound,
  parseVpTable,
  roundRobin,
  type TeamsEvent,
  type TeamsMatch,
} from '../../../core/teams/index';
import { collect } from './refusals';

collect(
  ...[
    '',
    ' ; ',
    '0 10-10; 1 to 2 11-9',
    '0 10-10; 3-1 11-9',
    '0 10-10\n1-2 11',
    '1-2 11-9; 3+ 12-8',
    '0 10-10; 1-2 11-9; 4+ 12-8',
    '0 10-10; 1-2 11-9; 2-5 12-8',
    '0 10-10; 1+ 11-9; 5+ 12-8',
    '0 10-10; 1+ 9-11',
    '0 11-9; 1+ 12-8',
    '0 10-10; 1-3 12-8; 4+ 11-9',
    '0 10-10; 1-3 12-8; 4+ 13-8.5',
  ].map((text) => parseVpTable(text)),
);

const m = (home: string, away: string, homeImps?: number, awayImps?: number): TeamsMatch =>
  homeImps === undefined ? { home, away } : { home, away, score: { imps: { home: homeImps, away: awayImps ?? 0 } } };
const event: TeamsEvent = {
  teams: ['North', 'South', 'East', 'West'].map((name) => ({ name, players: [] })),
  rounds: [],
  boards: 8,
  scale: 'wbf',
  bye: 'average',
};
const rounds = (...list: TeamsEvent['rounds']): TeamsEvent => ({ ...event, rounds: list });
collect(
  checkEvent({ ...event, teams: [{ name: 'Alone', players: [] }] }),
  checkEvent({ ...event, teams: [...event.teams, { name: ' ', players: [] }] }),
  checkEvent({ ...event, teams: [...event.teams, { name: 'north', players: [] }] }),
  checkEvent({ ...event, teams: [...event.teams, { name: 'Late', players: [], leavesFrom: 0.5 }] }),
  checkEvent({ ...event, bye: { vps: 25 } }),
  checkEvent({ ...event, bye: { vps: -1 } }),
  checkEvent({ ...event, scale: { bands: [{ from: 0, winner: 11, loser: 9 }] } }),
  checkEvent(rounds({ matches: [m('North', 'Nord')] })),
  checkEvent(rounds({ matches: [m('South', 'south')] })),
  checkEvent(rounds({ matches: [m('North', 'South'), m('East', 'North')] })),
  checkEvent(rounds({ matches: [m('North', 'South')], byes: ['East', 'East'] })),
  checkEvent(rounds({ matches: [m('North', 'South', 3.5, 2)] })),
  checkEvent(rounds({ matches: [m('North', 'South', 3, -2)] })),
  checkEvent(rounds({ matches: [{ ...m('North', 'South', 3, 2), boards: 1001 }] })),
  checkEvent(
    rounds({
      matches: [
        {
          home: 'North',
          away: 'South',
          score: { byBoard: [{ board: 2, table1: { ns: 420 }, table2: { ns: Number.NaN } }] },
        },
      ],
    }),
  ),
  checkEvent(rounds({ matches: [m('North', 'South')] }, { matches: [m('South', 'North')] }), { rematches: 'refused' }),
  checkEvent({
    ...event,
    teams: event.teams.map((team) => (team.name === 'West' ? { ...team, leavesFrom: 2 } : team)),
    rounds: [{ matches: [m('North', 'West', 2, 2)] }, { matches: [m('West', 'South')] }],
  }),
);
// A round as a director changed it: a team left out, two byes.
collect(
  checkRound(rounds({ matches: [m('North', 'South')], byes: ['East'] }), 1),
  checkRound(rounds({ matches: [m('North', 'South')], byes: ['East', 'West'] }), 1),
);
collect(roundRobin([]), roundRobin(['A', '']), roundRobin(['Aces', 'Kings', 'aces']));
