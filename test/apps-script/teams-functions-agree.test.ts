// The sheet's functions and the sidebar over the same rounds, through the built Code.js: a teams evening
// run in the fake spreadsheet from the sidebar's calls, then TEAMSRANKING and SWISSDRAW called on the
// `Teams evening` sheet's columns as a user's formula passes them (a column a 2-D array of cells), and
// ROUNDROBIN on the Teams sheet's names. Each must say what the sidebar shows: the same ranking line for
// line, the same next round table for table, the same schedule. The ranking's VPs are also summed here
// from the WBF scale's formula, so that agreeing on a wrong figure would not pass.
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';

let book: FakeSpreadsheet;
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => book },
  LockService: { getDocumentLock: () => new FakeLock() },
});
type Imps = { home: number; away: number };
type View = {
  rounds: { round: number; matches: { table: number; home: string; away: string; imps: Imps | null }[] }[];
  ranking: { place: string; team: string; vps: number; impsFor: number; impsAgainst: number; played: number }[];
  canDraw: boolean;
};
type Answer<T = View> = { ok: boolean; message: string; value?: T };
type Draw = { round: number; tables: { home: string; away: string }[]; bye?: string };
const call = <T = Answer>(name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => T)(...args);

const TEAMS = ['Aces', 'Bears', 'Cubs', 'Dons', 'Eels', 'Foxes', 'Gulls'];
const BOARDS = 8;

beforeEach(() => {
  book = new FakeSpreadsheet();
  book
    .insertSheet('Teams')
    .getRange(1, 1, TEAMS.length + 1, 2)
    .setValues([['Team', 'Players'], ...TEAMS.map((name) => [name, `${name} players`])]);
});

/** A column of the Teams evening sheet below its two heading rows, as Sheets passes `C3:C`. */
const column = (header: string): unknown[][] => {
  const rows = book.values('Teams evening');
  const at = (rows[1] ?? []).indexOf(header);
  return rows.slice(2).map((row) => [row[at] ?? '']);
};
const matchColumns = () => ['Round', 'Home', 'Away', 'Home IMPs', 'Away IMPs'].map(column);
/** The teams with a bye in a round, as the sheet writes them (Away `Bye`). */
const byesOf = (round: number): string[] =>
  book
    .values('Teams evening')
    .filter((row) => row[0] === round && row[3] === 'Bye')
    .map((row) => String(row[2]));
const teamsColumn = () => TEAMS.map((name) => [name]);

/** What the sidebar's ranking says, as TEAMSRANKING spills it (its header row first). */
const sidebarRanking = (view: View) => [
  ['Place', 'Team', 'VPs', 'IMPs +', 'IMPs −', 'Played'],
  ...view.ranking.map((line) => [line.place, line.team, line.vps, line.impsFor, line.impsAgainst, line.played]),
];

/** What the sidebar proposes for the next round, as SWISSDRAW spills it. */
const sidebarDraw = (draw: Draw) => [
  ['Table', 'Home', 'Away'],
  ...draw.tables.map((table, i) => [i + 1, table.home, table.away]),
  ...(draw.bye === undefined ? [] : [['', draw.bye, 'Bye']]),
];

/** The WBF scale's winner's VPs from its formula (X = 15·√boards, τ = (√5 − 1)/2), the loser 20 less. */
function wbf(imps: number, boards: number): number {
  const tau = (Math.sqrt(5) - 1) / 2;
  const vp = Math.min(20, 10 + (10 * (1 - tau ** ((3 * Math.abs(imps)) / (15 * Math.sqrt(boards))))) / (1 - tau ** 3));
  const winner = Math.round(vp * 100) / 100;
  return imps < 0 ? Math.round((20 - winner) * 100) / 100 : winner;
}

/**
 * IMPs a match of a round at a table, chosen so that the field spreads out and some teams stay level:
 * after round 1 Bears and Dons share 2nd (both won 25–3, never met), listed in seeding order by both.
 */
const IMPS: Record<number, [number, number][]> = {
  1: [
    [3, 25],
    [25, 3],
    [0, 31],
  ],
  2: [
    [14, 9],
    [40, 2],
    [7, 7],
  ],
  3: [
    [3, 18],
    [22, 21],
    [10, 0],
  ],
};

describe('TEAMSRANKING and SWISSDRAW over the Teams evening sheet agree with the sidebar', () => {
  it('round after round of a 7-team Swiss, a bye each round at the team’s own average', () => {
    let view = call('setUpTeamsEvening', { kind: 'swiss', rounds: '4', boards: String(BOARDS), bye: 'average' })
      .value as View;
    const played: [string, string, number, number][] = [];
    const byes: string[][] = [];
    for (let round = 1; round <= 3; round++) {
      const here = view.rounds[round - 1];
      if (here === undefined) throw new Error(`round ${round} is not drawn`);
      byes.push(byesOf(round));
      for (const [t, match] of here.matches.entries()) {
        const [home, away] = (IMPS[round] as [number, number][])[t] as [number, number];
        const entered = call('enterTeamsResult', {
          round,
          table: match.table,
          home: match.home,
          away: match.away,
          homeImps: String(home),
          awayImps: String(away),
          shown: null,
        });
        expect(entered.ok, entered.message).toBe(true);
        view = entered.value as View;
        played.push([match.home, match.away, home, away]);
      }
      const ranking = call('TEAMSRANKING', ...matchColumns(), column('Boards'), 'WBF', '', teamsColumn());
      expect(ranking).toEqual(sidebarRanking(view));
      const preview = call<Answer<Draw>>('previewTeamsDraw');
      expect(preview.ok, preview.message).toBe(true);
      const draw = preview.value as Draw;
      expect(call('SWISSDRAW', teamsColumn(), ...matchColumns(), column('Boards'))).toEqual(sidebarDraw(draw));
      const written = call('drawTeamsRound', draw);
      expect(written.ok, written.message).toBe(true);
      view = written.value as View;
    }
    // The last ranking's VPs summed by hand: each match by the formula, each bye the team's own average;
    // round 4's bye counts as soon as it is drawn, since there is nothing to play.
    byes.push(byesOf(4));
    const vps = new Map<string, number[]>(TEAMS.map((team) => [team, []]));
    for (const [home, away, h, a] of played) {
      vps.get(home)?.push(wbf(h - a, BOARDS));
      vps.get(away)?.push(wbf(a - h, BOARDS));
    }
    const total = (team: string) => {
      const own = vps.get(team) as number[];
      const sum = own.reduce((s, v) => s + v, 0);
      const average = Math.round((sum / own.length) * 100) / 100;
      return sum + byes.flat().filter((t) => t === team).length * average;
    };
    expect(byes.flat()).toHaveLength(4);
    expect(new Set(byes.flat()).size).toBe(4);
    for (const line of view.ranking) expect(line.vps).toBeCloseTo(total(line.team), 2);
  });

  it('a round robin’s schedule is ROUNDROBIN’s over the Teams sheet, and its ranking TEAMSRANKING’s', () => {
    const view = call('setUpTeamsEvening', { kind: 'round robin', boards: '12', bye: '12' }).value as View;
    const rows = book.values('Teams evening').slice(2);
    const schedule = call<unknown[][]>('ROUNDROBIN', teamsColumn());
    expect(schedule.slice(1)).toEqual(rows.map((row) => [row[0], row[1], row[2], row[3]]));
    const first = view.rounds[0];
    for (const match of first?.matches ?? [])
      call('enterTeamsResult', {
        round: 1,
        table: match.table,
        home: match.home,
        away: match.away,
        homeImps: String(match.table * 9),
        awayImps: '4',
        shown: null,
      });
    const after = call<View | null>('getTeamsEvening') as View;
    expect(call('TEAMSRANKING', ...matchColumns(), column('Boards'), '', 12, teamsColumn())).toEqual(
      sidebarRanking(after),
    );
  });
});
