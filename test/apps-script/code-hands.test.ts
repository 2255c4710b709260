// The built Code.js's custom functions of one hand (BRIDGESCORE, IMPS, BOARDVUL, BOARDDEALER), as Sheets calls them.
import { describe, expect, it, test } from 'vitest';
import { expected } from '../core/hand/law77';
import { impsFor } from '../core/results/imp-table';
import { loadCode } from './load';

const { global: sheets, evaluate } = loadCode();
/** A Date made inside the script's own realm, as Sheets would pass it. */
const sheetsDate = (iso: string): unknown => evaluate(`new Date('${iso}T00:00:00Z')`);
const call = (name: string, ...args: unknown[]) => (sheets[name] as (...a: unknown[]) => unknown)(...args);
/** The core's one rule for a declarer given twice, as every face words its refusal (agreeingDeclarer). */
const DECLARER_TWICE = '"4S= E": the contract says declarer E but the declarer given is N; make them agree';

describe('BRIDGESCORE with what Sheets passes', () => {
  it('gives the examples of the help', () => {
    expect(call('BRIDGESCORE', '4S', 10, false)).toBe(420);
    expect(call('BRIDGESCORE', '4HX-2', '', true)).toBe(-500);
    expect(call('BRIDGESCORE', '4HX-2', undefined, true)).toBe(-500);
    expect(call('BRIDGESCORE', '3NT', 10, 'NS', 'E')).toBe(-430);
    expect(call('BRIDGESCORE', 'PASS')).toBe(0);
  });

  it('reads every form of result and vulnerability', () => {
    expect(call('BRIDGESCORE', '4S', -1, 'All', 'N')).toBe(-100);
    expect(call('BRIDGESCORE', '4S', '=', 'None')).toBe(420);
    expect(call('BRIDGESCORE', '4S', '+1', 'Both', 'S')).toBe(650);
    expect(call('BRIDGESCORE', '4♠X', 9, 2, 'N')).toBe(-200);
    expect(call('BRIDGESCORE', '4S', 10, 'EW', 'W')).toBe(-620);
    expect(call('BRIDGESCORE', '3NT= E', '', '-')).toBe(-400);
    expect(call('BRIDGESCORE', '3NT', 9, '16', 'W')).toBe(-600);
  });

  test.each([
    [['8S', 10, false], '"8S": level must be 1–7'],
    [['4S', 14, false], '14: the tricks taken must be 0–13, or down 1 to 10 as a negative number'],
    [['4S', '+4', false], '"+4": 4S can make at most 3 overtricks'],
    [['4S'], '"4S": no result: add it to the contract (4S=, 4S-1) or give the tricks taken'],
    [['4S=', 9], '9: the contract "4S=" gives =, this gives -1; fill one of them'],
    [['4S', 10, 'NS'], '"NS": a board’s vulnerability needs the declarer (N, E, S or W) to say who is vulnerable'],
    [
      ['4S', 10, 'maybe', 'N'],
      '"maybe": vulnerability must be yes or no for the declaring side (TRUE/FALSE, YES/NO, Y/N, VUL/NV), None, NS, EW, All, or a board number',
    ],
    [['4S', 10, false, 'Q'], '"Q": the declarer must be N, E, S or W'],
    [
      [sheetsDate('2026-03-04'), 10],
      '"2026-03-04": Sheets read this cell as a date; type the contract as text (start it with an apostrophe)',
    ],
    [
      ['4S', sheetsDate('2026-01-02'), false],
      '"2026-01-02": Sheets read this cell as a date; type a result such as -2 as text (start it with an apostrophe)',
    ],
  ])('a single bad value throws an Error that quotes it: %j', (args, message) => {
    expect(() => call('BRIDGESCORE', ...args)).toThrow(message);
  });

  it('scores a whole column in one call; blank rows stay blank and a bad row says why in its cell', () => {
    const contracts = [['4S'], ['3NT'], [''], ['8S'], ['6HX']];
    const results = [[10], ['+1'], [''], [10], [-1]];
    expect(call('BRIDGESCORE', contracts, results, false)).toEqual([
      [420],
      [430],
      [''],
      ['"8S": level must be 1–7'],
      [-100],
    ]);
  });

  it('shows blank for a row of blank cells, as a formula filled down ahead of the results sees', () => {
    expect(call('BRIDGESCORE', '', '', '', '')).toBe('');
    expect(call('IMPS', '')).toBe('');
    expect(call('BOARDVUL', '')).toBe('');
  });

  it('takes tricks typed as text in a plain-text column', () => {
    expect(call('BRIDGESCORE', '4S', '10', false)).toBe(420);
    expect(call('BRIDGESCORE', '4S', '-1', false)).toBe(-50);
  });

  it('broadcasts single values against ranges and takes a 1×1 range as a value', () => {
    expect(call('BRIDGESCORE', [['4S'], ['4H']], [[10]], [[true]])).toEqual([[620], [620]]);
    expect(call('BRIDGESCORE', [['4S']], [[10]], [[true]])).toBe(620);
  });

  it('refuses ranges of different sizes', () => {
    expect(() => call('BRIDGESCORE', [['4S'], ['4H']], [[10], [10], [10]])).toThrow('the ranges must be the same size');
  });

  it('refuses a declarer argument that disagrees with the contract, in the core’s words', () => {
    expect(() => call('BRIDGESCORE', '4S= E', '', false, 'N')).toThrow(DECLARER_TWICE);
    expect(call('BRIDGESCORE', [['4S= E'], ['4S= E'], ['4S=']], '', false, [['N'], ['E'], ['E']])).toEqual([
      [DECLARER_TWICE],
      [-420],
      [-420],
    ]);
  });
});

describe('BRIDGESCORE never reads a number two ways (issue 22: a typed +1 became one trick)', () => {
  it('refuses a result of 1 for 3NT, saying how to write each reading', () => {
    expect(() => call('BRIDGESCORE', '3NT', 1)).toThrow(
      "1: could be 1 trick taken (3NT down 8) or the result +1 (10 tricks); write +1 as text ('+1 in a sheet) or 10 for the result, or -8 for down 8",
    );
    // In a column the row says so in its own cell, and the other rows still score.
    expect(call('BRIDGESCORE', [['3NT'], ['3NT']], [[1], [10]])).toEqual([
      [expect.stringMatching(/^1: could be/)],
      [430],
    ]);
  });

  it('reads the column as result_is says: 1 is +1 (430) or 1 trick (3NT down 8, −400)', () => {
    expect(call('BRIDGESCORE', '3NT', 1, '', '', 'relative')).toBe(430);
    expect(call('BRIDGESCORE', '3NT', 1, '', '', 'tricks')).toBe(-400);
    expect(call('BRIDGESCORE', '3NT', 1, '', '', [['relative']])).toBe(430);
    expect(() => call('BRIDGESCORE', '3NT', 1, '', '', 'plus')).toThrow(
      'result_is: "plus": result_is must be "tricks"',
    );
  });

  it('takes text +1 as the result, and 7NT with 1 as one trick taken (the only reading possible)', () => {
    expect(call('BRIDGESCORE', '3NT', '+1')).toBe(430);
    // 7NT down 12 not vulnerable: 12 × 50.
    expect(call('BRIDGESCORE', '7NT', 1)).toBe(-600);
  });

  it('refuses a bare 1 as the vulnerability: yes, or board 1?', () => {
    expect(() => call('BRIDGESCORE', '4S=', '', 1, 'N')).toThrow(/could be yes \(vulnerable\) or board 1/);
    // Board 2 is N/S vulnerable: 4♠= by N is 620.
    expect(call('BRIDGESCORE', '4S=', '', 2, 'N')).toBe(620);
  });

  it('reads a column of board numbers, 1 included, when vulnerability_is says "board"', () => {
    // Board 1 nobody vulnerable: 420; board 2 N/S vulnerable: 620; a row without its board is refused.
    expect(call('BRIDGESCORE', [['4S='], ['4S='], ['4S=']], '', [[1], [2], ['']], 'N', '', 'board')).toEqual([
      [420],
      [620],
      ['no board number on this row: its number says who is vulnerable'],
    ]);
    expect(() => call('BRIDGESCORE', '4S=', '', 1, 'N', '', 'boards')).toThrow(
      'vulnerability_is: "boards": vulnerability_is must be "board"',
    );
  });

  it('gives the N/S score of a hand typed in one cell as the popup reads it: 3NT= by E NS is −400', () => {
    expect(call('BRIDGESCORE', '3NT= by E NS')).toBe(-400);
    expect(call('BRIDGESCORE', '3NT=', '', 'NS', 'E')).toBe(-400);
    expect(call('BRIDGESCORE', '4S= All')).toBe(620);
    expect(call('BRIDGESCORE', '4S 10 v')).toBe(620);
  });

  it('RUBBERTOTAL refuses a seat in the contract, as the rubber pad does: it scores sides', () => {
    expect(() => call('RUBBERTOTAL', [['We', '4S= N', '', '']])).toThrow(
      'row 1: "4S= N": this sheet scores sides, not seats: leave out the N',
    );
  });

  it('RUBBERTOTAL and CHICAGOTOTAL refuse a result beside a passed-out row', () => {
    expect(() => call('RUBBERTOTAL', [['', 'Pass', 10, '']])).toThrow(
      'row 1: 10: a passed-out hand has no tricks or result',
    );
  });

  it('refuses a European 1.100 rather than reading it as 1.1', () => {
    expect(() => call('IMPS', '1.100')).toThrow('"1.100": a score could be a number with a thousands separator');
  });
});

describe('IMPS, BOARDVUL, BOARDDEALER, BUGGERSCORE', () => {
  it('IMPS of a difference or of two scores, by column too', () => {
    expect(call('IMPS', 250)).toBe(6);
    expect(call('IMPS', 420, 170)).toBe(6);
    expect(call('IMPS', -500)).toBe(-11);
    // A blank second cell is table 2 not yet in (=IMPS(F5, J5) filled down), never a score of 0.
    expect(call('IMPS', '420', '')).toBe('');
    expect(call('IMPS', [[420]], [['']])).toBe('');
    expect(call('IMPS', '420')).toBe(9);
    expect(call('IMPS', [[420], [''], [-50]], [[170], [''], [50]])).toEqual([[6], [''], [-3]]);
    expect(() => call('IMPS', 'lots')).toThrow('"lots": a score must be a number');
  });

  it('BOARDVUL and BOARDDEALER by the 16-board cycle', () => {
    expect(call('BOARDVUL', [[1], [2], [3], [4], [16], [17]])).toEqual([
      ['None'],
      ['NS'],
      ['EW'],
      ['All'],
      ['EW'],
      ['None'],
    ]);
    expect(call('BOARDDEALER', 4)).toBe('W');
    expect(() => call('BOARDDEALER', 0)).toThrow('0: a board number must be a whole number from 1');
  });

  it('BUGGERSCORE by the default chart or a given one', () => {
    expect(call('BUGGERSCORE', 3, 3)).toBe(13);
    expect(call('BUGGERSCORE', 3, 2)).toBe(0);
    expect(call('BUGGERSCORE', [[0], [2]], [[0], [2]], [[5], [10], [20]])).toEqual([[5], [20]]);
    expect(() => call('BUGGERSCORE', 3, 3, [[5, 10, 20]])).toThrow('3: the chart has no points for a bid of 3');
  });
});

describe('every outcome through the built file', () => {
  it('BRIDGESCORE scores all 2,940 outcomes as the Law 77 table says, and IMPS every difference −5,000 to 5,000 as the IMP table says', () => {
    let checked = 0;
    for (const level of [1, 2, 3, 4, 5, 6, 7] as const)
      for (const strain of ['C', 'D', 'H', 'S', 'NT'] as const)
        for (const doubling of ['', 'X', 'XX'] as const)
          for (const vulnerable of [false, true])
            for (let tricks = 0; tricks <= 13; tricks++) {
              const want = expected(level, strain, doubling, vulnerable, tricks);
              expect(call('BRIDGESCORE', `${level}${strain}${doubling}`, tricks, vulnerable, '', 'tricks')).toBe(want);
              checked++;
            }
    expect(checked).toBe(2940);
    for (let d = -5000; d <= 5000; d += 10) expect(call('IMPS', d)).toBe(impsFor(d));
  });
});

describe('a 1×1 range as an option of the whole call', () => {
  // Sheets passes {"E"} or a one-cell range as [["E"]]: each option must read it as the value it holds.
  const DEALS = [
    ['N', '1NT-1', '', ''],
    ['N', '4S=', '', 'NS 100'],
    ['', 'PASS', '', ''],
    ['E', '2C=', '', ''],
  ];
  const RUBBER = [
    ['We', '4S=', '', 'We 100'],
    ['They', '2H', 9, ''],
  ];
  const BOARD = [[620], [420], [420], [170], [-50]];
  test.each([
    [
      'CHICAGOTOTAL first_dealer',
      () => call('CHICAGOTOTAL', DEALS, '', '', '', [['E']]),
      () => call('CHICAGOTOTAL', DEALS, '', '', '', 'E'),
    ],
    [
      'CHICAGOTOTAL dealer_side_vulnerable',
      () => call('CHICAGOTOTAL', DEALS, [['YES']]),
      () => call('CHICAGOTOTAL', DEALS, 'YES'),
    ],
    [
      'CHICAGOTOTAL fifty_at_once',
      () => call('CHICAGOTOTAL', DEALS, '', [[true]]),
      () => call('CHICAGOTOTAL', DEALS, '', true),
    ],
    [
      'CHICAGOTOTAL honors',
      () => call('CHICAGOTOTAL', DEALS, '', '', [['NO']]),
      () => call('CHICAGOTOTAL', DEALS, '', '', 'NO'),
    ],
    ['RUBBERTOTAL honors', () => call('RUBBERTOTAL', RUBBER, [[false]]), () => call('RUBBERTOTAL', RUBBER, false)],
    ['BUGGERSCORE chart', () => call('BUGGERSCORE', 0, 0, [[5]]), () => call('BUGGERSCORE', 0, 0, 5)],
    ['MATCHPOINTS scale', () => call('MATCHPOINTS', 420, BOARD, [[1]]), () => call('MATCHPOINTS', 420, BOARD, 1)],
    [
      'MATCHPOINTS direction',
      () => call('MATCHPOINTS', 420, BOARD, '', [['EW']]),
      () => call('MATCHPOINTS', 420, BOARD, '', 'EW'),
    ],
    ['CROSSIMPS direction', () => call('CROSSIMPS', 620, BOARD, [['EW']]), () => call('CROSSIMPS', 620, BOARD, 'EW')],
    ['BUTLER direction', () => call('BUTLER', 620, BOARD, [['EW']]), () => call('BUTLER', 620, BOARD, 'EW')],
    ['IMPS score2', () => call('IMPS', 420, [[170]]), () => call('IMPS', 420, 170)],
    ['VP boards', () => call('VP', 20, [[16]]), () => call('VP', 20, 16)],
    [
      'BRIDGESCORE declarer',
      () => call('BRIDGESCORE', '3NT', 10, 'NS', [['E']]),
      () => call('BRIDGESCORE', '3NT', 10, 'NS', 'E'),
    ],
  ])('%s reads a 1×1 range as its value', (_, ranged, valued) => {
    expect(ranged()).toEqual(valued());
  });

  it('reads a blank 1×1 range as blank: BUGGERSCORE’s default chart, CHICAGOTOTAL’s first dealer N', () => {
    // The default chart is 10 + bid (docs/rules.md, Bugger Bridge): 3 bid and made is 13.
    expect(call('BUGGERSCORE', 3, 3, [['']])).toBe(13);
    // N deals first by default: deal 2 is E's, N/S vulnerable, 4♠ by N 620.
    expect(
      call(
        'CHICAGOTOTAL',
        [
          ['N', '4S=', '', ''],
          ['N', '4S=', '', ''],
        ],
        '',
        '',
        '',
        [['']],
      ),
    ).toEqual([[420 + 620, 0, 1040]]);
  });

  it('refuses a larger range where one value is wanted, with its size', () => {
    expect(() => call('CHICAGOTOTAL', DEALS, '', '', '', [['E'], ['S']])).toThrow(
      'first_dealer: one cell, N, E, S or W, not a range of 2 rows by 1 column',
    );
    expect(() => call('RUBBERTOTAL', RUBBER, [[true, false]])).toThrow(
      'honors: one cell, yes or no, not a range of 1 row by 2 columns',
    );
  });

  it('names a first dealer that is no seat as the first dealer, not the declarer', () => {
    expect(() => call('CHICAGOTOTAL', DEALS, '', '', '', 'X')).toThrow(
      'first_dealer: "X": who deals first must be N, E, S or W',
    );
  });
});

describe('IMPS over two columns', () => {
  it('leaves a row blank while either table’s score is blank', () => {
    // 420 − 170 = 250 is 6 IMPs and 100 − (−100) = 200 is 5 (WBF table); table 2 has not reported row 2.
    expect(call('IMPS', [[420], [620], [100]], [[170], [''], [-100]])).toEqual([[6], [''], [5]]);
    expect(call('IMPS', [[''], [620]], [[170], [600]])).toEqual([[''], [1]]);
  });

  it('still reads one argument as a difference', () => {
    expect(call('IMPS', [[250], [''], [-500]])).toEqual([[6], [''], [-11]]);
  });
});
