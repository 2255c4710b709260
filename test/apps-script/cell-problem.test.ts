import { describe, expect, it } from 'vitest';
import { isProblem, problem, sayProblem, thrown, unquoted } from '../../apps-script/cells';
import { placed } from '../../core/base/problem';

describe("a cell's problem, the core's shape", () => {
  it('is plain data: the code, what is wrong, the cell as shown and its kind', () => {
    expect(problem(5, 'the scale is 2 (2 and 1) or 1 (1 and ½)', 'scale')).toEqual({
      code: 'scale',
      reason: 'the scale is 2 (2 and 1) or 1 (1 and ½)',
      input: '5',
      params: { cell: 'number' },
    });
    expect(JSON.parse(JSON.stringify(problem('x', 'a score must be a number')))).toEqual(
      problem('x', 'a score must be a number'),
    );
  });

  it('is worded as a cell is quoted: text in quotes, numbers and TRUE bare', () => {
    expect(sayProblem(problem('4S', 'the declarer must be N, E, S or W'))).toBe(
      '"4S": the declarer must be N, E, S or W',
    );
    expect(sayProblem(problem(7, 'the declarer must be N, E, S or W'))).toBe('7: the declarer must be N, E, S or W');
    expect(sayProblem(problem(true, 'a score must be a number'))).toBe('TRUE: a score must be a number');
    expect(sayProblem(problem('', 'a score must be a number'))).toBe('"": a score must be a number');
  });

  it('says its place before the cell: the argument (and board), or the row', () => {
    const cell = problem('x', 'a score must be a number');
    expect(sayProblem(placed(cell, { row: 4 }))).toBe('row 4: "x": a score must be a number');
    expect(sayProblem(placed(cell, { argument: 'chart' }))).toBe('chart: "x": a score must be a number');
    expect(sayProblem(placed(cell, { argument: 'all_scores', board: 3 }))).toBe(
      'all_scores of board 3: "x": a score must be a number',
    );
    expect(sayProblem(unquoted('no-scores', 'the board has no scores', { argument: 'all_scores' }))).toBe(
      'all_scores: the board has no scores',
    );
  });

  it('is thrown, for a whole call, as an Error in the same words', () => {
    const found = unquoted('no-scores', 'the board has no scores', { argument: 'all_scores' });
    expect(thrown(found)).toBeInstanceOf(Error);
    expect(thrown(found).message).toBe(sayProblem(found));
  });

  it('is told apart from every value a reader gives', () => {
    expect(isProblem(problem(1, 'x'))).toBe(true);
    for (const value of [0, '', 'NS', null, undefined, [1, 2], { scores: () => [] }, { code: 'x' }])
      expect(isProblem(value)).toBe(false);
  });
});
