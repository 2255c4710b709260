import { expect, test } from 'vitest';
import { andList, orList, plural } from '../../../core/index';

test.each([
  [0, 'board', '0 boards'],
  [1, 'board', '1 board'],
  [2, 'overtrick', '2 overtricks'],
] as const)('plural(%i, %s) is %s', (count, word, text) => {
  expect(plural(count, word)).toBe(text);
});

test.each([
  [[], ''],
  [['N'], 'N'],
  [['N', 'S'], 'N or S'],
  [['N', 'E', 'S'], 'N, E or S'],
] as const)('orList(%j) is %s', (words, text) => {
  expect(orList(words)).toBe(text);
});

test.each([
  [[], ''],
  [['4'], '4'],
  [['4', '9'], '4 and 9'],
  [['4', '9', '12'], '4, 9 and 12'],
] as const)('andList(%j) is %s', (words, text) => {
  expect(andList(words)).toBe(text);
});
