// The popup's team match, apart from its view. Expected values hand-worked from docs/rules.md: the
// scoring table, the board cycle (board 1 None, 2 N/S, 3 E/W, 4 All), the IMP scale, and the Victory
// Points sample table for four boards.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  addEvent,
  formatProblem,
  newTeamMatch,
  replay,
  type TeamMatchEvent,
  type TeamMatchSession,
  teamMatchEngine,
} from '../../core/index';
import { matchItem } from '../../extension/kinds/match/entry';
import { matchKeeper } from '../../extension/kinds/match/kind';
import { cellChange, matchSummary, readCellDrafts, setAsideDrafts } from '../../extension/kinds/match/match';
import { adoptOldSheet, matchSheetItem, sheetAsMatch } from '../../extension/kinds/match/old-sheet';
import { setAsideItem } from '../../extension/storage/items';
import { must } from '../support';

beforeEach(() => fakeBrowser.reset());

function stateAfter(events: readonly TeamMatchEvent[], session: TeamMatchSession = must(newTeamMatch())) {
  let current = session;
  for (const event of events) {
    const next = addEvent(teamMatchEngine, current, event);
    if (!next.ok) throw new Error(formatProblem(next.error));
    current = next.value.session;
  }
  const state = replay(teamMatchEngine, current);
  if (!state.ok) throw new Error(formatProblem(state.error));
  return state.value;
}

const entry = (board: number, table: 1 | 2, result: string): TeamMatchEvent => ({
  type: 'table',
  board,
  table,
  result,
});

describe('a typed cell', () => {
  const empty = stateAfter([]);
  const held = stateAfter([entry(1, 1, '4S= N')]);

  it('adds its result once it reads, trimmed', () => {
    expect(cellChange(empty, 1, 1, ' 4S= N ')).toEqual({ event: entry(1, 1, '4S= N'), draft: null });
    expect(cellChange(empty, 2, 2, '-620')).toEqual({ event: entry(2, 2, '-620'), draft: null });
  });

  it('keeps its text as a draft while it does not read, and adds nothing', () => {
    expect(cellChange(empty, 1, 1, '4S=')).toEqual({ draft: '4S=' });
  });

  it('adds nothing when the match already holds what it says', () => {
    expect(cellChange(held, 1, 1, '4S= N ')).toEqual({ draft: null });
  });

  it('takes the held result away when it is emptied, or no longer reads', () => {
    const clear = { type: 'clear', board: 1, table: 1 };
    expect(cellChange(held, 1, 1, '')).toEqual({ event: clear, draft: null });
    expect(cellChange(held, 1, 1, '4S= ')).toEqual({ event: clear, draft: '4S= ' });
  });
});

describe('the summary line', () => {
  it('before any board: how many are to play', () => {
    expect(matchSummary(stateAfter([]))).toBe('No board scored yet; 4 boards to play.');
  });

  it('part-way: the total, the boards to play and who is ahead', () => {
    // Board 1, nobody vulnerable: 4♠= N is +420, 3♠+1 S is +170; 250 is 6 IMPs.
    const one = stateAfter([entry(1, 1, '4S= N'), entry(1, 2, '3S+1 S')]);
    expect(matchSummary(one)).toBe('Total +6 IMPs to Team A over 1 board; 3 boards to play. Team A ahead.');
    // Board 1 the other way round, with names: −6 IMPs, team B ahead.
    const named = stateAfter(
      [entry(1, 1, '170'), entry(1, 2, '420')],
      must(newTeamMatch({ teams: ['Lions', 'Tigers'] })),
    );
    expect(matchSummary(named)).toBe('Total −6 IMPs to Lions over 1 board; 3 boards to play. Tigers ahead.');
  });

  it('once every board is in: the winner and both teams’ VPs (4 boards, 20 IMPs: 18.09, docs/rules.md)', () => {
    const full = stateAfter([
      // Board 1 None: +420 against +170, 250 is 6 IMPs.
      entry(1, 1, '4S= N'),
      entry(1, 2, '3S+1 S'),
      // Board 2 N/S: 3NT= N vulnerable is +600; 4♠−1 N vulnerable is −100; 700 is 12 IMPs.
      entry(2, 1, '3NT= N'),
      entry(2, 2, '4S-1 N'),
      // Board 3 E/W: 4♥= E vulnerable is −620 at both tables; 0.
      entry(3, 1, '4H= E'),
      entry(3, 2, '-620'),
      // Board 4 All: 2NT= N is +120, 1♦= N is +70; 50 is 2 IMPs.
      entry(4, 1, '2NT= N'),
      entry(4, 2, '1D= N'),
    ]);
    expect(matchSummary(full)).toBe(
      'Total +20 IMPs to Team A over 4 boards. Team A wins. Victory Points: Team A 18.09, Team B 1.91.',
    );
  });
});

describe('cells set aside when a new match starts', () => {
  it('keeps them under set-aside, in board order, and names three of them and counts the rest', async () => {
    const drafts = { '10:2': '3NT=', '2:1': '4S', '2:2': 'x', '1:1': '7', '9:1': '4H+ N' };
    const notice = await setAsideDrafts(drafts);
    expect(notice).toBe(
      'Board 1 table 1 ("7"), board 2 table 1 ("4S"), board 2 table 2 ("x") and 2 other cells did not read; they were set aside, not deleted.',
    );
    expect(await setAsideItem.getValue()).toMatchObject([{ key: 'draft:match-cells', value: drafts }]);
  });

  it('does nothing when there are none', async () => {
    expect(await setAsideDrafts({})).toBeUndefined();
    expect(await setAsideItem.getValue()).toEqual([]);
  });
});

describe('the four-board sheet of earlier builds', () => {
  const sheet = { table1: ['4S= N', '3NT= N', '', '4S='], table2: ['3S+1 S', '425', '  ', ''] };

  it('becomes a match of boards 1–4: readable cells its results, the rest drafts as typed', () => {
    const { events, drafts } = sheetAsMatch(sheet);
    expect(events).toEqual([entry(1, 1, '4S= N'), entry(2, 1, '3NT= N'), entry(1, 2, '3S+1 S')]);
    expect(drafts).toEqual({ '4:1': '4S=', '2:2': '425' });
  });

  it('is adopted on first opening, and the old key left as it was', async () => {
    await matchSheetItem.setValue(sheet);
    expect(await adoptOldSheet()).toBeUndefined();
    const opened = await matchKeeper().open();
    expect(opened.session?.events).toHaveLength(3);
    expect(opened.session?.settings).toEqual({ boards: 4, firstBoard: 1, teams: ['', ''] });
    // Board 1 is in at both tables: 6 IMPs, as the old sheet showed it.
    expect('state' in opened && opened.state.match.total).toBe(6);
    expect(await readCellDrafts()).toEqual({ '4:1': '4S=', '2:2': '425' });
    expect(await matchSheetItem.getValue()).toEqual(sheet);
    // Only once: a match stored is never replaced by the old sheet again.
    await matchItem.setValue(must(newTeamMatch({ boards: 12 })));
    expect(await adoptOldSheet()).toBeUndefined();
    expect(await matchItem.getValue()).toMatchObject({ settings: { boards: 12 }, events: [] });
  });

  it('when it cannot be read, is set aside with a notice and a new match starts', async () => {
    const stored = { table1: 'abcd' };
    await matchSheetItem.setValue(stored);
    expect(await adoptOldSheet()).toContain('Your saved team match could not be read');
    expect(await setAsideItem.getValue()).toMatchObject([{ key: 'match-sheet', value: stored }]);
    expect(await matchItem.getValue()).toMatchObject({ format: 'bridge-scorer/team-match', events: [] });
  });

  it('when nothing was stored, the first match is four empty boards', async () => {
    expect(await adoptOldSheet()).toBeUndefined();
    expect(await matchItem.getValue()).toMatchObject({ settings: { boards: 4 }, events: [] });
    expect(await setAsideItem.getValue()).toEqual([]);
  });
});

describe('the match keeper', () => {
  it('starts again through restart, with the match it is given', async () => {
    const keeper = matchKeeper();
    const opened = await keeper.open();
    expect(opened.session?.settings).toMatchObject({ boards: 4 });
    const restarted = await keeper.restart(must(newTeamMatch({ boards: 12, firstBoard: 5, teams: ['Lions', ''] })));
    expect(restarted.session?.settings).toEqual({ boards: 12, firstBoard: 5, teams: ['Lions', ''] });
    expect(await matchItem.getValue()).toMatchObject({ settings: { boards: 12, firstBoard: 5 } });
  });
});
