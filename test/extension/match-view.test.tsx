// @vitest-environment happy-dom
// The team match as typed in the popup. Expected values hand-worked from docs/rules.md (scoring table,
// board cycle, IMP scale).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { matchItem } from '../../extension/kinds/match/entry';
import { MatchView } from '../../extension/kinds/match/MatchView';
import { readCellDrafts } from '../../extension/kinds/match/match';
import { setAsideItem } from '../../extension/storage/items';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.input(cell(name), { target: { value } });
const summary = () => document.querySelector('output.status')?.textContent;

describe('typing the match', () => {
  it('keeps every cell typed in a row, faster than storage answers', async () => {
    render(<MatchView />);
    await screen.findByRole('textbox', { name: 'Board 1 table 1' });
    // No waiting between cells: each change must build on the one before it.
    type('Board 1 table 1', '420');
    type('Board 1 table 2', '170');
    type('Board 2 table 1', '-100');
    type('Board 2 table 2', '600');
    // Board 1: 250 is +6 IMPs; board 2 (−100 against +600): −700 is −12. Total −6.
    await waitFor(() =>
      expect(summary()).toBe('Total −6 IMPs to Team A over 2 boards; 2 boards to play. Team B ahead.'),
    );
    expect(await matchItem.getValue()).toMatchObject({ events: { length: 4 } });
  });

  it('keeps a cell that does not read as typed, as a draft, and its row says why', async () => {
    render(<MatchView />);
    await screen.findByRole('textbox', { name: 'Board 1 table 1' });
    type('Board 3 table 2', '3NT=');
    await waitFor(() =>
      expect(document.querySelector('tr.problem')?.textContent).toBe(
        'Board 3: Table 2: "3NT=": add the declarer (N, E, S or W), as in 4S= N',
      ),
    );
    expect(cell('Board 3 table 2').value).toBe('3NT=');
    expect(cell('Board 3 table 2').getAttribute('aria-invalid')).toBe('true');
    // The row under board 3's, which the field names as its description.
    expect(
      document.getElementById(cell('Board 3 table 2').getAttribute('aria-describedby') ?? '')?.textContent,
    ).toMatch(/^Board 3: Table 2/);
    expect(await readCellDrafts()).toEqual({ '3:2': '3NT=' });
  });

  it('takes a result away when its cell no longer reads, so the IMPs follow what is shown', async () => {
    render(<MatchView />);
    await screen.findByRole('textbox', { name: 'Board 1 table 1' });
    type('Board 1 table 1', '420');
    type('Board 1 table 2', '170');
    await waitFor(() => expect(summary()).toContain('Total +6 IMPs'));
    type('Board 1 table 2', '17');
    await waitFor(() => expect(summary()).toBe('No board scored yet; 4 boards to play.'));
    expect(cell('Board 1 table 2').value).toBe('17');
  });

  it('scores a board again when its vulnerability is changed', async () => {
    render(<MatchView />);
    await screen.findByRole('textbox', { name: 'Board 1 table 1' });
    // Board 1, nobody vulnerable: 4♠= N is +420 at table 1 against a typed +420: 0 IMPs.
    type('Board 1 table 1', '4S= N');
    type('Board 1 table 2', '420');
    await waitFor(() => expect(summary()).toContain('Total 0 IMPs'));
    // Both vulnerable: 4♠= N is 120 + 500 = +620; 200 is +5 IMPs.
    fireEvent.change(screen.getByRole('combobox', { name: 'Board 1 vulnerable' }), { target: { value: 'All' } });
    await waitFor(() => expect(summary()).toContain('Total +5 IMPs'));
    expect((screen.getByRole('combobox', { name: 'Board 1 vulnerable' }) as HTMLSelectElement).value).toBe('All');
  });

  it('refuses a setup out of range, quoting it, and starts at once when nothing is entered yet', async () => {
    render(<MatchView />);
    await screen.findByRole('textbox', { name: 'Board 1 table 1' });
    type('Match length', '65');
    expect(document.body.textContent).toContain('"65": a match has a whole number of boards from 1 to 64');
    expect((screen.getByRole('button', { name: 'Start a new match' }) as HTMLButtonElement).disabled).toBe(true);
    type('Match length', '2');
    type('First board', '17');
    type('Team A', 'Lions');
    fireEvent.click(screen.getByRole('button', { name: 'Start a new match' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Board 18 table 2' })).toBeTruthy());
    expect(document.querySelector('caption')?.textContent).toBe('Lions v Team B, boards 17–18');
    expect(screen.queryByRole('textbox', { name: 'Board 19 table 1' })).toBeNull();
  });
});

describe('starting a new match over cells that do not read', () => {
  const start = () => fireEvent.click(screen.getByRole('button', { name: 'Start a new match' }));

  it('asks first, sets the cells aside with the reason, and says so', async () => {
    render(<MatchView />);
    await screen.findByRole('textbox', { name: 'Board 1 table 1' });
    // No result yet: only a cell that does not read (no declarer).
    type('Board 3 table 2', '3NT=');
    await waitFor(async () => expect(await readCellDrafts()).toEqual({ '3:2': '3NT=' }));
    start();
    const question = screen.getByRole('group', { name: 'Start a new match? 1 cell that does not read is set aside.' });
    fireEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Board 3 table 2 ("3NT=") did not read; it was set aside, not deleted.',
      ),
    );
    expect(cell('Board 3 table 2').value).toBe('');
    expect(await readCellDrafts()).toEqual({});
    expect(await setAsideItem.getValue()).toEqual([
      {
        key: 'draft:match-cells',
        when: expect.any(String),
        problem: 'cells of a team match that did not read as results when a new match was started',
        value: { '3:2': '3NT=' },
      },
    ]);
  });

  it('says both when the match has results too', async () => {
    render(<MatchView />);
    await screen.findByRole('textbox', { name: 'Board 1 table 1' });
    type('Board 1 table 1', '420');
    type('Board 2 table 1', '3NT=');
    type('Board 2 table 2', '4S');
    await waitFor(async () => expect(Object.keys(await readCellDrafts())).toHaveLength(2));
    start();
    fireEvent.click(
      within(
        screen.getByRole('group', {
          name: 'Start a new match? This one goes to History; 2 cells that do not read are set aside.',
        }),
      ).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Board 2 table 1 ("3NT=") and board 2 table 2 ("4S") did not read; they were set aside, not deleted.',
      ),
    );
    expect(await setAsideItem.getValue()).toMatchObject([{ value: { '2:1': '3NT=', '2:2': '4S' } }]);
  });

  it('when History cannot be written, says so and keeps the match in play with every cell as typed', async () => {
    render(<MatchView />);
    await screen.findByRole('textbox', { name: 'Board 1 table 1' });
    type('Board 1 table 1', '420');
    type('Board 2 table 1', '3NT=');
    await waitFor(async () => expect(Object.keys(await readCellDrafts())).toHaveLength(1));
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation((items) =>
      'history' in items ? Promise.reject(new Error('QUOTA_BYTES quota exceeded')) : set(items),
    );
    start();
    fireEvent.click(
      within(
        screen.getByRole('group', {
          name: 'Start a new match? This one goes to History; 1 cell that does not read is set aside.',
        }),
      ).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/could not be put away in History/));
    expect(cell('Board 1 table 1').value).toBe('420');
    expect(cell('Board 2 table 1').value).toBe('3NT=');
    expect(await readCellDrafts()).toEqual({ '2:1': '3NT=' });
    expect(await setAsideItem.getValue()).toEqual([]);
  });
});
