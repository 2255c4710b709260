// Sessions played to the end, worked from docs/rules.md, kept as History keeps them with the players'
// names: for the names on the pads and status lines, the print's won-by line and a copied result.
import {
  type BuggerEvent,
  type ChicagoEvent,
  type KeptSession,
  newBugger,
  newChicago,
  newRubber,
  newTeamMatch,
  type PlayedHand,
  parseHandLine,
  type RubberEvent,
} from '../../core/index';
import { must } from '../support';

export const played = (text: string): PlayedHand => {
  const read = parseHandLine(text);
  if (!read.ok || !('result' in read.value.hand)) throw new Error(`not a played hand: ${text}`);
  return read.value.hand;
};

const hand = (side: 'We' | 'They', text: string, aces = false): RubberEvent => ({
  type: 'hand',
  side,
  contract: played(text),
  ...(aces ? { honors: { side, points: 150 } } : {}),
});

/** docs/rules.md, "A worked rubber": seven hands, We 1,830 and They 510; We win by 1,320. */
export const WORKED_RUBBER: RubberEvent[] = [
  hand('We', '3S+1'),
  hand('They', '4HX-2'),
  hand('We', '2C='),
  hand('They', '3NT=', true),
  hand('We', '4SX-1'),
  hand('They', '2H='),
  hand('We', '6D='),
];

/**
 * docs/rules.md, Chicago, the defaults: NS 60 (2♠=), a redeal, NS 100 (4♥X−1 by E), NS 100 + 300 for the
 * game (3NT=), EW 60 + 100 honors + 100 for the open part score (2♦+1): NS 560, EW 260; NS win by 300.
 */
export const WORKED_CHICAGO: ChicagoEvent[] = [
  { type: 'deal', declarer: 'N', contract: played('2S=') },
  { type: 'passed-out' },
  { type: 'deal', declarer: 'E', contract: played('4HX-1') },
  { type: 'deal', declarer: 'S', contract: played('3NT=') },
  { type: 'deal', declarer: 'W', contract: played('2D+1'), honors: { side: 'EW', points: 100 } },
];

/** The evening's rubber, played out 1 December 2026 from 21:30 to 22:45 on this device's clock. */
export const NAMED_RUBBER: KeptSession = {
  id: 'rubber-1',
  kind: 'rubber',
  started: new Date(2026, 11, 1, 21, 30).toISOString(),
  ended: new Date(2026, 11, 1, 22, 45).toISOString(),
  names: ['Nora & Sam', 'Tom & Uma'],
  session: { ...newRubber(), events: WORKED_RUBBER },
};

export const NAMED_CHICAGO: KeptSession = {
  id: 'chicago-1',
  kind: 'chicago',
  started: new Date(2026, 11, 1, 20, 0).toISOString(),
  names: ['Nora', 'Tom', 'Sam', 'Uma'],
  session: { ...newChicago(), events: WORKED_CHICAGO },
};

/**
 * docs/rules.md, Bugger Bridge, the default chart (10 + the bid for a bid made exactly, else 0), rounds
 * of 2, 1 and 1 cards: Ann 11 + 10 + 10 = 31, Bob 0 + 11 + 10 = 21, Cat 10 + 0 + 0 = 10. Ann wins.
 */
const BUGGER_EVENTS: BuggerEvent[] = [
  { type: 'bids', trump: 'H', bids: [1, 0, 0] },
  { type: 'tricks', tricks: [1, 1, 0] },
  { type: 'bids', trump: 'S', bids: [0, 1, 1] },
  { type: 'tricks', tricks: [0, 1, 0] },
  { type: 'bids', trump: 'C', bids: [0, 0, 0] },
  { type: 'tricks', tricks: [0, 0, 1] },
];

export const PLAYED_BUGGER: KeptSession = {
  id: 'bugger-1',
  kind: 'bugger',
  session: { ...must(newBugger({ players: ['Ann', 'Bob', 'Cat'], rounds: [2, 1, 1] })), events: BUGGER_EVENTS },
};

/**
 * Boards 1–4 (Law 2): board 1 worth 470 to team A, 10 IMPs (Law 78B: 430–490), the others flat. +10 IMPs
 * over 4 boards is 15.00 – 5.00 on the WBF scale (docs/rules.md's table).
 */
export const PLAYED_MATCH: KeptSession = {
  id: 'match-1',
  kind: 'match',
  session: {
    ...must(newTeamMatch()),
    events: (
      [
        [1, 1, '4S= N'],
        [1, 2, '4S-1 N'],
        [2, 1, '3NT= S'],
        [2, 2, '3NT= S'],
        [3, 1, '2H= E'],
        [3, 2, '2H= E'],
        [4, 1, '-100'],
        [4, 2, '-100'],
      ] as const
    ).map(([board, table, result]) => ({ type: 'table', board, table, result })),
  },
};
