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
import { DEFAULT_OPTIONS, historyItem } from '../../extension/storage/items';
import { HistoryView } from '../../extension/views/HistoryView';
import { contractOf } from '../support';

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

// Stubs put in place of the storage's own functions, not spies: a spy listens to the promise it returns,
// so a rejection the popup dropped would not reach unhandledRejection.
const local = fakeBrowser.storage.local;
const real = { get: local.get, set: local.set, remove: local.remove };
afterEach(() => {
  Object.assign(local, real);
});

const refusal = () => Promise.reject(new Error(SAID));

/** Storage refuses every write of a key `refused` picks; other writes go through. */
function refuseWrites(refused: (key: string) => boolean) {
  const { set, remove } = real;
  local.set = (items) => (Object.keys(items).some(refused) ? refusal() : set.call(local, items));
  local.remove = (keys) => ([keys].flat().some(refused) ? refusal() : remove.call(local, keys));
}

/** Storage refuses every read of a key `refused` picks; other reads go through. */
function refuseReads(refused: (key: string) => boolean) {
  const { get } = real;
  local.get = ((keys: string | string[]) =>
    [keys].flat().some(refused) ? refusal() : get.call(local, keys)) as typeof local.get;
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

describe('half-typed entries when storage refuses them', () => {
  const contract = async () => (await screen.findByRole('textbox', { name: 'Contract' })) as HTMLInputElement;
  /** The popup's line for the drafts storage refused. */
  const draftLines = () => [...document.querySelectorAll('[role="status"].error')].map((line) => line.textContent);

  it('a draft storage will not keep is said once, however many keys are pressed, and stays as typed', async () => {
    render(<App initial="score" />);
    const field = await contract();
    refuseWrites((key) => key.startsWith('draft:'));
    for (const text of ['4', '4S', '4S=']) fireEvent.input(field, { target: { value: text } });
    await waitFor(() => expect(draftLines()).toEqual([said('What is typed here is not kept')]));
    expect(field.value).toBe('4S=');
  });

  it('drafts storage will not read are said, and the field takes what is typed', async () => {
    refuseReads((key) => key.startsWith('draft:'));
    render(<App initial="score" />);
    await waitFor(() => expect(draftLines()).toEqual([said('What was typed here could not be read')]));
    const field = await contract();
    fireEvent.input(field, { target: { value: '3NT+1' } });
    expect(field.value).toBe('3NT+1');
  });

  it('leaving a change to an earlier hand, when storage will not clear its drafts, leaves no rejection unheard', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await addHand('4H=');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Edit hand/ })).toHaveLength(1));
    await addHand('2S+1');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Edit hand/ })).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /^Edit hand 1 / }));
    refuseWrites((key) => key.startsWith('draft:'));
    fireEvent.click(screen.getByRole('button', { name: /^Edit hand 2 / }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Edit hand 2' })).toBeTruthy());
  });
});

describe('History when storage will not read it again', () => {
  const kept = (id: string, contract: string) => ({
    id,
    kind: 'rubber',
    ended: '2026-11-01T21:00:00Z',
    session: {
      format: 'bridge-scorer/rubber',
      version: 1,
      settings: { honors: true },
      events: [{ type: 'hand', side: 'We', contract: contractOf(contract) }],
    },
  });

  it('after a delete, says so above the list', async () => {
    await historyItem.setValue([kept('r1', '4S='), kept('r2', '3NT=')]);
    render(<HistoryView />);
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getAllByRole('button', { name: /^Rubber/ })[0] as HTMLElement);
    // The delete goes through; the list's reading again after it does not.
    const { set } = real;
    local.set = async (items) => {
      await set.call(local, items);
      if ('history' in items) refuseReads((key) => key === 'history');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(said('History could not be read')));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
