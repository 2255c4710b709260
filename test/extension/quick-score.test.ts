import { describe, expect, it } from 'vitest';
import { quickScore } from '../../extension/entrypoints/popup/quick-score';

describe('the popup’s status line', () => {
  it('shows nothing for an empty field', () => {
    expect(quickScore('  ', false)).toEqual({ kind: 'empty' });
  });

  it('scores a typed contract with its arithmetic', () => {
    expect(quickScore('4hx-2', true)).toEqual({
      kind: 'score',
      contract: '4♥X-2',
      total: -500,
      words: 'Down 2 doubled, vulnerable: 200 + 300 = 500 to the defenders',
    });
  });

  it('scores a contract without a result as made exactly', () => {
    expect(quickScore('3NT', true)).toMatchObject({ kind: 'score', contract: '3NT=', total: 600 });
  });

  it('shows the parser’s message for a bad entry', () => {
    expect(quickScore('8S', false)).toEqual({ kind: 'error', message: '"8S": level must be 1–7' });
  });

  it('scores a passed-out deal 0', () => {
    expect(quickScore('passed out', false)).toMatchObject({ kind: 'score', total: 0 });
  });
});
