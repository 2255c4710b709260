import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type CsvCell, formatCsv } from '../../../core/index';

/** RFC 4180 read back, as a spreadsheet reads a file: each row's cells as text. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i++];
      }
    } else if (text[i] === ',') {
      row.push(cell);
      cell = '';
      i++;
    } else if (text.startsWith('\r\n', i)) {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
    } else cell += text[i++];
  }
  return rows;
}

describe('formatCsv', () => {
  test('ends every row with CRLF and separates cells with commas', () => {
    expect(
      formatCsv([
        ['Hand', 'We', 'They'],
        [1, 420, null],
      ]),
    ).toBe('Hand,We,They\r\n1,420,\r\n');
  });

  test('writes nothing for no rows', () => {
    expect(formatCsv([])).toBe('');
  });

  test.each([
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['"', '""""'],
    ['plain text', 'plain text'],
    ['', ''],
  ])('quotes %j as RFC 4180 does: %j', (cell, written) => {
    expect(formatCsv([[cell]])).toBe(`${written}\r\n`);
  });

  test.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('keeps the text %j from becoming a formula with a leading apostrophe: %j', (cell, written) => {
    expect(formatCsv([[cell]])).toBe(`${written}\r\n`);
  });

  test.each([
    ['4S=', '4S='],
    ['4HX-2', '4HX-2'],
    ["'Tis", "'Tis"],
  ])('leaves text whose formula characters are not first alone: %j', (cell, written) => {
    expect(formatCsv([[cell]])).toBe(`${written}\r\n`);
  });

  test.each([
    [-500, '-500'],
    [0, '0'],
    [-0, '0'],
    [12.5, '12.5'],
    [1100, '1100'],
  ])('writes the number %d as a number: %s', (cell, written) => {
    expect(formatCsv([[cell]])).toBe(`${written}\r\n`);
  });

  test('writes a number that is not finite as an empty cell', () => {
    expect(formatCsv([[Number.NaN, Number.POSITIVE_INFINITY, 1]])).toBe(',,1\r\n');
  });

  test('reads back, cell for cell, as RFC 4180 reads it: numbers as written, formula-like text marked', () => {
    const cell = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\n', '\r', '=', '+', '-', '@', '\t', "'", '♠') }),
      fc.integer({ min: -7600, max: 7600 }),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 5 }), (rows: CsvCell[][]) => {
        const expected = rows.map((row) =>
          row.map((c) => (c === null ? '' : typeof c === 'number' ? String(c) : /^[=+\-@\t\r]/.test(c) ? `'${c}` : c)),
        );
        expect(readCsv(formatCsv(rows))).toEqual(expected);
      }),
    );
  });
});
