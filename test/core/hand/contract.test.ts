import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { readContractText } from '../../../core/hand/contract-reader';
import type { Contract, PlayedContract } from '../../../core/hand/index';
import { formatContract, formatProblem, parseContract } from '../../../core/index';

const parsed = (text: string): Contract => {
  const result = parseContract(text);
  if (!result.ok) throw new Error(`expected ${text} to parse: ${formatProblem(result.error)}`);
  return result.value;
};
const message = (text: string): string => {
  const result = parseContract(text);
  if (result.ok) throw new Error(`expected ${text} to be refused`);
  return formatProblem(result.error);
};

describe('parseContract reads what players write', () => {
  test.each<[string, Contract]>([
    ['4S', { level: 4, strain: 'S', doubling: '' }],
    ['4s', { level: 4, strain: 'S', doubling: '' }],
    ['4♠', { level: 4, strain: 'S', doubling: '' }],
    ['3NT', { level: 3, strain: 'NT', doubling: '' }],
    ['3nt', { level: 3, strain: 'NT', doubling: '' }],
    ['3N', { level: 3, strain: 'NT', doubling: '' }],
    ['1♣', { level: 1, strain: 'C', doubling: '' }],
    ['2♦x', { level: 2, strain: 'D', doubling: 'X' }],
    ['6♥XX', { level: 6, strain: 'H', doubling: 'XX' }],
    ['4S*', { level: 4, strain: 'S', doubling: 'X' }],
    ['4S**', { level: 4, strain: 'S', doubling: 'XX' }],
    ['4SX-2', { level: 4, strain: 'S', doubling: 'X', result: -2 }],
    ['4SX−2', { level: 4, strain: 'S', doubling: 'X', result: -2 }],
    ['3NT+1', { level: 3, strain: 'NT', doubling: '', result: 1 }],
    ['3NT+0', { level: 3, strain: 'NT', doubling: '', result: 0 }],
    ['6H=', { level: 6, strain: 'H', doubling: '', result: 0 }],
    ['4SN', { level: 4, strain: 'S', doubling: '', declarer: 'N' }],
    ['4NN', { level: 4, strain: 'NT', doubling: '', declarer: 'N' }],
    ['1NTS=', { level: 1, strain: 'NT', doubling: '', declarer: 'S', result: 0 }],
    ['4 S X W -1', { level: 4, strain: 'S', doubling: 'X', declarer: 'W', result: -1 }],
    [' 4SX-2 by N ', { level: 4, strain: 'S', doubling: 'X', declarer: 'N', result: -2 }],
    ['4S= E', { level: 4, strain: 'S', doubling: '', declarer: 'E', result: 0 }],
    ['7NTXX+0', { level: 7, strain: 'NT', doubling: 'XX', result: 0 }],
    ['1C-7', { level: 1, strain: 'C', doubling: '', result: -7 }],
    ['Pass', { passedOut: true }],
    ['P', { passedOut: true }],
    ['ap', { passedOut: true }],
    ['passed out', { passedOut: true }],
    ['PASSED  OUT', { passedOut: true }],
    ['Passed-out', { passedOut: true }],
    ['No bid', { passedOut: true }],
    // What phones, word processors and players who write words send.
    ['4♥\uFE0F-1', { level: 4, strain: 'H', doubling: '', result: -1 }],
    ['4H\u2010 1', { level: 4, strain: 'H', doubling: '', result: -1 }],
    ['4S\u2009W=', { level: 4, strain: 'S', doubling: '', declarer: 'W', result: 0 }],
    ['4 spades doubled -1', { level: 4, strain: 'S', doubling: 'X', result: -1 }],
    ['3 no trump redoubled = by North', { level: 3, strain: 'NT', doubling: 'XX', declarer: 'N', result: 0 }],
    ['2 hearts dbl West +1', { level: 2, strain: 'H', doubling: 'X', declarer: 'W', result: 1 }],
  ])('%j', (text, contract) => {
    expect(parsed(text)).toEqual(contract);
  });
});

describe('parseContract names what is wrong and quotes the input', () => {
  test.each([
    ['8S', '"8S": level must be 1–7'],
    ['0NT', '"0NT": level must be 1–7'],
    ['10S', '"10S": level must be 1–7'],
    ['4S+4', '"4S+4": 4S can make at most 3 overtricks'],
    // 6 + 6 = 12 tricks bid: the thirteenth is the one overtrick left.
    ['6S+2', '"6S+2": 6S can make at most 1 overtrick'],
    ['7NT+1', '"7NT+1": 7NT has no overtricks to make'],
    ['4SX-11', '"4SX-11": 4SX can go down at most 10'],
    ['', '"": enter a contract such as 4S, 3NTX or Pass'],
    ['   ', '"   ": enter a contract such as 4S, 3NTX or Pass'],
    ['S4', '"S4": a contract starts with its level 1–7, as in 4S'],
    ['4Z', '"4Z": strain must be C, D, H, S or NT (or ♣ ♦ ♥ ♠)'],
    ['4', '"4": strain must be C, D, H, S or NT (or ♣ ♦ ♥ ♠)'],
    ['4S+', '"4S+": a result needs a number after +, as in +1'],
    ['4S-0', '"4S-0": down must be 1 or more; write = for made exactly'],
    ['4S by Q', '"4S by Q": declarer must be N, E, S or W'],
    ['4S= making', '"4S= making": unexpected "making" after 4S'],
    ['4SXXX', '"4SXXX": unexpected "X" after 4SXX'],
    ['4S=+1', '"4S=+1": unexpected "+1" after 4S'],
    ['4SNS', '"4SNS": unexpected "S" after 4S'],
  ])('%j', (text, expected) => {
    expect(message(text)).toBe(expected);
  });

  it('returns an error code a program can test', () => {
    expect(parseContract('8S')).toMatchObject({ ok: false, error: { code: 'level', input: '8S' } });
  });

  it('refuses a value that is not text, without throwing', () => {
    expect(parseContract(42 as unknown as string)).toMatchObject({ ok: false, error: { code: 'not-text' } });
  });
});

describe('formatContract', () => {
  test.each<[Contract, string, string]>([
    [{ level: 4, strain: 'S', doubling: '' }, '4S', '4♠'],
    [{ level: 3, strain: 'NT', doubling: 'X', result: 1 }, '3NTX+1', '3NTX+1'],
    [{ level: 4, strain: 'H', doubling: 'X', result: -2, declarer: 'N' }, '4HX-2 by N', '4♥X-2 by N'],
    [{ level: 6, strain: 'D', doubling: 'XX', result: 0 }, '6DXX=', '6♦XX='],
    [{ passedOut: true }, 'Pass', 'Pass'],
  ])('%j', (contract, ascii, symbols) => {
    expect(formatContract(contract)).toBe(ascii);
    expect(formatContract(contract, { symbols: true })).toBe(symbols);
  });
});

describe('properties', () => {
  const contract: fc.Arbitrary<Contract> = fc.oneof(
    fc.constant<Contract>({ passedOut: true }),
    fc
      .record(
        {
          level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7),
          strain: fc.constantFrom('C', 'D', 'H', 'S', 'NT'),
          doubling: fc.constantFrom('', 'X', 'XX'),
          declarer: fc.constantFrom('N', 'E', 'S', 'W'),
          tricks: fc.integer({ min: 0, max: 13 }),
        },
        { requiredKeys: ['level', 'strain', 'doubling'] },
      )
      .map(({ tricks, ...rest }) => {
        const c: { -readonly [K in keyof PlayedContract]: PlayedContract[K] } = { ...rest } as PlayedContract;
        if (tricks !== undefined) c.result = tricks - (rest.level + 6);
        return c;
      }),
  );

  it('parseContract(formatContract(c)) gives c back, in both forms', () => {
    fc.assert(
      fc.property(contract, fc.boolean(), (c, symbols) => {
        expect(parseContract(formatContract(c, { symbols }))).toEqual({ ok: true, value: c });
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary text and always quotes it in an error', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[0-9A-Za-z♠♥♦♣ =+\-*]{0,12}$/)),
        (text) => {
          const result = parseContract(text);
          if (!result.ok) expect(formatProblem(result.error).startsWith(`${JSON.stringify(text)}: `)).toBe(true);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('the table of canonical forms behind parseContract', () => {
  it('answers exactly as the reader does, for every form it holds', () => {
    let checked = 0;
    for (let level = 1; level <= 7; level++)
      for (const strain of ['C', 'D', 'H', 'S', 'NT'] as const)
        for (const doubling of ['', 'X', 'XX'] as const)
          for (let result = -(level + 6); result <= 7 - level; result++)
            for (const symbols of [false, true]) {
              const text = formatContract(
                { level: level as PlayedContract['level'], strain, doubling, result },
                { symbols },
              );
              for (const form of [text, text.toLowerCase()]) {
                expect(parseContract(form)).toEqual(readContractText(form));
                checked++;
              }
            }
    expect(checked).toBe(7 * 5 * 3 * 2 * 2 * 14);
  });

  it('shares frozen results, so no caller can change another’s', () => {
    const a = parseContract('4SX-2');
    expect(Object.isFrozen(a)).toBe(true);
    expect(a.ok && Object.isFrozen(a.value)).toBe(true);
  });
});
