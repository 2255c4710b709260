// A teams evening's settings beyond the WBF scale, through the built Code.js on the fake spreadsheet: the
// club's own VP table chosen at setup and kept in row 1, each team's carry-over read from the Teams sheet,
// a team withdrawing during the evening, and a sheet an older build wrote. VPs are read from the club's
// table by eye, or worked from the WBF formula; the draws by hand (docs/rules.md, A teams event).
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
  rounds: {
    round: number;
    matches: { table: number; home: string; away: string; imps: Imps | null; vps: Imps | null }[];
  }[];
  teams: { name: string; carryOver?: number; leavesFrom?: number }[];
  ranking: { place: string; team: string; vps: number }[];
};
type Answer<T = View> = { ok: boolean; message: string; field?: string; value?: T };
type Draw = { round: number; tables: { home: string; away: string }[]; bye?: string };
const call = <T = Answer>(name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => T)(...args);

const TEAMS = ['Aces', 'Bears', 'Cubs', 'Dons', 'Eels', 'Foxes'];
/** The Teams sheet: a Team and a Players column, and a Carry-over column when `carry` is given. */
function teamsSheet(names: readonly string[], carry?: readonly (string | number)[]) {
  const head = carry === undefined ? ['Team', 'Players'] : ['Team', 'Players', 'Carry-over'];
  const rows = names.map((name, i) => [name, `${name} players`, ...(carry === undefined ? [] : [carry[i] ?? ''])]);
  book
    .insertSheet('Teams')
    .getRange(1, 1, rows.length + 1, head.length)
    .setValues([head, ...rows]);
}
const setUp = (form: Record<string, unknown>) =>
  call('setUpTeamsEvening', { kind: 'swiss', rounds: '3', boards: '8', bye: 'average', ...form });
const enter = (view: View, round: number, table: number, home: number, away: number) => {
  const match = view.rounds[round - 1]?.matches.find((m) => m.table === table);
  if (match === undefined) throw new Error(`no table ${table} in round ${round}`);
  const answer = call('enterTeamsResult', {
    round,
    table,
    home: match.home,
    away: match.away,
    homeImps: String(home),
    awayImps: String(away),
    shown: match.imps,
  });
  expect(answer.ok, answer.message).toBe(true);
  return answer.value as View;
};
const settings = () => String(book.values('Teams evening')[0]?.[1]);

beforeEach(() => {
  book = new FakeSpreadsheet();
});

describe('the club’s own VP table', () => {
  // Margins 0: 10–10; 1–2: 11–9; 3–6: 12–8; 7 and more: 15–5.
  const TABLE = '0 10-10\n1-2 11-9\n3-6 12-8\n7+ 15-5';

  it('scores each match by the table, keeps it in row 1 and reads it back when the evening is opened again', () => {
    teamsSheet(TEAMS);
    let view = setUp({ scale: TABLE }).value as View;
    expect(settings()).toContain('scale: 0 10-10; 1-2 11-9; 3-6 12-8; 7+ 15-5');
    view = enter(view, 1, 1, 12, 10);
    view = enter(view, 1, 2, 3, 9);
    view = enter(view, 1, 3, 40, 0);
    // Aces 12–10 Dons: a margin of 2, 11–9; Bears 3–9 Eels: 6, 8–12; Cubs 40–0 Foxes: 40, 15–5.
    expect(view.rounds[0]?.matches.map((m) => m.vps)).toEqual([
      { home: 11, away: 9 },
      { home: 8, away: 12 },
      { home: 15, away: 5 },
    ]);
    const again = call<View>('getTeamsEvening');
    expect(again.rounds[0]?.matches.map((m) => m.vps)).toEqual(view.rounds[0]?.matches.map((m) => m.vps));
    expect(again.ranking.map((line) => [line.team, line.vps])).toEqual([
      ['Cubs', 15],
      ['Eels', 12],
      ['Aces', 11],
      ['Dons', 9],
      ['Bears', 8],
      ['Foxes', 5],
    ]);
  });

  it('refuses a table with a bad band, quoting the band and beside the field, and a bye beyond its top', () => {
    teamsSheet(TEAMS);
    const bad = setUp({ scale: '0 10-10\n1-2 11\n3+ 12-8' });
    expect(bad).toMatchObject({ ok: false, field: 'scale' });
    expect(bad.message).toContain('"1-2 11"');
    const gap = setUp({ scale: '0 10-10\n2-5 11-9\n6+ 12-8' });
    expect(gap).toMatchObject({ ok: false, field: 'scale' });
    expect(gap.message).toContain('"2-5 11-9"');
    // The table's top is 15: a bye of 16 VPs is more than any match gives.
    const bye = setUp({ scale: TABLE, bye: '16' });
    expect(bye).toMatchObject({
      ok: false,
      field: 'bye',
      message: '"16": a bye scores from 0 to 15 VPs, or the team’s own average',
    });
    expect(book.getSheetByName('Teams evening')).toBeNull();
  });

  it('writes format 1 while the evening needs nothing an older build cannot read, and format 2 once it does', () => {
    teamsSheet(TEAMS);
    setUp({ scale: 'WBF' });
    expect(settings()).toContain('scale: WBF');
    expect(settings()).toContain('format: 1');
    setUp({ scale: TABLE, replace: true });
    expect(settings()).toContain('format: 2');
  });
});

describe('a sheet an older build wrote', () => {
  it.each([
    ['no scale', 'Teams: swiss · rounds: 3 · boards a match: 16 · double: no · bye: average · format: 1'],
    [
      'scale: WBF',
      'Teams: swiss · rounds: 3 · boards a match: 16 · double: no · scale: WBF · bye: average · format: 1',
    ],
  ])('reads with %s, by the WBF scale', (_, cell) => {
    const sheet = book.insertSheet('Teams evening');
    sheet.getRange(1, 1, 5, 8).setValues([
      ['Bridge Scorer · Teams evening', cell, 'Aces', 'Bears', 'Cubs', 'Dons', '', ''],
      ['Round', 'Table', 'Home', 'Away', 'Home IMPs', 'Away IMPs', 'Boards', 'Entered at'],
      [1, 1, 'Aces', 'Cubs', 20, 0, 16, ''],
      [1, 2, 'Bears', 'Dons', '', '', 16, ''],
      ['', '', '', '', '', '', '', ''],
    ]);
    const view = call<View>('getTeamsEvening');
    // 16 boards: X = 15·4 = 60, a margin of 20 is X/3, VP = 10 + 10·(1 − τ)/(1 − τ³) = 15 exactly.
    expect(view.rounds[0]?.matches[0]?.vps).toEqual({ home: 15, away: 5 });
    expect(view.teams.map((team) => team.name)).toEqual(['Aces', 'Bears', 'Cubs', 'Dons']);
  });
});

describe('carry-over from the Teams sheet', () => {
  it('adds each team’s carry-over to its VPs, and keeps it in row 1', () => {
    teamsSheet(TEAMS, [3.5, '', '2,25', 0, '', 1]);
    let view = setUp({}).value as View;
    expect(book.values('Teams evening')[0]?.slice(2, 5)).toEqual([
      'Aces · carry-over: 3.5',
      'Bears',
      'Cubs · carry-over: 2.25',
    ]);
    view = enter(view, 1, 1, 0, 0);
    view = enter(view, 1, 2, 0, 0);
    view = enter(view, 1, 3, 0, 0);
    // Every match drawn 0–0, 10 VPs each: the carry-over alone orders them.
    expect(view.ranking.map((line) => [line.team, line.vps])).toEqual([
      ['Aces', 13.5],
      ['Cubs', 12.25],
      ['Foxes', 11],
      ['Bears', 10],
      ['Dons', 10],
      ['Eels', 10],
    ]);
  });

  it('refuses a carry-over that is no number of VPs, quoting the cell and naming the team and its row', () => {
    teamsSheet(TEAMS, ['', 'ten', '', '', '', '']);
    expect(setUp({})).toMatchObject({
      ok: false,
      message: '"ten": the carry-over of Bears in row 3 of "Teams" is a number of VPs, 0 or more',
    });
    book = new FakeSpreadsheet();
    teamsSheet(TEAMS, ['', '', '', -2, '', '']);
    expect(setUp({}).message).toBe('"-2": the carry-over of Dons in row 5 of "Teams" is a number of VPs, 0 or more');
  });
});

describe('a team withdrawing during a Swiss', () => {
  it('refuses what it cannot be, then draws the team no more, and keeps it through a reopening', () => {
    teamsSheet(TEAMS);
    let view = setUp({}).value as View;
    const withdraw = (team: string, round: string) => call('withdrawTeam', { team, round });
    expect(withdraw('Zebras', '2')).toMatchObject({
      ok: false,
      field: 'team',
      message: '"Zebras": is not one of the evening’s teams',
    });
    expect(withdraw('Foxes', '1')).toMatchObject({
      ok: false,
      field: 'round',
      message: '"1": a team withdraws from a round still to draw, from 2 to 3',
    });
    expect(withdraw('Foxes', 'two')).toMatchObject({ ok: false, field: 'round' });
    expect(withdraw('Foxes', '4')).toMatchObject({ ok: false, field: 'round' });
    // Round 1: Aces 20–0 Dons, Bears 0–0 Eels, Cubs 0–20 Foxes.
    view = enter(view, 1, 1, 20, 0);
    view = enter(view, 1, 2, 0, 0);
    view = enter(view, 1, 3, 0, 20);
    const answer = withdraw('foxes', '2');
    expect(answer.ok, answer.message).toBe(true);
    expect(answer.message).toBe('Foxes withdraws from round 2: it is drawn no more.');
    expect(book.values('Teams evening')[0]?.[7]).toBe('Foxes · withdraws from round: 2');
    expect(withdraw('Foxes', '3')).toMatchObject({ ok: false, field: 'team' });
    // Reopened: still withdrawn, its round 1 still counting.
    const again = call<View>('getTeamsEvening');
    expect(again.teams.find((team) => team.name === 'Foxes')?.leavesFrom).toBe(2);
    expect(again.ranking.find((line) => line.team === 'Foxes')?.vps).toBe(again.ranking[0]?.vps);
    // Five teams left, ranked Aces (won 20–0), Bears and Eels (drew), Cubs and Dons (lost 0–20; level,
    // never met, so in seeding order). The bye to the lowest placed, Dons; of the four left, Aces–Bears and
    // Eels–Cubs (1² + 1² = 2) beats Aces–Eels and Bears–Cubs (2² + 2² = 8); Aces–Cubs would leave
    // Bears–Eels, a rematch.
    const draw = call<Answer<Draw>>('previewTeamsDraw');
    expect(draw.value).toEqual({
      round: 2,
      tables: [
        { home: 'Aces', away: 'Bears' },
        { home: 'Eels', away: 'Cubs' },
      ],
      bye: 'Dons',
    });
    // Foxes written into the draw by hand is refused.
    expect(
      call('drawTeamsRound', {
        round: 2,
        tables: [
          { home: 'Aces', away: 'Bears' },
          { home: 'Eels', away: 'Foxes' },
        ],
        bye: 'Dons',
      }),
    ).toMatchObject({ ok: false });
    expect(call('drawTeamsRound', draw.value)).toMatchObject({ ok: true });
  });

  it('is refused in a round robin, whose rounds are all drawn', () => {
    teamsSheet(TEAMS.slice(0, 4));
    call('setUpTeamsEvening', { kind: 'round robin', boards: '8', bye: 'average' });
    expect(call('withdrawTeam', { team: 'Aces', round: '2' })).toMatchObject({
      ok: false,
      message: 'every round is drawn: a team withdraws only from a round still to draw',
    });
  });
});
