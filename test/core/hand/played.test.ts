import { describe, expect, it, test } from 'vitest';
import { agreeingDeclarer, readPlayedContract, resultToTricks, tricksToResult } from '../../../core/hand/index';
import { formatProblem, tricksNeeded } from '../../../core/index';
import { wordsOf } from '../../support';

describe('tricks and results (six plus the level is the book: Law 77)', () => {
  test.each([
    // level, result, tricks declarer took
    [4, 0, 10],
    [3, -1, 8],
    [7, 0, 13],
    [1, 6, 13],
    [7, -13, 0],
    [1, -7, 0],
  ] as const)('level %i, result %i: %i tricks, and back', (level, result, tricks) => {
    expect(resultToTricks(level, result)).toBe(tricks);
    expect(tricksToResult(level, tricks)).toBe(result);
    expect(tricksNeeded(level)).toBe(level + 6);
  });
});

describe('a declarer given twice must agree', () => {
  it('either alone is the declarer, and neither is none', () => {
    expect(agreeingDeclarer('4S=', 'E', undefined)).toEqual({ ok: true, value: 'E' });
    expect(agreeingDeclarer('4S=', undefined, 'W')).toEqual({ ok: true, value: 'W' });
    expect(agreeingDeclarer('4S=', 'S', 'S')).toEqual({ ok: true, value: 'S' });
    expect(agreeingDeclarer('4S=', undefined, undefined)).toEqual({ ok: true, value: undefined });
  });

  it('two different seats are refused, naming both and quoting the text', () => {
    const read = agreeingDeclarer('4S= E', 'E', 'N');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.code).toBe('declarer-twice');
    expect(formatProblem(read.error)).toBe(
      '"4S= E": the contract says declarer E but the declarer given is N; make them agree',
    );
  });
});

describe('readPlayedContract: a hand as a saved session stores it', () => {
  it('reads one back, and refuses a result no table can have', () => {
    expect(readPlayedContract({ level: 3, strain: 'NT', doubling: '', result: -9 })).toEqual({
      ok: true,
      value: { level: 3, strain: 'NT', doubling: '', result: -9 },
    });
    expect(wordsOf(readPlayedContract({ level: 3, strain: 'NT', doubling: '', result: -10 }))).toEqual({
      ok: false,
      error: 'the result of 3NT must be a whole number -9–4, not -10',
    });
  });
});
