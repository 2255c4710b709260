// TEAMSRANKING and ROUNDROBIN through the built Code.js, as Sheets calls them: columns as 2-D arrays of
// cells. Expected VPs are the WBF formula worked in the test (test/core/teams/wbf-scale.ts) or a club
// table read by eye, sums and orders worked by hand (docs/rules.md, A teams event); schedules are the
// published Berger tables.
import { describe, expect, it } from 'vitest';
import { wbfHundredths } from '../core/teams/wbf-scale';
import { loadCode } from './load';

const { global: sheets } = loadCode();
const call = (name: string, ...args: unknown[]) => (sheets[name] as (...a: unknown[]) => unknown)(...args);
/** A column as Sheets passes a range: one cell a row. */
const col = (...cells: unknown[]) => cells.map((cell) => [cell]);
const HEADER = ['Place', 'Team', 'VPs', 'IMPs +', 'IMPs −', 'Played'];

/** A matches sheet as rows `[round, home, away, home IMPs, away IMPs, boards]`, into the call's columns. */
const sheet = (rows: readonly (readonly unknown[])[]) =>
  [0, 1, 2, 3, 4, 5].map((c) => rows.map((row) => [row[c] ?? '']));

describe('TEAMSRANKING: a teams event ranked in one call', () => {
  // Six teams, three rounds, a Swiss's draw typed by the director; rounds 1–2 of 8 boards, round 3 of 12,
  // so boards is a column. Round 3's last match is not played yet.
  const rows = [
    [1, 'Aces', 'Kings', 31, 12, 8],
    [1, 'Queens', 'Jacks', 9, 9, 8],
    [1, 'Tens', 'Nines', 4, 22, 8],
    [],
    [2, 'Aces', 'Nines', 17, 20, 8],
    [2, 'Jacks', 'Kings', 40, 5, 8],
    [2, 'Tens', 'Queens', 26, 11, 8],
    [3, 'Nines', 'Jacks', 14, 33, 12],
    [3, 'Queens', 'Aces', 24, 24, 12],
    [3, 'Kings', 'Tens', '', '', ''],
  ];
  // Each team's matches as (IMPs for, IMPs against, boards), from the rows above.
  const played: { [team: string]: [number, number, number][] } = {
    Aces: [
      [31, 12, 8],
      [17, 20, 8],
      [24, 24, 12],
    ],
    Kings: [
      [12, 31, 8],
      [5, 40, 8],
    ],
    Queens: [
      [9, 9, 8],
      [11, 26, 8],
      [24, 24, 12],
    ],
    Jacks: [
      [9, 9, 8],
      [40, 5, 8],
      [33, 14, 12],
    ],
    Tens: [
      [4, 22, 8],
      [26, 11, 8],
    ],
    Nines: [
      [22, 4, 8],
      [20, 17, 8],
      [14, 33, 12],
    ],
  };

  it('sums each team’s VPs by the WBF scale for each match’s boards, its IMPs and its matches', () => {
    const expected = Object.entries(played)
      .map(([team, matches]) => ({
        team,
        hundredths: matches.reduce((sum, [plus, minus, boards]) => sum + wbfHundredths(plus - minus, boards), 0),
        plus: matches.reduce((sum, [plus]) => sum + plus, 0),
        minus: matches.reduce((sum, [, minus]) => sum + minus, 0),
        count: matches.length,
      }))
      .sort((a, b) => b.hundredths - a.hundredths);
    // No two teams level here: places 1 to 6.
    expect(new Set(expected.map((e) => e.hundredths)).size).toBe(6);
    expect(call('TEAMSRANKING', ...sheet(rows))).toEqual([
      HEADER,
      ...expected.map((e, i) => [String(i + 1), e.team, e.hundredths / 100, e.plus, e.minus, e.count]),
    ]);
  });

  it('takes one number of boards for every match', () => {
    const [rounds, home, away, plus, minus] = sheet(rows.slice(0, 3));
    const ranked = call('TEAMSRANKING', rounds, home, away, plus, minus, 8) as unknown[][];
    // Aces beat Kings by 19 over 8 boards, Nines beat Tens by 18; Queens and Jacks drew 9–9.
    expect(ranked[1]).toEqual(['1', 'Aces', wbfHundredths(19, 8) / 100, 31, 12, 1]);
    expect(ranked[2]).toEqual(['2', 'Nines', wbfHundredths(18, 8) / 100, 22, 4, 1]);
    expect(ranked.slice(3, 5)).toEqual([
      ['3=', 'Queens', 10, 9, 9, 1],
      ['3=', 'Jacks', 10, 9, 9, 1],
    ]);
  });

  it('scores a bye at the team’s own average, or at bye_vps, by a club’s table given as scale', () => {
    // Club table: a draw 10–10, 1–9 IMPs 13–7, 10 or more 16–4. Three teams, each with a bye.
    // North: 16 (beat South by 10), 7 (lost to East by 3). South: 4, 10 (drew East). East: 13, 10.
    const three = sheet([
      [1, 'North', 'South', 30, 20],
      [1, 'East', 'Bye'],
      [2, 'South', 'East', 15, 15],
      [2, 'North', 'bye'],
      [3, 'East', 'North', 12, 9],
      [3, 'South', 'Bye'],
    ]);
    const [rounds, home, away, plus, minus] = three;
    const club = '0 10-10; 1-9 13-7; 10+ 16-4';
    // Averages: North 11.5, South 7, East 11.5. North 23 + 11.5 = 34.5; East 23 + 11.5; South 14 + 7 = 21.
    // North and East level: North's quotient 39/32 beats East's 27/24.
    expect(call('TEAMSRANKING', rounds, home, away, plus, minus, 8, club)).toEqual([
      HEADER,
      ['1', 'North', 34.5, 39, 32, 2],
      ['2', 'East', 34.5, 27, 24, 2],
      ['3', 'South', 21, 35, 45, 2],
    ]);
    // The same table a band a cell down a column; byes at 12: North 35, East 35, South 26.
    const table = col('0 10-10', '1-9 13-7', '', '10+ 16-4');
    const fixed = call('TEAMSRANKING', rounds, home, away, plus, minus, 8, table, 12) as unknown[][];
    expect(fixed.slice(1).map((line) => [line[0], line[1], line[2]])).toEqual([
      ['1', 'North', 35],
      ['2', 'East', 35],
      ['3', 'South', 26],
    ]);
  });

  it('breaks a tie on VPs by the IMP quotient, then two teams by their own match', () => {
    // Club table. A beat B by 5 (13–7), lost to C by 15 (4), beat D by 10 (16): 33, IMPs 60–60.
    // B: 7, beat D by 3 (13), beat C by 2 (13): 33, IMPs 60–60. C: drew D (10), 16, 7: 33, IMPs 53–40.
    const ties = sheet([
      [1, 'A', 'B', 20, 15],
      [1, 'C', 'D', 10, 10],
      [2, 'A', 'C', 10, 25],
      [2, 'B', 'D', 25, 22],
      [3, 'A', 'D', 30, 20],
      [3, 'B', 'C', 20, 18],
    ]);
    const [rounds, home, away, plus, minus] = ties;
    expect(
      (call('TEAMSRANKING', rounds, home, away, plus, minus, 8, '0 10-10; 1-9 13-7; 10+ 16-4') as unknown[][]).map(
        (line) => line.slice(0, 3),
      ),
    ).toEqual([
      ['Place', 'Team', 'VPs'],
      ['1', 'C', 33],
      ['2', 'A', 33],
      ['3', 'B', 33],
      ['4', 'D', 21],
    ]);
  });

  it('lists teams sharing a place in the seeding order teams gives, else as the sheet first names them', () => {
    // Round 1: North beat South by 20 (15–5), East and West drew 7–7 (10 each): East and West 2=.
    const [rounds, home, away, plus, minus] = sheet([
      [1, 'North', 'South', 20, 0],
      [1, 'East', 'West', 7, 7],
    ]);
    const order = (teams?: unknown) =>
      (call('TEAMSRANKING', rounds, home, away, plus, minus, 16, '', '', teams) as unknown[][]).map((line) =>
        line.slice(0, 2),
      );
    expect(order().slice(2, 4)).toEqual([
      ['2=', 'East'],
      ['2=', 'West'],
    ]);
    expect(order(col('West', '', 'North', 'East', 'South')).slice(2, 4)).toEqual([
      ['2=', 'West'],
      ['2=', 'East'],
    ]);
    // A team of the sheet that the seeding leaves out is refused, naming it.
    expect(() => order(col('West', 'North', 'East'))).toThrow(/South/);
  });

  it('gives its header alone while no team is named', () => {
    expect(call('TEAMSRANKING', col('', ''), col('', ''), col('', ''), col('', ''), col('', ''), 8)).toEqual([HEADER]);
  });

  it.each([
    [
      'a team in two matches of a round',
      [
        [1, 'North', 'South', 10, 3],
        [1, 'East', 'north', 4, 4],
      ],
      'row 2: "north" is drawn twice in round 1',
    ],
    [
      'a team with a bye that also plays',
      [
        [1, 'North', 'South', 10, 3],
        [1, 'South', 'Bye'],
      ],
      'row 2: "South" is drawn twice in round 1',
    ],
    [
      'a match with one score',
      [
        [1, 'North', 'South', 10, 3],
        [2, 'North', 'East', '', 5],
      ],
      "row 2: this match has one side's IMPs only: give both, or neither until it is played",
    ],
    [
      'a bye with IMPs',
      [[1, 'North', 'Bye', 10, '']],
      'row 1: a bye has no IMPs: clear them, or name the opponent in place of Bye',
    ],
    ['IMPs below 0', [[1, 'North', 'South', 10, -2]], 'row 1: -2: IMPs are a whole number, 0 or more'],
    ['a round that is none', [[1.5, 'North', 'South', 10, 2]], 'row 1: 1.5: a round is a whole number from 1 to 999'],
    ['a match with no round', [['', 'North', 'South', 10, 2]], 'row 1: this row has a match but no round'],
    ['a match with no away team', [[1, 'North', '', 10, 2]], 'row 1: this row has no away team'],
    [
      'a team against itself',
      [
        [1, 'East', 'West', 1, 2],
        [2, 'North', ' NORTH', 10, 2],
      ],
      'row 2: "North" cannot play itself',
    ],
  ])('refuses %s, naming the row', (_, rows, message) => {
    const [rounds, home, away, plus, minus] = sheet(rows);
    expect(() => call('TEAMSRANKING', rounds, home, away, plus, minus, 8)).toThrow(message);
  });

  it('refuses boards it cannot read, a club table that is none and a bye beyond the scale, naming the argument', () => {
    const [rounds, home, away, plus, minus] = sheet([[1, 'North', 'South', 10, 2]]);
    expect(() => call('TEAMSRANKING', rounds, home, away, plus, minus, col(''))).toThrow(
      'row 1: this match has IMPs but no number of boards',
    );
    expect(() => call('TEAMSRANKING', rounds, home, away, plus, minus, 0)).toThrow(
      'boards: 0: a match has a whole number of boards from 1 to 1000',
    );
    expect(() => call('TEAMSRANKING', rounds, home, away, plus, minus, 8, '0 10-10; 2+ 12-8')).toThrow(
      'scale: "2+ 12-8": this band must start at a margin of 1',
    );
    expect(() => call('TEAMSRANKING', rounds, home, away, plus, minus, 8, '', 21)).toThrow(
      'bye_vps: 21: a bye scores from 0 to 20 VPs',
    );
    expect(() => call('TEAMSRANKING', rounds, home, away, col(10, 3), minus, 8)).toThrow(
      'rounds and home_imps must be the same size',
    );
  });
});

describe('ROUNDROBIN: the whole schedule in one call', () => {
  it('lays out the Berger table for four teams, as published: 1-4 2-3, 4-3 1-2, 2-4 3-1', () => {
    expect(call('ROUNDROBIN', col('N', 'S', 'E', 'W'))).toEqual([
      ['Round', 'Table', 'Home', 'Away'],
      [1, 1, 'N', 'W'],
      [1, 2, 'S', 'E'],
      [2, 1, 'W', 'E'],
      [2, 2, 'N', 'S'],
      [3, 1, 'S', 'W'],
      [3, 2, 'E', 'N'],
    ]);
  });

  it('gives an odd number a bye a round, and a double round robin its second half swapped', () => {
    // Five teams: the 6-team table, team 6 the bye. Round 1: 1-6 (1 sits out), 2-5, 3-4.
    const five = call('ROUNDROBIN', col('A', 'B', '', 'C', 'D', 'E')) as unknown[][];
    expect(five.slice(0, 4)).toEqual([
      ['Round', 'Table', 'Home', 'Away'],
      [1, 1, 'B', 'E'],
      [1, 2, 'C', 'D'],
      [1, '', 'A', 'Bye'],
    ]);
    expect(five).toHaveLength(1 + 5 * 3);
    const double = call('ROUNDROBIN', col('A', 'B', 'C'), 'yes') as unknown[][];
    expect(double).toEqual([
      ['Round', 'Table', 'Home', 'Away'],
      [1, 1, 'B', 'C'],
      [1, '', 'A', 'Bye'],
      [2, 1, 'A', 'B'],
      [2, '', 'C', 'Bye'],
      [3, 1, 'C', 'A'],
      [3, '', 'B', 'Bye'],
      [4, 1, 'C', 'B'],
      [4, '', 'A', 'Bye'],
      [5, 1, 'B', 'A'],
      [5, '', 'C', 'Bye'],
      [6, 1, 'A', 'C'],
      [6, '', 'B', 'Bye'],
    ]);
  });

  it('is read back by TEAMSRANKING as a matches sheet, byes and all', () => {
    const schedule = (call('ROUNDROBIN', col('A', 'B', 'C')) as unknown[][]).slice(1);
    const rounds = schedule.map((row) => [row[0]]);
    const home = schedule.map((row) => [row[2]]);
    const away = schedule.map((row) => [row[3]]);
    const blank = schedule.map(() => ['']);
    // Nothing played yet: each team's one bye scores a draw, 10, and all three share first place.
    expect(call('TEAMSRANKING', rounds, home, away, blank, blank, 8)).toEqual([
      HEADER,
      ['1=', 'B', 10, 0, 0, 0],
      ['1=', 'C', 10, 0, 0, 0],
      ['1=', 'A', 10, 0, 0, 0],
    ]);
  });

  it('refuses two names alike, naming the second’s row, and fewer than two teams', () => {
    expect(() => call('ROUNDROBIN', col('Aces', 'Kings', '', ' aces'))).toThrow(
      'teams: row 4: two teams are called "aces": give each its own name',
    );
    expect(() => call('ROUNDROBIN', col('Aces', ''))).toThrow('an event has at least 2 teams');
    expect(() => call('ROUNDROBIN', col('A', 'B'), 'maybe')).toThrow('double: "maybe": must be yes or no');
  });
});

describe('a teams event in the spreadsheet’s language', () => {
  const french = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => ({ getSpreadsheetLocale: () => 'fr_FR' }) },
  }).global;
  const inFrench = (name: string, ...args: unknown[]) => (french[name] as (...a: unknown[]) => unknown)(...args);

  it('heads its columns in French, writes a bye as Exempt and reads it back', () => {
    const schedule = inFrench('ROUNDROBIN', col('Nord', 'Sud', 'Est')) as unknown[][];
    expect(schedule.slice(0, 3)).toEqual([
      ['Tour', 'Table', 'Domicile', 'Extérieur'],
      [1, 1, 'Sud', 'Est'],
      [1, '', 'Nord', 'Exempt'],
    ]);
    const rows = schedule.slice(1);
    const blank = rows.map(() => ['']);
    const ranked = inFrench(
      'TEAMSRANKING',
      rows.map((row) => [row[0]]),
      rows.map((row) => [row[2]]),
      rows.map((row) => [row[3]]),
      blank,
      blank,
      8,
    ) as unknown[][];
    expect(ranked[0]).toEqual(['Rang', 'Équipe', 'PV', 'IMPs pour', 'IMPs contre', 'Joués']);
    expect(ranked).toHaveLength(4);
  });

  it('refuses in French, naming the row', () => {
    const [rounds, home, away, plus, minus] = sheet([
      [1, 'Nord', 'Sud', 10, 3],
      [1, 'Est', 'Nord', 4, 4],
    ]);
    expect(() => inFrench('TEAMSRANKING', rounds, home, away, plus, minus, 8)).toThrow(
      'ligne 2 : "Nord" est tirée deux fois au tour 1',
    );
    const [r, h, a, p, m] = sheet([[1, 'Nord', 'Sud', 10, '']]);
    expect(() => inFrench('TEAMSRANKING', r, h, a, p, m, 8)).toThrow(
      'ligne 1 : ce match n’a les IMP que d’un camp : donnez les deux, ou aucun tant qu’il n’est pas joué',
    );
  });
});
