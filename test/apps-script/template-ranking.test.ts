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

describe('a Mitchell in the template (issue 45, item 8)', () => {
  // Two tables, N/S stay, E/W move: board 1 (nobody vulnerable) N/S 1 v E/W 1 4♠= 420, N/S 2 v E/W 2
  // 4♠−1 −50; board 2 (N/S vulnerable) N/S 1 v E/W 2 4♠= 620, N/S 2 v E/W 1 4♠−1 −100.
  const MITCHELL = [
    [1, '', 1, 1, '4S', 'N', 10],
    [1, '', 2, 2, '4S', 'N', 9],
    [2, '', 1, 2, '4S', 'N', 10],
    [2, '', 2, 1, '4S', 'N', 9],
  ];
  const blocks = (sheet: FakeSheet) =>
    Array.from({ length: 7 }, (_, r) => Array.from({ length: 6 }, (_, c) => shown(sheet, r + 1, 14 + c)));

  it('ranks N/S and E/W apart with the names typed as the sheet asks, no formula edited', () => {
    const sheet = resultsSheet();
    type(sheet, 2, MITCHELL);
    for (const [r, line] of [
      [2, [1, 'N/S', 'Ann - Bob']],
      [3, [2, 'N/S', 'Cy - Di']],
      [4, [1, 'E/W', 'Ed - Flo']],
      [5, [2, 'E/W', 'Gil - Hal']],
    ] as const)
      line.forEach((value, c) => {
        setCell(sheet, r, 21 + c, value);
      });
    // N/S 1 beats N/S 2 on both boards, 4 of 4; E/W 1 loses board 1 and wins board 2, as E/W 2 the other
    // way round: 2 of 4 each.
    expect(blocks(sheet)).toEqual([
      ['Place', 'N/S pair', 'MPs', 'Max', '%', 'Names'],
      ['1', '1', 4, 4, 100, 'Ann - Bob'],
      ['2', '2', 0, 4, 0, 'Cy - Di'],
      ['', '', '', '', '', ''],
      ['Place', 'E/W pair', 'MPs', 'Max', '%', 'Names'],
      ['1=', '1', 2, 4, 50, 'Ed - Flo'],
      ['1=', '2', 2, 4, 50, 'Gil - Hal'],
    ]);
  });

  it('ranks N/S and E/W apart before any name is typed: a number on both sides of a board says so', () => {
    const sheet = resultsSheet();
    type(sheet, 2, MITCHELL);
    expect(blocks(sheet).map((line) => line.slice(0, 5))).toEqual([
      ['Place', 'N/S pair', 'MPs', 'Max', '%'],
      ['1', '1', 4, 4, 100],
      ['2', '2', 0, 4, 0],
      ['', '', '', '', ''],
      ['Place', 'E/W pair', 'MPs', 'Max', '%'],
      ['1=', '1', 2, 4, 50],
      ['1=', '2', 2, 4, 50],
    ]);
  });
});

describe('IMP pairs in the template: its Scoring cell', () => {
  it('ranks by total IMPs with "IMP total" in X2, as an IMP-pairs event ranks, and refuses a word it cannot read', () => {
    const sheet = resultsSheet();
    expect([shown(sheet, 1, 24), shown(sheet, 2, 24)]).toEqual(['Scoring', 'MP']);
    // The evening and a board 3 played at one table only (1NT= by N, 90): pairs 1 and 6 play 3 boards.
    type(sheet, 2, [...EVENING, [3, '', 1, 6, '1NT', 'N', 7]]);
    setCell(sheet, 2, 24, 'IMP total');
    // Cross-IMPs, averaged over a board's 2 comparisons. Board 1: 420 (+470 is 10, +20 is 1) 5.5, −50
    // −10, 400 4.5. Board 2: 620 (+720 is 12, −10 is 0) 6, −100 −12, 630 6. Board 3, one result: 0.
    // Pair 1: 5.5 + 6 = 11.5 in 3 boards; 5: 4.5 + 6 = 10.5 in 2; 6: −4.5 + 12 = 7.5 in 3; 4: 10 − 6 = 4;
    // 2: −5.5 − 6 = −11.5; 3: −10 − 12 = −22.
    expect(rankingOf(sheet)).toEqual([
      ['Place', 'Pair', 'IMPs', 'Boards', 'IMPs a board'],
      ['1', '1', 11.5, 3, 3.83],
      ['2', '5', 10.5, 2, 5.25],
      ['3', '6', 7.5, 3, 2.5],
      ['4', '4', 4, 2, 2],
      ['5', '2', -11.5, 2, -5.75],
      ['6', '3', -22, 2, -11],
    ]);
    // "IMP" keeps its meaning: by IMPs a board, the boards played being different.
    setCell(sheet, 2, 24, 'IMP');
    expect(rankingOf(sheet).map((line) => line[1])).toEqual(['Pair', '5', '1', '6', '4', '2', '3']);
    setCell(sheet, 2, 24, 'IMPs in total');
    expect(shown(sheet, 1, 14)).toMatch(/^#ERROR: scoring: "IMPs in total": scoring must be "MP"/);
  });
});
