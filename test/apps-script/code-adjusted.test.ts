// Adjusted scores (Law 12) through the built Code.js, as a director writes them in the N/S score cell
// and Sheets passes them: BRIDGESCORE hands them on, BOARDMATCHPOINTS and PAIRRANKING score them.
// Expected values are worked by hand from the rules (docs/rules.md, Adjusted scores).
import { describe, expect, it } from 'vitest';
import { loadCode } from './load';

const { global: sheets } = loadCode();
const call = (name: string, ...args: unknown[]) => (sheets[name] as (...a: unknown[]) => unknown)(...args);
/** A column as Sheets passes a range: one cell a row. */
const col = (...cells: unknown[]) => cells.map((cell) => [cell]);

describe('adjusted scores in the N/S score cell, as a director writes them', () => {
  it('BRIDGESCORE gives an adjusted score typed as the contract back as the ranking reads it', () => {
    expect(call('BRIDGESCORE', 'Avg+')).toBe('60/40');
    expect(
      call('BRIDGESCORE', col('Avg', 'n/s 420 e/w -450', '4S'), col('', '', 10), col('', '', 'None'), col('', '', 'N')),
    ).toEqual([['50/50'], ['N/S 420, E/W -450'], [420]]);
    expect(() => call('BRIDGESCORE', '160/40')).toThrow(
      '"160/40": an artificial score is a percentage, 0–100, for each side',
    );
  });

  it('BOARDMATCHPOINTS scores an artificial score apart and factors the rest of the board by Neuberg', () => {
    // 620, 420, 170 played, 60/40 at the fourth table: the three among themselves (4, 2, 0 of 4), factored
    // to four results, (M + 1)·4/3 − 1: 5.67, 3, 0.33 of 6; the fourth 60 % and 40 % of 6.
    expect(call('BOARDMATCHPOINTS', col(1, 1, 1, 1), col(620, 420, 170, '60/40'))).toEqual([
      [5.67, 0.33, 94.44, 5.56],
      [3, 3, 50, 50],
      [0.33, 5.67, 5.56, 94.44],
      [3.6, 2.4, 60, 40],
    ]);
  });

  it('BOARDMATCHPOINTS scores a fouled board’s groups apart, each factored to the whole board', () => {
    // Board 7 fouled after two tables: 7a (420, 170) and 7b (100, -50), among board 8's four results.
    // Each group: 2 and 0 of a top of 2, factored to four results: (M + 1)·4/2 − 1, so 5 and 1 of 6.
    const out = call(
      'BOARDMATCHPOINTS',
      col('7a', '7a', '7b', '7b', 8, 8, 8, 8),
      col(420, 170, 100, -50, 1, 2, 3, 4),
    ) as number[][];
    expect(out.slice(0, 4).map((line) => line[0])).toEqual([5, 1, 5, 1]);
  });

  it('PAIRRANKING leaves a phantom out, its opponents scored by the artificial score or not at all', () => {
    // Board 1: N/S 1 v E/W 2 420, N/S 4 v E/W 5 170, N/S 3 v Phantom 60/40. The phantom's row is no
    // result of the board (docs/rules.md): two played results, top 2. N/S 1 and E/W 5 score 2 of 2; N/S 3
    // gets 60 % of 2, 1.2.
    const ranking = call(
      'PAIRRANKING',
      col(1, 1, 1),
      col(1, 4, 3),
      col(2, 5, 'Phantom'),
      col(420, 170, '60/40'),
    ) as unknown[][];
    expect(ranking.map((line) => line[1])).toEqual(['Pair', '1', '5', '3', '2', '4']);
    expect(ranking[3]).toEqual(['3', '3', 1.2, 2, 60]);
  });

  it('PAIRRANKING gives average plus as the pair’s other boards’ percentage when higher, if asked (Law 12C2)', () => {
    // As the core's example: pair 1 wins boards 1 and 2 (2 of 2 each) and gets Avg+ on board 3.
    const args = [
      col(1, 1, 2, 2, 3, 3),
      col(1, 3, 1, 3, 1, 3),
      col(2, 4, 4, 2, 2, 4),
      col(420, 170, 140, 110, 'Avg+/Avg-', 100),
    ];
    const percentOf = (ranking: unknown[][]) => ranking.find((line) => line[1] === '1')?.[4];
    expect(percentOf(call('PAIRRANKING', ...args) as unknown[][])).toBe(86.67);
    expect(percentOf(call('PAIRRANKING', ...args, '', '', '', true) as unknown[][])).toBe(100);
  });
});

describe('a fouled board and an adjusted score with a result (found in review)', () => {
  it('BOARDVUL and BRIDGESCORE take a fouled board’s group as its board', () => {
    // Board 7 is All vulnerable: 4S= by N is 620 vulnerable.
    expect(call('BOARDVUL', '7a')).toBe('All');
    expect(call('BRIDGESCORE', '4S', 10, '7a', 'N', '', 'board')).toBe(620);
  });

  it('BRIDGESCORE says an adjusted score takes no result', () => {
    expect(() => call('BRIDGESCORE', 'Avg+', 10)).toThrow('10: an adjusted score takes no result: clear the result');
  });
});

describe('adjusted scores a scorer will write (issue 45, item 10)', () => {
  it('reads an event’s own 61.8/38.2, a decimal comma too, and scores its share of the top', () => {
    expect(call('BRIDGESCORE', '61.8/38.2')).toBe('61.8/38.2');
    expect(call('BRIDGESCORE', '61,8/38,2')).toBe('61.8/38.2');
    // As 60/40 beside 620, 420 and 170: the three factored to four results, 5.67, 3 and 0.33 of 6; the
    // fourth table 61.8 % of 6 = 3.708 and 38.2 % = 2.292.
    expect(call('BOARDMATCHPOINTS', col(1, 1, 1, 1), col(620, 420, 170, '61.8/38.2'))).toEqual([
      [5.67, 0.33, 94.44, 5.56],
      [3, 3, 50, 50],
      [0.33, 5.67, 5.56, 94.44],
      [3.71, 2.29, 61.8, 38.2],
    ]);
  });

  it('refuses 3/4, both parts under 10, naming the forms it reads, where it was read as 3 % and 4 %', () => {
    const refusal =
      '"3/4": both parts are under 10: an adjusted score is written 60/40 (N/S first), Avg+ (Avg, Avg-, or Avg+/Avg- for both), N/S 420, E/W -450, or 50% 620 + 50% 420';
    expect(() => call('BRIDGESCORE', '3/4')).toThrow(refusal);
    // In the ranking it is a result not read, named in the note, never scored as 3 % and 4 %.
    const ranking = call('PAIRRANKING', col(1, 1, 1), col(1, 3, 5), col(2, 4, 6), col(420, '3/4', 170)) as unknown[][];
    expect(ranking.at(-1)?.[0]).toBe(`1 result not read: row 2 (row 2: ${refusal})`);
  });
});
