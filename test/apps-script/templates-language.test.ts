// The results-sheet templates in a spreadsheet whose locale writes decimals with a comma and separates
// arguments with ";" (de_DE). Apps Script's Range.setFormula takes a formula in Sheets' one stored
// syntax, the en_US one (English function names, "," between arguments, "." in decimals), and Sheets
// shows it in the locale's own (";" between arguments, "\" between an array's columns): so the
// templates write that syntax in every locale, and this test holds them to it, then computes the sheet
// as a German scorer types it. What the fake cannot show is Sheets' own display of the formula.
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeLock, FakeRuleBuilder, type FakeSheet, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';
import { sheetView } from './sheet-view';

let book: FakeSpreadsheet;
let alerts: string[];
const german = () => Object.assign(book, { getSpreadsheetLocale: () => 'de_DE' });
const code = loadCode({
  SpreadsheetApp: {
    getActiveSpreadsheet: german,
    getUi: () => ({ alert: (message: string) => alerts.push(message) }),
    newConditionalFormatRule: () => new FakeRuleBuilder(),
  },
  LockService: { getDocumentLock: () => new FakeLock() },
  // The club types contracts the English way (4S, 3NT): its setting says so, whatever the German
  // notation reads, so that this test is about the locale's numbers and separators alone.
  PropertiesService: {
    getDocumentProperties: () => ({
      getProperty: (key: string) => (key === 'bridgeScorer.notation' ? 'en' : null),
    }),
  },
});
const menu = (name: string) => (code.global[name] as () => void)();
const { shown, type, column, reset } = sheetView(() => book, code);

beforeEach(() => {
  book = new FakeSpreadsheet();
  alerts = [];
  reset();
});

/** A formula with its string literals and array literals' insides taken out: what separates its arguments. */
const outsideLiterals = (formula: string): string => formula.replace(/"(?:[^"]|"")*"/g, '""');

describe('the templates in a German spreadsheet', () => {
  it('write their formulas in the en_US syntax setFormula takes: "," between arguments, no decimal comma', () => {
    menu('insertResultsSheet');
    menu('insertTeamsSheet');
    const written = book.formulas.map((line) => line.replace(/^[^:]*: /, ''));
    expect(written.length).toBeGreaterThan(5);
    for (const formula of written) {
      const bare = outsideLiterals(formula);
      // A ";" is only an array literal's row separator: inside {…}, never between a function's arguments.
      const depth = [...bare].reduce(
        (state, char) => {
          if (char === '{') state.braces++;
          else if (char === '}') state.braces--;
          else if (char === ';' && state.braces === 0) state.bad = true;
          return state;
        },
        { braces: 0, bad: false },
      );
      expect(depth.bad, formula).toBe(false);
      // No number written with a decimal comma (1,5), which en_US would read as two arguments.
      expect(bare, formula).not.toMatch(/\d,\d/);
    }
  });

  it('score a German evening as an English one: numbers are numbers, whatever the locale', () => {
    menu('insertResultsSheet');
    const sheet = book.getSheetByName('Pairs results') as FakeSheet;
    // Results typed as the scorer types them: the tricks taken, -1 for one down (as text too).
    type(sheet, 2, [
      [1, '', 'Ann & Bob', 'Cy & Di', '4S', 'N', '10'],
      [1, '', 'Ed & Flo', 'Gus & Hal', '4S', 'N', '-1'],
      [1, '', 'Ida & Jo', 'Kit & Lu', '3NT+1', 'S', ''],
    ]);
    // 4♠ made 420, one down −50 not vulnerable, 3NT+1 430: 430 beats both (4 of 4), 420 one, −50 none.
    expect(column(sheet, 8, 4)).toEqual([420, -50, 430, '']);
    expect(column(sheet, 9, 4)).toEqual([2, 0, 4, '']);
    // The template's own headers stay as written (the publish dialog finds its columns by them); the
    // ranking PAIRRANKING spills is worded in the spreadsheet's language.
    expect(shown(sheet, 1, 8)).toBe('N/S score');
    expect(shown(sheet, 1, 14)).toBe('Platz');
    expect(alerts).toHaveLength(1);
  });
});
