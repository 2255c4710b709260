// @vitest-environment happy-dom
// The cursor where the next entry goes (issue #32): after the rubber's last hand and after starting a new
// match it was left on the page body.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { MatchView } from '../../extension/kinds/match/MatchView';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

describe('the cursor after the last hand of a rubber', () => {
  it('goes to New rubber, the entry being closed', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    // We make two games of 4♠: the rubber is over, won by the first side to win two games (docs/rules.md).
    for (const text of ['4S=', '4S=']) {
      field.focus();
      fireEvent.input(field, { target: { value: text } });
      fireEvent.submit(field.form as HTMLFormElement);
      await waitFor(() => expect(field.value).toBe(''));
    }
    await waitFor(() => expect(screen.getAllByRole('status')[0]?.textContent).toMatch(/Rubber over/));
    expect(field.disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New rubber' })));
  });

  it('stays on the contract field while the rubber goes on', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '4S=' } });
    fireEvent.submit(field.form as HTMLFormElement);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});

describe('the cursor after the fourth deal of a Chicago', () => {
  it('goes to New Chicago, the Chicago being over after four deals (docs/rules.md)', async () => {
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    for (const text of ['1NT=', '1NT=', '1NT=', '1NT=']) {
      field.focus();
      fireEvent.input(field, { target: { value: text } });
      fireEvent.submit(field.form as HTMLFormElement);
      await waitFor(() => expect(field.value).toBe(''));
    }
    await waitFor(() => expect(screen.getAllByRole('status')[0]?.textContent).toMatch(/^Chicago over/));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New Chicago' })));
  });
});

describe('the cursor after Start a new match', () => {
  it('goes to the first board’s first cell of the new match', async () => {
    render(<MatchView />);
    const cell = (await screen.findByRole('textbox', { name: 'Board 1 table 1' })) as HTMLInputElement;
    fireEvent.input(cell, { target: { value: '4S= N' } });
    await waitFor(() => expect(document.body.textContent).toContain('+420'));
    fireEvent.input(screen.getByRole('textbox', { name: 'First board' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start a new match' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const first = (await screen.findByRole('textbox', { name: 'Board 5 table 1' })) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('goes there too when nothing was entered and the match starts without asking', async () => {
    render(<MatchView />);
    await screen.findByRole('textbox', { name: 'Board 1 table 1' });
    fireEvent.input(screen.getByRole('textbox', { name: 'Match length' }), { target: { value: '8' } });
    const start = screen.getByRole('button', { name: 'Start a new match' });
    start.focus();
    fireEvent.click(start);
    await screen.findByRole('textbox', { name: 'Board 8 table 2' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Board 1 table 1' })));
  });
});

describe('the cursor a player has already moved', () => {
  it('stays where the player put it when the action’s render comes after', async () => {
    // A player quick on the mouse (or a test driving the browser) clicks into a field before the new match
    // has come back from storage: what they type must go into that field, not the first one.
    render(<MatchView />);
    const first = (await screen.findByRole('textbox', { name: 'Board 1 table 1' })) as HTMLInputElement;
    fireEvent.input(screen.getByRole('textbox', { name: 'Match length' }), { target: { value: '8' } });
    const start = screen.getByRole('button', { name: 'Start a new match' });
    start.focus();
    fireEvent.click(start);
    const other = (await screen.findByRole('textbox', { name: 'Board 8 table 2' })) as HTMLInputElement;
    other.focus();
    // Long enough for the action's own move of the cursor, which waits one task.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(other);
    expect(document.activeElement).not.toBe(first);
  });
});

describe('the cursor on a touch screen (a coarse pointer)', () => {
  /** The page as a phone answers `(pointer: coarse)`: a finger, no keyboard at hand. */
  const screenAsBuilt = window.matchMedia;
  const touchScreen = () => {
    window.matchMedia = ((query: string) => ({ matches: query === '(pointer: coarse)', media: query })) as never;
  };
  afterEach(() => {
    window.matchMedia = screenAsBuilt;
  });

  it('is not put in the contract field after a hand, which would raise the keyboard over the taps', async () => {
    touchScreen();
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    const add = screen.getByRole('button', { name: 'Add hand' });
    add.focus();
    fireEvent.input(field, { target: { value: '4S=' } });
    fireEvent.submit(field.form as HTMLFormElement);
    await waitFor(() => expect(field.value).toBe(''));
    // Given time for the move a keyboard's player gets (the next task after the render).
    await new Promise((done) => setTimeout(done, 20));
    expect(document.activeElement).not.toBe(field);
  });

  it('still goes to New rubber, a button, once the rubber is over', async () => {
    touchScreen();
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    for (const text of ['4S=', '4S=']) {
      fireEvent.input(field, { target: { value: text } });
      fireEvent.submit(field.form as HTMLFormElement);
      await waitFor(() => expect(field.value).toBe(''));
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New rubber' })));
  });
});

describe('the form on a touch screen after an earlier hand is picked', () => {
  const screenAsBuilt = window.matchMedia;
  afterEach(() => {
    window.matchMedia = screenAsBuilt;
    vi.restoreAllMocks();
  });

  it('is brought into sight, though the cursor is not put in its field', async () => {
    window.matchMedia = ((query: string) => ({ matches: query === '(pointer: coarse)', media: query })) as never;
    const shown = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '2H=' } });
    fireEvent.submit(field.form as HTMLFormElement);
    await waitFor(() => expect(field.value).toBe(''));
    shown.mockClear();
    // The hand picked on the pad: the form opens on it, above the pad.
    fireEvent.click(await screen.findByRole('button', { name: /Edit hand.*2♥=/ }));
    const editing = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    await waitFor(() => expect(shown.mock.contexts).toContain(editing));
    expect(document.activeElement).not.toBe(editing);
  });
});
