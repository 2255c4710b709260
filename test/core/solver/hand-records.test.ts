// Hand records from real files: a BBO daylong (eight boards, a result each, DDS's table on some) and a
// Norwegian club's evening (24 boards, each played at several tables, no table in the file). Expected
// values are the files' own tags, read here by hand or by regular expression, not through our reader.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHandRecords, tableOfOptimum } from '../../../core/solver/index';
import { parsePbn } from '../../../core/table/pbn/text';
import { BBO, PAIRS, pbnText } from '../../fixtures/paths';

const gamesOf = (path: string) => {
  const games = parsePbn(pbnText(path));
  if (!games.ok) throw new Error(path);
  return games.value;
};

describe('hand records', () => {
  it("keep each board once, in order, with the file's own double-dummy table", () => {
    const path = join(BBO, 'Ben & Friends Daily - 2024-06-05 Daylong.pbn');
    const read = readHandRecords(gamesOf(path));
    if (!read.ok) throw new Error('not read');
    expect(read.value.event).toBe('Ben & Friends Daily');
    expect(read.value.date).toBe('2024.06.05');
    expect(read.value.boards.map((b) => b.board)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const first = read.value.boards[0];
    expect([first?.dealer, first?.vulnerability]).toEqual(['N', 'None']);
    // The file's table for board 1: N NT 7, N S 4, E D 8, W S 7 (lines 46–65 of the file).
    expect([first?.table?.N.NT, first?.table?.N.S, first?.table?.E.D, first?.table?.W.S]).toEqual([7, 4, 8, 7]);
    // Every board whose game carries a table keeps it; the file has one table a board.
    const withTable = (pbnText(path).match(/\[OptimumResultTable /g) ?? []).length;
    expect(read.value.boards.filter((b) => b.table !== undefined)).toHaveLength(withTable);
  });

  it("take a club evening's 24 boards once each from its many tables, dealer and vulnerability from the tags", () => {
    const path = join(PAIRS, 'spiren-2017-10-30.pbn');
    const text = pbnText(path);
    const read = readHandRecords(gamesOf(path));
    if (!read.ok) throw new Error('not read');
    expect(read.value.boards).toHaveLength(24);
    // Each game's tags, from its Board tag up to the next one's.
    const tags = text
      .split('[Board "')
      .slice(1)
      .map((game) => [
        Number(/^(\d+)"/.exec(game)?.[1]),
        /\[Dealer "([NESW])"\]/.exec(game)?.[1],
        /\[Vulnerable "(\w+)"\]/.exec(game)?.[1],
      ]);
    expect(tags).toHaveLength(24);
    expect(read.value.boards.map((b) => [b.board, b.dealer, b.vulnerability])).toEqual(
      tags.map(([board, dealer, vulnerability]) => [board, dealer, vulnerability === 'Both' ? 'All' : vulnerability]),
    );
    expect(read.value.boards.every((b) => b.table === undefined)).toBe(true);
  });

  it('take the dealer and vulnerability of an untagged board from its number, Law 2', () => {
    const games = parsePbn(
      '[Board "7"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.T987.JT9.J9 6543.6543.876.T8 2.J2.5432.765432"]\n',
    );
    const read = games.ok ? readHandRecords(games.value) : undefined;
    expect(read?.ok && read.value.boards.map((b) => [b.board, b.dealer, b.vulnerability])).toEqual([[7, 'S', 'All']]);
  });

  it('leave a partial table out, for the solver to fill', () => {
    expect(tableOfOptimum([{ declarer: 'N', strain: 'NT', tricks: 7 }])).toBeUndefined();
  });

  it('refuse a game that does not read, naming its line', () => {
    const games = parsePbn('[Board "1"]\n[Deal "N:AKQ"]\n');
    const read = games.ok ? readHandRecords(games.value) : undefined;
    expect(read !== undefined && !read.ok && read.error.params).toMatchObject({ line: 2, tag: 'Deal' });
  });
});
