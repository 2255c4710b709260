// One wording a code: a face (or another language) words a problem from its code and params, so every
// refusal the core gives under one code must be one sentence pattern once its params are put back, and
// nothing that varies in a sentence may be missing from its params. Checked on the refusals a corpus of
// bad input draws from every public reader and engine, not on a catalogue the code could drift from.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../core/base/problem';
import { orList } from '../../../core/index';
import { problems } from './refusals';
import './refusals-files';
import './refusals-movements';
import './refusals-solver';
import './refusals-deal-text';
import './refusals-usebio';
import './refusals-swiss';
import './refusals-teams';

/** A param's value as a reason writes it: a list with commas, or as a choice (`"a", "b" or "c"`). */
const written = (value: unknown, form = ''): string | undefined =>
  Array.isArray(value)
    ? form === 'or'
      ? orList(value.map(String))
      : value.join(', ')
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : undefined;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The reason with each param's value put back as `{name}`: longest values first, numbers whole. */
function template(found: Problem): string {
  const params = Object.entries(found.params ?? {})
    .flatMap(([name, value]) => [
      [name, written(value)] as const,
      ...(Array.isArray(value) && value.length > 1 ? [[`${name}|or`, written(value, 'or')] as const] : []),
    ])
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined && entry[1] !== '')
    .sort((a, b) => b[1].length - a[1].length);
  let text = found.reason;
  for (const [name, value] of params) {
    const pattern = /^\d+$/.test(value) ? `(?<![\\d.])${escaped(value)}(?!\\d)` : escaped(value);
    text = text.replace(new RegExp(pattern, 'g'), `{${name}}`);
  }
  return text;
}

/** A template filled with a problem's params: the reason it must give back. */
const filled = (pattern: string, found: Problem): string =>
  pattern.replace(
    /\{(\w+)(?:\|(or))?\}/g,
    (whole, name: string, form?: string) => written(found.params?.[name], form) ?? whole,
  );

/** A count's noun in one number: `1 trick` and `2 tricks` are one wording, in any language's plural. */
const singular = (text: string): string => text.replace(/(\d \w+?)s\b/g, '$1').replace(/(\} \w+?)s\b/g, '$1');

/** The codes of a whole refused for one of its parts in the part's own words (`within`): its cause words it. */
const IN_PART_WORDS = new Set(['bad-settings', 'bad-event', 'impossible-event']);

/** The code whose one wording a problem's reason is: a session's refusal is worded as its part. */
const key = (found: Problem): string =>
  IN_PART_WORDS.has(found.code) && found.cause !== undefined ? found.cause : found.code;

/**
 * Numbers a wording has whatever the input: a range it states, an example. Any other digits in a
 * sentence are a value that varies, and belong in its params.
 */
const FIXED_NUMBERS = [
  '1–{',
  // How an adjusted score is written, by example, and what a weighted score's parts add up to.
  '60/40',
  // Where a BBO link's dealer digit counts from, and what a deal pasted looks like.
  '1–4 (1 is South)',
  '(N:AKQ2.J5.T98.K43 …)',
  'each hand holds 13',
  'N/S 420, E/W -450',
  '50% 620 + 50% 420',
  'add up to 100%',
  'such as 4S, 3NTX',
  'such as 4S',
  'such as 1S',
  '1 or more',
  '0 or more',
  'from 0 to',
  '1 or 0',
  '(1100)',
  '(1.1)',
  '{bid}-1',
  '4 names a table',
  'as in 4S',
  'as in {sign}1',
  ', +1, -2',
  '0–13',
  '(2–9, T, J, Q, K, A)',
  'such as SA, H10 or ♦7',
  'such as 12 or -5',
  'at most 9 digits',
  '1/0',
  'board 1 (nobody',
  'as in 4S= N',
  '"NS 420", "EW -50"',
  '(4, 8, 12, …)',
  '100 (four) or 150 (all five)',
  'for 150',
  'multiple of 10',
  'a whole number from 1',
  'down 1 to',
  'as in N/S 3',
  'numbered from 1',
  // USEBIO: the root a file starts with, the versions read, an adjusted score by example.
  '<USEBIO Version="1.2">',
  'version 1.0, 1.1, 1.2 or 1.3',
  '(A6040)',
  // A club's VP table, by example: its bands as clubs print them, and where its first band starts.
  'such as 0 10-10, then 1-2 11-9',
  'such as 3-6 11-9',
  '(such as 28+)',
  '(the first at 0,',
];

/** The codes the core's source gives a refusal, as its helpers write them: `refused('code', …)`, `code: 'code'`. */
function sourceCodes(): Set<string> {
  const core = join(__dirname, '../../../core');
  const patterns = [
    /\b(?:parseError|refused|refuse|problem|sessionError|pbnError|fail)\(\s*'([a-z][a-z0-9-]*)'/g,
    // A hand row's fail(field, input, code, …), and a PBN board's boardError(game, code, …).
    /\bfail\(\s*'[a-z]+',\s*[^,()]+,\s*'([a-z][a-z0-9-]*)'/g,
    /\bboardError\(\s*game,\s*'([a-z][a-z0-9-]*)'/g,
    /\bcode: '([a-z][a-z0-9-]*)'/g,
    /\? '([a-z][a-z0-9-]*)' : '([a-z][a-z0-9-]*)'/g,
  ];
  const codes = new Set<string>();
  for (const file of readdirSync(core, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const text = readFileSync(join(core, file), 'utf8');
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) for (const code of match.slice(1)) if (code) codes.add(code);
  }
  // A hand row's fields (fail's first argument), Bugger's announcements and cross-IMP totals are not codes.
  for (const word of ['contract', 'result', 'vulnerability', 'declarer', 'over-bid', 'under-bid', 'average', 'sum'])
    codes.delete(word);
  return codes;
}

/**
 * Codes the corpus does not draw on their own: a board's rescoring, which a result read on entry cannot
 * fail; a drawn card that is not one, seen only as a player's draw within its event; and an XML file
 * the parser reads with no root, or fails on without an XML error (a file nested too deep is refused
 * before it is read): kept so that neither would throw.
 */
const NOT_DRAWN = new Set(['board-score', 'drawn-card', 'xml-empty', 'xml-unreadable']);

describe('the codes of the core’s refusals', () => {
  it('draw every code the core gives, so that a new code is checked too', () => {
    const drawn = new Set(problems.flatMap((found) => [found.code, found.cause ?? found.code]));
    const missing = [...sourceCodes()].filter((code) => !drawn.has(code) && !NOT_DRAWN.has(code));
    expect(missing).toEqual([]);
  });

  it('draw refusals from every reader and engine', () => {
    expect(problems.length).toBeGreaterThan(200);
    expect(new Set(problems.map(key)).size).toBeGreaterThan(100);
  });

  it('word each code in one sentence pattern once its params are put back', () => {
    const byKey = new Map<string, Problem[]>();
    for (const found of problems) byKey.set(key(found), [...(byKey.get(key(found)) ?? []), found]);
    const several: { [key: string]: string[] } = {};
    for (const [code, found] of byKey) {
      const patterns = [...new Set(found.map(template))];
      // One of the patterns, filled with each refusal's params, must give back every reason.
      const fits = patterns.some((pattern) =>
        found.every((one) => singular(filled(pattern, one)) === singular(one.reason)),
      );
      if (!fits) several[code] = patterns;
    }
    expect(several).toEqual({});
  });

  it('keep every number that varies in a reason in its params', () => {
    const unaccounted = new Set<string>();
    for (const found of problems) {
      let rest = template(found);
      for (const fixed of FIXED_NUMBERS) rest = rest.replaceAll(fixed, '');
      if (/\d/.test(rest)) unaccounted.add(`${key(found)}: ${template(found)}`);
    }
    expect([...unaccounted]).toEqual([]);
  });
});
