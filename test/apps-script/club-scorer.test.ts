// The custom functions as a club scorer meets them (issue 16): options read by one yes/no reader, never
// silently as their default; honors on a passed-out row refused; a score missing from its board refused;
// E/W's side of a board; an evening of several rubbers or Chicagos in one range.
import { describe, expect, it, test } from 'vitest';
import { loadCode } from './load';

const { global: sheets } = loadCode();
const call = (name: string, ...args: unknown[]) => (sheets[name] as (...a: unknown[]) => unknown)(...args);
const ACCEPTED = 'must be yes or no: TRUE or FALSE, YES or NO, Y or N, 1 or 0';

describe('yes/no options: TRUE/FALSE, YES/NO, Y/N, 1/0, blank the default, anything else an error', () => {
  // Two games of 4S= by We (120 + 120 and the 2–0 rubber bonus of 700), We holding 100 honors.
  const rubber = [
    ['We', '4S=', '', 'We 100'],
    ['We', '4S=', '', ''],
  ];
  test.each([undefined, '', true, 'TRUE', 'yes', 'Y', 1, '1'])('RUBBERTOTAL honors %j counts them', (honors) => {
    expect(call('RUBBERTOTAL', rubber, honors)).toEqual([[1040, 0, 1040]]);
  });
  test.each([false, 'FALSE', 'no', 'n', 0, '0'])('RUBBERTOTAL honors %j leaves them out', (honors) => {
    expect(call('RUBBERTOTAL', rubber, honors)).toEqual([[940, 0, 940]]);
  });
  test.each([
    ['maybe', '"maybe"'],
    ['VUL', '"VUL"'],
    [2, '2'],
  ])('RUBBERTOTAL honors %j is refused, quoted', (honors, quoted) => {
    expect(() => call('RUBBERTOTAL', rubber, honors)).toThrow(`honors: ${quoted}: ${ACCEPTED}`);
  });

  // N 4S= on deal 1 (nobody vulnerable) and deal 2 (dealer E): with the dealer's side vulnerable E/W are,
  // so N/S score 420 again; by default the dealer's opponents, N/S, are, and score 620.
  const chicago = [
    ['N', '4S=', '', ''],
    ['N', '4S=', '', ''],
  ];
  test.each(['yes', 'Y', 1, true])('CHICAGOTOTAL dealer_side_vulnerable %j is yes', (option) => {
    expect(call('CHICAGOTOTAL', chicago, option)).toEqual([[840, 0, 840]]);
  });
  test.each(['no', 0, '', undefined])('CHICAGOTOTAL dealer_side_vulnerable %j is no', (option) => {
    expect(call('CHICAGOTOTAL', chicago, option)).toEqual([[1040, 0, 1040]]);
  });
  it('RUBBERTOTAL refuses a range as its honors option, rather than read its first cell', () => {
    expect(() => call('RUBBERTOTAL', rubber, [['no'], ['yes']])).toThrow(
      'honors: one cell, yes or no, not a range of 2 rows by 1 column',
    );
    expect(call('RUBBERTOTAL', rubber, [['no']])).toEqual([[940, 0, 940]]);
  });
  it('CHICAGOTOTAL names the option it cannot read', () => {
    expect(() => call('CHICAGOTOTAL', chicago, '', 'perhaps')).toThrow(`fifty_at_once: "perhaps": ${ACCEPTED}`);
    expect(() => call('CHICAGOTOTAL', chicago, '', '', 'si')).toThrow(`honors: "si": ${ACCEPTED}`);
  });

  test.each([
    ['Y', 620],
    ['no', 420],
    ['VUL', 620],
    ['NV', 420],
  ])('BRIDGESCORE vulnerability %s for the declaring side', (vulnerability, score) => {
    expect(call('BRIDGESCORE', '4S', 10, vulnerability)).toBe(score);
  });

  it('refuses N as a vulnerability, which could be no or N/S', () => {
    expect(() => call('BRIDGESCORE', '4S', 10, 'n', 'E')).toThrow('"n": could be no or N/S');
  });
});

describe('honors on a passed-out row', () => {
  it('is that row’s error, in RUBBERTOTAL and CHICAGOTOTAL', () => {
    const message = '"We 100": a passed-out hand has no honors; clear the honors or give the contract';
    expect(() => call('RUBBERTOTAL', [['', 'PASS', '', 'We 100']])).toThrow(`row 1: ${message}`);
    expect(() =>
      call('CHICAGOTOTAL', [
        ['N', '4S=', '', ''],
        ['', 'PASS', '', 'NS 100'],
      ]),
    ).toThrow('row 2: "NS 100": a passed-out hand has no honors; clear the honors or give the contract');
  });
});

describe('a score missing from its board’s scores is refused, not added', () => {
  const board = [[620], [420], [170]];
  const missing = '500: not among all_scores, which must hold every N/S score on the board, this one included';
  test.each(['MATCHPOINTS', 'CROSSIMPS'])('%s', (name) => {
    expect(() => call(name, 500, board)).toThrow(missing);
    // In a column, that row's cell says it and the others compute. 420 beats 170 once: 2 matchpoints;
    // its IMPs are −5 against 620 (−200) and 6 against 170 (+250): 0.5 on average.
    expect(call(name, [[500], [420]], board)).toEqual([[missing], [name === 'MATCHPOINTS' ? 2 : 0.5]]);
  });
  it('BUTLER takes any score against the datum, as its help says', () => {
    // Datum of 620, 420, 170: 420 alone; 500 − 420 = 80 is 2 IMPs.
    expect(call('BUTLER', 500, board)).toBe(2);
  });
});

describe('a blank inside a Bugger chart', () => {
  it('is an error naming the entry, not the chart’s end', () => {
    expect(() => call('BUGGERSCORE', 2, 2, [[5], [''], [12]])).toThrow(
      'chart: entry 2 (for a bid of 1) is blank; fill it, or end the chart there',
    );
  });
  it('may follow the chart’s last entry', () => {
    expect(call('BUGGERSCORE', 2, 2, [[5], [11], [12], [''], ['']])).toBe(12);
  });
});

describe('E/W’s side of a board', () => {
  // 620, 420, 420, 170, −50: top 8. 420 beats 2 and ties 1: N/S 5, E/W 3.
  const board = [[620], [420], [420], [170], [-50]];
  it('MATCHPOINTS gives E/W the top less N/S', () => {
    expect(call('MATCHPOINTS', 420, board, 2, 'EW')).toBe(3);
    expect(call('MATCHPOINTS', 420, board, '', 'E/W')).toBe(3);
    expect(call('MATCHPOINTS', 420, board, 1, 'EW')).toBe(1.5);
    expect(call('MATCHPOINTS', board, board, 2, 'EW')).toEqual([[0], [3], [3], [6], [8]]);
    expect(call('MATCHPOINTS', 420, board, 2, 'NS')).toBe(5);
  });
  it('CROSSIMPS and BUTLER give E/W N/S’s IMPs negated', () => {
    // 620 against 420, 420, 170, −50: 5 + 5 + 10 + 12 = 32 over 4 is 8. Datum 340: 620 − 340 = 280, 7.
    expect(call('CROSSIMPS', 620, board, 'EW')).toBe(-8);
    expect(call('BUTLER', 620, board, 'EW')).toBe(-7);
    expect(call('BUTLER', 340, board, 'EW')).toBe(0);
  });
  it('refuses a direction it cannot read', () => {
    expect(() => call('MATCHPOINTS', 420, board, 2, 'North')).toThrow(
      '"North": the direction must be NS or EW (N/S, E/W)',
    );
  });
});

describe('an evening of several rubbers or Chicagos in one range', () => {
  it('RUBBERTOTAL gives a row a rubber, then the totals', () => {
    // Rubber 1: 4S= twice by We, 940 (above). Rubber 2, unfinished: They's 3NT= (100) and 300 for their
    // game in an unfinished rubber.
    const rows = [
      ['We', '4S=', '', ''],
      ['We', '4S=', '', ''],
      ['They', '3NT=', '', ''],
    ];
    expect(call('RUBBERTOTAL', rows)).toEqual([
      [940, 0, 940],
      [0, 400, -400],
      [940, 400, 540],
    ]);
  });

  it('CHICAGOTOTAL gives a row a Chicago of four deals, then the totals', () => {
    // N 3NT= on each deal; by default N/S are vulnerable on deals 2 and 4: 400 + 600 + 400 + 600. The
    // fifth deal is the next Chicago's first: 400.
    const rows = Array.from({ length: 5 }, () => ['N', '3NT=', '', '']);
    expect(call('CHICAGOTOTAL', rows)).toEqual([
      [2000, 0, 2000],
      [400, 0, 400],
      [2400, 0, 2400],
    ]);
  });

  it('reads an evening of 5,000 rubbers in one pass', () => {
    // 10,000 hands of 4S= by We: 5,000 rubbers of 940 each, and their total 4,700,000.
    const rows = Array.from({ length: 10_000 }, () => ['We', '4S=', '', '']);
    const totals = call('RUBBERTOTAL', rows) as number[][];
    expect(totals).toHaveLength(5001);
    expect(totals[4999]).toEqual([940, 0, 940]);
    expect(totals[5000]).toEqual([4_700_000, 0, 4_700_000]);
  });
});
