/**
 * A Swiss's next round: drawn by the core (drawNextRound: swissDraw from the standings' order, the pairs
 * met and the byes had) once every match drawn is in, shown to the director, who may swap teams between
 * tables; the draw as sent is checked (each team once, no two teams meeting again) and only then written.
 */
import { problem } from '../../core/base/problem';
import { checkEvent, teams } from '../../core/index';
import { say } from '../cells';
import { type Answer, refuse } from '../evening/answer';
import { guard, type LockLike, type SpreadsheetLike, withLock } from '../evening/sheet-api';
import { openTeamsEvening, roundsDrawn, type TeamsEvening, toCome } from './evening';
import { BYE, TEAMS_EVENING } from './layout';
import { drawnRow } from './setup';
import { type TeamsView, teamsView } from './view';

/** A round's draw as shown and sent back: its tables, home and away, and the team with the bye, if any. */
export interface TeamsDraw {
  readonly round: number;
  readonly tables: readonly { readonly home: string; readonly away: string }[];
  readonly bye?: string;
}

/** Why the next round cannot be drawn yet, if it cannot: not a Swiss, every round drawn, a match to come. */
function notYet(evening: TeamsEvening): Answer<never> | undefined {
  const drawn = roundsDrawn(evening);
  if (evening.setup.kind !== 'swiss')
    return refuse(problem('teams-evening-not-swiss', 'a round robin’s rounds were all drawn as it was set up'));
  if (drawn >= evening.setup.rounds)
    return refuse(
      problem('teams-evening-all-drawn', `all ${evening.setup.rounds} rounds are drawn`, {
        params: { rounds: evening.setup.rounds },
      }),
    );
  const waiting = toCome(evening, drawn).length;
  if (waiting > 0)
    return refuse(
      problem('teams-evening-to-come', `round ${drawn} has ${waiting} matches to come before the next is drawn`, {
        params: { round: drawn, count: waiting },
      }),
    );
  return undefined;
}

/** The next round as the core draws it from the ranking as it stands. */
export function previewDraw(ss: SpreadsheetLike): Answer<TeamsDraw> {
  const opened = openTeamsEvening(ss);
  if (!opened.ok) return refuse(opened.error);
  const evening = opened.value;
  const stop = notYet(evening);
  if (stop !== undefined) return stop;
  // The core's one way to a Swiss's next round, so that the sidebar's draw and SWISSDRAW's agree.
  const drawn = teams.drawNextRound(evening.event);
  if (!drawn.ok) return refuse(drawn.error);
  return {
    ok: true,
    value: {
      round: roundsDrawn(evening) + 1,
      tables: drawn.value.tables.map(({ home, away }) => ({ home, away })),
      ...(drawn.value.bye === undefined ? {} : { bye: drawn.value.bye }),
    },
  };
}

/**
 * Writes the round the director settled on, if it is the next one and sound: every team of the event
 * once, none meeting a team it has met (checkEvent's own check of a Swiss).
 */
export function writeDraw(ss: SpreadsheetLike, lock: LockLike, draw: TeamsDraw): Answer<TeamsView> {
  return withLock(lock, () => {
    const opened = openTeamsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    const evening = opened.value;
    const stop = notYet(evening);
    if (stop !== undefined) return stop;
    const round = roundsDrawn(evening) + 1;
    if (Number(draw.round) !== round)
      return {
        ...refuse(
          problem('teams-evening-drawn', `round ${draw.round} is drawn already: look again`, {
            params: { round: draw.round },
          }),
        ),
        value: teamsView(evening, ss),
      };
    const tables = (draw.tables ?? []).map((t) => ({ home: String(t.home).trim(), away: String(t.away).trim() }));
    const bye = draw.bye === undefined || String(draw.bye).trim() === '' ? [] : [String(draw.bye).trim()];
    const event = { ...evening.event, rounds: [...evening.event.rounds, { matches: tables, byes: bye }] };
    const checked = checkEvent(event, { rematches: 'refused' });
    if (!checked.ok) return refuse(checked.error);
    const seated = new Set([...tables.flatMap((t) => [t.home, t.away]), ...bye].map((team) => team.toLowerCase()));
    // A team that has withdrawn by this round is drawn no more: checkEvent refuses it if it is.
    const missing = evening.setup.teams
      .filter((team) => !(team.leavesFrom !== undefined && round >= team.leavesFrom))
      .map((team) => team.name)
      .find((team) => !seated.has(team.toLowerCase()));
    if (missing !== undefined)
      return refuse(
        problem('teams-evening-not-drawn', `${missing} is not drawn: each team plays or has the bye`, {
          params: { team: missing },
        }),
      );
    const { boards } = evening.setup;
    const rows = [
      ...tables.map((t, i) => drawnRow(round, i + 1, t.home, t.away, boards)),
      ...bye.map((team) => drawnRow(round, '', team, BYE, boards)),
    ];
    const last = evening.sheet.getDataRange().getValues().length;
    const width = evening.sheet.getDataRange().getValues()[0]?.length ?? rows[0]?.length ?? 8;
    const padded = rows.map((row) => [...row, ...new Array(Math.max(0, width - row.length)).fill('')]);
    evening.sheet.getRange(last + 1, 1, padded.length, width).setValues(guard(padded));
    const after = openTeamsEvening(ss);
    if (!after.ok) return refuse(after.error);
    return {
      ok: true,
      value: teamsView(after.value, ss),
      message: say('teamsEvening.drawn', { round, sheet: TEAMS_EVENING }),
    };
  });
}
