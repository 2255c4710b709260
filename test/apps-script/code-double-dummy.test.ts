// The built Code.js's double-dummy functions (DDTABLE, PAR), as Sheets calls them: against the core's own
// solver, and against what other programs found for the same deals (DDS's tables in the BBO records,
// the par scores Ruter and the FFB wrote in their files).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardDealer, boardVulnerability, parseDeal, type Seat, solver } from '../../core/index';
import { BBO, PAIRS, pbnText } from '../fixtures/paths';
import { loadCode } from './load';

const { global: sheets, evaluate } = loadCode();
const call = (name: string, ...args: unknown[]) => (sheets[name] as (...a: unknown[]) => unknown)(...args);
const sheetsDate = (iso: string): unknown => evaluate(`new Date('${iso}T00:00:00Z')`);

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const STRAINS = ['NT', 'S', 'H', 'D', 'C'] as const;
/** Each hand a whole suit: the side holding the trumps takes all 13 tricks, and in NT the side on lead. */
const SUITS_DEAL = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
const OUT_OF_TIME =
  'not solved: the call ran out of the 30 seconds Sheets allows it; the deals it solved are kept, so the next recalculation goes on from there (or split the column into several calls)';

/** The games of a PBN file as raw text, one a [Board] tag, read here without the core's reader. */
const gamesOf = (text: string): string[] => text.split(/\n(?=\[Board ")/).filter((game) => game.includes('[Deal "'));
const tag = (game: string, name: string): string | undefined => new RegExp(`\\[${name} "([^"]*)"\\]`).exec(game)?.[1];

/** A BBO record's [OptimumResultTable], DDS's tricks, as DDTABLE lays them out without headings. */
function ddsTable(game: string): number[][] {
  const rows = [...game.matchAll(/^([NESW])\s+(NT|[SHDC])\s+(\d+)\s*$/gm)];
  return SEATS.map((seat) =>
    STRAINS.map((strain) => Number(rows.find((m) => m[1] === seat && m[2] === strain)?.[3] ?? Number.NaN)),
  );
}

/** The core's own table of a deal, as DDTABLE lays it out without headings. */
function coreTable(deal: string): number[][] {
  const read = parseDeal(deal);
  if (!read.ok) throw new Error(deal);
  const table = solver.solveDeal(read.value);
  if (!table.ok) throw new Error(table.error.reason);
  return SEATS.map((seat) => STRAINS.map((strain) => table.value[seat][strain]));
}

/** The core's own par of a deal on a board, as PAR gives its row. */
function corePar(deal: string, board: number): [number, string] {
  const read = parseDeal(deal);
  if (!read.ok) throw new Error(deal);
  const table = solver.solveDeal(read.value);
  if (!table.ok) throw new Error(table.error.reason);
  const par = solver.parOf(table.value, boardDealer(board), boardVulnerability(board));
  const contracts = par.contracts.map((c) => solver.formatParContract(c, { symbols: true })).join('; ');
  return [par.score, contracts === '' ? 'Pass' : contracts];
}

// Six deals of a BBO daylong with the table DDS found for each.
const bboGames = gamesOf(
  readFileSync(
    join(BBO, readdirSync(BBO).find((name) => name.startsWith('Ben & Friends Daily - 2024-06-02')) as string),
    'utf8',
  ),
)
  .filter((game) => game.includes('[OptimumResultTable'))
  .slice(0, 6);

describe('DDTABLE', () => {
  it('gives the tricks of the rules for a deal where each hand holds a whole suit', () => {
    expect(call('DDTABLE', SUITS_DEAL)).toEqual([
      ['', 'NT', '♠', '♥', '♦', '♣'],
      ['N', 0, 13, 0, 13, 0],
      ['E', 0, 0, 13, 0, 13],
      ['S', 0, 13, 0, 13, 0],
      ['W', 0, 0, 13, 0, 13],
    ]);
  });

  it('gives the table DDS gave for each of six BBO deals, and the core’s own', () => {
    expect(bboGames).toHaveLength(6);
    for (const game of bboGames) {
      const deal = tag(game, 'Deal') as string;
      const table = call('DDTABLE', deal, false);
      expect([deal, table]).toEqual([deal, ddsTable(game)]);
      expect(table).toEqual(coreTable(deal));
    }
  }, 60_000);

  it('reads any first seat, symbols, 10 for T and a 1×1 range', () => {
    const [, rest] = SUITS_DEAL.split(':');
    const [n, e, s, w] = (rest as string).split(' ');
    const table = call('DDTABLE', SUITS_DEAL, false);
    expect(call('DDTABLE', `S:${s} ${w} ${n} ${e}`, false)).toEqual(table);
    expect(call('DDTABLE', [[SUITS_DEAL]], 'NO')).toEqual(table);
    expect(call('DDTABLE', SUITS_DEAL.replace('T9', '109'), 0)).toEqual(table);
  });

  it('reads headers strictly as yes or no, never a bad value as the default', () => {
    expect(call('DDTABLE', SUITS_DEAL, '')).toHaveLength(5);
    expect(call('DDTABLE', SUITS_DEAL, 'Y')).toHaveLength(5);
    expect(call('DDTABLE', SUITS_DEAL, 'N')).toHaveLength(4);
    expect(() => call('DDTABLE', SUITS_DEAL, 'maybe')).toThrow(
      'headers: "maybe": must be yes or no: TRUE or FALSE, YES or NO, Y or N, 1 or 0',
    );
    expect(() => call('DDTABLE', SUITS_DEAL, 2)).toThrow(/^headers: 2: must be yes or no/);
    expect(() => call('DDTABLE', SUITS_DEAL, [[true], [false]])).toThrow(
      'headers: one cell, TRUE or FALSE, not a range of 2 rows by 1 column',
    );
  });

  it('refuses a range of several deals, saying to use one call a deal', () => {
    expect(() => call('DDTABLE', [[SUITS_DEAL], [SUITS_DEAL]])).toThrow(
      'deal: one deal a call, not a range of 2 rows by 1 column: use one DDTABLE for each deal',
    );
  });

  it('is blank for a blank cell', () => {
    expect(call('DDTABLE', '')).toBe('');
  });

  it('quotes a deal that is not one and says what is wrong', () => {
    const fourteen = 'N:AKQJT98765432.A.. .KQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
    expect(() => call('DDTABLE', fourteen)).toThrow(
      /^"N:AKQJT98765432\.A\.\. \.KQ.*…": N holds 14 cards, and must hold 13$/,
    );
    const twice = 'N:AKQJT98765432... A.KQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
    expect(() => call('DDTABLE', twice)).toThrow(/: SA is in two hands$/);
    expect(() => call('DDTABLE', 'hello')).toThrow('"hello": a deal starts with the first seat and a colon, as in N:');
    expect(() => call('DDTABLE', 'N:AKQ.J.T.K')).toThrow('"N:AKQ.J.T.K": a deal has four hands, not 1');
    expect(() => call('DDTABLE', 'N:AKQJT98765432... - - -')).toThrow(/: E holds 0 cards, and must hold 13$/);
    expect(() => call('DDTABLE', 42)).toThrow(/^42: a deal is text/);
    expect(() => call('DDTABLE', sheetsDate('2024-06-02'))).toThrow(/^"2024-06-02": Sheets read this cell as a date/);
    // A whole page pasted in is quoted short, not back in full.
    expect(() => call('DDTABLE', `N:${'x'.repeat(100_000)}`)).toThrow(/^"N:x+…": a deal has four hands, not 1$/);
    try {
      call('DDTABLE', `N:${'x'.repeat(100_000)}`);
    } catch (error) {
      expect((error as Error).message.length).toBeLessThan(200);
    }
  });
});

// Ruter's and the FFB's files give each board's par as [OptimumScore] and its contract as
// [OptimumContract] ("5S N 11": strain, declarer, tricks taken). A few boards of each, quick to solve.
const parBoards = [
  ['bridgekam-2015-09-03-cross-imps.pbn', [1, 4, 7, 8, 12, 14, 19, 25]],
  ['ffb-dn1-2022-s1-adjusted.pbn', [3, 4, 8, 17, 18, 20, 29, 30]],
] as const;
const parGames = parBoards.flatMap(([file, boards]) =>
  gamesOf(pbnText(join(PAIRS, file))).filter((game) =>
    (boards as readonly number[]).includes(Number(tag(game, 'Board'))),
  ),
);

describe('PAR', () => {
  it('gives the par of the rules for a deal where each hand holds a whole suit', () => {
    // N/S make 7♠ (1510, or 2210 vulnerable); E/W's only answer above it, 7NT doubled, goes down 13.
    expect(call('PAR', SUITS_DEAL, 1)).toEqual([[1510, '7♠ by N, S']]);
    expect(call('PAR', SUITS_DEAL, 'E', 'All')).toEqual([[2210, '7♠ by N, S']]);
    expect(call('PAR', SUITS_DEAL, 'West', 'ew')).toEqual([[1510, '7♠ by N, S']]);
  });

  it('gives the par score the file’s program found, over a column of boards, and the core’s own rows', () => {
    expect(parGames).toHaveLength(16);
    const deals = parGames.map((game) => [tag(game, 'Deal') as string]);
    const boards = parGames.map((game) => [Number(tag(game, 'Board'))]);
    const rows = call('PAR', deals, boards) as [number, string][];
    expect(rows.map((row) => row[0])).toEqual(
      parGames.map((game) => Number(/^NS (-?\d+)$/.exec(tag(game, 'OptimumScore') as string)?.[1])),
    );
    // The file's contract is one of ours: its strain, a declarer of ours, the same tricks.
    parGames.forEach((game, i) => {
      const [, level, strain, declarer, tricks] = /^(\d)(NT|N|[SHDC])X?X? ([NESW]) (\d+)$/.exec(
        tag(game, 'OptimumContract') as string,
      ) as string[];
      const symbol = { N: 'NT', NT: 'NT', S: '♠', H: '♥', D: '♦', C: '♣' }[strain as string] as string;
      const ours = (rows[i] as [number, string])[1].split('; ').map((c) => {
        const m = /^(\d)(NT|♠|♥|♦|♣)X?([+-]\d+)? by (.*)$/.exec(c) as string[];
        return { strain: m[2], tricks: Number(m[1]) + 6 + Number(m[3] ?? 0), declarers: (m[4] as string).split(', ') };
      });
      expect([
        game.slice(0, 12),
        level,
        ours.some(
          (c) => c.strain === symbol && c.tricks === Number(tricks) && c.declarers.includes(declarer as string),
        ),
      ]).toEqual([game.slice(0, 12), level, true]);
    });
    expect(rows).toEqual(deals.map(([deal], i) => corePar(deal as string, boards[i]?.[0] as number)));
  }, 60_000);

  it('takes the dealer and vulnerability from a board number by Law 2, a fouled board’s group too', () => {
    const dealt = tag(parGames[0] as string, 'Deal') as string;
    // Board 4: dealer W, all vulnerable; board 20 the same.
    const byBoard = call('PAR', dealt, 4);
    expect(call('PAR', dealt, 'W', 'All')).toEqual(byBoard);
    expect(call('PAR', dealt, 20)).toEqual(byBoard);
    expect(call('PAR', dealt, '4a')).toEqual(byBoard);
    expect(call('PAR', dealt, '4', '')).toEqual(byBoard);
  }, 60_000);

  it('goes row by row over columns, a blank deal giving blank cells and a bad row its problem', () => {
    const [par1] = call('PAR', SUITS_DEAL, 1) as unknown[][];
    expect(
      call(
        'PAR',
        [[SUITS_DEAL], [''], ['hello'], [SUITS_DEAL], [SUITS_DEAL], [SUITS_DEAL], [SUITS_DEAL], [SUITS_DEAL]],
        [[1], [2], [3], ['Q'], [0], ['N'], ['N'], ['']],
        [[''], [''], [''], [''], [''], [''], ['sometimes'], ['']],
      ),
    ).toEqual([
      par1,
      ['', ''],
      ['"hello": a deal starts with the first seat and a colon, as in N:', ''],
      ['"Q": board_or_dealer must be a board number, or the dealer (N, E, S or W) and then the vulnerability', ''],
      ['0: a board number must be a whole number from 1', ''],
      ['"N": with the dealer, give the vulnerability too: None, NS, EW or All', ''],
      ['"sometimes": vulnerability must be None, NS, EW or All', ''],
      ['no board number, and no dealer and vulnerability: par needs them', ''],
    ]);
  });

  it('refuses a deal of 14 cards in a hand, a card twice or a date in its own row, and solves the others', () => {
    const [par1] = call('PAR', SUITS_DEAL, 1) as unknown[][];
    const fourteen = 'N:AKQJT98765432.A.. .KQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
    const twice = 'N:AKQJT98765432... A.KQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
    const rows = call('PAR', [[fourteen], [twice], [sheetsDate('2024-06-02')], [SUITS_DEAL]], 1) as string[][];
    expect(rows[0]?.[0]).toMatch(/^"N:AKQJT98765432\.A.*…": N holds 14 cards, and must hold 13$/);
    expect(rows[1]?.[0]).toMatch(/: SA is in two hands$/);
    expect(rows[2]?.[0]).toMatch(/^"2024-06-02": Sheets read this cell as a date/);
    expect(rows.slice(0, 3).map((row) => row[1])).toEqual(['', '', '']);
    expect(rows[3]).toEqual(par1);
  });

  it('throws a single row’s problem, so that Sheets shows it on #ERROR!', () => {
    expect(() => call('PAR', SUITS_DEAL, 'X', 'None')).toThrow('"X": the dealer must be N, E, S or W');
    expect(() => call('PAR', SUITS_DEAL, 1e20)).toThrow('100000000000000000000: a board number has at most 9 digits');
    expect(() => call('PAR', SUITS_DEAL, 1, 'None')).toThrow('1: the dealer must be N, E, S or W');
    expect(call('PAR', '', 1)).toBe('');
  });

  it('refuses a deal range of more than one column, each deal needing 2 cells', () => {
    expect(() => call('PAR', [[SUITS_DEAL, SUITS_DEAL]], [[1, 2]])).toThrow(
      'deal: one column of deals, not a range of 1 row by 2 columns: each deal fills 2 cells of a row',
    );
  });

  it('solves a deal once however many rows hold it: a column of 50,000 rows', () => {
    const [par1] = call('PAR', SUITS_DEAL, 1) as unknown[][];
    const rows = call(
      'PAR',
      Array.from({ length: 50_000 }, () => [SUITS_DEAL]),
      Array.from({ length: 50_000 }, () => [1]),
    ) as unknown[][];
    expect(rows).toHaveLength(50_000);
    expect(rows.every((row) => row[0] === par1?.[0] && row[1] === par1?.[1])).toBe(true);
  });

  it('gives the rows it did not reach by its deadline a message to split the column, never a blank or a guess', () => {
    // A clock of its own in a Code.js of its own: each reading a second later, so the 25 seconds pass
    // within the call.
    const timed = loadCode();
    timed.evaluate('(() => { let t = 0; Date.now = () => (t += 1000); })()');
    const deals = readdirSync(BBO)
      .filter((name) => name.endsWith('.pbn'))
      .sort()
      .flatMap((name) => gamesOf(readFileSync(join(BBO, name), 'utf8')).map((game) => tag(game, 'Deal') as string))
      .filter((deal, i, all) => all.indexOf(deal) === i)
      .slice(0, 40);
    expect(deals).toHaveLength(40);
    const rows = timed.global.PAR?.(
      deals.map((deal) => [deal]),
      deals.map(() => [1]),
    ) as unknown[][];
    const stopped = rows.findIndex((row) => row[0] === OUT_OF_TIME);
    expect(stopped).toBeGreaterThanOrEqual(0);
    expect(rows.slice(stopped)).toEqual(rows.slice(stopped).map(() => [OUT_OF_TIME, '']));
    expect(rows.slice(0, stopped)).toEqual(deals.slice(0, stopped).map((deal) => corePar(deal, 1)));
  });

  it('says so in the spreadsheet’s language: a French sheet’s PAR column told to split', () => {
    // A French spreadsheet, and a clock a minute later at each reading: the deadline passes at once.
    const spreadsheet = { getSpreadsheetLocale: () => 'fr_FR' };
    const timed = loadCode({ SpreadsheetApp: { getActiveSpreadsheet: () => spreadsheet } });
    timed.evaluate('(() => { let t = 0; Date.now = () => (t += 60000); })()');
    const rows = timed.global.PAR?.([[SUITS_DEAL], [SUITS_DEAL]], [[1], [2]]) as unknown[][];
    const split =
      'non résolue : l’appel a épuisé les 30 secondes que Sheets lui accorde ; les donnes résolues sont gardées, le prochain recalcul reprend là (ou répartissez la colonne sur plusieurs appels)';
    expect(rows).toEqual([
      [split, ''],
      [split, ''],
    ]);
  });

  it("says DDTABLE's one deal ran out of time, with no advice to split what is one cell", () => {
    // Each reading of the clock a minute later: the deadline passes at the first look.
    const timed = loadCode();
    timed.evaluate('(() => { let t = 0; Date.now = () => (t += 60000); })()');
    expect(() => timed.global.DDTABLE?.(SUITS_DEAL)).toThrow(
      'not solved: the deal needs more than the 30 seconds Sheets allows a call',
    );
  });
});
