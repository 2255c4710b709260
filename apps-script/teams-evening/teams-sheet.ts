/**
 * The `Teams` sheet a director lists the teams on: a Team column and a Players column, in seeding order,
 * read as the Pairs sheet is (pairs-evening/view.ts, namesOf): the header row found wherever it is.
 */
import type { SpreadsheetLike, Value } from '../evening/sheet-api';

/** A team as the Teams sheet names it: its name and its players as written. */
export interface NamedTeam {
  readonly team: string;
  readonly players: string;
}

/** The Teams sheet's teams (Team, Players columns), in its order, the seeding. */
export function teamsOf(ss: SpreadsheetLike): NamedTeam[] {
  const sheet = ss.getSheetByName('Teams');
  if (sheet === null) return [];
  const rows = sheet.getDataRange().getValues();
  const text = (value: Value | undefined) => String(value ?? '').trim();
  const header = rows.findIndex((row) => row.some((c) => text(c).toLowerCase() === 'team'));
  if (header < 0) return [];
  const at = (name: string) => (rows[header] ?? []).findIndex((c) => text(c).toLowerCase() === name);
  const [team, players] = [at('team'), at('players')];
  return rows
    .slice(header + 1)
    .map((row) => ({ team: text(row[team]), players: players < 0 ? '' : text(row[players]) }))
    .filter((named) => named.team !== '');
}
