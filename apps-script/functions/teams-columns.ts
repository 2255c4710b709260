/**
 * A teams event's sheets read into the core's event: the matches sheet's columns (round, home, away,
 * both sides' IMPs, boards), a row a match or a bye, and the call's options (the VP scale, a bye's VPs);
 * a column of team names in seeding order. Each row's problem is thrown naming its row, and the core's
 * refusals of the event are placed back at the row they came from: a ranking or a draw over a wrong row
 * would be wrong, so the call is refused rather than a row left out.
 */
import {
  type ByeRule,
  parseVpTable,
  type TeamsEvent,
  type TeamsMatch,
  type TeamsRound,
  teamKey,
  type VpScale,
  vpInputProblem,
} from '../../core/index';
import {
  type Arg,
  asValue,
  type Cell,
  cellNumber,
  cellProblem,
  cellsOf,
  isBlank,
  isProblem,
  oneValue,
  type Problem,
  problem,
  say,
  thrown,
  unquoted,
} from '../cells';
import { atRow, columnsOf, nameIn } from './traveller-columns';

/** How a bye is written in the Away column in every language: the sheet's own word is read too. */
const BYE = 'Bye';

/** Whether a cell says Bye: in English, or in the sheet's language, in any case. */
const isBye = (cell: Cell): boolean =>
  typeof cell === 'string' && [BYE, say('cell.bye')].some((word) => word.toLowerCase() === cell.trim().toLowerCase());

/** A team's name from a cell: text trimmed, a number's digits; a date is refused. */
const readTeam = (cell: Cell): string | Problem => nameIn(cell, 'team');

/** A column of team names in seeding order, blank cells passed over, each name with its row. */
export function readTeamsColumn(arg: Arg, argument: string): { names: string[]; rows: number[] } {
  const names: string[] = [];
  const rows: number[] = [];
  cellsOf(arg).forEach((cell, i) => {
    if (isBlank(cell)) return;
    const name = readTeam(cell);
    if (isProblem(name)) throw thrown({ ...name, where: { argument, row: i + 1 } });
    names.push(name);
    rows.push(i + 1);
  });
  return { names, rows };
}

/**
 * The event's VP scale: blank or WBF for the WBF scale, else a club's table as parseVpTable reads it, in
 * one cell or a band a cell down a column.
 */
export function readVpScale(arg: Arg | undefined): VpScale {
  const value = asValue(arg ?? '');
  const text = Array.isArray(value)
    ? cellsOf(value)
        .filter((cell) => !isBlank(cell))
        .map(String)
        .join('\n')
    : oneValue(value, 'scale', 'vp-scale');
  if (isBlank(text as Cell) || (typeof text === 'string' && text.trim().toUpperCase() === 'WBF')) return 'wbf';
  const table = parseVpTable(String(text));
  if (!table.ok) throw thrown({ ...table.error, where: { argument: 'scale' } });
  return table.value;
}

/** How a bye scores: blank for the team's own average, a number for that many VPs. */
export function readByeRule(arg: Arg | undefined): ByeRule {
  const cell = oneValue(arg, 'bye_vps', 'bye-vps');
  if (isBlank(cell)) return 'average';
  const vps = cellNumber(cell, 'bye-vps');
  if (isProblem(vps)) throw thrown({ ...vps, where: { argument: 'bye_vps' } });
  return { vps };
}

/** The columns of a matches sheet, as a custom function is given them. */
export interface MatchColumns {
  readonly rounds: Arg;
  readonly home: Arg;
  readonly away: Arg;
  readonly homeImps: Arg;
  readonly awayImps: Arg;
  /** One number for every match, or a column beside the others. */
  readonly boards: Arg;
}

/** A matches sheet read: its rounds, the teams in the order first named, and where each entry came from. */
export interface MatchesSheet {
  readonly rounds: TeamsRound[];
  readonly names: string[];
  /** Boards a match: the one number given, else the first played match's (every match then says its own). */
  readonly boards: number;
  /** A core refusal of the event placed at the row its round, table or bye came from, when it has one. */
  readonly placed: (found: Problem) => Problem;
}

/** A round's entries as read, each with its row: matches table by table, then its byes. */
interface RoundRows {
  readonly matches: TeamsMatch[];
  readonly matchRows: number[];
  readonly byes: string[];
  readonly byeRows: number[];
}

/** The most rounds a matches sheet holds: a season's double round robin of 20 teams has 38. */
const MOST_ROUNDS = 999;

/** The round of a row: a whole number from 1 to MOST_ROUNDS. */
function readRound(cell: Cell): number | Problem {
  if (isBlank(cell)) return unquoted('teams-no-round', 'this row has a match but no round');
  const round = cellNumber(cell, 'round');
  if (isProblem(round)) return round;
  if (Number.isInteger(round) && round >= 1 && round <= MOST_ROUNDS) return round;
  const found = problem(cell, `a round is a whole number from 1 to ${MOST_ROUNDS}`, 'teams-round');
  return { ...found, params: { ...found.params, max: MOST_ROUNDS } };
}

/** Both sides' IMPs: undefined while the match is not played (both blank); one alone is refused. */
function readImps(home: Cell, away: Cell): { home: number; away: number } | undefined | Problem {
  if (isBlank(home) && isBlank(away)) return undefined;
  if (isBlank(home) || isBlank(away))
    return unquoted('teams-one-score', "this match has one side's IMPs only: give both, or neither until it is played");
  const homeImps = cellNumber(home, 'imps');
  if (isProblem(homeImps)) return homeImps;
  const awayImps = cellNumber(away, 'imps');
  return isProblem(awayImps) ? awayImps : { home: homeImps, away: awayImps };
}

/** The one number of boards given for every match, checked as the VP scale takes it; undefined when a column. */
function readBoardsValue(arg: Arg): number | 'blank' | undefined {
  const value = asValue(arg);
  if (Array.isArray(value)) return undefined;
  if (isBlank(value as Cell)) return 'blank';
  const boards = cellNumber(value as Cell, 'boards');
  if (isProblem(boards)) throw thrown({ ...boards, where: { argument: 'boards' } });
  const bad = vpInputProblem(0, boards);
  if (!bad.ok) throw thrown({ ...cellProblem(value as Cell, bad.error), where: { argument: 'boards' } });
  return boards;
}

/** One row of a matches sheet read: a bye, or a match with its IMPs once played and its boards. */
type SheetRow =
  | { readonly round: number; readonly bye: string }
  | { readonly round: number; readonly match: TeamsMatch; readonly boards?: number };

/** The cells of one row of a matches sheet, as columnsOf gives them. */
interface RowCells {
  readonly round: Cell;
  readonly home: Cell;
  readonly away: Cell;
  readonly homeImps: Cell;
  readonly awayImps: Cell;
  /** This row's boards, when boards is a column. */
  readonly boards?: Cell;
}

/** A row read, or its problem; a blank row is undefined. `one` is the number of boards given for all. */
function readRow(cells: RowCells, one: number | 'blank' | undefined): SheetRow | undefined | Problem {
  if ([cells.round, cells.home, cells.away, cells.homeImps, cells.awayImps].every(isBlank)) return undefined;
  const round = readRound(cells.round);
  if (isProblem(round)) return round;
  const home = readTeam(cells.home);
  if (isProblem(home)) return home;
  if (home === '') return { ...unquoted('teams-no-team', 'this row has no home team'), params: { side: 'home' } };
  if (isBye(cells.away))
    return isBlank(cells.homeImps) && isBlank(cells.awayImps)
      ? { round, bye: home }
      : {
          ...unquoted('teams-bye-imps', `a bye has no IMPs: clear them, or name the opponent in place of ${BYE}`),
          params: { bye: say('cell.bye') },
        };
  const away = readTeam(cells.away);
  if (isProblem(away)) return away;
  if (away === '') return { ...unquoted('teams-no-team', 'this row has no away team'), params: { side: 'away' } };
  const imps = readImps(cells.homeImps, cells.awayImps);
  if (isProblem(imps)) return imps;
  if (imps === undefined) return { round, match: { home, away } };
  if (one === 'blank' || (one === undefined && isBlank(cells.boards)))
    return unquoted('teams-no-boards', 'this match has IMPs but no number of boards');
  const boards = one ?? cellNumber(cells.boards, 'boards');
  if (isProblem(boards)) return boards;
  // A column of boards: each match says its own; one number for all is the event's.
  const match = { home, away, score: { imps }, ...(one === undefined ? { boards } : {}) };
  return { round, match, boards };
}

/**
 * The matches sheet's rows into rounds: a blank row is passed over, a row whose Away is Bye is that
 * team's bye (and takes no IMPs), a row without IMPs a match not played yet; a row's problem is thrown
 * with its row.
 */
export function readMatchesSheet(columns: MatchColumns): MatchesSheet {
  const one = readBoardsValue(columns.boards);
  const [rounds = [], home = [], away = [], homeImps = [], awayImps = [], boards] = columnsOf([
    ['rounds', columns.rounds],
    ['home', columns.home],
    ['away', columns.away],
    ['home_imps', columns.homeImps],
    ['away_imps', columns.awayImps],
    ...(one === undefined ? [['boards', columns.boards] as const] : []),
  ]);
  const byRound = new Map<number, RoundRows>();
  const names = new Map<string, string>();
  let firstBoards: number | undefined;
  for (const [i, round] of rounds.entries()) {
    const cells = { round, home: home[i], away: away[i], homeImps: homeImps[i], awayImps: awayImps[i] };
    const read = readRow(boards === undefined ? cells : { ...cells, boards: boards[i] }, one);
    if (read === undefined) continue;
    if (isProblem(read)) throw thrown(atRow(read, i + 1));
    const entries = byRound.get(read.round) ?? { matches: [], matchRows: [], byes: [], byeRows: [] };
    byRound.set(read.round, entries);
    const teams = 'bye' in read ? [read.bye] : [read.match.home, read.match.away];
    for (const team of teams) if (!names.has(teamKey(team))) names.set(teamKey(team), team);
    if ('bye' in read) {
      entries.byes.push(read.bye);
      entries.byeRows.push(i + 1);
    } else {
      entries.matches.push(read.match);
      entries.matchRows.push(i + 1);
      firstBoards ??= read.boards;
    }
  }
  const last = Math.max(0, ...byRound.keys());
  const entries = Array.from({ length: last }, (_, r) => byRound.get(r + 1));
  const placed = (given: Problem): Problem => {
    const found = quotingNot(given);
    const { round, table } = found.where ?? {};
    const rows = round === undefined ? undefined : entries[round - 1];
    if (rows === undefined) return found;
    if (table !== undefined) return atRow(found, rows.matchRows[table - 1] as number);
    // A bye's refusal names its team: the last of its bye rows in the round is the one refused.
    const key = typeof found.params?.team === 'string' ? teamKey(found.params.team) : undefined;
    let at: number | undefined;
    rows.byes.forEach((team, i) => {
      if (teamKey(team) === key) at = rows.byeRows[i];
    });
    return at === undefined ? found : atRow(found, at);
  };
  return {
    rounds: entries.map((round): TeamsRound => ({ matches: round?.matches ?? [], byes: round?.byes ?? [] })),
    names: [...names.values()],
    boards: typeof one === 'number' ? one : (firstBoards ?? 1),
    placed,
  };
}

/**
 * A core refusal that gives the value last (`IMPs are a whole number, 0 or more, not -3`) quoting it as
 * a cell instead, as the sheet's problems quote theirs (`-3: IMPs are …`).
 */
export function quotingNot(found: Problem): Problem {
  const { not, ...params } = found.params ?? {};
  if (typeof not !== 'string') return found;
  const number = /^-?\d+(?:\.\d+)?$/.test(not);
  return { ...found, input: not, params: { ...params, cell: number ? 'number' : 'text' } };
}

/** The event a matches sheet and its options make, its teams as given or as the sheet first names them. */
export function sheetEvent(
  sheet: MatchesSheet,
  options: { readonly teams?: readonly string[]; readonly scale: VpScale; readonly bye: ByeRule },
): TeamsEvent {
  return {
    teams: (options.teams ?? sheet.names).map((name) => ({ name, players: [] })),
    rounds: sheet.rounds,
    boards: sheet.boards,
    scale: options.scale,
    bye: options.bye,
  };
}
