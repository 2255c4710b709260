/**
 * A team withdrawing during the evening: from a round still to draw, it is drawn no more (the core's
 * `leavesFrom`; a Swiss's draw leaves it out, and its matches so far still count). Kept in its cell of
 * row 1, so that the evening reopened still knows it.
 */
import { problem } from '../../core/base/problem';
import { teamKey } from '../../core/index';
import { say } from '../cells';
import { type Answer, refuse } from '../evening/answer';
import { guard, type LockLike, type SpreadsheetLike, withLock } from '../evening/sheet-api';
import { openTeamsEvening, roundsDrawn } from './evening';
import { TEAMS_EVENING, teamsSetupRow } from './layout';
import { type TeamsView, teamsView } from './view';

/** What the sidebar sends: the team as chosen and the round as typed. */
export interface TeamsWithdrawal {
  readonly team: string;
  readonly round: string;
}

/** Sets a team's withdrawal from a round not drawn yet, and writes it in row 1. */
export function withdrawTeam(ss: SpreadsheetLike, lock: LockLike, withdrawal: TeamsWithdrawal): Answer<TeamsView> {
  return withLock(lock, () => {
    const opened = openTeamsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    const evening = opened.value;
    const { setup } = evening;
    const typedTeam = String(withdrawal.team ?? '').trim();
    const team = setup.teams.find((t) => teamKey(t.name) === teamKey(typedTeam));
    if (team === undefined)
      return refuse(
        problem('teams-evening-withdraw-team', 'is not one of the evening’s teams', {
          input: typedTeam,
          where: { field: 'team' },
        }),
      );
    if (team.leavesFrom !== undefined)
      return refuse(
        problem('teams-evening-withdrawn', `${team.name} has withdrawn already, from round ${team.leavesFrom}`, {
          params: { team: team.name, round: team.leavesFrom },
          where: { field: 'team' },
        }),
      );
    // A round drawn has the team at a table: it withdraws from the first round still to draw, or later.
    const [first, last] = [roundsDrawn(evening) + 1, setup.rounds];
    if (first > last)
      return refuse(
        problem(
          'teams-evening-withdraw-none',
          'every round is drawn: a team withdraws only from a round still to draw',
        ),
      );
    const typedRound = String(withdrawal.round ?? '').trim();
    const round = /^\d{1,3}$/.test(typedRound) ? Number(typedRound) : Number.NaN;
    if (!(round >= first && round <= last))
      return refuse(
        problem(
          'teams-evening-withdraw-round',
          `a team withdraws from a round still to draw, from ${first} to ${last}`,
          { input: typedRound, params: { first, last }, where: { field: 'round' } },
        ),
      );
    const teams = setup.teams.map((t) => (t === team ? { ...t, leavesFrom: round } : t));
    const row = teamsSetupRow({ ...setup, teams });
    const width = Math.max(row.length, evening.sheet.getDataRange().getValues()[0]?.length ?? 0);
    const padded = [...row, ...new Array(width - row.length).fill('')];
    evening.sheet.getRange(1, 1, 1, width).setValues(guard([padded]));
    const after = openTeamsEvening(ss);
    if (!after.ok) return refuse(after.error);
    return {
      ok: true,
      value: teamsView(after.value, ss),
      message: say('teamsEvening.withdrawn', { team: team.name, round, sheet: TEAMS_EVENING }),
    };
  });
}
