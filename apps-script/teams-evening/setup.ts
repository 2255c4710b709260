/**
 * Setting a teams evening up from the sidebar's form and the `Teams` sheet: a Swiss has its first round
 * drawn (the seeding's top half against its bottom half), a round robin its whole schedule (the Berger
 * tables). The VP scale is the WBF's or the club's table as typed; each team's carry-over comes from the
 * Teams sheet. An evening that holds results is replaced only when the director says so.
 */
import { problem } from '../../core/base/problem';
import { type ByeRule, teams as core, parseVpTable, roundRobin, swissDraw, type VpScale } from '../../core/index';
import { say } from '../cells';
import { type Answer, passOn, refuse } from '../evening/answer';
import {
  type LockLike,
  madeByOthers,
  type SpreadsheetLike,
  type Value,
  withLock,
  writeBlock,
} from '../evening/sheet-api';
import { clearTeamsBoards } from './boards-sheet';
import { type MatchRow, openTeamsEvening } from './evening';
import {
  BYE,
  type SetupTeam,
  TEAMS_EVENING,
  TEAMS_HEADERS,
  type TeamsKind,
  type TeamsSetup,
  teamsSetupRow,
} from './layout';
import { carryOverOf, teamsOf } from './teams-sheet';
import { type TeamsView, teamsView } from './view';

/** The sidebar's setup form, each field as typed. */
export interface TeamsSetupForm {
  readonly kind: string;
  /** A Swiss's rounds. */
  readonly rounds?: string;
  readonly boards: string;
  /** A round robin played twice. */
  readonly double?: boolean;
  /** A bye's VPs, or `average` (the team's own average). */
  readonly bye: string;
  /** `WBF` (or blank) for the WBF scale, else the club's table as typed, a band a line. */
  readonly scale?: string;
  /** Set when the director has said to replace an evening that holds results. */
  readonly replace?: boolean;
}

const whole = (typed: string | undefined): number => (/^\s*\d{1,3}\s*$/.test(typed ?? '') ? Number(typed) : Number.NaN);

/** The scale the form names: WBF when blank, else the club's table, refused quoting its first bad band. */
function readScale(typed: string | undefined): Answer<VpScale> {
  const text = String(typed ?? '').trim();
  if (text === '' || text.toUpperCase() === 'WBF') return { ok: true, value: 'wbf' };
  const table = parseVpTable(text);
  return table.ok ? table : refuse({ ...table.error, where: { field: 'scale' } });
}

/** The setup the form and the team list give, or the field it is wrong in. */
function readForm(form: TeamsSetupForm, teams: readonly SetupTeam[]): Answer<TeamsSetup> {
  const kind: TeamsKind | undefined =
    form.kind === 'swiss' ? 'swiss' : form.kind === 'round robin' ? 'round robin' : undefined;
  if (kind === undefined)
    return refuse(problem('teams-evening-kind', 'choose a Swiss or a round robin', { where: { field: 'kind' } }));
  const boards = whole(form.boards);
  if (!(boards >= 1 && boards <= 99))
    return refuse(
      problem('teams-evening-boards', 'a match has from 1 to 99 boards', {
        input: String(form.boards ?? ''),
        where: { field: 'boards' },
      }),
    );
  const most = teams.length % 2 === 0 ? teams.length - 1 : teams.length;
  const rounds = kind === 'swiss' ? whole(form.rounds) : most * (form.double === true ? 2 : 1);
  if (kind === 'swiss' && !(rounds >= 1 && rounds <= most))
    return refuse(
      problem('teams-evening-rounds', `a Swiss of ${teams.length} teams has from 1 to ${most} rounds`, {
        input: String(form.rounds ?? ''),
        params: { teams: teams.length, most },
        where: { field: 'rounds' },
      }),
    );
  const scale = readScale(form.scale);
  if (!scale.ok) return passOn(scale);
  const top = core.mostVps(scale.value);
  const byeText = String(form.bye ?? '').trim();
  const vps = Number(byeText.replace(',', '.'));
  const bye: ByeRule | undefined =
    byeText === '' || byeText === 'average' ? 'average' : vps >= 0 && vps <= top ? { vps } : undefined;
  if (bye === undefined)
    return refuse(
      problem('teams-evening-bye', `a bye scores from 0 to ${top} VPs, or the team’s own average`, {
        input: byeText,
        params: { most: top },
        where: { field: 'bye' },
      }),
    );
  return { ok: true, value: { kind, rounds, boards, double: form.double === true, bye, scale: scale.value, teams } };
}

/** Sets the evening up: its sheet written anew, round 1 drawn (a Swiss) or every round (a round robin). */
export function setupTeamsEvening(ss: SpreadsheetLike, lock: LockLike, form: TeamsSetupForm): Answer<TeamsView> {
  const named = teamsOf(ss);
  const teams = named.map((entry) => entry.team);
  if (teams.length === 0)
    return refuse(
      problem('teams-sheet-none', 'the sheet "Teams" lists no teams: a Team column, and a Players column beside it'),
    );
  const names = core.checkTeamNames(teams);
  if (!names.ok) return refuse(names.error);
  // The sheet writes a bye as a match against `Bye`: a team of that name would read as one.
  if (teams.some((team) => team.toLowerCase() === BYE.toLowerCase()))
    return refuse(
      problem('teams-evening-bye-name', `a team cannot be called "${BYE}": the sheet writes a bye so`, {
        params: { bye: BYE },
      }),
    );
  const seeded: SetupTeam[] = [];
  for (const entry of named) {
    const carryOver = carryOverOf(entry);
    if (!carryOver.ok) return refuse(carryOver.error);
    seeded.push(
      carryOver.value === undefined ? { name: entry.team } : { name: entry.team, carryOver: carryOver.value },
    );
  }
  const read = readForm(form, seeded);
  if (!read.ok) return passOn(read);
  const setup = read.value;
  const draw = firstRounds(setup);
  if (!draw.ok) return passOn(draw);
  return withLock(lock, () => {
    const sheet = ss.getSheetByName(TEAMS_EVENING);
    if (sheet !== null && madeByOthers(TEAMS_EVENING, sheet))
      return refuse(
        problem('not-ours', `the sheet "${TEAMS_EVENING}" was not made by Bridge Scorer`, {
          params: { sheet: TEAMS_EVENING },
        }),
      );
    const before = openTeamsEvening(ss);
    // A match's boards half entered are results too: the director's work, replaced only when said.
    const held = (row: MatchRow) => row.imps !== null || (row.byBoard?.length ?? 0) > 0;
    if (before.ok && before.value.rows.some(held) && form.replace !== true)
      return refuse(
        problem('teams-evening-results', `"${TEAMS_EVENING}" holds results: tick Replace to set up a new evening`, {
          params: { sheet: TEAMS_EVENING },
          where: { field: 'replace' },
        }),
      );
    const target = sheet ?? ss.insertSheet(TEAMS_EVENING);
    const first = teamsSetupRow(setup);
    const width = Math.max(first.length, TEAMS_HEADERS.length);
    const padded = (row: readonly Value[]) => [...row, ...new Array<Value>(width - row.length).fill('')];
    target.clear();
    // The old evening's boards would be taken for the new one's where its draw seats the same teams.
    clearTeamsBoards(ss);
    writeBlock(target, [padded(first), padded([...TEAMS_HEADERS]), ...draw.value.map(padded)]);
    target.setFrozenRows(2);
    const opened = openTeamsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    const message =
      setup.kind === 'swiss'
        ? say('teamsEvening.swissSetUp', { teams: teams.length, rounds: setup.rounds })
        : say('teamsEvening.robinSetUp', { teams: teams.length, rounds: setup.rounds });
    return { ok: true, value: teamsView(opened.value, ss), message };
  });
}

/** A drawn match's row: round, table, home, away, blank IMPs, the boards; a bye's with `Bye` as Away. */
export const drawnRow = (round: number, table: number | '', home: string, away: string, boards: number): Value[] => [
  round,
  table,
  home,
  away,
  '',
  '',
  boards,
  '',
];

/** The rows of the rounds drawn at setup: a Swiss's first, a round robin's every one. */
function firstRounds(setup: TeamsSetup): Answer<Value[][]> {
  const { boards } = setup;
  const teams = setup.teams.map((team) => team.name);
  if (setup.kind === 'swiss') {
    const drawn = swissDraw({ order: teams, met: [], byes: [] });
    if (!drawn.ok) return refuse(drawn.error);
    return {
      ok: true,
      value: [
        ...drawn.value.tables.map((t) => drawnRow(1, t.table, t.home, t.away, boards)),
        ...(drawn.value.bye === undefined ? [] : [drawnRow(1, '', drawn.value.bye, BYE, boards)]),
      ],
    };
  }
  const schedule = roundRobin(teams, { double: setup.double });
  if (!schedule.ok) return refuse(schedule.error);
  return {
    ok: true,
    value: schedule.value.flatMap((round, r) => [
      ...round.tables.map((t, i) => drawnRow(r + 1, i + 1, t.home, t.away, boards)),
      ...(round.bye === undefined ? [] : [drawnRow(r + 1, '', round.bye, BYE, boards)]),
    ]),
  };
}
