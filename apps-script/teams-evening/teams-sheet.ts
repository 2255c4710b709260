/**
 * The `Teams` sheet a director lists the teams on: a Team column and a Players column, in seeding order,
 * read as the Pairs sheet is (pairs-evening/view.ts, namesOf): the header row found wherever it is. An
 * optional Carry-over column gives the VPs a team brings from an earlier stage.
 */
import { problem } from '../../core/base/problem';
import { err, ok, type Problem, type Result } from '../../core/index';
import type { SpreadsheetLike, Value } from '../evening/sheet-api';

/** The sheet's name, as the director makes it. */
export const TEAMS_SHEET = 'Teams';

/** A team as the Teams sheet names it: its name, its players and its carry-over cell as written. */
export interface NamedTeam {
  readonly team: string;
  readonly players: string;
  /** The Carry-over cell as the sheet holds it, blank when there is no such column or cell. */
  readonly carryOver: Value;
  /** 1-based row of the sheet, for a refusal to name. */
  readonly row: number;
}

const text = (value: Value | undefined) => String(value ?? '').trim();

/** The Carry-over column's heading, as a director may spell it. */
const CARRY_OVER_HEADS = ['carry-over', 'carry over', 'carryover'];

/** The Teams sheet's teams (Team, Players, Carry-over columns), in its order, the seeding. */
export function teamsOf(ss: SpreadsheetLike): NamedTeam[] {
  const sheet = ss.getSheetByName(TEAMS_SHEET);
  if (sheet === null) return [];
  const rows = sheet.getDataRange().getValues();
  const header = rows.findIndex((row) => row.some((c) => text(c).toLowerCase() === 'team'));
  if (header < 0) return [];
  const heads = (rows[header] ?? []).map((c) => text(c).toLowerCase());
  const [team, players, carryOver] = [
    heads.indexOf('team'),
    heads.indexOf('players'),
    heads.findIndex((head) => CARRY_OVER_HEADS.includes(head)),
  ];
  return rows
    .map((row, i) => ({
      team: text(row[team]),
      players: players < 0 ? '' : text(row[players]),
      carryOver: carryOver < 0 ? '' : (row[carryOver] ?? ''),
      row: i + 1,
    }))
    .slice(header + 1)
    .filter((named) => named.team !== '');
}

/**
 * A team's carry-over: none for a blank cell, else VPs, 0 or more (a comma for the decimal point is
 * read too); refused quoting the cell, naming the team and its row.
 */
export function carryOverOf(named: NamedTeam): Result<number | undefined, Problem> {
  const typed = text(named.carryOver);
  if (typed === '') return ok(undefined);
  const vps = typeof named.carryOver === 'number' ? named.carryOver : Number(typed.replace(',', '.'));
  if (Number.isFinite(vps) && vps >= 0 && /^[\d.,\s]+$/.test(typed)) return ok(vps);
  return err(
    problem(
      'teams-sheet-carry-over',
      `the carry-over of ${named.team} in row ${named.row} of "${TEAMS_SHEET}" is a number of VPs, 0 or more`,
      { input: typed, params: { team: named.team, row: named.row, sheet: TEAMS_SHEET } },
    ),
  );
}
