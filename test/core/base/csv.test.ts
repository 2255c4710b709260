import { describe, expect, test } from 'vitest';
import { formatCsv } from '../../../core/index';

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
});
