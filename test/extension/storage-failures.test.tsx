// @vitest-environment happy-dom
// A storage that refuses to read (a browser shutting down, a profile gone): every view says so, in the
// browser's words, where it would otherwise stay on "Loading…" for good.
import { render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../extension/entrypoints/popup/App';
import { PrintPage } from '../../extension/entrypoints/print/PrintPage';
import { BuggerView } from '../../extension/kinds/bugger/BuggerView';
import { buggerKeeper } from '../../extension/kinds/bugger/kind';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { MatchView } from '../../extension/kinds/match/MatchView';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { DEFAULT_OPTIONS, printJobItem } from '../../extension/storage/items';
import { HistoryView } from '../../extension/views/HistoryView';

const SAID = 'IO error: the profile is gone';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
  vi.spyOn(fakeBrowser.storage.local, 'get').mockRejectedValue(new Error(SAID));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The view's alert once storage has refused, and that Loading… is gone. */
async function said(): Promise<string> {
  const alert = await screen.findByRole('alert');
  expect(screen.queryByText(/Loading/)).toBeNull();
  return alert.textContent ?? '';
}

describe('a storage that refuses every read', () => {
  it('the rubber view says so', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    expect(await said()).toBe(`Not read: the browser's storage said "${SAID}"`);
  });

  it('the Chicago view says so', async () => {
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    expect(await said()).toBe(`Not read: the browser's storage said "${SAID}"`);
  });

  it('the Bugger view says so', async () => {
    render(<BuggerView keeper={buggerKeeper()} options={DEFAULT_OPTIONS} />);
    expect(await said()).toBe(`Not read: the browser's storage said "${SAID}"`);
  });

  it('the team match says so', async () => {
    render(<MatchView />);
    expect(await said()).toBe(`Not read: the browser's storage said "${SAID}"`);
  });

  it('History says so', async () => {
    render(<HistoryView />);
    expect(await said()).toBe(`History could not be read: the browser's storage said "${SAID}"`);
  });

  it('the print page says so', async () => {
    render(<PrintPage job={printJobItem} />);
    expect(await said()).toBe(`The score sheet could not be printed: the browser's storage said "${SAID}"`);
  });

  it('the popup says its options were not read, and scores with the defaults', async () => {
    render(<App initial="score" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Options not read, the defaults are used: the browser's storage said "${SAID}"`,
    );
  });
});
