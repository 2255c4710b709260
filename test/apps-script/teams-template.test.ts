// The teams event template as a director meets it: the menu item of the built Code.js inserts the Teams,
// Matches and Standings sheets on the in-memory spreadsheet, the director types teams and matches, and
// the Standings sheet's formulas are evaluated through the built custom functions. Expected rankings and
// draws are worked by hand from the rules (docs/rules.md, A teams event; The Swiss draw) and the published
// Berger table.
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeLock, FakeRuleBuilder, type FakeSheet, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';
import { sheetView } from './sheet-view';

let book: FakeSpreadsheet;
let alerts: string[];
const code = loadCode({
  SpreadsheetApp: {
    getActiveSpreadsheet: () => book,
    getUi: () => ({ alert: (message: string) => alerts.push(message) }),
    newConditionalFormatRule: () => new FakeRuleBuilder(),
  },
  LockService: { getDocumentLock: () => new FakeLock() },
});
const menu = (name: string) => (code.global[name] as () => void)();
const { shown, type, setCell, lit, reset } = sheetView(() => book, code);
const sheet = (name: string) => book.getSheetByName(name) as FakeSheet;
/** A block of the Standings sheet as it shows: `rows` rows of `columns` columns from (row, column). */
const block = (row: number, column: number, rows: number, columns: number) =>
  Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => shown(sheet('Standings'), row + r, column + c)),
  );

beforeEach(() => {
  book = new FakeSpreadsheet();
  alerts = [];
  reset();
});

describe('Insert a teams event', () => {
  it('inserts Teams, Matches and Standings, which say what to do until teams are listed', () => {
    menu('insertTeamsEventSheets');
    expect(alerts).toEqual([expect.stringContaining('Inserted the sheets "Teams", "Matches" and "Standings"')]);
    expect(book.values('Teams')[0]?.slice(0, 2)).toEqual(['Team', 'Players']);
    expect(book.values('Matches')[0]?.slice(0, 7)).toEqual([
      'Round',
      'Table',
      'Home',
      'Away',
      'Home IMPs',
      'Away IMPs',
      'Boards',
    ]);
    expect(block(1, 1, 2, 6)).toEqual([
      ['Standings', '', '', '', '', ''],
      ['Place', 'Team', 'VPs', 'IMPs +', 'IMPs −', 'Played'],
    ]);
    expect(shown(sheet('Standings'), 2, 8)).toBe('List at least two teams on the sheet Teams');
    expect(shown(sheet('Standings'), 2, 12)).toBe('List at least two teams on the sheet Teams');
    expect(block(2, 17, 3, 2)).toEqual([
      ['VP scale', 'WBF'],
      ['VPs for a bye', ''],
      ['Double round robin', false],
    ]);
  });

  it('draws round 1 and the Berger schedule from the teams, then ranks round 1 and draws round 2', () => {
    menu('insertTeamsEventSheets');
    type(sheet('Teams'), 2, [['Aces'], ['Bears'], ['Cubs'], ['Dons']]);
    // Round 1 of a Swiss: the seeding's top half against its bottom half, 1 v 3 and 2 v 4.
    expect(block(2, 8, 3, 3)).toEqual([
      ['Table', 'Home', 'Away'],
      [1, 'Aces', 'Cubs'],
      [2, 'Bears', 'Dons'],
    ]);
    // The Berger table for four, as published: 1-4 2-3, 4-3 1-2, 2-4 3-1.
    expect(block(3, 12, 6, 4)).toEqual([
      [1, 1, 'Aces', 'Dons'],
      [1, 2, 'Bears', 'Cubs'],
      [2, 1, 'Dons', 'Cubs'],
      [2, 2, 'Aces', 'Bears'],
      [3, 1, 'Bears', 'Dons'],
      [3, 2, 'Cubs', 'Aces'],
    ]);
    type(sheet('Matches'), 2, [
      [1, 1, 'Aces', 'Cubs', 20, 0, 16],
      [1, 2, 'Bears', 'Dons', 7, 7, 16],
    ]);
    // 16 boards: 20 IMPs is 15–5 (X = 60, a third of it); 7–7 a draw, 10 each. Bears and Dons level,
    // their own match drawn: they share 2nd, in seeding order.
    expect(block(3, 1, 4, 3)).toEqual([
      ['1', 'Aces', 15],
      ['2=', 'Bears', 10],
      ['2=', 'Dons', 10],
      ['4', 'Cubs', 5],
    ]);
    // Round 2: Aces–Bears and Dons–Cubs (1² + 1² = 2) rather than Aces–Dons and Bears–Cubs (2² + 2² = 8);
    // Aces–Cubs and Bears–Dons have met.
    expect(block(3, 8, 2, 3)).toEqual([
      [1, 'Aces', 'Bears'],
      [2, 'Dons', 'Cubs'],
    ]);
    // The club's table in R2: 20 IMPs is 12–8, a draw 10–10.
    setCell(sheet('Standings'), 2, 18, '0 10-10; 1-2 11-9; 3+ 12-8');
    expect(block(3, 2, 4, 2)).toEqual([
      ['Aces', 12],
      ['Bears', 10],
      ['Dons', 10],
      ['Cubs', 8],
    ]);
  });

  it('lights a cell typed where the ranking spills', () => {
    menu('insertTeamsEventSheets');
    type(sheet('Teams'), 2, [['Aces'], ['Bears']]);
    type(sheet('Matches'), 2, [[1, 1, 'Aces', 'Bears', 3, 1, 8]]);
    type(sheet('Standings'), 4, [['', 'typed']]);
    expect(String(shown(sheet('Standings'), 2, 1))).toMatch(/^#REF!/);
    expect(lit(sheet('Standings'), 4, 2)).toBe(true);
    expect(lit(sheet('Standings'), 4, 8)).toBe(false);
  });

  it('never replaces a sheet of any of the three names, and inserts none of them then', () => {
    book.insertSheet('Matches');
    menu('insertTeamsEventSheets');
    expect(alerts[0]).toContain('already has a sheet "Matches"');
    expect(book.getSheetByName('Teams')).toBeNull();
    expect(book.getSheetByName('Standings')).toBeNull();
    expect(book.formulas).toEqual([]);
  });
});
