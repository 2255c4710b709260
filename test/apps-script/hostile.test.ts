// Hostile cells through the built Code.js, as a fuzzer found them: each is refused with a short message
// that says what is wrong, in its own row, and never throws for the whole column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCode } from './load';

const { global: sheets, evaluate } = loadCode();
const call = (name: string, ...args: unknown[]) => (sheets[name] as (...a: unknown[]) => unknown)(...args);
const OUT_OF_RANGE = 'is out of range: a number here is at most 9007199254740991 either way';
const TOO_LONG = 'a board number has at most 9 digits';

describe('numbers beyond the safe range', () => {
  it('IMPS refuses the row whose difference would overflow, and scores the others', () => {
    expect(call('IMPS', [[1e308], [10]], [[-1e308], [0]])).toEqual([[`1e+308: a score ${OUT_OF_RANGE}`], [0]]);
  });

  it('CROSSIMPS refuses the row with such a score, and scores the others', () => {
    // 10 against 0: a difference of 10 is 0 IMPs.
    expect(call('CROSSIMPS', [[1e308], [10]], [[10], [0]])).toEqual([[`1e+308: a score ${OUT_OF_RANGE}`], [0]]);
  });

  it('MATCHPOINTS names a board score out of range', () => {
    expect(() => call('MATCHPOINTS', 10, [[10], [-1e308]])).toThrow(`all_scores: -1e+308: a score ${OUT_OF_RANGE}`);
  });

  it('BOARDDEALER and BOARDVUL refuse board numbers no deal has, rather than wrap round', () => {
    expect(() => call('BOARDDEALER', 1e20)).toThrow(`100000000000000000000: ${TOO_LONG}`);
    expect(() => call('BOARDDEALER', 2 ** 53 + 2)).toThrow(`9007199254740994: ${TOO_LONG}`);
    expect(call('BOARDDEALER', [[1e20], [4]])).toEqual([[`100000000000000000000: ${TOO_LONG}`], ['W']]);
  });

  it('a board number as text is read by one rule, in BOARDVUL and in the vulnerability of BRIDGESCORE', () => {
    expect(() => call('BOARDVUL', '12345678901')).toThrow(`"12345678901": ${TOO_LONG}`);
    expect(() => call('BRIDGESCORE', '4S', 10, '12345678901', 'N')).toThrow(`"12345678901": ${TOO_LONG}`);
    expect(() => call('BRIDGESCORE', '4S', 10, 12345678901, 'N')).toThrow(`12345678901: ${TOO_LONG}`);
    // Board 999,999,999 is the 15th of its cycle of 16 (999,999,999 = 16 × 62,499,999 + 15): N/S vulnerable.
    expect(call('BOARDVUL', '999999999')).toBe('NS');
    expect(call('BRIDGESCORE', '4S', 10, '999999999', 'N')).toBe(620);
  });
});

describe('messages quote a cell briefly', () => {
  it('a 50,000-character cell is quoted by its first 40 characters and an ellipsis', () => {
    const cell = `8S${'x'.repeat(49_998)}`;
    const message = (call('BRIDGESCORE', [[cell], ['4S']], [[10], [10]]) as string[][])[0]?.[0] as string;
    expect(message).toMatch(new RegExp(`^"8S${'x'.repeat(38)}…": `));
    expect(message.length).toBeLessThan(200);
  });

  it('a range of different columns says so', () => {
    const twoColumns = [
      ['4S', 10],
      ['3NT', 9],
    ];
    expect(() => call('BRIDGESCORE', twoColumns, [[10], [9]])).toThrow(
      'the ranges must be the same size: one is 2 rows by 2 columns, another 2 rows by 1 column',
    );
  });
});

describe('a date is quoted by the day the sheet shows', () => {
  const zone = process.env.TZ;
  // East of Greenwich, midnight of 4 March local time is still 3 March in UTC.
  beforeAll(() => {
    process.env.TZ = 'Europe/Paris';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('4 March in UTC+1 is quoted as 2026-03-04', () => {
    const fourthOfMarch = evaluate('new Date(2026, 2, 4)');
    expect(() => call('BRIDGESCORE', fourthOfMarch, 10)).toThrow('"2026-03-04": Sheets read this cell as a date');
  });
});

describe('in Apps Script, a date is quoted by the day in the spreadsheet’s time zone', () => {
  // The script runs in UTC (appsscript.json); a sheet in Paris passes 4 March as 23:00 on 3 March UTC.
  const paris = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(date);
  const inParis = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => ({ getSpreadsheetTimeZone: () => 'Europe/Paris' }) },
    Utilities: { formatDate: (date: Date, zone: string) => (zone === 'Europe/Paris' ? paris(date) : 'wrong zone') },
  });

  it('4 March in a Paris spreadsheet is quoted as 2026-03-04', () => {
    const fourthOfMarch = inParis.evaluate("new Date('2026-03-03T23:00:00Z')");
    expect(() => (inParis.global.BRIDGESCORE as (...a: unknown[]) => unknown)(fourthOfMarch, 10)).toThrow(
      '"2026-03-04": Sheets read this cell as a date',
    );
  });
});

describe('invisible formatting characters', () => {
  it('are not read: a contract, a number and a seat pasted with direction marks read as they show', () => {
    expect(call('BRIDGESCORE', '\u200E4S\u200F', '\u200E10', 'None', '\u200FN')).toBe(420);
    expect(call('IMPS', [['\u200F420']], [['\u2066170\u2069']])).toBe(6);
    expect(call('MATCHPOINTS', '\uFEFF420', [['420'], ['\u200B170']])).toBe(2);
  });
});

describe('RUBBERTOTAL and CHICAGOTOTAL read every row, then replay once', () => {
  it('a row after the rubber ended starts the next rubber, read on to a row that cannot be read', () => {
    const rows = [
      ['We', '4S', 10],
      ['We', '4S', 10],
      ['We', '4S', 10],
      ['We', '8S', 10],
    ];
    expect(() => call('RUBBERTOTAL', rows)).toThrow('row 4: "8S": level must be 1–7');
    expect(() => call('RUBBERTOTAL', rows.slice(0, 1).concat(rows.slice(3)))).toThrow('row 2: "8S": level must be 1–7');
  });

  it('2,000 passed-out hands, then a game each way and a rubber: 4S= twice by We wins 700', () => {
    const passed = Array.from({ length: 2000 }, () => ['We', 'PASS', '']);
    // Two games to none: 120 + 120 below the line and the rubber bonus of 700 (004).
    expect(call('RUBBERTOTAL', [...passed, ['We', '4S', 10], ['We', '4S', 10]])).toEqual([[940, 0, 940]]);
  });

  it('2,000 passed-out deals leave a Chicago at its first deal, with no score', () => {
    const passed = Array.from({ length: 2000 }, () => ['N', 'PASS', '']);
    expect(call('CHICAGOTOTAL', passed)).toEqual([[0, 0, 0]]);
  });
});

describe('MOVEMENT given what no director would type', () => {
  it('reads a column of 100,000 arrow-switch rounds, and refuses a round out of range, naming it', () => {
    const column = Array.from({ length: 100_000 }, () => [7]);
    const rows = call('MOVEMENT', 'Mitchell', 14, '', 2, column) as unknown[][];
    expect(rows.filter((row) => row[0] === 7 && String(row[2]).startsWith('E/W')).length).toBe(7);
    column[99_999] = [1e20];
    expect(() => call('MOVEMENT', 'Mitchell', 14, '', 2, column)).toThrow(
      `arrow_switch_rounds: 100000000000000000000: a round ${OUT_OF_RANGE}`,
    );
    column[99_999] = [8];
    expect(() => call('MOVEMENT', 'Mitchell', 14, '', 2, column)).toThrow(
      'arrow_switch_rounds: round 8 is not one of the 7 rounds',
    );
    expect(() => call('MOVEMENT', 'Howell', 1e308)).toThrow(`pairs: 1e+308: the number of pairs ${OUT_OF_RANGE}`);
    expect(() => call('MOVEMENT', 'Howell', 1e15)).toThrow('pairs: a Howell is for 4–16 pairs, not 1000000000000000');
    expect(() => call('MOVEMENT', 'Howell', -4)).toThrow('pairs: a Howell is for 4–16 pairs, not -4');
    expect(() => call('MOVEMENT', 'x'.repeat(100_000), 8)).toThrow(/^kind: "x{1,80}…".*: a movement is/);
  });
});
