/**
 * A teams evening's one sheet, `Teams evening`: row 1 the add-on's mark, the event's settings in one cell
 * and the teams in seeding order a cell each; row 2 the headers; then one row a match (a bye a row, `Bye`
 * as its Away), as the draw seats them, its IMPs blank until the scorer enters the match's total.
 */
import { problem } from '../../core/base/problem';
import { type ByeRule, err, ok, type Problem, type Result } from '../../core/index';
import { mark, type Value } from '../evening/sheet-api';

export const TEAMS_EVENING = 'Teams evening';

/** The headers of row 2, in order: a match's cells are found by them. */
export const TEAMS_HEADERS = [
  'Round',
  'Table',
  'Home',
  'Away',
  'Home IMPs',
  'Away IMPs',
  'Boards',
  'Entered at',
] as const;

/** What a bye's row has as its Away team. */
export const BYE = 'Bye';

/** The version of this sheet's layout, in row 1 (`format: 1`): a later one is refused by name. */
export const TEAMS_FORMAT = 1;

/** How the evening is drawn: a Swiss round by round, or a round robin's whole schedule at once. */
export type TeamsKind = 'swiss' | 'round robin';

/** The event's settings as row 1 keeps them. */
export interface TeamsSetup {
  readonly kind: TeamsKind;
  /** A Swiss's rounds; a round robin's come from its schedule. */
  readonly rounds: number;
  readonly boards: number;
  /** A round robin played twice, home and away swapped. */
  readonly double: boolean;
  readonly bye: ByeRule;
  /** The teams in seeding order, as the Teams sheet named them. */
  readonly teams: readonly string[];
}

const SETTINGS_START = 'Teams: ';

/** Row 1: the mark, the settings in one cell a director can read, then the teams a cell each. */
export function teamsSetupRow(setup: TeamsSetup): Value[] {
  const parts = [
    `${SETTINGS_START}${setup.kind}`,
    `rounds: ${setup.rounds}`,
    `boards a match: ${setup.boards}`,
    `double: ${setup.double ? 'yes' : 'no'}`,
    'scale: WBF',
    `bye: ${setup.bye === 'average' ? 'average' : setup.bye.vps}`,
    `format: ${TEAMS_FORMAT}`,
  ];
  return [mark(TEAMS_EVENING), parts.join(' · '), ...setup.teams];
}

/** The setup row 1 holds, or why it holds none the add-on can read (a sheet edited by hand). */
export function readTeamsSetupRow(row: readonly Value[]): Result<TeamsSetup, Problem> {
  const broken = err(
    problem('teams-evening-settings', `row 1 of "${TEAMS_EVENING}" does not say the event: set the evening up again`, {
      params: { sheet: TEAMS_EVENING },
    }),
  );
  const cells = row.map((value) => String(value ?? '').trim());
  const at = cells.findIndex((text) => text.startsWith(SETTINGS_START));
  if (at < 0) return broken;
  const parts = new Map<string, string>();
  for (const part of (cells[at] as string).split(' · ')) {
    const colon = part.indexOf(':');
    if (colon > 0) parts.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim());
  }
  const kind = parts.get('teams');
  const rounds = Number(parts.get('rounds'));
  const boards = Number(parts.get('boards a match'));
  const byeText = parts.get('bye') ?? 'average';
  const format = Number(parts.get('format') ?? '1');
  if (!(format <= TEAMS_FORMAT)) return broken;
  if ((kind !== 'swiss' && kind !== 'round robin') || !Number.isInteger(rounds) || !Number.isInteger(boards))
    return broken;
  if (byeText !== 'average' && !Number.isFinite(Number(byeText))) return broken;
  const teams = cells.slice(at + 1).filter((text) => text !== '');
  return ok({
    kind,
    rounds,
    boards,
    double: parts.get('double') === 'yes',
    bye: byeText === 'average' ? 'average' : { vps: Number(byeText) },
    teams,
  });
}
