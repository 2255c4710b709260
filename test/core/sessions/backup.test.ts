import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { problem } from '../../../core/base/index';
import {
  buggerEngine,
  chicagoEngine,
  type Engine,
  formatBackup,
  formatProblem,
  type KeptSession,
  MAX_BACKUP_LENGTH,
  mergeHistory,
  parseBackup,
  type Result,
  readKeptSession,
  rubberEngine,
} from '../../../core/index';
import { BACKUP_FORMAT } from '../../../core/sessions/index';
import { wordsOf } from '../../support';

const ENGINES = { rubber: rubberEngine, chicago: chicagoEngine, bugger: buggerEngine };
const parse = (text: string) => parseBackup(text, ENGINES);

const unwrap = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(formatProblem(result.error));
  return result.value;
};

// Written by hand as a file holds them, not built by the code under test.
const FOUR_SPADES = '{"type":"hand","side":"We","contract":{"level":4,"strain":"S","doubling":"","result":0}}';
const rubberJson = (events: string[]) =>
  `{"format":"bridge-scorer/rubber","version":1,"settings":{"honors":true},"events":[${events.join(',')}]}`;
const CHICAGO_JSON =
  '{"format":"bridge-scorer/chicago","version":1,"settings":{"honors":true,"vulnerability":"dealer-opponents","partScores":"carry"},' +
  '"events":[{"type":"deal","declarer":"N","contract":{"level":3,"strain":"NT","doubling":"","result":1}}]}';
const BUGGER_JSON =
  '{"format":"bridge-scorer/bugger","version":1,"settings":{"players":["Ann","Bob","Cy"]},"events":[]}';

const entry = (fields: string, session: string) => `{${fields},"session":${session}}`;
const file = (history: string[], current = '{}') =>
  `{"format":"${BACKUP_FORMAT}","version":1,"exported":"2026-11-30T12:00:00Z","history":[${history.join(',')}],"current":${current}}`;

const OLD_RUBBER = entry(
  '"id":"r1","kind":"rubber","started":"2026-11-01T19:00:00Z","ended":"2026-11-01T21:00:00Z","names":["Ann & Bob","Cy & Di"]',
  rubberJson([FOUR_SPADES, FOUR_SPADES]),
);
const NEW_CHICAGO = entry(
  '"id":"c1","kind":"chicago","ended":"2026-11-20T20:00:00.000Z","names":["Ann","Bob","Cy","Di"]',
  CHICAGO_JSON,
);
const UNDATED_BUGGER = entry('"id":"b1","kind":"bugger"', BUGGER_JSON);

describe('parseBackup reads a hand-made file', () => {
  it('reads every entry with its dates and names, newest first, and the session in play of each kind', () => {
    const backup = unwrap(
      parse(
        file(
          [UNDATED_BUGGER, OLD_RUBBER, NEW_CHICAGO],
          `{"rubber":${entry('"id":"r2","kind":"rubber"', rubberJson([]))}}`,
        ),
      ),
    );
    expect(backup.history.map((k) => k.id)).toEqual(['c1', 'r1', 'b1']);
    expect(backup.history[1]).toEqual({
      id: 'r1',
      kind: 'rubber',
      started: '2026-11-01T19:00:00Z',
      ended: '2026-11-01T21:00:00Z',
      names: ['Ann & Bob', 'Cy & Di'],
      session: JSON.parse(rubberJson([FOUR_SPADES, FOUR_SPADES])),
    });
    expect(backup.current.rubber?.session.events).toEqual([]);
    expect(backup.current.chicago).toBeUndefined();
  });

  it('gives back what formatBackup wrote', () => {
    const backup = unwrap(parse(file([OLD_RUBBER, NEW_CHICAGO, UNDATED_BUGGER])));
    const again = unwrap(parse(formatBackup(backup, '2026-11-30T12:00:00Z')));
    expect(again).toEqual(backup);
    expect(JSON.parse(formatBackup(backup, '2026-11-30T12:00:00Z'))).toMatchObject({
      format: 'bridge-scorer/backup',
      version: 1,
      exported: '2026-11-30T12:00:00Z',
    });
  });

  it('keeps only the fields it knows: extra keys in an entry or an event are not carried in', () => {
    const extra = entry(
      '"id":"r1","kind":"rubber","password":"x"',
      rubberJson(['{"type":"passed-out","note":"=HYPERLINK(1)"}']),
    );
    const backup = unwrap(parse(file([extra])));
    expect(backup.history[0]).toEqual({
      id: 'r1',
      kind: 'rubber',
      session: JSON.parse(rubberJson(['{"type":"passed-out"}'])),
    });
  });
});

describe('parseBackup refuses a bad file, saying where and why', () => {
  it.each([
    ['not JSON', 'hello', /^not a backup file: not valid JSON/],
    [
      'a session, not a backup',
      rubberJson([]),
      /^not a backup file: its format must be "bridge-scorer\/backup", not "bridge-scorer\/rubber"$/,
    ],
    ['a list', '[1,2]', /^not a backup file: its format must be "bridge-scorer\/backup", not \[1,2\]$/],
    [
      'a later version',
      `{"format":"${BACKUP_FORMAT}","version":2,"history":[]}`,
      /^backup version 2 is not known here/,
    ],
    ['no history', `{"format":"${BACKUP_FORMAT}","version":1}`, /^"history" must be a list, not undefined$/],
  ])('%s', (_name, text, message) => {
    const read = parse(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(formatProblem(read.error)).toMatch(message);
  });

  it('names the entry, its kind and date, and the event: a hand after the rubber was over', () => {
    const overPlayed = entry(
      '"id":"r9","kind":"rubber","started":"2026-11-02T19:30:00Z"',
      rubberJson([FOUR_SPADES, FOUR_SPADES, FOUR_SPADES]),
    );
    expect(wordsOf(parse(file([OLD_RUBBER, NEW_CHICAGO, overPlayed])))).toEqual({
      ok: false,
      error: 'entry 3 (rubber, 2026-11-02): event 3: the rubber is over; start a new one',
    });
  });

  it.each([
    [
      'a bad id',
      '"id":"../x","kind":"rubber"',
      'entry 1 (rubber): its id must be 1–64 letters, digits, "-" or "_", not "../x"',
    ],
    [
      'an unknown kind',
      '"id":"a","kind":"poker"',
      'entry 1: its kind must be rubber, chicago, bugger, match, not "poker"',
    ],
    [
      'a bad date',
      '"id":"a","kind":"rubber","ended":"yesterday"',
      'entry 1 (rubber): "ended" must be a date and time like "2026-11-02T19:30:00Z", not "yesterday"',
    ],
    [
      'names not a list',
      '"id":"a","kind":"rubber","names":"We"',
      'entry 1 (rubber): "names" must be a list of at most 8 names, not "We"',
    ],
    [
      'a name not text',
      '"id":"a","kind":"rubber","names":["We",{"a":1}]',
      'entry 1 (rubber): each name must be a text of at most 60 characters, not {"a":1}',
    ],
  ])('%s', (_name, fields, message) => {
    expect(wordsOf(parse(file([entry(fields, rubberJson([]))])))).toEqual({ ok: false, error: message });
  });

  it('a session of the wrong kind for its entry', () => {
    expect(wordsOf(parse(file([entry('"id":"a","kind":"chicago"', rubberJson([]))])))).toEqual({
      ok: false,
      error: 'entry 1 (chicago): this is a "bridge-scorer/rubber" session, not "bridge-scorer/chicago"',
    });
  });

  it('a current session filed under another kind, or under a kind not kept here', () => {
    expect(wordsOf(parse(file([], `{"chicago":${entry('"id":"a","kind":"rubber"', rubberJson([]))}}`)))).toEqual({
      ok: false,
      error: 'current chicago: it holds a rubber',
    });
    expect(wordsOf(parse(file([], '{"poker":{}}')))).toEqual({
      ok: false,
      error: 'current "poker": not a kind of session kept here',
    });
  });
});

// A stand-in for engineer B's team-match engine: the seam takes any engine for the kind.
const matchEngine: Engine<null, { type: 'board' }, number> = {
  format: 'bridge-scorer/team-match',
  version: 1,
  readSettings: (value) =>
    value === null ? { ok: true, value: null } : { ok: false, error: problem('not-null', 'must be null') },
  readEvent: () => ({ ok: true, value: { type: 'board' } }),
  start: () => 0,
  apply: (state) => ({ ok: true, value: state + 1 }),
};
const MATCH = entry(
  '"id":"m1","kind":"match"',
  '{"format":"bridge-scorer/team-match","version":1,"settings":null,"events":[]}',
);

describe('the engines are a parameter, so that the team match plugs in', () => {
  it('a match is refused by engines without one, saying so, and read when its engine is given', () => {
    expect(wordsOf(parse(file([MATCH])))).toEqual({
      ok: false,
      error: 'entry 1 (match): a match cannot be read by this build',
    });
    expect(unwrap(parseBackup(file([MATCH]), { ...ENGINES, match: matchEngine })).history[0]?.kind).toBe('match');
  });
});

describe('parseBackup on hostile input', () => {
  it('refuses a file larger than the storage area at once, without parsing it', () => {
    const huge = `{"format":"${BACKUP_FORMAT}","pad":"${'x'.repeat(MAX_BACKUP_LENGTH)}"}`;
    const read = parse(huge);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(formatProblem(read.error)).toMatch(/a backup is at most 10 MB$/);
  });

  it('an entry nested a hundred thousand deep, or a history of a million nulls', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const read = parse(file([deep]));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(formatProblem(read.error)).toMatch(/^entry 1: a kept session must be an object, not \[\[\[\[/);
    expect(wordsOf(parse(file(Array(1_000_000).fill('null'))))).toEqual({
      ok: false,
      error: 'entry 1: a kept session must be an object, not null',
    });
  });

  it('__proto__ keys do not reach the objects it builds', () => {
    const read = parse(`{"format":"${BACKUP_FORMAT}","version":1,"history":[],"current":{"__proto__":{"polluted":1}}}`);
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
    expect(wordsOf(read)).toEqual({ ok: false, error: 'current "__proto__": not a kind of session kept here' });
  });

  it('never throws, whatever the text or the JSON value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ format: BACKUP_FORMAT, version: 1, history: [v], current: v })),
        ),
        (text) => {
          const read = parse(text);
          expect(typeof read.ok).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });
});

const kept = (id: string, ended: string, events = 0): KeptSession => ({
  id,
  kind: 'rubber',
  ended,
  session: {
    format: 'bridge-scorer/rubber',
    version: 1,
    settings: { honors: true },
    events: Array(events).fill({ type: 'passed-out' }),
  },
});

describe('set-aside data in a backup', () => {
  it('is carried as it is, and a file without any reads as before', () => {
    const aside = [{ key: 'rubber', when: '2026-11-30T12:00:00Z', problem: 'version 2 is not known', value: { v: 2 } }];
    const text = formatBackup({ history: [], current: {}, aside }, '2026-11-30T12:00:00Z');
    expect(unwrap(parse(text)).aside).toEqual(aside);
    expect(unwrap(parse(file([]))).aside).toBeUndefined();
  });

  it('an entry that does not say where it was, when and why is refused', () => {
    const text = file([]).replace(/}$/, ',"aside":[{"key":"rubber","value":1}]}');
    expect(wordsOf(parse(text))).toEqual({
      ok: false,
      error: 'aside 1: must say its key, when and problem, not {"key":"rubber","value":1}',
    });
  });
});

describe('set-aside data nested too deep to be written again', () => {
  it('is refused when the file is read, so that no import stops half-way', () => {
    // JSON.parse reads 100,000 nested lists; JSON.stringify, which storage and the next export need, cannot.
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const text = file([]).replace(
      /}$/,
      `,"aside":[{"key":"rubber","when":"2026-11-30T12:00:00Z","problem":"x","value":${deep}}]}`,
    );
    expect(wordsOf(parse(text))).toEqual({ ok: false, error: 'aside 1: its value is nested too deep to be kept' });
  });
});

describe('mergeHistory', () => {
  const here = [kept('a', '2026-11-10T20:00:00Z'), kept('b', '2026-11-01T20:00:00Z')];

  it('adds new entries in date order, and does not double one already here', () => {
    const merged = mergeHistory(here, [kept('b', '2026-11-01T20:00:00Z'), kept('c', '2026-11-05T20:00:00Z')]);
    expect(merged.history.map((k) => k.id)).toEqual(['a', 'c', 'b']);
    expect([merged.added, merged.already]).toEqual([1, 1]);
  });

  it('the same entry with its keys in another order is still the same', () => {
    const reordered = JSON.parse(
      '{"session":{"events":[],"settings":{"honors":true},"version":1,"format":"bridge-scorer/rubber"},"ended":"2026-11-01T20:00:00Z","kind":"rubber","id":"b"}',
    );
    expect(mergeHistory(here, [reordered]).already).toBe(1);
  });

  it('a different game under an id already here: both kept, the new one under a new id; again, nothing added', () => {
    const edited = kept('a', '2026-11-10T20:00:00Z', 2);
    const once = mergeHistory(here, [edited]);
    expect(once.history.map((k) => k.id)).toEqual(['a', 'a~2', 'b']);
    expect(once.history[0]).toEqual(here[0]);
    expect(once.history[1]?.session.events).toHaveLength(2);
    const twice = mergeHistory(once.history, [edited]);
    expect([twice.added, twice.already]).toEqual([0, 1]);
    expect(twice.history).toEqual(once.history);
  });

  it('ten thousand different games under one id: each gets its own id, and every id reads back', () => {
    // Past ~9999 the old suffix rule made ids that readKeptSession refused.
    const many = Array.from({ length: 10_050 }, (_, i) => ({ ...kept('a', '2026-11-10T20:00:00Z'), names: [`${i}`] }));
    const merged = mergeHistory(here, many);
    expect(merged.added).toBe(10_050);
    const ids = merged.history.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('a~10051');
    const unreadable = merged.history.filter((k) => !readKeptSession(k, ENGINES).ok);
    expect(unreadable.map((k) => k.id)).toEqual([]);
  });

  it('a game already here under a suffixed id is not added again', () => {
    const once = mergeHistory(here, [kept('a', '2026-11-10T20:00:00Z', 2), kept('a', '2026-11-10T20:00:00Z', 3)]);
    const again = mergeHistory(once.history, [kept('a', '2026-11-10T20:00:00Z', 3)]);
    expect([again.added, again.already]).toEqual([0, 1]);
    expect(again.history).toEqual(once.history);
  });

  it('entries without dates go last, in the order they came', () => {
    const undated = (id: string): KeptSession => ({ ...kept(id, ''), ended: undefined as unknown as string });
    const merged = mergeHistory([undated('x')], [undated('y'), kept('z', '2026-01-01T00:00:00Z')]);
    expect(merged.history.map((k) => k.id)).toEqual(['z', 'x', 'y']);
  });
});
