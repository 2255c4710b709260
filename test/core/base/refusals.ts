// A corpus of bad input run through every public reader and engine of the core, and the refusals it
// draws: what problem-codes.test.ts checks the codes and wordings of.
import type { Problem } from '../../../core/base/problem';
import { honorsProblem, parseAdjusted, parseVulnerability } from '../../../core/hand/index';
import { parseLanguage } from '../../../core/i18n/index';
import {
  addEvent,
  buggerEngine,
  buggerPoints,
  chicagoEngine,
  type Engine,
  loadSession,
  newBugger,
  newProgressive,
  newTeamMatch,
  parseBoardNumber,
  parseContract,
  parseHandRow,
  parseHonors,
  parseNumber,
  parseTableResult,
  parseYesNo,
  pendingMovement,
  progressiveEngine,
  removeEvent,
  replaceEvent,
  rubberEngine,
  scoreMatch,
  scoreTable,
  seatTables,
  teamMatchEngine,
  vpInputProblem,
} from '../../../core/index';
import { rankPairs } from '../../../core/results/index';
import { planMovement } from '../../../core/sessions/progressive/index';
import { checkAuction, countTricks, parseCall, parseCard, parseDeal, parseHand } from '../../../core/table/index';

type Outcome = { readonly ok: boolean; readonly error?: unknown };

/** Every refusal the corpus draws, in the order drawn. */
export const problems: Problem[] = [];
/** Keeps the refusal of each outcome; an outcome that is not refused draws nothing. */
export const collect = (...outcomes: Outcome[]) => {
  for (const outcome of outcomes) if (!outcome.ok) problems.push(outcome.error as Problem);
};

// Hand rows, contracts, calls, cards, deals, boards, numbers, honors, yes or no.
const contracts = ['', '8S', '0NT', 'S4', '4Q', '4S by Q', '4S+', '4S-', '4S-0', '4S+4', '3NT+5', '7NT+1', '6C+2'];
collect(...[...contracts, '4S-11', '1C-8', '7D-14', '4S?', '3NT hello', '4SXX junk'].map((c) => parseContract(c)));
collect(parseContract(42 as unknown as string));
collect(...['', 'X', 'XX', 'Q', '8C', '1Z', '1SX', '2H=', 'P?'].map((c) => parseCall(c)));
collect(...['', 'S1', 'Z5', 'SAK'].map((c) => parseCard(c)));
collect(...['AKQ', 'AKZ.....', 'AKQ1.2.3.4', 'AA.K.Q.J', 'AKQ.JT9.876'].map((h) => parseHand(h)));
const deal = 'N:AKQJ.AKQ.AKQ.AKQ 2345.2345.2345.2 6789.6789.6789.3 T.JT.JT.JT9876';
collect(...['X:', 'AKQ', 'N: A.K.Q.J', 'N:A.B.C.D - - -', 'N:AK.2.3.4 A.5.6.7 - -', deal].map((d) => parseDeal(d)));
collect(...[0, -3, 1.5, 'x', '12x', 1e10, '1234567890', 'board'].map((b) => parseBoardNumber(b as number)));
collect(...['', 'Nonee', 'NSEW', 'all of them'].map((v) => parseVulnerability(v)));
collect(...['', 'maybe', 'yess', '2'].map((y) => parseYesNo(y)));
collect(...['', 'x', '1.5.5', '1,000', '1.000', '1e400', '9'.repeat(30), '--5'].map((n) => parseNumber(n)));
const sides = { NS: 'NS', EW: 'EW' } as const;
const pairs = { WE: 'We', THEY: 'They' } as const;
collect(...['', 'NS', 'NS 120', 'EW 100', 'We 150', 'xx 100'].map((h) => parseHonors(h, sides, 'NT')));
collect(honorsProblem('S', 120), honorsProblem('NT', 100), honorsProblem('H', Number.NaN));
collect(parseHonors('NS 120', sides, 'S'), parseHonors('NS 100', sides, 'NT'), parseHonors('150', pairs, 'C'));
const rows = [
  { contract: '' },
  { contract: true },
  { contract: '4S' },
  { contract: '4S= 10' },
  { contract: 'Pass 7' },
  { contract: 'Pass', result: 2 },
  { contract: '4S 9 N' },
  { contract: '4S 20' },
  { contract: '7NT 0', resultIs: 'relative' },
  { contract: '4S', result: true },
  { contract: '4S', result: 1.5 },
  { contract: '4S', result: 14 },
  { contract: '1C', result: 20 },
  { contract: '3NT', result: 1 },
  { contract: '4H', result: 0 },
  { contract: '2S', result: 2 },
  { contract: '4S', result: '+4' },
  { contract: '4S', result: '-11' },
  { contract: '4S', result: 'x' },
  { contract: '4S', result: -11 },
  { contract: '6NT', result: '+2' },
  { contract: '4S=', result: '+1' },
  { contract: '4S+1', result: '-1' },
  { contract: '4S= N', declarer: 'E' },
  { contract: '4S=', declarer: 'Q' },
  { contract: '4S=', vulnerability: 1 },
  { contract: '4S=', vulnerability: 'N' },
  { contract: '4S=', vulnerability: 'maybe' },
  { contract: '4S=', vulnerability: 0.5 },
  { contract: '4S=', vulnerability: 1234567890 },
  { contract: '4S=', vulnerability: 'NS' },
  { contract: '4S= v', vulnerability: 'nv' },
  { contract: '4S= N v', vulnerability: 'nv' },
  { contract: '4S= N v', vulnerability: 'nv', known: 'the pad' },
  { contract: '4S= N', vulnerability: 'v', known: 'the board' },
  { contract: '4S= N', vulnerability: 'Nonee', board: true },
  { contract: '4S= N', vulnerability: '', board: true },
  { contract: '4S= N', vulnerability: 'x', side: true },
] as const;
for (const row of rows) {
  const { resultIs, known, board, side, ...fields } = {
    resultIs: undefined,
    known: undefined,
    board: undefined,
    side: undefined,
    ...row,
  };
  collect(
    parseHandRow(fields as never, {
      ...(resultIs === undefined ? {} : { resultIs }),
      ...(known === undefined ? {} : { vulnerabilityKnownBy: known }),
      ...(board ? { vulnerabilityIs: 'board' as const } : side ? { vulnerabilityIs: 'side' as const } : {}),
    }),
  );
}

// Table results, matches, scores, VPs.
collect(...['', '4S=', '4S 10', '4S= Q', '1.100', '425', '9'.repeat(30), 'hello'].map((r) => parseTableResult(r)));
collect(scoreTable({ level: 4, strain: 'S', doubling: '' }, 'None'));
collect(scoreTable({ level: 4, strain: 'S', doubling: '', result: 0 }, 'None'));
collect(scoreTable({ level: 4, strain: 'S', doubling: '', declarer: 'N' }, 'None'));
collect(scoreTable({ level: 4, strain: 'S', doubling: '', declarer: 'N', result: 5 }, 'None'));
collect(scoreTable({ level: 1, strain: 'S', doubling: '', declarer: 'N', result: -8 }, 'None'));
collect(scoreMatch([{ board: 2, table1: { ns: Number.NaN }, table2: { ns: 0 } }]), parseTableResult('4S N'));
collect(scoreMatch([{ board: 0, table1: { ns: 0 }, table2: { ns: 0 } }]));
collect(scoreMatch([{ board: 2, table1: { ns: 1.5 }, table2: { ns: 0 } }]));
collect(
  scoreMatch([
    { board: 2, table1: { ns: 0 }, table2: { contract: { level: 4, strain: 'S', doubling: '', result: 0 } } },
  ]),
);
collect(vpInputProblem(1.5, 8), vpInputProblem(12, 0), vpInputProblem(12, 1.5), vpInputProblem(3, 5000));

// Auctions and play.
const bid = (level: number, strain: string) => ({ type: 'bid', level, strain }) as never;
const pass = { type: 'pass' } as const;
const double = { type: 'double' } as const;
const redouble = { type: 'redouble' } as const;
collect(checkAuction('N', [bid(2, 'S'), bid(1, 'H')]), checkAuction('E', [bid(3, 'NT'), bid(2, 'C')]));
collect(checkAuction('N', [double]), checkAuction('N', [bid(1, 'S'), pass, double]));
collect(checkAuction('N', [bid(1, 'S'), pass, pass, pass, bid(2, 'S')]));
collect(
  checkAuction('N', [bid(1, 'S'), double, pass, double]),
  checkAuction('N', [bid(1, 'S'), double, redouble, double]),
);
collect(checkAuction('N', [redouble]), checkAuction('N', [bid(1, 'S'), double, redouble, redouble]));
collect(checkAuction('N', [bid(1, 'S'), double, pass, redouble]));
collect(checkAuction('N', [pass, pass, pass, pass, pass]), checkAuction('N', [bid(1, 'C'), pass, pass, pass, pass]));
const played = parseDeal(deal);
if (played.ok) {
  const card = (text: string) => (parseCard(text) as unknown as { value: never }).value;
  collect(countTricks(played.value, 'E', 'NT', [card('S2'), card('C9')]));
  collect(countTricks(played.value, 'E', 'NT', [card('SA')]));
  collect(countTricks(played.value, 'S', 'NT', [card('S6'), card('ST'), card('SA'), card('H2')]));
  collect(
    countTricks(played.value, 'W', 'NT', [card('SA'), card('C9')]),
    countTricks(played.value, 'N', 'S', [card('S2'), card('H6')]),
  );
}

// Sessions: bad settings, bad events and impossible events for every engine.
const session = (engine: Engine<unknown, unknown, unknown>, settings: unknown, events: unknown[] = []) =>
  loadSession(engine, { format: engine.format, version: engine.version, settings, events });
const rubber = rubberEngine as Engine<unknown, unknown, unknown>;
const chicago = chicagoEngine as Engine<unknown, unknown, unknown>;
const bugger = buggerEngine as Engine<unknown, unknown, unknown>;
const teams = teamMatchEngine as Engine<unknown, unknown, unknown>;
const progressive = progressiveEngine as Engine<unknown, unknown, unknown>;
collect(loadSession(rubber, '{'), loadSession(rubber, '[1, 2'), loadSession(rubber, { format: 'x', events: [] }));
collect(loadSession(rubber, 12), loadSession(rubber, { format: 'bridge-scorer/chicago', version: 1, events: [] }));
collect(loadSession(rubber, { format: rubber.format, version: 7, events: [] }));
collect(loadSession(chicago, { format: chicago.format, version: '2', events: [] }));
const contract = { level: 4, strain: 'S', doubling: '', result: 0 };
for (const engine of [rubber, chicago]) {
  collect(session(engine, 3), session(engine, { honors: 'yes' }), session(engine, {}, [3]));
  collect(session(engine, {}, [{ type: 'what' }]), session(engine, {}, [{ type: 'hand', side: 'We', contract: 4 }]));
}
collect(session(chicago, { vulnerability: 'x' }), session(chicago, {}, [{ type: 'deal', declarer: 'N', contract: 7 }]));
collect(session(chicago, {}, [{ type: 'deal', declarer: 'N', contract: { ...contract, level: 9 } }]));
collect(session(chicago, {}, [{ type: 'deal', declarer: 'N', contract, honors: { side: 'NS', points: 120 } }]));
collect(session(chicago, {}, [{ type: 'deal', declarer: 'N', contract, honors: { side: 'We', points: 100 } }]));
collect(session(chicago, {}, [{ type: 'deal', declarer: 'N', contract, honors: 5 }]));
collect(
  session(chicago, {}, [
    { type: 'deal', declarer: 'N', contract: { ...contract, strain: 'NT' }, honors: { side: 'NS', points: 100 } },
  ]),
);
const deals = Array.from({ length: 5 }, () => ({ type: 'deal', declarer: 'N', contract }));
collect(session(chicago, {}, deals));
const hands = Array.from({ length: 3 }, () => ({
  type: 'hand',
  side: 'We',
  contract: { ...contract, strain: 'NT', level: 7 },
}));
collect(session(rubber, {}, hands), session(rubber, {}, [{ type: 'settle' }, { type: 'settle' }]));
const five = ['A', 'B', 'C', 'D', 'E'];
collect(session(bugger, 3), session(bugger, { players: ['A', 'B'] }), session(bugger, { players: 'ABC' }));
collect(session(bugger, { players: ['A', 'B', ''] }), session(bugger, { players: ['A', 'B', 'a '] }));
collect(session(progressive, { players: ['A', 'B', 'C', 'b'] }), session(progressive, { players: ['A', 'B', 'C', 3] }));
collect(
  session(bugger, { players: ['A', 'B', 'C', 'D'], rounds: [13] }, [{ type: 'bids', trump: 'S', bids: [0, 0, 0, 0] }]),
);
collect(session(bugger, { players: five, rounds: 4 }), session(bugger, { players: five, rounds: [1, 11] }));
collect(session(bugger, { players: five, rounds: [1, 0.5] }), session(bugger, { players: five, chart: [1] }));
collect(session(bugger, { players: five, chart: Array(11).fill(1.5) }), session(bugger, { players: five, hook: 2 }));
collect(session(bugger, { players: five, firstDealer: 9 }), session(bugger, { players: five, firstDealer: 2.5 }));
collect(newBugger({ players: ['A'] } as never), newBugger({ players: [1, 2, 3] } as never));
const buggerEvents = [
  [{ type: 'bids', trump: 'S', bids: 3 }],
  [{ type: 'bids', trump: 'Q', bids: [0, 0, 0, 0, 0] }],
  [{ type: 'tricks', tricks: 'x' }],
  [{ type: 'bids', trump: 'S', bids: [0, 0, 0, 0] }],
  [{ type: 'bids', trump: 'S', bids: [0, 0, 0, 0, -1] }],
  [{ type: 'bids', trump: 'S', bids: [0, 0, 0, 0, 2] }],
  [{ type: 'bids', trump: 'S', bids: [0, 0, 0, 0, 1.5] }],
  [{ type: 'tricks', tricks: [0, 0, 0, 0, 1] }],
  [{ type: 'bids', trump: 'NT', bids: [0, 0, 0, 0, 0] }],
  [{ type: 'bids', trump: 'S', bids: [1, 0, 0, 0, 0] }],
  [
    { type: 'bids', trump: 'S', bids: [0, 0, 0, 0, 0] },
    { type: 'bids', trump: 'S', bids: [0, 0, 0, 0, 0] },
  ],
  [
    { type: 'bids', trump: 'S', bids: [0, 0, 0, 1, 0] },
    { type: 'tricks', tricks: [0, 0, 0, 0, 0] },
  ],
  [
    { type: 'bids', trump: 'S', bids: [0, 0, 0, 1, 0] },
    { type: 'tricks', tricks: [1, 1, 0, 0, 0] },
  ],
];
for (const events of buggerEvents) collect(session(bugger, { players: five, rounds: [1, 2] }, events));
collect(
  session(bugger, { players: five, rounds: [1, 4], hook: true }, [{ type: 'bids', trump: 'S', bids: [1, 0, 0, 0, 0] }]),
);
collect(
  session(bugger, { players: five, rounds: [1, 4], hook: true }, [{ type: 'bids', trump: 'S', bids: [0, 0, 0, 0, 1] }]),
);
collect(buggerPoints(1.5, 0, [10, 11]), buggerPoints(1, -1, [10, 11]), buggerPoints(3, 3, [10, 11]));
collect(buggerPoints(1, 1, [10, 11.5]), buggerPoints(0, 0, [10.5]));
collect(
  session(bugger, { players: five, rounds: [1, 1] }, [
    { type: 'bids', trump: 'S', bids: [0, 0, 0, 0, 0] },
    { type: 'tricks', tricks: [1, 0, 0, 0, 0] },
    { type: 'bids', trump: 'S', bids: [0, 0, 0, 0, 0] },
    { type: 'tricks', tricks: [1, 0, 0, 0, 0] },
    { type: 'bids', trump: 'S', bids: [0, 0, 0, 0, 0] },
  ]),
);
collect(
  session(teams, 3),
  session(teams, { boards: 0 }),
  session(teams, { boards: 100 }),
  session(teams, { boards: 2.5 }),
);
collect(
  session(teams, { firstBoard: 0 }),
  session(teams, { firstBoard: 'x' }),
  session(teams, { boards: 8, firstBoard: 999999998 }),
);
collect(
  session(teams, { teams: 'AB' }),
  session(teams, { teams: ['A', 3] }),
  session(teams, { teams: ['A', 'B'.repeat(41)] }),
);
collect(newTeamMatch({ boards: 0 }), newTeamMatch({ teams: ['A', 'C'.repeat(50)] }));
collect(session(teams, { boards: 1, firstBoard: 5 }, [{ type: 'table', board: 6, table: 1, result: '4S= N' }]));
collect(session(teams, {}, [{ type: 'table', board: 1, table: 1, result: '4S N' }]));
const teamEvents = [
  [{ type: 'table', board: 0, table: 1, result: '4S= N' }],
  [{ type: 'table', board: 'x', table: 1, result: '4S= N' }],
  [{ type: 'table', board: 1, table: 3, result: '4S= N' }],
  [{ type: 'table', board: 1, table: 1, result: 4 }],
  [{ type: 'table', board: 1, table: 1, result: '4S=' }],
  [{ type: 'table', board: 1, table: 1, result: '8S= N' }],
  [{ type: 'table', board: 1, table: 1, result: '425' }],
  [{ type: 'table', board: 7, table: 1, result: '4S= N' }],
  [{ type: 'table', board: 9, table: 2, result: '4S= N' }],
  [{ type: 'clear', board: 2, table: 2 }],
  [{ type: 'clear', board: 3, table: 1 }],
  [{ type: 'deal', board: 2, dealer: 'Q', vulnerability: 'None' }],
  [{ type: 'deal', board: 2, dealer: 'N', vulnerability: 'Some' }],
];
for (const events of teamEvents) collect(session(teams, {}, events));
const eight = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
collect(
  session(progressive, 3),
  session(progressive, { players: five }),
  session(progressive, { players: eight, seating: 'x' }),
);
collect(
  session(progressive, { players: eight, seating: [1, 2] }),
  session(progressive, { players: eight, seating: [{ N: 0, E: 1, S: 2, W: 3 }] }),
);
collect(session(progressive, { players: eight, seating: [{ N: 0, E: 1, S: 2, W: 3 }, 5] }));
collect(
  session(progressive, {
    players: eight,
    seating: [
      { N: 0, E: 1, S: 2, W: 3 },
      { N: 4, E: 5, S: 6, W: 0 },
    ],
  }),
);
collect(
  session(progressive, {
    players: eight,
    seating: [
      { N: 0, E: 1, S: 2, W: 3 },
      { N: 4, E: 5, S: 6, W: 9 },
    ],
  }),
);
collect(
  session(progressive, { players: eight, firstDealers: ['N'] }),
  session(progressive, { players: eight, partScorePremium: 70 }),
);
collect(
  session(progressive, { players: eight, progression: 'x' }),
  session(progressive, { players: eight, honors: 'x' }),
);
collect(
  newProgressive({ players: ['A', 'B', 'C'] }),
  newProgressive({ players: eight, firstDealers: ['N', 'Q'] as never }),
);
const progressiveEvents = [
  [{ type: 'deal', table: 3, declarer: 'N', contract }],
  [{ type: 'deal', table: 0, declarer: 'N', contract }],
  [{ type: 'deal', table: 1.5, declarer: 'N', contract }],
  [{ type: 'passed-out', table: 'x' }],
  [{ type: 'next-round', decisions: 3 }],
  [{ type: 'next-round', decisions: { x: 'NS' } }],
  [{ type: 'next-round', decisions: { 1: 'We' } }],
  [{ type: 'next-round', draws: 'x' }],
  [{ type: 'next-round', draws: ['S1'] }],
  [{ type: 'next-round', draws: [5] }],
  [{ type: 'next-round', seating: 'x' }],
  [{ type: 'next-round', seating: [], firstDealers: 'x' }],
  [{ type: 'next-round' }],
  Array.from({ length: 5 }, () => ({ type: 'passed-out', table: 1 })),
  [
    ...Array.from({ length: 4 }, () => ({ type: 'passed-out', table: 1 })),
    { type: 'passed-out', table: 2 },
    { type: 'next-round' },
  ],
];
for (const events of progressiveEvents) collect(session(progressive, { players: eight }, events));
const eightPlayed = Array.from({ length: 8 }, (_, i) => ({ type: 'passed-out', table: i < 4 ? 1 : 2 }));
collect(session(progressive, { players: eight }, [...eightPlayed, { type: 'next-round', draws: [null] }]));
const twelve = [...eight, 'I', 'J', 'K', 'L'];
const twelvePlayed = Array.from({ length: 12 }, (_, i) => ({ type: 'passed-out', table: 1 + Math.floor(i / 4) }));
collect(session(progressive, { players: twelve }, [...twelvePlayed, { type: 'next-round' }]));
collect(
  session(progressive, { players: twelve }, [...twelvePlayed, { type: 'next-round', draws: Array(12).fill('SA') }]),
);
const ready = loadSession(progressive, {
  format: progressive.format,
  version: progressive.version,
  settings: { players: eight },
  events: eightPlayed.slice(0, 5),
});
if (ready.ok) collect(pendingMovement(ready.value.state as never));
const seating = [
  { N: 0, E: 1, S: 2, W: 3 },
  { N: 4, E: 5, S: 6, W: 7 },
  { N: 8, E: 9, S: 10, W: 11 },
];
const totals = [
  { NS: 100, EW: 100 },
  { NS: 400, EW: 400 },
  { NS: 0, EW: 50 },
];
collect(planMovement('standard', seating, totals), planMovement('standard', seating.slice(1), totals.slice(1)));
const plan = planMovement('standard', seating, [
  { NS: 1, EW: 0 },
  { NS: 0, EW: 1 },
  { NS: 0, EW: 50 },
]);
if (plan.ok) {
  collect(
    seatTables('standard', plan.value, []),
    seatTables('standard', plan.value, Array(12).fill({ suit: 'S', rank: 'A' })),
  );
}

// Editing a session: an event that is not there, and one whose removal leaves a later one impossible.
const opened = session(chicago, {}, [{ type: 'deal', declarer: 'N', contract }]);
if (opened.ok) {
  const chicagoSession = opened.value.session;
  collect(replaceEvent(chicago, chicagoSession, 4, { type: 'passed-out' }), removeEvent(chicago, chicagoSession, -1));
  collect(replaceEvent(chicago, chicagoSession, 0, { type: 'what' }));
  collect(addEvent(chicago, chicagoSession, { type: 'deal', declarer: 'Q', contract }));
}
const full = session(chicago, {}, deals.slice(0, 4));
if (full.ok) collect(replaceEvent(chicago, full.value.session, 0, { type: 'passed-out' }));
const rubberSession = session(rubber, {}, hands.slice(0, 2));
if (rubberSession.ok)
  collect(
    replaceEvent(
      rubber,
      { ...rubberSession.value.session, events: [...rubberSession.value.session.events, { type: 'settle' }] } as never,
      0,
      hands[0],
    ),
  );

// A pairs session that cannot be ranked: a pair against itself, a pair twice on a board, no results.
const seated = (board: number, ns: string, ew: string) => ({ board, ns, ew, score: 0 });
collect(
  rankPairs([seated(1, '1', '1')]),
  rankPairs([seated(1, '1', '2'), seated(1, '1', '3')]),
  rankPairs([seated(1, '1', '2'), seated(1, '1', '3')], { byDirection: true }),
  rankPairs([]),
);

// Adjusted scores that are none: a word unknown, a percentage past 100, weights not adding up to 100, a
// split of two parts under 10 (3/4, which no director gives).
collect(parseAdjusted('Avg++'), parseAdjusted('160/40'), parseAdjusted('60% 620 + 30% 420'), parseAdjusted('A+ 3'));
collect(parseAdjusted('0% 620 + 100% 420'), parseAdjusted('3/4'));
// Points for a pair that played no board, and for one whose direction a ranking by direction needs.
collect(
  rankPairs([seated(1, '1', '2')], { points: [{ pair: '9', points: -1 }] }),
  rankPairs([seated(1, '1', '2')], { byDirection: true, points: [{ pair: '1', points: -1 }] }),
);

// Contracts, calls and hand rows in a notation other than English: its letters in the params, a letter
// of two strains (Polish K) refused, a seat it does not have.
collect(
  parseContract('4Z', 'fr'),
  parseContract('4K=', 'pl'),
  parseContract('4P par Q', 'fr'),
  parseContract('4P+5', 'de'),
  parseContract('3SA-10', 'nl'),
  parseContract('7SA+1', 'it'),
  parseContract('4S? ', 'sv'),
  parseContract('8P', 'es'),
  parseContract('P4', 'da'),
);
collect(parseCall('Q', 'fr'), parseCall('2HX', 'de'));
collect(parseHandRow({ contract: '4P=', declarer: 'W' }, { notation: 'fr' }));
collect(parseHandRow({ contract: '3SA' }, { notation: 'fr' }));
collect(parseHandRow({ contract: '3SA', result: 2 }, { notation: 'fr' }));
// The language reader's refusal (i18n/languages.ts).
collect(parseLanguage('xx'));
