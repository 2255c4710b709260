// @vitest-environment happy-dom
// Which views keep the screen on (issue 51): a game's pad (a rubber, a Chicago, a Bugger game, the team
// match), not the calculators, the deal, History or the options. Counted on a fake navigator.wakeLock.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../extension/entrypoints/popup/App';

/** Every lock the fake granted, and whether it is held still. */
let locks: { released: boolean }[] = [];
const held = () => locks.filter((lock) => !lock.released).length;

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
  locks = [];
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async () => {
        const lock = {
          released: false,
          release: async () => {
            lock.released = true;
          },
        };
        locks.push(lock);
        return lock;
      },
    },
  });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

const show = (tab: string) => fireEvent.click(screen.getByRole('tab', { name: tab }));

describe('the screen kept on while a game is shown', () => {
  it('holds one lock on each game tab and none elsewhere', async () => {
    render(<App initial="score" />);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Rubber' })).toBeTruthy());
    for (const [tab, on] of [
      ['Rubber', true],
      ['Score', false],
      ['Chicago', true],
      ['Bugger', true],
      ['Deal', false],
      ['IMPs', true],
      ['History', false],
      ['Options', false],
    ] as const) {
      show(tab);
      await waitFor(() => expect(held(), tab).toBe(on ? 1 : 0));
    }
  });

  it('lets go on the IMPs calculators and holds again on the team match', async () => {
    render(<App initial="imps" />);
    await waitFor(() => expect(held()).toBe(1));
    show('IMP and VP calculators');
    await waitFor(() => expect(held()).toBe(0));
    show('Team match');
    await waitFor(() => expect(held()).toBe(1));
  });
});
