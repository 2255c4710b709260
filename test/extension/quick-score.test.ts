import { describe, expect, it } from 'vitest';
import { quickScore } from '../../extension/lib/quick-score';

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

describe('a vulnerability typed after the contract', () => {
  it.each([
    ['4SX-2 v', -500],
    ['4SX-2 vul', -500],
    ['4sx-2 vulnerable', -500],
    ['4SX-2 nv', -300],
    ['4SX-2 not vul', -300],
    ['4SX-2 non-vul', -300],
  ])('%j', (text, total) => {
    // The toggle says the opposite of the text each time: the text wins.
    const toggle = total === -300;
    expect(quickScore(text, toggle)).toMatchObject({ kind: 'score', total });
  });

  it('reads the examples players type', () => {
    expect(quickScore('3nt+1', false)).toMatchObject({ total: 430, contract: '3NT+1' });
    expect(quickScore('6♥= vul', false)).toMatchObject({ total: 1430, contract: '6♥=' });
    expect(quickScore('2DXX= nv', true)).toMatchObject({ total: 2 * 4 * 20 + 300 + 100, contract: '2♦XX=' });
  });

  it('quotes the whole entry in an error', () => {
    expect(quickScore('8S= v', false)).toEqual({ kind: 'error', message: '"8S= v": level must be 1–7' });
  });
});
