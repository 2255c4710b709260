// The help Sheets shows for each custom function is its JSDoc in the built Code.js: what a club scorer
// reads while typing. These tests keep the rules of that help, and run every example it gives.
import { describe, expect, it, test } from 'vitest';
import { evaluateFormula } from './formula';
import { CODE, loadCode } from './load';

const { global: sheets } = loadCode();

/** Each custom function's optional arguments, as its TypeScript signature has them. */
const OPTIONAL: Record<string, string[]> = {
  BRIDGESCORE: ['result', 'vulnerability', 'declarer', 'result_is', 'vulnerability_is'],
  IMPS: ['score2'],
  BOARDDEALER: [],
  BOARDVUL: [],
  BUGGERSCORE: ['chart'],
  RUBBERTOTAL: ['honors', 'result_is'],
  CHICAGOTOTAL: ['dealer_side_vulnerable', 'fifty_at_once', 'honors', 'first_dealer', 'result_is'],
  MATCHPOINTS: ['scale', 'direction', 'boards'],
  CROSSIMPS: ['direction'],
  BUTLER: ['direction'],
  BOARDMATCHPOINTS: ['scale'],
  PAIRRANKING: ['names', 'by_direction', 'scoring', 'session_if_higher', 'contracts'],
  VP: [],
  MOVEMENT: ['rounds', 'boards_per_round', 'arrow_switch_rounds'],
  TEAMSRANKING: ['scale', 'bye_vps', 'teams'],
  ROUNDROBIN: ['double'],
  SWISSDRAW: ['scale'],
  DDTABLE: ['headers'],
  PAR: ['vulnerability'],
};
const NAMES = Object.keys(OPTIONAL);
const YES_NO_PARAMS = [
  'honors',
  'dealer_side_vulnerable',
  'fifty_at_once',
  'by_direction',
  'session_if_higher',
  'headers',
  'double',
];
const LOCALE = 'Where decimals are written with a comma, Sheets wants ; between arguments';

/** The JSDoc above a wrapper in Code.js, its ` * ` margins taken off. */
function docOf(name: string): { text: string; params: Map<string, { type: string; says: string }>; returns: string } {
  const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nfunction ${name}\\(`).exec(CODE);
  if (match === null) throw new Error(`no JSDoc for ${name}`);
  const text = (match[1] as string)
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  const params = new Map<string, { type: string; says: string }>();
  for (const m of text.matchAll(/^@param \{([^}]+)\} (\w+) (.*)$/gm))
    params.set(m[2] as string, { type: m[1] as string, says: m[3] as string });
  return { text, params, returns: /^@return (.*)$/m.exec(text)?.[1] ?? '' };
}

/** The examples of a help text that state their value: `=F(…) is X` or `=F(…) gives A, B, C`. */
function examples(text: string): { formula: string; expected: (string | number)[] }[] {
  const prose = text.split('\n@')[0]?.replace(/\n/g, ' ') ?? '';
  const found: { formula: string; expected: (string | number)[] }[] = [];
  for (const start of prose.matchAll(/=[A-Z]+\(/g)) {
    let depth = 0;
    let quoted = false;
    let end = start.index as number;
    for (let i = end + 1; i < prose.length; i++) {
      const c = prose[i];
      if (c === '"') quoted = !quoted;
      else if (!quoted && c === '(') depth++;
      else if (!quoted && c === ')' && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    // A value, or a list of them: numbers, and text in quotes (a ranking's header and places).
    const item = '(?:"[^"]*"|-?\\d+(?:\\.\\d+)?)';
    const said = new RegExp(`^ (?:is|gives) (${item}(?:, ${item})*)`).exec(prose.slice(end));
    if (said === null) continue;
    const value = said[1] as string;
    found.push({
      formula: prose.slice(start.index, end),
      expected: (value.match(/"[^"]*"|-?\d+(?:\.\d+)?/g) ?? []).map((v) =>
        v.startsWith('"') ? v.slice(1, -1) : Number(v),
      ),
    });
  }
  return found;
}

describe.each(NAMES)('the help of %s', (name) => {
  const doc = docOf(name);

  it('marks every optional argument "Optional:", and only those', () => {
    expect(doc.params.size).toBeGreaterThan(0);
    for (const [param, { says }] of doc.params)
      expect([param, says.startsWith('Optional:')]).toEqual([param, OPTIONAL[name]?.includes(param)]);
  });

  it('lists the forms an argument takes: a column where it may be one, every yes/no word', () => {
    for (const [param, { says }] of doc.params) {
      if (YES_NO_PARAMS.includes(param)) expect(says).toContain('TRUE/FALSE, YES/NO, Y/N or 1/0');
      if (
        ![
          'hands',
          'deals',
          'all_scores',
          'chart',
          ...YES_NO_PARAMS,
          'first_dealer',
          'direction',
          'scale',
          'scoring',
          'result_is',
          'kind',
          'pairs',
          'rounds',
          'boards_per_round',
        ].includes(param)
      )
        expect(`${param}: ${says}`).toMatch(/column|range/);
    }
  });

  it('says how many cells it fills', () => {
    expect(doc.returns).toMatch(/\bcells?\b/);
    if (name === 'RUBBERTOTAL' || name === 'CHICAGOTOTAL') expect(doc.text).toMatch(/Fills 3 cells in a row/);
  });

  it('gives examples, with the note on locales that use ;', () => {
    expect(doc.text).toMatch(/Examples?: =/);
    expect(doc.text).toContain(LOCALE);
  });

  it('refers to nothing a user of the sheet has not seen', () => {
    expect(doc.text).not.toMatch(/\brules\b|README|docs\/|worked rubber/i);
  });

  it('states examples that work as shown', () => {
    const stated = examples(doc.text);
    expect(stated.length).toBeGreaterThan(0);
    for (const { formula, expected } of stated) {
      const value = evaluateFormula(formula, sheets);
      expect([formula, Array.isArray(value) ? value.flat() : [value]]).toEqual([formula, expected]);
    }
  });
});

describe('the help of the arguments that take more than their type says', () => {
  test.each([
    ['BRIDGESCORE', 'result', ['Optional:', '"=", "+1", "-2"', 'negative']],
    ['BRIDGESCORE', 'vulnerability', ['TRUE/FALSE, YES/NO, Y/N or VUL/NV', 'None, NS, EW, All', 'board number']],
    ['MATCHPOINTS', 'direction', ['NS', 'EW']],
  ])('%s %s', (name, param, words) => {
    const says = docOf(name).params.get(param);
    expect(says?.type).not.toBe('boolean');
    for (const word of words) expect(says?.says).toContain(word);
  });

  it('BUTLER and CROSSIMPS state their rounding', () => {
    expect(docOf('BUTLER').text).toMatch(/nearest\s+10, a 5 going to the even ten/);
    expect(docOf('BUTLER').text).toMatch(/fewer than 3/);
    expect(docOf('CROSSIMPS').text).toMatch(/not rounded/);
  });

  it('MATCHPOINTS and CROSSIMPS say a score missing from all_scores is refused', () => {
    for (const name of ['MATCHPOINTS', 'CROSSIMPS']) expect(docOf(name).text).toMatch(/refused, not\s+added/);
  });
});
