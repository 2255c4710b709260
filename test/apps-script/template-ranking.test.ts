// The results template's ranking as a scorer meets it (issue 45): a bad row, a value typed where a
// formula spills, a Mitchell, an IMP evening. The built Code.js inserts the sheet on the in-memory
// spreadsheet, a scorer types into it, and the sheet view works its formulas out as Sheets would.
// Expected rankings are worked by hand from the rules (docs/rules.md, A pairs session).
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeLock, FakeRuleBuilder, type FakeSheet, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';
import { sheetView } from './sheet-view';

let book: FakeSpreadsheet;
const code = loadCode({
  SpreadsheetApp: {
    getActiveSpreadsheet: () => book,
    getUi: () => ({ alert: () => undefined }),
    newConditionalFormatRule: () => new FakeRuleBuilder(),
  },
  LockService: { getDocumentLock: () => new FakeLock() },
});
const { shown, lit, type, setCell, reset } = sheetView(() => book, code);

beforeEach(() => {
  book = new FakeSpreadsheet();
  reset();
});

/** A fresh results sheet, inserted from the menu. */
function resultsSheet(): FakeSheet {
  (code.global.insertResultsSheet as () => void)();
  return book.getSheetByName('Pairs results') as FakeSheet;
}

/** The ranking the sheet shows from N1: its rows down to the first blank one, `width` cells each. */
function rankingOf(sheet: FakeSheet, width = 5): unknown[][] {
  const rows: unknown[][] = [];
  for (let r = 1; shown(sheet, r, 14) !== ''; r++)
    rows.push(Array.from({ length: width }, (_, c) => shown(sheet, r, 14 + c)));
  return rows;
}

// Two boards at three tables, a Howell's numbers: board 1 nobody vulnerable, board 2 N/S vulnerable.
// Board 1: 4♠= 420, 4♠−1 −50, 3NT= 400. Board 2: 4♠= 620, 4♠−1 −100, 3NT+1 630 (typed '+1, text).
const EVENING = [
  [1, '', 1, 2, '4S', 'N', 10],
  [1, '', 3, 4, '4S', 'N', 9],
  [1, '', 5, 6, '3NT', 'S', 9],
  [2, '', 1, 4, '4S', 'N', 10],
  [2, '', 3, 6, '4S', 'N', 9],
  [2, '', 5, 2, '3NT', 'S', "'+1"],
];

describe('one bad row never blanks the ranking (issue 45, item 6)', () => {
  it('ranks a whole evening typed right', () => {
    const sheet = resultsSheet();
    type(sheet, 2, EVENING);
    // Board 1, top 4: 420 4, 400 2, −50 0. Board 2: 630 4, 620 2, −100 0. Pairs 1, 4, 5 and 6 make 6
    // of 8 (75 %), pairs 2 and 3 none.
    expect(rankingOf(sheet)).toEqual([
      ['Place', 'Pair', 'MPs', 'Max', '%'],
      ['1=', '1', 6, 8, 75],
      ['1=', '4', 6, 8, 75],
      ['1=', '5', 6, 8, 75],
      ['1=', '6', 6, 8, 75],
      ['5=', '2', 0, 8, 0],
      ['5=', '3', 0, 8, 0],
    ]);
  });

  it('ranks the other rows when a bare +1 is typed, and a note after the last pair names its row', () => {
    const sheet = resultsSheet();
    // The last result typed +1 without the apostrophe: Sheets makes it the number 1, which BRIDGESCORE
    // refuses on its row rather than guess.
    type(sheet, 2, [...EVENING.slice(0, 5), [2, '', 5, 2, '3NT', 'S', '+1']]);
    expect(shown(sheet, 7, 8)).toMatch(/^1: could be 1 trick taken/);
    // Board 2 is read as 620 and −100, factored by Neuberg to board 1's three results: (2 + 1)·3/2 − 1
    // = 3.5 and 0.5 of 4. Pair 1: 4 + 3.5 of 8; 6: 2 + 3.5; 4: 4 + 0.5; 5: 2 of 4 (its board 2 not
    // read); 3: 0 + 0.5; 2: 0 of 4.
    const ranking = rankingOf(sheet);
    expect(ranking.slice(0, -1)).toEqual([
      ['Place', 'Pair', 'MPs', 'Max', '%'],
      ['1', '1', 7.5, 8, 93.75],
      ['2', '6', 5.5, 8, 68.75],
      ['3', '4', 4.5, 8, 56.25],
      ['4', '5', 2, 4, 50],
      ['5', '3', 0.5, 8, 6.25],
      ['6', '2', 0, 4, 0],
    ]);
    // The column's row 6 is the sheet's row 7, as every message of a column's formula counts.
    expect(ranking.at(-1)?.[0]).toMatch(
      /^1 result not read: row 6 \(row 6: "1: could be 1 trick taken .*": a score must be/,
    );
  });
});

describe('a value typed where a formula spills (issue 45, item 7)', () => {
  it('names the rows whose score vanished in the ranking’s note, and lights the typed cell', () => {
    const sheet = resultsSheet();
    type(sheet, 2, EVENING);
    // Board 2's 4♠= by pair 1 typed over its score, 420 where the sheet worked out 620 (vulnerable).
    setCell(sheet, 5, 8, 420);
    // Sheets' spill blocked: #REF! in H1 and no other score in the column but the one typed.
    expect(shown(sheet, 1, 8)).toMatch(/^#REF!/);
    expect([2, 3, 4, 5, 6, 7].map((r) => shown(sheet, r, 8))).toEqual(['', '', '', 420, '', '']);
    // The one score left ranks pairs 1 and 4 alone, a board of one result: no top, 50 % each. The five
    // rows with a contract and no score are not taken for results not in yet: the note names them.
    const ranking = rankingOf(sheet);
    expect(ranking.slice(0, -1)).toEqual([
      ['Place', 'Pair', 'MPs', 'Max', '%'],
      ['1=', '1', 0, 0, 50],
      ['1=', '4', 0, 0, 50],
    ]);
    expect(ranking.at(-1)?.[0]).toBe(
      '5 results not read: rows 1–3, 5–6 (row 1: this row has a contract but no score: a value typed into the score column may be blocking its formula)',
    );
    // The typed cell is lit, and nothing else of the column.
    expect([2, 3, 4, 5, 6, 7].map((r) => lit(sheet, r, 8))).toEqual([false, false, false, true, false, false]);
    // Cleared, the column spills again, every result is ranked and nothing is lit.
    setCell(sheet, 5, 8, '');
    expect(rankingOf(sheet)).toHaveLength(7);
    expect(lit(sheet, 5, 8)).toBe(false);
  });

  it('lights a value typed into any column a header fills, and the ranking’s block too, while it blocks', () => {
    const sheet = resultsSheet();
    type(sheet, 2, EVENING);
    // Into the Vul column, the E/W MPs and beside the ranking: each blocks its own header only.
    setCell(sheet, 3, 2, 'NS');
    setCell(sheet, 4, 10, 3);
    setCell(sheet, 5, 16, 'note');
    expect([shown(sheet, 1, 2), shown(sheet, 1, 9), shown(sheet, 1, 14)]).toEqual([
      expect.stringMatching(/^#REF!/),
      expect.stringMatching(/^#REF!/),
      expect.stringMatching(/^#REF!/),
    ]);
    expect(shown(sheet, 1, 8)).toBe('N/S score');
    expect([lit(sheet, 3, 2), lit(sheet, 4, 10), lit(sheet, 5, 16)]).toEqual([true, true, true]);
    expect([lit(sheet, 2, 2), lit(sheet, 4, 9), lit(sheet, 3, 8), lit(sheet, 9, 21)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
