// The fake must coerce as Sheets does, or the evening's tests prove nothing about text kept as text.
import { describe, expect, it } from 'vitest';
import { coerce, FakeRuleBuilder, FakeSpreadsheet, FORMULA_VALUE } from './fake-spreadsheet';
import { sheetView } from './sheet-view';

describe('the fake spreadsheet coerces what setValues writes, as Sheets does', () => {
  it.each([
    ['7', 7],
    ['007', 7],
    ['+1', 1],
    ['-2', -2],
    ['1,000', 1000],
    ['TRUE', true],
    ['false', false],
    ['50%', 0.5],
    ["'Tis", 'Tis'],
    ["''Tis", "'Tis"],
    ["'007", '007'],
    ['Ann', 'Ann'],
    ['4S', '4S'],
    ['NS 100', 'NS 100'],
  ])('%j is stored as %j', (written, stored) => {
    expect(coerce(written).stored).toEqual(stored);
  });

  it('reads 3/4 and 2026-03-04 as dates', () => {
    expect(coerce('3/4').stored).toBeInstanceOf(Date);
    expect(coerce('1-3').stored).toBeInstanceOf(Date);
    expect(coerce("'1-3").stored).toBe('1-3');
    expect(coerce('13-45').stored).toBe('13-45');
    expect(coerce('2026-03-04').stored).toEqual(new Date(Date.UTC(2026, 2, 4)));
    expect(coerce('13/45').stored).toBe('13/45');
  });

  it('starts a formula with =, whose value is not the text', () => {
    expect(coerce('=IMPORTXML("http://x","//a")')).toEqual({
      stored: FORMULA_VALUE,
      formula: '=IMPORTXML("http://x","//a")',
    });
  });
});

describe('the fake spreadsheet keeps formulas as Sheets does', () => {
  it('gives each cell’s formula, or "" where it holds none; a value written over a formula replaces it', () => {
    const sheet = new FakeSpreadsheet().insertSheet('S');
    sheet.getRange(1, 1, 1, 2).setValues([['=A2*2', 'text']]);
    sheet.putFormula(2, 2, '=IF(A2="","",A2)', '');
    expect(sheet.getDataRange().getValues()).toEqual([
      [FORMULA_VALUE, 'text'],
      ['', ''],
    ]);
    expect(sheet.getDataRange().getFormulas()).toEqual([
      ['=A2*2', ''],
      ['', '=IF(A2="","",A2)'],
    ]);
    sheet.getRange(1, 1, 1, 1).setValues([[3]]);
    expect(sheet.getRange(1, 1, 1, 1).getFormulas()).toEqual([['']]);
  });
});

describe('the sheet view models Sheets’ spill blocking', () => {
  // Built-in functions are enough here: no custom function is called.
  const book = new FakeSpreadsheet();
  const { shown, lit, type, setCell } = sheetView(() => book, { global: {} });
  const sheet = book.insertSheet('S');
  sheet.getRange(1, 1, 1, 2).setValues([['={"head"; "a"; "b"; "c"}', '=ISERROR(A1)']]);
  sheet.setConditionalFormatRules([
    new FakeRuleBuilder()
      .whenFormulaSatisfied('=ISERROR($A$1)*(A2<>"")=1')
      .setBackground('#f4c7c3')
      .setRanges([sheet.getRange('A2:A')])
      .build(),
  ]);
  const columnA = () => [1, 2, 3, 4].map((r) => shown(sheet, r, 1));

  it('spills a formula’s array down from its cell while the cells below are empty', () => {
    expect(columnA()).toEqual(['head', 'a', 'b', 'c']);
    expect([shown(sheet, 1, 2), lit(sheet, 3, 1)]).toEqual([false, false]);
  });

  it('shows #REF! in the formula’s cell and leaves its range empty but for the value typed there', () => {
    type(sheet, 3, [['typed']]);
    expect(columnA()).toEqual([expect.stringMatching(/^#REF!/), '', 'typed', '']);
    // Formulas reading the blocked cell see an error; the typed cell, and only it, is lit.
    expect(shown(sheet, 1, 2)).toBe(true);
    expect([2, 3, 4].map((r) => lit(sheet, r, 1))).toEqual([false, true, false]);
    setCell(sheet, 3, 1, '');
    expect(columnA()).toEqual(['head', 'a', 'b', 'c']);
  });
});
