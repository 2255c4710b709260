// @vitest-environment happy-dom
// A storage that refuses one read or write in the middle of a view's life (the quota full, a browser
// shutting down): the view says so in the one wording, keeps what was typed, and no promise is left to
// reject with no one listening.
import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_TEAM_MATCH, newSession, teamMatchEngine } from '../../core/index';
import { App } from '../../extension/entrypoints/popup/App';
import { matchKeeper } from '../../extension/kinds/match/kind';
import { useMatch } from '../../extension/kinds/match/use-match';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';

const SAID = 'QUOTA_BYTES quota exceeded';

// Rejections no one handled while a test ran: each is a failure the view dropped.
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
});

afterEach(async () => {
  // Node reports an unhandled rejection a turn after it happens.
  await new Promise((resolve) => setTimeout(resolve, 20));
  process.off('unhandledRejection', onUnhandled);
  vi.restoreAllMocks();
  expect(unhandled).toEqual([]);
});

/** Storage refuses every write of a key `refused` picks; other writes go through. */
function refuseWrites(refused: (key: string) => boolean) {
  const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
  const remove = fakeBrowser.storage.local.remove.bind(fakeBrowser.storage.local);
  vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation((items) =>
    Object.keys(items).some(refused) ? Promise.reject(new Error(SAID)) : set(items),
  );
  vi.spyOn(fakeBrowser.storage.local, 'remove').mockImplementation((keys) =>
    [keys].flat().some(refused) ? Promise.reject(new Error(SAID)) : remove(keys),
  );
}

/** Storage refuses every read of a key `refused` picks; other reads go through. */
function refuseReads(refused: (key: string) => boolean) {
  const get = fakeBrowser.storage.local.get.bind(fakeBrowser.storage.local);
  vi.spyOn(fakeBrowser.storage.local, 'get').mockImplementation(((keys: string | string[]) =>
    [keys].flat().some(refused) ? Promise.reject(new Error(SAID)) : get(keys)) as typeof get);
}

const said = (notDone: string) => `${notDone}: the browser's storage said "${SAID}"`;

describe('a team match whose storage refuses a write', () => {
  it('a new match storage will not start resolves, the failure on the problem line', async () => {
    const keeper = matchKeeper();
    const { result } = renderHook(() => useMatch(keeper));
    await waitFor(() => expect(result.current.state).not.toBeNull());
    refuseWrites((key) => key === 'match' || key.startsWith('draft:'));
    await expect(result.current.restart(newSession(teamMatchEngine, DEFAULT_TEAM_MATCH))).resolves.toBeUndefined();
    await waitFor(() => expect(result.current.problem).toBe(said('Not stored')));
  });
});

async function addHand(text: string) {
  const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
  fireEvent.input(field, { target: { value: text } });
  fireEvent.submit(field.form as HTMLFormElement);
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** A keeper's problem line, under its form. */
const problemLine = () => document.querySelector('output.error')?.textContent;

describe('Print and CSV when storage refuses them', () => {
  it('a print job storage will not write is said on the problem line', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await addHand('4H=');
    await waitFor(() => expect(button('Print').disabled).toBe(false));
    refuseWrites((key) => key === 'print-job');
    fireEvent.click(button('Print'));
    await waitFor(() => expect(problemLine()).toBe(said('Not printed')));
  });

  it('names storage will not read for the CSV file are said on the problem line', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await addHand('4H=');
    await waitFor(() => expect(button('CSV').disabled).toBe(false));
    refuseReads((key) => key === 'about:rubber');
    fireEvent.click(button('CSV'));
    await waitFor(() => expect(problemLine()).toBe(said('Not saved as CSV')));
  });
});

describe('the players’ names when storage refuses them', () => {
  /** The line under the names that says what storage refused. */
  const namesLine = () => document.querySelector('.names-failure')?.textContent;

  it('names storage will not read are said, not silently folded away', async () => {
    refuseReads((key) => key === 'about:rubber');
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() => expect(namesLine()).toBe(said('Names not read')));
  });

  it('names storage will not keep are said once, and stay as typed', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const we = (await screen.findByRole('textbox', { name: 'We' })) as HTMLInputElement;
    refuseWrites((key) => key === 'about:rubber');
    fireEvent.input(we, { target: { value: 'A' } });
    fireEvent.input(we, { target: { value: 'Ann' } });
    await waitFor(() => expect(namesLine()).toBe(said('Names not stored')));
    expect(document.querySelectorAll('.names-failure')).toHaveLength(1);
    expect(we.value).toBe('Ann');
  });
});
