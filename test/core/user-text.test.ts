import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVulnerability } from '../../core/hand/index';
import {
  formatProblem,
  parseBoardNumber,
  parseCard,
  parseContract,
  parsePbn,
  type Result,
  readPbnBoard,
} from '../../core/index';
import { parseCall, parseDeal, parseHand } from '../../core/table/index';

// Text a user or another program wrote: anything at all, and things that look nearly right.
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^[0-9A-Za-z♠♥♦♣ .:=+\-*"[\]{}%;\n]{0,40}$/),
);

const parsers: [string, (input: string) => Result<unknown>][] = [
  ['parseContract', parseContract],
  ['parseCall', parseCall],
  ['parseCard', parseCard],
  ['parseHand', parseHand],
  ['parseDeal', parseDeal],
  ['parseVulnerability', parseVulnerability],
  ['parseBoardNumber', parseBoardNumber],
];

// How every message quotes its input: whole up to 40 characters (code points), else those and an ellipsis.
const quoted = (text: string): string => {
  const points = Array.from(text);
  return JSON.stringify(points.length > 40 ? `${points.slice(0, 40).join('')}…` : text);
};

describe('no user text makes the core throw', () => {
  for (const [name, parse] of parsers) {
    it(`${name} returns a result, and an error quotes the input`, () => {
      fc.assert(
        fc.property(text, (input) => {
          const result = parse(input);
          if (!result.ok) {
            expect(result.error.input).toBe(input);
            expect(formatProblem(result.error).startsWith(`${quoted(input)}: `)).toBe(true);
          }
        }),
        { numRuns: 1000 },
      );
    });
  }

  it('parsePbn and readPbnBoard return results on any text', () => {
    const tagged = fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'Board',
            'Dealer',
            'Vulnerable',
            'Deal',
            'Contract',
            'Declarer',
            'Result',
            'Auction',
            'Play',
            'Score',
          ),
          fc.string({ maxLength: 12 }),
          fc.string({ maxLength: 30 }),
        ),
        { maxLength: 12 },
      )
      .map((tags) =>
        tags.map(([name, value, data]) => `[${name} "${value.replace(/["\\]/g, '')}"]\n${data}`).join('\n'),
      );
    fc.assert(
      fc.property(fc.oneof(text, tagged), (input) => {
        const games = parsePbn(input);
        if (games.ok) for (const game of games.value) expect(typeof readPbnBoard(game).ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});
