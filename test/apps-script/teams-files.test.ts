// A teams evening's files through the built Code.js on the fake spreadsheet: the USEBIO file beside the
// results page, its players from the Teams sheet and their numbers from the Members sheet, its VPs the
// WBF scale's (20 IMPs in 16 boards: 15 exactly; 60 IMPs: 20, the scale's top, from X = 15·√16 = 60);
// no PBN file while every match is typed as its total.
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';

let book: FakeSpreadsheet;
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => book },
  LockService: { getDocumentLock: () => new FakeLock() },
});
type View = { rounds: { matches: { table: number; home: string; away: string; imps: unknown }[] }[] };
type Files = { usebio: string; pbn?: string; unnumbered: string[] };
type Answer<T> = { ok: boolean; message: string; field?: string; value?: T };
const call = <T>(name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => T)(...args);

beforeEach(() => {
  book = new FakeSpreadsheet();
  book
    .insertSheet('Teams')
    .getRange(1, 1, 5, 2)
    .setValues([
      ['Team', 'Players'],
      ['Aces', 'Ann Ash, Bob Ash'],
      ['Bears', 'Zoë Åström & Cy Bear'],
      ['Cubs', ''],
      ['Dons', 'Di Don'],
    ]);
  book
    .insertSheet('Members')
    .getRange(1, 1, 3, 3)
    .setValues([
      ['Name', 'Number', 'Club'],
      // Typed with an apostrophe, as a Number column kept as text holds it: the zero stays.
      ['Ann Ash', "'0748821", 'Riverside'],
      ['Zoë Åström', "'0101", 'Riverside'],
    ]);
});

/** A one-round Swiss of the four teams, its two matches typed as totals: 60–0 and 0–20. */
function playRound(): void {
  const view = call<Answer<View>>('setUpTeamsEvening', { kind: 'swiss', rounds: '1', boards: '16', bye: 'average' })
    .value as View;
  for (const [table, home, away] of [
    [1, '60', '0'],
    [2, '0', '20'],
  ] as const) {
    const match = view.rounds[0]?.matches.find((m) => m.table === table);
    if (match === undefined) throw new Error(`no table ${table}`);
    const entered = call<Answer<View>>('enterTeamsResult', {
      round: 1,
      table,
      home: match.home,
      away: match.away,
      homeImps: home,
      awayImps: away,
      shown: match.imps,
    });
    expect(entered.ok).toBe(true);
  }
}

describe('the end of a teams evening, its files', () => {
  it('gives the USEBIO file with the players, their numbers and the VPs, and no PBN without boards', () => {
    playRound();
    const end = call<Answer<{ fileName: string; files: Files }>>('endTeamsEveningNow', false);
    expect(end.ok).toBe(true);
    const files = end.value?.files as Files;
    // Round 1 of a Swiss by seeding, top half against bottom half: Aces v Cubs, Bears v Dons.
    const usebio = files.usebio;
    expect(usebio).toContain('<EVENT EVENT_TYPE="TEAMS">');
    expect(usebio).toContain('<TEAM TEAM_ID="1" TEAM_NAME="Aces">');
    expect(usebio).toContain('<NATIONAL_ID_NUMBER>0748821</NATIONAL_ID_NUMBER>');
    expect(usebio).toContain('<PLAYER_NAME>Zo&#235; &#197;str&#246;m</PLAYER_NAME>');
    expect(usebio).toContain('<NATIONAL_ID_NUMBER>0101</NATIONAL_ID_NUMBER>');
    const matches = [
      ...usebio.matchAll(
        /<TEAM>(\d)<\/TEAM>\s*<OPPOSING_TEAM>(\d)<\/OPPOSING_TEAM>\s*<TEAM_SCORE>([\d.]+)<\/TEAM_SCORE>\s*<OPPOSING_TEAM_SCORE>([\d.]+)</g,
      ),
    ].map((m) => m.slice(1));
    expect(matches).toEqual([
      ['1', '3', '20', '0'],
      ['2', '4', '5', '15'],
    ]);
    expect(files.pbn).toBeUndefined();
    expect(files.unnumbered).toEqual(['Bob Ash', 'Cy Bear', 'Di Don']);
  });

  it('refuses while a player is two members, naming both', () => {
    book
      .getSheetByName('Members')
      ?.getRange(4, 1, 1, 3)
      .setValues([['Ann Ash', "'0999", 'Hillside']]);
    playRound();
    const end = call<Answer<unknown>>('endTeamsEveningNow', false);
    expect(end.ok).toBe(false);
    expect(end.message).toContain('0748821');
    expect(end.message).toContain('0999');
  });
});
