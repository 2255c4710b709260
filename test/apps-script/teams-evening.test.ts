// A teams evening through the built Code.js on the fake spreadsheet: set up from the Teams sheet, each
// match's IMPs entered and checked, a correction against what was shown, a Swiss's next round drawn and
// changed by the director, a round robin's schedule, and the end. Expected values come from the rules:
// the WBF continuous scale worked out here from its formula, the draw by hand (docs/rules.md).
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
    matches: { table: number; home: string; away: string; imps: Imps | null }[];
    byes: string[];
  }[];
  ranking: { place: string; team: string; vps: number; impsFor: number; impsAgainst: number; played: number }[];
  canDraw: boolean;
  finished: boolean;
};
type Answer<T = View> = { ok: boolean; message: string; field?: string; value?: T };
type Draw = { round: number; tables: { home: string; away: string }[]; bye?: string };
const call = <T = Answer>(name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => T)(...args);

const TEAMS = ['Aces', 'Bears', 'Cubs', 'Dons', 'Eels', 'Foxes'];
function teamsSheet(names: readonly string[]) {
  book
    .insertSheet('Teams')
    .getRange(1, 1, names.length + 1, 2)
    .setValues([['Team', 'Players'], ...names.map((name) => [name, `${name} players`])]);
}

/**
 * The WBF continuous scale's winner's VPs for a margin of `imps` in `boards` boards, from its formula:
 * X = 15·√boards, VP = 10 + 10·(1 − τ^(3·imps/X)) / (1 − τ³), τ = (√5 − 1)/2, 20 from X on. At 16
 * boards X is 60: 20 IMPs give 15 exactly, 40 IMPs 10 + 10·(1 − τ²)/(1 − τ³) = 18.09.
 */
function wbf(imps: number, boards: number): number {
  const tau = (Math.sqrt(5) - 1) / 2;
  const x = 15 * Math.sqrt(boards);
  const vp = Math.min(20, 10 + (10 * (1 - tau ** ((3 * Math.abs(imps)) / x))) / (1 - tau ** 3));
  const winner = Math.round(vp * 100) / 100;
  return imps < 0 ? Math.round((20 - winner) * 100) / 100 : winner;
}

const enter = (round: number, table: number, view: View, home: string, away: string) => {
  const match = view.rounds[round - 1]?.matches.find((m) => m.table === table);
  if (match === undefined) throw new Error(`no table ${table} in round ${round}`);
  return call('enterTeamsResult', {
    round,
    table,
    home: match.home,
    away: match.away,
    homeImps: home,
    awayImps: away,
    shown: match.imps,
  });
};

beforeEach(() => {
  book = new FakeSpreadsheet();
});

describe('setting a teams evening up', () => {
  it('refuses without a Teams sheet, and names its teams once there is one', () => {
    expect(call('namedTeams')).toEqual([]);
    expect(call('setUpTeamsEvening', { kind: 'swiss', rounds: '3', boards: '16', bye: 'average' })).toMatchObject({
      ok: false,
    });
    teamsSheet(TEAMS);
    expect(call<string[]>('namedTeams')[0]).toBe('Aces · Aces players');
  });

  it('refuses a team called Bye, the word the sheet writes a bye with', () => {
    teamsSheet(['Aces', 'Bye', 'Cubs']);
    expect(call('setUpTeamsEvening', { kind: 'swiss', rounds: '2', boards: '16', bye: 'average' })).toMatchObject({
      ok: false,
      message: 'a team cannot be called "Bye": the sheet writes a bye so',
    });
  });

  it('draws a Swiss’s round 1 top half against bottom half, and writes row 1 and the headers', () => {
    teamsSheet(TEAMS);
    const answer = call('setUpTeamsEvening', { kind: 'swiss', rounds: '3', boards: '16', bye: 'average' });
    expect(answer.ok).toBe(true);
    const rows = book.values('Teams evening');
    expect(rows[0]?.[0]).toBe('Bridge Scorer · Teams evening');
    expect(rows[0]?.slice(2, 8)).toEqual(TEAMS);
    expect(rows[1]?.slice(0, 8)).toEqual([
      'Round',
      'Table',
      'Home',
      'Away',
      'Home IMPs',
      'Away IMPs',
      'Boards',
      'Entered at',
    ]);
    // 6 teams: 1 v 4, 2 v 5, 3 v 6.
    expect(rows.slice(2).map((row) => row.slice(0, 4))).toEqual([
      [1, 1, 'Aces', 'Dons'],
      [1, 2, 'Bears', 'Eels'],
      [1, 3, 'Cubs', 'Foxes'],
    ]);
  });

  it('refuses a Swiss of more rounds than the teams can play without a rematch, beside the field', () => {
    teamsSheet(TEAMS);
    expect(call('setUpTeamsEvening', { kind: 'swiss', rounds: '6', boards: '16', bye: 'average' })).toMatchObject({
      ok: false,
      field: 'rounds',
    });
    expect(call('setUpTeamsEvening', { kind: 'swiss', rounds: '3', boards: '0', bye: 'average' })).toMatchObject({
      ok: false,
      field: 'boards',
    });
  });

  it('writes a round robin’s whole schedule: every pair once, a bye a round for 5 teams', () => {
    teamsSheet(TEAMS.slice(0, 5));
    const answer = call('setUpTeamsEvening', { kind: 'round robin', boards: '8', bye: '12' });
    expect(answer.ok).toBe(true);
    const view = answer.value as View;
    expect(view.rounds).toHaveLength(5);
    const met = new Map<string, number>();
    for (const round of view.rounds) {
      expect(round.byes).toHaveLength(1);
      for (const m of round.matches) {
        const key = [m.home, m.away].sort().join(' v ');
        met.set(key, (met.get(key) ?? 0) + 1);
      }
    }
    // 5 teams: 5·4/2 = 10 pairs, each once.
    expect(met.size).toBe(10);
    expect([...met.values()].every((n) => n === 1)).toBe(true);
    expect(call('previewTeamsDraw')).toMatchObject({ ok: false });
  });
});

describe('a Swiss of 6 teams, round by round', () => {
  it('enters IMPs, keeps what the sheet holds, draws round 2 as the rules say and ranks by VPs', () => {
    teamsSheet(TEAMS);
    let view = call('setUpTeamsEvening', { kind: 'swiss', rounds: '3', boards: '16', bye: 'average' }).value as View;
    // Refused on the spot: a negative number, a word.
    expect(enter(1, 1, view, '-3', '20')).toMatchObject({ ok: false, field: 'homeImps' });
    expect(enter(1, 1, view, '40', 'ten')).toMatchObject({ ok: false, field: 'awayImps' });
    view = enter(1, 1, view, '40', '20').value as View;
    // A second scorer whose sidebar still showed nothing at table 1 is refused; the sheet keeps 40–20.
    const stale = call('enterTeamsResult', {
      round: 1,
      table: 1,
      home: 'Aces',
      away: 'Dons',
      homeImps: '1',
      awayImps: '0',
      shown: null,
    });
    expect(stale).toMatchObject({ ok: false });
    expect(book.values('Teams evening')[2]?.slice(4, 6)).toEqual([40, 20]);
    expect(call('previewTeamsDraw')).toMatchObject({ ok: false });
    view = enter(1, 2, view, '30', '30').value as View;
    view = enter(1, 3, view, '0', '40').value as View;
    expect(view.canDraw).toBe(true);

    // After round 1: Foxes 18.09, Aces 15, Bears and Eels 10 (level, quotient 1, their match drawn),
    // Dons 5, Cubs 1.91. Least sum of squared place differences without a rematch is 9, reached by
    // 1 v 2, 3 v 5, 4 v 6 and by 1 v 3, 2 v 4, 5 v 6; the tie goes to team 1 meeting team 2.
    const preview = call<Answer<Draw>>('previewTeamsDraw');
    expect(preview.value).toEqual({
      round: 2,
      tables: [
        { home: 'Foxes', away: 'Aces' },
        { home: 'Bears', away: 'Dons' },
        { home: 'Eels', away: 'Cubs' },
      ],
    });
    // The director's change: a rematch is refused, and nothing is written.
    const rematch = call('drawTeamsRound', {
      round: 2,
      tables: [
        { home: 'Foxes', away: 'Bears' },
        { home: 'Aces', away: 'Dons' },
        { home: 'Eels', away: 'Cubs' },
      ],
    });
    expect(rematch).toMatchObject({ ok: false });
    const twice = call('drawTeamsRound', {
      round: 2,
      tables: [
        { home: 'Foxes', away: 'Aces' },
        { home: 'Bears', away: 'Dons' },
        { home: 'Eels', away: 'Dons' },
      ],
    });
    expect(twice).toMatchObject({ ok: false });
    expect(book.values('Teams evening').filter((row) => row[0] === 2)).toEqual([]);
    // Dons and Cubs swapped: no rematch, each team once.
    const drawn = call('drawTeamsRound', {
      round: 2,
      tables: [
        { home: 'Foxes', away: 'Aces' },
        { home: 'Bears', away: 'Cubs' },
        { home: 'Eels', away: 'Dons' },
      ],
    });
    expect(drawn.ok).toBe(true);
    view = drawn.value as View;
    expect(call('drawTeamsRound', preview.value)).toMatchObject({ ok: false });
    view = enter(2, 1, view, '20', '0').value as View;
    view = enter(2, 2, view, '60', '0').value as View;
    view = enter(2, 3, view, '0', '0').value as View;

    // Each team's VPs summed by hand from the WBF formula, match by match.
    const played: [string, string, number, number][] = [
      ['Aces', 'Dons', 40, 20],
      ['Bears', 'Eels', 30, 30],
      ['Cubs', 'Foxes', 0, 40],
      ['Foxes', 'Aces', 20, 0],
      ['Bears', 'Cubs', 60, 0],
      ['Eels', 'Dons', 0, 0],
    ];
    const sums = new Map<string, number>();
    for (const [home, away, h, a] of played) {
      sums.set(home, (sums.get(home) ?? 0) + wbf(h - a, 16));
      sums.set(away, (sums.get(away) ?? 0) + wbf(a - h, 16));
    }
    expect(wbf(20, 16)).toBe(15);
    expect(wbf(40, 16)).toBe(18.09);
    for (const line of view.ranking) expect(line.vps).toBeCloseTo(sums.get(line.team) as number, 2);
    // Foxes 18.09 + 15, Bears 10 + 20, Aces 15 + 5 and Eels 10 + 10 level (quotient 1, never met), Dons 5 + 10, Cubs 1.91 + 0.
    expect(view.ranking.map((l) => [l.place, l.team])).toEqual([
      ['1', 'Foxes'],
      ['2', 'Bears'],
      ['3=', 'Aces'],
      ['3=', 'Eels'],
      ['5', 'Dons'],
      ['6', 'Cubs'],
    ]);

    // A correction with what was shown: Eels 0–0 Dons becomes 3–0.
    const corrected = enter(2, 3, view, '3', '0');
    expect(corrected.ok).toBe(true);
    expect(
      book
        .values('Teams evening')
        .find((row) => row[0] === 2 && row[1] === 3)
        ?.slice(4, 6),
    ).toEqual([3, 0]);
  });
});

describe('the end of a teams evening', () => {
  it('asks before publishing with matches to come, then writes the Teams ranking sheet and a page', () => {
    teamsSheet(TEAMS.slice(0, 4));
    let view = call('setUpTeamsEvening', { kind: 'swiss', rounds: '1', boards: '16', bye: 'average' }).value as View;
    expect(call('endTeamsEveningNow', false)).toMatchObject({ ok: false, field: 'anyway' });
    view = enter(1, 1, view, '60', '0').value as View;
    view = enter(1, 2, view, '0', '20').value as View;
    expect(view.finished).toBe(true);
    const end = call<Answer<{ page: string; fileName: string }>>('endTeamsEveningNow', false);
    expect(end.ok).toBe(true);
    const rows = book.values('Teams ranking');
    expect(rows[1]?.slice(0, 7)).toEqual(['Place', 'Team', 'Players', 'VPs', 'IMPs +', 'IMPs −', 'Played']);
    // 4 teams, round 1 Aces v Cubs 60–0 (20–0), Bears v Dons 0–20 (5–15).
    expect(rows.slice(2, 6).map((row) => [row[0], row[1], row[3]])).toEqual([
      ['1', 'Aces', 20],
      ['2', 'Dons', 15],
      ['3', 'Bears', 5],
      ['4', 'Cubs', 0],
    ]);
    expect(end.value?.page).toContain('<table>');
    expect(end.value?.page).toContain('Dons');
  });
});
