// A board is its number and its deal (issue 45, item 4): a file of two events is two sessions, and one
// event that deals one board number two ways is refused, never matchpointed across deals.
import { describe, expect, it } from 'vitest';
import { readPbnSessions, splitPbnEvents } from '../../../core/table/pbn/events';
import { parsePbn } from '../../../core/table/pbn/text';

const MONDAY = 'N:AKQJ.AKQ.AK.AKQ2 T987.JT9.QJT.JT9 6543.876.987.876 2.5432.65432.543';
const TUESDAY = 'N:2.5432.65432.543 AKQJ.AKQ.AK.AKQ2 T987.JT9.QJT.JT9 6543.876.987.876';

const record = (tags: { [name: string]: string }) =>
  Object.entries(tags)
    .map(([name, value]) => `[${name} "${value}"]`)
    .join('\n');

const game = (event: string, date: string, deal: string, contract: string, tricks: string, north = 'ann') =>
  record({
    Event: event,
    Date: date,
    Board: '1',
    North: north,
    South: 'bob',
    East: 'cat',
    West: 'dan',
    Dealer: 'N',
    Vulnerable: 'None',
    Deal: deal,
    Declarer: 'N',
    Contract: contract,
    Result: tricks,
  });

const games = (...records: string[]) => {
  const read = parsePbn(records.join('\n\n'));
  if (!read.ok) throw new Error(read.error.reason);
  return read.value;
};

describe('a file holding two events', () => {
  it('is read as two sessions, each its own board 1', () => {
    const file = games(
      game('Monday pairs', '2024.06.03', MONDAY, '1S', '7'),
      game('Monday pairs', '2024.06.03', MONDAY, '1S', '8', 'eve'),
      game('Tuesday pairs', '2024.06.04', TUESDAY, '7S', '13'),
      game('Tuesday pairs', '2024.06.04', TUESDAY, '7S', '13', 'eve'),
    );
    const sessions = readPbnSessions(file);
    if (!sessions.ok) throw new Error(sessions.error.reason);
    expect(sessions.value.map((session) => [session.event, session.date, session.results.length])).toEqual([
      ['Monday pairs', '2024.06.03', 2],
      ['Tuesday pairs', '2024.06.04', 2],
    ]);
    // Tuesday's 7♠= is in Tuesday's session alone: Monday's board 1 holds 1♠ results only.
    expect(
      sessions.value[0]?.results.every(
        (result) => result.contract !== undefined && 'level' in result.contract && result.contract.level === 1,
      ),
    ).toBe(true);
  });

  it('takes PBN\'s "#" and a left-out tag as the game before\'s value', () => {
    const file = games(
      game('Club', '2024.06.03', MONDAY, '1S', '7'),
      game('#', '#', MONDAY, '1S', '8', 'eve'),
      game('Club', '2024.06.03', MONDAY, '1S', '9', 'fay').replace(/\[Date "[^"]*"\]\n/, ''),
    );
    expect(splitPbnEvents(file).map((event) => event.games.length)).toEqual([3]);
  });
});

describe('one event dealing a board number two ways', () => {
  it('is refused, naming the board and both deals with their lines', () => {
    const file = games(game('Club', '2024.06.03', MONDAY, '1S', '7'), game('Club', '2024.06.03', TUESDAY, '7S', '13'));
    const sessions = readPbnSessions(file);
    expect(sessions.ok).toBe(false);
    if (sessions.ok) return;
    expect(sessions.error.code).toBe('pbn-board-two-deals');
    expect(sessions.error.reason).toMatch(
      /^board 1 is dealt two ways: N:AKQJ\.AKQ\.AK\.AKQ2… on line 1 and N:2\.5432\.65432\.543… on line 15;/,
    );
  });
});

describe('one event over two days', () => {
  it('is one session when its days deal no board two ways (a daylong past midnight, times beside the day)', () => {
    const file = games(
      game('Daylong', '2013-08-10 23:58', MONDAY, '1S', '7'),
      game('Daylong', '2013-08-11 00:03', MONDAY, '1S', '8', 'eve'),
    );
    expect(splitPbnEvents(file).map((event) => [event.key.date, event.games.length])).toEqual([['2013-08-10', 2]]);
  });

  it('is two sessions when each day deals its own board 1', () => {
    const file = games(game('Club', '2024.06.03', MONDAY, '1S', '7'), game('Club', '2024.06.04', TUESDAY, '7S', '13'));
    expect(splitPbnEvents(file).map((event) => event.key.date)).toEqual(['2024.06.03', '2024.06.04']);
  });
});
