// @vitest-environment happy-dom
// A part of the popup loaded on first use (a tab, the team match, the quick score's reader) whose file
// will not load (an extension updated while the popup was open): the popup says so and how to recover,
// rather than "Loading…" for good.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../extension/entrypoints/popup/App';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';
import { ImpsView } from '../../extension/views/ImpsView';

const GONE = 'Failed to fetch dynamically imported module';
vi.mock('../../extension/views/HistoryView', () => {
  throw new Error(GONE);
});
vi.mock('../../extension/kinds/match/MatchView', () => {
  throw new Error(GONE);
});
vi.mock('../../extension/lib/quick-score', () => {
  throw new Error(GONE);
});
vi.mock('../../extension/kinds/print', () => {
  throw new Error(GONE);
});

const NOT_LOADED = 'This part of the popup could not be loaded; close the popup and open it again.';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

describe('a part of the popup that will not load', () => {
  it('a tab says so, not Loading… for good', async () => {
    render(<App initial="history" />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NOT_LOADED));
    expect(screen.queryByText(/Loading/)).toBeNull();
  });

  it('the team match under the calculators says so', async () => {
    render(<ImpsView />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NOT_LOADED));
    expect(screen.queryByText(/Loading/)).toBeNull();
  });

  it('a contract typed on the Score view says so where its score would be', async () => {
    render(<App initial="score" />);
    const field = (await screen.findByRole('textbox', { name: 'Contract' })) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '4S=' } });
    await waitFor(() => expect(document.querySelector('.answer output')?.textContent).toBe(NOT_LOADED));
    expect(field.value).toBe('4S=');
  });

  it('Print, whose page and file code will not load, says so on the problem line', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '4H=' } });
    fireEvent.submit(field.form as HTMLFormElement);
    const print = screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement;
    await waitFor(() => expect(print.disabled).toBe(false));
    fireEvent.click(print);
    await waitFor(() => expect(document.querySelector('output.error')?.textContent).toBe(NOT_LOADED));
  });
});
