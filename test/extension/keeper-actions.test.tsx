// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { KeptSession } from '../../core/index';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { SendOut } from '../../extension/kinds/KeeperActions';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { writeAbout } from '../../extension/storage/history';
import { DEFAULT_OPTIONS, printJobItem } from '../../extension/storage/items';
import { NAMED_CHICAGO, NAMED_RUBBER, PLAYED_BUGGER, PLAYED_MATCH } from './played-sessions';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the page hands the clipboard, as ScoreView's Copy score test reads it. */
function clipboard(): string[] {
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
  return copied;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function addHand(text: string) {
  const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
  fireEvent.input(field, { target: { value: text } });
  fireEvent.submit(field.form as HTMLFormElement);
}

describe('Print and CSV under a keeper', () => {
  it('are off while there is nothing to print', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await screen.findByRole('textbox', { name: 'Contract and result' });
    expect(button('Print').disabled).toBe(true);
    expect(button('CSV').disabled).toBe(true);
  });

  it('Print stores the rubber in play as the print job and opens the print page', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await addHand('4H=');
    await waitFor(() => expect(button('Print').disabled).toBe(false));
    fireEvent.click(button('Print'));
    await waitFor(async () =>
      expect((await fakeBrowser.tabs.query({})).map((tab) => tab.url)).toContain(
        'chrome-extension://test-extension-id/print.html',
      ),
    );
    const job = (await printJobItem.getValue()) as { kind: string; session: { events: unknown[] } };
    expect(job.kind).toBe('rubber');
    expect(job.session.events).toEqual([
      { type: 'hand', side: 'We', contract: { level: 4, strain: 'H', doubling: '', result: 0 } },
    ]);
  });

  it('CSV saves the Chicago in play as a file', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await addHand('4S=');
    await waitFor(() => expect(button('CSV').disabled).toBe(false));
    fireEvent.click(button('CSV'));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^chicago-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  });
});

describe('Copy result', () => {
  it.each([
    // The line: the kind, the day, then who won as History words it (docs/rules.md's worked rubber).
    [NAMED_RUBBER, 'Rubber, 1 Dec 2026: Nora & Sam 1830, Tom & Uma 510; Nora & Sam win by 1320'],
    [NAMED_CHICAGO, 'Chicago, 1 Dec 2026: Nora & Sam 560, Tom & Uma 260; Nora & Sam win by 300'],
    // Kept without a date: no day to give.
    [PLAYED_BUGGER, 'Bugger Bridge: Ann 31, Bob 21, Cat 10; Ann wins'],
    [
      PLAYED_MATCH,
      'Team match: Total +10 IMPs to Team A over 4 boards. Team A wins. Victory Points: Team A 15.00, Team B 5.00.',
    ],
  ])('copies a kept session’s result as a line for a message: %#', async (kept: KeptSession, line: string) => {
    const copied = clipboard();
    render(<SendOut kept={kept} what="game" />);
    fireEvent.click(button('Copy result'));
    await waitFor(() => expect(button('Copied')).toBeTruthy());
    expect(copied).toEqual([line]);
  });

  it('copies the rubber in play with the names typed for it, and is off while it has no hand', async () => {
    const copied = clipboard();
    await writeAbout('rubber', {
      id: 'in-play',
      started: new Date(2026, 11, 1, 21, 30).toISOString(),
      names: ['Nora & Sam', 'Tom & Uma'],
    });
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await screen.findByRole('textbox', { name: 'Contract and result' });
    expect(button('Copy result').disabled).toBe(true);
    await addHand('4H=');
    await waitFor(() => expect(button('Copy result').disabled).toBe(false));
    fireEvent.click(button('Copy result'));
    // 4♥= is 120 below the line for We; the rubber goes on.
    await waitFor(() => expect(copied).toEqual(['Rubber, 1 Dec 2026: Nora & Sam 120, Tom & Uma 0 (unfinished)']));
    expect(button('Copied')).toBeTruthy();
    // Another hand is another result: the button offers to copy again.
    await addHand('2S=');
    await waitFor(() => expect(button('Copy result')).toBeTruthy());
  });

  it('says why when the session cannot be read, and copies nothing', async () => {
    const copied = clipboard();
    const bad = {
      ...NAMED_RUBBER,
      session: { ...NAMED_RUBBER.session, events: [{ type: 'settle' }, { type: 'settle' }] },
    };
    render(<SendOut kept={bad} what="rubber" />);
    fireEvent.click(button('Copy result'));
    await waitFor(() => expect(button('Copy failed')).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toBe('Not copied: event 2: the rubber was settled; start a new one');
    expect(copied).toEqual([]);
  });
});
