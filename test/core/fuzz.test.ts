// Properties that hold for any input, checked on random ones: the fast forms of the pairs scoring agree
// with the rules' pairwise definitions, and no input makes a loader, a parser or the add-on throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addEvent,
  chicagoEngine,
  crossImpsAgainst,
  type Engine,
  formatProblem,
  isScoredResult,
  loadSession,
  matchpointsAgainst,
  newChicago,
  newRubber,
  newTeamMatch,
  parsePbn,
  type RubberEvent,
  rankPairs,
  readPbnBoard,
  readPbnSession,
  rubberEngine,
  type Session,
  teamMatchEngine,
  toImps,
} from '../../core/index';
import { loadCode } from '../apps-script/load';
import { LOADERS, must } from '../support';

// Scores of any size a sheet may hold, fractions and near-duplicates included, not only tens.
const score = fc.oneof(
  fc.integer({ min: -400, max: 400 }).map((n) => n * 10),
  fc.integer({ min: -8000, max: 8000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
);
const board = fc.array(score, { minLength: 1, maxLength: 40 });

describe('matchpoints and cross-IMPs against a sorted board equal the pairwise rule', () => {
  it('matchpoints: 2 a score beaten, 1 a tie, against every other score of the board', () => {
    fc.assert(
      fc.property(board, score, fc.boolean(), (scores, extra, inBoard) => {
        const s = inBoard ? (scores[0] as number) : extra;
        // The rule, pair by pair: a score not on the board joins it; its tie with itself earns nothing.
        const all = scores.includes(s) ? scores : [...scores, s];
        let raw = -1;
        for (const other of all) raw += other < s ? 2 : other === s ? 1 : 0;
        const ours = matchpointsAgainst(scores)(s);
        expect(ours.ns).toBe(raw);
        expect(ours.ns + ours.ew).toBe(2 * (all.length - 1));
      }),
    );
  });

  it('cross-IMPs: the IMPs against every other score, averaged', () => {
    fc.assert(
      fc.property(board, score, fc.boolean(), (scores, extra, inBoard) => {
        const s = inBoard ? (scores[0] as number) : extra;
        const others = [...scores];
        const at = others.indexOf(s);
        if (at >= 0) others.splice(at, 1);
        let sum = 0;
        for (const other of others) sum += toImps(s - other);
        expect(crossImpsAgainst(scores)(s)).toBe(others.length === 0 ? 0 : sum / others.length);
      }),
    );
  });
});

const played = fc
  .record({
    level: fc.integer({ min: 1, max: 7 }),
    strain: fc.constantFrom('C', 'D', 'H', 'S', 'NT'),
    doubling: fc.constantFrom('', 'X', 'XX'),
    tricks: fc.integer({ min: 0, max: 13 }),
  })
  .map(({ level, strain, doubling, tricks }) => ({ level, strain, doubling, result: tricks - level - 6 }));
const rubberEvent: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant('hand'), side: fc.constantFrom('We', 'They'), contract: played }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'passed-out' }) },
  { weight: 1, arbitrary: fc.constant({ type: 'settle' }) },
);
const chicagoEvent: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('deal'),
      declarer: fc.constantFrom('N', 'E', 'S', 'W'),
      contract: played,
    }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'passed-out' }) },
);

// A team match's events, boards 1–6 of a four-board match from 1 (so some are refused), results typed
// well and badly.
const matchBoard = fc.integer({ min: 0, max: 6 });
const matchEvent = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('table'),
      board: matchBoard,
      table: fc.constantFrom(1, 2),
      result: fc.oneof(
        fc.constantFrom('4S= N', '3NTX-2 W', 'Pass', '-620', '420', '7NT= S', '1C-7 E', '4S=', '425'),
        fc.integer({ min: -800, max: 800 }).map((n) => String(n * 10)),
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('clear'), board: matchBoard, table: fc.constantFrom(1, 2) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('deal'),
      board: matchBoard,
      dealer: fc.constantFrom('N', 'E', 'S', 'W'),
      vulnerability: fc.constantFrom('None', 'NS', 'EW', 'All'),
    }),
  },
);

/** Adds each event the session takes (skipping those it refuses), keeping every state on the way. */
function grow<S, E, St>(engine: Engine<S, E, St>, start: Session<S, E>, events: readonly unknown[]) {
  let session = start;
  const seen: { state: St; json: string }[] = [];
  for (const event of events) {
    const next = addEvent(engine, session, event as E);
    if (!next.ok) continue;
    session = next.value.session;
    seen.push({ state: next.value.state, json: JSON.stringify(next.value.state) });
  }
  return { session, seen };
}

describe('sessions: adding an event and loading the events give the same state', () => {
  const cases = [
    ['a rubber', rubberEngine, () => newRubber(), rubberEvent],
    ['a Chicago', chicagoEngine, () => newChicago(), chicagoEvent],
    ['a team match', teamMatchEngine, () => must(newTeamMatch()), matchEvent],
  ] as const;
  for (const [name, engine, fresh, event] of cases) {
    it(`${name}: the loaded state is the added one, and no state handed out changes afterwards`, () => {
      fc.assert(
        fc.property(fc.array(event, { maxLength: 30 }), (events) => {
          const { session, seen } = grow(engine as Engine<unknown, unknown, unknown>, fresh(), events);
          const loaded = loadSession(engine as Engine<unknown, unknown, unknown>, JSON.parse(JSON.stringify(session)));
          expect(loaded.ok).toBe(true);
          const last = seen.at(-1);
          if (last !== undefined) expect((loaded as { value: { state: unknown } }).value.state).toEqual(last.state);
          // A replay grows its own lists in place: none that was handed out before may have grown.
          for (const { state, json } of seen) expect(JSON.stringify(state)).toBe(json);
        }),
        { numRuns: 200 },
      );
    });
  }
});

describe('adding an event applies that event, not the whole session again', () => {
  it('a loaded session of 50 passed-out hands takes one more with one apply', () => {
    let applied = 0;
    const counting: Engine<unknown, unknown, unknown> = {
      ...(rubberEngine as Engine<unknown, unknown, unknown>),
      apply(state, event) {
        applied++;
        return (rubberEngine as Engine<unknown, unknown, unknown>).apply(state, event);
      },
    };
    const events: RubberEvent[] = Array.from({ length: 50 }, () => ({ type: 'passed-out' }));
    const loaded = loadSession(counting, { ...newRubber(), events });
    expect(loaded.ok).toBe(true);
    expect(applied).toBe(50);
    const added = addEvent(counting, (loaded as { value: { session: Session<unknown, unknown> } }).value.session, {
      type: 'passed-out',
    } satisfies RubberEvent);
    expect(added.ok).toBe(true);
    expect(applied).toBe(51);
  });
});

// JSON of any shape, nested deep now and then: as a saved session may come back from storage or a file.
const deepJson = fc
  .tuple(fc.integer({ min: 0, max: 6000 }), fc.constantFrom('[', '{"a":'), fc.jsonValue())
  .map(([depth, open, inner]) => {
    const close = open === '[' ? ']' : '}';
    return `${open.repeat(depth)}${JSON.stringify(inner)}${close.repeat(depth)}`;
  });
const sessionLike = fc.record({
  format: fc.oneof(
    fc.constantFrom('bridge-scorer/rubber', 'bridge-scorer/chicago', 'bridge-scorer/bugger'),
    fc.jsonValue(),
  ),
  version: fc.oneof(fc.constant(1), fc.jsonValue()),
  settings: fc.oneof(fc.constant({ players: ['A', 'B', 'C'] }), fc.jsonValue()),
  events: fc.array(fc.oneof(fc.jsonValue(), rubberEvent, chicagoEvent)),
});

describe('the loaders never throw, whatever the JSON', () => {
  for (const [name, load] of Object.entries(LOADERS)) {
    it(`${name}: any JSON text or value gives a result, and a refusal is a short message`, () => {
      fc.assert(
        fc.property(
          fc.oneof(
            deepJson,
            fc.json(),
            sessionLike.map((v) => JSON.stringify(v)),
            sessionLike,
          ),
          (input) => {
            const loaded = load(input);
            if (!loaded.ok) expect(formatProblem(loaded.error).length).toBeLessThan(400);
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});

// Cells as Sheets passes them, hostile ones included: huge and tiny numbers, long text, invisible
// formatting characters, dates, booleans and blanks.
const { global: sheets, evaluate } = loadCode();
const sheetsDate = evaluate('new Date(2026, 2, 4)');
const cell = fc.oneof(
  fc.double({ noNaN: false }),
  fc.integer({ min: -8000, max: 8000 }),
  fc.constantFrom('', 'None', 'NS', '4S', '3NT=', '-2', '=', '+1', 'N', 'We 150', '\u200E4S\u200F', '12345678901'),
  fc.string({ maxLength: 60 }),
  fc.string({ minLength: 2000, maxLength: 3000 }),
  fc.boolean(),
  fc.constant(sheetsDate),
);
const columnOf = (rows: number) => fc.array(fc.tuple(cell), { minLength: rows, maxLength: rows });

describe('every range function: a bad row is that row’s message, the other rows compute', () => {
  const board = [[620], [420], [170], [-50]];
  const functions: [string, number, (column: unknown[][], other: unknown[][]) => unknown[]][] = [
    ['BRIDGESCORE', 2, (a, b) => [a, b, 'None', 'N']],
    ['IMPS', 2, (a, b) => [a, b]],
    ['BOARDDEALER', 1, (a) => [a]],
    ['BOARDVUL', 1, (a) => [a]],
    ['BUGGERSCORE', 2, (a, b) => [a, b]],
    ['VP', 2, (a, b) => [a, b]],
    ['MATCHPOINTS', 1, (a) => [a, board]],
    ['CROSSIMPS', 1, (a) => [a, board]],
    ['BUTLER', 1, (a) => [a, board]],
    // BOARDMATCHPOINTS' first cell a row: its N/S matchpoints, or the row's message.
    ['BOARDMATCHPOINTS', 2, (a, b) => [a, b]],
  ];
  for (const [name, , args] of functions) {
    it(`${name}: each row a finite number, a blank or a message of at most 200 characters`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 8 }).chain((rows) => fc.tuple(columnOf(rows), columnOf(rows))),
          ([a, b]) => {
            const out = (sheets[name] as (...x: unknown[]) => unknown)(...args(a, b)) as unknown[][];
            expect(out).toHaveLength(a.length);
            for (const [value] of out) {
              if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
              else expect(typeof value === 'string' && value.length <= 200).toBe(true);
            }
          },
        ),
        { numRuns: 200 },
      );
    });
  }
});

describe('PAIRRANKING answers any four columns: a ranking, or one short message for the whole call', () => {
  it('never throws anything but its own refusal, and ranks every pair once', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((rows) => fc.tuple(columnOf(rows), columnOf(rows), columnOf(rows), columnOf(rows))),
        fc.constantFrom('', 'IMP', 'Butler'),
        fc.boolean(),
        ([boards, ns, ew, scores], scoring, byDirection) => {
          let out: unknown[][];
          try {
            out = (sheets.PAIRRANKING as (...x: unknown[]) => unknown[][])(
              boards,
              ns,
              ew,
              scores,
              '',
              byDirection,
              scoring,
            );
          } catch (error) {
            // An Error of the script's own realm, as Sheets would show it on #ERROR!.
            expect(Object.prototype.toString.call(error)).toBe('[object Error]');
            expect((error as Error).message.length).toBeLessThanOrEqual(300);
            return;
          }
          // Each block (one, or N/S and E/W) opens with its header and ranks each of its pairs once; a
          // note on the results not read, a text and no pair, can only close the answer.
          let block = 0;
          const pairs: string[] = [];
          for (const [i, line] of out.entries()) {
            if (line[0] === 'Place') block++;
            else if (line[0] !== '' && (line[1] ?? '') === '') {
              expect(i).toBe(out.length - 1);
              expect(String(line[0]).length).toBeLessThanOrEqual(400);
            } else if (line[0] !== '') {
              pairs.push(`${block} ${line[1]}`);
              for (const figure of line.slice(2)) expect(Number.isFinite(figure as number)).toBe(true);
            }
          }
          expect(new Set(pairs).size).toBe(pairs.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

// PBN as a hostile file might be: pieces of real syntax in any order, with long runs of one of them.
const pbnPiece = fc.oneof(
  fc.constantFrom('{', '}', '[', ']', '"', ';', '%', '\n', '\r\n', ' ', '\\', '{a comment}'),
  fc.constantFrom('[Board "1"]', '[Score "NS 420"]', '[Contract "4S"]', '[Declarer "N"]', '[Result "10"]'),
  fc.constantFrom('[Vulnerable "All"]', '[Dealer "E"]', '[Auction "N"]', '1S Pass 2S AP', '[Score "EW 9'),
  fc.constantFrom(
    '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]',
    '\n1 2 4S N 10 "420" -',
  ),
  fc.constantFrom('[TotalScoreTable "PairId;Names\\20L"]', '\n3 "Ann - Bob"', ' "A+" ', ' - ', '[Scoring "IMP"]'),
  fc.tuple(fc.constantFrom('{', '[', '9', 'x'), fc.integer({ min: 1, max: 3000 })).map(([c, n]) => c.repeat(n)),
  fc.string({ maxLength: 20 }),
);

describe('parsePbn and readPbnBoard answer any text', () => {
  it('with games, or a refusal of at most a few hundred characters naming its line', () => {
    fc.assert(
      fc.property(fc.array(pbnPiece, { maxLength: 40 }), (pieces) => {
        const games = parsePbn(pieces.join(''));
        if (!games.ok) {
          expect(formatProblem(games.error).length).toBeLessThan(300);
          expect(formatProblem(games.error)).toMatch(/\(line \d+/);
          return;
        }
        for (const game of games.value) {
          const board = readPbnBoard(game);
          if (!board.ok) expect(formatProblem(board.error).length).toBeLessThan(300);
          else if (board.value.score !== undefined) expect(Number.isSafeInteger(board.value.score)).toBe(true);
        }
        // Read as a pairs session and ranked: an answer or a short refusal, never a throw.
        const session = readPbnSession(games.value);
        if (!session.ok) expect(formatProblem(session.error).length).toBeLessThan(300);
        else {
          const ranking = rankPairs(session.value.results.filter(isScoredResult));
          if (!ranking.ok) expect(formatProblem(ranking.error).length).toBeLessThan(300);
        }
      }),
      { numRuns: 500 },
    );
  });
});
