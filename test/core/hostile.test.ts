// Hostile input to the core, as a fuzzer found it: the answer is a refusal that quotes the input briefly
// and says what is wrong, never a throw, an Infinity or a wrapped-round number.
import { describe, expect, it, test } from 'vitest';
import {
  formatProblem,
  loadSession,
  type Problem,
  parseBoardNumber,
  parseContract,
  parseNumber,
  parsePbn,
  parseTableResult,
  readPbnBoard,
  rubberEngine,
} from '../../core/index';
import type { PbnGame } from '../../core/table/pbn/index';
import { LOADERS, worded } from '../support';

const SAFE = 2 ** 53 - 1;

describe('numbers beyond the safe range are refused as such', () => {
  test.each([
    [String(SAFE), SAFE],
    [`-${SAFE}`, -SAFE],
    ['420', 420],
  ])('%s is read', (text, value) => {
    expect(parseNumber(text)).toEqual({ ok: true, value });
  });

  test.each([String(SAFE + 1), `−${'9'.repeat(20)}`, '9'.repeat(310)])('%s is out of range', (text) => {
    expect(parseNumber(text)).toMatchObject({ ok: false, error: { code: 'out-of-range' } });
  });

  test.each([1e308, -Infinity, 2 ** 53 + 2])('the number %s is out of range', (value) => {
    expect(parseNumber(value)).toMatchObject({ ok: false, error: { code: 'out-of-range' } });
  });

  test.each(['1e3', '0x10', 'Infinity', ''])('%j is not a number', (text) => {
    expect(parseNumber(text)).toMatchObject({ ok: false, error: { code: 'not-a-number' } });
  });

  it('a PBN [Score] of 310 digits is refused with its line, not read as Infinity', () => {
    const digits = '9'.repeat(310);
    const games = parsePbn(`[Board "1"]\n[Score "NS ${digits}"]`);
    expect(games.ok).toBe(true);
    const board = readPbnBoard((games as { value: PbnGame[] }).value[0] as PbnGame);
    expect(worded(board)).toEqual({
      ok: false,
      error: expect.objectContaining({
        message: `"NS ${'9'.repeat(37)}…": a score is out of range: a number here is at most ${SAFE} either way (line 2, [Score])`,
      }),
    });
  });

  it('a match-sheet score too large for a number is refused as such', () => {
    expect(worded(parseTableResult('9'.repeat(400)))).toMatchObject({
      ok: false,
      error: { message: `"${'9'.repeat(40)}…": a score is out of range: a number here is at most ${SAFE} either way` },
    });
  });

  test.each([1e20, 2 ** 53 + 2, 1_000_000_000])('board %s is refused: a board number has at most 9 digits', (n) => {
    expect(worded(parseBoardNumber(n))).toMatchObject({
      ok: false,
      error: { message: `"${String(n)}": a board number has at most 9 digits` },
    });
  });
});

describe('a message quotes at most 40 characters of its input', () => {
  it('a 50,000-character contract is quoted by its head and an ellipsis', () => {
    const input = `8S${'!'.repeat(49_998)}`;
    const parsed = parseContract(input);
    expect(parsed.ok).toBe(false);
    const message = formatProblem((parsed as { error: Problem }).error);
    expect(message.startsWith(`"8S${'!'.repeat(38)}…": `)).toBe(true);
    expect(message.length).toBeLessThan(200);
  });

  it('an emoji at the cut is kept whole', () => {
    const parsed = parseContract(`${'x'.repeat(39)}♠️${'y'.repeat(10)}`);
    expect(formatProblem((parsed as { error: Problem }).error).startsWith(`"${'x'.repeat(39)}♠…"`)).toBe(true);
  });
});

// A value nested this deep overflowed the stack of JSON.stringify when a message quoted it.
const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const formats = {
  rubber: 'bridge-scorer/rubber',
  chicago: 'bridge-scorer/chicago',
  bugger: 'bridge-scorer/bugger',
  progressive: 'bridge-scorer/progressive',
  teamMatch: 'bridge-scorer/team-match',
};

describe('the loaders never throw, whatever the JSON', () => {
  for (const [name, load] of Object.entries(LOADERS)) {
    const format = formats[name as keyof typeof formats];
    it(`${name}: JSON nested 5,000 deep is refused with a short message`, () => {
      const deep = nested(5000);
      const texts = [
        deep,
        `{"format":${deep},"version":1,"settings":{},"events":[]}`,
        `{"format":"${format}","version":${deep},"settings":{},"events":[]}`,
        `{"format":"${format}","version":1,"settings":${deep},"events":[]}`,
        `{"format":"${format}","version":1,"settings":{"players":["A","B","C"]},"events":[${deep}]}`,
      ];
      for (const text of texts) {
        const loaded = load(text);
        expect(loaded.ok).toBe(false);
        expect(formatProblem((loaded as { error: Problem }).error).length).toBeLessThan(300);
      }
    });
  }

  it('quotes a deep value by its head', () => {
    const loaded = loadSession(
      rubberEngine,
      `{"format":"bridge-scorer/rubber","version":${nested(5000)},"settings":{},"events":[]}`,
    );
    expect(worded(loaded)).toMatchObject({
      ok: false,
      error: {
        code: 'unknown-version',
        message: `version ${'['.repeat(40)}… of "bridge-scorer/rubber" is not known here (this build reads version 1)`,
      },
    });
  });
});
