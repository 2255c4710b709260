import { describe, expect, it } from 'vitest';
import {
  type BuggerEvent,
  type ChicagoEvent,
  formatCsv,
  formatProblem,
  type Honors,
  type KeptSession,
  newBugger,
  newChicago,
  newRubber,
  newTeamMatch,
  type RubberEvent,
  type Session,
} from '../../core/index';
import { kindOfFormat, loadKinds } from '../../extension/kinds/load';
import { namesOf, readKept, tableOf } from '../../extension/kinds/read-kept';
import { rowsOf, type SessionTable } from '../../extension/lib/session-rows';
import { must } from '../support';
import { played, WORKED_RUBBER } from './played-sessions';

// Every kind with its engine, as History and the print page load them.
const kinds = await loadKinds();

const kept = (kind: KeptSession['kind'], session: Session<unknown, unknown>, names?: string[]): KeptSession => ({
  id: 'test',
  kind,
  session,
  ...(names === undefined ? {} : { names }),
});

const tableOfKept = (k: KeptSession): SessionTable => {
  const read = readKept(k, kinds);
  if (!read.ok) throw new Error(read.error);
  return tableOf(read.value);
};

const hand = (side: 'We' | 'They', text: string, honors?: Honors<'We' | 'They'>): RubberEvent => ({
  type: 'hand',
  side,
  contract: played(text),
  ...(honors ? { honors } : {}),
});
const we = (text: string, honors?: Honors<'We' | 'They'>) => hand('We', text, honors);
const they = (text: string, honors?: Honors<'We' | 'They'>) => hand('They', text, honors);

describe('the rubber table', () => {
  // docs/rules.md, "A worked rubber": seven hands, We 1,830 and They 510.
  const worked = WORKED_RUBBER;

  it('gives each hand its points above and below the line for each side, and the totals', () => {
    const table = tableOfKept(kept('rubber', { ...newRubber(), events: worked }));
    expect(table.head).toEqual([
      'Hand',
      'Dealer',
      'Declarer',
      'Contract',
      'Honors',
      'We above',
      'We below',
      'They above',
      'They below',
      'We',
      'They',
    ]);
    expect(table.body).toEqual([
      [1, 'N', 'We', '3S+1', null, 30, 90, null, null, 120, null],
      [2, 'E', 'They', '4HX-2', null, 300, null, null, null, 300, null],
      [3, 'S', 'We', '2C=', null, null, 40, null, null, 40, null],
      [4, 'W', 'They', '3NT=', 'They 150', null, null, 150, 100, null, 250],
      [5, 'N', 'We', '4SX-1', null, null, null, 200, null, null, 200],
      [6, 'E', 'They', '2H=', null, null, null, null, 60, null, 60],
      // 120 below for the game; 750 for the slam and 500 for the rubber, two games to one, above.
      [7, 'S', 'We', '6D=', null, 1250, 120, null, null, 1370, null],
    ]);
    expect(table.foot).toEqual([['Total', null, null, null, null, 1580, 250, 350, 160, 1830, 510]]);
  });

  it('has a row for a passed-out hand and for settling, with 300 a game and 100 a part score', () => {
    const events: RubberEvent[] = [we('4S='), { type: 'passed-out' }, they('2D='), { type: 'settle' }];
    const table = tableOfKept(kept('rubber', { ...newRubber(), events }));
    expect(table.body).toEqual([
      [1, 'N', 'We', '4S=', null, null, 120, null, null, 120, null],
      [2, 'E', null, 'Passed out', null, null, null, null, null, null, null],
      [3, 'S', 'They', '2D=', null, null, null, null, 40, null, 40],
      [4, null, null, 'Settled unfinished', null, 300, null, 100, null, 300, 100],
    ]);
    expect(table.foot).toEqual([['Total', null, null, null, null, 300, 120, 100, 40, 420, 140]]);
  });

  it('names each side as the players were named: the column heads, the declarer, the honors', () => {
    const table = tableOfKept(kept('rubber', { ...newRubber(), events: worked }, ['Nora & Sam', 'Tom & Uma']));
    expect(table.head).toEqual([
      'Hand',
      'Dealer',
      'Declarer',
      'Contract',
      'Honors',
      'Nora & Sam above',
      'Nora & Sam below',
      'Tom & Uma above',
      'Tom & Uma below',
      'Nora & Sam',
      'Tom & Uma',
    ]);
    expect(table.body[3]?.slice(0, 5)).toEqual([4, 'W', 'Tom & Uma', '3NT=', 'Tom & Uma 150']);
    // A side left blank keeps the pad's word for it.
    const half = tableOfKept(kept('rubber', { ...newRubber(), events: worked }, ['', 'Tom & Uma']));
    expect(half.head.slice(5)).toEqual([
      'We above',
      'We below',
      'Tom & Uma above',
      'Tom & Uma below',
      'We',
      'Tom & Uma',
    ]);
    expect(half.body[0]?.[2]).toBe('We');
  });

  it('is the CSV file, row for row', () => {
    const csv = formatCsv(rowsOf(tableOfKept(kept('rubber', { ...newRubber(), events: worked.slice(0, 2) }))));
    expect(csv).toBe(
      [
        'Hand,Dealer,Declarer,Contract,Honors,We above,We below,They above,They below,We,They',
        '1,N,We,3S+1,,30,90,,,120,',
        '2,E,They,4HX-2,,300,,,,300,',
        'Total,,,,,330,90,0,0,420,0',
        '',
      ].join('\r\n'),
    );
  });
});

describe('the Chicago table', () => {
  // docs/rules.md, Chicago, with the defaults: first dealer N, the dealer's opponents vulnerable on deals
  // 2 and 3, part scores carried, a game's 300 or 500 at once, 100 for a part score open after deal 4.
  const events: ChicagoEvent[] = [
    { type: 'deal', declarer: 'N', contract: played('2S=') },
    { type: 'passed-out' },
    { type: 'deal', declarer: 'E', contract: played('4HX-1') },
    { type: 'deal', declarer: 'S', contract: played('3NT=') },
    { type: 'deal', declarer: 'W', contract: played('2D+1'), honors: { side: 'EW', points: 100 } },
  ];

  it('gives each deal its dealer, vulnerability, contract and both sides’ points, and the totals', () => {
    const table = tableOfKept(kept('chicago', { ...newChicago(), events }));
    expect(table.head).toEqual(['Deal', 'Dealer', 'Vulnerable', 'Declarer', 'Contract', 'Honors', 'NS', 'EW']);
    expect(table.body).toEqual([
      // 60 below toward game, carried.
      [1, 'N', 'None', 'N', '2S=', null, 60, null],
      // Dealt again by E under the same number.
      [2, 'E', 'NS', null, 'Passed out', null, null, null],
      // E/W not vulnerable, doubled, down 1: 100 to N/S.
      [2, 'E', 'NS', 'E', '4HX-1', null, 100, null],
      // 100 more below makes 160: a game, not vulnerable on deal 3, so 300 at once.
      [3, 'S', 'EW', 'S', '3NT=', null, 400, null],
      // 40 below, 20 over, 100 honors, and 100 for the part score still open after deal 4.
      [4, 'W', 'All', 'W', '2D+1', 'EW 100', null, 260],
    ]);
    expect(table.foot).toEqual([['Total', null, null, null, null, null, 560, 260]]);
  });
});

describe('the Chicago table with its players named', () => {
  it('heads each side’s column with its two players, and names the side that held honors', () => {
    const events: ChicagoEvent[] = [
      { type: 'deal', declarer: 'W', contract: played('2D+1'), honors: { side: 'EW', points: 100 } },
    ];
    const table = tableOfKept(kept('chicago', { ...newChicago(), events }, ['Nora', 'Tom', 'Sam', 'Uma']));
    expect(table.head.slice(5)).toEqual(['Honors', 'Nora & Sam', 'Tom & Uma']);
    expect(table.body[0]?.[5]).toBe('Tom & Uma 100');
  });
});

describe('the Bugger Bridge table', () => {
  // docs/rules.md, Bugger Bridge, with the default chart: 10 + the bid for a bid made exactly, else 0.
  const events: BuggerEvent[] = [
    { type: 'bids', trump: 'H', bids: [1, 0, 0] },
    { type: 'tricks', tricks: [1, 1, 0] },
    { type: 'bids', trump: 'S', bids: [0, 1, 1] },
    { type: 'tricks', tricks: [0, 1, 0] },
    { type: 'bids', trump: 'C', bids: [0, 0, 0] },
  ];
  const game = newBugger({ players: ['Ann', 'Bob', '=Cat'], rounds: [2, 1, 1] });

  it('gives each round its cards, dealer and trump, and each player’s bid, tricks, points and total', () => {
    if (!game.ok) throw new Error(formatProblem(game.error));
    const table = tableOfKept(kept('bugger', { ...game.value, events }));
    expect(table.head.slice(0, 8)).toEqual([
      'Round',
      'Cards',
      'Dealer',
      'Trump',
      'Ann bid',
      'Ann tricks',
      'Ann points',
      'Ann total',
    ]);
    expect(table.body).toEqual([
      [1, 2, 'Ann', 'H', 1, 1, 11, 11, 0, 1, 0, 0, 0, 0, 10, 10],
      [2, 1, 'Bob', 'S', 0, 0, 10, 21, 1, 1, 11, 11, 1, 0, 0, 10],
      // Bid, tricks not in yet.
      [3, 1, '=Cat', 'C', 0, null, null, null, 0, null, null, null, 0, null, null, null],
    ]);
    expect(table.foot).toEqual([
      ['Total', null, null, null, null, null, null, 21, null, null, null, 11, null, null, null, 10],
    ]);
  });

  it('keeps a player named like a formula as text in the CSV', () => {
    if (!game.ok) throw new Error(formatProblem(game.error));
    const csv = formatCsv(rowsOf(tableOfKept(kept('bugger', { ...game.value, events }))));
    expect(csv.split('\r\n')[0]).toContain(",'=Cat bid,'=Cat tricks,");
    expect(csv.split('\r\n')[3]).toMatch(/^3,1,'=Cat,C,/);
  });
});

describe('the team match table', () => {
  // Boards 1–4 of the cycle (Law 2): board 1 is worth 470 to team A, 10 IMPs (Law 78B: 430–490); the
  // others are flat. +10 IMPs over 4 boards is 15.00 – 5.00 on the WBF scale (docs/rules.md's table).
  const table = (board: number, t: 1 | 2, result: string) => ({ type: 'table', board, table: t, result }) as const;
  const events = [
    table(1, 1, '4S= N'),
    table(1, 2, '4S-1 N'),
    table(2, 1, '3NT= S'),
    table(2, 2, '3NT= S'),
    table(3, 1, '2H= E'),
    table(3, 2, '2H= E'),
    table(4, 1, '-100'),
    table(4, 2, '-100'),
  ];

  it('gives each board both tables, the difference, the IMPs and the running total, then the VPs', () => {
    const t = tableOfKept(kept('match', { ...must(newTeamMatch({ teams: ['Lions', 'Tigers'] })), events }));
    expect(t.head).toEqual([
      'Board',
      'Dealer',
      'Vulnerable',
      'Table 1',
      'Table 1 N/S',
      'Table 2',
      'Table 2 N/S',
      'Difference',
      'IMPs Lions',
      'Running',
    ]);
    expect(t.body).toEqual([
      [1, 'N', 'None', '4S= N', 420, '4S-1 N', -50, 470, 10, 10],
      [2, 'E', 'NS', '3NT= S', 600, '3NT= S', 600, 0, 0, 10],
      [3, 'S', 'EW', '2H= E', -110, '2H= E', -110, 0, 0, 10],
      [4, 'W', 'All', -100, -100, -100, -100, 0, 0, 10],
    ]);
    expect(t.foot).toEqual([
      ['Total', null, null, null, null, null, null, null, 10, null],
      // As the summary line writes them, two decimals.
      ['Victory Points', null, null, 'Lions', '15.00', 'Tigers', '5.00', null, null, null],
    ]);
  });

  it('writes a table typed as a score as that number, never as text a spreadsheet shows with an apostrophe', () => {
    // Board 1 (None): +420 at table 1, −620 (a typed minus sign too) at table 2: team A +1040, 14 IMPs
    // (Law 78B: 900–1090). Board 2 is in at one table only.
    const typed = [table(1, 1, '+420'), table(1, 2, '−620'), table(2, 1, '-100')];
    const t = tableOfKept(kept('match', { ...must(newTeamMatch()), events: typed }));
    const csv = formatCsv(rowsOf(t)).split('\r\n');
    expect(csv[1]).toBe('1,N,None,420,420,-620,-620,1040,14,14');
    expect(csv[2]).toBe('2,E,NS,-100,-100,,,,,');
  });

  it('writes the VPs in the CSV as numbers with two decimals, as everywhere else', () => {
    const csv = formatCsv(rowsOf(tableOfKept(kept('match', { ...must(newTeamMatch()), events })))).split('\r\n');
    expect(csv[6]).toBe('Victory Points,,,Team A,15.00,Team B,5.00,,,');
  });

  it('leaves a board not yet in blank, and gives no VPs before the match is over', () => {
    const t = tableOfKept(kept('match', { ...must(newTeamMatch()), events: events.slice(0, 3) }));
    expect(t.body[1]).toEqual([2, 'E', 'NS', '3NT= S', 600, null, null, null, null, null]);
    expect(t.foot).toEqual([['Total', null, null, null, null, null, null, null, 10, null]]);
  });
});

describe('reading a kept session', () => {
  it('refuses a session its kind’s engine cannot read, in the loader’s words', () => {
    const read = readKept(kept('rubber', { ...newRubber(), events: [{ type: 'settle' }, { type: 'settle' }] }), kinds);
    expect(read).toEqual({ ok: false, error: 'event 2: the rubber was settled; start a new one' });
    expect(readKept(kept('chicago', newRubber()), kinds).ok).toBe(false);
  });

  it('knows the kind of a keeper’s session by its format, and of no other', () => {
    expect(kindOfFormat(newRubber().format, kinds)).toBe('rubber');
    expect(kindOfFormat(newChicago().format, kinds)).toBe('chicago');
    expect(kindOfFormat('bridge-scorer/bugger', kinds)).toBe('bugger');
    expect(kindOfFormat(must(newTeamMatch()).format, kinds)).toBe('match');
    expect(kindOfFormat('bridge-scorer/progressive', kinds)).toBeUndefined();
  });

  it('words the names by who they name, leaving out blanks', () => {
    expect(namesOf(kept('rubber', newRubber(), ['Ann and Bob', ' ']), kinds)).toEqual(['We: Ann and Bob']);
    expect(namesOf(kept('chicago', newChicago(), ['Ann', 'Bob', 'Cat', 'Dan']), kinds)).toEqual([
      'N: Ann',
      'E: Bob',
      'S: Cat',
      'W: Dan',
    ]);
    expect(namesOf(kept('rubber', newRubber()), kinds)).toEqual([]);
  });
});
