// The results-sheet templates as a scorer meets them: the menu items of the built Code.js insert a sheet
// on the in-memory spreadsheet, a scorer types an evening into it, and the written formulas are evaluated
// through the built custom functions.
import { beforeEach, describe, expect, it } from 'vitest';
import { seededRandom, shuffled } from '../../core/base/random';
import { FakeLock, FakeRuleBuilder, type FakeSheet, FakeSpreadsheet } from './fake-spreadsheet';
import type { Scalar } from './formula';
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
const { shown, type, setCell, column, reset } = sheetView(() => book, code);

beforeEach(() => {
  book = new FakeSpreadsheet();
  alerts = [];
  reset();
});

describe('Insert a results sheet', () => {
  it('lays out a pairs evening whose scores and matchpoints fill in as results are typed', () => {
    menu('insertResultsSheet');
    expect(alerts).toEqual([expect.stringContaining('Inserted the sheet "Pairs results"')]);
    const sheet = book.getSheetByName('Pairs results') as FakeSheet;
    // The computed columns' headers are their formulas' first cells.
    expect(Array.from({ length: 10 }, (_, c) => shown(sheet, 1, c + 1))).toEqual([
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
    // Board 2 was played twice where board 1 was played three times: by Neuberg, 620's 2 of a top of 2
    // is (2 + 1)·3/2 − 1 = 3.5 of 4, and −420's 0 is 0.5.
    expect(column(sheet, 2, 6)).toEqual(['None', 'None', 'None', 'NS', 'NS', '']);
    expect(column(sheet, 8, 6)).toEqual([420, -50, 430, 620, -420, '']);
    expect(column(sheet, 9, 6)).toEqual([2, 0, 4, 3.5, 0.5, '']);
    expect(column(sheet, 10, 6)).toEqual([2, 4, 0, 0.5, 3.5, '']);
    expect(column(sheet, 11, 6)).toEqual([50, 0, 100, 87.5, 12.5, '']);
    expect(column(sheet, 12, 6)).toEqual([50, 100, 0, 12.5, 87.5, '']);
    // The ranking beside them: Gus & Hal 4 of 4; Ann & Bob 2 + 3.5 of 8 and Cy & Di 2 + 3.5, 68.75 %
    // each; Ida & Jo 4 + 0.5; Kit & Lu 0 + 0.5; Ed & Flo 0 of 4.
    const ranking = Array.from({ length: 8 }, (_, r) =>
      Array.from({ length: 6 }, (_, c) => shown(sheet, r + 1, 14 + c)),
    );
    expect(ranking).toEqual([
      ['Place', 'Pair', 'MPs', 'Max', '%', ''],
      ['1', 'Gus & Hal', 4, 4, 100, ''],
      ['2=', 'Ann & Bob', 5.5, 8, 68.75, ''],
      ['2=', 'Cy & Di', 5.5, 8, 68.75, ''],
      ['4', 'Ida & Jo', 4.5, 8, 56.25, ''],
      ['5', 'Kit & Lu', 0.5, 8, 6.25, ''],
      ['6', 'Ed & Flo', 0, 4, 0, ''],
      ['', '', '', '', '', ''],
    ]);
  });

  it('shows the names a scorer types in U–W in the ranking', () => {
    menu('insertResultsSheet');
    const sheet = book.getSheetByName('Pairs results') as FakeSheet;
    expect([21, 22, 23].map((c) => shown(sheet, 1, c))).toEqual(['Pair', 'Direction', 'Names']);
    type(sheet, 2, [
      [1, '', 1, 2, '4S', 'N', 10],
      [1, '', 3, 4, '4S', 'N', 9],
    ]);
    for (const [r, line] of [
      [2, [1, '', 'Ann Lee - Bob Ray']],
      [3, [4, '', 'Di Fox - Ed Gray']],
    ] as const)
      line.forEach((value, c) => {
        setCell(sheet, r, 21 + c, value);
      });
    expect(Array.from({ length: 5 }, (_, r) => [shown(sheet, r + 1, 15), shown(sheet, r + 1, 19)])).toEqual([
      ['Pair', 'Names'],
      ['1', 'Ann Lee - Bob Ray'],
      ['4', 'Di Fox - Ed Gray'],
      ['2', ''],
      ['3', ''],
    ]);
  });

  it('writes one formula a computed column, in its header, over the whole column', () => {
    menu('insertResultsSheet');
    expect(book.formulas).toEqual([
      'Pairs results!R1C2: ={"Vul"; BOARDVUL(A2:A)}',
      'Pairs results!R1C8: ={"N/S score"; BRIDGESCORE(E2:E, G2:G, A2:A, F2:F, "", "board")}',
      'Pairs results!R1C9: ={"N/S MPs", "E/W MPs", "N/S %", "E/W %"; BOARDMATCHPOINTS(A2:A, H2:H)}',
      'Pairs results!R1C14: =PAIRRANKING(A2:A, C2:C, D2:D, H2:H, U2:W, , X2, , E2:E)',
    ]);
  });

  it('matchpoints 600 results over every whole board, as an independent count gives them', () => {
    menu('insertResultsSheet');
    const sheet = book.getSheetByName('Pairs results') as FakeSheet;
    // 24 boards at 25 tables, in a seeded random order, so that each board's rows are spread over the
    // whole sheet, before and after row 101, between other boards' rows; two rows left blank among them.
    const random = seededRandom(1);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const results: Scalar[][] = [];
    for (let board = 1; board <= 24; board++) {
      for (let table = 0; table < 25; table++) {
        const level = pick([2, 3, 4]);
        const strain = pick(['S', 'H', 'NT']);
        const contract = `${level}${strain}${random() < 0.1 ? 'X' : ''}`;
        const tricks = Math.min(13, level + 6 + pick([-2, -1, 0, 0, 1, 2]));
        const made = tricks - level - 6;
        // Some typed as the tricks taken, some with the result in the contract (4S=, 3NT+1, 2H-2).
        const inContract = random() < 0.3;
        const result = made === 0 ? '=' : made > 0 ? `+${made}` : String(made);
        results.push([
          board,
          '',
          `NS ${table}`,
          `EW ${table}`,
          inContract ? `${contract}${result}` : contract,
          pick(['N', 'E', 'S', 'W']),
          inContract ? '' : tricks,
        ]);
      }
    }
    const rows = shuffled(results, random);
    const blank = [150, 400];
    for (const row of blank) rows.splice(row - 2, 0, []);
    type(sheet, 2, rows);
    const last = rows.length + 1;
    const sheetRows = Array.from({ length: rows.length }, (_, i) => i + 2).filter((r) => !blank.includes(r));
    expect(sheetRows).toHaveLength(600);

    const boardOf = (r: number) => sheet.cell(r, 1) as number;
    const scores = new Map(sheetRows.map((r) => [r, shown(sheet, r, 8)]));
    expect([...scores.values()].every((score) => typeof score === 'number')).toBe(true);
    // The independent count: 2 for each other score on the same board beaten, 1 for each tie; E/W the
    // top (2 for each other result on the board) less N/S.
    for (const r of sheetRows) {
      const own = scores.get(r) as number;
      const others = sheetRows.filter((o) => o !== r && boardOf(o) === boardOf(r));
      const ns = others.reduce((sum, o) => {
        const other = scores.get(o) as number;
        return sum + (own > other ? 2 : own === other ? 1 : 0);
      }, 0);
      expect([r, shown(sheet, r, 9), shown(sheet, r, 10)]).toEqual([r, ns, 2 * others.length - ns]);
    }
    // Every board has rows on both sides of row 101, where the old template's formulas stopped.
    for (let board = 1; board <= 24; board++) {
      const at = sheetRows.filter((r) => boardOf(r) === board);
      expect([board, at.some((r) => r <= 101), at.some((r) => r > 101)]).toEqual([board, true, true]);
    }
    // Blank rows, among the results and below them to the sheet's end, give blank cells.
    for (const r of [...blank, last + 1, 1000])
      expect([2, 8, 9, 10].map((c) => shown(sheet, r, c))).toEqual(['', '', '', '']);
  });

  it('keeps its formulas in the headers, where deleting or sorting result rows cannot take them', () => {
    menu('insertResultsSheet');
    const sheet = book.getSheetByName('Pairs results') as FakeSheet;
    // Row 2 was where an earlier layout kept every formula; the headers on row 1 hold them now.
    expect(book.formulas.some((f) => /R2C\d+:/.test(f))).toBe(false);
    type(sheet, 2, [
      [1, '', '', '', '4S', 'N', 9],
      [1, '', '', '', '4S', 'N', 10],
    ]);
    // The first result deleted (mistyped), the second moves up and is still scored: 4♠= is 420.
    sheet.deleteRow(2);
    type(sheet, 2, []);
    expect([shown(sheet, 2, 8), shown(sheet, 2, 9), shown(sheet, 3, 8)]).toEqual([420, 0, '']);
  });

  it('says which row has no board number, and a board with a bad score on its own rows only', () => {
    menu('insertResultsSheet');
    const sheet = book.getSheetByName('Pairs results') as FakeSheet;
    type(sheet, 2, [
      [1, '', '', '', '4S', 'N', 10],
      [1, '', '', '', '4S', 'N', 9],
      [2, '', '', '', '4Q', 'N', 10],
      [2, '', '', '', '3NT', 'S', 9],
      ['', '', '', '', '3NT', 'S', 9],
      [3, '', '', '', '1NT', 'S', 7],
    ]);
    // Board 1: 420 beats −50. Board 2's 4Q is no contract: its row says why, and so do the others of
    // board 2, whose matchpoints cannot be known; board 3 has one result, which Neuberg scales to a
    // board of two: (0 + 1)·2/1 − 1 = 1 of a top of 2, the average.
    expect(column(sheet, 9, 6).slice(0, 2)).toEqual([2, 0]);
    expect(shown(sheet, 4, 8)).toBe('"4Q": strain must be C, D, H, S or NT (or ♣ ♦ ♥ ♠)');
    expect(shown(sheet, 4, 9)).toMatch(
      /^row 3: "\\"4Q\\": strain .*": a score must be a number, or an adjusted score such as 60\/40 or Avg\+$/,
    );
    expect(shown(sheet, 5, 9)).toMatch(
      /^board 2 is not scored until its row 3: "\\"4Q\\": strain .*": a score must be a number, or an adjusted score/,
    );
    // The row without its board is scored by nobody's vulnerability no longer: both cells say why.
    expect(shown(sheet, 6, 8)).toBe('no board number on this row: its number says who is vulnerable');
    expect(shown(sheet, 6, 9)).toMatch(/no board number on this row/);
    expect(shown(sheet, 7, 9)).toBe(1);
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
    expect(book.values('Teams match')[0]?.[12]).toBe('Match');
    // Board 4 is started and not scored, so the VPs are provisional, over the 3 boards scored.
    setCell(sheet, 5, 14, 4);
    expect([2, 3, 4, 5, 6, 7].map((r) => [shown(sheet, r, 13), shown(sheet, r, 14)])).toEqual([
      ['Our IMPs (N/S at table 1)', 20],
      ['Boards scored', 3],
      ['Boards started', 4],
      ['Boards in the match', 4],
      ['Our VP, provisional (3 of 4 boards)', (code.global.VP as (m: number, b: number) => number)(20, 3)],
      ['Their VP, provisional (3 of 4 boards)', (code.global.VP as (m: number, b: number) => number)(-20, 3)],
    ]);
    const ours = shown(sheet, 6, 14) as number;
    expect(ours + (shown(sheet, 7, 14) as number)).toBeCloseTo(20, 10);
    expect(ours).toBeGreaterThan(10);
  });

  it('labels the VPs provisional until every board started has both tables’ scores', () => {
    menu('insertTeamsSheet');
    const sheet = book.getSheetByName('Teams match') as FakeSheet;
    // Seven boards won at both tables (4♠ bid and made by N/S at table 1, 4♠ by E/W at table 2), and
    // board 8 in at table 1 only: a match of 8 boards with 7 in, which is not a result yet.
    type(
      sheet,
      2,
      Array.from({ length: 7 }, () => ['', '', '4S', 'N', 10, '', '4S', 'E', 10]),
    );
    type(sheet, 9, [['', '', '3NT', 'S', 9]]);
    const labels = () => [shown(sheet, 6, 13), shown(sheet, 7, 13)];
    // Until the scorer says how long the match is, no count of boards can make it final.
    expect(labels()).toEqual([
      "Our VP, provisional (7 boards in; type the match's boards in N5)",
      "Their VP, provisional (7 boards in; type the match's boards in N5)",
    ]);
    setCell(sheet, 5, 14, 8);
    expect(labels()).toEqual(['Our VP, provisional (7 of 8 boards)', 'Their VP, provisional (7 of 8 boards)']);
    expect(shown(sheet, 6, 14)).not.toBe('');
    // Board 8 in at both tables and an entry alone on board 9 (a result, no contract yet): 8 of 8 scored,
    // but a board started and not scored keeps the VPs provisional.
    type(sheet, 9, [['', '', '3NT', 'S', 9, '', '3NT', 'S', 9]]);
    type(sheet, 10, [['', '', '', '', '', '', '', 'N']]);
    expect(labels()).toEqual([
      'Our VP, provisional (8 of 9 boards started)',
      'Their VP, provisional (8 of 9 boards started)',
    ]);
    // Board 9's stray entry cleared: the match is complete.
    setCell(sheet, 10, 8, '');
    expect(labels()).toEqual(['Our VP', 'Their VP']);
    expect([shown(sheet, 3, 14), shown(sheet, 4, 14)]).toEqual([8, 8]);
  });

  it('keeps the VPs provisional while the last board is typed at neither table (issue 22)', () => {
    menu('insertTeamsSheet');
    const sheet = book.getSheetByName('Teams match') as FakeSheet;
    type(
      sheet,
      2,
      Array.from({ length: 7 }, () => ['', '', '4S', 'N', 10, '', '4S', 'E', 10]),
    );
    setCell(sheet, 5, 14, 8);
    expect(shown(sheet, 6, 13)).toBe('Our VP, provisional (7 of 8 boards)');
  });

  it('scores boards past the ones numbered: its formulas cover any number of rows', () => {
    menu('insertTeamsSheet');
    const sheet = book.getSheetByName('Teams match') as FakeSheet;
    expect(book.formulas.filter((f) => /R1C\d+: =/.test(f))).toEqual([
      'Teams match!R1C2: ={"Vul"; BOARDVUL(A2:A)}',
      'Teams match!R1C6: ={"Table 1 N/S score"; BRIDGESCORE(C2:C, E2:E, A2:A, D2:D, "", "board")}',
      'Teams match!R1C10: ={"Table 2 N/S score"; BRIDGESCORE(G2:G, I2:I, A2:A, H2:H, "", "board")}',
      'Teams match!R1C11: ={"IMPs"; IMPS(F2:F, J2:J)}',
    ]);
    // A 40-board match, boards 33–40 numbered by the captain. Board 40 is board 8 of the 16-board
    // cycle, nobody vulnerable: 4♠= by N is 420 and 4♠-1 by E 50 to N/S; 370 is 9 IMPs.
    type(
      sheet,
      34,
      Array.from({ length: 8 }, (_, i) => [33 + i]),
    );
    type(sheet, 41, [['', '', '4S', 'N', 10, '', '4S', 'E', 9]]);
    expect([shown(sheet, 41, 2), shown(sheet, 41, 6), shown(sheet, 41, 10), shown(sheet, 41, 11)]).toEqual([
      'None',
      420,
      50,
      9,
    ]);
    expect([shown(sheet, 2, 14), shown(sheet, 3, 14)]).toEqual([9, 1]);
    expect(shown(sheet, 6, 13)).toBe("Our VP, provisional (1 boards in; type the match's boards in N5)");
    expect(shown(sheet, 42, 11)).toBe('');
  });

  it('never replaces a sheet of that name', () => {
    book.insertSheet('Teams match');
    menu('insertTeamsSheet');
    expect(alerts[0]).toContain('already has a sheet "Teams match"');
    expect(book.formulas).toEqual([]);
  });
});

describe('a sheet an earlier template made, a formula a row to row 101', () => {
  it('still computes: MATCHPOINTS of a board FILTERed out, IMPS of one board’s two cells', () => {
    const sheet = book.insertSheet('Pairs results');
    for (let r = 2; r <= 101; r++) {
      sheet.getRange(r, 2, 1, 1).setValues([[`=BOARDVUL(A${r})`]]);
      sheet
        .getRange(r, 8, 1, 3)
        .setValues([
          [
            `=BRIDGESCORE(E${r}, G${r}, A${r}, F${r})`,
            `=MATCHPOINTS(H${r}, FILTER(H$2:H$101, A$2:A$101 = A${r}))`,
            `=MATCHPOINTS(H${r}, FILTER(H$2:H$101, A$2:A$101 = A${r}), 2, "EW")`,
          ],
        ]);
    }
    // Board 3: only E/W vulnerable, so N/S's results are scored as on board 1.
    type(sheet, 2, [
      [3, '', '', '', '4S', 'N', 10],
      [3, '', '', '', '4S', 'N', -1],
      [3, '', '', '', '3NT+1', 'S', ''],
      [1, '', '', '', '4S', 'N', 10],
    ]);
    // As the first test of the pairs sheet works it: 420, −50, 430; 2, 0, 4 and E/W the top 4 less.
    expect(column(sheet, 8, 3)).toEqual([420, -50, 430]);
    // The old formulas pass board 1 as the vulnerability, and a bare 1 could be yes: it says so.
    expect(shown(sheet, 5, 8)).toMatch(
      /^#ERROR: 1: could be yes \(vulnerable\) or board 1 .*add vulnerability_is "board"/,
    );
    expect(column(sheet, 9, 3)).toEqual([2, 0, 4]);
    expect(column(sheet, 10, 3)).toEqual([2, 4, 0]);

    const teams = book.insertSheet('Teams match');
    const tables = (r: number) => [
      `=BOARDVUL(A${r})`,
      `=BRIDGESCORE(C${r}, E${r}, A${r}, D${r})`,
      `=BRIDGESCORE(G${r}, I${r}, A${r}, H${r})`,
      `=IF(J${r} = "", "", IMPS(F${r}, J${r}))`,
    ];
    for (const r of [2, 3]) {
      const [vul, one, two, imps] = tables(r) as [string, string, string, string];
      teams.getRange(r, 2, 1, 1).setValues([[vul]]);
      teams.getRange(r, 6, 1, 1).setValues([[one]]);
      teams.getRange(r, 10, 1, 2).setValues([[two, imps]]);
    }
    type(teams, 2, [
      [3, '', '4S', 'N', 10, '', '4S', 'N', 9],
      [2, '', '1NT', 'N', 7],
    ]);
    // Board 3, N/S not vulnerable: 420 against −50, 470, is 10 IMPs; board 2 has one table only.
    expect([shown(teams, 2, 11), shown(teams, 3, 11)]).toEqual([10, '']);
  });
});
