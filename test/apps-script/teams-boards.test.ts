// A teams match entered board by board through the built Code.js on the fake spreadsheet: both tables'
// results of each board, the match's IMPs in `Teams evening` the sum of the boards' IMPs, refusals
// placed at their field and quoting what was typed, a total typed by hand never overwritten by boards
// that disagree, a Teams boards sheet someone else made left alone. Expected IMPs are worked out here
// from the scoring table (Law 77) and the IMP scale (Law 78B), board by board.
import { beforeEach, describe, expect, it } from 'vitest';
import { openTeamsEvening } from '../../apps-script/teams-evening/evening';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';

let book: FakeSpreadsheet;
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => book },
  LockService: { getDocumentLock: () => new FakeLock() },
});
type Imps = { home: number; away: number };
type Board = { board: number; table1: string; table2: string; imps: Imps | null };
type Match = { table: number; home: string; away: string; imps: Imps | null; boards?: Board[] };
type View = { rounds: { round: number; matches: Match[] }[]; ranking: { team: string; vps: number }[] };
type Answer = { ok: boolean; message: string; field?: string; value?: View };
const call = (name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => Answer)(...args);

const TEAMS = ['Aces', 'Bears', 'Cubs', 'Dons'];

/** A Swiss of 4 teams, 1 round of 3 boards: table 1 Aces v Cubs, table 2 Bears v Dons (1 v 3, 2 v 4). */
function setUp(): View {
  book
    .insertSheet('Teams')
    .getRange(1, 1, TEAMS.length + 1, 2)
    .setValues([['Team', 'Players'], ...TEAMS.map((name) => [name, ''])]);
  const answer = call('setUpTeamsEvening', { kind: 'swiss', rounds: '1', boards: '3', bye: 'average' });
  expect(answer.ok).toBe(true);
  return answer.value as View;
}

const match = (view: View, table: number): Match => view.rounds[0]?.matches.find((m) => m.table === table) as Match;

/** The boards of a match as typed, from its first board, and what the sidebar showed. */
const enterBoards = (view: View, table: number, results: [string, string][], first = '1') => {
  const shown = match(view, table);
  return call('enterTeamsBoardsResult', {
    round: 1,
    table,
    home: shown.home,
    away: shown.away,
    first,
    results: results.map(([table1, table2]) => ({ table1, table2 })),
    shown: shown.boards ?? [],
  });
};

/**
 * Table 1, Aces (N/S at table 1) against Cubs (N/S at table 2), by hand:
 * - board 1, none vulnerable: 3NT by W down 1 is N/S +50; 2H by E made +1 is E/W 110 + 30 = 140, N/S −140.
 *   Aces +50 − (−140) = 190: 5 IMPs (170–210).
 * - board 2, N/S vulnerable: 4S by N made is 120 + 500 = 620; 4S by N down 1 vulnerable is −100.
 *   Aces 620 − (−100) = 720: 12 IMPs (600–740).
 * - board 3, E/W vulnerable: passed out, 0; 3NT by N made +1, not vulnerable, 100 + 300 + 30 = 430.
 *   Aces 0 − 430 = −430: 10 IMPs to Cubs (430–490).
 * The match: Aces 5 + 12 = 17, Cubs 10.
 */
const TABLE_1: [string, string][] = [
  ['3NT W -1', '2H E +1'],
  ['4S N =', '4S N -1'],
  ['Pass', '3NT N +1'],
];

const teamsEveningRow = (table: number) => book.values('Teams evening').find((row) => row[0] === 1 && row[1] === table);

beforeEach(() => {
  book = new FakeSpreadsheet();
});

describe('a match entered board by board', () => {
  it('writes each board in Teams boards and the match’s IMPs as the sum worked by hand', () => {
    const view = setUp();
    const answer = enterBoards(view, 1, TABLE_1);
    expect(answer).toMatchObject({ ok: true, message: 'Round 1, table 1: 3 boards, Aces 17–10 Cubs.' });
    expect(teamsEveningRow(1)?.slice(4, 6)).toEqual([17, 10]);
    const rows = book.values('Teams boards');
    expect(rows[0]?.[0]).toBe('Bridge Scorer · Teams boards');
    expect(rows[1]?.slice(0, 11)).toEqual([
      'Round',
      'Table',
      'Board',
      'Home',
      'Away',
      'Table 1',
      'Table 2',
      'N/S 1',
      'N/S 2',
      'Home IMPs',
      'Away IMPs',
    ]);
    expect(rows.slice(2, 5).map((row) => row.slice(0, 11))).toEqual([
      [1, 1, 1, 'Aces', 'Cubs', '3NT-1 by W', '2H+1 by E', 50, -140, 5, 0],
      [1, 1, 2, 'Aces', 'Cubs', '4S= by N', '4S-1 by N', 620, -100, 12, 0],
      [1, 1, 3, 'Aces', 'Cubs', 'Pass', '3NT+1 by N', 0, 430, 0, 10],
    ]);
    const shown = match(answer.value as View, 1);
    expect(shown.imps).toEqual({ home: 17, away: 10 });
    expect(shown.boards?.map((b) => [b.board, b.table1, b.table2, b.imps])).toEqual([
      [1, '3NT-1 W', '2H+1 E', { home: 5, away: 0 }],
      [2, '4S= N', '4S-1 N', { home: 12, away: 0 }],
      [3, 'Pass', '3NT+1 N', { home: 0, away: 10 }],
    ]);
    // The core's event has the boards, for every writer that reads it (USEBIO, PBN).
    const opened = openTeamsEvening(book);
    expect(opened.ok && opened.value.event.rounds[0]?.matches[0]?.score).toEqual({
      byBoard: [
        {
          board: 1,
          table1: { contract: expect.objectContaining({ level: 3, strain: 'NT', declarer: 'W' }) },
          table2: expect.anything(),
        },
        { board: 2, table1: { contract: expect.objectContaining({ level: 4, result: 0 }) }, table2: expect.anything() },
        { board: 3, table1: { contract: { passedOut: true } }, table2: expect.anything() },
      ],
    });
  });

  it('takes an N/S score for a table, and corrects a board in its own row', () => {
    let view = setUp();
    view = enterBoards(view, 1, TABLE_1).value as View;
    // Board 3 at table 2 given as the N/S score −100 instead: Aces 0 − (−100) = 100, 3 IMPs to Aces.
    // The match: 5 + 12 + 3 = 20 to Aces, 0 to Cubs.
    const corrected = enterBoards(view, 1, [
      TABLE_1[0] as [string, string],
      TABLE_1[1] as [string, string],
      ['Pass', '-100'],
    ]);
    expect(corrected).toMatchObject({ ok: true, message: 'Round 1, table 1: 3 boards, Aces 20–0 Cubs.' });
    expect(teamsEveningRow(1)?.slice(4, 6)).toEqual([20, 0]);
    const rows = book.values('Teams boards').slice(2);
    expect(rows).toHaveLength(3);
    expect(rows[2]?.slice(0, 11)).toEqual([1, 1, 3, 'Aces', 'Cubs', 'Pass', -100, 0, -100, 3, 0]);
  });

  it('leaves the match to come while a board lacks a table, then counts it once all are in', () => {
    let view = setUp();
    const partial = enterBoards(view, 1, [TABLE_1[0] as [string, string], ['4S N =', ''], ['', '']]);
    expect(partial).toMatchObject({
      ok: true,
      message: 'Round 1, table 1: 1 of 3 boards have both tables; the match counts once all have.',
    });
    view = partial.value as View;
    expect(match(view, 1).imps).toBeNull();
    expect(teamsEveningRow(1)?.slice(4, 6)).toEqual(['', '']);
    expect(book.values('Teams boards').slice(2)).toHaveLength(2);
    view = enterBoards(view, 1, TABLE_1).value as View;
    expect(match(view, 1).imps).toEqual({ home: 17, away: 10 });
    // Every field blank clears the boards and the IMPs they made.
    const cleared = enterBoards(view, 1, [
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(cleared).toMatchObject({ ok: true, message: 'Round 1, table 1: its boards are cleared.' });
    expect(match(cleared.value as View, 1)).toMatchObject({ imps: null });
    expect(match(cleared.value as View, 1).boards).toBeUndefined();
    expect(teamsEveningRow(1)?.slice(4, 6)).toEqual(['', '']);
  });

  it('reads the board numbers from the first board, their vulnerability with them', () => {
    const view = setUp();
    // Boards 5, 6 and 7: N/S vulnerable, E/W vulnerable, all vulnerable. 4S by N made: 620 on 5, 420 on
    // 6, 620 on 7; against 4S by N down 1 at the other table, −100, −50, −100: 720, 470, 720 →
    // 12, 10 and 12 IMPs: 34 to Aces.
    const row: [string, string] = ['4S N =', '4S N -1'];
    const answer = enterBoards(view, 1, [row, row, row], '5');
    expect(answer).toMatchObject({ ok: true, message: 'Round 1, table 1: 3 boards, Aces 34–0 Cubs.' });
    expect(
      book
        .values('Teams boards')
        .slice(2)
        .map((r) => [r[2], r[7], r[8]]),
    ).toEqual([
      [5, 620, -100],
      [6, 420, -50],
      [7, 620, -100],
    ]);
  });
});

describe('what is refused, and nothing written', () => {
  it('a result that is not one, quoted and placed at its board and table', () => {
    const view = setUp();
    expect(enterBoards(view, 1, [TABLE_1[0] as [string, string], ['4S N', '4S N -1'], ['', '']])).toEqual({
      ok: false,
      message: 'board 2, table 1: "4S N": add the result (=, +n or −n), as in 4S= N',
      field: 'results.1.table1',
    });
    expect(
      enterBoards(view, 1, [
        ['', '8S N ='],
        ['', ''],
        ['', ''],
      ]),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^board 1, table 2: "8S N =": /),
      field: 'results.0.table2',
    });
    expect(enterBoards(view, 1, TABLE_1, 'x')).toEqual({
      ok: false,
      message: '"x": the first board is a whole number from 1',
      field: 'first',
    });
    expect(book.getSheetByName('Teams boards')).toBeNull();
  });

  it('boards the sheet no longer holds as the sidebar showed them', () => {
    const view = setUp();
    enterBoards(view, 1, TABLE_1);
    // A second scorer whose sidebar showed no boards at table 1.
    const stale = enterBoards(view, 1, [
      ['Pass', 'Pass'],
      ['Pass', 'Pass'],
      ['Pass', 'Pass'],
    ]);
    expect(stale).toMatchObject({
      ok: false,
      message: '"Teams boards" holds other boards for this match now: look again before you change them',
    });
    expect(match(stale.value as View, 1).imps).toEqual({ home: 17, away: 10 });
    expect(teamsEveningRow(1)?.slice(4, 6)).toEqual([17, 10]);
  });

  it('boards over a total typed by hand that they disagree with; boards that agree take its place', () => {
    let view = setUp();
    view = call('enterTeamsResult', {
      round: 1,
      table: 1,
      home: 'Aces',
      away: 'Cubs',
      homeImps: '40',
      awayImps: '20',
      shown: null,
    }).value as View;
    expect(enterBoards(view, 1, TABLE_1)).toEqual({
      ok: false,
      message:
        '"Teams evening" holds a total of 40–20 typed for this match, and its boards make 17–10: clear the total, or correct the boards',
    });
    expect(teamsEveningRow(1)?.slice(4, 6)).toEqual([40, 20]);
    expect(book.values('Teams boards').slice(2)).toEqual([]);
    view = call('enterTeamsResult', {
      round: 1,
      table: 1,
      home: 'Aces',
      away: 'Cubs',
      homeImps: '17',
      awayImps: '10',
      shown: { home: 40, away: 20 },
    }).value as View;
    expect(enterBoards(view, 1, TABLE_1)).toMatchObject({ ok: true });
  });

  it('a total typed over a match that has boards, quoted', () => {
    enterBoards(setUp(), 1, TABLE_1);
    expect(
      call('enterTeamsResult', {
        round: 1,
        table: 1,
        home: 'Aces',
        away: 'Cubs',
        homeImps: '30',
        awayImps: '0',
        shown: { home: 17, away: 10 },
      }),
    ).toEqual({
      ok: false,
      message:
        '"30–0": round 1, table 1 is scored by board in "Teams boards" (3 boards): a total is not taken over them; change its boards instead',
      field: 'homeImps',
    });
    expect(teamsEveningRow(1)?.slice(4, 6)).toEqual([17, 10]);
    // The other match, without boards, still takes a total.
    expect(
      call('enterTeamsResult', {
        round: 1,
        table: 2,
        home: 'Bears',
        away: 'Dons',
        homeImps: '12',
        awayImps: '3',
        shown: null,
      }),
    ).toMatchObject({ ok: true });
  });

  it('a Teams boards sheet someone else made, never written', () => {
    const view = setUp();
    book
      .insertSheet('Teams boards')
      .getRange(1, 1, 1, 2)
      .setValues([['Our notes', 'keep']]);
    expect(enterBoards(view, 1, TABLE_1)).toMatchObject({
      ok: false,
      message: 'the sheet "Teams boards" was not made by Bridge Scorer',
    });
    expect(book.values('Teams boards')).toEqual([['Our notes', 'keep']]);
    expect(teamsEveningRow(1)?.slice(4, 6)).toEqual(['', '']);
  });

  it('keeps what a scorer wrote beside the boards, in a column of their own', () => {
    const view = setUp();
    const first = enterBoards(view, 1, TABLE_1).value as View;
    const sheet = book.getSheetByName('Teams boards');
    sheet?.getRange(2, 13, 2, 1).setValues([['Notes'], ['director called']]);
    enterBoards(first, 1, [TABLE_1[0] as [string, string], TABLE_1[1] as [string, string], ['Pass', '-100']]);
    expect(book.values('Teams boards')[2]?.[12]).toBe('director called');
  });
});

describe('in a French spreadsheet', () => {
  let locale = 'en_GB';
  const { global: french } = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => Object.assign(book, { getSpreadsheetLocale: () => locale }) },
    LockService: { getDocumentLock: () => new FakeLock() },
  });
  const fr = (name: string, ...args: unknown[]) => (french[name] as (...a: unknown[]) => Answer)(...args);

  it('reads French letters, shows them back, keeps English in the sheet and refuses in French', () => {
    locale = 'en_GB';
    const view = setUp();
    locale = 'fr_FR';
    const entry = (results: [string, string][]) => ({
      round: 1,
      table: 1,
      home: 'Aces',
      away: 'Cubs',
      first: '1',
      results: results.map(([table1, table2]) => ({ table1, table2 })),
      shown: [],
    });
    // West is O in French, spades P: the same boards as TABLE_1, the same 17–10.
    const refused = fr(
      'enterTeamsBoardsResult',
      entry([
        ['3SA O -1', '2C E +1'],
        ['4P N', '4P N -1'],
        ['Passe', '3SA N +1'],
      ]),
    );
    expect(refused).toMatchObject({ ok: false, field: 'results.1.table1' });
    expect(refused.message).toMatch(/^donne 2, table 1 : "4P N" : ajoutez le résultat/);
    const answer = fr(
      'enterTeamsBoardsResult',
      entry([
        ['3SA O -1', '2C E +1'],
        ['4P N =', '4P N -1'],
        ['Passe', '3SA N +1'],
      ]),
    );
    expect(answer).toMatchObject({ ok: true, message: 'Tour 1, table 1 : 3 donnes, Aces 17–10 Cubs.' });
    expect(match(answer.value as View, 1).boards?.map((b) => b.table1)).toEqual(['3SA-1 O', '4P= N', 'Passe']);
    expect(book.values('Teams boards')[3]?.[5]).toBe('4S= by N');
    expect(view.rounds).toHaveLength(1);
  });
});

describe('the end of an evening with a match entered by board', () => {
  it('gives a PBN file with both rooms of every board, and their IMPs from N/S at each table', () => {
    const view = setUp();
    expect(enterBoards(view, 1, TABLE_1).ok).toBe(true);
    const other = match(view, 2);
    const typed = { round: 1, table: 2, home: other.home, away: other.away, homeImps: '3', awayImps: '3', shown: null };
    expect(call('enterTeamsResult', typed).ok).toBe(true);
    const end = call('endTeamsEveningNow', false) as unknown as { ok: boolean; value: { files: { pbn?: string } } };
    expect(end.ok).toBe(true);
    const pbn = end.value.files.pbn as string;
    const games = pbn.split(/\n(?=\[Event |\[Board )/).filter((game) => game.includes('[Room '));
    const tagOf = (game: string, name: string) => new RegExp(`\\[${name} "([^"]*)"\\]`).exec(game)?.[1];
    // Only the match entered by board, three boards, an open and a closed room each; table 2's total has none.
    expect(games.map((g) => [tagOf(g, 'Board'), tagOf(g, 'Room'), tagOf(g, 'HomeTeam'), tagOf(g, 'ScoreIMP')])).toEqual(
      [
        ['1', 'Open', 'Aces', 'NS 5'],
        ['1', 'Closed', 'Aces', 'NS -5'],
        ['2', 'Open', 'Aces', 'NS 12'],
        ['2', 'Closed', 'Aces', 'NS -12'],
        ['3', 'Open', 'Aces', 'NS -10'],
        ['3', 'Closed', 'Aces', 'NS 10'],
      ],
    );
    // Board 2's rooms as typed: 4S by N made (10 tricks), and 4S by N down 1 (9 tricks).
    expect(
      [games[2], games[3]].map((g) => [
        tagOf(g as string, 'Contract'),
        tagOf(g as string, 'Declarer'),
        tagOf(g as string, 'Result'),
      ]),
    ).toEqual([
      ['4S', 'N', '10'],
      ['4S', 'N', '9'],
    ]);
  });
});

describe('a new evening in place of the old', () => {
  it('clears the old evening’s boards, keeping the sheet’s head and a scorer’s own column', async () => {
    const { clearTeamsBoards } = await import('../../apps-script/teams-evening/boards-sheet');
    enterBoards(setUp(), 1, TABLE_1);
    book
      .getSheetByName('Teams boards')
      ?.getRange(2, 13, 2, 1)
      .setValues([['Notes'], ['director called']]);
    clearTeamsBoards(book);
    const rows = book.values('Teams boards');
    expect(rows[0]?.[0]).toBe('Bridge Scorer · Teams boards');
    expect(rows[1]?.[2]).toBe('Board');
    // The values read back end at the last row holding anything: row 3, with its note alone.
    expect(rows.slice(2).map((row) => row.slice(0, 12).every((cell) => cell === ''))).toEqual([true]);
    expect(rows[2]?.[12]).toBe('director called');
    const opened = openTeamsEvening(book);
    expect(opened.ok && opened.value.rows[0]?.imps).toEqual({ home: 17, away: 10 });
    // The Teams evening's IMPs are setup's to clear with its rows; the match reads no boards now.
    expect(opened.ok && opened.value.rows[0]?.byBoard).toBeUndefined();
  });

  it('asks before replacing an evening with a match half entered by board, then starts it with no boards', () => {
    const view = setUp();
    // One board of three: the match is still to come, but the director's work is there.
    expect(enterBoards(view, 1, [TABLE_1[0] as [string, string], ['', ''], ['', '']]).ok).toBe(true);
    const again = { kind: 'swiss', rounds: '1', boards: '3', bye: 'average' };
    expect(call('setUpTeamsEvening', again)).toMatchObject({ ok: false, field: 'replace' });
    expect(book.values('Teams boards')[2]?.[2]).toBe(1);
    const replaced = call('setUpTeamsEvening', { ...again, replace: true });
    expect(replaced.ok).toBe(true);
    // The same draw seats Aces against Cubs at table 1 again: it takes none of the old evening's boards.
    expect(match(replaced.value as View, 1)).toMatchObject({ home: 'Aces', away: 'Cubs', imps: null });
    expect(match(replaced.value as View, 1).boards ?? []).toEqual([]);
    expect(
      book
        .values('Teams boards')
        .slice(2)
        .every((row) => row.slice(0, 12).every((cell) => cell === '')),
    ).toBe(true);
  });
});
