// The results-sheet templates as a scorer meets them: the menu items of the built Code.js insert a sheet
// on the in-memory spreadsheet, a scorer types an evening into it, and the written formulas are evaluated
// through the built custom functions.
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeLock, type FakeSheet, FakeSpreadsheet, FORMULA_VALUE } from './fake-spreadsheet';
import { evaluateFormula, type Scalar, type Value } from './formula';
import { loadCode } from './load';

let book: FakeSpreadsheet;
let alerts: string[];
const code = loadCode({
  SpreadsheetApp: {
    getActiveSpreadsheet: () => book,
    getUi: () => ({ alert: (message: string) => alerts.push(message) }),
  },
  LockService: { getDocumentLock: () => new FakeLock() },
});
const menu = (name: string) => (code.global[name] as () => void)();

beforeEach(() => {
  book = new FakeSpreadsheet();
  alerts = [];
});

/**
 * The formula a cell holds, if the sheet took its entry as one: the fake shows such a cell as
 * FORMULA_VALUE and keeps the formula's text in its log (text marked with an apostrophe stays text).
 */
function formulaAt(sheet: FakeSheet, row: number, column: number): string | undefined {
  if (sheet.cell(row, column) !== FORMULA_VALUE) return undefined;
  const prefix = `${sheet.getName()}!R${row}C${column}: `;
  const written = book.formulas.filter((f) => f.startsWith(prefix));
  return written.at(-1)?.slice(prefix.length);
}

/** What a cell shows: its value, or its formula evaluated (formulas it refers to first). */
function shown(sheet: FakeSheet, row: number, column: number): Scalar {
  const formula = formulaAt(sheet, row, column);
  if (formula === undefined) return sheet.cell(row, column) as Scalar;
  const result: Value = evaluateFormula(formula, code.global, (r, c) => shown(sheet, r, c));
  if (Array.isArray(result)) throw new Error(`${formula} spills; the templates write one cell a formula`);
  return result;
}

/** Types rows from column A of `row` on, as a scorer does (blank cells left alone). */
function type(sheet: FakeSheet, row: number, rows: Scalar[][]): void {
  rows.forEach((line, r) => {
    line.forEach((value, c) => {
      if (value !== '') sheet.getRange(row + r, c + 1, 1, 1).setValues([[value]]);
    });
  });
}

const column = (sheet: FakeSheet, c: number, rows: number) =>
  Array.from({ length: rows }, (_, r) => shown(sheet, r + 2, c));

describe('Insert a results sheet', () => {
  it('lays out a pairs evening whose scores and matchpoints fill in as results are typed', () => {
    menu('insertResultsSheet');
    expect(alerts).toEqual([expect.stringContaining('Inserted the sheet "Pairs results"')]);
    const sheet = book.getSheetByName('Pairs results') as FakeSheet;
    expect(book.values('Pairs results')[0]).toEqual([
      'Board',
      'Vul',
      'N/S pair',
      'E/W pair',
      'Contract',
      'Declarer',
      'Result',
      'N/S score',
      'N/S MPs',
      'E/W MPs',
    ]);
    // Board 1 (nobody vulnerable) at three tables, board 2 (N/S vulnerable) at two, as typed.
    type(sheet, 2, [
      [1, '', 'Ann & Bob', 'Cy & Di', '4S', 'N', '10'],
      [1, '', 'Ed & Flo', 'Gus & Hal', '4S', 'N', '-1'],
      [1, '', 'Ida & Jo', 'Kit & Lu', '3NT+1', 'S', ''],
      [2, '', 'Ann & Bob', 'Kit & Lu', '4S=', 'N', ''],
      [2, '', 'Ida & Jo', 'Cy & Di', '4S', 'E', '10'],
    ]);
    // Hand-worked: 4S= 420, 4S-1 −50, 3NT+1 430 not vulnerable; 4S= vulnerable 620; E's 4S=, E/W not
    // vulnerable, −420 to N/S. Board 1: 430 beats both (4), 420 one (2), −50 none; E/W the top 4 less.
    expect(column(sheet, 2, 6)).toEqual(['None', 'None', 'None', 'NS', 'NS', '']);
    expect(column(sheet, 8, 6)).toEqual([420, -50, 430, 620, -420, '']);
    expect(column(sheet, 9, 6)).toEqual([2, 0, 4, 2, 0, '']);
    expect(column(sheet, 10, 6)).toEqual([2, 4, 0, 0, 2, '']);
  });

  it('writes formulas only where the layout means them, and every row ready', () => {
    menu('insertResultsSheet');
    const written = book.formulas.map((f) => f.replace(/^Pairs results!R\d+C(\d+): =([A-Z]+)\(.*$/, '$1 $2'));
    expect(new Set(written)).toEqual(new Set(['2 BOARDVUL', '8 BRIDGESCORE', '9 MATCHPOINTS', '10 MATCHPOINTS']));
    expect(written).toHaveLength(4 * 100);
  });

  it('never turns what a scorer types into a formula', () => {
    menu('insertResultsSheet');
    const sheet = book.getSheetByName('Pairs results') as FakeSheet;
    const before = book.formulas.length;
    // The sheet's own guard is the scorer's typing; the template writes nothing of theirs, and its
    // formulas read the contract cell as text: a formula-like contract is that row's error.
    type(sheet, 2, [[1, '', '\'=HYPERLINK("x")', '', "'=1+1", 'N', 10]]);
    expect(book.formulas.length).toBe(before);
    expect(shown(sheet, 2, 8)).toMatch(/"=1\+1": a contract/);
  });

  it('never replaces a sheet of that name: it refuses, naming it, and leaves it as it is', () => {
    const mine = book.insertSheet('Pairs results');
    mine.getRange(1, 1, 1, 2).setValues([['my notes', 42]]);
    menu('insertResultsSheet');
    expect(alerts).toEqual([
      'Not inserted: this spreadsheet already has a sheet "Pairs results", which is left as it is; rename it to insert a new one.',
    ]);
    expect(book.values('Pairs results')).toEqual([['my notes', 42]]);
    expect(book.formulas).toEqual([]);
  });
});

describe('Insert a teams match sheet', () => {
  it('gives IMPs a board, the total and both teams’ VP', () => {
    menu('insertTeamsSheet');
    const sheet = book.getSheetByName('Teams match') as FakeSheet;
    // Columns C–E table 1 and G–I table 2: contract, declarer, result.
    type(sheet, 2, [
      ['', '', '4S', 'N', 10, '', '4S', 'N', 9],
      ['', '', '3NT=', 'S', '', '', '3NT', 'S', 9],
      ['', '', '2H+1', 'W', '', '', '4H', 'W', 10],
      ['', '', '1NT', 'N', 7],
    ]);
    // Board 1 none vul: 420 against −50, 470 is 10 IMPs. Board 2 N/S vul: 600 both, 0. Board 3 E/W vul:
    // −140 against −620, 480 is 10 (430–490). Board 4 has one table only: no IMPs yet.
    expect(column(sheet, 1, 4)).toEqual([1, 2, 3, 4]);
    expect(column(sheet, 6, 4)).toEqual([420, 600, -140, 90]);
    expect(column(sheet, 10, 4)).toEqual([-50, 600, -620, '']);
    expect(column(sheet, 11, 4)).toEqual([10, 0, 10, '']);
    expect(
      book
        .values('Teams match')
        .map((row) => row[12])
        .slice(1, 5),
    ).toEqual(['Our IMPs (N/S at table 1)', 'Boards scored', 'Our VP', 'Their VP']);
    expect([shown(sheet, 2, 14), shown(sheet, 3, 14)]).toEqual([20, 3]);
    const ours = shown(sheet, 4, 14) as number;
    expect(ours).toBe((code.global.VP as (m: number, b: number) => number)(20, 3));
    expect(ours + (shown(sheet, 5, 14) as number)).toBeCloseTo(20, 10);
    expect(ours).toBeGreaterThan(10);
  });

  it('never replaces a sheet of that name', () => {
    book.insertSheet('Teams match');
    menu('insertTeamsSheet');
    expect(alerts[0]).toContain('already has a sheet "Teams match"');
    expect(book.formulas).toEqual([]);
  });
});
