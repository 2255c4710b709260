// Players and their national numbers on the sheet side: the Members sheet read, the Pairs sheet's
// players (typed in Player columns or split from Names) with their numbers typed or found among the
// members, leading zeros kept through a write and a read, and input no club types (10,000 members, a
// name of 50,000 characters) answered in time without throwing. Expected values are worked by hand.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../apps-script/evening/sheet-api';
import { nameKey, numberCell, readMembers } from '../../apps-script/members/members-sheet';
import {
  PLAYER_HEADERS,
  pairPlayersOf,
  playerCells,
  playersWithoutNumber,
  splitNames,
} from '../../apps-script/members/pair-players';
import { namesOf } from '../../apps-script/pairs-evening/view';
import { FakeSpreadsheet } from './fake-spreadsheet';

/** A sheet typed as a user types it: each text coerced as Sheets coerces it (`0748821` becomes 748821). */
function typed(book: FakeSpreadsheet, name: string, rows: Value[][]): void {
  const sheet = book.getSheetByName(name) ?? book.insertSheet(name);
  const width = Math.max(...rows.map((row) => row.length));
  sheet
    .getRange(1, 1, rows.length, width)
    .setValues(rows.map((row) => [...row, ...new Array<Value>(width - row.length).fill('')]));
}

const MEMBERS: Value[][] = [
  ['Name', 'Number', 'Club'],
  ["'Ann Smith", "'0748821", 'Exeter'],
  ['Bob Jones', "'0912345", 'Exeter'],
  ['Cy Brown', "'A12345", 'Torquay'],
];

describe('what Sheets does to a number typed, as the fake spreadsheet does it', () => {
  it('makes 0748821 a number and keeps the text of a quoted one', () => {
    const book = new FakeSpreadsheet();
    typed(book, 'S', [['0748821', "'0748821"]]);
    expect(book.values('S')).toEqual([[748821, '0748821']]);
  });

  it('keeps the zero of a number written by playerCells, and reads it back as written', () => {
    const book = new FakeSpreadsheet();
    const players = [
      { name: 'Ann Smith', number: '0748821' },
      { name: '=HYPERLINK("x")', number: '007' },
    ];
    typed(book, 'Pairs', [['Pair', 'Direction', 'Names', ...PLAYER_HEADERS]]);
    const sheet = book.getSheetByName('Pairs');
    sheet?.getRange(2, 1, 1, 7).setValues([["'1", "'NS", "'Ann Smith & X", ...playerCells(players)]]);
    expect(book.values('Pairs')[1]).toEqual([
      '1',
      'NS',
      'Ann Smith & X',
      'Ann Smith',
      '0748821',
      '=HYPERLINK("x")',
      '007',
    ]);
    expect(book.formulas).toEqual([]);
    const read = pairPlayersOf(book);
    expect(read).toEqual({ ok: true, value: new Map([['NS 1', players]]) });
  });
});

describe('the Members sheet', () => {
  it('finds its headers on any row, in any case, beside other columns, and keeps numbers as text', () => {
    const book = new FakeSpreadsheet();
    typed(book, 'Members', [
      ['Our members, 2026'],
      [],
      ['Paid', 'NAME', 'club', 'National number'],
      ['yes', 'Ann Smith', 'Exeter', "'0748821"],
      ['no', 'Dee Long', 'Exeter', 'ab12'],
    ]);
    const read = readMembers(book);
    if (!read.ok || read.value === undefined) throw new Error('not read');
    expect(read.value.members).toEqual([
      { name: 'Ann Smith', number: '0748821', club: 'Exeter' },
      { name: 'Dee Long', number: 'ab12', club: 'Exeter' },
    ]);
    expect(read.value.lostZeros).toEqual([]);
  });

  it('reads a number Sheets made of a typed number as its digits, and names its row when shorter than the longest', () => {
    const book = new FakeSpreadsheet();
    // Row 2 is text of 7 characters; row 3 lost its zero (6 digits); row 4 is a number as long as the longest.
    typed(book, 'Members', [
      ['Name', 'Number'],
      ['Ann Smith', "'0748821"],
      ['Bob Jones', '0912345'],
      ['Cy Brown', '1234567'],
    ]);
    const read = readMembers(book);
    if (!read.ok || read.value === undefined) throw new Error('not read');
    expect(read.value.members.map((m) => m.number)).toEqual(['0748821', '912345', '1234567']);
    expect(read.value.lostZeros).toEqual([3]);
  });

  it('is refused without a Name and a Number header, and is none when there is no sheet', () => {
    const book = new FakeSpreadsheet();
    expect(readMembers(book)).toEqual({ ok: true, value: undefined });
    typed(book, 'Members', [
      ['Who', 'Licence'],
      ['Ann', '1'],
    ]);
    const read = readMembers(book);
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.error.reason).toBe(
        'The Members sheet needs a header row with Name and Number (Club if you like): none was found',
      );
  });

  it('matches names whole, case and spaces aside, accents counted', () => {
    expect(nameKey('  ann   SMITH ')).toBe(nameKey('Ann Smith'));
    expect(nameKey('José Ruiz')).not.toBe(nameKey('Jose Ruiz'));
    // The same letter composed or decomposed is the same name.
    expect(nameKey('Jose\u0301')).toBe(nameKey('José'));
  });

  it('takes letters and digits as a number and refuses anything else', () => {
    expect(numberCell('A12345')).toEqual({ ok: true, number: 'A12345', asNumber: false });
    expect(numberCell(748821)).toEqual({ ok: true, number: '748821', asNumber: true });
    for (const bad of ['07 48', '0748-821', 'Ann!', 12.5, -3, true])
      expect(numberCell(bad).ok, String(bad)).toBe(false);
  });
});

describe('the pairs’ players', () => {
  it('splits Names at &, and, - or /, the first separator found', () => {
    expect(splitNames('Ann & Bob')).toEqual(['Ann', 'Bob']);
    expect(splitNames('Ann and Bob')).toEqual(['Ann', 'Bob']);
    expect(splitNames('Ann - Bob')).toEqual(['Ann', 'Bob']);
    expect(splitNames('Ann/Bob')).toEqual(['Ann', 'Bob']);
    expect(splitNames('Ann Smith-Jones & Bob')).toEqual(['Ann Smith-Jones', 'Bob']);
    expect(splitNames('Alexander')).toEqual(['Alexander']);
    expect(splitNames('  ')).toEqual([]);
  });

  it('fills a blank number from the one member of the name, keeps a typed one, and leaves an unknown blank', () => {
    const book = new FakeSpreadsheet();
    typed(book, 'Members', MEMBERS);
    typed(book, 'Pairs', [
      ['Pair', 'Direction', 'Names', 'Player 1', 'Number 1', 'Player 2', 'Number 2'],
      ['1', 'NS', '  ann   SMITH  & Bob Jones'],
      ['1', 'EW', 'Cy Brown and Zoe Quinn'],
      ['2', 'NS', 'ignored & names', 'Bob Jones', "'0000001", 'Ann Smith'],
      ['2', 'EW', ''],
    ]);
    const read = pairPlayersOf(book);
    expect(read).toEqual({
      ok: true,
      value: new Map([
        [
          'NS 1',
          [
            { name: 'ann   SMITH', number: '0748821' },
            { name: 'Bob Jones', number: '0912345' },
          ],
        ],
        [
          'EW 1',
          [
            { name: 'Cy Brown', number: 'A12345' },
            { name: 'Zoe Quinn', number: '' },
          ],
        ],
        [
          'NS 2',
          [
            // Typed, kept though the Members sheet gives Bob Jones 0912345.
            { name: 'Bob Jones', number: '0000001' },
            { name: 'Ann Smith', number: '0748821' },
          ],
        ],
        ['EW 2', []],
      ]),
    });
    if (read.ok) expect(playersWithoutNumber(read.value)).toEqual(['Zoe Quinn']);
  });

  it('keys pairs by number alone without a Direction column, and reads the sidebar’s names as before', () => {
    const book = new FakeSpreadsheet();
    typed(book, 'Pairs', [
      ['Pair', 'Names', 'Player 1', 'Number 1'],
      ['3', 'Ann & Bob', '', "'0748821"],
    ]);
    expect(pairPlayersOf(book)).toEqual({
      ok: true,
      value: new Map([
        [
          '3',
          [
            { name: 'Ann', number: '0748821' },
            { name: 'Bob', number: '' },
          ],
        ],
      ]),
    });
    expect(namesOf(book)).toEqual(new Map([['3', 'Ann & Bob']]));
  });

  it('refuses a name two members bear with different numbers, naming both', () => {
    const book = new FakeSpreadsheet();
    typed(book, 'Members', [
      ['Name', 'Number'],
      ['J Smith', "'0748821"],
      ['Ann Smith', "'0111111"],
      ['j  smith', "'0912345"],
      // The same member twice is one member.
      ['Ann Smith', "'0111111"],
    ]);
    typed(book, 'Pairs', [
      ['Pair', 'Names'],
      ['1', 'Ann Smith & J Smith'],
    ]);
    const read = pairPlayersOf(book);
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.error.reason).toBe('"J Smith" matches two members: J Smith (0748821) and j  smith (0912345)');
  });

  it('refuses a player whose name a refused Members row holds, and a Number typed that is none, quoting it', () => {
    const book = new FakeSpreadsheet();
    typed(book, 'Members', [
      ['Name', 'Number'],
      ['Ann Smith', "'0748821"],
      ['Ann Smith', '07 48'],
    ]);
    typed(book, 'Pairs', [
      ['Pair', 'Names'],
      ['1', 'Ann Smith & Bob'],
    ]);
    const member = pairPlayersOf(book);
    expect(member.ok ? '' : member.error.reason).toBe(
      'Members row 3, Number: "07 48" is not a national number (letters and digits only)',
    );
    typed(book, 'Pairs', [
      ['Pair', 'Names', 'Player 1', 'Number 1', 'Player 2', 'Number 2'],
      ['1', 'Bob & Cy', '', '', '', 'no. 5'],
    ]);
    const pairs = pairPlayersOf(book);
    expect(pairs.ok ? '' : pairs.error.reason).toBe(
      'Pairs row 2, Number 2: "no. 5" is not a national number (letters and digits only)',
    );
  });
});

describe('input no club types', () => {
  it('answers 10,000 members and 10,000 players, one name of 50,000 characters, without throwing, in time', () => {
    const book = new FakeSpreadsheet();
    const long = 'A'.repeat(50_000);
    const members: Value[][] = [['Name', 'Number']];
    for (let i = 0; i < 10_000; i++) members.push([`'Member ${i}`, `'${String(i).padStart(7, '0')}`]);
    members.push([`'${long.slice(0, 49_000)}`, "'1"]);
    typed(book, 'Members', members);
    const pairs: Value[][] = [['Pair', 'Names']];
    for (let i = 0; i < 5_000; i++) pairs.push([`'${i + 1}`, `'Member ${2 * i} & member  ${2 * i + 1}`]);
    pairs.push(["'5001", `'${long.slice(0, 49_999)}`]);
    typed(book, 'Pairs', pairs);
    const started = performance.now();
    const read = pairPlayersOf(book);
    const took = performance.now() - started;
    if (!read.ok) throw new Error(read.error.reason);
    expect(read.value.size).toBe(5_001);
    expect(read.value.get('5000')).toEqual([
      { name: 'Member 9998', number: '0009998' },
      { name: 'member  9999', number: '0009999' },
    ]);
    expect(playersWithoutNumber(read.value)).toEqual([long.slice(0, 49_999)]);
    // A map read once: a look-up a player. Comparing every player with every member (10^8 name
    // comparisons) takes minutes here.
    expect(took).toBeLessThan(3_000);
  });
});
