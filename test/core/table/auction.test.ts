import { describe, expect, it, test } from 'vitest';
import { checkAuction, formatProblem, type Seat } from '../../../core/index';
import { type Call, parseCall } from '../../../core/table/index';
import { worded } from '../../support';

const calls = (text: string): Call[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const call = parseCall(word);
      if (!call.ok) throw new Error(formatProblem(call.error));
      return call.value;
    });

describe('a complete auction gives the contract and the declarer', () => {
  test.each<[Seat, string, string, string, Seat]>([
    ['N', '1S Pass Pass Pass', '1S', '', 'N'],
    ['E', 'Pass 1NT Pass 3NT Pass Pass Pass', '3NT', '', 'S'],
    // N/S both bid hearts; S named hearts first, so S declares although N bid the final 4♥.
    ['N', '1C Pass 1H Pass 2H Pass 4H Pass Pass Pass', '4H', '', 'S'],
    // The same strain named first by an opponent does not make the declaring side's partner declarer.
    ['N', '1H 2H 3H Pass Pass Pass', '3H', '', 'N'],
    ['N', '1S X XX Pass Pass Pass', '1S', 'XX', 'N'],
    ['N', '1S Pass Pass X Pass Pass Pass', '1S', 'X', 'N'],
    ['W', '1D X 2C Pass Pass Pass', '2C', '', 'E'],
    ['S', '4S X Pass Pass XX Pass Pass Pass', '4S', 'XX', 'S'],
  ])('dealer %s: %s', (dealer, text, bid, doubling, declarer) => {
    const outcome = checkAuction(dealer, calls(text));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || outcome.value.status !== 'complete') throw new Error(`not complete: ${JSON.stringify(outcome)}`);
    const { level, strain } = outcome.value.contract;
    expect(`${level}${strain}`).toBe(bid);
    expect(outcome.value.contract.doubling).toBe(doubling);
    expect(outcome.value.contract.declarer).toBe(declarer);
  });
});

describe('the auction’s other outcomes', () => {
  it('four passes: passed out', () => {
    expect(checkAuction('N', calls('Pass Pass Pass Pass'))).toEqual({
      ok: true,
      value: { status: 'passed-out', contract: { passedOut: true } },
    });
  });

  it('still open: says whose turn it is', () => {
    expect(checkAuction('N', calls('1S Pass'))).toEqual({ ok: true, value: { status: 'open', next: 'S' } });
    expect(checkAuction('W', [])).toEqual({ ok: true, value: { status: 'open', next: 'W' } });
    expect(checkAuction('N', calls('Pass Pass Pass'))).toEqual({ ok: true, value: { status: 'open', next: 'W' } });
    expect(checkAuction('N', calls('1S Pass Pass X Pass Pass'))).toMatchObject({
      value: { status: 'open', next: 'S' },
    });
  });
});

describe('each illegal call is a named error at its place', () => {
  test.each<[string, Seat, string, string, number, Seat, string]>([
    ['insufficient bid', 'N', '1S 1H', 'insufficient-bid', 1, 'E', '"1H" by E (call 2): insufficient after 1S'],
    ['the same bid again', 'N', '1S Pass 1S', 'insufficient-bid', 2, 'S', '"1S" by S (call 3): insufficient after 1S'],
    [
      'doubling your own side',
      'N',
      '1S Pass X',
      'double-own-side',
      2,
      'S',
      '"X" by S (call 3): 1S is your own side\'s bid',
    ],
    ['doubling before any bid', 'E', 'X', 'double-no-bid', 0, 'E', '"X" by E (call 1): there is no bid to double'],
    ['doubling twice', 'N', '1S X Pass X', 'double-twice', 3, 'W', '"X" by W (call 4): 1S is already doubled'],
    [
      'redouble with no double standing',
      'N',
      '1S Pass XX',
      'redouble-no-double',
      2,
      'S',
      '"XX" by S (call 3): there is no double to redouble',
    ],
    [
      'redouble after a new bid cleared the double',
      'N',
      '1S X 2C XX',
      'redouble-no-double',
      3,
      'W',
      '"XX" by W (call 4): there is no double to redouble',
    ],
    [
      'redoubling your own double',
      'N',
      '1S X Pass XX',
      'redouble-own-double',
      3,
      'W',
      '"XX" by W (call 4): only the side that was doubled may redouble',
    ],
    [
      'redoubling twice',
      'N',
      '1S X XX Pass XX',
      'redouble-twice',
      4,
      'N',
      '"XX" by N (call 5): 1S is already redoubled',
    ],
    [
      'a call after four passes',
      'N',
      'Pass Pass Pass Pass 1C',
      'after-end',
      4,
      'N',
      '"1C" by N (call 5): the auction has already ended',
    ],
    [
      'a call after three passes',
      'N',
      '1C Pass Pass Pass Pass',
      'after-end',
      4,
      'N',
      '"Pass" by N (call 5): the auction has already ended',
    ],
  ])('%s', (_, dealer, text, code, index, seat, message) => {
    expect(worded(checkAuction(dealer, calls(text)))).toMatchObject({
      ok: false,
      error: { code, where: { call: index, seat }, message },
    });
  });
});
