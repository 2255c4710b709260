/**
 * A teams evening's one sheet, `Teams evening`: row 1 the add-on's mark, the event's settings in one cell
 * (its VP scale among them, `WBF` or the club's table as formatVpTable writes it) and the teams in
 * seeding order a cell each, a team's carry-over and the round it withdraws from after its name; row 2
 * the headers; then one row a match (a bye a row, `Bye` as its Away), as the draw seats them, its IMPs
 * blank until the scorer enters the match's total.
 */
import { problem } from '../../core/base/problem';
import {
  type ByeRule,
  err,
  formatVpTable,
  ok,
  type Problem,
  parseVpTable,
  type Result,
  type VpScale,
} from '../../core/index';
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

/**
 * The version of this sheet's layout, in row 1 (`format: 1`): a later one is refused by name. Format 2
 * adds a club's table as the scale and a team's carry-over and withdrawal, which a build that knows only
 * format 1 would pass over and rank wrongly; a sheet with none of them is still written as format 1.
 */
export const TEAMS_FORMAT = 2;

/** How the evening is drawn: a Swiss round by round, or a round robin's whole schedule at once. */
export type TeamsKind = 'swiss' | 'round robin';

/** A team as row 1 keeps it: its name, the VPs it carries over and the round it withdraws from, if any. */
export interface SetupTeam {
  readonly name: string;
  readonly carryOver?: number;
  readonly leavesFrom?: number;
}

/** The event's settings as row 1 keeps them. */
export interface TeamsSetup {
  readonly kind: TeamsKind;
  /** A Swiss's rounds; a round robin's come from its schedule. */
  readonly rounds: number;
  readonly boards: number;
  /** A round robin played twice, home and away swapped. */
  readonly double: boolean;
  readonly bye: ByeRule;
  /** `wbf`, or the club's own table of margins. */
  readonly scale: VpScale;
  /** The teams in seeding order, as the Teams sheet named them. */
  readonly teams: readonly SetupTeam[];
}

const SETTINGS_START = 'Teams: ';
const CARRY_OVER = 'carry-over';
const LEAVES_FROM = 'withdraws from round';

/** A team's cell of row 1: its name, then ` · carry-over: 3.5` and ` · withdraws from round: 4` when it has them. */
const teamCell = (team: SetupTeam): string =>
  [
    team.name,
    ...(team.carryOver === undefined ? [] : [`${CARRY_OVER}: ${team.carryOver}`]),
    ...(team.leavesFrom === undefined ? [] : [`${LEAVES_FROM}: ${team.leavesFrom}`]),
  ].join(' · ');

/**
 * A team's cell read back, or undefined when what follows its name is not a number: the parts are taken
 * off its end, so that a name with ` · ` in it stays whole.
 */
function readTeamCell(cell: string): SetupTeam | undefined {
  const parts = cell.split(' · ');
  let team: { name: string; carryOver?: number; leavesFrom?: number } = { name: cell };
  while (parts.length > 1) {
    const found = /^(carry-over|withdraws from round): (.*)$/.exec(parts.at(-1) as string);
    if (found === null) break;
    const value = Number(found[2]);
    if (found[2] === '' || !Number.isFinite(value)) return undefined;
    team = found[1] === CARRY_OVER ? { ...team, carryOver: value } : { ...team, leavesFrom: value };
    parts.pop();
  }
  return { ...team, name: parts.join(' · ') };
}

/** Row 1: the mark, the settings in one cell a director can read, then the teams a cell each. */
export function teamsSetupRow(setup: TeamsSetup): Value[] {
  const plain =
    setup.scale === 'wbf' && setup.teams.every((t) => t.carryOver === undefined && t.leavesFrom === undefined);
  const parts = [
    `${SETTINGS_START}${setup.kind}`,
    `rounds: ${setup.rounds}`,
    `boards a match: ${setup.boards}`,
    `double: ${setup.double ? 'yes' : 'no'}`,
    `scale: ${setup.scale === 'wbf' ? 'WBF' : formatVpTable(setup.scale)}`,
    `bye: ${setup.bye === 'average' ? 'average' : setup.bye.vps}`,
    `format: ${plain ? 1 : TEAMS_FORMAT}`,
  ];
  return [mark(TEAMS_EVENING), parts.join(' · '), ...setup.teams.map(teamCell)];
}

/** The scale row 1 names: WBF when it names none (a sheet of an older build), else the club's table. */
function readScale(text: string | undefined): VpScale | undefined {
  if (text === undefined || text.toUpperCase() === 'WBF') return 'wbf';
  const table = parseVpTable(text);
  return table.ok ? table.value : undefined;
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
  const scale = readScale(parts.get('scale'));
  const teams = cells
    .slice(at + 1)
    .filter((text) => text !== '')
    .map(readTeamCell);
  if (scale === undefined || teams.some((team) => team === undefined)) return broken;
  return ok({
    kind,
    rounds,
    boards,
    double: parts.get('double') === 'yes',
    bye: byeText === 'average' ? 'average' : { vps: Number(byeText) },
    scale,
    teams: teams as SetupTeam[],
  });
}
