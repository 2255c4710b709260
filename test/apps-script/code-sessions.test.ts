// The built Code.js's custom functions of a session or a board's pairs (RUBBERTOTAL, MATCHPOINTS, …), as Sheets calls them.
import { describe, expect, it } from 'vitest';
import { loadCode } from './load';

const { global: sheets } = loadCode();
const call = (name: string, ...args: unknown[]) => (sheets[name] as (...a: unknown[]) => unknown)(...args);
/** The core's one rule for a declarer given twice, as every face words its refusal (agreeingDeclarer). */
const DECLARER_TWICE = '"4S= E": the contract says declarer E but the declarer given is N; make them agree';

describe('MATCHPOINTS, CROSSIMPS, BUTLER and VP', () => {
  // One board at five tables, worked by hand in the core's tests: 620, 420, 420, 170, -50.
  const BOARD = [[620], [420], [420], [170], [-50]];

  it('MATCHPOINTS for a score, and for a whole column against its board', () => {
    expect(call('MATCHPOINTS', 420, BOARD)).toBe(5);
    expect(call('MATCHPOINTS', BOARD, BOARD)).toEqual([[8], [5], [5], [2], [0]]);
    expect(call('MATCHPOINTS', 420, BOARD, 1)).toBe(2.5);
    expect(() => call('MATCHPOINTS', 500, [[620], [420]])).toThrow('500: not among all_scores');
    expect(() => call('MATCHPOINTS', 420, BOARD, 3)).toThrow('3: the scale is 2 (2 and 1) or 1 (1 and ½)');
    expect(() => call('MATCHPOINTS', 420, [['lots']])).toThrow('all_scores: "lots": a score must be a number');
  });

  it('CROSSIMPS and BUTLER', () => {
    expect(call('CROSSIMPS', 620, BOARD)).toBe(8);
    expect(call('CROSSIMPS', [[170]], BOARD)).toBe(-4);
    expect(call('BUTLER', BOARD, BOARD)).toEqual([[7], [2], [2], [-5], [-9]]);
  });

  it('VP for a margin and a number of boards, the loser with the rest of 20', () => {
    expect(call('VP', 0, 16)).toBe(10);
    expect(call('VP', 200, 16)).toBe(20);
    expect((call('VP', 12, 16) as number) + (call('VP', -12, 16) as number)).toBeCloseTo(20, 10);
    expect(() => call('VP', 1.5, 16)).toThrow('1.5: an IMP margin is a whole number');
    expect(() => call('VP', 3, 5000)).toThrow('5000: a match has a whole number of boards from 1 to 1000');
    expect(call('VP', [[20], [40]], [[16], [16]])).toEqual([[15], [18.09]]);
  });

  it('over a column: a bad row says why in its cell, and a blank margin stays blank beside a fixed length', () => {
    // Over 16 boards X = 60: 20 IMPs is 15.00 and −40 is 1.91, worked by hand in test/vp.test.ts.
    expect(call('VP', [[20], ['x'], [''], [-40], [2.5]], 16)).toEqual([
      [15],
      ['"x": an IMP margin must be a number'],
      [''],
      [1.91],
      ['2.5: an IMP margin is a whole number, such as 12 or -5'],
    ]);
    expect(call('VP', '', 16)).toBe('');
    // A fixed first argument against a column: a blank cell of the column is a blank row, not 420 alone.
    expect(call('IMPS', 420, [[170], [''], [620]])).toEqual([[6], [''], [-5]]);
    // Results not yet entered beside a filled column (the boards, or vulnerabilities from BOARDVUL).
    expect(call('VP', [[20], [''], [-40]], [[16], [16], [16]])).toEqual([[15], [''], [1.91]]);
    expect(call('BRIDGESCORE', [['4S'], ['']], [[10], ['']], [['None'], ['NS']])).toEqual([[420], ['']]);
    expect(call('MATCHPOINTS', '', BOARD, 1)).toBe('');
    expect(call('MATCHPOINTS', [[620], ['abc'], [''], [-50]], BOARD)).toEqual([
      [8],
      ['"abc": a score must be a number'],
      [''],
      [0],
    ]);
    expect(call('CROSSIMPS', [[620], [true]], BOARD)).toEqual([[8], ['TRUE: a score must be a number']]);
    expect(call('BUTLER', [[''], [620]], BOARD)).toEqual([[''], [7]]);
  });

  it('takes the scale as a number or as text, and numbers in decimal digits only', () => {
    expect(call('MATCHPOINTS', 420, BOARD, '1')).toBe(call('MATCHPOINTS', 420, BOARD, 1));
    expect(call('MATCHPOINTS', 420, BOARD, 1)).toBe(2.5);
    expect(() => call('MATCHPOINTS', 420, BOARD, 3)).toThrow('3: the scale is 2 (2 and 1) or 1 (1 and ½)');
    expect(() => call('IMPS', '0x1A4')).toThrow('"0x1A4"');
    expect(() => call('VP', '1e1', 16)).toThrow('"1e1"');
    const long = '9'.repeat(400);
    expect(call('IMPS', [[20], [long]])).toEqual([
      [1],
      [`"${'9'.repeat(40)}…": a score is out of range: a number here is at most 9007199254740991 either way`],
    ]);
  });
});

describe('RUBBERTOTAL and CHICAGOTOTAL', () => {
  // The worked rubber of docs/rules.md (Rubber bridge): side, contract, result, honors.
  const WORKED = [
    ['We', '3S', 10, ''],
    ['They', '4HX', -2, ''],
    ['We', '2C', 8, ''],
    ['They', '3NT=', '', 'They 150'],
    ['We', '4SX', 9, ''],
    ['They', '2H', '=', ''],
    ['We', '6D', 12, ''],
  ];

  it('the worked rubber gives We 1,830, They 510, margin 1,320', () => {
    expect(call('RUBBERTOTAL', WORKED)).toEqual([[1830, 510, 1320]]);
  });

  it('honors can be left out, blank rows are skipped, and an unfinished rubber is settled', () => {
    expect(call('RUBBERTOTAL', WORKED, false)).toEqual([[1830, 360, 1470]]);
    expect(
      call('RUBBERTOTAL', [
        ['NS', '4S=', '', ''],
        ['', '', '', ''],
        ['EW', '2C', 8, ''],
      ]),
    ).toEqual([[420, 140, 280]]);
  });

  it('names the row of a bad hand', () => {
    expect(() =>
      call('RUBBERTOTAL', [
        ['We', '4S=', '', ''],
        ['Us', '4S=', '', ''],
      ]),
    ).toThrow('row 2: "Us": the declaring side must be We or They (or NS, EW)');
    expect(() =>
      call('RUBBERTOTAL', [
        ['We', '4S=', '', ''],
        ['We', '4S=', '', ''],
        ['We', '1C=', '', ''],
        ['They', '1C', 'eight', ''],
      ]),
    ).toThrow('row 4: "eight": a result is the tricks taken (0–13), or =, +1, -2');
  });

  it('CHICAGOTOTAL refuses a declarer cell that disagrees with the contract, in the core’s words', () => {
    expect(() => call('CHICAGOTOTAL', [['N', '4S= E', '', '']])).toThrow(`row 1: ${DECLARER_TWICE}`);
    // Agreeing, or given once, either way: E declared 4♠ on deal 1, nobody vulnerable.
    for (const row of [
      ['E', '4S= E'],
      ['', '4S= E'],
      ['E', '4S='],
    ])
      expect(call('CHICAGOTOTAL', [[...row, '', '']])).toEqual([[0, 420, -420]]);
  });

  it('reads honors by the core’s rule, taking We and They where the sheet always has', () => {
    // 4♠ bid and made by N on deal 1, nobody vulnerable: 120 + 300 = 420; honors 100 to the side named.
    expect(call('CHICAGOTOTAL', [['N', '4S=', '', 'We 100']])).toEqual([[520, 0, 520]]);
    expect(call('CHICAGOTOTAL', [['N', '4S=', '', '100 E/W']])).toEqual([[420, 100, 320]]);
    expect(() => call('RUBBERTOTAL', [['We', '4S=', '', 'Us 100']])).toThrow(
      'row 1: "Us 100": honors are the side and the points, such as We 150',
    );
  });

  it('BUGGERSCORE refuses a chart entry that is not a whole number', () => {
    expect(() => call('BUGGERSCORE', 1, 1, [[0], [2.5]])).toThrow(
      "1: the chart's points for a bid of 1 must be a whole number",
    );
  });

  it('CHICAGOTOTAL totals four deals with its options', () => {
    // Deal 2 (dealer E): N/S vulnerable by default, so 4♠ by N is 120 + 500.
    const deals = [
      ['N', '1NT-1', '', ''],
      ['N', '4S=', '', ''],
      ['', 'PASS', '', ''],
      ['E', '2C=', '', ''],
      ['W', '1D=', '', ''],
    ];
    expect(call('CHICAGOTOTAL', deals)).toEqual([[620, 50 + 40 + 20 + 100, 620 - 210]]);
    // The dealer's side vulnerable on deals 2 and 3: now 4♠ by N on deal 2 (dealer E) is not vulnerable.
    expect(call('CHICAGOTOTAL', deals, true)).toEqual([[420, 210, 210]]);
  });
});

describe('honors on the Sheets path, as the engines check them', () => {
  it('RUBBERTOTAL refuses honors of 100 at no trump, naming the row', () => {
    // At no trump only four aces count, for 150 (docs/rules.md, Rubber bridge).
    expect(() =>
      call('RUBBERTOTAL', [
        ['We', '2S=', '', ''],
        ['They', '1C=', '', ''],
        ['We', '3NT=', '', 'We 100'],
      ]),
    ).toThrow('row 3: "We 100": at no trump only four aces count, for 150');
    // Four aces count: 3NT= is 100 below, 150 honors, and 300 for the unfinished rubber's game.
    expect(call('RUBBERTOTAL', [['We', '3NT=', '', 'We 150']])).toEqual([[100 + 150 + 300, 0, 550]]);
  });

  it('CHICAGOTOTAL refuses honors of 100 at no trump, naming the row', () => {
    expect(() =>
      call('CHICAGOTOTAL', [
        ['N', '2S=', '', ''],
        ['E', '3NT=', '', 'NS 100'],
      ]),
    ).toThrow('row 2: "NS 100": at no trump only four aces count, for 150');
  });
});

describe('MATCHPOINTS by board, a whole evening in one call', () => {
  // Boards 1 and 2 interleaved: board 1 has 620, 420, 420; board 2 has 170, −50.
  const SCORES = [[620], [170], [420], [''], [-50], [420]];
  const BOARDS = [[1], [2], [1], [2], ['2'], [1]];

  it('matchpoints each score against the scores of its own board; a blank row stays blank', () => {
    // Board 1: 620 beats two (4), each 420 ties one (1); top 4. Board 2: 170 beats −50 (2); top 2.
    expect(call('MATCHPOINTS', SCORES, SCORES, 2, 'NS', BOARDS)).toEqual([[4], [2], [1], [''], [0], [1]]);
    expect(call('MATCHPOINTS', SCORES, SCORES, 2, 'EW', BOARDS)).toEqual([[0], [0], [3], [''], [2], [3]]);
    expect(call('MATCHPOINTS', SCORES, SCORES, 1, '', BOARDS)).toEqual([[2], [1], [0.5], [''], [0], [0.5]]);
  });

  it('says which row has no board, and a bad score spoils its own board only', () => {
    expect(call('MATCHPOINTS', [[420], [170], [100]], [[420], [170], [100]], '', '', [[1], [''], ['1b']])).toEqual([
      [0],
      ['no board number on this row: its board says which scores it is matchpointed against'],
      ['"1b": a board number must be a whole number from 1'],
    ]);
    expect(call('MATCHPOINTS', [[420], ['x'], [170]], [[420], ['x'], [170]], '', '', [[1], [2], [2]])).toEqual([
      [0],
      ['"x": a score must be a number'],
      ['all_scores of board 2: "x": a score must be a number'],
    ]);
  });

  it('refuses boards of another size than all_scores, naming both', () => {
    expect(() => call('MATCHPOINTS', SCORES, [[620], [170]], 2, 'NS', BOARDS)).toThrow(
      'all_scores and boards must be the same size: all_scores is 2 rows by 1 column, boards 6 rows by 1 column',
    );
  });

  it('is refused, not added, a score its board does not hold', () => {
    expect(call('MATCHPOINTS', [[500], [170], [''], [''], [''], ['']], SCORES, '', '', BOARDS)).toEqual([
      ['500: not among all_scores of board 1, which must hold every N/S score on the board, this one included'],
      [2],
      [''],
      [''],
      [''],
      [''],
    ]);
  });
});
