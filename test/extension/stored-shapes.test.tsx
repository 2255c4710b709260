// @vitest-environment happy-dom
// Stored data of any shape: a view never stays on "Loading…"; what cannot be read is set aside with a
// notice, never spread, thrown on or lost.
import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { matchItem } from '../../extension/kinds/match/entry';
import { matchSheetItem } from '../../extension/kinds/match/old-sheet';
import { rubberItem } from '../../extension/kinds/rubber/entry';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { DEFAULT_OPTIONS, setAsideItem } from '../../extension/storage/items';
import { ImpsView } from '../../extension/views/ImpsView';

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
  document.body.innerHTML = '';
});

const NOT_A_RUBBER = { format: 'bridge-scorer/rubber', version: 7, events: [] };

describe('a set-aside list that is not a list', () => {
  test.each([
    ['an object', { some: 'thing' }],
    ['a number', 7],
    ['a string', 'abcd'],
  ])('stored as %s, it is kept whole and the tab opens with its notice', async (_, stored) => {
    await setAsideItem.setValue(stored);
    await rubberItem.setValue(NOT_A_RUBBER);
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your saved rubber could not be read');
    expect(await setAsideItem.getValue()).toMatchObject([
      { key: 'set-aside', problem: 'the set-aside data was not a list', value: stored },
      { key: 'rubber', value: NOT_A_RUBBER },
    ]);
  });
});

describe('a match sheet that is not one', () => {
  test.each([
    ['table texts in place of lists', { table1: 'abcd' }],
    ['a number', 42],
    ['tables of three', { table1: ['', '', ''], table2: ['', '', ''] }],
    ['numbers in the cells', { table1: [1, 2, 3, 4], table2: ['', '', '', ''] }],
  ])('%s: set aside, an empty match shown with a notice', async (_, stored) => {
    await matchSheetItem.setValue(stored);
    render(<ImpsView />);
    const cell = (await screen.findByRole('textbox', { name: 'Board 1 table 1' })) as HTMLInputElement;
    expect(cell.value).toBe('');
    expect(screen.getByRole('alert').textContent).toContain('Your saved team match could not be read');
    expect(await setAsideItem.getValue()).toMatchObject([{ key: 'match-sheet', value: stored }]);
    expect(await matchItem.getValue()).toMatchObject({ format: 'bridge-scorer/team-match', events: [] });
  });

  it('a sheet as stored by earlier builds opens as it was, unreadable cells and all, with no notice', async () => {
    await matchSheetItem.setValue({ table1: ['4S= N', '', '', ''], table2: ['3S+1 S', '42', '', ''] });
    render(<ImpsView />);
    const cell = (await screen.findByRole('textbox', { name: 'Board 1 table 1' })) as HTMLInputElement;
    expect(cell.value).toBe('4S= N');
    expect((screen.getByRole('textbox', { name: 'Board 2 table 2' }) as HTMLInputElement).value).toBe('42');
    // Board 1: +420 against +170 is 6 IMPs; board 2's "42" is kept and its row says why.
    expect(document.body.textContent).toContain('Total +6 IMPs to Team A over 1 board');
    expect(document.body.textContent).toContain('Board 2: Table 2: "42": a bridge score is a multiple of 10');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a draft of another shape', () => {
  it('is not read: the field starts blank and the view works', async () => {
    await fakeBrowser.storage.local.set({ 'draft:vp-boards': { not: 'a number' }, 'draft:imp-first': ['4', '2', '0'] });
    render(<ImpsView />);
    expect(await screen.findByRole('textbox', { name: 'Board 1 table 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'IMP and VP calculators' }));
    const boards = (await screen.findByRole('textbox', { name: /boards/i })) as HTMLInputElement;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(boards.value).toBe('');
    expect(document.body.textContent).toContain('Enter your IMP margin');
  });
});
