/**
 * A drawn round changed by the director before it is played: a Swiss's last round drawn (round 1, drawn
 * at setup, included), or any round of a round robin's schedule. The change is checked by the core
 * (checkRound: every team still in drawn once, one bye at most, no rematch in a Swiss) and written under
 * the lock only if the round's rows still hold what the sidebar showed and no result is in them: a
 * result is never overwritten. A round robin's change may make two teams meet again: it is written, and
 * the answer names them (docs/rules.md, Changing a drawn round).
 */
import { problem } from '../../core/base/problem';
import { teams } from '../../core/index';
import { say } from '../cells';
import { type Answer, refuse } from '../evening/answer';
import { guard, type LockLike, type SpreadsheetLike, type Value, withLock } from '../evening/sheet-api';
import type { TeamsDraw } from './draw';
import { type MatchRow, openTeamsEvening, roundsDrawn, type TeamsEvening } from './evening';
import { BYE, TEAMS_EVENING } from './layout';
import { type TeamsView, teamsView } from './view';

/** A round's draw as the sidebar sends it: the round, what it showed there, and the change. */
export interface TeamsRoundChange {
  readonly round: number;
  readonly shown: Omit<TeamsDraw, 'round'>;
  readonly draw: Omit<TeamsDraw, 'round'>;
}

const text = (value: Value | undefined): string => (value === undefined || value === null ? '' : String(value).trim());

/** A round's rows in the order a draw lists them: its tables by number, then its bye. */
const roundRows = (evening: TeamsEvening, round: number): MatchRow[] => {
  const here = evening.rows.filter((row) => row.round === round);
  return [
    ...here.filter((row) => row.away !== BYE).sort((a, b) => a.table - b.table),
    ...here.filter((row) => row.away === BYE),
  ];
};

/** A draw as the sheet's rows hold it. */
const drawOf = (rows: readonly MatchRow[]): Omit<TeamsDraw, 'round'> => {
  const bye = rows.find((row) => row.away === BYE)?.home;
  return {
    tables: rows.filter((row) => row.away !== BYE).map(({ home, away }) => ({ home, away })),
    ...(bye === undefined ? {} : { bye }),
  };
};

/** A draw as a refusal quotes it: `Aces–Dons, Bears–Eels, Bye: Cubs`. */
const quoted = (draw: Omit<TeamsDraw, 'round'>): string =>
  [
    ...draw.tables.map((t) => `${t.home}–${t.away}`),
    ...(draw.bye === undefined ? [] : [say('teamsEvening.bye', { team: draw.bye })]),
  ].join(', ');

const sameDraw = (a: Omit<TeamsDraw, 'round'>, b: Omit<TeamsDraw, 'round'>): boolean =>
  JSON.stringify(a.tables) === JSON.stringify(b.tables) && (a.bye ?? '') === (b.bye ?? '');

/** The draw as sent, each name trimmed: a bye left blank is none. */
function cleaned(draw: Omit<TeamsDraw, 'round'> | undefined): Omit<TeamsDraw, 'round'> {
  const tables = (draw?.tables ?? []).map((t) => ({
    home: String(t.home ?? '').trim(),
    away: String(t.away ?? '').trim(),
  }));
  const bye = String(draw?.bye ?? '').trim();
  return bye === '' ? { tables } : { tables, bye };
}

/** Why the round cannot be changed, if it cannot: not drawn, a Swiss's earlier round, a result in it. */
function notChangeable(evening: TeamsEvening, round: number, values: readonly Value[][]): Answer<never> | undefined {
  const last = roundsDrawn(evening);
  if (!(Number.isInteger(round) && round >= 1 && round <= last))
    return refuse(
      problem('teams-evening-no-round', `round ${round} is not drawn: rounds 1 to ${last} are`, {
        params: { round, last },
      }),
    );
  // A Swiss's later rounds are drawn from this one's results and meetings: only the last can change.
  if (evening.setup.kind === 'swiss' && round !== last)
    return refuse(
      problem('teams-evening-not-last', `round ${round} of a Swiss cannot change: round ${last} is drawn after it`, {
        params: { round, last },
      }),
    );
  const { columns } = evening;
  for (const row of roundRows(evening, round)) {
    if (row.away === BYE) continue;
    // Boards entered one by one belong to the match by its teams: a new pairing would orphan them.
    const entered = (row.byBoard ?? []).filter((board) => board.table1 !== null || board.table2 !== null).length;
    if (entered > 0)
      return refuse(
        problem(
          'teams-evening-boards-in',
          `table ${row.table} of round ${round} (${row.home}–${row.away}) has boards entered (${entered}): a round with a result cannot change`,
          { params: { table: row.table, round, home: row.home, away: row.away, count: entered } },
        ),
      );
    const cells = values[row.sheetRow - 1] ?? [];
    const [home, away] = [text(cells[columns['Home IMPs']]), text(cells[columns['Away IMPs']])];
    if (home === '' && away === '' && text(cells[columns['Entered at']]) === '') continue;
    const held = `${row.home} ${home || '?'}–${away || '?'} ${row.away}`;
    return refuse(
      problem(
        'teams-evening-played',
        `round ${round} holds a result at table ${row.table} (${held}): a round with a result cannot change`,
        { params: { round, table: row.table, held } },
      ),
    );
  }
  return undefined;
}

/** The round's rows rewritten: its tables in order, then its bye; rows left over blanked, rows short added. */
function rewrite(evening: TeamsEvening, round: number, draw: Omit<TeamsDraw, 'round'>): void {
  const { sheet, columns, setup } = evening;
  const rows = roundRows(evening, round).map((row) => row.sheetRow);
  const wanted: [number | '', string, string][] = [
    ...draw.tables.map((t, i): [number, string, string] => [i + 1, t.home, t.away]),
    ...(draw.bye === undefined ? [] : [['', draw.bye, BYE] as ['', string, string]]),
  ];
  const end = sheet.getDataRange().getValues().length;
  // Each cell by its own column, as a scorer may have moved them; IMPs and stamps are blank already.
  const put = (row: number, column: number, value: Value) =>
    sheet.getRange(row, column + 1, 1, 1).setValues(guard([[value]]));
  for (const [i, [table, home, away]] of wanted.entries()) {
    const row = rows[i] ?? end + 1 + (i - rows.length);
    put(row, columns.Round, round);
    put(row, columns.Table, table);
    put(row, columns.Home, home);
    put(row, columns.Away, away);
    if (rows[i] === undefined) put(row, columns.Boards, setup.boards);
  }
  for (const row of rows.slice(wanted.length))
    for (const column of [columns.Round, columns.Table, columns.Home, columns.Away, columns.Boards])
      put(row, column, '');
}

/** A round robin's pairs the change has meeting more often than the schedule means: `Aces–Cubs (2, 3)`. */
function meetingTwice(evening: TeamsEvening): string {
  const times = evening.setup.double ? 2 : 1;
  return teams
    .pairsMeetingMore(evening.event, times)
    .map((pair) => `${pair.home}–${pair.away} (${pair.rounds.join(', ')})`)
    .join(', ');
}

/**
 * Changes a drawn round to the director's draw, if the round can change, its rows hold what the sidebar
 * showed, and the draw is sound for the event as it stands.
 */
export function changeRound(ss: SpreadsheetLike, lock: LockLike, change: TeamsRoundChange): Answer<TeamsView> {
  return withLock(lock, () => {
    const opened = openTeamsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    const evening = opened.value;
    const round = Number(change.round);
    const now = () => teamsView(evening, ss);
    const stop = notChangeable(evening, round, evening.sheet.getDataRange().getValues());
    if (stop !== undefined) return { ...stop, value: now() };
    const held = drawOf(roundRows(evening, round));
    if (!sameDraw(cleaned(held), cleaned(change.shown)))
      return {
        ...refuse(
          problem(
            'teams-evening-round-changed',
            `round ${round} holds ${quoted(held)} now: look again before you change it`,
            {
              params: { round, held: quoted(held) },
            },
          ),
        ),
        value: now(),
      };
    const draw = cleaned(change.draw);
    const rounds = evening.event.rounds.map((r, i) =>
      i === round - 1 ? { matches: draw.tables, byes: draw.bye === undefined ? [] : [draw.bye] } : r,
    );
    const event = { ...evening.event, rounds };
    const swiss = evening.setup.kind === 'swiss';
    const checked = teams.checkRound(event, round, swiss ? { rematches: 'refused' } : {});
    if (!checked.ok) return refuse(checked.error);
    rewrite(evening, round, draw);
    const after = openTeamsEvening(ss);
    if (!after.ok) return refuse(after.error);
    const twice = swiss ? '' : meetingTwice(after.value);
    const message =
      twice === ''
        ? say('teamsEvening.changed', { round, sheet: TEAMS_EVENING })
        : say('teamsEvening.changedTwice', { round, sheet: TEAMS_EVENING, pairs: twice });
    return { ok: true, value: teamsView(after.value, ss), message };
  });
}
