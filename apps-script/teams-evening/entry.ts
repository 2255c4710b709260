/**
 * A match's result as the scorer gives it: both sides' IMPs, the match's total. Checked on the spot, and
 * written under the lock only if the match's row still holds what the sidebar showed.
 */
import { problem } from '../../core/base/problem';
import { err, ok, type Result, refused } from '../../core/base/result';
import { say } from '../cells';
import { type Answer, passOn, refuse } from '../evening/answer';
import { type LockLike, type SpreadsheetLike, withLock } from '../evening/sheet-api';
import { completeBoards, TEAMS_BOARDS } from './boards-sheet';
import { type MatchRow, openTeamsEvening, type TeamsEvening } from './evening';
import { TEAMS_EVENING } from './layout';
import { type TeamsView, teamsView } from './view';

/** What the sidebar sends: where, the teams it showed there, the IMPs typed, and what it showed (null: none). */
export interface TeamsMatchEntry {
  readonly round: number;
  readonly table: number;
  readonly home: string;
  readonly away: string;
  readonly homeImps: string;
  readonly awayImps: string;
  readonly shown: { readonly home: number; readonly away: number } | null;
}

/** A side's IMPs as typed: a whole number, 0 or more; or the field it is wrong in. */
function impsOf(typed: string, field: 'homeImps' | 'awayImps'): Answer<number> {
  const text = String(typed ?? '').trim();
  if (/^\d{1,4}$/.test(text)) return { ok: true, value: Number(text) };
  const found = refused('teams-imps', 'IMPs are a whole number, 0 or more', { not: text }).error;
  return refuse({ ...found, where: { field } });
}

/**
 * The match's row at the round and table the sidebar names, if it still holds the teams the sidebar
 * showed there; else why not, with the evening as it is now when the teams differ.
 */
export function matchAt(
  evening: TeamsEvening,
  entry: Pick<TeamsMatchEntry, 'round' | 'table' | 'home' | 'away'>,
  ss: SpreadsheetLike,
): Result<MatchRow, Answer<TeamsView>> {
  const { round, table } = entry;
  const row = evening.rows.find((r) => r.round === Number(round) && r.table === Number(table) && r.table > 0);
  if (row === undefined)
    return err(
      refuse(
        problem('teams-evening-no-match', `round ${round} has no table ${table} in "${TEAMS_EVENING}"`, {
          params: { round, table, sheet: TEAMS_EVENING },
        }),
      ),
    );
  if (row.home !== entry.home || row.away !== entry.away)
    return err({
      ...refuse(
        problem(
          'teams-evening-teams',
          `table ${table} of round ${round} is ${row.home} against ${row.away}: look again`,
          {
            params: { table, round, home: row.home, away: row.away },
          },
        ),
      ),
      value: teamsView(evening, ss),
    });
  return ok(row);
}

/** Enters or corrects (or, both fields blank, clears) a match's IMPs, if its row holds what was shown. */
export function enterTeamsMatch(ss: SpreadsheetLike, lock: LockLike, entry: TeamsMatchEntry): Answer<TeamsView> {
  const clear = String(entry.homeImps ?? '').trim() === '' && String(entry.awayImps ?? '').trim() === '';
  const home = clear ? ({ ok: true, value: 0 } as const) : impsOf(entry.homeImps, 'homeImps');
  if (!home.ok) return passOn(home);
  const away = clear ? ({ ok: true, value: 0 } as const) : impsOf(entry.awayImps, 'awayImps');
  if (!away.ok) return passOn(away);
  return withLock(lock, () => {
    const opened = openTeamsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    const evening = opened.value;
    const found = matchAt(evening, entry, ss);
    if (!found.ok) return found.error;
    const row = found.value;
    const { round, table } = entry;
    const now = () => teamsView(evening, ss);
    // A match scored by board takes its IMPs from its boards: a total typed over them would say otherwise.
    const boards = row.byBoard?.length ?? 0;
    const complete = boards > 0 && completeBoards(row.byBoard ?? [], row.boards) !== null;
    if (boards > 0 && (!clear || complete))
      return refuse(
        problem(
          'teams-boards-by-board',
          `round ${round}, table ${table} is scored by board in "${TEAMS_BOARDS}" (${boards} boards): a total is not taken over them; change its boards instead`,
          {
            input: `${String(entry.homeImps ?? '').trim()}–${String(entry.awayImps ?? '').trim()}`,
            params: { round, table, boards, sheet: TEAMS_BOARDS },
            where: { field: 'homeImps' },
          },
        ),
      );
    const shown = entry.shown;
    const same =
      shown === null || row.imps === null
        ? shown === row.imps
        : shown.home === row.imps.home && shown.away === row.imps.away;
    if (!same) {
      const held = row.imps === null ? say('teamsEvening.nothing') : `${row.imps.home}–${row.imps.away}`;
      return {
        ...refuse(
          problem(
            'teams-evening-changed',
            `the sheet holds ${held} for this match now: look again before you change it`,
            {
              params: { held },
            },
          ),
        ),
        value: now(),
      };
    }
    const { columns } = evening;
    const cells = clear ? ['', ''] : [home.value, away.value];
    // Each cell by its own column, as a scorer may have moved them.
    evening.sheet.getRange(row.sheetRow, columns['Home IMPs'] + 1, 1, 1).setValues([[cells[0] as number | string]]);
    evening.sheet.getRange(row.sheetRow, columns['Away IMPs'] + 1, 1, 1).setValues([[cells[1] as number | string]]);
    evening.sheet.getRange(row.sheetRow, columns['Entered at'] + 1, 1, 1).setValues([[clear ? '' : new Date()]]);
    const after = openTeamsEvening(ss);
    if (!after.ok) return refuse(after.error);
    const message = clear
      ? say('teamsEvening.cleared', { round, table })
      : say('teamsEvening.saved', {
          round,
          table,
          home: row.home,
          away: row.away,
          homeImps: home.value,
          awayImps: away.value,
        });
    return { ok: true, value: teamsView(after.value, ss), message };
  });
}
