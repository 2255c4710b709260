import { expect, test } from 'vitest';
import { formatYesNo } from '../../../core/base/index';
import { formatProblem, parseYesNo } from '../../../core/index';

test.each([
  ['TRUE', true],
  ['false', false],
  ['Yes', true],
  [' no ', false],
  ['y', true],
  ['N', false],
  ['1', true],
  ['0', false],
  [1, true],
  [0, false],
  [true, true],
  [false, false],
] as const)('parseYesNo(%j) is %s', (input, value) => {
  expect(parseYesNo(input)).toEqual({ ok: true, value });
});

test.each(['', '   '])('parseYesNo(%j) is blank: the default, which the caller knows', (input) => {
  expect(parseYesNo(input)).toEqual({ ok: true, value: undefined });
});

test.each([
  ['maybe', '"maybe": must be yes or no: TRUE or FALSE, YES or NO, Y or N, 1 or 0'],
  [2, '"2": must be yes or no: TRUE or FALSE, YES or NO, Y or N, 1 or 0'],
  ['VUL', '"VUL": must be yes or no: TRUE or FALSE, YES or NO, Y or N, 1 or 0'],
] as const)('parseYesNo(%j) is refused, quoted', (input, message) => {
  const read = parseYesNo(input);
  expect(read.ok).toBe(false);
  if (!read.ok) expect(formatProblem(read.error)).toBe(message);
});

test.each([true, false])('formatYesNo(%s) reads back', (value) => {
  expect(parseYesNo(formatYesNo(value))).toEqual({ ok: true, value });
});
