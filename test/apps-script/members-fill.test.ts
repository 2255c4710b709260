// "Fill national numbers from Members" as a director meets it: the menu item of the built Code.js on the
// in-memory spreadsheet, under the document lock, answering in an alert. It writes only blank cells,
// as text that keeps its zeros and never becomes a formula; it makes the Members sheet when there is
// none and never writes over one. The answers are worded by hand from the dictionary's sentences.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Value } from '../../apps-script/evening/sheet-api';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';

let book: FakeSpreadsheet;
let alerts: string[];
let lock: FakeLock;
let locale = 'en_GB';
const code = loadCode({
  SpreadsheetApp: {
    getActiveSpreadsheet: () => Object.assign(book, { getSpreadsheetLocale: () => locale }),
    getUi: () => ({ alert: (message: string) => alerts.push(message) }),
  },
  LockService: { getDocumentLock: () => lock },
});
const fill = () => (code.global.fillNationalNumbers as () => void)();

beforeEach(() => {
  book = new FakeSpreadsheet();
  alerts = [];
  lock = new FakeLock();
  locale = 'en_GB';
});

/** A sheet typed as a user types it, each text coerced as Sheets coerces it. */
function typed(name: string, rows: Value[][]): void {
  const sheet = book.getSheetByName(name) ?? book.insertSheet(name);
  const width = Math.max(...rows.map((row) => row.length));
  sheet
    .getRange(1, 1, rows.length, width)
    .setValues(rows.map((row) => [...row, ...new Array<Value>(width - row.length).fill('')]));
}

const MEMBERS: Value[][] = [
  ['Name', 'Number', 'Club'],
  ['Ann Smith', "'0748821", 'Exeter'],
  ['Bob Jones', "'0912345", 'Exeter'],
  ['Cy Brown', "'0000042", 'Torquay'],
  ['J Smith', "'0555555", 'Exeter'],
  ['j smith', "'0666666", 'Torquay'],
];

describe('Fill national numbers from Members', () => {
  it('makes the Members sheet when there is none, its Number column plain text, and fills nothing', () => {
    typed('Pairs', [
      ['Pair', 'Names'],
      ['1', 'Ann Smith & Bob Jones'],
    ]);
    const before = book.values('Pairs');
    fill();
    expect(book.values('Members')).toEqual([['Name', 'Number', 'Club']]);
    expect(book.formats).toContain('Members!R1C2:R1000C2 number @');
    expect(book.values('Pairs')).toEqual(before);
    expect(alerts).toEqual([
      'There was no Members sheet: one is made, with the headers Name, Number and Club and its Number column kept as text, so that leading zeros stay. Type your members there, then choose this again.',
    ]);
    expect(lock.taken).toBe(1);
    expect(lock.held).toBe(false);
  });

  it('never writes over a Members sheet someone made without the headers: it refuses, naming what it needs', () => {
    typed('Members', [['Our list'], ['Ann Smith', '0748821']]);
    const before = book.values('Members');
    fill();
    expect(book.values('Members')).toEqual(before);
    expect(alerts).toEqual([
      'The Members sheet needs a header row with Name and Number (Club if you like): none was found',
    ]);
  });

  it('adds the player headers after Names and fills each blank number, keeping zeros and what was typed', () => {
    typed('Members', MEMBERS);
    typed('Pairs', [
      ['Pair', 'Direction', 'Names'],
      ['1', 'NS', 'Ann Smith & Bob Jones'],
      ['1', 'EW', 'Cy Brown and Zoe Quinn'],
      ['2', 'NS', 'J Smith / Bob Jones'],
      // Text that would be a formula, typed as text: written into Player 1 as text still.
      ['2', 'EW', "'=Evil() & Bob Jones"],
    ]);
    fill();
    expect(book.values('Pairs')).toEqual([
      ['Pair', 'Direction', 'Names', 'Player 1', 'Number 1', 'Player 2', 'Number 2'],
      [1, 'NS', 'Ann Smith & Bob Jones', 'Ann Smith', '0748821', 'Bob Jones', '0912345'],
      [1, 'EW', 'Cy Brown and Zoe Quinn', 'Cy Brown', '0000042', 'Zoe Quinn', ''],
      // J Smith is two members: nothing is filled for him, his partner's number is.
      [2, 'NS', 'J Smith / Bob Jones', 'J Smith', '', 'Bob Jones', '0912345'],
      [2, 'EW', '=Evil() & Bob Jones', '=Evil()', '', 'Bob Jones', '0912345'],
    ]);
    expect(book.formulas).toEqual([]);
    expect(book.formats).toContain('Pairs!R2C5:R5C5 number @');
    expect(book.formats).toContain('Pairs!R2C7:R5C7 number @');
    expect(alerts).toEqual([
      'The headers Player 1, Number 1, Player 2, Number 2 were added after Names in the Pairs sheet. ' +
        'Filled 5 national numbers. ' +
        '2 players have no member entry: "Zoe Quinn" and "=Evil()". ' +
        '"J Smith" matches two members: J Smith (0555555) and j smith (0666666).',
    ]);
  });

  it('writes only blank cells: a typed number stays and is named when the Members sheet differs', () => {
    typed('Members', MEMBERS);
    typed('Pairs', [
      ['Pair', 'Names', 'Player 1', 'Number 1', 'Player 2', 'Number 2'],
      // Typed without the text format: Sheets made 0748821 the number 748821.
      ['1', 'Ann Smith & Bob Jones', 'Ann Smith', '0748821', 'Bob Jones', ''],
      ['2', 'Cy Brown & Dee Long', 'Cy Brown', "'9", 'Dee Long', "'D1"],
    ]);
    const numberCell = book.getSheetByName('Pairs');
    numberCell?.putFormula(3, 6, '=IF(A1="","","x")', '');
    fill();
    expect(book.values('Pairs')).toEqual([
      ['Pair', 'Names', 'Player 1', 'Number 1', 'Player 2', 'Number 2'],
      [1, 'Ann Smith & Bob Jones', 'Ann Smith', 748821, 'Bob Jones', '0912345'],
      [2, 'Cy Brown & Dee Long', 'Cy Brown', '9', 'Dee Long', ''],
    ]);
    expect(book.getSheetByName('Pairs')?.formula(3, 6)).toBe('=IF(A1="","","x")');
    expect(alerts).toEqual([
      'Filled 1 national number. ' +
        '2 numbers typed differ from the Members sheet and are kept as typed: "Ann Smith" 748821 (Members: 0748821) and "Cy Brown" 9 (Members: 0000042).',
    ]);
  });

  it('refuses to add the headers over cells after Names, naming the first, and writes nothing', () => {
    typed('Members', MEMBERS);
    typed('Pairs', [
      ['Pair', 'Names', '', 'Notes'],
      ['1', 'Ann Smith & Bob Jones'],
    ]);
    const before = book.values('Pairs');
    fill();
    expect(book.values('Pairs')).toEqual(before);
    expect(alerts).toEqual([
      'The headers Player 1, Number 1, Player 2, Number 2 would go after Names in the Pairs sheet, but D1 holds "Notes": move it, or type those headers yourself',
    ]);
  });

  it('says when there is no Pairs sheet, and names the members whose number lost its zeros', () => {
    typed('Members', [
      ['Name', 'Number'],
      ['Ann Smith', "'0748821"],
      ['Bob Jones', '0912345'],
      ['Cy Brown', '0000042'],
    ]);
    fill();
    expect(alerts).toEqual(['There is no Pairs sheet: no players to fill']);
    alerts = [];
    typed('Pairs', [
      ['Pair', 'Names', 'Player 1', 'Number 1', 'Player 2', 'Number 2'],
      ['1', 'Bob Jones & Cy Brown'],
    ]);
    fill();
    expect(book.values('Pairs')[1]).toEqual([1, 'Bob Jones & Cy Brown', 'Bob Jones', '912345', 'Cy Brown', '42']);
    expect(alerts).toEqual([
      'Filled 2 national numbers. The Members sheet holds the numbers in rows 3 and 4 as numbers, so any leading zeros they had are lost: format the Number column as plain text and type them again.',
    ]);
  });

  it('answers in the spreadsheet’s language', () => {
    locale = 'de_DE';
    typed('Members', MEMBERS);
    typed('Pairs', [
      ['Pair', 'Names', 'Player 1', 'Number 1', 'Player 2', 'Number 2'],
      ['1', 'J Smith & Bob Jones'],
    ]);
    fill();
    expect(alerts).toEqual([
      '1 Mitgliedsnummer eingetragen. "J Smith" passt auf zwei Mitglieder: J Smith (0555555) und j smith (0666666).',
    ]);
  });

  it('answers 10,000 members and 3,000 pairs, a name of 49,999 characters among them, in time and in brief', () => {
    const members: Value[][] = [['Name', 'Number']];
    for (let i = 0; i < 10_000; i++) members.push([`'Member ${i}`, `'${String(i).padStart(7, '0')}`]);
    typed('Members', members);
    // Pair i: a member and someone no member is, so every row is written and every row names one.
    const pairs: Value[][] = [['Pair', 'Names', 'Player 1', 'Number 1', 'Player 2', 'Number 2']];
    for (let i = 0; i < 3_000; i++) pairs.push([`'${i + 1}`, `'Member ${i} & Guest ${i}`]);
    pairs.push(["'3001", `'${'A'.repeat(49_999)}`]);
    typed('Pairs', pairs);
    book.resetCounts();
    const started = performance.now();
    fill();
    const took = performance.now() - started;
    expect(book.values('Pairs')[3_000]).toEqual([
      '3000',
      'Member 2999 & Guest 2999',
      'Member 2999',
      '0002999',
      'Guest 2999',
      '',
    ]);
    // One write a row: the row's four cells at once, as none between them holds anything.
    expect(book.counts.writes).toBe(3_000);
    const [alert = ''] = alerts;
    expect(
      alert.startsWith('Filled 3000 national numbers. 3001 players have no member entry: "Guest 0", "Guest 1", '),
    ).toBe(true);
    expect(alert).toContain(`"Guest 9", …`);
    expect(alert.length).toBeLessThan(400);
    expect(took).toBeLessThan(5_000);
  });
});
