// Tap entry over the hand's text: the results a level allows come from the thirteen tricks of a deal
// (a contract of n undertakes 6 + n of them), and a tap rewrites the text the field reads back.
import { describe, expect, it } from 'vitest';
import { readTaps, resultsFor, tapText } from '../../extension/lib/tap-contract';

describe('the results a level allows', () => {
  it.each([
    // level, most overtricks (13 − 6 − level), most undertricks (6 + level)
    [1, 6, 7],
    [3, 4, 9],
    [4, 3, 10],
    [6, 1, 12],
    [7, 0, 13],
  ] as const)('level %i: up to +%i and down %i, most tricks first', (level, over, under) => {
    const results = resultsFor(level);
    expect(results[0]).toBe(over);
    expect(results.at(-1)).toBe(-under);
    // Every count of tricks from 13 to 0 once: fourteen results, one apart.
    expect(results).toHaveLength(14);
    expect(results.every((r, i) => i === 0 || r === (results[i - 1] as number) - 1)).toBe(true);
    expect(results).toContain(0);
  });
});

describe('the taps a text shows', () => {
  it.each([
    ['4HX-2', { level: 4, strain: 'H', doubling: 'X', result: -2 }],
    ['3nt=', { level: 3, strain: 'NT', doubling: '', result: 0 }],
    ['2♠', { level: 2, strain: 'S', doubling: '' }],
    ['4', { level: 4 }],
    [' 7 ', { level: 7 }],
    ['H', { strain: 'H' }],
    ['nt', { strain: 'NT' }],
  ] as const)('%s', (text, taps) => {
    expect(readTaps(text, 'en')).toEqual(taps);
  });

  it.each(['', '8', 'pass', 'P', 'HX', 'zz'])('none pressed for %j', (text) => {
    expect(readTaps(text, 'en')).toEqual({});
  });

  it('reads the notation in force: SA is no trump in French', () => {
    expect(readTaps('3SA+1', 'fr')).toEqual({ level: 3, strain: 'NT', doubling: '', result: 1 });
    expect(readTaps('SA', 'fr')).toEqual({ strain: 'NT' });
  });

  it('keeps a declarer typed in the text', () => {
    expect(readTaps('4S= by E', 'en')).toMatchObject({ declarer: 'E' });
  });
});

describe('a tap', () => {
  it('builds a contract part by part, as the field shows one', () => {
    let text = '';
    text = tapText(text, { level: 4 }, 'en');
    expect(text).toBe('4');
    text = tapText(text, { strain: 'H' }, 'en');
    expect(text).toBe('4H');
    text = tapText(text, { doubling: 'X' }, 'en');
    expect(text).toBe('4HX');
    text = tapText(text, { result: -2 }, 'en');
    expect(text).toBe('4HX-2');
    text = tapText(text, { doubling: '' }, 'en');
    expect(text).toBe('4H-2');
  });

  it('takes a strain before a level', () => {
    expect(tapText('', { strain: 'NT' }, 'en')).toBe('NT');
    expect(tapText('NT', { level: 3 }, 'en')).toBe('3NT');
  });

  it('changes one part of a typed contract and keeps the rest', () => {
    expect(tapText('4hx-2', { strain: 'S' }, 'en')).toBe('4SX-2');
    expect(tapText('4S= by E', { result: 1 }, 'en')).toBe('4S+1 by E');
  });

  it('keeps the result a new level can have, and drops one it cannot', () => {
    expect(tapText('4H=', { level: 3 }, 'en')).toBe('3H=');
    // 5H can make at most two overtricks (13 − 11).
    expect(tapText('4H+3', { level: 5 }, 'en')).toBe('5H');
    // 1NT can go down at most seven.
    expect(tapText('3NT-9', { level: 1 }, 'en')).toBe('1NT');
  });

  it('leaves the text alone for doubling or a result without a bid', () => {
    expect(tapText('4', { doubling: 'X' }, 'en')).toBe('4');
    expect(tapText('', { result: 0 }, 'en')).toBe('');
  });

  it('writes in the notation in force', () => {
    expect(tapText('3', { strain: 'NT' }, 'fr')).toBe('3SA');
    // A suit before any level is written as its symbol: German writes spades P, which is also Pass.
    expect(tapText('', { strain: 'S' }, 'de')).toBe('♠');
    expect(readTaps(tapText('4', { strain: 'S' }, 'de'), 'de')).toEqual({ level: 4, strain: 'S', doubling: '' });
  });

  it('reads a suit tapped before a level as that suit in every notation, never as a pass', () => {
    for (const notation of ['en', 'fr', 'de', 'nl', 'it', 'es', 'pl', 'sv', 'da'] as const)
      for (const strain of ['C', 'D', 'H', 'S'] as const) {
        const text = tapText('', { strain }, notation);
        expect(readTaps(text, notation), `${notation} ${strain}`).toEqual({ strain });
        expect(readTaps(tapText(text, { level: 4 }, notation), notation), `${notation} 4${strain}`).toMatchObject({
          level: 4,
          strain,
        });
      }
  });

  it('keeps a contract typed with its result half written, and a tap goes on from it', () => {
    // The sign typed, the number still to come: 4♥ doubled is what the text says so far.
    expect(readTaps('4HX-', 'en')).toEqual({ level: 4, strain: 'H', doubling: 'X' });
    expect(tapText('4HX-', { result: -2 }, 'en')).toBe('4HX-2');
    expect(tapText('4H+', { level: 5 }, 'en')).toBe('5H');
    // 3NT goes down nine at most (the 6 + 3 tricks it needs), and 4♥ makes three overtricks at most: the
    // impossible result is let go, the bid kept.
    expect(readTaps('3NT-10', 'en')).toEqual({ level: 3, strain: 'NT', doubling: '' });
    expect(readTaps('4H+9', 'en')).toEqual({ level: 4, strain: 'H', doubling: '' });
    expect(tapText('2S by', { doubling: 'X' }, 'en')).toBe('2SX');
  });

  it('starts over from nothing on text that reads as no contract', () => {
    expect(tapText('zz', { level: 2 }, 'en')).toBe('2');
  });
});
