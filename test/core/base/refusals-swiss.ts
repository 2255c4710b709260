// The corpus's Swiss draws: a field naming a team twice, and fields no draw can pair without a rematch
// (even, odd with every bye tried, and odd groups that have met everyone outside), read into the same
// list of refusals (refusals.ts) that problem-codes.test.ts checks.
import { swissDraw } from '../../../core/teams/swiss';
import { collect } from './refusals';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `Team ${i + 1}`);
const all = (names: string[]) => names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const));

collect(
  swissDraw({ order: ['Ash', 'Birch', 'Ash'], met: [], byes: [] }),
  swissDraw({ order: teams(4), met: all(teams(4)).slice(0, 3), byes: [] }),
  swissDraw({ order: teams(3), met: all(teams(3)), byes: ['Team 3'] }),
  swissDraw({
    order: teams(6),
    met: teams(3).flatMap((a) =>
      teams(6)
        .slice(3)
        .map((b) => [a, b] as const),
    ),
    byes: [],
  }),
);
