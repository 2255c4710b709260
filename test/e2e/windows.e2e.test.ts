// Two popup windows on one session (issue 45, item 11), in Chromium at 400 × 600: the built popup opened
// twice, hands added in one page and then the other, and at the same moment in both. Both pages show
// every hand and storage holds every hand, for a rubber and for a Chicago.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadedExtension, launchWithExtension } from './browser';
import { openPopup, shot } from './popup-page';

let extension: LoadedExtension;
const errors: string[] = [];

beforeAll(async () => {
  extension = await launchWithExtension();
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

/** Two popup pages on `tab`, with nothing stored: two windows of one player's browser. */
async function twoWindows(tab: 'Rubber' | 'Chicago'): Promise<[Page, Page]> {
  const first = await openPopup(extension, errors);
  await first.evaluate('chrome.storage.local.clear()');
  await first.reload();
  const second = await openPopup(extension, errors);
  for (const page of [first, second]) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await page.getByRole('textbox', { name: 'Contract and result' }).waitFor();
  }
  return [first, second];
}

/** The hands a page shows, as its pad's picks name them: `Edit hand 2 1♦= We`. */
const shown = (page: Page) => page.getByRole('button', { name: /^Edit (hand|deal) / }).allTextContents();

/** The events stored under `key`, as the popup's own storage holds them. */
const stored = (page: Page, key: string) =>
  page.evaluate(async (name) => {
    const { storage } = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser }).chrome;
    return ((await storage.local.get(name))[name] as { events: unknown[] } | undefined)?.events ?? [];
  }, key);

/**
 * Types `text` in the page's Contract field and adds it, the page brought to the front as a player goes
 * to that window (the other stays behind, as a window not in use); resolves once the field is cleared.
 */
async function addHand(page: Page, text: string) {
  await page.bringToFront();
  const field = page.getByRole('textbox', { name: 'Contract and result' });
  await field.fill(text);
  await page.getByRole('button', { name: 'Add hand' }).click();
  await expect.poll(() => field.inputValue()).toBe('');
}

const contract = (text: string) => {
  const [, level, strain] = /^(\d)(NT|[CDHS])=$/.exec(text) ?? [];
  return { level: Number(level), strain, doubling: '', result: 0 };
};

describe('two popup windows on one rubber', () => {
  it('hands added in one window, then the other: both show every hand, and storage holds every hand', async () => {
    const [a, b] = await twoWindows('Rubber');
    const texts = ['1C=', '1D=', '1H=', '1S='];
    for (const [i, text] of texts.entries()) {
      const page = i % 2 === 0 ? a : b;
      // As a player does: the window shows what the other added before a hand is added to it.
      await expect.poll(async () => (await shown(page)).length).toBe(i);
      await addHand(page, text);
    }
    const every = ['Edit hand 1 1♣= We', 'Edit hand 2 1♦= We', 'Edit hand 3 1♥= We', 'Edit hand 4 1♠= We'];
    await expect.poll(() => shown(a)).toEqual(every);
    await expect.poll(() => shown(b)).toEqual(every);
    expect(await stored(a, 'rubber')).toEqual(
      texts.map((text) => ({ type: 'hand', side: 'We', contract: contract(text) })),
    );
    await shot(a, 'windows-rubber-a');
    await shot(b, 'windows-rubber-b');
    await Promise.all([a.close(), b.close()]);
  });

  it('hands added at the same moment in both windows: both kept, both windows show both', async () => {
    const [a, b] = await twoWindows('Rubber');
    for (const [page, text] of [
      [a, '2H='],
      [b, '2S='],
    ] as const)
      await page.getByRole('textbox', { name: 'Contract and result' }).fill(text);
    await Promise.all([a, b].map((page) => page.getByRole('button', { name: 'Add hand' }).click()));
    await expect.poll(async () => (await stored(a, 'rubber')).length).toBe(2);
    // Which came first is the lock's to say; that both are there is the point.
    const events = (await stored(a, 'rubber')) as { contract: { strain: string } }[];
    expect(events.map((event) => event.contract.strain).sort()).toEqual(['H', 'S']);
    for (const page of [a, b]) await expect.poll(async () => (await shown(page)).length).toBe(2);
    expect(await shown(a)).toEqual(await shown(b));
    await Promise.all([a.close(), b.close()]);
  });
});

describe('two popup windows on one Chicago', () => {
  it('deals added in one window, then the other: both show every deal, and storage holds every deal', async () => {
    const [a, b] = await twoWindows('Chicago');
    const texts = ['1NT=', '2C=', '3D=', '4S='];
    for (const [i, text] of texts.entries()) {
      const page = i % 2 === 0 ? a : b;
      await expect.poll(async () => (await shown(page)).length).toBe(i);
      await addHand(page, text);
    }
    // Each deal's declarer starts as its dealer: N, E, S, W.
    const seats = ['N', 'E', 'S', 'W'];
    const every = ['Edit deal 1 1NT= N', 'Edit deal 2 2♣= E', 'Edit deal 3 3♦= S', 'Edit deal 4 4♠= W'];
    await expect.poll(() => shown(a)).toEqual(every);
    await expect.poll(() => shown(b)).toEqual(every);
    expect(await stored(b, 'chicago')).toEqual(
      texts.map((text, i) => ({ type: 'deal', declarer: seats[i], contract: contract(text) })),
    );
    await shot(a, 'windows-chicago-a');
    await shot(b, 'windows-chicago-b');
    await Promise.all([a.close(), b.close()]);
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
