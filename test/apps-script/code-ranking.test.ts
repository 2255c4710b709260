// BOARDMATCHPOINTS and PAIRRANKING through the built Code.js, as Sheets calls them: columns as 2-D
// arrays of cells. Expected values are worked by hand from the rules (docs/rules.md, A pairs session).
import { describe, expect, it } from 'vitest';
import { loadCode } from './load';

const { global: sheets } = loadCode();
const call = (name: string, ...args: unknown[]) => (sheets[name] as (...a: unknown[]) => unknown)(...args);
/** A column as Sheets passes a range: one cell a row. */
const col = (...cells: unknown[]) => cells.map((cell) => [cell]);

describe('BOARDMATCHPOINTS: every row of a traveller sheet in one call', () => {
  it('scores each row against its own board, both directions, blank rows blank', () => {
    // Board 1: 620 beats both (4 of 4), 420 one (2), 170 none. Board 2: 110 against 110, a tie (1 of 2)
    // among two results, by Neuberg to three: (1 + 1)·3/2 − 1 = 2 of a top of 4.
    expect(call('BOARDMATCHPOINTS', col(1, 2, '', 1, 1, 2), col(620, 110, '', 420, 170, 110))).toEqual([
      [4, 0, 100, 0],
      [2, 2, 50, 50],
      ['', '', '', ''],
      [2, 2, 50, 50],
      [0, 4, 0, 100],
      [2, 2, 50, 50],
    ]);
  });

  it('on the 1 / ½ scale gives half the points, and refuses any other scale', () => {
    expect(call('BOARDMATCHPOINTS', col(1, 1), col(420, 170), 1)).toEqual([
      [1, 0, 100, 0],
      [0, 1, 0, 100],
    ]);
    expect(() => call('BOARDMATCHPOINTS', col(1, 1), col(420, 170), 3)).toThrow(
      'scale: 3: the scale is 2 (2 and 1) or 1 (1 and ½)',
    );
  });

  it('lets a score that is no number spoil its own board, saying why, and score the others', () => {
    expect(call('BOARDMATCHPOINTS', col(1, 1, 2, 2), col(420, 'x', 100, 50))).toEqual([
      [
        'board 1 is not scored until its row 2: "x": a score must be a number, or an adjusted score such as 60/40 or Avg+',
        '',
        '',
        '',
      ],
      ['row 2: "x": a score must be a number, or an adjusted score such as 60/40 or Avg+', '', '', ''],
      [2, 0, 100, 0],
      [0, 2, 0, 100],
    ]);
  });

  it('says so on a row with a score but no board, and refuses columns of different sizes', () => {
    expect((call('BOARDMATCHPOINTS', col('', 1), col(420, 170)) as unknown[][])[0]).toEqual([
      'row 1: no board number on this row: its board says which scores it is compared with',
      '',
      '',
      '',
    ]);
    expect(() => call('BOARDMATCHPOINTS', col(1, 1, 1), col(420, 170))).toThrow(
      'boards and ns_scores must be the same size: boards is 3 rows by 1 column, ns_scores 2 rows by 1 column',
    );
  });
});

describe('PAIRRANKING: the session ranked in one call', () => {
  // A Mitchell of two tables and two rounds: N/S 1 and 2 stay, E/W 1 and 2 move, boards 1 and 2.
  // Board 1: N/S 1 (420) beats N/S 2 (170). Board 2: N/S 1 (-50) beats N/S 2 (-100).
  const boards = col(1, 1, 2, 2);
  const ns = col(1, 2, 1, 2);
  const ew = col(1, 2, 2, 1);
  const scores = col(420, 170, -50, -100);

  it('ranks a Mitchell by direction: N/S 1 and E/W 1 are two pairs, each block with its header', () => {
    expect(call('PAIRRANKING', boards, ns, ew, scores, '', true)).toEqual([
      ['Place', 'N/S pair', 'MPs', 'Max', '%'],
      ['1', '1', 4, 4, 100],
      ['2', '2', 0, 4, 0],
      ['', '', '', '', ''],
      ['Place', 'E/W pair', 'MPs', 'Max', '%'],
      // E/W 1 lost board 1 (0) and won board 2 against N/S 2 (2); E/W 2 the other way round.
      ['1=', '1', 2, 4, 50],
      ['1=', '2', 2, 4, 50],
    ]);
  });

  it('adds the names of a Pairs range, by direction in a Mitchell', () => {
    const names = [
      [1, 'N/S', 'Ann - Bob'],
      [2, 'N/S', 'Cy - Di'],
      [1, 'E/W', 'Ed - Flo'],
      [2, 'E-W', 'Gil - Hal'],
      ['', '', ''],
    ];
    const ranking = call('PAIRRANKING', boards, ns, ew, scores, names, 'YES') as unknown[][];
    expect(ranking.map((line) => line[5])).toEqual([
      'Names',
      'Ann - Bob',
      'Cy - Di',
      '',
      'Names',
      'Ed - Flo',
      'Gil - Hal',
    ]);
  });

  it('ranks a Mitchell by direction when by_direction is blank: its numbers say so', () => {
    // Pair 1 sits against itself on board 1: N/S 1 and E/W 1 are two pairs, as TRUE would rank them.
    expect(call('PAIRRANKING', boards, ns, ew, scores)).toEqual(call('PAIRRANKING', boards, ns, ew, scores, '', true));
  });

  it('ranks by direction as the names say: N/S and E/W written beside the numbers', () => {
    // Named as the results template asks, N/S 1 and E/W 1 on two rows: no longer "named twice".
    const names = [
      [1, 'N/S', 'Ann - Bob'],
      [2, 'N/S', 'Cy - Di'],
      [1, 'E/W', 'Ed - Flo'],
      [2, 'E/W', 'Gil - Hal'],
    ];
    const ranking = call('PAIRRANKING', boards, ns, ew, scores, names) as unknown[][];
    expect(ranking.map((line) => [line[1], line[5]])).toEqual([
      ['N/S pair', 'Names'],
      ['1', 'Ann - Bob'],
      ['2', 'Cy - Di'],
      ['', ''],
      ['E/W pair', 'Names'],
      ['1', 'Ed - Flo'],
      ['2', 'Gil - Hal'],
    ]);
  });

  it('shows names typed against 01 beside pair 1, as the core knows one pair however it is written', () => {
    // Board 1: pair 1 (the number) v pair 2, 420; pair 3 v 4, 170. The names were typed as text, 01 to 04.
    const names = [
      ['01', 'Ann - Bob'],
      ['02', 'Cy - Di'],
      ['3.0', 'Ed - Flo'],
      ['04', 'Gil - Hal'],
    ];
    const ranking = call('PAIRRANKING', col(1, 1), col(1, 3), col(2, 4), col(420, 170), names) as unknown[][];
    expect(ranking.map((line) => [line[1], line[5]])).toEqual([
      ['Pair', 'Names'],
      ['1', 'Ann - Bob'],
      ['4', 'Gil - Hal'],
      ['2', 'Cy - Di'],
      ['3', 'Ed - Flo'],
    ]);
    expect(() =>
      call('PAIRRANKING', col(1, 1), col(1, 3), col(2, 4), col(420, 170), [
        ['01', 'Ann'],
        [1, 'Ann'],
      ]),
    ).toThrow('names: pair 1 is named on rows 1 and 2; keep one');
  });

  it('keeps a Howell one field when its names give no direction, a pair on both sides a slip to note', () => {
    // Pairs 1–4 named without directions; on row 2 pair 3 was typed for pair 4, against itself.
    const names = [
      [1, '', 'Ann - Bob'],
      [2, '', 'Cy - Di'],
      [3, '', 'Ed - Flo'],
      [4, '', 'Gil - Hal'],
    ];
    const ranking = call(
      'PAIRRANKING',
      col(1, 1, 2, 2),
      col(1, 3, 1, 3),
      col(2, 3, 4, 2),
      scores,
      names,
    ) as unknown[][];
    // Board 1 keeps one result (1 v 2, 420), factored by Neuberg to board 2's two: (0 + 1)·2/1 − 1 = 1
    // of 2, the average. Board 2: 1 v 4 −50 beats 3 v 2 −100. Pairs 1 and 2 make 3 of 4; 3 and 4 none.
    expect(ranking.slice(0, -1).map((line) => line.slice(0, 5))).toEqual([
      ['Place', 'Pair', 'MPs', 'Max', '%'],
      ['1=', '1', 3, 4, 75],
      ['1=', '2', 3, 4, 75],
      ['3=', '3', 0, 2, 0],
      ['3=', '4', 0, 2, 0],
    ]);
    expect(ranking.at(-1)?.[0]).toMatch(/^1 result not read: row 2 \(row 2: pair 3 sits both N\/S and E\/W on board 1/);
  });

  it('reads a Mitchell as one field only when asked, noting every row and saying to rank it by direction', () => {
    // Pair 1 sits against itself on board 1 (so does pair 2); on board 2 pair 2 sits N/S and E/W.
    expect(call('PAIRRANKING', boards, ns, ew, scores, '', false)).toEqual([
      [
        '4 results not read: rows 1–4 (row 1: pair 1 sits both N/S and E/W on board 1; if N/S and E/W pairs are numbered apart (a Mitchell), rank by direction)',
      ],
    ]);
  });

  it('refuses, past 50 rows set aside, a session no mistyping explains: a whole Mitchell read as one field', () => {
    // 30 boards at two tables, N/S 1 v E/W 1 and N/S 2 v E/W 2: every row a pair against itself. Row 51
    // is board 26 at table 1.
    const rows = Array.from({ length: 60 }, (_, i) => ({ board: Math.floor(i / 2) + 1, pair: (i % 2) + 1 }));
    expect(() =>
      call(
        'PAIRRANKING',
        rows.map((r) => [r.board]),
        rows.map((r) => [r.pair]),
        rows.map((r) => [r.pair]),
        rows.map(() => [100]),
        '',
        false,
      ),
    ).toThrow(
      'row 51: pair 1 sits both N/S and E/W on board 26; if N/S and E/W pairs are numbered apart (a Mitchell), rank by direction',
    );
  });

  it('ranks IMP pairs: cross-IMPs averaged, or Butler against the datum', () => {
    // Board 1: 420 against 170 is 6 IMPs, to N/S 1 and E/W 4; board 2: -50 against -100 is 2 IMPs, to
    // N/S 2 and E/W 1. Pairs 1–4 in a Howell.
    const howell = [col(1, 1, 2, 2), col(1, 3, 2, 4), col(2, 4, 3, 1), col(420, 170, -50, -100)] as const;
    expect(call('PAIRRANKING', ...howell, '', '', 'IMP')).toEqual([
      ['Place', 'Pair', 'IMPs', 'Boards', 'IMPs a board'],
      ['1', '1', 8, 2, 4],
      ['2', '4', 4, 2, 2],
      ['3', '2', -4, 2, -2],
      ['4', '3', -8, 2, -4],
    ]);
    // Butler, two results a board: board 1's datum 295 → 300 (420 is 3 IMPs up, 170 is 4 down); board
    // 2's −75 → −80, a 5 to the even ten (−50 is 1 up, −100 is 1 down).
    expect(call('PAIRRANKING', ...howell, '', '', 'Butler')).toEqual([
      ['Place', 'Pair', 'IMPs', 'Boards', 'IMPs a board'],
      ['1', '1', 4, 2, 2],
      ['2', '4', 3, 2, 1.5],
      ['3', '2', -2, 2, -1],
      ['4', '3', -5, 2, -2.5],
    ]);
  });

  it('ranks IMP pairs by total with "IMP total" and "Butler total", as an IMP-pairs event does', () => {
    // Six pairs, different numbers of boards. Board 1: 1 v 2 420, 3 v 4 170; board 2: 1 v 4 100, 3 v 2
    // 50; board 3: 5 v 6 600, 1 v 3 −100. Cross-IMPs, one comparison a result: 250 is 6 IMPs, 50 is 2,
    // 700 is 12. Pair 1: 6 + 2 − 12 = −4 in 3 boards; 2: −6 + 2 = −4 in 2; 3: −6 − 2 + 12 = 4 in 3;
    // 4: 6 − 2 = 4 in 2; 5: 12 in 1; 6: −12 in 1.
    const uneven = [
      col(1, 1, 2, 2, 3, 3),
      col(1, 3, 1, 3, 5, 1),
      col(2, 4, 4, 2, 6, 3),
      col(420, 170, 100, 50, 600, -100),
    ];
    expect(call('PAIRRANKING', ...uneven, '', '', 'IMP total')).toEqual([
      ['Place', 'Pair', 'IMPs', 'Boards', 'IMPs a board'],
      ['1', '5', 12, 1, 12],
      ['2=', '3', 4, 3, 1.33],
      ['2=', '4', 4, 2, 2],
      ['4=', '1', -4, 3, -1.33],
      ['4=', '2', -4, 2, -2],
      ['6', '6', -12, 1, -12],
    ]);
    // "IMP" keeps its meaning: by IMPs a board when the pairs played different numbers of boards.
    expect((call('PAIRRANKING', ...uneven, '', '', 'IMP') as unknown[][]).map((line) => line.slice(0, 2))).toEqual([
      ['Place', 'Pair'],
      ['1', '5'],
      ['2', '4'],
      ['3', '3'],
      ['4', '1'],
      ['5', '2'],
      ['6', '6'],
    ]);
    // Butler, two results a board, the datum their average to the even ten: board 1 295 → 300 (+120 is
    // 3 IMPs, −130 is 4), board 2 75 → 80 (±1), board 3 250 → 240 (+360 and −340 are 8). Pair 1:
    // 3 + 1 − 8 = −4; 2: −3 + 1 = −2; 3: −4 − 1 + 8 = 3; 4: 4 − 1 = 3; 5: 8; 6: −8.
    expect(
      (call('PAIRRANKING', ...uneven, '', '', ' butler  TOTAL ') as unknown[][]).map((line) => line.slice(0, 3)),
    ).toEqual([
      ['Place', 'Pair', 'IMPs'],
      ['1', '5', 8],
      ['2=', '3', 3],
      ['2=', '4', 3],
      ['4', '2', -2],
      ['5', '1', -4],
      ['6', '6', -8],
    ]);
  });

  it('skips rows without a score, the results not in yet, and notes a row short of a pair or a board', () => {
    expect(
      (call('PAIRRANKING', col(1, 1, 2), col(1, 3, 1), col(2, 4, 4), col(420, 170, '')) as unknown[][]).length,
    ).toBe(5);
    const noteOf = (ranking: unknown) => (ranking as unknown[][]).at(-1)?.[0];
    expect(noteOf(call('PAIRRANKING', col(1, 1), col(1, ''), col(2, 4), col(420, 170)))).toBe(
      '1 result not read: row 2 (row 2: this row has a score but no N/S pair)',
    );
    expect(noteOf(call('PAIRRANKING', col(1, ''), col(1, 3), col(2, 4), col(420, 170)))).toBe(
      '1 result not read: row 2 (row 2: this row has a score but no board number)',
    );
  });

  it('one bad row never blanks the ranking: the rows it can read are ranked, and a note names the others', () => {
    // Board 2's third result was typed +1, which Sheets made the number 1: BRIDGESCORE's message stands
    // in its score cell, as in the results template.
    const bareOne = (
      call('BRIDGESCORE', col('3NT', ''), col(1, ''), col(2, ''), col('S', ''), '', 'board') as string[][]
    )[0]?.[0];
    expect(bareOne).toMatch(/^1: could be 1 trick taken/);
    const ranking = call(
      'PAIRRANKING',
      col(1, 1, 1, 2, 2, 2),
      col(1, 3, 5, 1, 3, 5),
      col(2, 4, 6, 4, 6, 2),
      col(420, 170, -50, 620, bareOne, 100),
    ) as unknown[][];
    // Board 1, top 4: 420 beats both (4), 170 one (2), −50 none. Board 2 read as 620 and 100, factored
    // by Neuberg to the three results of board 1: (2 + 1)·3/2 − 1 = 3.5 and (0 + 1)·3/2 − 1 = 0.5 of 4.
    // Pair 1: 4 + 3.5 of 8; 2: 0 + 3.5; 3: 2 of 4 (its board 2 not read); 4: 2 + 0.5; 5: 0 + 0.5; 6: 4 of 4.
    expect(ranking.slice(0, -1)).toEqual([
      ['Place', 'Pair', 'MPs', 'Max', '%'],
      ['1', '6', 4, 4, 100],
      ['2', '1', 7.5, 8, 93.75],
      ['3', '3', 2, 4, 50],
      ['4', '2', 3.5, 8, 43.75],
      ['5', '4', 2.5, 8, 31.25],
      ['6', '5', 0.5, 8, 6.25],
    ]);
    expect(ranking.at(-1)).toEqual([
      expect.stringMatching(
        /^1 result not read: row 5 \(row 5: "1: could be 1 trick taken .*…": a score must be a number, or an adjusted score such as 60\/40 or Avg\+\)$/,
      ),
      '',
      '',
      '',
      '',
    ]);
  });

  it('sets aside a pair typed twice on a board, both rows, and ranks the rest', () => {
    // Board 1: pair 1 N/S against 2, and again against 4 on row 2 (pair 3 mistyped): neither row can be
    // told right, so both are noted. Board 2 ranks alone: 110 beats 90.
    const ranking = call('PAIRRANKING', col(1, 1, 2, 2), col(1, 1, 1, 3), col(2, 4, 4, 2), col(420, 170, 110, 90));
    expect(ranking).toEqual([
      ['Place', 'Pair', 'MPs', 'Max', '%'],
      ['1=', '1', 2, 2, 100],
      ['1=', '2', 2, 2, 100],
      ['3=', '3', 0, 2, 0],
      ['3=', '4', 0, 2, 0],
      [
        '2 results not read: rows 1–2 (row 1: pair 1 has two results on board 1; if N/S and E/W pairs are numbered apart (a Mitchell), rank by direction)',
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it('never reads a contract without a score, or an error where a score stands, as a result not in yet', () => {
    const noteOf = (ranking: unknown) => (ranking as unknown[][]).at(-1)?.[0];
    const args = [col(1, 1, 1), col(1, 3, 5), col(2, 4, 6)];
    // Row 2's score is blank beside its contract: with the contracts given, it is noted.
    expect(noteOf(call('PAIRRANKING', ...args, col(420, '', 170), '', '', '', '', col('4S', '4S', '3NT')))).toBe(
      '1 result not read: row 2 (row 2: this row has a contract but no score: a value typed into the score column may be blocking its formula)',
    );
    // Without them, a blank score is a result not in yet, as ever: two results ranked, no note.
    expect(call('PAIRRANKING', ...args, col(420, '', 170))).toHaveLength(5);
    // An error a formula shows where a score stands is quoted, never taken for a blank.
    expect(noteOf(call('PAIRRANKING', ...args, col(420, '#REF!', 170)))).toMatch(
      /^1 result not read: row 2 \(row 2: "#REF!": a score must be a number/,
    );
  });

  it('lists the rows not read in brief: runs joined, past six pieces counted', () => {
    // Board 1 at 16 tables, pairs 1–32; rows 2, 4, …, 12 and 14–16 hold no score a sheet can read.
    const bad = new Set([2, 4, 6, 8, 10, 12, 14, 15, 16]);
    const rows = Array.from({ length: 16 }, (_, i) => i + 1);
    const ranking = call(
      'PAIRRANKING',
      rows.map(() => [1]),
      rows.map((r) => [2 * r - 1]),
      rows.map((r) => [2 * r]),
      rows.map((r) => [bad.has(r) ? 'x' : 10 * r]),
    ) as unknown[][];
    expect(ranking).toHaveLength(1 + 2 * 7 + 1);
    expect(ranking.at(-1)?.[0]).toBe(
      '9 results not read: rows 2, 4, 6, 8, 10, 12 and 3 more (row 2: "x": a score must be a number, or an adjusted score such as 60/40 or Avg+)',
    );
  });

  it('refuses an option it cannot read, quoting it, rather than take the default', () => {
    const args = [col(1, 1), col(1, 3), col(2, 4), col(420, 170)];
    expect(() => call('PAIRRANKING', ...args, '', '', 'BAM')).toThrow(
      'scoring: "BAM": scoring must be "MP" (matchpoints), "IMP" or "IMP total" (cross-IMPs), "Butler" or "Butler total", or blank',
    );
    // Near misses are refused too, quoted as typed, never read as the default or the nearest word.
    expect(() => call('PAIRRANKING', ...args, '', '', 'IMP totals')).toThrow(/^scoring: "IMP totals": scoring must be/);
    expect(() => call('PAIRRANKING', ...args, '', '', 2)).toThrow(/^scoring: 2: scoring must be/);
    expect(() => call('PAIRRANKING', ...args, '', 'perhaps')).toThrow(/^by_direction: "perhaps": /);
    expect(() => call('PAIRRANKING', ...args, [[1, 'a', 'b', 'c']])).toThrow(
      'names: names is 2 columns (pair, names) or 3 (pair, direction, names), not 1 row by 4 columns',
    );
    expect(() =>
      call('PAIRRANKING', ...args, [
        [1, 'Ann'],
        [1, 'Bob'],
      ]),
    ).toThrow('names: pair 1 is named on rows 1 and 2; keep one');
    expect(() => call('PAIRRANKING', ...args, [['', 'Ann']])).toThrow(
      'names: row 1: this row of names has no pair number',
    );
  });

  it('ranks 20,000 rows in one call', () => {
    // 500 boards, 40 results each, pairs 1–80 in turn: a size no club reaches, ranked whole.
    const n = 20_000;
    const rows = Array.from({ length: n }, (_, i) => ({ board: Math.floor(i / 40) + 1, k: i % 40 }));
    const ranking = call(
      'PAIRRANKING',
      rows.map((r) => [r.board]),
      rows.map((r) => [2 * r.k + 1]),
      rows.map((r) => [2 * r.k + 2]),
      rows.map((r) => [(r.k % 7) * 10]),
    ) as unknown[][];
    expect(ranking).toHaveLength(81);
  });
});
