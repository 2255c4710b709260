// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { KeptSession } from '../../core/index';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { readAbout } from '../../extension/storage/history';
import { DEFAULT_OPTIONS, historyItem, setAsideItem } from '../../extension/storage/items';
import { HistoryView } from '../../extension/views/HistoryView';
import { contractOf } from '../support';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

const RUBBER: KeptSession = {
  id: 'r1',
  kind: 'rubber',
  started: '2026-11-01T19:00:00Z',
  ended: '2026-11-01T21:00:00Z',
  names: ['Ann & Bob', ''],
  session: {
    format: 'bridge-scorer/rubber',
    version: 1,
    settings: { honors: true },
    events: [
      { type: 'hand', side: 'We', contract: contractOf('4S=') },
      { type: 'hand', side: 'We', contract: contractOf('4S=') },
    ],
  },
};
const CHICAGO: KeptSession = {
  id: 'c1',
  kind: 'chicago',
  ended: '2026-11-20T20:00:00Z',
  session: {
    format: 'bridge-scorer/chicago',
    version: 1,
    settings: { honors: true, vulnerability: 'dealer-opponents', partScores: 'carry' },
    events: [{ type: 'deal', declarer: 'E', contract: contractOf('3NT+1') }],
  },
};

describe('HistoryView', () => {
  it('lists the sessions newest first with their results, opens one read-only, and deletes it when confirmed', async () => {
    await historyItem.setValue([RUBBER, CHICAGO]);
    render(<HistoryView />);
    const entries = await screen.findAllByRole('listitem');
    // 3NT+1 not vulnerable on deal 1: 100 below + 30 over = 430 to EW, the Chicago unfinished.
    expect(entries[0]?.textContent).toMatch(/^Chicago, .* \(unfinished\)NS 0, EW 430$/);
    // 4♠= twice: 120 + 120 below and 700 for a two-game rubber (docs/rules.md, Rubber bridge).
    expect(entries[1]?.textContent).toMatch(/^Rubber, .*Ann & BobAnn & Bob 940, They 0; Ann & Bob win by 940$/);
    fireEvent.click(screen.getByRole('button', { name: /^Rubber/ }));
    expect(screen.getByRole('heading').textContent).toMatch(/^Rubber, /);
    // The pad is headed by the names kept with it, We where none was given.
    expect(screen.getByRole('table', { name: 'Score pad' }).querySelector('thead')?.textContent).toMatch(
      /^Ann & Bob.*They/,
    );
    // Read-only: no entry form, no undo.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(((await historyItem.getValue()) as KeptSession[]).map((k) => k.id)).toEqual(['c1']);
  });

  it('says so when the browser refuses the delete, and keeps the entry', async () => {
    await historyItem.setValue([RUBBER, CHICAGO]);
    render(<HistoryView />);
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getByRole('button', { name: /^Rubber/ }));
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Not deleted: the browser\'s storage said "QUOTA_BYTES quota exceeded"',
      ),
    );
    expect(screen.getByRole('heading').textContent).toMatch(/^Rubber, /);
    expect(((await historyItem.getValue()) as KeptSession[]).map((k) => k.id)).toEqual(['r1', 'c1']);
  });

  it('keeps a keyboard user’s place: into the entry opened, back to its row, after a delete to the list', async () => {
    await historyItem.setValue([RUBBER, CHICAGO]);
    render(<HistoryView />);
    await screen.findAllByRole('listitem');
    const focused = () => document.activeElement?.textContent ?? '';
    screen.getByRole('button', { name: /^Rubber/ }).focus();
    fireEvent.click(screen.getByRole('button', { name: /^Rubber/ }));
    await waitFor(() => expect(focused()).toBe('← All sessions'));
    fireEvent.click(screen.getByRole('button', { name: '← All sessions' }));
    // The row that was open, the second in the list, not the first.
    await waitFor(() => expect(focused()).toMatch(/^Rubber, /));
    fireEvent.click(screen.getByRole('button', { name: /^Rubber/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(focused()).toMatch(/^Chicago, /));
    fireEvent.click(screen.getByRole('button', { name: /^Chicago/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    // Nothing left to list: the first control of the tab.
    await waitFor(() => expect(focused()).toBe('Export all'));
  });

  it('says how many entries it set aside, as the README promises, and lists the rest (issue 45)', async () => {
    // Entries a newer build wrote (version 9 of the rubber's format): this build cannot read them.
    const newer = (id: string) => ({
      ...RUBBER,
      id,
      session: { ...RUBBER.session, version: 9 },
    });
    await historyItem.setValue([newer('x1'), RUBBER, newer('x2'), CHICAGO, newer('x3')]);
    render(<HistoryView />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/could not be read/).textContent).toBe(
      '3 sessions in History could not be read by this build: they were set aside, not deleted.',
    );
    expect(((await setAsideItem.getValue()) as { value: { id: string } }[]).map((e) => e.value.id)).toEqual([
      'x1',
      'x2',
      'x3',
    ]);
  });

  it('says nothing of setting aside when every entry reads', async () => {
    await historyItem.setValue([RUBBER, CHICAGO]);
    render(<HistoryView />);
    await screen.findAllByRole('listitem');
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });

  it('says so when nothing is kept yet', async () => {
    render(<HistoryView />);
    expect(await screen.findByText(/No sessions kept yet/)).toBeTruthy();
  });
});

describe('Names in the rubber view', () => {
  it('are folded away, and stored as they are typed', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const we = (await screen.findByRole('textbox', { name: 'We' })) as HTMLInputElement;
    expect(we.closest('details')?.open).toBe(false);
    fireEvent.input(we, { target: { value: 'Ann & Bob' } });
    await waitFor(async () => expect((await readAbout('rubber')).names).toEqual(['Ann & Bob', '']));
    expect(screen.getByText('Names: Ann & Bob')).toBeTruthy();
  });
});
